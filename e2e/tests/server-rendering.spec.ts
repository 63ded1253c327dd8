import type { APIRequestContext } from '@playwright/test';
import { productBody } from '../admin-products';
import { authHeader, expect, HYDRATION_ERROR, staffToken, test, uniqueSuffix } from '../fixtures';

/**
 * The public pages arrive rendered: a crawler, a slow phone or a reader without JavaScript gets the
 * catalogue in the HTML, and the browser takes the page over without rendering it again.
 */

type Product = { slug: string; titlu: string; pret: string; pret_redus: string | null };
type Category = { slug: string; nume: string; numar_produse: number };

async function firstProducts(request: APIRequestContext, count: number): Promise<Product[]> {
  const response = await request.get(`/api/produse/?per=${count}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { results: Product[] }).results;
}

async function aCategory(request: APIRequestContext): Promise<Category> {
  const response = await request.get('/api/categorii/');
  const body = (await response.json()) as { results: Category[] } | Category[];
  const categories = Array.isArray(body) ? body : body.results;
  const category = categories.find((candidate) => candidate.numar_produse > 0);
  if (!category) throw new Error('The demo catalogue has a category with products');
  return category;
}

/** "49.90" → "49,90": how the shop writes a price in Romanian. */
const romanianPrice = (decimal: string) => decimal.replace('.', ',');

/** Text of the HTML as a reader sees it: entities decoded enough for names with diacritics and "&". */
function visibleText(html: string): string {
  return html
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"');
}

test.describe('pages in the HTML', () => {
  test('a product page carries its title and price', async ({ request }) => {
    const [product] = await firstProducts(request, 1);
    const response = await request.get(`/produs/${product!.slug}`);
    expect(response.status()).toBe(200);
    const html = visibleText(await response.text());
    const body = html.slice(html.indexOf('<div id="root">'));
    expect(body).toContain(product!.titlu);
    expect(body).toContain(romanianPrice(product!.pret_redus ?? product!.pret));
  });

  test('the listing, a category and the home carry product cards', async ({ request }) => {
    const products = await firstProducts(request, 3);
    const category = await aCategory(request);
    for (const path of ['/produse', `/produse/${category.slug}`, '/']) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      const body = visibleText(await response.text());
      expect(body, path).toMatch(/<a [^>]*href="\/produs\/[^"]+"/);
      if (path === '/produse') for (const product of products) expect(body).toContain(product.titlu);
      if (path !== '/') expect(body).toContain(category.nume);
    }
  });

  test('an unknown path answers 404 with the not-found page', async ({ request }) => {
    for (const path of ['/nu-exista', '/en/nu-exista', '/produs/nu-exista-acest-produs']) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      const html = await response.text();
      expect(html.slice(html.indexOf('<div id="root">')), path).toMatch(/<p[^>]*>404<\/p>/);
    }
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a shopper reads the catalogue and follows links to a product', async ({ page, request }) => {
    const [product] = await firstProducts(request, 1);
    await page.goto('/produse');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.locator(`a[href="/produs/${product!.slug}"]`).first().click();
    await expect(page).toHaveURL(new RegExp(`/produs/${product!.slug}$`));
    await expect(page.getByRole('heading', { level: 1, name: product!.titlu })).toBeVisible();
    await expect(page.getByText(romanianPrice(product!.pret_redus ?? product!.pret)).first()).toBeVisible();
  });
});

test.describe('hydration', () => {
  test('every public page is taken over without a mismatch and then works', async ({ page, request }) => {
    const [product] = await firstProducts(request, 1);
    const category = await aCategory(request);
    const paths = [
      '/',
      '/produse',
      `/produse/${category.slug}`,
      `/categorii/${category.slug}`,
      `/produs/${product!.slug}`,
      '/search?searchText=crema',
      '/despre-noi',
      '/faq',
      '/blog',
      '/blog?category=ingrediente-active',
      '/blog/apa-termala-de-ce-si-cum-o-folosesti',
      '/nu-exista',
      '/produs/nu-exista-acest-produs',
      '/en',
      `/en/produs/${product!.slug}`,
    ];
    // React throws away server HTML it could not hydrate in time (a part whose code was still
    // loading when an update reached it) and renders it again: no error, but seconds of work on a
    // phone. Nothing the server rendered is removed while the page loads, but for the menus that
    // work as plain links and disclosures until the app runs (marked data-until-hydrated), which
    // it then replaces on purpose.
    await page.addInitScript(() => {
      const removed: string[] = [];
      Object.assign(window, { removedServerNodes: removed });
      new MutationObserver((records) => {
        const root = document.getElementById('root');
        for (const record of records) {
          if (!root?.contains(record.target)) continue;
          for (const node of record.removedNodes) {
            if (node instanceof Element && !node.hasAttribute('data-until-hydrated'))
              removed.push(`${node.tagName.toLowerCase()}.${node.className}`);
          }
        }
      }).observe(document, { childList: true, subtree: true });
    });
    for (const path of paths) {
      await page.goto(path);
      // The page's own navigation works once the browser has taken it over.
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
      await page.waitForLoadState('networkidle');
      const removed = await page.evaluate(
        () => (window as unknown as { removedServerNodes: string[] }).removedServerNodes,
      );
      expect(removed, path).toEqual([]);
    }
    // The fixture fails the journey on any hydration error logged on the way.
  });

  test.describe('a mismatch', () => {
    test.use({ allowHydrationErrors: true });

    test('a page that differs from what the server sent is reported', async ({ page }) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' && message.text().startsWith(HYDRATION_ERROR))
          errors.push(message.text());
      });
      // The HTML as a stale cache or a broken proxy might serve it: the page heading differs.
      await page.route('**/despre-noi', async (route) => {
        const response = await route.fetch();
        const html = (await response.text()).replace(/(<h1\b[^>]*>)([^<]+)/, '$1Altceva');
        await route.fulfill({ response, body: html });
      });
      await page.goto('/despre-noi');
      await expect.poll(() => errors.length).toBeGreaterThan(0);
    });
  });
});

test.describe('automatic discounts', () => {
  test.describe.configure({ timeout: 90_000 });

  /** A product in a category of its own under a 25% discount, so no other journey sees it. */
  async function discountedProduct(request: APIRequestContext, token: string) {
    const suffix = uniqueSuffix();
    const category = await request.post('/api/admin/categories/', {
      headers: authHeader(token),
      data: { nume: `Reducere SSR ${suffix}`, nume_en: `SSR sale ${suffix}` },
    });
    expect(category.status(), await category.text()).toBe(201);
    const { id: categoryId, slug: categorySlug } = (await category.json()) as { id: number; slug: string };
    const created = await request.post('/api/admin/products/', {
      headers: authHeader(token),
      data: productBody({
        titlu: `Ser SSR ${suffix}`,
        titlu_en: `SSR serum ${suffix}`,
        pret: '80.00',
        publicat: true,
        categorii: [categoryId],
        stoc: 5,
      }),
    });
    expect(created.status(), await created.text()).toBe(201);
    const { id, slug } = (await created.json()) as { id: number; slug: string };
    const name = `Reducere SSR ${suffix}`;
    const discount = await request.post('/api/admin/discounts/', {
      headers: authHeader(token),
      data: { nume: name, nume_en: `SSR sale ${suffix}`, tip: 'percent', procent: 25, produse: [id] },
    });
    expect(discount.status(), await discount.text()).toBe(201);
    const { id: discountId } = (await discount.json()) as { id: number };
    return { id, slug, categorySlug, name, discountId };
  }

  /** Ends the discount and takes the product out of the shop the next journeys walk. */
  async function cleanUp(request: APIRequestContext, token: string, productId: number, discountId: number) {
    const rule = (await (
      await request.get(`/api/admin/discounts/${discountId}/`, { headers: authHeader(token) })
    ).json()) as Record<string, unknown>;
    await request.put(`/api/admin/discounts/${discountId}/`, {
      headers: authHeader(token),
      data: {
        ...Object.fromEntries(
          [
            'nume',
            'nume_en',
            'tip',
            'procent',
            'cumpara',
            'categorii',
            'produse',
            'starts_at',
            'ends_at',
          ].map((key) => [key, rule[key]]),
        ),
        is_active: false,
      },
    });
    await request.post('/api/admin/products/bulk/', {
      headers: authHeader(token),
      data: { ids: [productId], action: 'unpublish' },
    });
  }

  test("the note is in the server's HTML and the browser hydrates it without asking again", async ({
    page,
    request,
  }) => {
    const token = await staffToken(request);
    const product = await discountedProduct(request, token);
    const note = `${product.name}: −25%, acum 60,00 lei`;
    const lowest = 'Preț minim în ultimele 30 de zile: 80,00 lei';
    try {
      // Without JavaScript: the product page and its category's card carry the note.
      for (const path of [`/produs/${product.slug}`, `/produse/${product.categorySlug}`]) {
        const response = await request.get(path);
        expect(response.status(), path).toBe(200);
        const html = visibleText(await response.text());
        const body = html.slice(html.indexOf('<div id="root">'));
        expect(body, path).toContain('data-testid="automatic-discount"');
        expect(body, path).toContain(note);
        expect(body, path).toContain(lowest);
      }

      // With it: the page shows the note it arrived with, and no request asks for it again.
      const asked: string[] = [];
      page.on('request', (sent) => {
        if (sent.url().includes('/api/reduceri/produse/')) asked.push(sent.url());
      });
      for (const path of [`/produs/${product.slug}`, `/produse/${product.categorySlug}`]) {
        await page.goto(path);
        await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
        await page.waitForLoadState('networkidle');
        await expect(page.getByTestId('automatic-discount').first()).toContainText(note);
      }
      expect(asked).toEqual([]);
      // The fixture fails the journey on any hydration mismatch logged on the way.
    } finally {
      await cleanUp(request, token, product.id, product.discountId);
    }
  });
});
