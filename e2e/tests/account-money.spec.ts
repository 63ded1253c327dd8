import type { APIRequestContext, Page } from '@playwright/test';
import { CART_KEY, type CartProduct, cartLine, storedCart } from '../cart-storage';
import {
  adminCredentials,
  authHeader,
  expect,
  login,
  registerCustomer,
  test,
  uniqueSuffix,
  soldAsItself,
} from '../fixtures';

test.describe.configure({ timeout: 120_000 });

async function staffToken(request: APIRequestContext): Promise<string> {
  const { email, password } = adminCredentials();
  return login(request, email, password);
}

async function customerId(request: APIRequestContext, staff: string, email: string): Promise<number> {
  const response = await request.get(`/api/admin/customers/?q=${encodeURIComponent(email)}`, {
    headers: authHeader(staff),
  });
  expect(response.status()).toBe(200);
  const { results } = (await response.json()) as { results: { id: number; email: string }[] };
  const found = results.find((row) => row.email === email);
  expect(found, `customer ${email}`).toBeTruthy();
  return found!.id;
}

async function productInStock(request: APIRequestContext): Promise<CartProduct> {
  const response = await request.get('/api/produse/?per=30&page=1&ordering=-id');
  const { results } = (await response.json()) as { results: CartProduct[] };
  const inStock = results.filter(soldAsItself).filter((item) => item.stoc >= 10);
  if (inStock.length === 0) throw new Error('The demo catalogue has no product in stock.');
  return inStock[Math.floor(Math.random() * inStock.length)]!;
}

/** A cart of one product, two units, as the store keeps it. */
async function fillCart(page: Page, product: CartProduct) {
  await page.evaluate(([key, cart]) => localStorage.setItem(key, cart), [
    CART_KEY,
    storedCart([cartLine(product, 2)]),
  ] as const);
}

test('a friend signs up from a referral link and pays part of the first order from the wallet, with the referral discount', async ({
  page,
  request,
  axe,
}) => {
  const referrer = await registerCustomer(request);
  const referral = (await (
    await request.get('/api/account/referral/', { headers: authHeader(referrer.token) })
  ).json()) as { cod: string; link: string };

  // The friend opens the shared link: the sign-up form has the code filled in.
  const username = `prieten${uniqueSuffix()}`;
  const email = `${username}@example.ro`;
  await page.goto(new URL(referral.link).pathname + new URL(referral.link).search);
  await expect(page.getByRole('textbox', { name: /Cod de recomandare/ })).toHaveValue(referral.cod);
  await page.getByRole('textbox', { name: 'Nume de utilizator' }).fill(username);
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByLabel('Parolă', { exact: true }).fill('Parola-prieten-1');
  await page.getByRole('checkbox', { name: /Sunt de acord cu/ }).check();
  await axe();
  await page.getByRole('button', { name: 'Creează contul' }).click();
  await expect(page).not.toHaveURL(/\/register/);

  // Staff put 30 lei in the friend's wallet (a goodwill adjustment).
  const staff = await staffToken(request);
  const friendId = await customerId(request, staff, email);
  const credited = await request.post(`/api/admin/customers/${friendId}/wallet/adjustments/`, {
    headers: authHeader(staff),
    data: { suma: '30.00', nota: 'Bun venit' },
  });
  expect(credited.status()).toBe(201);

  const product = await productInStock(request);
  await fillCart(page, product);
  await page.goto('/checkout');
  const summary = page.getByRole('region', { name: 'Sumarul comenzii' });
  await expect(summary.getByText('Reducere prieten recomandat')).toBeVisible();
  await page.getByRole('checkbox', { name: /Plătește din portofel \(30,00 lei disponibili\)/ }).check();
  await expect(summary.getByText('Din portofel')).toBeVisible();
  await expect(summary.getByText('Rest de plată')).toBeVisible();
  await expect(page.getByText(/Restul, .+ lei, se plătește cu metoda aleasă mai jos\./)).toBeVisible();
  await page.getByRole('textbox', { name: 'Telefon mobil' }).fill('0744 321 987');
  await page.getByRole('textbox', { name: 'Nume', exact: true }).fill('Ionescu');
  await page.getByRole('textbox', { name: 'Prenume', exact: true }).fill('Maria');
  await page.getByRole('combobox', { name: 'Județ' }).selectOption('Iași');
  await page.getByRole('textbox', { name: 'Localitate' }).fill('Iași');
  await page.getByRole('textbox', { name: 'Adresă', exact: true }).fill('Str. Lăpușneanu 12, ap. 3');
  await page.getByRole('textbox', { name: 'Cod poștal' }).fill('700057');
  await page.getByRole('radio', { name: 'Numerar la livrare (ramburs)', exact: true }).check();
  await page.getByRole('checkbox', { name: /Am citit și accept/ }).check();
  await axe();
  await page.getByRole('button', { name: 'Comandă cu obligație de plată' }).click();
  await expect(page).toHaveURL(/\/checkout\/success\?/);
  const orderId = Number(new URL(page.url()).searchParams.get('id'));
  await expect(page.getByText('Din portofel', { exact: true })).toBeVisible();

  // The order, as the account shows it: the referral discount and the wallet's part.
  await page.goto(`/contul-meu/comenzi/${orderId}`);
  await expect(page.getByText('Reducere prieten recomandat')).toBeVisible();
  await expect(page.getByText('Din portofel', { exact: true })).toBeVisible();
  await page.goto('/contul-meu#portofel');
  const wallet = page.getByRole('region', { name: 'Portofel' });
  await expect(wallet.getByText('0,00 lei').first()).toBeVisible();
  await expect(wallet.getByRole('listitem').filter({ hasText: 'Plată comandă' })).toContainText('−30,00 lei');
  await expect(wallet.getByRole('link', { name: `Comanda nr. ${orderId}` })).toBeVisible();
  await axe();

  // The referrer sees the friend who ordered.
  await page.evaluate((token) => localStorage.setItem('token', token), referrer.token);
  // A load of its own: the same path with another hash would not reload the page.
  await page.goto('/contul-meu');
  await page.reload();
  const friends = page.getByRole('region', { name: 'Recomandă un prieten' });
  await expect(friends.getByText(referral.cod)).toBeVisible();
  await expect(friends.getByRole('listitem').first()).toContainText('A comandat');
  await axe();
});

