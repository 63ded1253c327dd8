import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProductSummary } from '@shop/shared/schemas/catalog';
import { jsonResponse, makeProduct as product, page } from '@/features/catalog/test-utils';
import { initI18n } from '@/lib/i18n';
import { createQueryClient } from '@/lib/react-query';
import { AppProviders } from './providers';
import { createAppRoutes, discoverAdminRoutes } from './router';

function renderApp(path: string, options: Parameters<typeof createMemoryRouter>[1] = {}) {
  const queryClient = createQueryClient();
  // Retries would only slow the error-state test down.
  const defaults = queryClient.getDefaultOptions();
  queryClient.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, retry: false } });
  const router = createMemoryRouter(createAppRoutes(queryClient), { initialEntries: [path], ...options });
  render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

const fetchMock = vi.fn<typeof fetch>();

beforeAll(async () => {
  await initI18n('ro');
});

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

/** Answers each of the home's calls (contract §7) by its URL. */
function homeApi(products: ProductSummary[], options: { total?: number } = {}) {
  return async (input: RequestInfo | URL): Promise<Response> => {
    const url = String(input);
    if (url.startsWith('/api/produse/?per=1&page=1')) {
      return jsonResponse({ ...page(products.slice(0, 1)), count: options.total ?? products.length });
    }
    if (url.startsWith('/api/produse/')) return jsonResponse(page(products));
    if (url.startsWith('/api/blog/posts/'))
      return jsonResponse({ count: 0, next: null, previous: null, results: [] });
    if (url.startsWith('/api/categorii/'))
      return jsonResponse({ count: 0, next: null, previous: null, results: [] });
    return jsonResponse({ detail: 'Not found' }, 404);
  };
}

class NoopObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

// The home and its carousel load their code on first use; on a busy machine that takes a while.
const LOAD = { timeout: 10_000 };

