import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProductSummary } from '@shop/shared/schemas/catalog';
import { initI18n, loadTexts } from '@/lib/i18n';
import { createQueryClient } from '@/lib/react-query';
import { useAuthStore } from '@/stores/auth-store';
import { useGuestFavouritesStore } from '@/stores/favourites-store';
import { FavouritesRoute } from './favourites';

const fetchMock = vi.fn<typeof fetch>();

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

const product = (id: number): ProductSummary => ({
  id,
  slug: `produs-${id}`,
  titlu: `Produs ${id}`,
  titlu_en: `Product ${id}`,
  sku: null,
  pret: '50.00',
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
  pret_minim_30_zile: null,
  cantitate_neta: null,
  unitate: null,
  are_variante: false,
});

function renderFavourites() {
  const queryClient = createQueryClient();
  const defaults = queryClient.getDefaultOptions();
  queryClient.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, retry: false } });
  const router = createMemoryRouter([{ path: '/favorite', element: <FavouritesRoute /> }], {
    initialEntries: ['/favorite'],
  });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return userEvent.setup({ delay: null });
}

beforeAll(async () => {
  await initI18n('ro');
  await loadTexts('ro', ['favourites', 'account']);
});

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(console, 'error').mockImplementation(() => {});
  useAuthStore.setState({ token: null, isAdmin: false });
  useGuestFavouritesStore.setState({ ids: [] });
});

// Whole forms typed into on a shared, busy machine: more than the default 5 s of slack.
describe('favourites page', { timeout: 15_000 }, () => {
  it('shows the empty state to a guest without favourites, with a way on', () => {
    renderFavourites();
    expect(screen.getByText('Nu ai încă produse favorite')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Vezi produsele' })).toHaveAttribute('href', '/produse');
    expect(screen.getByRole('link', { name: 'Intră în cont' })).toHaveAttribute(
      'href',
      '/login?next=/favorite',
    );
    // Contract §2: the toast after a review leads to /favorite#reviews.
    const reviews = screen.getByRole('region', { name: 'Recenziile tale' });
    expect(reviews).toHaveAttribute('id', 'reviews');
    expect(
      within(reviews).getByRole('link', { name: 'Intră în cont ca să-ți vezi recenziile' }),
    ).toHaveAttribute('href', '/login?next=/favorite%23reviews');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("lists a guest's favourites by id, newest first, and removes one at once", async () => {
    useGuestFavouritesStore.setState({ ids: [3, 8] });
    fetchMock.mockImplementation(async () =>
      json({ count: 2, next: null, previous: null, results: [product(3), product(8)] }),
    );
    const user = renderFavourites();

    const list = screen.getByRole('region', { name: 'Produse favorite' });
    const titles = await within(list).findAllByRole('heading', { level: 2 });
    expect(titles.map((title) => title.textContent)).toEqual(['Produs 8', 'Produs 3']);
    expect(String(fetchMock.mock.calls[0]![0])).toBe('/api/produse/?ids=3%2C8&per=100');

    await user.click(screen.getByRole('button', { name: 'Elimină din favorite: Produs 8' }));
    expect(useGuestFavouritesStore.getState().ids).toEqual([3]);
    expect(screen.queryByText('Produs 8')).not.toBeInTheDocument();
    expect(screen.getByText('Produs 3')).toBeInTheDocument();
    // The answer for both already holds the one left: no new request for the products (the cards'
    // automatic discounts are asked for apart, decision 062).
    const productCalls = fetchMock.mock.calls.filter(([input]) => String(input).startsWith('/api/produse/'));
    expect(productCalls).toHaveLength(1);
  });

  it("shows a signed-in customer's server list", async () => {
    useAuthStore.setState({ token: 'tok' });
    fetchMock.mockImplementation(async (input) =>
      String(input).startsWith('/api/account/reviews/')
        ? json({
            results: [
              {
                id: 7,
                produs: { id: 5, slug: 'produs-5', titlu: 'Produs 5', titlu_en: '' },
                rating: 4,
                comentariu: 'Foarte bun.',
                aprobata: false,
                stare: 'pending',
                cumparare_verificata: true,
                raspuns: '',
                data_creare: '2025-02-02T00:00:00.000Z',
              },
            ],
          })
        : json({
            count: 1,
            next: null,
            previous: null,
            results: [{ id: 40, produs: product(5), created_at: '2025-02-01T00:00:00.000Z' }],
          }),
    );
    renderFavourites();
    const list = screen.getByRole('region', { name: 'Produse favorite' });
    expect(await within(list).findByText('Produs 5')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Intră în cont' })).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([input]) => String(input))).toContain('/api/favorite/?per=100');
    // The customer's reviews, the one just sent waiting for approval.
    const reviews = await screen.findByRole('region', { name: 'Recenziile mele' });
    expect(reviews).toHaveAttribute('id', 'reviews');
    expect(await within(reviews).findByText('Foarte bun.')).toBeInTheDocument();
    expect(within(reviews).getByText('Cumpărare verificată')).toBeInTheDocument();
  });

  it('offers a retry when the list cannot be loaded', async () => {
    useGuestFavouritesStore.setState({ ids: [3] });
    fetchMock.mockImplementation(async () => json({ detail: 'boom' }, 500));
    const user = renderFavourites();
    expect(await screen.findByText('Nu am putut încărca favoritele.')).toBeInTheDocument();

    fetchMock.mockImplementation(async () =>
      json({ count: 1, next: null, previous: null, results: [product(3)] }),
    );
    await user.click(screen.getByRole('button', { name: 'Încearcă din nou' }));
    await waitFor(() => expect(screen.getByText('Produs 3')).toBeInTheDocument());
  });
});
