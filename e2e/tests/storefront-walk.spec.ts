import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { CART_KEY, type CartProduct, cartLine, storedCart } from '../cart-storage';
import {
  expect,
  mailedLink,
  placeOrderThroughApi,
  registerCustomer,
  signInWithToken,
  soldAsItself,
  test,
  waitForHydration,
} from '../fixtures';

/**
 * The smaller defects a new shopper's walk found: the header's count badges, the toasts' typeface,
 * the free-delivery wording, a multi-pack's unit price, the English account area and closing an
 * account.
 */

type Product = CartProduct & { cantitate_neta: number | null; unitate: string | null };

async function products(request: APIRequestContext, query = ''): Promise<Product[]> {
  const response = await request.get(`/api/produse/?per=100${query}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { results: Product[] }).results;
}

type Box = { x: number; y: number; width: number; height: number };

function overlaps(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** Every count badge in the header beside its icon: the number must not cover any of the icon. */
async function expectBadgesBesideIcons(page: Page, expected: number) {
  const icons = page.getByRole('banner').locator('[data-count-icon]:visible');
  await expect(icons.filter({ has: page.locator('span[aria-hidden="true"]') })).toHaveCount(expected);
  for (const icon of await icons.all()) {
    const badge = icon.locator('span[aria-hidden="true"]');
    if ((await badge.count()) === 0) continue;
    const iconBox = (await icon.locator('svg').boundingBox())!;
    const badgeBox = (await badge.boundingBox())!;
    expect(
      overlaps(iconBox, badgeBox),
      `badge ${JSON.stringify(badgeBox)} on ${JSON.stringify(iconBox)}`,
    ).toBe(false);
    // Still beside it: raised to its top edge, not somewhere else in the header.
    expect(badgeBox.x - (iconBox.x + iconBox.width)).toBeLessThanOrEqual(4);
    expect(badgeBox.y).toBeLessThan(iconBox.y + iconBox.height / 2);
  }
}

async function withCartAndFavourite(page: Page, product: Product) {
  await page.addInitScript(
    ([cartKey, cart, favourites]) => {
      localStorage.setItem(cartKey, cart);
      localStorage.setItem('fav_prod_ids', favourites);
    },
    [CART_KEY, storedCart([cartLine(product, 12)]), JSON.stringify([product.id])] as const,
  );
}

test.describe('header count badges', () => {
  test('sit beside the favourites and cart icons on a desktop screen', async ({ page, request, axe }) => {
    const [product] = await products(request, '&in_stoc=1');
    await withCartAndFavourite(page, product!);
    await page.goto('/');
    await waitForHydration(page);
    await expectBadgesBesideIcons(page, 2);
    await axe();
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('sit beside the icons there too', async ({ page, request, axe }) => {
      const [product] = await products(request, '&in_stoc=1');
      await withCartAndFavourite(page, product!);
      await page.goto('/produse');
      await waitForHydration(page);
      await expectBadgesBesideIcons(page, 2);
      await axe();
    });
  });
});

test('a toast is written in the shop’s typeface', async ({ page, request }) => {
  const [product] = await products(request, '&in_stoc=1');
  await page.goto(`/produs/${product!.slug}`);
  await waitForHydration(page);
  await page
    .getByRole('region', { name: product!.titlu })
    .getByRole('button', { name: 'Adaugă în coș' })
    .click();
  const toast = page.locator('[data-sonner-toast]').first();
  await expect(toast).toBeVisible();
  const fonts = await page.evaluate(() => ({
    body: getComputedStyle(document.body).fontFamily,
    toast: getComputedStyle(document.querySelector('[data-sonner-toast]')!).fontFamily,
  }));
  expect(fonts.body).toContain('Source Sans 3');
  expect(fonts.toast).toBe(fonts.body);
});

test('free delivery is said one way, from the threshold, in both languages', async ({
  page,
  request,
  axe,
}) => {
  const [product] = await products(request, '&in_stoc=1');
  const settings = (await (await request.get('/api/shop/')).json()) as { free_shipping_from: string };
  const amount = `${Number(settings.free_shipping_from).toFixed(2).replace('.', ',')} lei`;
  const ro = `Livrare gratuită pentru comenzi de la ${amount}`;
  const en = `Free delivery on orders from ${amount}`;

  await page.goto(`/produs/${product!.slug}`);
  await expect(page.getByRole('banner').getByText(ro)).toBeVisible();
  await expect(page.getByRole('main').getByText(ro)).toBeVisible();
  await page.goto('/detalii-livrare');
  await expect(page.getByRole('main').getByText(ro, { exact: false }).first()).toBeVisible();
  await expect(page.getByRole('main')).not.toContainText(/peste \d|cel puțin \d/);
  await axe();

  await page.goto(`/en/produs/${product!.slug}`);
  await expect(page.getByRole('banner').getByText(en)).toBeVisible();
  await expect(page.getByRole('main').getByText(en)).toBeVisible();
  await page.goto('/en/detalii-livrare');
  await expect(page.getByRole('main').getByText(en, { exact: false }).first()).toBeVisible();
  await expect(page.getByRole('main')).not.toContainText(/over \d|or more/);
  await axe();
});

test('a multi-pack shows its price per kg, from the whole pack', async ({ page, request, axe }) => {
  const pack = (await products(request, `&q=${encodeURIComponent('3 × 250 g')}`)).find((candidate) =>
    candidate.titlu.endsWith('3 × 250 g'),
  );
  expect(pack, 'the demo catalogue has a 3 × 250 g set').toBeTruthy();
  expect({ quantity: pack!.cantitate_neta, unit: pack!.unitate }).toEqual({ quantity: 750, unit: 'g' });
  await page.goto(`/produs/${pack!.slug}`);
  await expect(
    page.getByRole('region', { name: pack!.titlu }).getByText(/^[\d.]+,\d{2} lei \/ kg$/),
  ).toBeVisible();
  await axe();
});

function section(page: Page, name: string): Locator {
  return page.getByRole('region', { name });
}

test('the English account area reads English: order titles and the welcome voucher', async ({
  page,
  request,
  axe,
}) => {
  const customer = await registerCustomer(request);
  // Verifying the address (in Romanian) gives the welcome voucher, with its Romanian label stored.
  await page.goto(await mailedLink('email-verify-', customer.email, '/verificare'));
  await expect(
    page.getByRole('heading', { level: 1, name: 'Adresa de email a fost confirmată' }),
  ).toBeVisible({ timeout: 20_000 });
  const lines = (await products(request, '&in_stoc=1')).filter(
    (product) => product.titlu_en !== product.titlu && soldAsItself(product),
  );
  await placeOrderThroughApi(request, {
    lines: [
      { produs: lines[0]!.id, cantitate: 1 },
      { produs: lines[1]!.id, cantitate: 1 },
    ],
    email: customer.email,
    token: customer.token,
    payment: 'ramburs',
  });
  await signInWithToken(page, customer.token);

  await page.goto('/en/contul-meu');
  const orders = section(page, 'My orders');
  await expect(orders.getByRole('listitem').first()).toContainText(
    `${lines[0]!.titlu_en}, ${lines[1]!.titlu_en}`,
  );
  await expect(orders).not.toContainText(lines[0]!.titlu);
  const vouchers = section(page, 'Vouchers');
  await expect(vouchers.getByText('Welcome gift')).toBeVisible();
  await expect(page.getByRole('main')).not.toContainText('Cadou de bun venit');
  await axe();
});

test.describe('closing an account', () => {
  for (const { language, prefix, texts } of [
    {
      language: 'Romanian',
      prefix: '',
      texts: {
        section: 'Datele mele',
        close: 'Închide contul',
        dialog: 'Închizi contul?',
        password: 'Parola',
        confirm: 'Închide contul definitiv',
        closed: 'Contul tău a fost închis.',
      },
    },
    {
      language: 'English',
      prefix: '/en',
      texts: {
        section: 'My data',
        close: 'Close my account',
        dialog: 'Close your account?',
        password: 'Password',
        confirm: 'Close my account for good',
        closed: 'Your account was closed.',
      },
    },
  ]) {
    test(`says it is closed, in ${language}`, async ({ page, request, axe }) => {
      const customer = await registerCustomer(request);
      await signInWithToken(page, customer.token);
      await page.goto(`${prefix}/contul-meu`);
      await section(page, texts.section).getByRole('button', { name: texts.close }).click();
      const dialog = page.getByRole('alertdialog', { name: texts.dialog });
      await dialog.getByLabel(texts.password, { exact: true }).fill(customer.password);
      await dialog.getByRole('button', { name: texts.confirm }).click();
      await expect.poll(() => new URL(page.url()).pathname.replace(/(.)\/$/, '$1')).toBe(prefix || '/');
      await expect(page.locator('[data-sonner-toast]').filter({ hasText: texts.closed })).toBeVisible();
      await axe();
    });
  }
});
