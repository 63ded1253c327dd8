import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation, type RouteObject } from 'react-router';
import type { vi } from 'vitest';
import type { Locker, Order } from '@shop/shared/schemas/checkout';
import { createQueryClient } from '@/lib/react-query';
import { withShopSettings } from '@/test-utils/shop-settings';
import type { CartLine } from '@/stores/cart-store';

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

export type Call = { method: string; url: URL; body: unknown; headers: Headers };
type Handler = (call: Call) => Response | Promise<Response> | undefined;

/**
 * A fake API on `fetch`: the first handler that answers wins; CSRF always answers, anything else
 * is a 404. Every call is recorded.
 */
export function serveApi(fetchMock: ReturnType<typeof vi.fn<typeof fetch>>, handler: Handler) {
  const calls: Call[] = [];
  fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://shop.test');
    const call: Call = {
      method: init?.method ?? 'GET',
      url,
      body: init?.body ? (JSON.parse(String(init.body)) as unknown) : undefined,
      headers: new Headers(init?.headers),
    };
    calls.push(call);
    if (url.pathname === '/api/csrf/') return json({ detail: 'ok' });
    return (await handler(call)) ?? json({ detail: 'not found' }, 404);
  });
  return calls;
}

/** Shows where the router went, with the navigation state's order id. */
export function Where() {
  const location = useLocation();
  const state = location.state as { order?: { id?: number } } | null;
  return (
    <p>
      at {`${location.pathname}${location.search}`}
      {state?.order?.id ? ` with order ${state.order.id}` : ''}
    </p>
  );
}

export function renderRoutes(
  routes: RouteObject[],
  initialEntries: (string | { pathname: string; search?: string; state?: unknown })[],
) {
  const queryClient = withShopSettings(createQueryClient());
  const router = createMemoryRouter([...routes, { path: '*', element: <Where /> }], { initialEntries });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { user: userEvent.setup({ delay: null }), router, queryClient };
}

export function renderAt(
  path: string,
  element: ReactNode,
  initial: string | { pathname: string; search?: string; state?: unknown } = path,
) {
  return renderRoutes([{ path, element }], [initial]);
}

export const cartLine = (id: number, overrides: Partial<CartLine> = {}): CartLine => ({
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

export const LOCKERS: Locker[] = [
  {
    id: 'EB-CLJ-0002',
    nume: 'easybox Iulius Mall Cluj',
    adresa: 'Str. Alexandru Vaida Voevod nr. 53B',
    localitate: 'Cluj-Napoca',
    judet: 'Cluj',
    cod_postal: '400436',
    tip: 'locker',
    program: [1, 2, 3, 4, 5, 6, 7].map((zi) => ({ zi, de_la: '10:00', pana_la: '22:00' })),
  },
  {
    id: 'EB-CLJ-0001',
    nume: 'easybox Kaufland Mănăștur',
    adresa: 'Str. Primăverii nr. 1',
    localitate: 'Cluj-Napoca',
    judet: 'Cluj',
    cod_postal: '400522',
    tip: 'locker',
    program: [],
  },
];

export function anOrder(overrides: Partial<Order> = {}): Order {
  return {
    id: 1001,
    nume: 'Popescu',
    prenume: 'Ana',
    email: 'ana@example.ro',
    telefon: '0722123456',
    produse: [
      {
        linie: 501,
        produs: 12,
        titlu: 'Ser cu vitamina C',
        titlu_en: 'Vitamin C serum',
        cantitate: 2,
        pret: '49.90',
        total_linie: '99.80',
      },
      {
        linie: 502,
        produs: 14,
        titlu: 'Apă termală',
        titlu_en: 'Thermal water',
        cantitate: 1,
        pret: '30.00',
        total_linie: '30.00',
      },
    ],
    subtotal: '129.80',
    discount: '0.00',
    shipping_cost: '25.00',
    total: '154.80',
    din_portofel: '0.00',
    tva: '26.87',
    cupon: null,
    reducere_recomandare: false,
    status: 'placed',
    plata: 'ramburs',
    livrare: {
      metoda: 'curier',
      judet: 'Cluj',
      localitate: 'Cluj-Napoca',
      adresa: 'Str. Memorandumului 1',
      cod_postal: '400114',
    },
    facturare: { tip: 'persoana_fizica' },
    observatii: '',
    limba: 'ro',
    created_at: '2026-11-21T09:00:00.000Z',
    expires_at: null,
    paid_at: null,
    payment: { status: 'pending', provider: 'cash' },
    livrare_awb: null,
    ...overrides,
  };
}
