import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminInvoicePage } from '@shop/shared/schemas/admin/invoices';
import { initI18n, loadTexts } from '@/lib/i18n';
import { createQueryClient } from '@/lib/react-query';
import { InvoiceList } from './invoice-list';

vi.setConfig({ testTimeout: 20_000 });

const fetchMock = vi.fn<typeof fetch>();
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const PAGE: AdminInvoicePage = {
  count: 2,
  next: null,
  previous: null,
  results: [
    {
      id: 7,
      kind: 'invoice',
      series: 'SLV',
      number: 12,
      code: 'SLV-000012',
      issue_date: '2026-11-20',
      order_id: 1042,
      buyer_kind: 'company',
      buyer_name: 'Firma Test SRL',
      buyer_cui: 'RO18547290',
      net_total: '200.00',
      vat_total: '42.00',
      gross_total: '242.00',
      efactura_state: 'rejected',
    },
    {
      id: 8,
      kind: 'credit_note',
      series: 'SLVCR',
      number: 3,
      code: 'SLVCR-000003',
      issue_date: '2026-11-21',
      order_id: 1042,
      buyer_kind: 'company',
      buyer_name: 'Firma Test SRL',
      buyer_cui: 'RO18547290',
      net_total: '100.00',
      vat_total: '21.00',
      gross_total: '121.00',
      efactura_state: 'accepted',
    },
  ],
};

function Location() {
  return <output data-testid="location">{useLocation().search}</output>;
}

function renderList(url = '/admin/facturi') {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route
            path="/admin/facturi"
            element={
              <>
                <InvoiceList />
                <Location />
              </>
            }
          />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

const requested = () => fetchMock.mock.calls.map(([url]) => new URL(String(url), 'http://localhost'));

beforeAll(async () => {
  await initI18n('ro');
  await loadTexts('ro', ['admin', 'admin_invoices']);
});

beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(async () => json(PAGE));
  vi.stubGlobal('fetch', fetchMock);
});

describe('InvoiceList', () => {
  it('shows each document with its buyer, its total (a credit note negative) and its state as a badge', async () => {
    renderList();
    const link = await screen.findByRole('link', { name: 'Deschide documentul SLV-000012' });
    expect(link).toHaveAttribute('href', '/admin/facturi/7');
    const row = screen.getAllByRole('row').find((candidate) => within(candidate).queryByText('SLV-000012'))!;
    expect(row).toHaveTextContent('Firma Test SRL');
    expect(row).toHaveTextContent('CUI: RO18547290');
    expect(row).toHaveTextContent('Respinsă');
    expect(row).toHaveTextContent('Comanda #1042');
    const note = screen
      .getAllByRole('row')
      .find((candidate) => within(candidate).queryByText('SLVCR-000003'))!;
    expect(note).toHaveTextContent('Notă de credit');
    expect(note).toHaveTextContent('−121,00');
    expect(note).toHaveTextContent('Acceptată');
    expect(screen.getByText('2 documente')).toBeInTheDocument();
  });

  it('keeps the filters in the URL and asks the API for them', async () => {
    const user = renderList('/admin/facturi?efactura=open&tip=invoice');
    await screen.findByRole('link', { name: 'Deschide documentul SLV-000012' });
    expect(screen.getByRole('combobox', { name: 'e-Factura' })).toHaveValue('open');
    expect(requested().at(-1)!.searchParams.get('efactura')).toBe('open');
    expect(requested().at(-1)!.searchParams.get('kind')).toBe('invoice');

    await user.type(screen.getByRole('searchbox', { name: 'Caută' }), 'RO18547290{Enter}');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('q=RO18547290'));
    await waitFor(() => expect(requested().at(-1)!.searchParams.get('q')).toBe('RO18547290'));
  });

  it('says so when nothing matches', async () => {
    fetchMock.mockImplementation(async () => json({ ...PAGE, count: 0, results: [] }));
    renderList();
    expect(await screen.findByText('Niciun document pentru filtrele alese.')).toBeInTheDocument();
  });

  it('downloads the month as a ZIP and the sales journal, with the month asked for', async () => {
    const saved: string[] = [];
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => undefined }),
    );
    HTMLAnchorElement.prototype.click = function click(this: HTMLAnchorElement) {
      saved.push(this.download);
    };
    fetchMock.mockImplementation(async (input) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname === '/api/admin/invoices/export') {
        return new Response(new Uint8Array([0x50, 0x4b]), { headers: { 'Content-Type': 'application/zip' } });
      }
      if (url.pathname === '/api/admin/invoices/journal') {
        return new Response('\uFEFFDocument;Tip\r\n', { headers: { 'Content-Type': 'text/csv' } });
      }
      return json(PAGE);
    });
    const user = renderList();
    const month = await screen.findByLabelText('Luna');
    await user.clear(month);
    await user.type(month, '2026-10');
    await user.click(screen.getByRole('button', { name: 'Descarcă arhiva lunii (ZIP)' }));
    await waitFor(() => expect(saved).toEqual(['facturi-2026-10.zip']));
    await user.click(screen.getByRole('button', { name: 'Descarcă jurnalul de vânzări (CSV)' }));
    await waitFor(() => expect(saved).toEqual(['facturi-2026-10.zip', 'jurnal-vanzari-2026-10.csv']));
    const asked = requested().filter((url) => url.pathname !== '/api/admin/invoices/');
    expect(asked.map((url) => `${url.pathname}?${url.searchParams}`)).toEqual([
      '/api/admin/invoices/export?month=2026-10',
      '/api/admin/invoices/journal?month=2026-10',
    ]);
  });
});
