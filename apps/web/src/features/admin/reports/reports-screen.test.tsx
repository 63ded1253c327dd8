import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type {
  AbandonedCheckoutsReport,
  BestSellersReport,
  SalesReport,
} from '@shop/shared/schemas/admin/reports';
import { initI18n, loadTexts, setLanguage } from '@/lib/i18n';
import { createQueryClient } from '@/lib/react-query';
import { ReportsScreen } from './reports-screen';

vi.setConfig({ testTimeout: 20_000 });

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const period = (from: string, to: string, orders: number): SalesReport['periods'][number] => ({
  from,
  to,
  orders,
  revenue: (orders * 100).toFixed(2),
  shipping: '0.00',
  average_order: orders ? '100.00' : '0.00',
  refunds: '0.00',
  refund_count: 0,
});

const SALES: SalesReport = {
  from: '2026-11-01',
  to: '2026-11-02',
  group: 'day',
  periods: [period('2026-11-01', '2026-11-01', 2), period('2026-11-02', '2026-11-02', 0)],
  totals: period('2026-11-01', '2026-11-02', 2),
};

const BEST: BestSellersReport = {
  from: '2026-11-01',
  to: '2026-11-02',
  sort: 'units',
  category: null,
  count: 2,
  products: [
    { product_id: 7, title: 'Cremă hidratantă', units: 3, revenue: '149.70', orders: 2 },
    { product_id: null, title: 'Ser retras', units: 1, revenue: '20.00', orders: 1 },
  ],
  categories: [],
};

async function renderAt(url: string, answer: (path: string) => Response) {
  await loadTexts('ro', ['admin', 'admin_reports']);
  await setLanguage('ro');
  const fetch = vi.fn(async (input: RequestInfo | URL) =>
    answer(new URL(String(input), 'http://x').pathname),
  );
  vi.stubGlobal('fetch', fetch);
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[url]}>
        <ReportsScreen />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return fetch;
}

beforeAll(async () => {
  await initI18n('ro');
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the reports screen', () => {
  it('shows the sales of the range from the URL, every period and the total', async () => {
    const fetch = await renderAt('/admin/rapoarte?de_la=2026-11-01&pana_la=2026-11-02', () => json(SALES));
    const table = await screen.findByRole('table', { name: 'Vânzări' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(4);
    expect(rows[3]).toHaveTextContent('Total');
    expect(rows[3]).toHaveTextContent('200,00 lei');
    expect(String(fetch.mock.calls[0]![0])).toContain('from=2026-11-01&to=2026-11-02&group=day');
  });

  it('refuses a reversed range on the screen without asking the server', async () => {
    const fetch = await renderAt('/admin/rapoarte?de_la=2026-11-05&pana_la=2026-11-01', () => json(SALES));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Data de sfârșit este înaintea celei de început.',
    );
    expect(fetch).not.toHaveBeenCalled();
  });

  it('names a deleted product among the best sellers and marks the report open', async () => {
    await renderAt('/admin/rapoarte?raport=best-sellers', () => json(BEST));
    const table = await screen.findByRole('table', { name: 'Cele mai vândute' });
    expect(within(table).getByRole('link', { name: 'Cremă hidratantă' })).toHaveAttribute(
      'href',
      '/admin/products/7',
    );
    expect(within(table).getByText('Ser retras (șters)')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cele mai vândute' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows the empty state and the load error with a retry', async () => {
    await renderAt('/admin/rapoarte?raport=coupons', () =>
      json({
        from: '2026-11-01',
        to: '2026-11-02',
        coupons: [],
        totals: { uses: 0, discount: '0.00', revenue: '0.00' },
      }),
    );
    expect(await screen.findByText('Niciun cupon folosit în acest interval.')).toBeInTheDocument();
    vi.unstubAllGlobals();
    await renderAt('/admin/rapoarte?raport=slow-movers', () => json({ detail: 'x', code: 'x' }, 500));
    expect(
      await screen.findByRole('button', { name: 'Încearcă din nou' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
  });

  it('shows abandoned checkout per day with its totals, its empty state and its CSV button', async () => {
    const day = (date: string, sessions: number, converted: number, value: string) => ({
      day: date,
      sessions,
      converted,
      abandoned: sessions - converted,
      abandoned_value: value,
    });
    const report: AbandonedCheckoutsReport = {
      from: '2026-11-01',
      to: '2026-11-02',
      days: [day('2026-11-01', 3, 1, '120.50'), day('2026-11-02', 0, 0, '0.00')],
      totals: { sessions: 3, converted: 1, abandoned: 2, abandoned_value: '120.50' },
    };
    const fetch = await renderAt(
      '/admin/rapoarte?raport=abandoned-checkouts&de_la=2026-11-01&pana_la=2026-11-02',
      () => json(report),
    );
    const table = await screen.findByRole('table', { name: 'Checkout abandonat' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(4);
    expect(rows[1]).toHaveTextContent('1 nov. 2026');
    expect(rows[1]).toHaveTextContent('120,50 lei');
    expect(rows[3]).toHaveTextContent('Total');
    expect(String(fetch.mock.calls[0]![0])).toContain(
      '/admin/reports/abandoned-checkouts/?from=2026-11-01&to=2026-11-02',
    );
    expect(screen.getByRole('button', { name: 'Exportă CSV' })).toBeInTheDocument();

    vi.unstubAllGlobals();
    document.body.innerHTML = '';
    await renderAt('/admin/rapoarte?raport=abandoned-checkouts', () =>
      json({
        ...report,
        days: [day('2026-11-01', 0, 0, '0.00')],
        totals: { sessions: 0, converted: 0, abandoned: 0, abandoned_value: '0.00' },
      }),
    );
    expect(
      await screen.findByText('Nicio vizită la finalizarea comenzii în acest interval.'),
    ).toBeInTheDocument();
  });
});
