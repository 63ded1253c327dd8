import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProductSummary } from '@shop/shared/schemas/catalog';
import { initI18n } from '@/lib/i18n';
import { createQueryClient } from '@/lib/react-query';
import { useCartStore, type CartLine } from '@/stores/cart-store';
import { DEMO_SHOP_SETTINGS } from '@/test-utils/shop-settings';
import { CartPage } from './cart-page';

const fetchMock = vi.fn<typeof fetch>();

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

const line = (id: number, overrides: Partial<CartLine> = {}): CartLine => ({
  id,
  slug: `produs-${id}`,
  titlu: `Produs ${id}`,
  titlu_en: `Product ${id}`,
  pret: '50.00',
  pret_redus: null,
  stoc: 10,
  imagine_principala_url: null,
  cantitate: 1,
  ...overrides,
});

const asProduct = (
  { cantitate: _q, ...rest }: CartLine,
  overrides: Partial<ProductSummary> = {},
): ProductSummary => ({
  sku: null,
  imagine_principala: null,
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
  ...rest,
  ...overrides,
});

/** The shop answers `?ids=` with the given products (all of them when none are given). */
function serveProducts(products: ProductSummary[]) {
  fetchMock.mockImplementation(async (input) => {
    const url = new URL(String(input), 'http://shop.test');
    if (url.pathname === '/api/produse/') {
      const ids = (url.searchParams.get('ids') ?? '').split(',').map(Number);
      const results = products.filter((product) => ids.includes(product.id));
      return json({ count: results.length, next: null, previous: null, results });
    }
    return json({ detail: 'not found' }, 404);
  });
}

function renderCart() {
  const queryClient = createQueryClient();
  const router = createMemoryRouter([{ path: '/cart', element: <CartPage shop={DEMO_SHOP_SETTINGS} /> }], {
    initialEntries: ['/cart'],
  });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return userEvent.setup({ delay: null });
}

function summary() {
  return within(screen.getByRole('region', { name: 'Sumarul comenzii' }));
}

function figure(term: string) {
  return summary().getByText(term).nextElementSibling?.textContent;
}

beforeAll(async () => {
  await initI18n('ro');
});

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(console, 'error').mockImplementation(() => {});
  useCartStore.setState({ items: [], coupon: null });
});

