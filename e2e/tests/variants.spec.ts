import type { APIRequestContext, Page } from '@playwright/test';
import {
  authHeader,
  expect,
  fillCheckoutForm,
  staffToken,
  stockOfSku,
  test,
  uniqueSuffix,
  waitForHydration,
} from '../fixtures';
import { CART_KEY } from '../cart-storage';

/**
 * A product sold in sizes (docs/decisions/060): the shopper picks the larger size on its page,
 * buys it, and the order names that size; stock moves for that size only.
 */

type Variant = {
  id: number;
  slug: string;
  titlu: string;
  sku: string | null;
  pret: string;
  pret_redus: string | null;
  cantitate_neta: number | null;
  unitate: string | null;
  stoc: number;
  valori: { optiune: number; valoare: number }[];
};
type Product = {
  id: number;
  slug: string;
  titlu: string;
  are_variante: boolean;
  optiuni: { id: number; nume: string; valori: { id: number; valoare: string }[] }[];
  variante: Variant[];
};
type StockMovement = { delta: number; order_id: number | null };

/** "89,90 lei" from the wire's "89.90", as the shop writes it. */
const lei = (decimal: string) => `${decimal.replace('.', ',')} lei`;

/** The price per 100 ml the page shows (lei, half-up to the ban), for sizes up to a litre. */
function per100ml(variant: Variant): string {
  const bani = Math.round(Number(variant.pret_redus ?? variant.pret) * 100);
  const quantity = variant.cantitate_neta!;
  const amount = Math.floor((2 * bani * 100 + quantity) / (2 * quantity));
  return `${lei((amount / 100).toFixed(2))} / 100 ml`;
}

/** A product in exactly two sizes, both in stock with a code and a net quantity (the demo's). */
async function sizedProduct(request: APIRequestContext): Promise<Product> {
  const list = await request.get('/api/produse/?per=100&page=1&ordering=-id');
  expect(list.status()).toBe(200);
  const { results } = (await list.json()) as { results: { slug: string; are_variante: boolean }[] };
  for (const card of results.filter((candidate) => candidate.are_variante)) {
    const product = (await (await request.get(`/api/produse/${card.slug}/`)).json()) as Product;
    if (
      product.optiuni.length === 1 &&
      product.variante.length === 2 &&
      product.variante.every((v) => v.stoc >= 3 && v.sku !== null && v.cantitate_neta !== null)
    ) {
      return product;
    }
  }
  throw new Error('The demo catalogue has no product in two sizes with stock.');
}

async function movements(request: APIRequestContext, token: string, id: number): Promise<StockMovement[]> {
  const response = await request.get(`/api/admin/stock/${id}/movements/`, { headers: authHeader(token) });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { results: StockMovement[] }).results;
}

const buyBox = (page: Page, product: Product) => page.getByRole('region', { name: product.titlu });

test('a shopper picks the larger size, buys it, and only that size leaves the stock', async ({
  page,
  request,
  axe,
}) => {
  test.slow();
  const product = await sizedProduct(request);
  const [small, large] = product.variante as [Variant, Variant];
  const option = product.optiuni[0]!;
  const largeValue = option.valori.find((value) => value.id === large.valori[0]!.valoare)!.valoare;
  const smallValue = option.valori.find((value) => value.id === small.valori[0]!.valoare)!.valoare;
  const token = await staffToken(request);
  const before = {
    small: await stockOfSku(request, token, small.sku!),
    large: await stockOfSku(request, token, large.sku!),
  };

  await page.goto(`/produs/${product.slug}`);
  await waitForHydration(page);
  const box = buyBox(page, product);
  // The first size in stock is chosen at first, with its own price and code.
  await expect(page.getByRole('radio', { name: smallValue })).toBeChecked();
  await expect(box).toContainText(lei(small.pret));
  await expect(box).toContainText(small.sku!);
  await expect(box).toContainText(per100ml(small));
  await axe();

  await box.getByText(largeValue, { exact: true }).click();
  await expect(page.getByRole('radio', { name: largeValue })).toBeChecked();
  await expect(page).toHaveURL(new RegExp(`\\?varianta=${large.slug}$`));
  await expect(box).toContainText(lei(large.pret_redus ?? large.pret));
  await expect(box).toContainText(large.sku!);
  // The unit price follows the size.
  await expect(box).toContainText(per100ml(large));
  await expect(box).not.toContainText(per100ml(small));
  await expect(box).not.toContainText(lei(small.pret));
  await axe();

  // The address keeps the choice.
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByRole('radio', { name: largeValue })).toBeChecked();

  await box.getByRole('button', { name: 'Adaugă în coș' }).click();
  await expect
    .poll(() => page.evaluate((key) => localStorage.getItem(key) ?? '', CART_KEY))
    .toContain(`"id":${large.id}`);

  await page.goto('/cart');
  await expect(page.getByRole('main').getByText(large.titlu)).toBeVisible();
  await page.goto('/checkout');
  const email = `variante-${uniqueSuffix()}@example.ro`;
  await fillCheckoutForm(page, { email });
  await page.getByRole('button', { name: 'Comandă cu obligație de plată' }).click();

  await page.waitForURL(/\/checkout\/success\?id=\d+&key=/);
  const orderId = Number(new URL(page.url()).searchParams.get('id'));
  const lines = page.getByRole('list', { name: 'Produse comandate' }).getByRole('listitem');
  await expect(lines).toHaveCount(1);
  await expect(lines.filter({ hasText: large.titlu })).toHaveCount(1);

  // Stock moved for the chosen size only, by this order.
  expect(await stockOfSku(request, token, large.sku!)).toBe(before.large - 1);
  expect(await stockOfSku(request, token, small.sku!)).toBe(before.small);
  expect((await movements(request, token, large.id)).filter((move) => move.order_id === orderId)).toEqual([
    expect.objectContaining({ delta: -1 }),
  ]);
  expect((await movements(request, token, small.id)).some((move) => move.order_id === orderId)).toBe(false);
  // The product's own figure is the sum of its sizes'.
  const after = (await (await request.get(`/api/produse/${product.slug}/?after=${orderId}`)).json()) as {
    stoc: number;
    variante: Variant[];
  };
  expect(after.stoc).toBe(after.variante.reduce((sum, variant) => sum + variant.stoc, 0));
});

test("a variant's own address opens its product's page with it chosen", async ({ page, request }) => {
  const product = await sizedProduct(request);
  const large = product.variante[1]!;
  const response = await page.goto(`/produs/${large.slug}`);
  expect(response?.status()).toBe(200);
  await expect(page).toHaveURL(new RegExp(`/produs/${product.slug}\\?varianta=${large.slug}$`));
  await expect(buyBox(page, product)).toContainText(large.sku!);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('each size is a link that chooses it', async ({ page, request }) => {
    const product = await sizedProduct(request);
    const [small, large] = product.variante as [Variant, Variant];
    const option = product.optiuni[0]!;
    const largeValue = option.valori.find((value) => value.id === large.valori[0]!.valoare)!.valoare;

    await page.goto(`/produs/${product.slug}`);
    const box = buyBox(page, product);
    await expect(box).toContainText(small.sku!);
    await expect(page.getByRole('radio')).toHaveCount(0);

    await box.getByRole('link', { name: largeValue, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`\\?varianta=${large.slug}$`));
    await expect(box).toContainText(large.sku!);
    await expect(box).toContainText(lei(large.pret_redus ?? large.pret));
    await expect(box.getByRole('link', { name: largeValue, exact: true })).toHaveAttribute(
      'aria-current',
      'true',
    );
  });
});
