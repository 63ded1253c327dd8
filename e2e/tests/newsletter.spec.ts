import { readFile } from 'node:fs/promises';
import {
  expect,
  mailedLink,
  mailedMessage,
  signInWithToken,
  staffToken,
  test,
  uniqueSuffix,
} from '../fixtures';

/** The footer's newsletter: double opt-in through the mailed link, the /abonare outcomes, unsubscribing. */

test.describe('newsletter', () => {
  test('a visitor subscribes in the footer, confirms from the mail, staff export it, then it unsubscribes', async ({
    page,
    browser,
    request,
    axe,
  }) => {
    const email = `abonat${uniqueSuffix()}@example.ro`;
    await page.goto('/despre-noi');
    const block = page.getByRole('region', { name: 'Abonează-te la noutăți' });
    const input = block.getByRole('textbox', { name: 'Adresa ta de email' });
    const button = block.getByRole('button', { name: 'Abonează-mă' });

    // Contract §5: empty, then malformed, each with its message.
    await button.click();
    await expect(block.getByRole('alert')).toHaveText('Introduceți adresa de email.');
    await input.fill('nu-e-o-adresa');
    await button.click();
    await expect(block.getByRole('alert')).toHaveText('Adresă email invalidă.');
    await axe();

    // Trimmed, sent, then the subscribed state: both disabled, the button asks to check the inbox.
    await input.fill(`  ${email}  `);
    await button.click();
    const check = block.getByRole('button', { name: 'Verifică-ți emailul' });
    await expect(check).toBeDisabled();
    await expect(input).toBeDisabled();
    await expect(input).toHaveValue(email);
    await expect(block.getByText(/Ți-am trimis un email cu linkul de confirmare/)).toBeVisible();

    await page.goto(await mailedLink('newsletter-confirm-', email, '/api/newsletter/confirm/'));
    await expect(page).toHaveURL(/\/abonare\?status=ok$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Abonarea este confirmată' })).toBeVisible();
    await axe();

    // The welcome mail is a newsletter: it carries RFC 8058 one-click unsubscribe headers.
    const welcome = await mailedMessage('newsletter-welcome-', email);
    // A long header is folded onto the next line (RFC 5322), as mail servers expect, wherever the
    // line reaches its limit (the port's digits move it): read the header unfolded.
    const unfolded = welcome.replace(/\r?\n[ \t]+/g, '');
    expect(unfolded).toMatch(
      /^List-Unsubscribe:\s*<https?:\/\/[^>\s]+\/api\/newsletter\/unsubscribe\/\?token=[^>\s]+>/m,
    );
    expect(welcome).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);

    // Staff find the confirmed address and export the list.
    const admin = await browser.newContext();
    const adminPage = await admin.newPage();
    await signInWithToken(adminPage, await staffToken(request), { admin: true });
    await adminPage.goto('/admin/newsletter');
    await adminPage.getByRole('searchbox', { name: 'Caută după email' }).fill(email);
    const row = adminPage.getByRole('row').filter({ hasText: email });
    await expect(row).toContainText('Abonat');
    await axe({ page: adminPage });
    const download = adminPage.waitForEvent('download');
    await adminPage.getByRole('button', { name: 'Exportă CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^abonati-newsletter-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await readFile((await file.path())!, 'utf8');
    expect(csv).toContain(`${email},subscribed,cta_footer,ro,`);
    await admin.close();

    await page.goto(await mailedLink('newsletter-welcome-', email, '/api/newsletter/unsubscribe/'));
    await expect(page).toHaveURL(/\/abonare\?status=unsubscribed$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Te-ai dezabonat' })).toBeVisible();
  });

  test('an expired link offers a retry that leads to the footer form, focused', async ({ page, axe }) => {
    await page.goto('/abonare?status=expirat');
    await expect(page.getByRole('heading', { level: 1, name: 'Linkul a expirat' })).toBeVisible();
    await axe();
    await page.getByRole('button', { name: 'Abonează-te din nou' }).click();
    await expect(page).toHaveURL(/\/#newsletter$/);
    await expect(
      page
        .getByRole('region', { name: 'Abonează-te la noutăți' })
        .getByRole('textbox', { name: 'Adresa ta de email' }),
    ).toBeFocused();
  });

  test('any other status is an error, and every outcome reads in English under /en', async ({ page }) => {
    await page.goto('/abonare?status=altceva');
    await expect(page.getByRole('heading', { level: 1, name: 'Linkul nu este valid' })).toBeVisible();
    await page.goto('/en/abonare?status=ok');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Your subscription is confirmed' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to the shop' })).toHaveAttribute('href', '/en');
  });
});
