import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect as baseExpect, test, soldAsItself } from '../fixtures';

// The dev server compiles a route's code on its first visit, on two cores shared with other runs.
const expect = baseExpect.configure({ timeout: 10_000 });

/**
 * Journeys through the shop listing (/produse, /categorii) and the product page (/produs/{slug}),
 * against the demo catalogue, in Romanian and English, at 1280 and 390 px.
 */

type CategoryRef = { id: number; nume: string; nume_en: string; slug: string };
type Product = {
  id: number;
  slug: string;
  titlu: string;
  titlu_en: string;
  pret: string;
  pret_redus: string | null;
  pret_minim_30_zile: string | null;
  cantitate_neta: number | null;
  stoc: number;
  categorie: CategoryRef[];
  img1_url: string | null;
};
type Category = CategoryRef & { numar_produse: number; subcategorii: Category[] };
type Tag = { id: number; nume: string; nume_en: string; slug: string };
type Page_<T> = { count: number; next: string | null; results: T[] };

async function getJson<T>(request: APIRequestContext, url: string): Promise<T> {
  const response = await request.get(url);
  expect(response.status(), `GET ${url}`).toBe(200);
  return (await response.json()) as T;
}

async function allProducts(request: APIRequestContext): Promise<Product[]> {
  const products: Product[] = [];
  for (let pageNumber = 1; pageNumber < 20; pageNumber++) {
    const body = await getJson<Page_<Product>>(request, `/api/produse/?per=100&page=${pageNumber}`);
    products.push(...body.results.filter(soldAsItself));
    if (!body.next) break;
  }
  return products;
}

async function productWhere(
  request: APIRequestContext,
  test: (product: Product) => boolean,
): Promise<Product> {
  const found = (await allProducts(request)).find(test);
  if (!found) throw new Error('The demo catalogue has no product for this journey.');
  return found;
}

/** A top-level category with subcategories and enough products to filter. */
async function busyCategory(request: APIRequestContext): Promise<Category> {
  const body = await getJson<Page_<Category>>(request, '/api/categorii/');
  const found = [...body.results].sort((a, b) => b.numar_produse - a.numar_produse)[0];
  if (!found) throw new Error('The demo catalogue has no categories.');
  return found;
}

