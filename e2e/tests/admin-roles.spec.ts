import type { Browser, Page } from '@playwright/test';
import {
  adminCredentials,
  expect as baseExpect,
  login,
  placeOrderThroughApi,
  registerCustomer,
  test,
  uniqueSuffix,
  soldAsItself,
} from '../fixtures';

/**
 * Roles and permissions (docs/decisions/055): a superuser manages the roles and gives a new staff
 * member the seed role "Magazin", who then sees orders and stock but no refund and no settings.
 */
test.describe.configure({ timeout: 300_000 });
// Two cores shared with other runs: an admin screen may take longer than the default 5 s to load.
const expect = baseExpect.configure({ timeout: 30_000 });
test.use({ navigationTimeout: 60_000 });

type Product = { id: number; stoc: number };

/** The token in localStorage as the admin sign-in leaves it, with the cookie choice made. */
async function signIn(page: Page, token: string) {
  await page.addInitScript((value) => {
    localStorage.setItem('token', value);
    localStorage.setItem('is_admin', 'true');
    localStorage.setItem(
      'cookie-consent-v2',
      JSON.stringify({
        ad_storage: 'denied',
        ad_user_data: 'denied',
        ad_personalization: 'denied',
        analytics_storage: 'denied',
      }),
    );
  }, token);
}

/** A card order the sandbox processor approved: paid, so a refund could be made. */
async function paidOrder(page: Page, browser: Browser): Promise<number> {
  const listed = await page.request.get('/api/produse/?per=30&page=1&ordering=-id');
  const product = ((await listed.json()) as { results: Product[] }).results
    .filter(soldAsItself)
    .find((p) => p.stoc >= 5)!;
  const customer = await registerCustomer(page.request);
  const order = await placeOrderThroughApi<{ id: number; payment_url: string | null }>(page.request, {
    lines: [{ produs: product.id, cantitate: 1 }],
    email: customer.email,
    token: customer.token,
    payment: 'card',
  });
  const context = await browser.newContext();
  const payer = await context.newPage();
  // The sandbox card page the e2e server uses in place of the processor.
  await payer.goto(order.payment_url!);
  await payer.getByRole('button', { name: 'Aprobă plata' }).click();
  await payer.waitForURL(/\/success/);
  await context.close();
  return order.id;
}

