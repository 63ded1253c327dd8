import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminOrderDetail, AdminOrderQuote } from '@shop/shared/schemas/admin/orders';
import { initI18n, loadTexts } from '@/lib/i18n';
import { createQueryClient } from '@/lib/react-query';
import { useAuthStore } from '@/stores/auth-store';
import { withAdminMe } from '@/test-utils/admin-me';
import { EditOrder } from './order-edit';
import { NewOrder } from './order-new';

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

const quote = (total: string, quantity = 1): AdminOrderQuote => ({
  lines: [
    {
      produs: 5,
      titlu: 'Apă termală',
      cantitate: quantity,
      pret: '50.00',
      total_linie: (50 * quantity).toFixed(2),
      stoc: 40,
    },
  ],
  subtotal: (50 * quantity).toFixed(2),
  discount: '0.00',
  shipping_cost: '20.00',
  total,
  tva: '9.58',
  cupon: null,
  reducere_recomandare: false,
});

type Handler = (url: URL, init: RequestInit | undefined) => Response | undefined;
/** Answers each call by its method and path; anything unexpected is a 500 the test sees. */
function serve(handler: Handler) {
  fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    if (url.pathname === '/api/csrf/') return json({ csrfToken: 'csrf-1' });
    return handler(url, init) ?? json({ detail: `unexpected ${init?.method ?? 'GET'} ${url.pathname}` }, 500);
  });
}
const calls = (method: string, path: string) =>
  fetchMock.mock.calls.filter(([input, init]) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    return (init?.method ?? 'GET') === method && url.pathname === path;
  });
const bodyOf = (call: Parameters<typeof fetch>) =>
  JSON.parse(String(call[1]?.body)) as Record<string, unknown>;
const headerOf = (call: Parameters<typeof fetch>, name: string) => new Headers(call[1]?.headers).get(name);

/** These tests send parcels by courier; the easybox picker is the checkout's own (tested there). */
const NoLockers = () => null;

function renderAt(path: string) {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/admin/comenzi/nou" element={<NewOrder LockerPicker={NoLockers} />} />
          <Route path="/admin/comenzi/:id/modifica" element={<EditOrder />} />
          <Route path="/admin/comenzi/:id" element={<h1>Detaliu comandă</h1>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeAll(async () => {
  await initI18n('ro');
  await loadTexts('ro', ['admin', 'admin_orders', 'checkout']);
});

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', withAdminMe(fetchMock));
  useAuthStore.getState().signIn('token-1');
});

const stockHit = {
  count: 1,
  next: null,
  previous: null,
  results: [
    {
      id: 5,
      sku: 'AT-150',
      title: 'Apă termală',
      slug: 'apa-termala',
      stock: 40,
      is_active: true,
      image: null,
    },
  ],
};

