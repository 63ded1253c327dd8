import type { APIRequestContext, Page } from '@playwright/test';
import { CART_KEY, type CartProduct, cartLine, storedCart } from '../cart-storage';
import { adminCredentials, expect, login, test, uniqueSuffix, soldAsItself } from '../fixtures';

test.describe.configure({ timeout: 120_000 });

/** Staff signed in by token, as the admin layout reads it. */
async function signInStaff(page: Page, request: APIRequestContext) {
  const { email, password } = adminCredentials();
  const token = await login(request, email, password);
  await page.addInitScript((value) => {
    localStorage.setItem('token', value);
    localStorage.setItem('is_admin', 'true');
    localStorage.setItem('lang', 'ro');
  }, token);
}

async function productInStock(request: APIRequestContext): Promise<CartProduct> {
  const response = await request.get('/api/produse/?per=30&page=1&ordering=-id');
  const { results } = (await response.json()) as { results: CartProduct[] };
  const product = results.filter(soldAsItself).find((item) => item.stoc >= 10);
  if (!product) throw new Error('The demo catalogue has no product in stock.');
  return product;
}

test('staff create a coupon, a shopper uses it at checkout, and the coupon shows the use and the order', async ({
  page,
  request,
  axe,
}) => {
  const code = `E2E${uniqueSuffix()
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')}`.slice(0, 20);
  await signInStaff(page, request);
  await page.goto('/admin/coupons');
  await expect(page.getByRole('heading', { level: 1, name: 'Cupoane' })).toBeVisible();
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Cupoane' }).first()).toBeVisible();

  await page.getByRole('button', { name: 'Cupon nou' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cupon nou' });
  await dialog.getByRole('button', { name: 'Salvează' }).click();
  await expect(dialog.getByText('Codul are 3–32 caractere', { exact: false })).toBeVisible();
  await dialog.getByRole('button', { name: 'Generează cod' }).click();
  await expect(dialog.getByRole('textbox', { name: 'Cod' })).toHaveValue(/^[A-Z0-9]{10}$/);
  await dialog.getByRole('textbox', { name: 'Cod' }).fill(code.toLowerCase());
  await dialog.getByRole('textbox', { name: 'Valoare' }).fill('15');
  await dialog.getByRole('textbox', { name: 'Utilizări în total' }).fill('100');
  await axe();
  await dialog.getByRole('button', { name: 'Salvează' }).click();
  await expect(dialog).toHaveCount(0);
  const row = page.getByRole('row').filter({ hasText: code });
  await expect(row).toContainText('15%');
  await expect(row).toContainText('0 / 100');
  await expect(row).toContainText('Activ');

  // A shopper in another browser context applies it in the cart and places an order.
  const shopper = await page.context().browser()!.newPage();
  const product = await productInStock(request);
  await shopper.goto('/');
  await shopper.evaluate(
    ([key, cart]) => {
      localStorage.setItem(key, cart);
      localStorage.setItem('lang', 'ro');
      localStorage.setItem(
        'cookie-consent-v2',
        JSON.stringify({
          ad_storage: 'denied',
          ad_user_data: 'denied',
          ad_personalization: 'denied',
          analytics_storage: 'denied',
        }),
      );
    },
    [CART_KEY, storedCart([cartLine(product, 1)])] as const,
  );
  await shopper.goto('/cart');
  const summary = shopper.getByRole('region', { name: 'Sumarul comenzii' });
  await summary.getByRole('textbox', { name: 'Cod de reducere' }).fill(code);
  await summary.getByRole('button', { name: 'Aplică' }).click();
  await expect(summary.getByText(`Reducere (${code})`)).toBeVisible();
  await summary.getByRole('link', { name: 'Finalizează comanda' }).click();
  await expect(shopper).toHaveURL(/\/checkout$/);
  const email = `cupon${uniqueSuffix()}@example.ro`;
  await shopper.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await shopper.getByRole('textbox', { name: 'Telefon mobil' }).fill('0722 123 456');
  await shopper.getByRole('textbox', { name: 'Nume', exact: true }).fill('Popescu');
  await shopper.getByRole('textbox', { name: 'Prenume', exact: true }).fill('Ana');
  await shopper.getByRole('combobox', { name: 'Județ' }).selectOption('Cluj');
  await shopper.getByRole('textbox', { name: 'Localitate' }).fill('Cluj-Napoca');
  await shopper.getByRole('textbox', { name: 'Adresă', exact: true }).fill('Str. Memorandumului 1');
  await shopper.getByRole('textbox', { name: 'Cod poștal' }).fill('400114');
  await shopper.getByRole('radio', { name: 'Numerar la livrare (ramburs)', exact: true }).check();
  await shopper.getByRole('checkbox', { name: /Am citit și accept/ }).check();
  await shopper.getByRole('button', { name: 'Comandă cu obligație de plată' }).click();
  await expect(
    shopper.getByRole('heading', { name: /Comanda #\d+ a fost (plasată|înregistrată)/ }),
  ).toBeVisible({
    timeout: 30_000,
  });
  const orderId = Number(
    new URL(shopper.url()).searchParams.get('id') ?? new URL(shopper.url()).searchParams.get('order'),
  );
  await shopper.close();

  // Back in the admin: one use, and the order in the coupon's detail.
  await page.reload();
  await expect(page.getByRole('row').filter({ hasText: code })).toContainText('1 / 100');
  await page.getByRole('button', { name: `Detalii ${code}` }).click();
  const detail = page.getByRole('dialog', { name: code });
  await expect(detail.getByRole('row').filter({ hasText: email })).toContainText(`#${orderId}`);
  await axe();
});

test('the coupons screen passes axe on a phone', async ({ page, request, axe }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInStaff(page, request);
  await page.goto('/admin/coupons');
  await expect(page.getByRole('heading', { level: 1, name: 'Cupoane' })).toBeVisible();
  // A phone shows the coupons as cards.
  await expect(page.getByRole('list', { name: 'Cupoane' }).getByRole('listitem').first()).toBeVisible();
  await axe();
  await page.getByRole('button', { name: 'Cupon nou' }).click();
  await expect(page.getByRole('dialog', { name: 'Cupon nou' })).toBeVisible();
  await axe();
});