describe('home', { timeout: 30_000 }, () => {
  beforeEach(() => {
    // The carousel measures with these; jsdom has none of them.
    vi.stubGlobal('ResizeObserver', NoopObserver);
    vi.stubGlobal('IntersectionObserver', NoopObserver);
    vi.stubGlobal('matchMedia', (media: string) => ({
      matches: false,
      media,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }));
  });

  it("asks for the contract's lists and shows the products with prices in lei", async () => {
    fetchMock.mockImplementation(
      homeApi(
        [
          product({
            id: 2,
            slug: 'apa-termala-300',
            titlu: 'Apă termală 300 ml',
            titlu_en: 'Thermal water 300 ml',
            pret: '59.90',
            pret_redus: '47.92',
            imagine_principala_url: '/media/produse/apa.webp',
          }),
          product({ id: 1, slug: 'crema', titlu: 'Cremă hidratantă', pret: '1249.00', stoc: 0 }),
        ],
        { total: 105 },
      ),
    );

    renderApp('/');

    const recommended = await screen.findByRole('region', { name: 'Recomandate pentru tine' }, LOAD);
    expect(
      await within(recommended).findByRole('heading', { name: 'Apă termală 300 ml' }, LOAD),
    ).toBeInTheDocument();
    const popular = await screen.findByRole('region', { name: 'Produse populare' }, LOAD);
    const [first, second] = within(popular).getAllByRole('article');
    expect(within(first!).getByText('47,92 lei')).toBeInTheDocument();
    expect(within(first!).getByText('59,90 lei').tagName).toBe('S');
    expect(within(second!).getByText('1.249,00 lei')).toBeInTheDocument();
    expect(
      await within(recommended).findByRole('link', { name: 'Vezi toate cele 105 produse' }, LOAD),
    ).toHaveAttribute('href', '/produse');

    const urls = fetchMock.mock.calls.map(([input]) => String(input));
    expect(urls).toEqual(
      expect.arrayContaining([
        '/api/produse/?per=10&page=1&sort=id_desc',
        '/api/produse/?per=20&page=1&ordering=-id',
        '/api/produse/?per=1&page=1',
        '/api/blog/posts/?page_size=6&ordering=-published_at',
        '/api/categorii/',
      ]),
    );
    expect(screen.getByRole('region', { name: 'Oferte' })).toBeInTheDocument();
    expect(screen.getByText('Nu avem încă articole.')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Salvia – Dermato-cosmetice și produse naturale'));
  });

  it('shows skeletons with status messages while loading', async () => {
    fetchMock.mockReturnValue(new Promise(() => {}));
    renderApp('/');
    const blog = await screen.findByRole('region', { name: 'Din blog' }, LOAD);
    expect(within(blog).getByText('Se încarcă…')).toHaveAttribute('role', 'status');
    expect(screen.getByRole('region', { name: 'Produse populare' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getAllByText('Se încarcă produsele…').length).toBeGreaterThan(0);
  });

  it('only logs a failed list and offers to look again (contract §8)', async () => {
    let online = false;
    fetchMock.mockImplementation(async (input) => {
      if (!online) throw new TypeError('Failed to fetch');
      return homeApi([product({ titlu: 'Ser cu vitamina C' })])(input);
    });
    renderApp('/');

    const popular = await screen.findByRole('region', { name: 'Produse populare' }, LOAD);
    const again = await within(popular).findByRole('button', { name: 'Verifică din nou' }, LOAD);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(await screen.findByText('Nu avem încă articole.', {}, LOAD)).toBeInTheDocument();
    expect(console.error).toHaveBeenCalled();

    online = true;
    await userEvent.click(again);
    expect(
      await within(popular).findByRole('heading', { name: 'Ser cu vitamina C' }, LOAD),
    ).toBeInTheDocument();
  });

  it('serves the same page under /ro and /en', async () => {
    fetchMock.mockImplementation(homeApi([product({ titlu: 'Loțiune' })]));
    renderApp('/en');
    expect((await screen.findAllByRole('heading', { name: 'Loțiune' }, LOAD)).length).toBeGreaterThan(0);
    expect(screen.getAllByRole('link', { name: 'Salvia, pagina principală' })[0]).toHaveAttribute(
      'href',
      '/en',
    );
  });
});

const blogPost = (overrides: Record<string, unknown> = {}) => ({
  id: 1,
  slug: 'apa-termala',
  title: 'Apa termală: de ce și cum o folosești',
  title_en: 'Thermal water: why and how',
  excerpt: 'Un spray simplu pentru pielea sensibilă.',
  excerpt_en: 'A simple spray for sensitive skin.',
  cover: null,
  category: { id: 3, name: 'Ingrediente active', name_en: 'Active ingredients', slug: 'ingrediente-active' },
  published_at: '2026-10-12T08:00:00.000Z',
  ...overrides,
});

/** The blog's calls: a page of posts (filtered by `category`), the categories and one post. */
function blogApi(input: RequestInfo | URL): Promise<Response> {
  const url = new URL(String(input), 'http://shop.test');
  if (url.pathname === '/api/blog/categories/') {
    return Promise.resolve(
      jsonResponse({
        results: [
          {
            id: 3,
            name: 'Ingrediente active',
            name_en: 'Active ingredients',
            slug: 'ingrediente-active',
            post_count: 1,
          },
          {
            id: 4,
            name: 'Protecție solară',
            name_en: 'Sun protection',
            slug: 'protectie-solara',
            post_count: 0,
          },
        ],
      }),
    );
  }
  if (url.pathname === '/api/blog/posts/') {
    const results = url.searchParams.get('category') === 'natural' ? [] : [blogPost()];
    return Promise.resolve(jsonResponse({ count: results.length, next: null, previous: null, results }));
  }
  if (url.pathname === '/api/blog/posts/apa-termala/') {
    return Promise.resolve(
      jsonResponse({
        ...blogPost(),
        body: '<h2>Ce este</h2><p>Apă din izvoare.</p>',
        body_en: '',
        meta_title: '',
        meta_title_en: '',
        meta_description: '',
        meta_description_en: '',
        reading_minutes: 4,
        reading_minutes_en: 4,
        related_posts: [blogPost({ id: 2, slug: 'ser-vitamina-c', title: 'Serurile cu vitamina C' })],
        related_products: [product({ titlu: 'Apă termală 150 ml' })],
      }),
    );
  }
  return Promise.resolve(
    jsonResponse({ detail: 'Articolul nu a fost găsit.', code: 'blog.post_not_found' }, 404),
  );
}

describe('blog', { timeout: 30_000 }, () => {
  it('lists the posts with links to them, and the categories that have posts', async () => {
    fetchMock.mockImplementation(blogApi);
    renderApp('/blog');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Blog: sfaturi de îngrijire a pielii' }, LOAD),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole('link', { name: 'Apa termală: de ce și cum o folosești' }, LOAD),
    ).toHaveAttribute('href', '/blog/apa-termala');
    const filter = await screen.findByRole('navigation', { name: 'Categorii de articole' }, LOAD);
    expect(within(filter).getByRole('link', { name: 'Toate articolele' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(filter).getByRole('link', { name: 'Ingrediente active (1 articol)' })).toHaveAttribute(
      'href',
      '/blog?category=ingrediente-active',
    );
    expect(within(filter).queryByRole('link', { name: /Protecție solară/ })).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Blog: sfaturi de îngrijire a pielii | Salvia'));
  });

  it('says so when a category has no posts, with the way back to all of them', async () => {
    fetchMock.mockImplementation(blogApi);
    renderApp('/en/blog?category=natural');
    expect(
      await screen.findByText('Nu avem încă articole în această categorie.', {}, LOAD),
    ).toBeInTheDocument();
    // Under /en the links keep the prefix.
    expect(screen.getByRole('link', { name: 'Vezi toate articolele' })).toHaveAttribute('href', '/en/blog');
  });

  it('shows a post with its reading time, related products and related posts', async () => {
    fetchMock.mockImplementation(blogApi);
    renderApp('/blog/apa-termala');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Apa termală: de ce și cum o folosești' }, LOAD),
    ).toBeInTheDocument();
    expect(screen.getByText('4 minute de citit')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Ce este' })).toBeInTheDocument();
    const products = await screen.findByRole('region', { name: 'Produse recomandate în articol' }, LOAD);
    expect(within(products).getByRole('heading', { name: 'Apă termală 150 ml' })).toBeInTheDocument();
    const related = screen.getByRole('region', { name: 'Articole asemănătoare' });
    expect(within(related).getByRole('link', { name: 'Serurile cu vitamina C' })).toHaveAttribute(
      'href',
      '/blog/ser-vitamina-c',
    );
  });

  it('answers an unknown post with the 404 page', async () => {
    fetchMock.mockImplementation(blogApi);
    renderApp('/blog/nu-exista');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Pagina nu a fost găsită' }, LOAD),
    ).toBeInTheDocument();
  });
});

describe('not found', () => {
  it.each(['/nu-exista', '/pagina/lipsa', '/ro/nimic', '/en/nimic/aici'])(
    'answers %s with the 404 page',
    async (path) => {
      renderApp(path);
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Pagina nu a fost găsită' }),
      ).toBeInTheDocument();
      expect(screen.getByRole('banner')).toBeInTheDocument();
      const home = screen.getByRole('link', { name: 'Înapoi la pagina principală' });
      expect(home).toHaveAttribute(
        'href',
        path.startsWith('/en') ? '/en' : path.startsWith('/ro') ? '/ro' : '/',
      );
      await waitFor(() => expect(document.title).toBe('Pagina nu a fost găsită | Salvia'));
      // Nothing but the shop's settings, which the footer quotes.
      expect(
        fetchMock.mock.calls.map(([input]) => String(input)).filter((url) => url !== '/api/shop/'),
      ).toEqual([]);
    },
  );
});

describe('admin routes', { timeout: 30_000 }, () => {
  it('are not in the route table the storefront starts with', async () => {
    renderApp('/admin/login');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Pagina nu a fost găsită' }),
    ).toBeInTheDocument();
  });

  it.each(['/admin/login', '/en/admin/login'])('are discovered on the way to %s', async (path) => {
    renderApp(path, { patchRoutesOnNavigation: discoverAdminRoutes });
    expect(await screen.findByRole('heading', { level: 1, name: 'Administrare' }, LOAD)).toBeInTheDocument();
    // Contract §2: no site header on the admin sign-in.
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
  });
});
