import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useParams } from 'react-router';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProductSummary } from '@shop/shared/schemas/catalog';
import { initI18n } from '@/lib/i18n';
import { jsonResponse, makeCategory, makeProduct, mockApi, page, renderRoutes } from '../test-utils';
import { preloadParts } from '@/lib/lazy-part';
import { LISTING_PARTS, ShopListing } from './shop-listing';

vi.mock('@/lib/toasts', () => ({ toastAddedToCart: vi.fn(), toastFavourite: vi.fn() }));

// Screens with many steps, on two cores shared with other runs.
vi.setConfig({ testTimeout: 20_000 });

const TREE = [
  makeCategory({
    id: 1,
    nume: 'Îngrijirea feței',
    slug: 'ingrijirea-fetei',
    numar_produse: 34,
    subcategorii: [makeCategory({ id: 7, nume: 'Seruri', slug: 'seruri', parent: 1, numar_produse: 10 })],
  }),
  makeCategory({ id: 2, nume: 'Alimente', slug: 'alimente', sort_number: 2, numar_produse: 25 }),
];

const TAGS = [
  { id: 1, nume: 'bio', nume_en: 'organic', slug: 'bio' },
  { id: 2, nume: 'vegan', nume_en: 'vegan', slug: 'vegan' },
];

function productsFor(url: URL, count: number): ProductSummary[] {
  const pageNumber = url.searchParams.get('page') ?? '1';
  if (count === 0) return [];
  return [1, 2].map((index) =>
    makeProduct({
      id: Number(pageNumber) * 10 + index,
      slug: `p-${pageNumber}-${index}`,
      titlu: `Produs ${pageNumber}.${index}`,
    }),
  );
}

function setupApi({
  count = 60,
  products,
}: { count?: number; products?: (url: URL, init: RequestInit | undefined) => unknown } = {}) {
  return mockApi({
    '/api/categorii/': () => page(TREE),
    '/api/categorii/ingrijirea-fetei/': () => ({ ...TREE[0], parinti: [] }),
    '/api/categorii/seruri/': () => ({
      ...TREE[0]!.subcategorii[0],
      parinti: [
        { id: 1, nume: 'Îngrijirea feței', nume_en: 'Face care', slug: 'ingrijirea-fetei', parent: null },
      ],
    }),
    '/api/tags/': () => page(TAGS),
    '/api/produse/': products ?? ((url) => page(productsFor(url, count), count)),
  });
}

function Listing({ delay }: { delay: number }) {
  const { slug } = useParams();
  return (
    <ShopListing
      basePath="/produse"
      categorySlug={slug ?? null}
      requestDelayMs={delay}
      notFound={<h1>Pagina nu a fost găsită</h1>}
    />
  );
}

function renderListing(path: string, delay = 0) {
  const view = renderRoutes([{ path: '/produse/:slug?', element: <Listing delay={delay} /> }], path);
  const location = () => view.router.state.location;
  return { ...view, location };
}

const lastProductsCall = (api: ReturnType<typeof mockApi>) =>
  api.callsTo('/api/produse/').at(-1)?.searchParams;

