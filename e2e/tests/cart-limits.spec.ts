import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { CART_KEY, type CartProduct, cartLine, storedCart } from '../cart-storage';
import { expect as baseExpect, test, soldAsItself } from '../fixtures';

const expect = baseExpect.configure({ timeout: 10_000 });

/**
 * The cart's caps: a line holds at most its stock and at most what an order accepts (99), on the
 * product page, on the cart page and for a cart stored before the caps; and the add-to-cart toast
 * says when nothing more could be added.
 */

/** What an order accepts of one product (`ORDER_MAX_QUANTITY`). */
const ORDER_MAX = 99;

type Product = CartProduct;
type Page_<T> = { next: string | null; results: T[] };

async function allProducts(request: APIRequestContext): Promise<Product[]> {
  const products: Product[] = [];
  for (let pageNumber = 1; pageNumber < 20; pageNumber++) {
    const response = await request.get(`/api/produse/?per=100&page=${pageNumber}`);
    expect(response.status()).toBe(200);
    const body = (await response.json()) as Page_<Product>;
    products.push(...body.results.filter(soldAsItself));
    if (!body.next) break;
  }
  return products;
}

async function productWhere(request: APIRequestContext, test: (product: Product) => boolean) {
  const found = (await allProducts(request)).find(test);
  if (!found) throw new Error('The demo catalogue has no product for this journey.');
  return found;
}

async function cartQuantity(page: Page, id: number): Promise<number | undefined> {
  return page.evaluate((productId) => {
    const raw = localStorage.getItem('cos-cumparaturi');
    const items = raw
      ? (JSON.parse(raw) as { state?: { items?: { id: number; cantitate: number }[] } })
      : null;
    return items?.state?.items?.find((line) => line.id === productId)?.cantitate;
  }, id);
}

function toast(page: Page): Locator {
  return page.locator('[data-sonner-toast]:not([data-removed="true"])');
}

test('a product with more stock than an order accepts stops at 99, also in a stored cart', async ({
  page,
  request,
  axe,
}) => {
  const product = await productWhere(request, (candidate) => candidate.stoc > ORDER_MAX);

  await page.goto(`/produs/${product.slug}`);
  const buyBox = page.getByRole('region', { name: product.titlu });
  const quantity = buyBox.getByRole('spinbutton', { name: 'Cantitate' });
  await quantity.fill('110');
  await quantity.press('Enter');
  await expect(quantity).toHaveValue(String(ORDER_MAX));
  // The cap is said, not applied silently.
  await expect(buyBox.getByRole('status')).toHaveText(
    `Cel mult ${ORDER_MAX} din acest produs: am pus cantitatea ${ORDER_MAX}.`,
  );
  await expect(buyBox.getByRole('button', { name: 'Crește cantitatea' })).toHaveAttribute(
    'aria-disabled',
    'true',
  );
  await buyBox.getByRole('button', { name: 'Adaugă în coș' }).click();
  await expect(toast(page)).toContainText(`„${product.titlu}” a fost adăugat în coș.`);
  expect(await cartQuantity(page, product.id)).toBe(ORDER_MAX);

  // Nothing more fits: the toast says so and the line stays at 99.
  await buyBox.getByRole('button', { name: 'Adaugă în coș' }).click();
  await expect(toast(page)).toContainText(
    `Nu am adăugat nimic: coșul are deja ${ORDER_MAX} din „${product.titlu}”, cel mult cât poate avea o comandă.`,
  );
  expect(await cartQuantity(page, product.id)).toBe(ORDER_MAX);

  // A cart stored before the cap with 110 of it comes back with 99.
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
    CART_KEY,
    storedCart([cartLine(product, 110)]),
  ] as const);
  await page.goto('/cart');
  const line = page.getByRole('spinbutton', { name: `Cantitate pentru ${product.titlu}` });
  await expect(line).toHaveValue(String(ORDER_MAX));
  const increase = page.getByRole('button', { name: `Crește cantitatea pentru ${product.titlu}` });
  await expect(increase).toHaveAttribute('aria-disabled', 'true');
  // aria-disabled keeps the button focusable and clickable; a click must change nothing.
  await increase.click({ force: true });
  await expect(line).toHaveValue(String(ORDER_MAX));
  expect(await cartQuantity(page, product.id)).toBe(ORDER_MAX);
  await axe();

  // A number typed on the English cart page above the cap: brought down, and said in English.
  await page.goto('/en/cart');
  const englishLine = page.getByRole('spinbutton', { name: `Quantity of ${product.titlu_en}` });
  await englishLine.fill('110');
  await englishLine.press('Enter');
  await expect(englishLine).toHaveValue(String(ORDER_MAX));
  const said = `At most ${ORDER_MAX} of this product: the quantity is now ${ORDER_MAX}.`;
  await expect(page.getByRole('status').filter({ hasText: said })).toBeVisible();
  await expect(englishLine).toHaveAccessibleDescription(said);
  await axe();
});

test('the product page offers only what is left in stock, and says when nothing was added', async ({
  page,
  request,
}) => {
  const product = await productWhere(request, (candidate) => candidate.stoc >= 2 && candidate.stoc <= 5);

  await page.goto(`/produs/${product.slug}`);
  const buyBox = page.getByRole('region', { name: product.titlu });
  const stepper = buyBox.getByRole('group', { name: 'Cantitate' });
  const quantity = stepper.getByRole('spinbutton', { name: 'Cantitate' });
  const increase = stepper.getByRole('button', { name: 'Crește cantitatea' });
  for (let step = 0; step < product.stoc + 3; step++) {
    if ((await increase.getAttribute('aria-disabled')) === 'true') break;
    await increase.click();
  }
  await expect(quantity).toHaveValue(String(product.stoc));
  await expect(increase).toHaveAttribute('aria-disabled', 'true');

  await buyBox.getByRole('button', { name: 'Adaugă în coș' }).click();
  await expect(toast(page)).toContainText(`„${product.titlu}” a fost adăugat în coș.`);
  expect(await cartQuantity(page, product.id)).toBe(product.stoc);

  // All the stock is in the cart now: the stepper is back at 1 and cannot rise.
  await expect(quantity).toHaveValue('1');
  await expect(increase).toHaveAttribute('aria-disabled', 'true');
  await buyBox.getByRole('button', { name: 'Adaugă în coș' }).click();
  await expect(toast(page)).toContainText(
    `Nu am adăugat nimic: tot stocul de „${product.titlu}” este deja în coș.`,
  );
  expect(await cartQuantity(page, product.id)).toBe(product.stoc);

  // The same in English.
  await page.goto(`/en/produs/${product.slug}`);
  await page
    .getByRole('region', { name: product.titlu_en })
    .getByRole('button', { name: 'Add to cart' })
    .click();
  await expect(toast(page)).toContainText(
    `Nothing added: all the stock of “${product.titlu_en}” is already in your cart.`,
  );
});
