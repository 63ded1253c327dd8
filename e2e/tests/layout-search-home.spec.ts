import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../fixtures';

type Category = { slug: string; nume: string; subcategorii: Category[] };
type Product = { id: number; slug: string; titlu: string };

async function categoryWithChildren(request: APIRequestContext): Promise<Category> {
  const response = await request.get('/api/categorii/');
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { results: Category[] } | Category[];
  const list = Array.isArray(body) ? body : body.results;
  const found = list.find((category) => category.subcategorii.length > 0);
  if (!found) throw new Error('The demo catalogue has no category with subcategories.');
  return found;
}

async function newestProduct(request: APIRequestContext): Promise<Product> {
  const response = await request.get('/api/produse/?per=20&page=1&ordering=-id');
  const body = (await response.json()) as { results: Product[] };
  if (!body.results[0]) throw new Error('The demo catalogue is empty.');
  return body.results[0];
}

function searchBox(page: Page) {
  return page.getByRole('combobox', { name: 'Caută produse' }).filter({ visible: true });
}

test.describe('home', () => {
  test('shows the hero, the recommended carousel and the popular grid', async ({ page, request }) => {
    const product = await newestProduct(request);
    await page.goto('/');

    const hero = page.getByRole('region', { name: 'Oferte' });
    await expect(hero.getByRole('heading', { level: 2 }).filter({ visible: true })).toHaveCount(1);
    await expect(hero.getByRole('link', { name: 'Vezi oferta' }).filter({ visible: true })).toHaveAttribute(
      'href',
      '/produse/apa-termala',
    );

    const recommended = page.getByRole('region', { name: 'Recomandate pentru tine' });
    await expect(recommended.getByRole('heading', { name: product.titlu })).toBeVisible();
    await expect(recommended.getByRole('link', { name: /Vezi toate cele \d+/ })).toHaveAttribute(
      'href',
      '/produse',
    );
    await expect(recommended.getByRole('button', { name: 'Produsele următoare' })).toBeVisible();

    const popular = page.getByRole('region', { name: 'Produse populare' });
    await expect(popular.getByRole('article')).toHaveCount(10);

    await expect(page.getByRole('heading', { name: 'Sfaturi pentru îngrijirea pielii' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Din blog' })).toBeVisible();
  });
});

test.describe('search', () => {
  test('suggests thermal water for "apa termla" and Enter shows the results page', async ({ page }) => {
    await page.goto('/');
    const box = searchBox(page);
    await box.click();
    await expect(page.getByText('Începe să tastezi pentru a vedea produsele sugerate.')).toBeVisible();
    await box.fill('apa termla');

    const suggestions = page.getByRole('listbox');
    await expect(suggestions.getByRole('option', { name: /apă termală/i }).first()).toBeVisible();
    await expect(box).toHaveAttribute('aria-expanded', 'true');

    await box.press('Enter');
    await expect(page).toHaveURL(/\/search\?searchText=apa(\+|%20)termla$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Rezultate pentru „apa termla”' }),
    ).toBeVisible();
    await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
  });

  test('opens the highlighted suggestion with the arrow keys and Enter', async ({ page }) => {
    await page.goto('/');
    const box = searchBox(page);
    await box.fill('apa termala');
    await expect(page.getByRole('option').first()).toBeVisible();
    await box.press('ArrowDown');
    await expect(page.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/produs\/[a-z0-9-]+$/);
  });

  test('an empty search goes to /search, which invites to search', async ({ page }) => {
    await page.goto('/');
    const box = searchBox(page);
    await box.fill('   ');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Ce cauți astăzi?' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'apă termală' }).first()).toBeVisible();
  });

  test('Escape closes the panel', async ({ page }) => {
    await page.goto('/');
    const box = searchBox(page);
    await box.click();
    const popular = page.getByRole('heading', { name: 'Căutări populare' });
    await expect(popular).toBeVisible();
    await box.press('Escape');
    await expect(popular).toBeHidden();
    await expect(box).toBeFocused();
  });
});

test.describe('header', () => {
  test('the Products dropdown opens a category listing', async ({ page, request }) => {
    const category = await categoryWithChildren(request);
    const child = category.subcategorii[0]!;
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Navigare principală' });
    await nav.getByRole('button', { name: 'Produse' }).click();
    await nav.getByRole('link', { name: child.nume, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/produse/${child.slug}$`));
  });

  test('switching to English turns the header English', async ({ page }) => {
    await page.goto('/');
    const header = page.getByRole('banner');
    await expect(header.getByRole('button', { name: 'Contul meu' })).toBeVisible();
    await header.getByRole('button', { name: 'EN, English' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(header.getByRole('button', { name: 'My account' })).toBeVisible();
    await expect(header.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    await expect(header.getByRole('button', { name: 'Products' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'About us' })).toBeVisible();
    await expect(searchBox(page)).toHaveCount(0);
    await expect(
      page.getByRole('combobox', { name: 'Search products' }).filter({ visible: true }),
    ).toHaveAttribute('placeholder', 'What does your skin need today?');
  });
});

test.describe('mobile header', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the menu drawer expands a category and closes with Escape', async ({ page, request }) => {
    const category = await categoryWithChildren(request);
    await page.goto('/');
    const open = page.getByRole('button', { name: 'Deschide meniul' });
    await open.click();
    const drawer = page.getByRole('dialog', { name: 'Meniu' });
    await expect(drawer).toBeVisible();
    const section = drawer.getByRole('button', { name: category.nume, exact: true });
    await section.click();
    await expect(section).toHaveAttribute('aria-expanded', 'true');
    await expect(
      drawer.getByRole('link', { name: category.subcategorii[0]!.nume, exact: true }),
    ).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(open).toBeFocused();
  });

  test('the search bar appears after scrolling; the floating button opens it at the top', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(searchBox(page)).toHaveCount(0);
    await page.getByRole('link', { name: 'Caută produse' }).click();
    await expect(searchBox(page)).toBeFocused();
    await page.keyboard.press('Escape');
    await page.getByRole('banner').getByRole('link', { name: 'Salvia, pagina principală' }).focus();
    await expect(searchBox(page)).toHaveCount(0);

    await page.mouse.wheel(0, 400);
    await expect(searchBox(page)).toBeVisible();
  });
});

test.describe('accessibility', () => {
  test.use({ reducedMotion: 'reduce' });

  for (const width of [1280, 390]) {
    test(`home has no serious violations at ${width} px`, async ({ page, axe }) => {
      await page.setViewportSize({ width, height: width > 800 ? 800 : 844 });
      await page.goto('/');
      await expect(page.getByRole('region', { name: 'Produse populare' }).getByRole('article')).toHaveCount(
        10,
      );
      await expect(page.getByRole('region', { name: 'Din blog' })).toHaveAttribute('aria-busy', 'false');
      await axe();
    });

    test(`search results and the open panel have no serious violations at ${width} px`, async ({
      page,
      axe,
    }) => {
      await page.setViewportSize({ width, height: width > 800 ? 800 : 844 });
      await page.goto('/search?searchText=crema');
      await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
      await axe();

      if (width < 1024) await page.mouse.wheel(0, 400);
      const box = searchBox(page);
      await box.fill('ser');
      await expect(page.getByRole('option').first()).toBeVisible();
      await axe();

      await page.goto('/search');
      await expect(page.getByRole('heading', { level: 1, name: 'Ce cauți astăzi?' })).toBeVisible();
      await axe();
    });
  }
});
