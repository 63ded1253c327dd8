import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminOrderPage } from '@shop/shared/schemas/admin/orders';
import { initI18n, loadTexts } from '@/lib/i18n';
import { createQueryClient } from '@/lib/react-query';
import { OrderList } from './order-list';

vi.setConfig({ testTimeout: 20_000 });

const fetchMock = vi.fn<typeof fetch>();

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

const PAGE: AdminOrderPage = {
  count: 10000,
  count_exact: false,
  next: 'http://shop.test/api/admin/orders/?page=2',
  previous: null,
  results: [
    {
      id: 1042,
      status: 'placed',
      created_at: '2026-11-23T10:00:00.000Z',
      nume: 'Ștefănescu',
      prenume: 'Ioana',
      email: 'ioana@example.ro',
      telefon: '0744999321',
      total: '125.00',
      plata: 'ramburs',
      payment_status: 'unpaid',
      livrare: 'curier',
      user_id: null,
      tags: [],
    },
  ],
};

function Location() {
  const location = useLocation();
  return <output data-testid="location">{location.search}</output>;
}

function renderList(url: string) {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route
            path="/admin/comenzi"
            element={
              <>
                <OrderList />
                <Location />
              </>
            }
          />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** The list's requests (not its tag filter's). */
const requested = () =>
  fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => !url.includes('/orders/tags/'));

beforeAll(async () => {
  await initI18n('ro');
  await loadTexts('ro', ['admin', 'admin_orders']);
});

beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (input) =>
    String(input).includes('/orders/tags/')
      ? json({ results: [{ tag: 'cadou', orders: 3 }] })
      : String(input).includes('/export.csv')
        ? new Response('\uFEFFNr. comandă\r\n', { headers: { 'Content-Type': 'text/csv' } })
        : json(PAGE),
  );
  vi.stubGlobal('fetch', fetchMock);
});

describe('OrderList', () => {
  it('reads its filters from the URL and asks the API for them', async () => {
    renderList('/admin/comenzi?status=placed,shipped&plata=card&ordine=-total&page=2');
    expect(await screen.findByRole('link', { name: 'Deschide comanda nr. 1042' })).toHaveAttribute(
      'href',
      '/admin/comenzi/1042',
    );
    const url = new URL(requested()[0]!, 'http://shop.test');
    expect(url.pathname).toBe('/api/admin/orders/');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      status: 'placed,shipped',
      payment_method: 'card',
      ordering: '-total',
      page: '2',
    });
    expect(screen.getByRole('button', { name: 'Plasată' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('Peste 10.000 de comenzi')).toBeInTheDocument();
    expect(screen.getByText('125,00 lei')).toBeInTheDocument();
  });

  it('keeps a status chip and a sort in the URL, back on the first page', async () => {
    renderList('/admin/comenzi?page=3');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Livrată' }));
    expect(screen.getByTestId('location')).toHaveTextContent('?status=delivered');
    await user.click(screen.getByRole('button', { name: 'Total' }));
    expect(screen.getByTestId('location')).toHaveTextContent('?status=delivered&ordine=total');
  });

  it('jumps to the search with the / key', async () => {
    renderList('/admin/comenzi');
    await screen.findByRole('link', { name: 'Deschide comanda nr. 1042' });
    const user = userEvent.setup();
    await user.keyboard('/');
    expect(screen.getByRole('searchbox', { name: 'Caută comandă' })).toHaveFocus();
  });

  it('filters by tag, shows the tags of each order, and exports the filtered orders as CSV', async () => {
    const saved: string[] = [];
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => undefined }),
    );
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function click(
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    const tagged = { ...PAGE, results: [{ ...PAGE.results[0]!, tags: ['cadou', 'VIP'] }] };
    fetchMock.mockImplementation(async (input) =>
      String(input).includes('/orders/tags/')
        ? json({ results: [{ tag: 'cadou', orders: 3 }] })
        : String(input).includes('/export.csv')
          ? new Response('\uFEFFNr. comandă\r\n', { headers: { 'Content-Type': 'text/csv' } })
          : json(tagged),
    );
    renderList('/admin/comenzi?eticheta=cadou&plata=card');
    const chips = await screen.findByRole('list', { name: 'Etichete' });
    expect(
      within(chips)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['cadou', 'VIP']);
    expect(await screen.findByRole('option', { name: 'cadou' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Etichetă' })).toHaveValue('cadou');
    expect(new URL(requested()[0]!, 'http://shop.test').searchParams.get('tag')).toBe('cadou');

    await userEvent.setup().click(screen.getByRole('button', { name: 'Exportă CSV' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatch(/^comenzi-\d{4}-\d{2}-\d{2}\.csv$/);
    const exported = new URL(
      requested().find((url) => url.includes('export.csv'))!,
      'http://shop.test',
    );
    expect(exported.pathname).toBe('/api/admin/orders/export.csv');
    expect(Object.fromEntries(exported.searchParams)).toMatchObject({ tag: 'cadou', payment_method: 'card' });
    expect(exported.searchParams.has('page')).toBe(false);
  });
});
