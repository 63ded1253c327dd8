import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProductSummary } from '@shop/shared/schemas/catalog';
import type { Page } from '@shop/shared/schemas/common';
import { initI18n } from '@/lib/i18n';
import { createQueryClient } from '@/lib/react-query';
import { AppProviders } from './providers';
import { createAppRoutes } from './router';

function product(overrides: Partial<ProductSummary>): ProductSummary {
  return {
    id: 1,
    slug: 'produs',
    titlu: 'Produs',
    titlu_en: '',
    sku: null,
    pret: '10.00',
    pret_redus: null,
    stoc: 5,
    imagine_principala: null,
    imagine_principala_url: null,
    img1_url: null,
    img2_url: null,
    img3_url: null,
    categorie: [],
    tags: [],
    rating_mediu: null,
    numar_recenzii: 0,
    created_at: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}

function page(results: ProductSummary[]): Page<ProductSummary> {
  return { count: results.length, next: null, previous: null, results };
}

function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function renderApp(path: string) {
  const queryClient = createQueryClient();
  // Retries would only slow the error-state test down.
  const defaults = queryClient.getDefaultOptions();
  queryClient.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, retry: false } });
  const router = createMemoryRouter(createAppRoutes(queryClient), { initialEntries: [path] });
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

describe('home', () => {
  it('lists the newest products with prices in lei and the old price struck through', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(
        page([
          product({
            id: 2,
            titlu: 'Apă termală 300 ml',
            titlu_en: 'Thermal water 300 ml',
            pret: '59.90',
            pret_redus: '47.92',
            imagine_principala_url: '/media/produse/apa.webp',
            rating_mediu: 4.5,
            numar_recenzii: 3,
          }),
          product({ id: 1, titlu: 'Cremă hidratantă', pret: '1249.00', stoc: 0 }),
        ]),
      ),
    );

    renderApp('/');

    expect(await screen.findByRole('heading', { name: 'Apă termală 300 ml' })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/produse/?per=20&page=1&ordering=-id');

    const [first, second] = screen.getAllByRole('article');
    expect(within(first!).getByText('47,92 lei')).toBeInTheDocument();
    expect(within(first!).getByText('59,90 lei').tagName).toBe('S');
    expect(within(first!).getByText('Reducere 20%')).toBeInTheDocument();
    expect(within(first!).getByText('Evaluare 4,5 din 5, 3 recenzii')).toBeInTheDocument();
    expect(first!.querySelector('img')).toHaveAttribute('src', '/media/produse/apa.webp');
    expect(within(second!).getByText('1.249,00 lei')).toBeInTheDocument();
    expect(within(second!).getByText('Stoc epuizat')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Salvia – Dermato-cosmetice și produse naturale'));
  });

  it('shows skeletons with a status message while loading', async () => {
    fetchMock.mockReturnValue(new Promise(() => {}));
    renderApp('/');
    expect(await screen.findByText('Se încarcă produsele…')).toHaveAttribute('role', 'status');
    expect(screen.getByRole('region', { name: 'Produse noi' })).toHaveAttribute('aria-busy', 'true');
  });

  it('shows an empty state with a next step', async () => {
    fetchMock.mockResolvedValue(jsonResponse(page([])));
    renderApp('/');
    expect(await screen.findByText('Încă nu avem produse aici')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Verifică din nou' })).toBeInTheDocument();
  });

  it('shows an error with a retry that loads the products', async () => {
    let online = false;
    fetchMock.mockImplementation(async () => {
      if (!online) throw new TypeError('Failed to fetch');
      return jsonResponse(page([product({ titlu: 'Ser cu vitamina C' })]));
    });
    renderApp('/');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Nu am putut încărca produsele.');
    expect(alert).toHaveTextContent('Verifică conexiunea la internet');

    online = true;
    await userEvent.click(within(alert).getByRole('button', { name: 'Încearcă din nou' }));
    expect(await screen.findByRole('heading', { name: 'Ser cu vitamina C' })).toBeInTheDocument();
  });

  it('serves the same page under /ro and /en', async () => {
    fetchMock.mockResolvedValue(jsonResponse(page([product({ titlu: 'Loțiune' })])));
    renderApp('/en');
    expect(await screen.findByRole('heading', { name: 'Loțiune' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Salvia, pagina principală' })).toHaveAttribute('href', '/en');
  });
});

describe('not found', () => {
  it.each(['/nu-exista', '/produse', '/ro/cart', '/en/nimic/aici'])(
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
      expect(fetchMock).not.toHaveBeenCalled();
    },
  );
});
