import type { APIRequestContext, Page } from '@playwright/test';
import { CART_KEY, type CartProduct, cartLine, storedCart } from '../cart-storage';
import { expect, test, waitForHydration, soldAsItself } from '../fixtures';

type Language = 'ro' | 'en';

/** The picker's words per language, as a shopper reads them. */
const TEXT = {
  ro: {
    easybox: 'Ridicare din easybox',
    search: 'Caută un easybox',
    chosen: 'Easybox ales',
    change: 'Schimbă easybox-ul',
    lockerKind: 'Easybox (locker automat)',
    oohKind: 'Punct de ridicare (magazin partener)',
    mallHours: 'Program: luni–duminică 10:00–22:00',
    shopHours: 'Program: luni–vineri 09:00–19:00, sâmbătă 10:00–14:00',
    count: '6 easybox-uri găsite.',
  },
  en: {
    easybox: 'easybox locker pickup',
    search: 'Find an easybox',
    chosen: 'Chosen easybox',
    change: 'Change the easybox',
    lockerKind: 'easybox (parcel locker)',
    oohKind: 'Pickup point (partner shop)',
    mallHours: 'Open: Monday–Sunday 10:00–22:00',
    shopHours: 'Open: Monday–Friday 09:00–19:00, Saturday 10:00–14:00',
    count: '6 easybox lockers found.',
  },
} as const;

/** One product in stock in the cart and the language chosen (the fixtures answer the cookie question). */
async function prepare(page: Page, request: APIRequestContext, language: Language) {
  const response = await request.get('/api/produse/?per=30&page=1&ordering=-id');
  expect(response.status()).toBe(200);
  const { results } = (await response.json()) as { results: CartProduct[] };
  const product = results.filter(soldAsItself).find((candidate) => candidate.stoc >= 5);
  if (!product) throw new Error('The demo catalogue has no product in stock.');
  await page.goto('/');
  await page.evaluate(
    ([cartKey, cart, lang]) => {
      localStorage.setItem(cartKey, cart);
      localStorage.setItem('lang', lang);
    },
    [CART_KEY, storedCart([cartLine(product, 1)]), language] as const,
  );
}

for (const language of ['ro', 'en'] as const) {
  for (const width of [390, 1280]) {
    test(`finds a pickup point by town without diacritics, with its kind and hours, at ${width} px (${language})`, async ({
      page,
      request,
      axe,
    }) => {
      const text = TEXT[language];
      await page.setViewportSize({ width, height: width < 500 ? 844 : 900 });
      await prepare(page, request, language);
      await page.goto('/checkout');
      await waitForHydration(page);
      await page.getByRole('radio', { name: text.easybox }).check();

      // "Brasov" as typed on a keyboard without Romanian letters finds the town "Brașov" (and a
      // Bucharest street named after it).
      const search = page.getByRole('combobox', { name: text.search });
      await search.fill('Brasov');
      await expect(page.getByRole('status').filter({ hasText: text.count })).toBeVisible();
      const options = page.getByRole('option');
      await expect(options).toHaveCount(6);
      for (const option of await options.all()) await expect(option).toContainText('Brașov');

      const mall = options.filter({ hasText: 'easybox AFI Brașov' });
      await expect(mall).toContainText(text.lockerKind);
      await expect(mall).toContainText(text.mallHours);
      const shop = options.filter({ hasText: 'Punct de ridicare Florăria Trandafir' });
      await expect(shop).toContainText(text.oohKind);
      await expect(shop).toContainText(text.shopHours);
      await axe();

      // The keyboard chooses: down from the search box goes to the first result (Brașov's county,
      // then the names in order), Enter takes it.
      await search.press('ArrowDown');
      await expect(shop).toHaveAttribute('aria-selected', 'true');
      await search.press('Enter');
      await expect(page.getByText(text.chosen)).toBeVisible();
      await expect(page.getByText(text.shopHours)).toBeVisible();
      await expect(page.getByText(text.oohKind)).toBeVisible();
      await expect(page.getByRole('button', { name: text.change })).toBeVisible();
      await axe();
    });
  }
}
