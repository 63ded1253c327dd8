import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { CART_KEY, type CartProduct, cartLine, storedCart } from '../cart-storage';
import { expect, test, uniqueSuffix, soldAsItself } from '../fixtures';

/**
 * Journeys of a new shopper that once went wrong: a second order after leaving the card page, the
 * order button's legal wording, VAT on the confirmation, a shared listing link with bad filters, a
 * coupon below its minimum, paid card orders, postal codes, names and phone numbers, and a line
 * the server refuses.
 */

type Product = CartProduct;

test.describe.configure({ timeout: 90_000 });

const SUBMIT = { ro: 'Comandă cu obligație de plată', en: 'Order with obligation to pay' } as const;

/** Products in stock, cheapest first or newest first. */
async function inStock(request: APIRequestContext, ordering: 'price' | '-id'): Promise<Product[]> {
  const response = await request.get(`/api/produse/?per=30&page=1&in_stoc=1&ordering=${ordering}`);
  expect(response.status()).toBe(200);
  const { results } = (await response.json()) as { results: Product[] };
  return results.filter(soldAsItself).filter((product) => product.stoc >= 5);
}

async function setCart(
  page: Page,
  lines: { product: Product; quantity: number; stoc?: number }[],
  language = 'ro',
) {
  const cart = storedCart(lines.map(({ product, quantity, stoc }) => cartLine(product, quantity, stoc)));
  await page.goto('/');
  await page.evaluate(
    ([key, cart, lang]) => {
      localStorage.setItem(key, cart);
      localStorage.setItem('lang', lang);
    },
    [CART_KEY, cart, language] as const,
  );
}

async function fillCourierCheckout(
  page: Page,
  payment: 'Card online' | 'Numerar la livrare (ramburs)',
  overrides: { phone?: string; postalCode?: string; lastName?: string } = {},
) {
  await page
    .getByRole('textbox', { name: 'Email', exact: true })
    .fill(`defects-${uniqueSuffix()}@example.ro`);
  await page.getByRole('textbox', { name: 'Telefon mobil' }).fill(overrides.phone ?? '0722 123 456');
  await page.getByRole('textbox', { name: 'Nume', exact: true }).fill(overrides.lastName ?? 'Popescu');
  await page.getByRole('textbox', { name: 'Prenume', exact: true }).fill('Ana');
  await page.getByRole('combobox', { name: 'Județ' }).selectOption('Cluj');
  await page.getByRole('textbox', { name: 'Localitate' }).fill('Cluj-Napoca');
  await page.getByRole('textbox', { name: 'Adresă', exact: true }).fill('Str. Memorandumului 1, ap. 4');
  await page.getByRole('textbox', { name: 'Cod poștal' }).fill(overrides.postalCode ?? '400114');
  await page.getByRole('radio', { name: payment, exact: true }).check();
  await page.getByRole('checkbox', { name: /Am citit și accept/ }).check();
}

async function mailOf(orderId: number, kind: 'confirmation' | 'payment-received'): Promise<string | null> {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) return null;
  const folder = path.join(dataDir, 'mail');
  let found = '';
  await expect
    .poll(
      async () => {
        const names = await readdir(folder).catch(() => [] as string[]);
        for (const name of names.filter((file) => file.endsWith('.eml'))) {
          const content = await readFile(path.join(folder, name), 'utf8').catch(() => '');
          if (content.includes(`<order-${orderId}-${kind}@`)) found = content;
        }
        return found.length > 0;
      },
      { timeout: 20_000, message: `${kind} mail of order ${orderId}` },
    )
    .toBe(true);
  return found;
}

/** The mail's text part, quoted-printable decoded enough to read its words. */
function mailText(raw: string): string {
  return Buffer.from(
    raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => `%${hex}`),
  ).toString('utf8');
}

function decoded(raw: string): string {
  try {
    return decodeURIComponent(mailText(raw).replace(/%(?![0-9A-F]{2})/g, '%25'));
  } catch {
    return mailText(raw);
  }
}

