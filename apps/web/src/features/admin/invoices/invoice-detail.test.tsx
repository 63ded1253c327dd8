import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminInvoiceDetail } from '@shop/shared/schemas/admin/invoices';
import { initI18n, loadTexts } from '@/lib/i18n';
import { createQueryClient } from '@/lib/react-query';
import { InvoiceDetail } from './invoice-detail';

vi.mock('@/lib/toasts', () => ({ showShopToast: vi.fn() }));
vi.setConfig({ testTimeout: 20_000 });

const fetchMock = vi.fn<typeof fetch>();
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const address = {
  street: 'Str. Memorandumului 1',
  city: 'Cluj-Napoca',
  county: 'Cluj',
  countyCode: 'CJ',
  sector: null,
  postalCode: '400114',
  countryCode: 'RO',
};

const DETAIL: AdminInvoiceDetail = {
  id: 7,
  kind: 'invoice',
  series: 'SLV',
  number: 12,
  code: 'SLV-000012',
  issue_date: '2026-11-20',
  order_id: 1042,
  buyer_kind: 'person',
  buyer_name: 'Ana Popescu',
  buyer_cui: null,
  net_total: '200.00',
  vat_total: '42.00',
  gross_total: '242.00',
  efactura_state: 'rejected',
  issued_at: '2026-11-20T10:00:00.000Z',
  document: {
    kind: 'invoice',
    series: 'SLV',
    number: 12,
    code: 'SLV-000012',
    issueDate: '2026-11-20',
    currency: 'RON',
    orderId: 1042,
    paymentMeans: 'cash_on_delivery',
    seller: {
      name: 'Salvia Naturals SRL',
      cui: 'RO45281631',
      vatPayer: true,
      tradeRegister: 'J40/1234/2020',
      shareCapital: 20_000,
      address: {
        ...address,
        street: 'Str. Doamnei nr. 12',
        city: 'Sector 3',
        county: 'București',
        countyCode: 'B',
        sector: 3,
        postalCode: '030052',
      },
      bankName: 'Banca Transilvania',
      iban: 'RO59BTRLRONCRT0481739201',
      email: 'contact@salvia.ro',
      phone: '0213104567',
    },
    buyer: {
      kind: 'person',
      name: 'Ana Popescu',
      cui: null,
      vatPayer: false,
      tradeRegister: null,
      cnp: null,
      address,
      email: 'ana@example.ro',
    },
    lines: [
      {
        position: 1,
        productId: 12,
        name: 'Cremă de mâini cu gălbenele',
        quantity: 2,
        unitCode: 'H87',
        unitPriceGross: 12_100,
        grossAmount: 24_200,
        discountGross: 0,
        netAmount: 20_000,
        vatAmount: 4_200,
        vatRate: 21,
        vatCategory: 'S',
        invoicePosition: null,
      },
    ],
    vatBreakdown: [
      {
        vatRate: 21,
        vatCategory: 'S',
        taxableAmount: 20_000,
        vatAmount: 4_200,
        exemptionReasonCode: null,
        exemptionReason: null,
      },
    ],
    totals: { net: 20_000, vat: 4_200, gross: 24_200, payable: 24_200, prepaid: 0 },
    correctedInvoice: null,
    notes: ['Comanda 1042'],
  },
  efactura: {
    state: 'rejected',
    upload_index: '5001',
    download_id: null,
    errors: ['BR-RO-120: lipsește identificatorul cumpărătorului'],
    updated_at: '2026-11-21T10:00:00.000Z',
    accepted_at: null,
    archived: false,
  },
  corrects: null,
  credit_notes: [{ id: 8, code: 'SLVCR-000003' }],
  can_resend: true,
  can_correct_buyer: true,
};