describe('NewOrder', () => {
  it("finds a product, shows the server's totals and places the order with an Idempotency-Key", async () => {
    const user = userEvent.setup();
    serve((url, init) => {
      if (url.pathname === '/api/admin/stock/') return json(stockHit);
      if (url.pathname === '/api/admin/orders/quote/') {
        const [line] = bodyOf([url.href, init]).produse as { cantitate: number }[];
        return json(quote(line!.cantitate === 2 ? '120.00' : '70.00', line!.cantitate));
      }
      if (url.pathname === '/api/admin/orders/' && init?.method === 'POST')
        return json(order({ id: 77 }), 201);
      return undefined;
    });
    renderAt('/admin/comenzi/nou');
    expect(await screen.findByRole('heading', { level: 1, name: 'Comandă nouă' })).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Caută un produs' }), 'apa');
    await user.click(await screen.findByRole('button', { name: 'Adaugă Apă termală' }));
    expect(await screen.findByTestId('quote-total')).toHaveTextContent('70,00 lei');
    const quantity = screen.getByRole('spinbutton', { name: 'Cantitate — Apă termală' });
    fireEvent.change(quantity, { target: { value: '2' } });
    await waitFor(() => expect(screen.getByTestId('quote-total')).toHaveTextContent('120,00 lei'));

    await user.type(screen.getByLabelText('Nume'), 'Ionescu');
    await user.type(screen.getByLabelText('Prenume'), 'Maria');
    await user.type(screen.getByLabelText('Email'), 'maria@example.ro');
    await user.type(screen.getByLabelText('Telefon'), '0722123456');
    await user.selectOptions(screen.getByLabelText('Județ'), 'Iași');
    await user.type(screen.getByLabelText('Localitate'), 'Iași');
    await user.type(screen.getByLabelText(/Adresă/), 'Str. Lăpușneanu 10');
    await user.type(screen.getByLabelText('Cod poștal'), '700057');
    await user.click(screen.getByRole('radio', { name: 'Numerar la ghișeu (plătită acum)' }));
    await user.click(screen.getByRole('button', { name: 'Plasează comanda' }));

    expect(await screen.findByRole('heading', { name: 'Detaliu comandă' })).toBeInTheDocument();
    const [post] = calls('POST', '/api/admin/orders/');
    expect(bodyOf(post!)).toMatchObject({
      produse: [{ produs: 5, cantitate: 2 }],
      email: 'maria@example.ro',
      plata: 'numerar',
      livrare: { metoda: 'curier', judet: 'Iași', cod_postal: '700057' },
      facturare: { tip: 'persoana_fizica' },
    });
    expect(bodyOf(post!)).not.toHaveProperty('total');
    expect(headerOf(post!, 'Idempotency-Key')).toBeTruthy();
  });

  it('asks for a product before placing, and shows why the server refused', async () => {
    const user = userEvent.setup();
    serve((url) => {
      if (url.pathname === '/api/admin/stock/') return json(stockHit);
      if (url.pathname === '/api/admin/orders/quote/')
        return json({ detail: '„Apă termală” nu mai este în stoc.', code: 'checkout.out_of_stock' }, 409);
      return undefined;
    });
    renderAt('/admin/comenzi/nou');
    await user.click(await screen.findByRole('button', { name: 'Plasează comanda' }));
    expect(await screen.findByText('Adaugă cel puțin un produs.')).toBeInTheDocument();
    expect(calls('POST', '/api/admin/orders/')).toHaveLength(0);
    await user.type(screen.getByRole('searchbox', { name: 'Caută un produs' }), 'apa');
    await user.click(await screen.findByRole('button', { name: 'Adaugă Apă termală' }));
    expect(await screen.findByText('„Apă termală” nu mai este în stoc.')).toBeInTheDocument();
  });

  it('shows an empty search and keeps the placing button for staff', async () => {
    const user = userEvent.setup();
    serve((url) =>
      url.pathname === '/api/admin/stock/' ? json({ ...stockHit, count: 0, results: [] }) : undefined,
    );
    renderAt('/admin/comenzi/nou');
    await user.type(await screen.findByRole('searchbox', { name: 'Caută un produs' }), 'xyz');
    expect(await screen.findByText('Niciun produs găsit.')).toBeInTheDocument();
    expect(screen.getByText('Niciun produs în comandă încă.')).toBeInTheDocument();
  });
});

