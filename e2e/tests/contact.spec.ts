import { expect, mailedMessage, signInWithToken, staffToken, test, uniqueSuffix } from '../fixtures';

/** /contact: the form with its required consent, the acknowledgement, staff reading and answering. */

test.describe('contact', () => {
  test('a visitor sends the form, gets the acknowledgement, and staff read and answer it', async ({
    page,
    request,
    browser,
    axe,
  }) => {
    const email = `contact${uniqueSuffix()}@example.ro`;
    const subject = `Livrare în Sibiu ${uniqueSuffix()}`;
    await page.goto('/contact');
    const form = page.getByRole('region', { name: 'Scrie-ne' });
    await form.getByRole('textbox', { name: 'Nume' }).fill('Elena Ionescu');
    await form.getByRole('textbox', { name: 'Email' }).fill(email);
    await form.getByRole('textbox', { name: 'Subiect' }).fill(subject);
    await form.getByRole('textbox', { name: 'Mesaj' }).fill('Bună ziua! Livrați și sâmbăta în Sibiu?');

    // Contract §5: without the consent nothing is sent.
    await form.getByRole('button', { name: 'Trimite mesajul' }).click();
    await expect(
      form.getByText('Trebuie să bifezi consimțământul pentru prelucrarea datelor.'),
    ).toBeVisible();
    await axe();
    await form.getByRole('checkbox', { name: /Sunt de acord cu prelucrarea datelor mele/ }).check();
    await form.getByRole('button', { name: 'Trimite mesajul' }).click();
    await expect(page.getByRole('heading', { name: 'Mesajul a fost trimis' })).toBeVisible();
    await mailedMessage('contact-', email, /Am primit mesajul t/);

    const admin = await browser.newContext();
    const adminPage = await admin.newPage();
    await signInWithToken(adminPage, await staffToken(request), { admin: true });
    await adminPage.goto('/admin/mesaje');
    const card = adminPage.getByRole('article').filter({ hasText: subject });
    await expect(card).toContainText('Bună ziua! Livrați și sâmbăta în Sibiu?');
    await axe({ page: adminPage });
    await card
      .getByRole('textbox', { name: 'Răspunsul tău (se trimite pe email)' })
      .fill('Da, livrăm și sâmbăta.');
    await card.getByRole('button', { name: 'Trimite răspunsul' }).click();
    await expect(adminPage.locator('[data-sonner-toast]')).toContainText(
      `Răspunsul a fost trimis la ${email}.`,
    );
    await admin.close();
    const reply = await mailedMessage('contact-', email, /Da, livr/);
    // The subject is encoded (RFC 2047) for its diacritics, its colon too (`=3A`, as sent: the
    // header block is not decoded); the answer quotes the message.
    expect(reply).toMatch(/^Subject: =\?UTF-8\?Q\?Re(=3A|:)_/m);
    expect(reply).toContain('Bună ziua! Livrați și sâmbăta în Sibiu?');
  });

  test('the form says what is missing, in English too', async ({ page, axe }) => {
    await page.goto('/en/contact');
    const form = page.getByRole('region', { name: 'Write to us' });
    await form.getByRole('button', { name: 'Send the message' }).click();
    await expect(form.getByText('Enter your name.')).toBeVisible();
    await expect(form.getByText('Enter your email!')).toBeVisible();
    await expect(form.getByText('You must tick the consent to the processing of your data.')).toBeVisible();
    await axe();
  });
});