test('staff adjust a wallet and issue a voucher from the customer screen; the customer sees both', async ({
  page,
  request,
  axe,
}) => {
  const customer = await registerCustomer(request);
  const staff = await staffToken(request);
  await page.addInitScript((token) => {
    localStorage.setItem('token', token);
    localStorage.setItem('is_admin', 'true');
    localStorage.setItem('lang', 'ro');
  }, staff);

  await page.goto('/admin/clienti');
  await expect(page.getByRole('heading', { level: 1, name: 'Clienți' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Caută' }).fill(customer.email);
  await page.getByRole('link', { name: customer.email }).click();
  await expect(page.getByRole('heading', { level: 1, name: customer.email })).toBeVisible();
  await axe();

  const adjust = page.getByRole('form', { name: 'Corecție de sold' });
  await adjust.getByRole('button', { name: 'Aplică' }).click();
  await expect(adjust.getByText('Scrie motivul', { exact: false })).toBeVisible();
  await adjust.getByRole('textbox', { name: 'Sumă (lei)' }).fill('45,50');
  await adjust.getByRole('textbox', { name: 'Motiv' }).fill('Compensație livrare întârziată');
  await adjust.getByRole('button', { name: 'Aplică' }).click();
  const wallet = page.getByRole('region', { name: 'Portofel' });
  await expect(wallet.getByText('45,50 lei').first()).toBeVisible();
  await expect(wallet.getByRole('row').filter({ hasText: 'Compensație livrare întârziată' })).toBeVisible();

  const issue = page.getByRole('form', { name: 'Voucher nou' });
  await issue.getByRole('textbox', { name: 'Procent (1-100)' }).fill('15');
  await issue.getByRole('textbox', { name: 'Notă pentru client' }).fill('Pentru răbdarea ta');
  await issue.getByRole('button', { name: 'Emite voucherul' }).click();
  const vouchers = page.getByRole('region', { name: 'Vouchere' });
  const row = vouchers.getByRole('row').filter({ hasText: 'Pentru răbdarea ta' });
  await expect(row).toContainText('15%');
  await expect(row).toContainText('Activ');
  const code = (await row.getByRole('cell').first().textContent())!.trim();
  expect(code).toMatch(/^CADOU-/);
  // The scan reads colours as drawn: not while the toast fades.
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 10_000 });
  await axe();

  // The customer's own account shows the balance, the reason and the voucher.
  const shopper = await page.context().browser()!.newPage();
  await shopper.addInitScript((token) => {
    localStorage.setItem('token', token);
    localStorage.setItem(
      'cookie-consent-v2',
      JSON.stringify({
        ad_storage: 'denied',
        ad_user_data: 'denied',
        ad_personalization: 'denied',
        analytics_storage: 'denied',
      }),
    );
  }, customer.token);
  await shopper.goto('/contul-meu');
  const ownWallet = shopper.getByRole('region', { name: 'Portofel' });
  await expect(ownWallet.getByText('45,50 lei').first()).toBeVisible();
  await expect(ownWallet.getByText('Compensație livrare întârziată')).toBeVisible();
  const ownVouchers = shopper.getByRole('region', { name: 'Vouchere' });
  await expect(ownVouchers.getByText(code)).toBeVisible();
  await expect(ownVouchers.getByText('Reducere 15%')).toBeVisible();
  await shopper.close();
});
