import { QueryClientProvider } from '@tanstack/react-query';
import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProductSummary } from '@shop/shared/schemas/catalog';
import { initI18n } from '@/lib/i18n';
import { createQueryClient } from '@/lib/react-query';
import { SearchBox } from './search-box';

function product(id: number, overrides: Partial<ProductSummary> = {}): ProductSummary {
  return {
    id,
    slug: `produs-${id}`,
    titlu: `Apă termală ${id}`,
    titlu_en: `Thermal water ${id}`,
    sku: null,
    pret: '49.90',
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
    ...overrides,
  };
}

function jsonResponse(body: unknown): Response {
  return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
}

function Location() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

function renderBox(path = '/') {
  const client = createQueryClient();
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            <SearchBox />
            <Location />
          </>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return screen.getByRole('combobox', { name: 'Caută produse' });
}

const location = () => screen.getByTestId('location').textContent;
const fetchMock = vi.fn<typeof fetch>();

// The panel loads its code on first use; on a busy machine that can take a few seconds.
configure({ asyncUtilTimeout: 5_000 });
vi.setConfig({ testTimeout: 20_000 });

beforeAll(async () => {
  await initI18n('ro');
});

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

describe('SearchBox (contract §2 search panel)', () => {
  it('shows the placeholder, the prompt to type, popular searches and tips on focus', async () => {
    const input = renderBox();
    expect(input).toHaveAttribute('placeholder', 'Care este nevoia de îngrijire a pielii tale astăzi?');
    await userEvent.click(input);
    expect(
      await screen.findByText('Începe să tastezi pentru a vedea produsele sugerate.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'apă termală' })).toHaveAttribute(
      'href',
      '/search?searchText=ap%C4%83+termal%C4%83',
    );
    expect(screen.getByRole('heading', { name: 'Sfaturi rapide' })).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('suggests up to 8 products after a pause, with image fallback and the discounted price', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse({
        count: 2,
        next: null,
        previous: null,
        results: [product(1, { pret: '59.90', pret_redus: '47.92' }), product(2)],
      }),
    );
    const input = renderBox();
    await userEvent.type(input, 'apa termla');

    const listbox = await screen.findByRole('listbox', {}, { timeout: 2_000 });
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(input).toHaveAttribute('aria-controls', listbox.id);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/produse/?q=apa+termla&limit=8');
    const [first] = within(listbox).getAllByRole('option');
    expect(first).toHaveTextContent('Apă termală 1');
    expect(within(first!).getByText('47,92 lei')).toBeInTheDocument();
    expect(within(first!).getByText('59,90 lei').closest('s')).not.toBeNull();
  });

  it('moves through the suggestions with the arrows and opens the highlighted one with Enter', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse({ count: 2, next: null, previous: null, results: [product(1), product(2)] }),
    );
    const input = renderBox('/en/despre-noi');
    await userEvent.type(input, 'apa');
    const options = await screen.findAllByRole('option', {}, { timeout: 2_000 });

    await userEvent.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', options[0]!.id);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', options[0]!.id);
    await userEvent.keyboard('{ArrowUp}');
    expect(input).toHaveAttribute('aria-activedescendant', options[1]!.id);

    await userEvent.keyboard('{Enter}');
    expect(location()).toBe('/en/produs/produs-2');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('searches with Enter when nothing is highlighted, and an empty query goes to /search', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ count: 0, next: null, previous: null, results: [] }));
    const input = renderBox();
    await userEvent.type(input, '  ser   vitamina{Enter}');
    expect(location()).toBe('/search?searchText=ser+vitamina');

    await userEvent.clear(input);
    await userEvent.type(input, '   {Enter}');
    expect(location()).toBe('/search');
  });

  it('closes the panel with Escape', async () => {
    const input = renderBox();
    await userEvent.click(input);
    expect(await screen.findByText('Căutări populare')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByText('Căutări populare')).not.toBeInTheDocument();
    expect(input).toHaveFocus();
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('cancels an older suggestion request when a newer one starts', async () => {
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise((resolve, reject) => {
          const signal = init?.signal;
          signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
          if (String(_url).includes('q=ser+c')) {
            resolve(jsonResponse({ count: 1, next: null, previous: null, results: [product(7)] }));
          }
        }),
    );
    const input = renderBox();
    await userEvent.type(input, 'ser');
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1), { timeout: 2_000 });
    await userEvent.type(input, ' c');
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2), { timeout: 2_000 });
    expect(fetchMock.mock.calls[0]?.[1]?.signal?.aborted).toBe(true);
    expect(await screen.findByRole('option', { name: /Apă termală 7/ })).toBeInTheDocument();
  });
});
