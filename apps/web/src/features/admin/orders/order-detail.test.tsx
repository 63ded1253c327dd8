import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminOrderDetail } from '@shop/shared/schemas/admin/orders';
import { initI18n, loadTexts } from '@/lib/i18n';
import { createQueryClient } from '@/lib/react-query';
import { useAuthStore } from '@/stores/auth-store';
import { withAdminMe } from '@/test-utils/admin-me';
import { OrderDetail } from './order-detail';

const fetchMock = vi.fn<typeof fetch>();

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function order(overrides: Partial<AdminOrderDetail> = {}): AdminOrderDetail {
  return {
    id: 1042,
    nume: 'Popescu',
    prenume: 'Ana',
    email: 'ana@example.ro',
    telefon: '0722123456',
    produse: [],
    subtotal: '100.00',
    discount: '0.00',
    shipping_cost: '25.00',
    total: '125.00',
    din_portofel: '0.00',
    tva: '21.69',
    cupon: null,
    reducere_recomandare: false,
    status: 'placed',
    plata: 'card',
    livrare: {
      metoda: 'easybox',
      locker_id: 'EB-CLJ-0001',
      nume: 'easybox Piața Unirii',
      adresa: 'Piața Unirii 1',
      localitate: 'Cluj-Napoca',
      judet: 'Cluj',
      cod_postal: '400000',
    },
    facturare: {
      tip: 'companie',
      cui: 'RO18547290',
      nr_reg_com: 'J12/1234/2020',
      denumire: 'Firma SRL',
      sediu: null,
    },
    observatii: '',
    limba: 'ro',
    created_at: '2026-11-23T10:00:00.000Z',
    expires_at: null,
    paid_at: '2026-11-23T10:05:00.000Z',
    payment: { status: 'succeeded', provider: 'sandbox' },
    lines: [
      {
        product_id: 5,
        product_slug: 'apa-termala',
        sku: 'AT-150',
        titlu: 'Apă termală',
        cantitate: 2,
        pret: '50.00',
        total_linie: '100.00',
        tva_procent: 21,
        restockable: 2,
      },
    ],
    customer: { user_id: null, account_email: null },
    payments: [],
    refunds: [],
    history: [
      {
        from_status: null,
        to_status: 'placed',
        actor: 'customer',
        note: '',
        created_at: '2026-11-23T10:00:00.000Z',
      },
    ],
    notes: [],
    payment_status: 'paid',
    paid_amount: '125.00',
    refunded_amount: '0.00',
    refundable_amount: '125.00',
    stripe_refund_available: false,
    wallet_refund_available: false,
    allowed_transitions: ['processing', 'cancelled'],
    livrare_awb: null,
    shipment: null,
    awb_available: false,
    tags: [],
    version: 1,
    edit_refused: null,
    amount_due: '0.00',
    ...overrides,
  };
}

function renderDetail() {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={['/admin/comenzi/1042']}>
        <Routes>
          <Route path="/admin/comenzi/:id" element={<OrderDetail />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const posts = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');

beforeAll(async () => {
  await initI18n('ro');
  await loadTexts('ro', ['admin', 'admin_orders']);
});

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', withAdminMe(fetchMock));
  // Signed in, as in the admin area: the screens read the person's permissions with the token.
  useAuthStore.getState().signIn('token-1');
});

