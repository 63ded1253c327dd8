import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Dashboard } from '@shop/shared/schemas/admin/dashboard';
import { initI18n, loadTexts, setLanguage } from '@/lib/i18n';
import { createQueryClient } from '@/lib/react-query';
import { DashboardScreen } from './dashboard-screen';

vi.setConfig({ testTimeout: 20_000 });

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });

const period = { sales: '0.00', orders: 0, received: '0.00' };

function dashboard(efactura: Dashboard['efactura']): Dashboard {
  return {
    today: '2026-11-27',
    revenue_today: period,
    revenue_month: period,
    daily_revenue: [{ day: '2026-11-27', ...period }],
    awaiting_action: { to_ship: 0, awaiting_payment: 0, latest: [] },
    low_stock: { threshold: 5, count: 0, products: [] },
    efactura,
  };
}

const OPEN: Dashboard['efactura'] = {
  open: 3,
  pending: 1,
  uploaded: 1,
  rejected: 1,
  due_count: 3,
  late_count: 1,
  due: [
    {
      id: 7,
      kind: 'invoice',
      code: 'SLV-000007',
      issue_date: '2026-11-18',
      buyer: 'Țesătoria Șerban SRL',
      total: '1234.56',
      state: 'rejected',
      deadline: '2026-11-25',
      working_days_left: -2,
    },
    {
      id: 9,
      kind: 'credit_note',
      code: 'SLVS-000002',
      issue_date: '2026-11-20',
      buyer: 'Ana Popescu',
      total: '50.00',
      state: 'uploaded',
      deadline: '2026-11-27',
      working_days_left: 0,
    },
  ],
};

async function renderDashboard(language: 'ro' | 'en', efactura: Dashboard['efactura']) {
  await loadTexts(language, ['admin', 'admin_dashboard']);
  await setLanguage(language);
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => json(dashboard(efactura))),
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={['/admin']}>
        <DashboardScreen />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return screen.findByRole('region', { name: 'RO e-Factura' });
}

beforeAll(async () => {
  await initI18n('ro');
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the dashboard’s RO e-Factura section', () => {
  it('counts the documents not accepted, links to them, and lists those close to or past their term', async () => {
    const section = await renderDashboard('ro', OPEN);
    expect(within(section).getByText('3 documente neacceptate încă')).toBeInTheDocument();
    expect(
      within(section).getByText('Netrimise: 1 · Trimise, fără răspuns: 1 · Respinse: 1'),
    ).toBeInTheDocument();
    expect(within(section).getByText('Aproape de termen sau după: 3 · După termen: 1')).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'Vezi facturile neacceptate' })).toHaveAttribute(
      'href',
      '/admin/facturi?efactura=open',
    );
    const items = within(section).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('SLV-000007');
    expect(items[0]).toHaveTextContent('Țesătoria Șerban SRL');
    expect(items[0]).toHaveTextContent('respinsă');
    expect(items[0]).toHaveTextContent('1.234,56 lei');
    expect(items[0]).toHaveTextContent('termen 25.11.2026, după termen cu 2 zile lucrătoare');
    expect(items[1]).toHaveTextContent('termen 27.11.2026, astăzi e ultima zi');
    // One more is due than the list shows: a link to the rest.
    expect(within(section).getByRole('link', { name: 'și încă 1 document' })).toHaveAttribute(
      'href',
      '/admin/facturi?efactura=open',
    );
  });

  it('speaks English', async () => {
    const section = await renderDashboard('en', {
      ...OPEN,
      due_count: 2,
      due: [OPEN.due[0]!, { ...OPEN.due[1]!, working_days_left: 1 }],
    });
    expect(within(section).getByText('3 documents not accepted yet')).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'See the invoices not accepted' })).toBeInTheDocument();
    const items = within(section).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('deadline 25.11.2026, 2 working days late');
    expect(items[1]).toHaveTextContent('one working day left');
    expect(within(section).queryByText(/more document/)).not.toBeInTheDocument();
  });

  it('says so when RO e-Factura has accepted everything', async () => {
    const section = await renderDashboard('ro', {
      open: 0,
      pending: 0,
      uploaded: 0,
      rejected: 0,
      due_count: 0,
      late_count: 0,
      due: [],
    });
    expect(
      within(section).getByText('Toate documentele au fost acceptate de RO e-Factura.'),
    ).toBeInTheDocument();
    expect(within(section).getByText('Niciun document nu e aproape de termen.')).toBeInTheDocument();
    expect(within(section).queryByRole('link')).not.toBeInTheDocument();
  });
});
