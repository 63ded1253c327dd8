import { adminCredentials, expect, login, registerCustomer, test } from '../fixtures';

const text = {
  email: 'Email',
  password: 'Parolă',
  submit: 'Autentificare',
  failed: 'Autentificare eșuată: Utilizator sau parolă incorectă.',
  audit: 'Jurnal de modificări',
  customerLogin: 'Intră în cont',
};

test.describe('admin sign-in and guards (contract §2, §6)', () => {
  test('a guest is sent to the admin sign-in with next, and a wrong password says why', async ({
    page,
    axe,
  }) => {
    await page.goto('/admin/audit');
    await expect(page).toHaveURL(/\/admin\/login\?next=\/admin\/audit$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Administrare' })).toBeVisible();
    // Contract §2: no site header or footer on admin pages.
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    await axe();

    await page.getByRole('button', { name: text.submit }).click();
    await expect(page.getByText('Introdu adresa de email.')).toBeVisible();
    await expect(page.getByText('Introdu parola.')).toBeVisible();

    const { email } = adminCredentials();
    await page.getByRole('textbox', { name: text.email }).fill(email);
    await page.getByLabel(text.password, { exact: true }).fill('nu-este-parola');
    await page.getByRole('button', { name: text.submit }).click();
    await expect(page.getByRole('alert')).toHaveText(text.failed);
    await expect(page).toHaveURL(/\/admin\/login/);
  });

  test('staff sign in and land where they were going, inside the admin layout', async ({ page, axe }) => {
    const { email, password } = adminCredentials();
    await page.goto('/admin/login?next=/admin/audit');
    await page.getByRole('textbox', { name: text.email }).fill(email);
    await page.getByLabel(text.password, { exact: true }).fill(password);
    await page.getByRole('button', { name: text.submit }).click();
    await expect(page).toHaveURL(/\/admin\/audit$/);
    await expect(page.getByRole('heading', { level: 1, name: text.audit })).toBeVisible();
    await expect(page.getByText(`Conectat ca ${email}`)).toBeVisible();
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    await axe();

    // Opening the sign-in again while signed in goes straight on.
    await page.goto('/admin/login?next=/admin/audit');
    await expect(page).toHaveURL(/\/admin\/audit$/);

    // Signing out leaves the admin and forgets the token.
    await page.getByRole('button', { name: 'Deconectare' }).click();
    await expect(page).toHaveURL(/\/$/);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });

  test('a signed-in customer is sent to the customer sign-in with next=/admin', async ({ page, request }) => {
    const customer = await registerCustomer(request);
    await page.addInitScript((token) => {
      localStorage.setItem('token', token);
      localStorage.setItem('is_admin', 'false');
    }, customer.token);
    await page.goto('/admin/audit');
    await expect(page).toHaveURL(/\/login\?next=\/admin$/);
    await expect(page.getByRole('heading', { level: 1, name: text.customerLogin })).toBeVisible();
  });

  test('the client-side flag opens nothing: the API refuses, and the user fetch corrects the flag', async ({
    page,
    request,
  }) => {
    const customer = await registerCustomer(request);
    // A customer who sets is_admin by hand gets no admin data from the server.
    await page.addInitScript((token) => {
      localStorage.setItem('token', token);
      localStorage.setItem('is_admin', 'true');
    }, customer.token);
    const refused = page.waitForResponse((response) => response.url().includes('/api/admin/'));
    // The user fetch that corrects the flag is held until the admin call has been refused: which of
    // the two answers first is otherwise a race, and this journey is about the refusal.
    await page.route('**/api/user/', async (route) => {
      await Promise.race([refused, new Promise((resolve) => setTimeout(resolve, 5_000))]);
      await route.continue();
    });
    await page.goto('/admin/audit');
    expect((await refused).status()).toBe(403);
    await expect(page).toHaveURL(/\/login\?next=\/admin$/);
    expect(await page.evaluate(() => localStorage.getItem('is_admin'))).toBe('false');
  });

  test('on a phone the menu opens in a drawer and works with the keyboard', async ({
    page,
    request,
    axe,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const { email, password } = adminCredentials();
    const token = await login(request, email, password);
    await page.addInitScript((value) => {
      localStorage.setItem('token', value);
      localStorage.setItem('is_admin', 'true');
    }, token);
    await page.goto('/admin/audit');
    await expect(page.getByRole('heading', { level: 1, name: text.audit })).toBeVisible();
    await axe();
    await page.getByRole('button', { name: 'Deschide meniul' }).click();
    const drawer = page.getByRole('dialog', { name: 'Administrare' });
    await expect(drawer).toBeVisible();
    await axe();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
  });
});
