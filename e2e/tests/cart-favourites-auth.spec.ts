import { randomBytes } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { CART_KEY, type CartProduct, cartLine, storedCart } from '../cart-storage';
import { authHeader, expect, test, uniqueSuffix, soldAsItself } from '../fixtures';

type Product = CartProduct;

// Several pages and sign-ins per test on a two-core machine; the dev server is slower still.
test.describe.configure({ timeout: 60_000 });

const FAVOURITES_KEY = 'fav_prod_ids';

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** In-stock products of the home list (contract §7), cheapest first when asked. */
async function products(request: APIRequestContext, count: number): Promise<Product[]> {
  const response = await request.get('/api/produse/?per=20&page=1&ordering=-id');
  expect(response.status()).toBe(200);
  const { results } = (await response.json()) as { results: Product[] };
  const inStock = results.filter(soldAsItself).filter((product) => product.stoc >= 5);
  if (inStock.length < count)
    throw new Error(`The demo catalogue has fewer than ${count} products in stock.`);
  return inStock.slice(0, count);
}

function effectiveBani(product: Product): number {
  const toBani = (value: string) => Math.round(Number(value) * 100);
  const list = toBani(product.pret);
  const reduced = product.pret_redus === null ? null : toBani(product.pret_redus);
  return reduced !== null && reduced < list ? reduced : list;
}

/** "49,90 lei", as the shop shows money (ro-RO). */
function lei(bani: number): string {
  const formatted = new Intl.NumberFormat('ro-RO', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(bani / 100);
  return `${formatted} lei`;
}

/** Fills the cart the way the store persists it (zustand persist, version 1). */
async function seedCart(page: Page, lines: { product: Product; quantity: number }[]) {
  const cart = storedCart(lines.map(({ product, quantity }) => cartLine(product, quantity)));
  await page.goto('/');
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [CART_KEY, cart] as const);
}

async function seedGuestFavourites(page: Page, ids: number[]) {
  await page.goto('/');
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
    FAVOURITES_KEY,
    JSON.stringify(ids),
  ] as const);
}

/** The summary figure next to a term ("Subtotal", "Livrare", "Total"). */
function summaryFigure(page: Page, term: string) {
  return page
    .getByRole('region', { name: /Sumarul comenzii|Order summary/ })
    .getByText(term, { exact: true })
    .locator('xpath=following-sibling::dd[1]');
}

/** A product card of the page, found by its title. */
function productCard(page: Page, title: string) {
  return page
    .getByRole('main')
    .getByRole('article')
    .filter({ has: page.getByRole('link', { name: new RegExp(escapeRegExp(title)) }) })
    .filter({ visible: true })
    .first();
}

function newCustomer() {
  const username = `e2e${uniqueSuffix()}`;
  return { username, email: `${username}@example.ro`, password: `Parola-${randomBytes(6).toString('hex')}!` };
}

async function fillRegistration(page: Page, customer: ReturnType<typeof newCustomer>) {
  await page.getByLabel('Nume de utilizator').fill(customer.username);
  await page.getByLabel('Email', { exact: true }).fill(customer.email);
  await page.getByLabel('Parolă', { exact: true }).fill(customer.password);
  await page.getByRole('checkbox', { name: /Sunt de acord/ }).check();
  await page.getByRole('button', { name: 'Creează contul' }).click();
}

