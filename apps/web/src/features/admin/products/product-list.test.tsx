import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { AdminProductRow } from '@shop/shared/schemas/admin/products';
import { initI18n, loadTexts } from '@/lib/i18n';
import { createQueryClient } from '@/lib/react-query';
import { ProductList } from './product-list';

vi.mock('@/lib/toasts', () => ({ showShopToast: vi.fn() }));
vi.setConfig({ testTimeout: 20_000 });

beforeAll(async () => {
  await initI18n('ro');
  await loadTexts('ro', ['admin', 'admin_products']);
});

function row(id: number, overrides: Partial<AdminProductRow> = {}): AdminProductRow {
  return {
    id,
    slug: `produs-${id}`,
    titlu: `Produs ${id}`,
    sku: null,
    pret: '10.00',
    pret_redus: null,
    stoc: 3,
    publicat: true,
    imagine_principala_url: null,
    categorii: [],
    numar_variante: 0,
    updated_at: '2026-11-20T10:00:00.000Z',
    version: 1,
    ...overrides,
  };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** A fetch that answers by path; products by `list`, and keeps every call. */
function mockApi(list: (url: URL) => Response | unknown) {
  const calls: { url: URL; init: RequestInit | undefined }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      calls.push({ url, init });
      if (url.pathname === '/api/admin/products/') {
        const body = list(url);
        return body instanceof Response ? body : json(body);
      }
      if (url.pathname === '/api/admin/products/bulk/') return json({ updated: 1 });
      if (url.pathname === '/api/categorii/') {
        const category = { id: 7, nume: 'Ceaiuri', subcategorii: [] };
        return json({ count: 1, next: null, previous: null, results: [category] });
      }
      if (url.pathname === '/api/tags/') {
        return json({ count: 0, next: null, previous: null, results: [] });
      }
      return json({});
    }),
  );
  return calls;
}

function renderList(path: string) {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  const router = createMemoryRouter(
    [
      { path: '/admin/products', element: <ProductList /> },
      { path: '/admin/products/:id', element: <h1>Editare</h1> },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

describe('ProductList', () => {
  it('asks the API for the state in the URL and marks the sorted column', async () => {
    const calls = mockApi(() => ({ count: 2, next: null, previous: null, results: [row(1), row(2)] }));
    const router = renderList('/admin/products?sort=-price&published=false&q=crema');
    await screen.findByRole('link', { name: 'Produs 1' }, { timeout: 5000 });
    const listCall = calls.find((call) => call.url.pathname === '/api/admin/products/')!;
    expect(Object.fromEntries(listCall.url.searchParams)).toEqual({
      sort: '-price',
      published: 'false',
      q: 'crema',
    });
    expect(screen.getByRole('columnheader', { name: /Preț/ })).toHaveAttribute('aria-sort', 'descending');
    expect(screen.getByRole('searchbox', { name: 'Caută produse' })).toHaveValue('crema');

    await userEvent.click(screen.getByRole('button', { name: /Titlu/ }));
    await waitFor(() => expect(router.state.location.search).toContain('sort=title'));
    expect(screen.getByRole('columnheader', { name: /Titlu/ })).toHaveAttribute('aria-sort', 'ascending');
  });

  it('asks before deleting the selection, then deletes exactly it', async () => {
    const calls = mockApi(() => ({ count: 2, next: null, previous: null, results: [row(1), row(2)] }));
    renderList('/admin/products');
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Selectează Produs 2' }));
    const bar = screen.getByRole('region', { name: '1 produs selectat' });
    await userEvent.click(within(bar).getByRole('button', { name: 'Șterge' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Ștergi un produs?' });
    expect(calls.some((call) => call.url.pathname === '/api/admin/products/bulk/')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Da, șterge' }));
    await waitFor(() =>
      expect(calls.find((call) => call.url.pathname === '/api/admin/products/bulk/')?.init?.body).toBe(
        JSON.stringify({ ids: [2], action: 'delete' }),
      ),
    );
  });

  it.each([
    [
      'adds the category, keeping the others, once confirmed',
      'Adaugă la categoriile lor',
      'Adaugi un produs în „Ceaiuri”?',
      'add_category',
    ],
    [
      'replaces every category only when asked to, once confirmed',
      'Înlocuiește categoriile lor',
      'Muți un produs doar în „Ceaiuri”?',
      'set_category',
    ],
  ])('%s', async (_, mode, question, action) => {
    const calls = mockApi(() => ({ count: 2, next: null, previous: null, results: [row(1), row(2)] }));
    renderList('/admin/products');
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Selectează Produs 2' }));
    const bar = screen.getByRole('region', { name: '1 produs selectat' });
    const category = within(bar).getByRole('combobox', { name: 'Categorie' });
    await within(category).findByRole('option', { name: 'Ceaiuri' });
    await userEvent.selectOptions(category, 'Ceaiuri');
    await userEvent.selectOptions(within(bar).getByRole('combobox', { name: 'Cum' }), mode);
    await userEvent.click(within(bar).getByRole('button', { name: 'Aplică' }));
    const dialog = await screen.findByRole('alertdialog', { name: question });
    expect(calls.some((call) => call.url.pathname === '/api/admin/products/bulk/')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Da, aplică' }));
    await waitFor(() =>
      expect(calls.find((call) => call.url.pathname === '/api/admin/products/bulk/')?.init?.body).toBe(
        JSON.stringify({ ids: [2], action, category_id: 7 }),
      ),
    );
  });

  it('shows the empty state, and the error state with a retry that asks again', async () => {
    mockApi(() => ({ count: 0, next: null, previous: null, results: [] }));
    renderList('/admin/products?q=nimic');
    expect(await screen.findByText('Niciun produs pentru filtrele alese.')).toBeInTheDocument();

    let failures = 1;
    const calls = mockApi(() =>
      failures-- > 0
        ? json({ detail: 'x', code: 'internal_error' }, 500)
        : { count: 1, next: null, previous: null, results: [row(5)] },
    );
    renderList('/admin/products?q=eroare');
    await userEvent.click(await screen.findByRole('button', { name: 'Încearcă din nou' }));
    expect(await screen.findByRole('link', { name: 'Produs 5' })).toBeInTheDocument();
    expect(calls.filter((call) => call.url.pathname === '/api/admin/products/').length).toBeGreaterThan(1);
  });
});
