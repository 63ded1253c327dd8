import type { APIRequestContext } from '@playwright/test';
import { authHeader, expect, signInWithToken, staffToken, test, uniqueSuffix } from '../fixtures';

/**
 * /admin/setari, "Plăți și livrare": a superuser saves the courier's credentials; the password is
 * never sent back (the screen says only "setat"), the connection test answers, and the section
 * works on a phone. The journey drops what it saved whatever happens, so the server's
 * configuration is in force again for the other journeys.
 */

test.describe.configure({ timeout: 90_000 });

const PHONE = { width: 390, height: 844 };

async function restoreSameday(request: APIRequestContext, token: string): Promise<void> {
  const response = await request.put('/api/admin/integrations/sameday', {
    headers: authHeader(token),
    data: { username: null, password: null, api_url: null, pickup_point_id: null, service_id: null },
  });
  expect(response.status(), await response.text()).toBe(200);
}

test('a superuser saves the courier credentials, which are never shown back', async ({
  page,
  request,
  axe,
}) => {
  const token = await staffToken(request);
  const password = `parola-sameday-${uniqueSuffix()}`;
  const before = (await (
    await request.get('/api/admin/integrations/sameday', { headers: authHeader(token) })
  ).json()) as { username: { value: string | null } };
  try {
    await signInWithToken(page, token, { admin: true });
    await page.goto('/admin/setari');
    const section = page.getByRole('region', { name: 'Plăți și livrare' });
    const sameday = section.getByRole('form', { name: 'Sameday (curier și easybox)' });
    const netopia = section.getByRole('form', { name: 'Netopia Payments (plata cu cardul)' });
    await expect(netopia.getByLabel(/Cheie API/)).toHaveAttribute('type', 'password');
    await expect(sameday.getByRole('textbox', { name: 'Utilizator' })).toBeVisible();
    await axe();

    // A bad value is refused beside its field, before anything is sent.
    await sameday.getByRole('textbox', { name: 'ID punct de ridicare' }).fill('primul');
    await sameday.getByRole('button', { name: 'Salvează' }).click();
    await expect(sameday.getByText('Introduceți ID-ul numeric de la Sameday.')).toBeVisible();
    await axe();

    await sameday.getByRole('textbox', { name: 'ID punct de ridicare' }).fill('');
    await sameday
      .getByRole('textbox', { name: 'Utilizator' })
      .fill(before.username.value ?? `magazin-${uniqueSuffix()}`);
    await sameday.getByLabel(/Parolă/).fill(password);
    await sameday.getByRole('button', { name: 'Salvează' }).click();
    await expect(sameday.getByText('Salvat în setări. Lăsați gol pentru a-l păstra.')).toBeVisible();
    await expect(sameday.getByLabel(/Parolă/)).toHaveValue('');
    await expect(sameday.getByText('setat', { exact: true })).toBeVisible();

    // Read again from the server: the password is set, and nowhere in the page or its answer.
    const answer = page.waitForResponse(
      (response) =>
        response.url().endsWith('/api/admin/integrations/sameday') && response.request().method() === 'GET',
    );
    await page.reload();
    expect(await (await answer).text()).not.toContain(password);
    await expect(sameday.getByText('setat', { exact: true })).toBeVisible();
    expect(await page.content()).not.toContain(password);

    // The connection test answers with the saved values, whatever the courier says.
    await sameday.getByRole('button', { name: 'Testează conexiunea' }).click();
    await expect(sameday.getByRole('status')).toHaveText(/Conexiune reușită\.|Conexiunea a eșuat: .+/);
    await axe();

    // On a phone the section fits the screen's width and its buttons can be reached.
    await page.setViewportSize(PHONE);
    const overflow = await section.evaluate((element) => element.scrollWidth - element.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    for (const name of ['Salvează', 'Testează conexiunea']) {
      await sameday.getByRole('button', { name }).scrollIntoViewIfNeeded();
      await expect(sameday.getByRole('button', { name })).toBeInViewport();
    }
    await axe();
  } finally {
    await restoreSameday(request, token);
  }
});
