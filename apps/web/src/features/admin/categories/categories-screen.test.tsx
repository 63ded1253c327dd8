import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { AdminCategory } from '@shop/shared/schemas/admin/categories';
import { initI18n } from '@/lib/i18n';
import { createQueryClient } from '@/lib/react-query';
import { CategoriesScreen } from './categories-screen';

vi.mock('@/lib/toasts', () => ({ showShopToast: vi.fn() }));
vi.setConfig({ testTimeout: 20_000 });

beforeAll(async () => {
  await initI18n('ro');
  document.cookie = 'csrftoken=test';
});

function category(id: number, nume: string, overrides: Partial<AdminCategory> = {}): AdminCategory {
  return {
    id,
    parent_id: null,
    sort_number: null,
    nume,
    nume_en: `${nume} EN`,
    slug: `c-${id}`,
    imagine: null,
    imagine_url: null,
    numar_produse: 0,
    numar_produse_total: 0,
    ...overrides,
  };
}

const LIST = [
  category(1, 'Îngrijirea feței', { sort_number: 10, numar_produse: 2, numar_produse_total: 5 }),
  category(2, 'Creme', { parent_id: 1, sort_number: 10, numar_produse: 3, numar_produse_total: 3 }),
  category(3, 'Seruri', { parent_id: 1, sort_number: 20 }),
  category(4, 'Alimente', { sort_number: 20 }),
];

const json = (body: unknown, status = 200) =>
  new Response(status === 204 ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

function mockApi(list: AdminCategory[] | 'fail' = LIST) {
  const calls: { method: string; url: URL; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const method = init?.method ?? 'GET';
      calls.push({ method, url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      if (list === 'fail') return json({ detail: 'Eroare', code: 'server_error' }, 500);
      if (url.pathname === '/api/admin/categories/' && method === 'GET') return json({ results: list });
      if (url.pathname === '/api/admin/categories/reorder/') return json({ results: list });
      if (method === 'DELETE') return json(null, 204);
      return json({});
    }),
  );
  return calls;
}

function renderScreen() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <CategoriesScreen />
    </QueryClientProvider>,
  );
}

describe('CategoriesScreen', () => {
  it('shows the tree: subcategories nested under their parent, with their product counts', async () => {
    mockApi();
    renderScreen();
    const face = (await screen.findByText('Îngrijirea feței')).closest('li')!;
    expect(within(face).getByText('Creme')).toBeInTheDocument();
    expect(within(face).getByText('Seruri')).toBeInTheDocument();
    expect(within(face).getByText(/2 produse · 5 cu subcategoriile/)).toBeInTheDocument();
    const food = screen.getByText('Alimente').closest('li')!;
    expect(within(food).queryByText('Creme')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mută Creme' })).toBeInTheDocument();
  });

  it('saves a sort number typed by keyboard, for that category alone', async () => {
    const user = userEvent.setup();
    const calls = mockApi();
    renderScreen();
    const input = await screen.findByRole('spinbutton', { name: 'Ordine pentru Seruri' });
    await user.clear(input);
    await user.type(input, '5{Enter}');
    await waitFor(() =>
      expect(calls.find((call) => call.url.pathname.endsWith('/reorder/'))?.body).toEqual({
        items: [{ id: 3, parent_id: 1, sort_number: 5 }],
      }),
    );
  });

  it('asks where the products go before deleting a category that has some', async () => {
    const user = userEvent.setup();
    const calls = mockApi();
    renderScreen();
    await user.click(await screen.findByRole('button', { name: 'Șterge Creme' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Ștergi categoria „Creme”?' });
    expect(within(dialog).getByText('Are 3 produse. Alege unde le muți:')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Șterge' }));
    expect(within(dialog).getByText('Alege categoria în care se mută produsele.')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    const destination = within(dialog).getByRole('combobox', { name: 'Mută produsele în' });
    expect(within(destination).queryByRole('option', { name: /Creme/ })).not.toBeInTheDocument();
    await user.selectOptions(destination, '3');
    await user.click(within(dialog).getByRole('button', { name: 'Șterge' }));
    await waitFor(() => {
      const removal = calls.find((call) => call.method === 'DELETE');
      expect(removal?.url.pathname).toBe('/api/admin/categories/2/');
      expect(removal?.url.searchParams.get('move_products_to')).toBe('3');
    });
  });

  it('deletes an empty category with a plain confirmation', async () => {
    const user = userEvent.setup();
    const calls = mockApi();
    renderScreen();
    await user.click(await screen.findByRole('button', { name: 'Șterge Alimente' }));
    const dialog = screen.getByRole('alertdialog');
    expect(within(dialog).queryByRole('combobox')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Șterge' }));
    await waitFor(() => {
      const removal = calls.find((call) => call.method === 'DELETE');
      expect(removal?.url.pathname).toBe('/api/admin/categories/4/');
      expect(removal?.url.searchParams.has('move_products_to')).toBe(false);
    });
  });

  it('offers as parents only categories outside the edited one and not too deep', async () => {
    const user = userEvent.setup();
    mockApi();
    renderScreen();
    await user.click(await screen.findByRole('button', { name: 'Editează Îngrijirea feței' }));
    const dialog = screen.getByRole('dialog', { name: 'Editează „Îngrijirea feței”' });
    const parent = within(dialog).getByRole('combobox', { name: 'Categorie părinte' });
    const options = within(parent)
      .getAllByRole('option')
      .map((option) => option.textContent?.trim());
    // Its own subtree is excluded, and a parent must leave its subcategories within three levels.
    expect(options).toEqual(['Niciuna (categorie principală)', 'Alimente']);
    expect(within(dialog).getByRole('textbox', { name: 'Nume (română)' })).toHaveValue('Îngrijirea feței');
  });

  it('shows the load error with a retry', async () => {
    mockApi('fail');
    renderScreen();
    // After the client's retries of a 5xx.
    expect(await screen.findByRole('alert', {}, { timeout: 15_000 })).toHaveTextContent(
      'Nu am putut încărca datele.',
    );
    expect(screen.getByRole('button', { name: 'Încearcă din nou' })).toBeInTheDocument();
  });
});