describe('EditOrder', () => {
  const editable = () =>
    order({
      status: 'placed',
      plata: 'ramburs',
      paid_at: null,
      edit_refused: null,
      version: 3,
      livrare: {
        metoda: 'curier',
        adresa: 'Str. Memorandumului 1',
        localitate: 'Cluj-Napoca',
        judet: 'Cluj',
        cod_postal: '400114',
      },
    });

  it('prices the new quantities on the server and saves them with the version read', async () => {
    const user = userEvent.setup();
    serve((url, init) => {
      if (url.pathname === '/api/admin/orders/1042/' && (init?.method ?? 'GET') === 'GET')
        return json(editable());
      if (url.pathname === '/api/admin/orders/1042/quote/') {
        const lines = bodyOf([url.href, init]).produse as { cantitate: number }[];
        return json(quote(lines[0]!.cantitate === 3 ? '170.00' : '120.00', lines[0]!.cantitate));
      }
      if (url.pathname === '/api/admin/orders/1042/' && init?.method === 'PATCH') return json(editable());
      return undefined;
    });
    renderAt('/admin/comenzi/1042/modifica');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Modifică comanda nr. 1042' }),
    ).toBeInTheDocument();
    expect(await screen.findByTestId('quote-total')).toHaveTextContent('120,00 lei');
    const quantity = screen.getByRole('spinbutton', { name: 'Cantitate — Apă termală' });
    fireEvent.change(quantity, { target: { value: '3' } });
    await waitFor(() => expect(screen.getByTestId('quote-total')).toHaveTextContent('170,00 lei'));
    await user.type(screen.getByLabelText('Motivul modificării (opțional)'), 'a sunat clienta');
    await user.click(screen.getByRole('button', { name: 'Salvează modificarea' }));
    expect(await screen.findByRole('heading', { name: 'Detaliu comandă' })).toBeInTheDocument();
    const [patch] = calls('PATCH', '/api/admin/orders/1042/');
    expect(bodyOf(patch!)).toEqual({
      version: 3,
      produse: [{ produs: 5, cantitate: 3 }],
      nota: 'a sunat clienta',
    });
    expect(headerOf(patch!, 'Idempotency-Key')).toBeTruthy();
  });

  it("shows a paid order's refund and storno before saving, and sends the refund method chosen", async () => {
    const user = userEvent.setup();
    const paid = () =>
      order({
        ...editable(),
        paid_at: '2026-11-20T10:00:00Z',
        wallet_refund_available: true,
        stripe_refund_available: false,
      });
    serve((url, init) => {
      if (url.pathname === '/api/admin/orders/1042/' && (init?.method ?? 'GET') === 'GET')
        return json(paid());
      if (url.pathname === '/api/admin/orders/1042/quote/') {
        const body = bodyOf([url.href, init]) as { metoda_rambursare?: string };
        return json({
          ...quote('70.00', 1),
          modificare: {
            total_vechi: '120.00',
            platit: '120.00',
            rambursare: { suma: '50.00', metoda: body.metoda_rambursare ?? 'bank' },
            rest_de_plata: '0.00',
            factura_stornata: 'FCT-00012',
            factura_noua: true,
          },
        });
      }
      if (url.pathname === '/api/admin/orders/1042/' && init?.method === 'PATCH') return json(paid());
      return undefined;
    });
    renderAt('/admin/comenzi/1042/modifica');
    const money = await screen.findByTestId('edit-money');
    expect(money).toHaveTextContent('Plătit până acum: 120,00 lei');
    expect(money).toHaveTextContent('Diferența de 50,00 lei se rambursează (Transfer bancar).');
    expect(money).toHaveTextContent('Factura FCT-00012 se stornează');
    await user.selectOptions(screen.getByLabelText('Unde se rambursează diferența'), 'wallet');
    await waitFor(() =>
      expect(screen.getByTestId('edit-money')).toHaveTextContent('se rambursează (Portofel)'),
    );
    await user.click(screen.getByRole('button', { name: 'Salvează modificarea' }));
    await screen.findByRole('heading', { name: 'Detaliu comandă' });
    const [patch] = calls('PATCH', '/api/admin/orders/1042/');
    expect(bodyOf(patch!)).toMatchObject({ version: 3, metoda_rambursare: 'wallet' });
  });

  it('says when someone else changed the order meanwhile', async () => {
    const user = userEvent.setup();
    serve((url, init) => {
      if (url.pathname === '/api/admin/orders/1042/' && (init?.method ?? 'GET') === 'GET')
        return json(editable());
      if (url.pathname === '/api/admin/orders/1042/quote/') return json(quote('120.00', 2));
      if (init?.method === 'PATCH')
        return json({ detail: 'Comanda a fost modificată între timp.', code: 'conflict' }, 409);
      return undefined;
    });
    renderAt('/admin/comenzi/1042/modifica');
    await user.click(await screen.findByRole('button', { name: 'Salvează modificarea' }));
    expect(await screen.findByText(/Altcineva a modificat între timp/)).toBeInTheDocument();
  });

  it('shows why an order cannot be edited, without a form', async () => {
    serve((url) =>
      url.pathname === '/api/admin/orders/1042/'
        ? json(
            order({ edit_refused: 'Comanda este „Expediată”: se poate modifica doar înainte de expediere.' }),
          )
        : undefined,
    );
    renderAt('/admin/comenzi/1042/modifica');
    expect(await screen.findByText(/se poate modifica doar înainte de expediere/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Salvează modificarea' })).not.toBeInTheDocument();
  });

  it('shows the load error with a retry', async () => {
    serve(() => json({ detail: 'boom' }, 500));
    renderAt('/admin/comenzi/1042/modifica');
    expect(await screen.findByRole('button', { name: /Reîncearcă|Încearcă din nou/ })).toBeInTheDocument();
  });
});
