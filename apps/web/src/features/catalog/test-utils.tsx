import { QueryClientProvider } from '@tanstack/react-query';
import { configure, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { vi } from 'vitest';
import type { CategoryNode, ProductDetail, ProductSummary } from '@shop/shared/schemas/catalog';
import type { Page } from '@shop/shared/schemas/common';
import { createQueryClient } from '@/lib/react-query';
import { withShopSettings } from '@/test-utils/shop-settings';

// Two shared cores, often busy with other test runs: give the screens time to settle.
configure({ asyncUtilTimeout: 4000 });

export function makeProduct(overrides: Partial<ProductSummary> = {}): ProductSummary {
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
    pret_minim_30_zile: null,
    cantitate_neta: null,
    unitate: null,
    are_variante: false,
    ...overrides,
  };
}

export function makeDetail(overrides: Partial<ProductDetail> = {}): ProductDetail {
  return {
    ...makeProduct(),
    descriere: '<p>Descriere</p>',
    descriere_en: '',
    informatii_suplimentare: '',
    informatii_suplimentare_en: '',
    meta_titlu: '',
    meta_titlu_en: '',
    meta_descriere: '',
    nota: '',
    nota_en: '',
    meta_descriere_en: '',
    cota_tva: 21,
    imagini_alt: [],
    imagini_alt_en: [],
    recenzii: [],
    optiuni: [],
    variante: [],
    ...overrides,
  };
}

export function makeCategory(overrides: Partial<CategoryNode> = {}): CategoryNode {
  return {
    id: 1,
    nume: 'Categorie',
    nume_en: 'Category',
    slug: 'categorie',
    imagine_principala_url: null,
    parent: null,
    sort_number: 1,
    numar_produse: 0,
    subcategorii: [],
    ...overrides,
  };
}

export function page<T>(results: T[], count = results.length): Page<T> {
  return { count, next: null, previous: null, results };
}

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

type Handler = (url: URL, init: RequestInit | undefined) => unknown;

/**
 * A fetch that answers by path (`/api/produse/`), so each test states the API it expects; calls
 * are kept for assertions. A handler may return a Response for errors.
 */
export function mockApi(handlers: Record<string, Handler>) {
  const calls: URL[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    calls.push(url);
    const handler = handlers[url.pathname];
    if (!handler) return jsonResponse({ detail: 'Not found', code: 'test.unhandled' }, 404);
    const body = await handler(url, init);
    return body instanceof Response ? body : jsonResponse(body);
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    /** The calls to one path, e.g. `/api/produse/`. */
    callsTo: (pathname: string) => calls.filter((url) => url.pathname === pathname),
  };
}

export function renderRoutes(routes: RouteObject[], path: string) {
  const queryClient = withShopSettings(createQueryClient());
  const defaults = queryClient.getDefaultOptions();
  queryClient.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, retry: false } });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient };
}