function renderDetail(id = 7) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[`/admin/facturi/${id}`]}>
        <Routes>
          <Route path="/admin/facturi/:id" element={<InvoiceDetail />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

const calls = () =>
  fetchMock.mock.calls.map(([input, init]) => ({
    method: init?.method ?? 'GET',
    path: new URL(String(input), 'http://localhost').pathname,
    headers: new Headers(init?.headers),
    body: init?.body ? (JSON.parse(String(init.body)) as unknown) : undefined,
  }));

beforeAll(async () => {
  await initI18n('ro');
  await loadTexts('ro', ['admin', 'admin_invoices', 'checkout']);
});

beforeEach(() => {
  fetchMock.mockReset();
  // The server's document: queued again after a resend or a correction.
  let current: AdminInvoiceDetail = DETAIL;
  const queued = (buyerName?: string): AdminInvoiceDetail => ({
    ...current,
    buyer_name: buyerName ?? current.buyer_name,
    efactura_state: 'pending',
    efactura: { ...current.efactura, state: 'pending', errors: [] },
    can_correct_buyer: false,
  });
  fetchMock.mockImplementation(async (input, init) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    if (path === '/api/csrf/') return json({});
    if (path === '/api/admin/invoices/7/efactura/resend/' && init?.method === 'POST') {
      current = queued();
      return json(current);
    }
    if (path === '/api/admin/invoices/7/buyer/' && init?.method === 'PUT') {
      current = queued((JSON.parse(String(init.body)) as { nume: string }).nume);
      return json(current);
    }
    if (path === '/api/admin/invoices/7/') return json(current);
    return json({ detail: 'Documentul nu există.', code: 'not_found' }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
});

describe('InvoiceDetail', () => {
  it("shows the document, its VAT, its credit notes and ANAF's errors", async () => {
    renderDetail();
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Factură SLV-000012');
    expect(screen.getByText('Cremă de mâini cu gălbenele')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Erorile ANAF' })).toHaveTextContent('BR-RO-120');
    expect(screen.getByText('Index de încărcare: 5001')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'SLVCR-000003' })).toHaveAttribute('href', '/admin/facturi/8');
    expect(screen.getByRole('link', { name: 'Comanda #1042' })).toHaveAttribute(
      'href',
      '/admin/comenzi/1042',
    );
  });

  it('sends it again with an Idempotency-Key', async () => {
    const user = renderDetail();
    await user.click(await screen.findByRole('button', { name: 'Retrimite în e-Factura' }));
    await waitFor(() =>
      expect(screen.queryByRole('group', { name: 'Erorile ANAF' })).not.toBeInTheDocument(),
    );
    const resend = calls().find((call) => call.path.endsWith('/efactura/resend/'))!;
    expect(resend.method).toBe('POST');
    expect(resend.headers.get('Idempotency-Key')).toMatch(/.{8,}/);
  });

  it('corrects the buyer, checked before sending as the checkout checks an address', async () => {
    const user = renderDetail();
    const name = await screen.findByRole('textbox', { name: 'Numele cumpărătorului' });
    const postal = screen.getByRole('textbox', { name: /Cod poștal/ });
    await user.clear(postal);
    await user.type(postal, '12');
    await user.click(screen.getByRole('button', { name: 'Salvează și retrimite' }));
    expect(await screen.findByText('Codul poștal are 6 cifre.')).toBeInTheDocument();
    expect(calls().some((call) => call.method === 'PUT')).toBe(false);

    await user.clear(postal);
    await user.type(postal, '400114');
    await user.clear(name);
    await user.type(name, 'Ana Maria Popescu');
    await user.click(screen.getByRole('button', { name: 'Salvează și retrimite' }));
    await waitFor(() => expect(calls().some((call) => call.method === 'PUT')).toBe(true));
    expect(calls().find((call) => call.method === 'PUT')!.body).toEqual({
      tip: 'persoana_fizica',
      nume: 'Ana Maria Popescu',
      judet: 'Cluj',
      localitate: 'Cluj-Napoca',
      adresa: 'Str. Memorandumului 1',
      cod_postal: '400114',
    });
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Salvează și retrimite' })).not.toBeInTheDocument(),
    );
  });

  it('says when the document does not exist', async () => {
    renderDetail(999);
    expect(await screen.findByText('Documentul nu există.')).toBeInTheDocument();
  });
});