async function signIn(page: Page, username: string, password: string) {
  await page.getByLabel('Utilizator sau email').fill(username);
  await page.getByLabel('Parolă', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Intră în cont' }).click();
}

test.describe('cart', () => {
  test('add from the product cards, change quantities, remove and empty', async ({ page, request }) => {
    const [first, second] = await products(request, 2);
    await page.goto('/');
    for (const product of [first!, second!]) {
      await productCard(page, product.titlu).getByRole('button', { name: 'Adaugă în coș' }).click();
    }

    await page.goto('/cart');
    await expect(page.getByRole('heading', { level: 1, name: /Coșul meu/ })).toBeVisible();
    const quantity = page.getByRole('spinbutton', { name: `Cantitate pentru ${first!.titlu}` });
    await expect(quantity).toHaveValue('1');

    await page.getByRole('button', { name: `Crește cantitatea pentru ${first!.titlu}` }).click();
    await expect(quantity).toHaveValue('2');
    const subtotal = effectiveBani(first!) * 2 + effectiveBani(second!);
    await expect(summaryFigure(page, 'Subtotal')).toHaveText(lei(subtotal));

    // Typing a quantity applies on Enter.
    await quantity.fill('3');
    await quantity.press('Enter');
    await expect(quantity).toHaveValue('3');
    await expect(summaryFigure(page, 'Subtotal')).toHaveText(
      lei(effectiveBani(first!) * 3 + effectiveBani(second!)),
    );

    await page.getByRole('button', { name: `Elimină ${second!.titlu} din coș` }).click();
    await expect(page.getByRole('link', { name: second!.titlu })).toHaveCount(0);
    await expect(summaryFigure(page, 'Subtotal')).toHaveText(lei(effectiveBani(first!) * 3));

    // The cart survives a reload (cos-cumparaturi).
    await page.reload();
    await expect(quantity).toHaveValue('3');

    await page.getByRole('button', { name: 'Golește coșul' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Golești coșul?' });
    await dialog.getByRole('button', { name: 'Da, golește coșul' }).click();
    await expect(page.getByText('Coșul tău este gol')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Vezi produsele' })).toHaveAttribute('href', '/produse');
  });

  test('delivery costs 25 lei below 200 lei and is free from there', async ({ page, request }) => {
    // A product that can be bought both below and above 200 lei (the demo catalogue has many).
    const candidates = await products(request, 5);
    const fits = (candidate: (typeof candidates)[number]) => {
      const unit = effectiveBani(candidate);
      const below = Math.max(1, Math.floor((20_000 - 1) / unit));
      return below * unit < 20_000 && Math.ceil(20_000 / unit) <= candidate.stoc;
    };
    const product = candidates.find(fits);
    expect(product, 'a product that can be bought below and above 200 lei').toBeDefined();
    const unit = effectiveBani(product!);
    const below = Math.max(1, Math.floor((20_000 - 1) / unit));
    const free = Math.ceil(20_000 / unit);

    await seedCart(page, [{ product: product!, quantity: below }]);
    await page.goto('/cart');
    await expect(summaryFigure(page, 'Livrare')).toHaveText('25,00 lei');
    await expect(summaryFigure(page, 'Total')).toHaveText(lei(below * unit + 2500));
    await expect(
      page.getByText(`Mai adaugă produse de ${lei(20_000 - below * unit)} pentru livrare gratuită`),
    ).toBeVisible();

    const quantity = page.getByRole('spinbutton', { name: `Cantitate pentru ${product!.titlu}` });
    await quantity.fill(String(free));
    await quantity.press('Enter');
    await expect(summaryFigure(page, 'Livrare')).toHaveText('Gratuit');
    await expect(summaryFigure(page, 'Total')).toHaveText(lei(free * unit));
    await expect(page.getByText('Ai livrare gratuită!')).toBeVisible();
  });

  test('a product that no longer exists is flagged and left out of the total', async ({ page, request }) => {
    const [product] = await products(request, 1);
    const gone: Product = { ...product!, id: 999_999_999, slug: 'produs-retras', titlu: 'Produs retras' };
    await seedCart(page, [
      { product: product!, quantity: 1 },
      { product: gone, quantity: 1 },
    ]);
    await page.goto('/cart');
    await expect(page.getByText('Produsul nu mai este disponibil.')).toBeVisible();
    await expect(summaryFigure(page, 'Subtotal')).toHaveText(lei(effectiveBani(product!)));
    await expect(page.getByText('Produsele indisponibile nu sunt incluse în total.')).toBeVisible();
  });
});

test.describe('favourites', () => {
  test('a guest keeps favourites in the browser and removes them', async ({ page, request }) => {
    const [product] = await products(request, 1);
    await page.goto('/');
    await productCard(page, product!.titlu).getByRole('button', { name: 'Adaugă la favorite' }).click();

    await page.goto('/favorite');
    await expect(page.getByRole('heading', { level: 1, name: /Produse favorite/ })).toBeVisible();
    await expect(productCard(page, product!.titlu)).toBeVisible();
    await page.getByRole('button', { name: `Elimină din favorite: ${product!.titlu}` }).click();
    await expect(page.getByText('Nu ai încă produse favorite')).toBeVisible();
    expect(await page.evaluate((key) => localStorage.getItem(key), FAVOURITES_KEY)).toBeNull();
  });

  test('signing up moves the guest favourites to the server', async ({ page, request }) => {
    const chosen = await products(request, 2);
    await seedGuestFavourites(
      page,
      chosen.map((product) => product.id),
    );
    await page.goto('/favorite');
    await expect(productCard(page, chosen[0]!.titlu)).toBeVisible();

    await page.getByRole('link', { name: 'Intră în cont', exact: true }).click();
    await expect(page).toHaveURL(/\/login\?next=\/favorite$/);
    await page.getByRole('link', { name: 'Creează un cont' }).click();
    await expect(page).toHaveURL(/\/register\?next=\/favorite$/);
    const customer = newCustomer();
    await fillRegistration(page, customer);

    await expect(page).toHaveURL(/\/favorite$/);
    for (const product of chosen) await expect(productCard(page, product.titlu)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Intră în cont', exact: true })).toHaveCount(0);
    expect(await page.evaluate((key) => localStorage.getItem(key), FAVOURITES_KEY)).toBeNull();

    const token = await page.evaluate(() => localStorage.getItem('token'));
    const serverIds = async () => {
      const answer = await request.get('/api/favorite/?per=100', { headers: authHeader(token!) });
      expect(answer.status()).toBe(200);
      const body = (await answer.json()) as { results: { produs: { id: number } }[] };
      return body.results.map((favourite) => favourite.produs.id).sort((a, b) => a - b);
    };
    expect(await serverIds()).toEqual(chosen.map((product) => product.id).sort((a, b) => a - b));

    // Signed in, removing acts on the server list.
    await page.getByRole('button', { name: `Elimină din favorite: ${chosen[0]!.titlu}` }).click();
    await expect(productCard(page, chosen[0]!.titlu)).toHaveCount(0);
    await expect.poll(serverIds).toEqual([chosen[1]!.id]);
  });
});

test.describe('sign-in', () => {
  test('register, log out, and sign in with the email and the username; the account needs sign-in', async ({
    page,
  }) => {
    const customer = newCustomer();
    await page.goto('/register');
    await expect(page.getByRole('banner')).toHaveCount(0); // no site layout
    await fillRegistration(page, customer);
    await expect(page).toHaveURL(/\/$/);

    await page.goto('/contul-meu');
    await expect(page.getByText(`Bună, ${customer.username}!`)).toBeVisible();
    await page.getByRole('button', { name: 'Deconectare' }).click();
    await expect(page).toHaveURL(/\/$/);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

    // The guard sends a signed-out visitor to login, and sign-in brings them back.
    await page.goto('/contul-meu');
    await expect(page).toHaveURL(/\/login\?next=\/contul-meu$/);
    await signIn(page, customer.email, customer.password);
    await expect(page).toHaveURL(/\/contul-meu$/);
    await expect(page.getByText(`Bună, ${customer.username}!`)).toBeVisible();
    await page.getByRole('button', { name: 'Deconectare' }).click();
    await expect(page).toHaveURL(/\/$/);

    await page.goto('/login');
    await signIn(page, customer.username, customer.password);
    await expect(page).toHaveURL(/\/$/);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();
  });

  test('a wrong password shows the alert, empty fields are named', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Intră în cont' }).click();
    await expect(page.getByRole('alert')).toHaveText('Introdu email și parolă!');
    await expect(page.getByLabel('Utilizator sau email')).toBeFocused();

    await signIn(page, `nobody${uniqueSuffix()}`, 'parola-gresita');
    await expect(page.getByRole('alert')).toHaveText('Utilizator sau parolă incorectă.');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('in English the guard keeps the language and the pages speak it', async ({ page }) => {
    await page.goto('/en/contul-meu');
    await expect(page).toHaveURL(/\/en\/login\?next=\/en\/contul-meu$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toHaveText('Enter your email and password!');
    await page.getByRole('link', { name: 'Create an account' }).click();
    await expect(page).toHaveURL(/\/en\/register\?next=\/en\/contul-meu$/);
    await expect(page.getByRole('link', { name: 'Terms and conditions' })).toHaveAttribute(
      'href',
      '/en/termeni-conditii',
    );
  });
});

test.describe('accessibility of cart, favourites and sign-in', () => {
  test.use({ reducedMotion: 'reduce' });

  for (const width of [1280, 390]) {
    for (const lang of ['ro', 'en'] as const) {
      test(`no serious violations at ${width} px in ${lang}`, async ({ page, request, axe }) => {
        const [first, second] = await products(request, 2);
        await page.setViewportSize({ width, height: width > 800 ? 800 : 844 });
        await seedCart(page, [
          { product: first!, quantity: 2 },
          { product: second!, quantity: 1 },
        ]);
        await seedGuestFavourites(page, [first!.id, second!.id]);
        const title = (product: Product) =>
          lang === 'en' && product.titlu_en.trim() ? product.titlu_en : product.titlu;

        await page.goto(`/${lang}/cart`);
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        await expect(page.getByRole('spinbutton').first()).toBeVisible();
        await axe();

        await page.goto(`/${lang}/favorite`);
        await expect(productCard(page, title(first!))).toBeVisible();
        await axe();

        await page.goto(`/${lang}/login`);
        await page.getByRole('button', { name: lang === 'en' ? 'Sign in' : 'Intră în cont' }).click();
        await expect(page.getByRole('alert')).toBeVisible();
        await axe();

        await page.goto(`/${lang}/register`);
        await page
          .getByRole('button', { name: lang === 'en' ? 'Create the account' : 'Creează contul' })
          .click();
        await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
        await axe();
      });
    }
  }
});