beforeAll(async () => {
  await initI18n('ro');
  // As the route does before it renders the page (router.tsx, `firstPaintParts`).
  await preloadParts(LISTING_PARTS);
});

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('shop listing: the URL holds the filters', () => {
  it('asks the API for the filters of the URL and shows the category, its count and the range', async () => {
    const api = setupApi();
    renderListing(
      '/produse/ingrijirea-fetei?tag=bio&pret_min=10&pret_max=90.5&in_stoc=1&ordering=price&page=2',
    );

    expect(await screen.findByRole('heading', { level: 1, name: 'Îngrijirea feței' })).toBeInTheDocument();
    expect(await screen.findByText('Produs 2.1')).toBeInTheDocument();
    expect(Object.fromEntries(lastProductsCall(api)!)).toEqual({
      per: '24',
      page: '2',
      ordering: 'price',
      categorie: 'ingrijirea-fetei',
      tag: 'bio',
      pret_min: '10',
      pret_max: '90.5',
      in_stoc: '1',
    });
    expect(screen.getByText('60 de produse')).toBeInTheDocument();
    expect(screen.getByText('Se afișează 25–48 din 60')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'bio' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('combobox', { name: 'Sortează' })).toHaveValue('price');
    expect(screen.getByRole('checkbox', { name: 'Doar produse în stoc' })).toBeChecked();
    expect(screen.getByRole('spinbutton', { name: 'Minim (lei)' })).toHaveValue(10);
    // Tags are those of the category, by its id (contract §7).
    await waitFor(() => expect(api.callsTo('/api/tags/').at(-1)?.searchParams.get('categorie')).toBe('1'));
  });

  it('shows the category chain in the breadcrumb', async () => {
    setupApi();
    renderListing('/produse/seruri');
    const breadcrumb = await screen.findByRole('navigation', { name: 'Traseu de navigare' });
    await waitFor(() =>
      expect(
        within(breadcrumb)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(['Acasă', 'Magazin', 'Îngrijirea feței', 'Seruri']),
    );
    expect(within(breadcrumb).getByRole('link', { name: 'Magazin' })).toHaveAttribute('href', '/produse');
    expect(within(breadcrumb).getByRole('link', { name: 'Îngrijirea feței' })).toHaveAttribute(
      'href',
      '/produse/ingrijirea-fetei',
    );
  });

  it('falls back to the defaults for values it cannot read', async () => {
    const api = setupApi();
    renderListing('/produse?page=abc&ordering=cheap&pret_min=ten&in_stoc=maybe&tag=%3Cb%3E');
    expect(await screen.findByText('Produs 1.1')).toBeInTheDocument();
    expect(Object.fromEntries(lastProductsCall(api)!)).toEqual({
      per: '24',
      page: '1',
      ordering: '-created',
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Toate produsele' })).toBeInTheDocument();
  });
});

describe('shop listing: the filter rules of contract §4', () => {
  it('goes back to page 1 when a tag is chosen, and clears the tag on a second click', async () => {
    setupApi();
    const { location } = renderListing('/produse?ordering=price&page=2');
    // Links with their target in the HTML, so they work before (and without) the scripts.
    const bio = await screen.findByRole('link', { name: 'bio' });
    expect(bio).toHaveAttribute('href', '/produse?tag=bio&ordering=price');
    await userEvent.click(bio);
    expect(location().search).toBe('?tag=bio&ordering=price');
    expect(screen.getByRole('link', { name: 'bio' })).toHaveAttribute('aria-current', 'true');

    await userEvent.click(screen.getByRole('link', { name: 'bio' }));
    expect(location().search).toBe('?ordering=price');
  });

  it('goes back to page 1 when the sort changes', async () => {
    const api = setupApi();
    const { location } = renderListing('/produse?page=3');
    await screen.findByText('Produs 3.1');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sortează' }), 'Preț crescător');
    expect(location().search).toBe('?ordering=price');
    await waitFor(() => expect(lastProductsCall(api)?.get('ordering')).toBe('price'));
    expect(lastProductsCall(api)?.get('page')).toBe('1');
  });

  it('opens a category at /produse/{slug}, page 1, without the tag, keeping sort, price and stock', async () => {
    setupApi();
    const { location } = renderListing('/produse?tag=bio&page=2&in_stoc=1&ordering=-price');
    const sidebar = screen.getAllByRole('navigation', { name: 'Categorii' })[0]!;
    const link = await within(sidebar).findByRole('link', { name: /Îngrijirea feței/ });
    // The visible words first, then the count spelled out (WCAG 2.5.3, Label in Name).
    expect(link).toHaveTextContent('Îngrijirea feței 34');
    expect(link).toHaveAccessibleName('Îngrijirea feței 34 de produse');
    await userEvent.click(link);
    expect(location().pathname).toBe('/produse/ingrijirea-fetei');
    expect(location().search).toBe('?in_stoc=1&ordering=-price');
    expect(await screen.findByRole('heading', { level: 1, name: 'Îngrijirea feței' })).toBeInTheDocument();
    expect(within(sidebar).getByRole('link', { name: /Îngrijirea feței/ })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('pages with links (numbers, previous and next) that keep the other filters', async () => {
    setupApi({ count: 60 });
    const { location } = renderListing('/produse?ordering=price');
    await screen.findByText('Produs 1.1');
    const pagination = await screen.findByRole('navigation', { name: 'Paginare' });
    // Real URLs, so page 2 can be reached and crawled without JavaScript.
    expect(within(pagination).queryByRole('link', { name: 'Pagina anterioară' })).not.toBeInTheDocument();
    expect(within(pagination).getByRole('link', { name: 'Pagina 2' })).toHaveAttribute(
      'href',
      '/produse?ordering=price&page=2',
    );

    await userEvent.click(within(pagination).getByRole('link', { name: 'Pagina 2' }));
    expect(location().search).toBe('?ordering=price&page=2');
    expect(await screen.findByText('Produs 2.1')).toBeInTheDocument();
    expect(within(pagination).getByRole('link', { name: 'Pagina 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(pagination).getByRole('link', { name: 'Pagina 1' })).toHaveAttribute(
      'href',
      '/produse?ordering=price',
    );

    await userEvent.click(within(pagination).getByRole('link', { name: 'Pagina următoare' }));
    expect(location().search).toBe('?ordering=price&page=3');
    await screen.findByText('Produs 3.1');
    expect(within(pagination).queryByRole('link', { name: 'Pagina următoare' })).not.toBeInTheDocument();
  });

  it('applies a price range on submit, turning a reversed one, from page 1', async () => {
    setupApi();
    const { location } = renderListing('/produse?page=2');
    await screen.findByText('Produs 2.1');
    const sidebar = screen.getByRole('complementary', { name: 'Filtrează produsele' });
    await userEvent.type(within(sidebar).getByRole('spinbutton', { name: 'Minim (lei)' }), '120');
    await userEvent.type(within(sidebar).getByRole('spinbutton', { name: 'Maxim (lei)' }), '45.5');
    await userEvent.click(within(sidebar).getByRole('button', { name: 'Aplică prețul' }));
    expect(location().search).toBe('?pret_min=45.5&pret_max=120');
    expect(within(sidebar).getByRole('spinbutton', { name: 'Minim (lei)' })).toHaveValue(45.5);
  });

  it('filters on stock with a checkbox, from page 1', async () => {
    setupApi();
    const { location } = renderListing('/produse?page=2');
    await screen.findByText('Produs 2.1');
    const sidebar = screen.getByRole('complementary', { name: 'Filtrează produsele' });
    await userEvent.click(within(sidebar).getByRole('checkbox', { name: 'Doar produse în stoc' }));
    expect(location().search).toBe('?in_stoc=1');
  });

  it('resets every filter and returns to /produse', async () => {
    setupApi();
    const { location } = renderListing(
      '/produse/ingrijirea-fetei?tag=bio&pret_min=10&pret_max=50&in_stoc=1&ordering=-price&page=2',
    );
    await userEvent.click(await screen.findByRole('link', { name: 'Resetează filtrele' }));
    expect(location().pathname).toBe('/produse');
    expect(location().search).toBe('');
    expect(await screen.findByRole('heading', { level: 1, name: 'Toate produsele' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Sortează' })).toHaveValue('-created');
    expect(screen.getByRole('checkbox', { name: 'Doar produse în stoc' })).not.toBeChecked();
    expect(screen.getByRole('spinbutton', { name: 'Minim (lei)' })).toHaveValue(null);
  });

  it('waits for changes to settle before asking, so only the last of quick changes is requested', async () => {
    const api = setupApi();
    // A longer delay than the shop's 150 ms, so a slow test machine still clicks within it.
    const { location } = renderListing('/produse', 1000);
    await screen.findByText('Produs 1.1');
    await userEvent.click(screen.getByRole('link', { name: 'bio' }));
    await userEvent.click(screen.getByRole('link', { name: 'vegan' }));
    expect(location().search).toBe('?tag=vegan');
    await waitFor(() => expect(lastProductsCall(api)?.get('tag')).toBe('vegan'), { timeout: 3000 });
    expect(api.callsTo('/api/produse/').map((url) => url.searchParams.get('tag'))).toEqual([null, 'vegan']);
  });

  it('cancels a listing request when a newer one replaces it', async () => {
    const signals = new Map<string, AbortSignal>();
    setupApi({
      products: (url, init) => {
        const tag = url.searchParams.get('tag') ?? 'none';
        if (init?.signal) signals.set(tag, init.signal);
        // The unfiltered list never answers; the tagged one does at once.
        return tag === 'none' ? new Promise(() => {}) : page(productsFor(url, 1), 1);
      },
    });
    renderListing('/produse');
    await userEvent.click(await screen.findByRole('link', { name: 'bio' }));
    expect(await screen.findByText('Produs 1.1')).toBeInTheDocument();
    await waitFor(() => expect(signals.get('none')?.aborted).toBe(true));
    expect(signals.get('bio')?.aborted).toBe(false);
  });
});

describe('shop listing: states', () => {
  it('says when no product matches, with a reset', async () => {
    setupApi({ count: 0 });
    renderListing('/produse?pret_min=9000');
    expect(await screen.findByText('Niciun produs nu corespunde criteriilor selectate.')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Resetează filtrele' }).length).toBeGreaterThan(0);
    expect(screen.queryByRole('navigation', { name: 'Paginare' })).not.toBeInTheDocument();
  });

  it('shows an error with a retry', async () => {
    let fail = true;
    setupApi({
      products: (url) => (fail ? jsonResponse({ detail: 'boom' }, 500) : page(productsFor(url, 1), 1)),
    });
    renderListing('/produse');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Nu am putut încărca produsele.');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Încearcă din nou' }));
    expect(await screen.findByText('Produs 1.1')).toBeInTheDocument();
  });

  it("shows the shop's words for a link it refuses (4xx), with a reset instead of a retry", async () => {
    setupApi({
      products: () =>
        jsonResponse(
          {
            detail: 'Prețul minim nu poate fi mai mare decât prețul maxim.',
            code: 'validation_error',
            pret_min: ['Prețul minim nu poate fi mai mare decât prețul maxim.'],
          },
          400,
        ),
    });
    renderListing('/produse?pret_min=50&pret_max=20');
    expect(
      await screen.findByText('Prețul minim nu poate fi mai mare decât prețul maxim.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Nu putem afișa produsele pentru aceste filtre.')).toBeInTheDocument();
    expect(screen.queryByText(/problemă la server/)).not.toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Resetează filtrele' }).length).toBeGreaterThan(0);
  });

  it('goes back to page 1 when the URL asks for a page past the end', async () => {
    setupApi({
      products: (url) =>
        url.searchParams.get('page') === '9'
          ? jsonResponse({ detail: 'Pagină invalidă.', code: 'pagination.invalid_page' }, 404)
          : page(productsFor(url, 30), 30),
    });
    const { location } = renderListing('/produse?page=9&ordering=name');
    await waitFor(() => expect(location().search).toBe('?ordering=name'));
    expect(await screen.findByText('Produs 1.1')).toBeInTheDocument();
  });

  it('shows the not-found page for an unknown category', async () => {
    mockApi({
      '/api/categorii/': () => page(TREE),
      '/api/produse/': () => page([]),
      '/api/tags/': () => page([]),
    });
    renderListing('/produse/nu-exista');
    expect(await screen.findByRole('heading', { name: 'Pagina nu a fost găsită' })).toBeInTheDocument();
  });
});