test('a superuser manages roles and a "Magazin" sees orders and stock, no refund and no settings', async ({
  page,
  browser,
  request,
  axe,
}) => {
  const superuser = await login(request, adminCredentials().email, adminCredentials().password);
  const orderId = await paidOrder(page, browser);
  await signIn(page, superuser);

  // The roles screen: the seed roles, a new role made, changed and deleted.
  await page.goto('/admin/roluri');
  await expect(page.getByRole('heading', { level: 1, name: 'Roluri' })).toBeVisible();
  const magazin = page.getByRole('row').filter({ hasText: 'Magazin' });
  await expect(magazin).toContainText('Comenzi, Stoc');
  await expect(magazin).toContainText('Rol de bază');
  await expect(magazin.getByRole('button', { name: /Șterge/ })).toHaveCount(0);
  await axe();

  const roleName = `Depozit ${uniqueSuffix()}`;
  await page.getByRole('button', { name: 'Adaugă un rol' }).click();
  const dialog = page.getByRole('dialog', { name: 'Rol nou' });
  await dialog.getByRole('textbox', { name: 'Nume' }).fill(roleName);
  await dialog.getByRole('checkbox', { name: 'Stoc' }).check();
  await axe();
  await dialog.getByRole('button', { name: 'Salvează' }).click();
  await expect(dialog).toBeHidden();
  const created = page.getByRole('row').filter({ hasText: roleName });
  await expect(created).toContainText('Stoc');
  await created.getByRole('button', { name: `Editează ${roleName}` }).click();
  const editing = page.getByRole('dialog', { name: `Modifică rolul ${roleName}` });
  await editing.getByRole('checkbox', { name: 'Catalog' }).check();
  await editing.getByRole('button', { name: 'Salvează' }).click();
  await expect(editing).toBeHidden();
  await expect(created).toContainText('Catalog, Stoc');
  await created.getByRole('button', { name: `Șterge ${roleName}` }).click();
  const confirm = page.getByRole('alertdialog', { name: `Ștergi rolul ${roleName}?` });
  await axe();
  await confirm.getByRole('button', { name: 'Șterge' }).click();
  await expect(created).toHaveCount(0);

  // A new staff account, given the seed role "Magazin" on the staff screen.
  const email = `magazin-${uniqueSuffix()}@example.ro`;
  const password = `parola-magazin-${uniqueSuffix()}`;
  await page.goto('/admin/personal');
  await page.getByRole('button', { name: 'Adaugă o persoană' }).click();
  const add = page.getByRole('dialog', { name: 'Adaugă în personal' });
  await add.getByRole('combobox', { name: 'Cum' }).selectOption('create');
  await add.getByRole('textbox', { name: 'Email' }).fill(email);
  await add.getByLabel('Parolă (cel puțin 12 caractere)').fill(password);
  await add.getByRole('button', { name: 'Adaugă' }).click();
  await expect(add).toBeHidden();
  const member = page.getByRole('row').filter({ hasText: email });
  await expect(member).toContainText('Fără rol');
  await member.getByRole('button', { name: `Roluri ${email}` }).click();
  const roles = page.getByRole('dialog', { name: `Rolurile lui ${email}` });
  await roles.getByRole('checkbox', { name: 'Magazin' }).check();
  await axe();
  await roles.getByRole('button', { name: 'Salvează' }).click();
  await expect(roles).toBeHidden();
  await expect(member).toContainText('Magazin');

  // The superuser may refund the paid order: the button is there for them.
  await page.goto(`/admin/comenzi/${orderId}`);
  await expect(page.getByRole('button', { name: 'Rambursează' })).toBeVisible();

  // The "Magazin" signs in: orders and stock in the menu, nothing else of theirs to refuse.
  const shopContext = await browser.newContext();
  const shop = await shopContext.newPage();
  await shop.goto('/admin/login');
  await shop.getByRole('textbox', { name: 'Email' }).fill(email);
  await shop.getByLabel('Parolă', { exact: true }).fill(password);
  await shop.getByRole('button', { name: 'Autentificare' }).click();
  // The dashboard is not theirs: signing in leads to the first screen they may use.
  await expect(shop.getByRole('heading', { level: 1, name: 'Comenzi' })).toBeVisible();
  const menu = shop.getByRole('navigation', { name: 'Meniu administrare' });
  await expect(menu.getByRole('link', { name: 'Comenzi' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Stoc' })).toBeVisible();
  for (const hidden of ['Setări', 'Produse', 'Personal', 'Roluri', 'Panou', 'Jurnal de modificări']) {
    await expect(menu.getByRole('link', { name: hidden, exact: true })).toHaveCount(0);
  }

  await shop.goto(`/admin/comenzi/${orderId}`);
  await expect(shop.getByRole('heading', { level: 1 })).toContainText(`Comanda nr. ${orderId}`);
  await expect(shop.getByRole('button', { name: 'Rambursează' })).toHaveCount(0);

  await shop.goto('/admin/stoc');
  await expect(shop.getByRole('heading', { level: 1, name: 'Stoc' })).toBeVisible();

  // A direct address to a screen their roles do not open says so, in both languages.
  await shop.goto('/admin/setari');
  await expect(shop.getByRole('alert')).toContainText('Nu ai acces la această pagină');
  await expect(shop.getByText('Nu am putut încărca datele.')).toHaveCount(0);
  await shop.goto('/en/admin/setari');
  await expect(shop.getByRole('alert')).toContainText('You may not open this page');
  // The server refuses them too, whatever the screens show.
  const token = await login(request, email, password);
  const settings = await request.get('/api/admin/settings/', {
    headers: { authorization: `Token ${token}` },
  });
  expect(settings.status()).toBe(403);
  await shopContext.close();
});
