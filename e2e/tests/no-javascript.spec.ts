import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../fixtures';

/**
 * A shopper whose browser runs no JavaScript (or whose scripts have not arrived yet) gets around
 * the shop: every way on from a public page is a link or a GET form.
 */

type Category = { slug: string; nume: string; numar_produse: number; subcategorii: Category[] };

async function categoryWithProducts(request: APIRequestContext): Promise<Category> {
  const body = (await (await request.get('/api/categorii/')).json()) as { results: Category[] } | Category[];
  const categories = Array.isArray(body) ? body : body.results;
  const category = categories.find((candidate) => candidate.numar_produse > 0);
  if (!category) throw new Error('The demo catalogue has a category with products.');
  return category;
}

const productCards = (page: Page) => page.getByRole('main').getByRole('article');
const searchBox = (page: Page) =>
  page.getByRole('combobox', { name: 'Caută produse' }).filter({ visible: true });

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a shopper walks listing, page 2, a product, a search and a category', async ({ page, request }) => {
    // Five server-rendered pages in a row.
    test.slow();
    const category = await categoryWithProducts(request);
    await page.goto('/produse?ordering=name');
    await expect(productCards(page).first()).toBeVisible();

    // The pager is links that keep the other filters.
    await page.getByRole('navigation', { name: 'Paginare' }).getByRole('link', { name: 'Pagina 2' }).click();
    await expect(page).toHaveURL(/\/produse\?ordering=name&page=2$/);
    await expect(page.getByText(/^Se afișează 25–48 din \d+$/)).toBeVisible();

    const card = productCards(page).first();
    const name = (await card.getByRole('heading').textContent())?.trim() ?? '';
    await card.getByRole('link', { name }).first().click();
    await expect(page).toHaveURL(/\/produs\/[^/?]+$/);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

    // The header's search is a GET form to the search page.
    await searchBox(page).fill('crema');
    await searchBox(page).press('Enter');
    await expect(page).toHaveURL(/\/search\?searchText=crema$/);
    await expect(productCards(page).first()).toBeVisible();

    // The Products menu is a link before the scripts run; the listing's categories are links.
    await page
      .getByRole('navigation', { name: 'Navigare principală' })
      .getByRole('link', { name: 'Produse' })
      .click();
    await expect(page).toHaveURL(/\/produse$/);
    await page
      .getByRole('complementary', { name: 'Filtrează produsele' })
      .getByRole('link', { name: new RegExp(`^${category.nume}`) })
      .first()
      .click();
    await expect(page).toHaveURL(new RegExp(`/produse/${category.slug}$`));
    await expect(page.getByRole('heading', { level: 1, name: category.nume })).toBeVisible();
  });

  test('a tag filter is a link that keeps the sort', async ({ page, request }) => {
    const category = await categoryWithProducts(request);
    await page.goto(`/produse/${category.slug}?ordering=price`);
    const chip = page.locator(`main a[href^="/produse/${category.slug}?tag="]`).first();
    const name = (await chip.textContent())?.trim() ?? '';
    const href = await chip.getAttribute('href');
    expect(href).toMatch(/\?tag=[a-z0-9-]+&ordering=price$/);
    await chip.click();
    await expect(page).toHaveURL(new RegExp(`${href!.replace(/[?]/g, '\\?')}$`));
    // The chosen tag is marked, and following it again clears it, the sort kept.
    const chosen = page.getByRole('main').getByRole('link', { name, exact: true });
    await expect(chosen).toHaveAttribute('aria-current', 'true');
    await expect(chosen).toHaveAttribute('href', `/produse/${category.slug}?ordering=price`);
  });

  test('the FAQ shows its answers', async ({ page }) => {
    await page.goto('/faq');
    // Every answer is on the page and visible, though no script can open the accordion.
    await expect(page.getByText(/Livrarea standard costă 25,00 lei/)).toBeVisible();
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('the menu opens and leads to the categories and the information pages', async ({ page }) => {
      await page.goto('/despre-noi');
      const menu = page.getByRole('banner').locator('summary', { hasText: 'Deschide meniul' });
      await menu.click();
      const nav = page.getByRole('navigation', { name: 'Meniu' });
      await expect(nav).toBeVisible();
      await nav.getByRole('link', { name: 'Întrebări frecvente' }).click();
      await expect(page).toHaveURL(/\/faq$/);

      await page.getByRole('banner').locator('summary', { hasText: 'Deschide meniul' }).click();
      await page.getByRole('navigation', { name: 'Meniu' }).getByRole('link', { name: 'Categorii' }).click();
      await expect(page).toHaveURL(/\/categorii$/);
      await expect(
        page.getByRole('region', { name: 'Alege o categorie' }).getByRole('link').first(),
      ).toBeVisible();
    });

    test('the floating search button leads to the search page', async ({ page }) => {
      await page.goto('/');
      await page.getByRole('link', { name: 'Caută produse' }).click();
      await expect(page).toHaveURL(/\/search$/);
      await searchBox(page).fill('ser');
      await searchBox(page).press('Enter');
      await expect(page).toHaveURL(/\/search\?searchText=ser$/);
    });
  });
});

test.describe('after hydration', () => {
  test('the header menus and the search still work as before, and pass axe', async ({ page, axe }) => {
    test.slow();
    await page.goto('/produse');
    const nav = page.getByRole('navigation', { name: 'Navigare principală' });
    await nav.getByRole('button', { name: 'Produse' }).click();
    await expect(nav.getByRole('button', { name: 'Produse' })).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await searchBox(page).fill('crema');
    await searchBox(page).press('Enter');
    await expect(page).toHaveURL(/\/search\?searchText=crema$/);
    await expect(productCards(page).first()).toBeVisible();
    await axe();
    await page.goto('/faq');
    await axe();
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('the menu button opens the slide-in menu', async ({ page, axe }) => {
      test.slow();
      await page.goto('/produse');
      await page.getByRole('button', { name: 'Deschide meniul' }).click();
      await expect(page.getByRole('dialog', { name: 'Meniu' })).toBeVisible();
      await axe();
    });
  });
});