/** "34 de produse" / "1 produs" / "5 produse", as the heading says it (Romanian plurals). */
function productCountRo(count: number): string {
  if (count === 1) return '1 produs';
  const rest = count % 100;
  return count === 0 || (rest >= 1 && rest <= 19) ? `${count} produse` : `${count} de produse`;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

const sidebar = (page: Page, name = 'Filtrează produsele') => page.getByRole('complementary', { name });
const productCards = (page: Page) => page.getByRole('main').getByRole('article');

/** The prices the cards show, in order: the first amount in a card is its current price. */
async function shownPrices(page: Page): Promise<number[]> {
  const texts = await productCards(page).allInnerTexts();
  return texts.map((text) => {
    const match = /(\d{1,3}(?:\.\d{3})*,\d{2}) lei/.exec(text);
    if (!match?.[1]) throw new Error(`No price in card: ${text}`);
    return Number(match[1].replace(/\./g, '').replace(',', '.'));
  });
}

async function waitForListing(page: Page): Promise<void> {
  await expect(
    page.getByRole('main').getByRole('region', { name: /^(Lista de produse|Product list)$/ }),
  ).toHaveAttribute('aria-busy', 'false');
}

async function cartLines(page: Page): Promise<{ id: number; cantitate: number }[]> {
  return page.evaluate(() => {
    const raw = localStorage.getItem('cos-cumparaturi');
    const parsed = raw
      ? (JSON.parse(raw) as { state?: { items?: { id: number; cantitate: number }[] } })
      : null;
    return parsed?.state?.items ?? [];
  });
}

function toast(page: Page): Locator {
  // The toast on screen; one being replaced stays in the DOM a moment, marked removed.
  return page.locator('[data-sonner-toast]:not([data-removed="true"])');
}

test.describe('shop listing', () => {
  test('browses a category from the sidebar: the URL, heading and count change', async ({
    page,
    request,
  }) => {
    const all = await getJson<Page_<Product>>(request, '/api/produse/?per=1');
    const category = await busyCategory(request);

    await page.goto('/produse');
    await expect(page.getByRole('heading', { level: 1, name: 'Toate produsele' })).toBeVisible();
    await expect(page.getByText(productCountRo(all.count), { exact: true })).toBeVisible();
    await expect(page.getByText(`Se afișează 1–24 din ${all.count}`)).toBeVisible();

    await sidebar(page)
      .getByRole('link', { name: `${category.nume} ${productCountRo(category.numar_produse)}` })
      .click();
    await expect(page).toHaveURL(new RegExp(`/produse/${category.slug}$`));
    await expect(page.getByRole('heading', { level: 1, name: category.nume })).toBeVisible();
    await expect(page.getByText(productCountRo(category.numar_produse), { exact: true })).toBeVisible();
    const breadcrumb = page.getByRole('navigation', { name: 'Traseu de navigare' });
    await expect(breadcrumb.getByRole('link', { name: 'Magazin' })).toHaveAttribute('href', '/produse');
    await expect(breadcrumb.getByText(category.nume)).toHaveAttribute('aria-current', 'page');
  });

  test('filters by tag, price and stock, sorts by price, and keeps it all in the URL', async ({
    page,
    request,
  }) => {
    const category = await busyCategory(request);
    const tags = await getJson<Page_<Tag>>(request, `/api/tags/?categorie=${category.id}`);
    // A tag with a few products in stock in the category, so the filtered list is not empty.
    let chosen: { tag: Tag; count: number } | null = null;
    for (const tag of tags.results) {
      const body = await getJson<Page_<Product>>(
        request,
        `/api/produse/?categorie=${category.slug}&tag=${tag.slug}&in_stoc=1&pret_min=1&pret_max=500&per=1`,
      );
      if (body.count >= 2 && (!chosen || body.count > chosen.count)) chosen = { tag, count: body.count };
    }
    if (!chosen) throw new Error(`No tag of ${category.slug} has two products in stock.`);
    const { tag, count } = chosen;

    await page.goto(`/produse/${category.slug}`);
    await waitForListing(page);
    const tagLink = page.getByRole('link', { name: tag.nume, exact: true });
    if (!(await tagLink.isVisible())) await page.locator('summary', { hasText: /Arată încă/ }).click();
    await tagLink.click();
    await expect(page).toHaveURL(new RegExp(`\\?tag=${tag.slug}$`));
    await expect(tagLink).toHaveAttribute('aria-current', 'true');

    await sidebar(page).getByRole('spinbutton', { name: 'Minim (lei)' }).fill('1');
    await sidebar(page).getByRole('spinbutton', { name: 'Maxim (lei)' }).fill('500');
    await sidebar(page).getByRole('button', { name: 'Aplică prețul' }).click();
    await expect(page).toHaveURL(/pret_min=1&pret_max=500/);
    await sidebar(page).getByRole('checkbox', { name: 'Doar produse în stoc' }).check();
    await expect(page).toHaveURL(/in_stoc=1/);
    await page.getByRole('combobox', { name: 'Sortează' }).selectOption({ label: 'Preț crescător' });
    await expect(page).toHaveURL(
      new RegExp(
        `/produse/${category.slug}\\?tag=${tag.slug}&pret_min=1&pret_max=500&in_stoc=1&ordering=price$`,
      ),
    );
    await waitForListing(page);
    await expect(page.getByText(productCountRo(count), { exact: true })).toBeVisible();
    await expect(productCards(page)).toHaveCount(Math.min(count, 24));
    const prices = await shownPrices(page);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const filteredUrl = page.url();

    // A reload shows the same listing, read back from the URL.
    await page.reload();
    await waitForListing(page);
    await expect(page.getByRole('link', { name: tag.nume, exact: true })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expect(sidebar(page).getByRole('checkbox', { name: 'Doar produse în stoc' })).toBeChecked();
    await expect(sidebar(page).getByRole('spinbutton', { name: 'Maxim (lei)' })).toHaveValue('500');
    await expect(page.getByRole('combobox', { name: 'Sortează' })).toHaveValue('price');
    expect(await shownPrices(page)).toEqual(prices);

    // Back and forward walk the filter steps.
    await page.goBack();
    await expect(page).toHaveURL(/in_stoc=1$/);
    await expect(page.getByRole('combobox', { name: 'Sortează' })).toHaveValue('-created');
    await page.goBack();
    await expect(sidebar(page).getByRole('checkbox', { name: 'Doar produse în stoc' })).not.toBeChecked();
    await page.goForward();
    await page.goForward();
    await expect(page).toHaveURL(filteredUrl);
    await expect(page.getByRole('combobox', { name: 'Sortează' })).toHaveValue('price');
  });

  test('paginates with numbers and next, then resets every filter', async ({ page, request }) => {
    const all = await getJson<Page_<Product>>(request, '/api/produse/?per=24&page=2&ordering=-created');
    const firstOnPage2 = all.results[0];
    if (!firstOnPage2 || all.count <= 48)
      throw new Error('The demo catalogue needs three pages of products.');

    await page.goto('/produse?ordering=name');
    await waitForListing(page);
    await page.getByRole('combobox', { name: 'Sortează' }).selectOption('-created');
    const pagination = page.getByRole('navigation', { name: 'Paginare' });
    await expect(pagination.getByRole('link', { name: 'Pagina 1' })).toHaveAttribute('aria-current', 'page');
    await expect(pagination.getByRole('link', { name: 'Pagina anterioară' })).toHaveCount(0);

    await pagination.getByRole('link', { name: 'Pagina 2' }).click();
    await expect(page).toHaveURL(/\/produse\?page=2$/);
    await expect(page.getByText(`Se afișează 25–48 din ${all.count}`)).toBeVisible();
    await expect(productCards(page).first().getByRole('heading')).toHaveText(firstOnPage2.titlu);

    await pagination.getByRole('link', { name: 'Pagina următoare' }).click();
    await expect(page).toHaveURL(/\/produse\?page=3$/);
    await expect(page.getByText(`Se afișează 49–72 din ${all.count}`)).toBeVisible();

    await page.goBack();
    await expect(page.getByText(`Se afișează 25–48 din ${all.count}`)).toBeVisible();

    await sidebar(page).getByRole('checkbox', { name: 'Doar produse în stoc' }).check();
    await expect(page).toHaveURL(/\/produse\?in_stoc=1$/);
    await page.getByRole('link', { name: 'Resetează filtrele' }).first().click();
    await expect(page).toHaveURL(/\/produse$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Toate produsele' })).toBeVisible();
    await expect(sidebar(page).getByRole('checkbox', { name: 'Doar produse în stoc' })).not.toBeChecked();
  });

  test('says when nothing matches, and the reset brings the products back', async ({ page }) => {
    await page.goto('/produse?pret_min=999999');
    await expect(page.getByText('Niciun produs nu corespunde criteriilor selectate.')).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: 'Resetează filtrele' }).last().click();
    await expect(page).toHaveURL(/\/produse$/);
    await expect(productCards(page).first()).toBeVisible();
  });

  test('unreadable filters in the URL fall back to the defaults', async ({ page }) => {
    await page.goto('/produse?page=abc&ordering=ieftin&pret_min=zece');
    await waitForListing(page);
    await expect(page.getByRole('combobox', { name: 'Sortează' })).toHaveValue('-created');
    await expect(
      page.getByRole('navigation', { name: 'Paginare' }).getByRole('link', { name: 'Pagina 1' }),
    ).toHaveAttribute('aria-current', 'page');
  });

  test('the category page shows the category cards and opens a category', async ({ page, request }) => {
    const category = await busyCategory(request);
    await page.goto('/categorii');
    await expect(page.getByRole('heading', { level: 1, name: 'Categorii' })).toBeVisible();
    const cards = page.getByRole('region', { name: 'Alege o categorie' });
    await cards.getByRole('link', { name: new RegExp(`^${escapeRegExp(category.nume)}`) }).click();
    await expect(page).toHaveURL(new RegExp(`/categorii/${category.slug}$`));
    await expect(page.getByRole('heading', { level: 1, name: category.nume })).toBeVisible();
    await expect(page.getByText(productCountRo(category.numar_produse), { exact: true })).toBeVisible();
  });

  test('on a phone the filters open in a drawer', async ({ page, request }) => {
    const category = await busyCategory(request);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/produse');
    await expect(sidebar(page)).toBeHidden();
    await page.getByRole('button', { name: 'Filtre' }).click();
    const drawer = page.getByRole('dialog', { name: 'Filtrează produsele' });
    await expect(drawer).toBeVisible();
    await drawer
      .getByRole('link', { name: `${category.nume} ${productCountRo(category.numar_produse)}` })
      .click();
    await expect(drawer).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`/produse/${category.slug}$`));
    await expect(page.getByRole('heading', { level: 1, name: category.nume })).toBeVisible();
  });

  test('on a phone Escape closes the filters drawer and gives the focus back to its button', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/produse');
    const button = page.getByRole('button', { name: 'Filtre' });
    await button.click();
    const drawer = page.getByRole('dialog', { name: 'Filtrează produsele' });
    await expect(drawer).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(button).toBeFocused();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  test('speaks English under /en', async ({ page, request }) => {
    const category = await busyCategory(request);
    await page.goto('/en/produse');
    await expect(page.getByRole('heading', { level: 1, name: 'All products' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Sort by' })).toBeVisible();
    await sidebar(page, 'Filter products')
      .getByRole('link', { name: new RegExp(`^${escapeRegExp(category.nume_en)} \\d+ products$`) })
      .click();
    await expect(page).toHaveURL(new RegExp(`/en/produse/${category.slug}$`));
    await expect(page.getByRole('heading', { level: 1, name: category.nume_en })).toBeVisible();
  });
});

test.describe('product page', () => {
  test('opens from the grid and adds the chosen quantity to the cart', async ({ page, request }) => {
    // The newest in-stock product with a photo: other journeys add products without one.
    const first = (
      await getJson<Page_<Product>>(request, '/api/produse/?per=24&page=1&ordering=-created&in_stoc=1')
    ).results.find((product) => product.img1_url !== null);
    if (!first) throw new Error('No product in stock with a photo on the first page.');

    await page.goto('/produse?in_stoc=1');
    await productCards(page).getByRole('link', { name: first.titlu, exact: true }).first().click();
    await expect(page).toHaveURL(new RegExp(`/produs/${first.slug}$`));
    const buyBox = page.getByRole('region', { name: first.titlu });
    await expect(page.getByRole('heading', { level: 1, name: first.titlu })).toBeVisible();
    await expect(buyBox.getByText(/\d+,\d{2} lei/).first()).toBeVisible();
    // The first image is named by the text staff wrote for it, else after the product.
    const detail = await getJson<{ imagini_alt?: string[] }>(request, `/api/produse/${first.slug}/`);
    const firstImageName = detail.imagini_alt?.[0] || first.titlu;
    await expect(
      page.getByRole('img', { name: new RegExp(escapeRegExp(firstImageName)) }).first(),
    ).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Descriere' })).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('tab', { name: 'Informații suplimentare' }).click();
    await expect(page.getByRole('tabpanel')).toBeVisible();

    const stepper = buyBox.getByRole('group', { name: 'Cantitate' });
    await stepper.getByRole('button', { name: 'Crește cantitatea' }).click();
    await stepper.getByRole('button', { name: 'Crește cantitatea' }).click();
    await stepper.getByRole('button', { name: 'Scade cantitatea' }).click();
    // The stepper stops at the stock: +, +, − leaves 2 when there are 3 or more.
    const chosen = Math.max(1, Math.min(3, first.stoc) - 1);
    await expect(stepper.getByRole('spinbutton', { name: 'Cantitate' })).toHaveValue(String(chosen));
    await buyBox.getByRole('button', { name: 'Adaugă în coș' }).click();

    await expect(toast(page)).toContainText(first.titlu);
    await expect(toast(page).getByRole('link', { name: 'Vezi coșul' })).toHaveAttribute('href', '/cart');
    expect(await cartLines(page)).toEqual([expect.objectContaining({ id: first.id, cantitate: chosen })]);
  });

  test('shows the gallery thumbnails and the review tab', async ({ page, request }) => {
    const product = await productWhere(request, (candidate) => candidate.img1_url !== null);
    await page.goto(`/produs/${product.slug}`);
    const thumbnails = page.getByRole('group', { name: 'Imaginile produsului' });
    const second = thumbnails.getByRole('button', { name: /Arată imaginea 2 din/ });
    await second.click();
    await expect(second).toHaveAttribute('aria-pressed', 'true');
    await page.keyboard.press('ArrowLeft');
    await expect(thumbnails.getByRole('button', { name: /Arată imaginea 1 din/ })).toBeFocused();
    await page.getByRole('tab', { name: /Recenzii/ }).click();
    await expect(page.getByRole('tabpanel')).toBeVisible();
  });

  test('toggles the favourite with a toast', async ({ page, request }) => {
    const product = await productWhere(request, (candidate) => candidate.stoc > 0);
    await page.goto(`/produs/${product.slug}`);
    const buyBox = page.getByRole('region', { name: product.titlu });
    await buyBox.getByRole('button', { name: 'Adaugă la favorite' }).click();
    await expect(toast(page)).toContainText(`„${product.titlu}” a fost adăugat la favorite.`);
    await expect(buyBox.getByRole('button', { name: 'Elimină din favorite' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(await page.evaluate(() => localStorage.getItem('fav_prod_ids'))).toBe(`[${product.id}]`);

    await buyBox.getByRole('button', { name: 'Elimină din favorite' }).click();
    await expect(toast(page)).toContainText('a fost scos din favorite');
    expect(await page.evaluate(() => localStorage.getItem('fav_prod_ids'))).toBeNull();
  });

  test('a card adds one to the cart and favourites from the listing', async ({ page, request }) => {
    const first = (
      await getJson<Page_<Product>>(request, '/api/produse/?per=24&page=1&ordering=price&in_stoc=1')
    ).results[0];
    if (!first) throw new Error('No product in stock.');
    await page.goto('/produse?in_stoc=1&ordering=price');
    const card = productCards(page).filter({ has: page.getByRole('heading', { name: first.titlu }) });
    await card.getByRole('button', { name: 'Adaugă în coș' }).click();
    await expect(toast(page)).toContainText(first.titlu);
    expect(await cartLines(page)).toEqual([expect.objectContaining({ id: first.id, cantitate: 1 })]);
    await card.getByRole('button', { name: 'Adaugă la favorite' }).click();
    await expect(card.getByRole('button', { name: 'Elimină din favorite' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  test('an out-of-stock product alerts "Stoc epuizat!" and adds nothing', async ({ page, request }) => {
    const soldOut = await productWhere(request, (candidate) => candidate.stoc < 1);
    await page.goto(`/produs/${soldOut.slug}`);
    const buyBox = page.getByRole('region', { name: soldOut.titlu });
    await buyBox.getByRole('button', { name: 'Adaugă în coș' }).click();
    await expect(buyBox.getByRole('alert')).toHaveText('Stoc epuizat!');
    await expect(toast(page)).toHaveCount(0);
    expect(await cartLines(page)).toEqual([]);
  });

  test("shows a product's own note (the honey delicacies'), in both languages, and none elsewhere", async ({
    page,
    request,
  }) => {
    const honey = await productWhere(request, (candidate) => candidate.id === 91);
    const other = await productWhere(request, (candidate) => candidate.id === 41 || candidate.id === 1);
    await page.goto(`/produs/${honey.slug}`);
    await expect(page.getByRole('heading', { name: 'O delicatesă din miere și fructe' })).toBeVisible();
    await page.goto(`/en/produs/${honey.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: honey.titlu_en })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'A honey-and-fruit delicacy' })).toBeVisible();
    await expect(
      page.getByRole('region', { name: honey.titlu_en }).getByRole('button', { name: 'Add to cart' }),
    ).toBeVisible();
    await page.goto(`/produs/${other.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: other.titlu })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'O delicatesă din miere și fructe' })).toHaveCount(0);
  });

  test('a reduced product shows its unit price and lowest 30-day price on its page and its cart line', async ({
    page,
    request,
    axe,
  }) => {
    const product = await productWhere(
      request,
      (candidate) =>
        candidate.pret_redus !== null &&
        candidate.pret_minim_30_zile !== null &&
        candidate.cantitate_neta !== null &&
        candidate.stoc > 0,
    );
    await page.goto(`/produs/${product.slug}`);
    const buyBox = page.getByRole('region', { name: product.titlu });
    await expect(buyBox.getByText(/Cel mai mic preț din ultimele 30 de zile/)).toBeVisible();
    await expect(buyBox.getByText(/ lei \/ (100 ml|kg|buc)$/)).toBeVisible();
    await buyBox.getByRole('button', { name: 'Adaugă în coș' }).click();
    await page.goto('/cart');
    const line = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: product.titlu }) });
    await expect(line.getByText(/Cel mai mic preț din ultimele 30 de zile: .+ lei/)).toBeVisible();
    await expect(line.getByText(/ lei \/ (100 ml|kg|buc)$/)).toBeVisible();
    await axe();
  });

  test('an unknown slug shows the not-found page', async ({ page }) => {
    await page.goto('/produs/nu-exista-acest-produs');
    await expect(page.getByRole('heading', { level: 1, name: 'Pagina nu a fost găsită' })).toBeVisible();
  });
});

test.describe('accessibility of the shop', () => {
  test.use({ reducedMotion: 'reduce' });
  test.describe.configure({ timeout: 90_000 });

  for (const width of [1280, 390]) {
    test(`listing and product have no serious violations at ${width} px`, async ({ page, request, axe }) => {
      const category = await busyCategory(request);
      const product = await productWhere(
        request,
        (candidate) => candidate.pret_redus !== null && candidate.img1_url !== null,
      );
      await page.setViewportSize({ width, height: width > 800 ? 800 : 844 });

      await page.goto(`/produse/${category.slug}`);
      await waitForListing(page);
      await axe();

      await page.goto(`/en/produse`);
      await waitForListing(page);
      await axe();

      await page.goto(`/produs/${product.slug}`);
      await expect(page.getByRole('heading', { level: 1, name: product.titlu })).toBeVisible();
      await expect(
        page.getByRole('region', { name: 'Produse recomandate' }).getByRole('article').first(),
      ).toBeVisible();
      await axe();

      if (width < 800) {
        await page.goto('/produse');
        await page.getByRole('button', { name: 'Filtre' }).click();
        await expect(page.getByRole('dialog')).toBeVisible();
        await axe();
      }
    });
  }
});