describe('OrderDetail', () => {
  it('shows the locker, the company and only the transitions the API allows', async () => {
    fetchMock.mockResolvedValue(json(order()));
    renderDetail();
    expect(await screen.findByRole('heading', { level: 1, name: /Comanda nr. 1042/ })).toBeInTheDocument();
    expect(screen.getByText('Easybox: easybox Piața Unirii')).toBeInTheDocument();
    expect(screen.getByText('CUI: RO18547290')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Începe procesarea' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Anulează comanda' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Marchează livrată' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Apă termală' })).toHaveAttribute('href', '/produs/apa-termala');
  });

  it("shows the order's AWB under its delivery address", async () => {
    fetchMock.mockResolvedValue(
      json({
        ...order({ status: 'processing' }),
        awb_available: false,
        shipment: {
          id: 7,
          courier: 'sameday',
          awb: '1SDY000000042',
          status: 'in_transit',
          courier_status: null,
          delivery: 'pickup_point',
          locker_id: 'EB-CLJ-0001',
          weight_grams: 800,
          parcels: 1,
          cash_on_delivery: '0.00',
          insured_value: '125.00',
          tracking_url: 'https://www.sameday.ro/#awb=1SDY000000042',
          label_url: '/api/admin/orders/1042/awb/label.pdf',
          created_at: '2026-11-27T09:30:00.000Z',
          cancelled_at: null,
          delivered_at: null,
        },
      }),
    );
    renderDetail();
    const delivery = await screen.findByRole('region', { name: 'Livrare' });
    expect(within(delivery).getByText('Easybox: easybox Piața Unirii')).toBeInTheDocument();
    expect(within(delivery).getByText('1SDY000000042')).toBeInTheDocument();
    expect(within(delivery).getByText('În tranzit')).toBeInTheDocument();
    expect(within(delivery).getByRole('button', { name: 'Descarcă eticheta' })).toBeInTheDocument();
  });

  it('lets staff record a bank transfer that arrived, as a payment', async () => {
    fetchMock.mockImplementation(async (input) => {
      if (String(input).startsWith('/api/csrf/')) return json({});
      return json(order({ status: 'awaiting_payment', allowed_transitions: ['placed', 'cancelled'] }));
    });
    renderDetail();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Transfer primit: marchează plătită' }));
    const [url, init] = posts()[0]!;
    expect(String(url)).toBe('/api/admin/orders/1042/status/');
    expect(JSON.parse(String(init?.body))).toEqual({ status: 'placed' });
  });

  it('shows what an edit left to pay, and records it received after asking', async () => {
    let current = order({ paid_at: '2026-11-20T10:00:00Z', amount_due: '40.00', version: 2 });
    fetchMock.mockImplementation(async (input, init) => {
      if (String(input).startsWith('/api/csrf/')) return json({});
      if (init?.method === 'POST') current = order({ paid_at: '2026-11-20T10:00:00Z', version: 3 });
      return json(current);
    });
    renderDetail();
    const user = userEvent.setup();
    expect(await screen.findByTestId('amount-due')).toHaveTextContent('Rest de plată: 40,00 lei');
    await user.click(screen.getByRole('button', { name: 'Încasat prin transfer' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Ai primit 40,00 lei?' });
    await user.click(within(dialog).getByRole('button', { name: 'Da, am primit banii' }));
    await waitFor(() => expect(screen.queryByTestId('amount-due')).not.toBeInTheDocument());
    const [url, init] = posts()[0]!;
    expect(String(url)).toBe('/api/admin/orders/1042/rest-de-plata/');
    expect(JSON.parse(String(init?.body))).toEqual({ version: 2, metoda: 'transfer' });
  });

  it("shows a person's CNP as the API gives it, masked but its last three digits", async () => {
    fetchMock.mockResolvedValue(json(order({ facturare: { tip: 'persoana_fizica', cnp: '**********124' } })));
    renderDetail();
    expect(await screen.findByText('Persoană fizică')).toBeInTheDocument();
    expect(screen.getByText('**********124').parentElement).toHaveTextContent('CNP: **********124');
  });

  it('asks before cancelling, and sends nothing when staff keep the order', async () => {
    let current = order();
    fetchMock.mockImplementation(async (input, init) => {
      if (String(input).startsWith('/api/csrf/')) return json({});
      if (init?.method === 'POST') current = order({ status: 'cancelled', allowed_transitions: [] });
      return json(current);
    });
    renderDetail();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Anulează comanda' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Anulezi comanda nr. 1042?' });
    await user.click(within(dialog).getByRole('button', { name: 'Nu, păstrează' }));
    expect(posts()).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Anulează comanda' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Da, anulează' }));
    expect(await screen.findByText('Nicio schimbare de status posibilă.')).toBeInTheDocument();
    const [url, init] = posts()[0]!;
    expect(String(url)).toBe('/api/admin/orders/1042/status/');
    expect(JSON.parse(String(init?.body))).toEqual({ status: 'cancelled' });
  });

  it('prefills a refund with what is left, shows the limit, and refuses more before sending', async () => {
    fetchMock.mockResolvedValue(json(order({ refundable_amount: '80.00', refunded_amount: '45.00' })));
    renderDetail();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Rambursează' }));
    const dialog = screen.getByRole('dialog', { name: 'Rambursare pentru comanda nr. 1042' });
    expect(within(dialog).getByText('Se pot rambursa cel mult 80,00 lei.')).toBeInTheDocument();
    const amount = within(dialog).getByRole('textbox', { name: 'Suma (lei)' });
    expect(amount).toHaveValue('80.00');
    expect(within(dialog).queryByRole('option', { name: 'Stripe' })).not.toBeInTheDocument();

    await user.clear(amount);
    await user.type(amount, '90.00');
    await user.type(within(dialog).getByRole('textbox', { name: 'Motiv' }), 'Retur');
    // A manual card refund is recorded only once staff say the money has left.
    await user.click(
      within(dialog).getByRole('checkbox', {
        name: 'Am rambursat deja suma din contul procesatorului de plăți.',
      }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Înregistrează rambursarea' }));
    expect(await within(dialog).findByText('Suma depășește ce se mai poate rambursa.')).toBeInTheDocument();
    expect(posts()).toHaveLength(0);
  });

  it('shows no refund to someone whose roles do not hold the refunds permission', async () => {
    vi.stubGlobal('fetch', withAdminMe(fetchMock, ['orders', 'stock']));
    fetchMock.mockImplementation(async () =>
      json(
        order({
          refundable_amount: '80.00',
          refunds: [
            {
              id: 7,
              amount: '20.00',
              method: 'bank',
              reason: 'Lipsă produs',
              provider_ref: null,
              status: 'awaiting_transfer',
              created_at: '2026-11-20T10:00:00Z',
              created_by: 'ana@magazin.ro',
              completed_at: null,
              completed_by: null,
            },
          ],
        }),
      ),
    );
    renderDetail();
    expect(await screen.findByRole('heading', { level: 1, name: /Comanda nr. 1042/ })).toBeInTheDocument();
    expect(await screen.findByText('Transfer de făcut')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Rambursează' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Am făcut transferul' })).not.toBeInTheDocument();
  });

  it('puts the chosen goods back in stock with a refund only when staff ask for it', async () => {
    fetchMock.mockImplementation(async (_input, init) =>
      init?.method === 'POST'
        ? json({ id: 9, amount: '50.00', method: 'card', reason: 'Retur', status: 'completed' }, 201)
        : json(order({ refundable_amount: '80.00' })),
    );
    renderDetail();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Rambursează' }));
    const dialog = screen.getByRole('dialog', { name: 'Rambursare pentru comanda nr. 1042' });
    expect(within(dialog).queryByRole('spinbutton')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Repune produsele în stoc' }));
    const quantity = within(dialog).getByRole('spinbutton', { name: 'Apă termală' });
    expect(quantity).toHaveValue(2);
    await user.clear(quantity);
    await user.type(quantity, '1');
    await user.type(within(dialog).getByRole('textbox', { name: 'Motiv' }), 'Retur');
    await user.click(within(dialog).getByRole('button', { name: 'Înregistrează rambursarea' }));
    await waitFor(() => expect(posts()).toHaveLength(1));
    const [url, init] = posts()[0]!;
    expect(String(url)).toContain('/api/admin/orders/1042/refunds/');
    expect(JSON.parse(String(init!.body))).toMatchObject({ restock: [{ product_id: 5, cantitate: 1 }] });
  });
});
