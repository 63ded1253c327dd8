import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { CategoryNode } from '@shop/shared/schemas/catalog';
import { initI18n } from '@/lib/i18n';
import { createQueryClient } from '@/lib/react-query';
import { StockScreen } from './stock-screen';

vi.setConfig({ testTimeout: 20_000 });

beforeAll(async () => {
  await initI18n('ro');
});

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });

function category(id: number, nume: string, subcategorii: CategoryNode[] = []): CategoryNode {
  return {
    id,
    nume,
    nume_en: nume,
    slug: `c-${id}`,
    imagine_principala_url: null,
    parent: null,
    sort_number: null,
    numar_produse: 1,
    subcategorii,
  };
}

function mockApi() {
  const stockCalls: URL[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname === '/api/admin/stock/') {
        stockCalls.push(url);
        return json({ count: 0, next: null, previous: null, results: [] });
      }
      if (url.pathname === '/api/categorii/') {
        const tree = [category(1, 'Dermato-cosmetice', [{ ...category(4, 'Creme'), parent: 1 }])];
        return json({ count: 1, next: null, previous: null, results: tree });
      }
      return json({});
    }),
  );
  return stockCalls;
}

describe('StockScreen', () => {
  it('narrows the list to a category, subcategories indented, and resets', async () => {
    const user = userEvent.setup();
    const stockCalls = mockApi();
    render(
      <QueryClientProvider client={createQueryClient()}>
        {/* The list keeps its filters in the URL. */}
        <MemoryRouter initialEntries={['/admin/stoc']}>
          <StockScreen />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(await screen.findByText('Niciun produs nu corespunde filtrelor.')).toBeInTheDocument();
    const select = screen.getByRole('combobox', { name: 'Categorie' });
    await screen.findByRole('option', { name: /Creme/ });
    expect(screen.getByRole('option', { name: /Creme/ }).textContent).toBe('\u00a0\u00a0Creme');
    await user.selectOptions(select, '4');
    await waitFor(() => expect(stockCalls.at(-1)?.searchParams.get('category')).toBe('4'));
    expect(stockCalls[0]?.searchParams.has('category')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Resetează filtrele' }));
    // Back to the first answer (cached), for every category.
    expect(select).toHaveValue('');
  });
});