test('back from the card page, the unpaid order is paid, not placed a second time', async ({
  page,
  request,
}) => {
  const [product] = await inStock(request, '-id');
  await setCart(page, [{ product: product!, quantity: 1 }]);
  await page.goto('/checkout');
  await fillCourierCheckout(page, 'Card online');
  await page.getByRole('button', { name: SUBMIT.ro }).click();
  await page.waitForURL(/\/api\/payments\/sandbox\/pay\//);
  await page.goBack();
  await page.waitForURL(/\/checkout$/);

  const pay = page.getByRole('button', { name: /^Plătește comanda #\d+$/ });
  await expect(pay).toBeVisible();
  const orderId = Number((await pay.textContent())?.match(/\d+/)?.[0]);

  // The order button asks first: the same cart again would be a second order.
  await fillCourierCheckout(page, 'Card online');
  await page.getByRole('button', { name: SUBMIT.ro }).click();
  const question = page.getByRole('alert').filter({ hasText: `Comanda #${orderId} așteaptă încă plata` });
  await expect(question).toBeVisible();
  await expect(page).toHaveURL(/\/checkout$/);

  await question.getByRole('button', { name: `Plătește comanda #${orderId}` }).click();
  await page.waitForURL(/\/api\/payments\/sandbox\/pay\//);
  await page.getByRole('button', { name: 'Aprobă plata' }).click();
  await page.waitForURL(new RegExp(`/success\\?order=${orderId}&key=`));

  // A paid card order says so, on the page and in its mails.
  await expect(page.getByText('Stare: Plătită')).toBeVisible();
  await expect(page.getByText(/din care TVA/)).toBeVisible();
  const paid = await mailOf(orderId, 'payment-received');
  if (paid !== null) expect(decoded(paid)).toContain('Total plătit');
});

test('a second order after an unpaid one is the shopper’s explicit choice', async ({ page, request }) => {
  const [product] = await inStock(request, '-id');
  await setCart(page, [{ product: product!, quantity: 1 }]);
  await page.goto('/checkout');
  await fillCourierCheckout(page, 'Card online');
  await page.getByRole('button', { name: SUBMIT.ro }).click();
  await page.waitForURL(/\/api\/payments\/sandbox\/pay\//);
  const firstOrder = await page
    .getByText(/Comanda nr\. \d+/)
    .first()
    .textContent();
  await page.getByRole('button', { name: 'Refuză plata' }).click();
  await page.waitForURL(/\/checkout\/plata\?/);
  await page.goto('/checkout');

  await fillCourierCheckout(page, 'Card online');
  await page.getByRole('button', { name: SUBMIT.ro }).click();
  const question = page.getByRole('alert').filter({ hasText: /așteaptă încă plata/ });
  await question.getByRole('button', { name: 'Plasează totuși o comandă nouă' }).click();
  await page.waitForURL(/\/api\/payments\/sandbox\/pay\//);
  // Another order, not the first one again.
  await expect(page.getByText(/Comanda nr\. \d+/).first()).not.toHaveText(firstOrder!);
});

test('the order shows its VAT on the confirmation and in the mail; the product page says prices include VAT', async ({
  page,
  request,
}) => {
  const [product] = await inStock(request, '-id');
  await page.goto(`/produs/${product!.slug}`);
  await expect(page.getByText('Prețurile includ TVA.')).toBeVisible();

  await setCart(page, [{ product: product!, quantity: 1 }]);
  await page.goto('/checkout');
  // What a shopper types after a "+40" prefix.
  await fillCourierCheckout(page, 'Numerar la livrare (ramburs)', { phone: '722123456' });
  await page.getByRole('button', { name: SUBMIT.ro }).click();
  await page.waitForURL(/\/checkout\/success\?id=\d+&key=/);
  const orderId = Number(new URL(page.url()).searchParams.get('id'));
  const response = await request.get(
    `/api/comenzi/${orderId}/?key=${new URL(page.url()).searchParams.get('key')}`,
  );
  const order = (await response.json()) as { tva: string; telefon: string };
  expect(order.telefon).toBe('0722123456');
  const vat = order.tva.replace('.', ',');
  await expect(page.getByText(/din care TVA/)).toBeVisible();
  await expect(page.getByText(`${vat} lei`).first()).toBeVisible();
  const mail = await mailOf(orderId, 'confirmation');
  if (mail !== null) expect(decoded(mail)).toContain(`TVA`);
});

test('a shared listing link with a minimum above the maximum says what is wrong', async ({ page }) => {
  await page.goto('/produse?pret_min=50&pret_max=20');
  await expect(page.getByText('Prețul minim nu poate fi mai mare decât prețul maxim.')).toBeVisible();
  await expect(page.getByText(/problemă la server/)).toHaveCount(0);
});

test('a coupon below its minimum is not shown as applied, in the cart and in checkout', async ({
  page,
  request,
}) => {
  const cheap = (await inStock(request, 'price')).find(
    (product) => Number(product.pret_redus ?? product.pret) < 100,
  );
  expect(cheap, 'a product under 100 lei').toBeDefined();
  await setCart(page, [{ product: cheap!, quantity: 1 }]);
  await page.goto('/cart');
  const summary = page.getByRole('region', { name: 'Sumarul comenzii' });
  await summary.getByRole('textbox', { name: 'Cod de reducere' }).fill('VARA25');
  await summary.getByRole('button', { name: 'Aplică' }).click();
  await expect(
    summary.getByText(/Cuponul VARA25 se aplică de la 150,00 lei\. Mai adaugă produse de [\d.,]+ lei/),
  ).toBeVisible();
  await expect(page.getByText('Cuponul VARA25 a fost aplicat.')).toHaveCount(0);
  await expect(page.getByText('Cupon aplicat')).toHaveCount(0);
  await expect(summary.getByText('Reducere (VARA25)')).toHaveCount(0);

  await page.goto('/checkout');
  const checkoutSummary = page.getByRole('region', { name: 'Sumarul comenzii' });
  await expect(checkoutSummary.getByText(/Cuponul VARA25 se aplică de la 150,00 lei\./)).toBeVisible();
  await expect(page.getByText('Cupon aplicat')).toHaveCount(0);
});

test('postal codes, names and phone numbers are checked next to their fields', async ({ page, request }) => {
  const [product] = await inStock(request, '-id');
  await setCart(page, [{ product: product!, quantity: 1 }]);
  await page.goto('/checkout');
  await fillCourierCheckout(page, 'Numerar la livrare (ramburs)', { postalCode: '000000', lastName: '123' });
  await page.getByRole('button', { name: SUBMIT.ro }).click();
  await expect(page.getByRole('textbox', { name: 'Cod poștal' })).toHaveAccessibleDescription(
    /Cod poștal inexistent/,
  );
  await expect(page.getByRole('textbox', { name: 'Nume', exact: true })).toHaveAccessibleDescription(
    /trebuie să conțină litere/,
  );
  await expect(page.getByText(/Număr de mobil din România \(\+40\)/)).toBeVisible();
});

test('a line the order cannot take is named, so the shopper knows which one to change', async ({
  page,
  request,
}) => {
  // The cart caps a line at 99 and at the stock it last read, so what the order refuses is a line
  // whose stock ran out meanwhile: the browser is shown plenty until the order goes out.
  const product = (await inStock(request, '-id')).find((candidate) => candidate.stoc < 98);
  expect(product, 'a product with fewer than 98 in stock').toBeDefined();
  let ordered = false;
  page.on('request', (sent) => {
    if (sent.method() === 'POST' && sent.url().includes('/api/comenzi/')) ordered = true;
  });
  await page.route(/\/api\/produse\/\?.*ids=/, async (route) => {
    if (ordered) return route.fallback();
    const response = await route.fetch();
    const body = (await response.json()) as { results: { stoc: number }[] };
    for (const item of body.results) item.stoc = 500;
    await route.fulfill({ response, json: body });
  });
  await setCart(page, [{ product: product!, quantity: product!.stoc + 1, stoc: 500 }]);
  await page.goto('/checkout');
  await fillCourierCheckout(page, 'Numerar la livrare (ramburs)');
  await page.getByRole('button', { name: SUBMIT.ro }).click();
  const alert = page.getByRole('alert').filter({ hasText: product!.titlu });
  await expect(alert).toContainText(`Stoc insuficient pentru „${product!.titlu}”`);
  await expect(alert).toContainText(`mai sunt ${product!.stoc}`);
});

test('the product listing passes axe with label-in-name at 1280 px', async ({ page, axe }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/produse');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('article').first()).toBeVisible();
  await axe();
});