// Whole forms typed into on a shared, busy machine: more than the default 5 s of slack.
describe('cart page', { timeout: 15_000 }, () => {
  it('shows the empty state with a way to the products', () => {
    renderCart();
    expect(screen.getByText('Coșul tău este gol')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Vezi produsele' })).toHaveAttribute('href', '/produse');
  });

  it('charges 25 lei delivery below 200 lei and says how much is missing', async () => {
    const items = [line(1, { pret: '60.00', pret_redus: '49.90', cantitate: 2 }), line(2, { pret: '30.00' })];
    useCartStore.setState({ items });
    serveProducts(items.map((item) => asProduct(item)));
    renderCart();

    expect(figure('Subtotal')).toBe('129,80 lei');
    expect(figure('Livrare')).toBe('25,00 lei');
    expect(figure('Total')).toBe('154,80 lei');
    expect(
      summary().getByText('Mai adaugă produse de 70,20 lei pentru livrare gratuită'),
    ).toBeInTheDocument();
    expect(summary().getByRole('progressbar', { name: 'Progres către livrarea gratuită' })).toHaveAttribute(
      'aria-valuenow',
      '65',
    );
    // The discounted unit price, the old one struck through, the line total.
    const first = screen.getAllByRole('listitem')[0]!;
    expect(within(first).getByText('49,90 lei')).toBeInTheDocument();
    expect(within(first).getByText('60,00 lei').tagName).toBe('S');
    expect(within(first).getByText('99,80 lei')).toBeInTheDocument();
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
  });

  it('makes delivery free from 200 lei', async () => {
    const items = [line(1, { pret: '100.00', cantitate: 2 })];
    useCartStore.setState({ items });
    serveProducts(items.map((item) => asProduct(item)));
    renderCart();

    expect(figure('Subtotal')).toBe('200,00 lei');
    expect(figure('Livrare')).toBe('Gratuit');
    expect(figure('Total')).toBe('200,00 lei');
    expect(summary().getByText('Ai livrare gratuită!')).toBeInTheDocument();
  });

  it('changes quantities within the stock and removes lines', async () => {
    const items = [line(1, { stoc: 3, cantitate: 2 }), line(2)];
    useCartStore.setState({ items });
    serveProducts(items.map((item) => asProduct(item)));
    const user = renderCart();

    await user.click(screen.getByRole('button', { name: 'Crește cantitatea pentru Produs 1' }));
    expect(screen.getByRole('spinbutton', { name: 'Cantitate pentru Produs 1' })).toHaveValue(3);
    expect(screen.getByText('Doar 3 în stoc')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Crește cantitatea pentru Produs 1' }));
    expect(useCartStore.getState().items[0]!.cantitate).toBe(3);

    const decrease = screen.getByRole('button', { name: 'Scade cantitatea pentru Produs 2' });
    expect(decrease).toHaveAttribute('aria-disabled', 'true');
    await user.click(decrease);
    expect(useCartStore.getState().items[1]!.cantitate).toBe(1);

    await user.click(screen.getByRole('button', { name: 'Elimină Produs 2 din coș' }));
    expect(useCartStore.getState().items.map((item) => item.id)).toEqual([1]);
    expect(screen.queryByText('Produs 2')).not.toBeInTheDocument();
  });

  it('stops a line at what an order accepts when the stock is larger', async () => {
    const items = [line(1, { stoc: 115, cantitate: 98 })];
    useCartStore.setState({ items });
    serveProducts(items.map((item) => asProduct(item)));
    const user = renderCart();

    const increase = screen.getByRole('button', { name: 'Crește cantitatea pentru Produs 1' });
    await user.click(increase);
    expect(useCartStore.getState().items[0]!.cantitate).toBe(99);
    expect(increase).toHaveAttribute('aria-disabled', 'true');
    await user.click(increase);
    expect(useCartStore.getState().items[0]!.cantitate).toBe(99);

    const quantity = screen.getByRole('spinbutton', { name: 'Cantitate pentru Produs 1' });
    await user.clear(quantity);
    await user.type(quantity, '110{Enter}');
    expect(quantity).toHaveValue(99);
    expect(useCartStore.getState().items[0]!.cantitate).toBe(99);
  });

  it('follows the current price and stock, and flags products that are gone or sold out', async () => {
    const items = [line(1, { cantitate: 5 }), line(2, { pret: '80.00' }), line(3)];
    useCartStore.setState({ items });
    serveProducts([asProduct(items[0]!, { pret: '40.00', stoc: 2 }), asProduct(items[2]!, { stoc: 0 })]);
    renderCart();

    expect(await screen.findByText('Produsul nu mai este disponibil.')).toBeInTheDocument();
    expect(screen.getByText('Stoc epuizat')).toBeInTheDocument();
    // The quantity follows the lower stock, and the note says how many are left.
    await waitFor(() => expect(useCartStore.getState().items[0]!.cantitate).toBe(2));
    expect(screen.getByText('Doar 2 în stoc')).toBeInTheDocument();
    expect(figure('Subtotal')).toBe('80,00 lei');
    expect(summary().getByText('Produsele indisponibile nu sunt incluse în total.')).toBeInTheDocument();
  });

  it('empties the cart after a confirmation', async () => {
    useCartStore.setState({
      items: [line(1), line(2)],
      coupon: { code: 'VARA10', discount_type: 'percent', value: '10' },
    });
    serveProducts([]);
    const user = renderCart();

    await user.click(screen.getByRole('button', { name: 'Golește coșul' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Golești coșul?' });
    expect(within(dialog).getByRole('button', { name: 'Renunță' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Renunță' }));
    expect(useCartStore.getState().items).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Golește coșul' }));
    await user.click(screen.getByRole('button', { name: 'Da, golește coșul' }));
    expect(useCartStore.getState()).toMatchObject({ items: [], coupon: null });
    expect(screen.getByText('Coșul tău este gol')).toBeInTheDocument();
  });
  it("shows the server's figures: each line's automatic discount, its Omnibus reference and the totals", async () => {
    const items = [line(1, { pret: '80.00', cantitate: 2 }), line(2, { pret: '30.00' })];
    useCartStore.setState({ items });
    const sent: unknown[] = [];
    fetchMock.mockImplementation(async (input, init) => {
      const url = new URL(String(input), 'http://shop.test');
      if (url.pathname === '/api/produse/') {
        const results = items.map((item) => asProduct(item));
        return json({ count: results.length, next: null, previous: null, results });
      }
      if (url.pathname === '/api/cos/pret/') {
        sent.push(JSON.parse(String(init?.body)));
        return json({
          produse: [
            {
              produs: 1,
              cantitate: 2,
              pret: '80.00',
              total_linie: '160.00',
              reducere_automata: { id: 4, nume: 'Toamna -25%', nume_en: 'Autumn', suma: '40.00' },
              reducere_cupon: '0.00',
              reducere: '40.00',
              total_net: '120.00',
              pret_minim_30_zile: '75.00',
            },
            {
              produs: 2,
              cantitate: 1,
              pret: '30.00',
              total_linie: '30.00',
              reducere_automata: null,
              reducere_cupon: '0.00',
              reducere: '0.00',
              total_net: '30.00',
              pret_minim_30_zile: null,
            },
          ],
          indisponibile: [],
          subtotal: '190.00',
          reducere_automata: '40.00',
          reducere_cupon: '0.00',
          reducere: '40.00',
          transport: '25.00',
          total: '175.00',
          cupon: null,
        });
      }
      return json({ detail: 'not found' }, 404);
    });
    renderCart();

    // The local estimate knows no automatic discount; the server's answer replaces it.
    await waitFor(() => expect(figure('Reduceri automate')).toBe('−40,00 lei'));
    expect(figure('Subtotal')).toBe('190,00 lei');
    expect(figure('Livrare')).toBe('25,00 lei');
    expect(figure('Total')).toBe('175,00 lei');
    const first = screen.getAllByRole('listitem')[0]!;
    expect(within(first).getByText('Toamna -25%: −40,00 lei')).toBeInTheDocument();
    expect(within(first).getByText('Preț minim în ultimele 30 de zile: 75,00 lei')).toBeInTheDocument();
    expect(within(first).getByText('120,00 lei')).toBeInTheDocument();
    expect(sent[0]).toEqual({
      produse: [
        { produs: 1, cantitate: 2 },
        { produs: 2, cantitate: 1 },
      ],
      cupon: null,
    });
  });

  it('says why a coupon does not count for this cart', async () => {
    const items = [line(1)];
    useCartStore.setState({ items, coupon: { code: 'DOAR3', discount_type: 'percent', value: '10' } });
    fetchMock.mockImplementation(async (input) => {
      const url = new URL(String(input), 'http://shop.test');
      if (url.pathname === '/api/cos/pret/') {
        return json({
          produse: [
            {
              produs: 1,
              cantitate: 1,
              pret: '50.00',
              total_linie: '50.00',
              reducere_automata: null,
              reducere_cupon: '0.00',
              reducere: '0.00',
              total_net: '50.00',
              pret_minim_30_zile: null,
            },
          ],
          indisponibile: [],
          subtotal: '50.00',
          reducere_automata: '0.00',
          reducere_cupon: '0.00',
          reducere: '0.00',
          transport: '25.00',
          total: '75.00',
          cupon: {
            cod: 'DOAR3',
            aplicat: false,
            motiv: 'min_quantity',
            mesaj: 'Cuponul DOAR3 se aplică de la 3 produse eligibile în coș.',
            transport_gratuit: false,
          },
        });
      }
      return json({ count: 1, next: null, previous: null, results: items.map((item) => asProduct(item)) });
    });
    renderCart();
    expect(
      await summary().findByText(
        'Cuponul nu se aplică: Cuponul DOAR3 se aplică de la 3 produse eligibile în coș.',
      ),
    ).toBeInTheDocument();
    expect(figure('Total')).toBe('75,00 lei');
  });
});
