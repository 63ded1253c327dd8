import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminOrderDetail } from '@shop/shared/schemas/admin/orders';
import type { AwbDefaults, Shipment } from '@shop/shared/schemas/admin/shipping';
import { initI18n, loadTexts, setLanguage } from '@/lib/i18n';
import { createQueryClient } from '@/lib/react-query';
import { ShipmentPanel } from './shipment-panel';

const fetchMock = vi.fn<typeof fetch>();

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

const DEFAULTS: AwbDefaults = {
  delivery: 'pickup_point',
  locker_id: 'EB-CLJ-0001',
  weight_grams: 1250,
  parcels: 1,
  cash_on_delivery: '125.00',
  insured_value: '125.00',
};

function aShipment(overrides: Partial<Shipment> = {}): Shipment {
  return {
    id: 7,
    courier: 'sameday',
    awb: '1SDY000000042',
    status: 'registered',
    courier_status: 'Expeditie in asteptare',
    delivery: 'pickup_point',
    locker_id: 'EB-CLJ-0001',
    weight_grams: 1250,
    parcels: 1,
    cash_on_delivery: '125.00',
    insured_value: '125.00',
    tracking_url: 'https://www.sameday.ro/#awb=1SDY000000042',
    label_url: '/api/admin/orders/1042/awb/label.pdf',
    created_at: '2026-11-27T09:30:00.000Z',
    cancelled_at: null,
    delivered_at: null,
    ...overrides,
  };
}

type Order = Pick<AdminOrderDetail, 'id' | 'shipment' | 'awb_available'>;

function renderPanel(order: Order) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ShipmentPanel order={order} />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

/** Every call but the CSRF cookie's: method, path with query, Idempotency-Key, body. */
const calls = () =>
  fetchMock.mock.calls
    .map(([input, init]) => {
      const url = new URL(String(input), 'http://localhost');
      return {
        method: init?.method ?? 'GET',
        path: `${url.pathname}${url.search}`,
        key: new Headers(init?.headers).get('Idempotency-Key'),
        body: init?.body ? JSON.parse(String(init.body)) : undefined,
      };
    })
    .filter((call) => call.path !== '/api/csrf/');

/** Answers the AWB routes with `answers` (by method and path), the defaults and CSRF otherwise. */
function serve(answers: Record<string, () => Response> = {}) {
  fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/api/csrf/') return json({});
    const answer = answers[`${init?.method ?? 'GET'} ${url.pathname}`];
    if (answer) return answer();
    if (url.pathname === '/api/admin/orders/1042/awb/defaults') return json(DEFAULTS);
    return json({ detail: 'Nu există.', code: 'not_found' }, 404);
  });
}

beforeAll(async () => {
  await initI18n('ro');
  await loadTexts('ro', ['admin', 'admin_orders']);
});

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

describe('the AWB panel of an order', { timeout: 15_000 }, () => {
  it('makes an AWB from the prefilled dialog, with an Idempotency-Key', async () => {
    serve({ 'POST /api/admin/orders/1042/awb': () => json(aShipment(), 201) });
    const user = renderPanel({ id: 1042, shipment: null, awb_available: true });
    expect(screen.getByText('Comanda nu are încă AWB.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Generează AWB' }));

    const dialog = await screen.findByRole('dialog', { name: 'Generează AWB pentru comanda nr. 1042' });
    const weight = await within(dialog).findByRole('spinbutton', { name: 'Greutate (grame)' });
    expect(weight).toHaveValue(1250);
    expect(within(dialog).getByRole('spinbutton', { name: 'Număr de colete' })).toHaveValue(1);
    expect(within(dialog).getByRole('textbox', { name: 'Ramburs (lei)' })).toHaveValue('125.00');
    expect(within(dialog).getByRole('textbox', { name: 'Valoare declarată (lei)' })).toHaveValue('125.00');
    expect(within(dialog).getByRole('combobox', { name: 'Livrare' })).toHaveValue('pickup_point');

    await user.clear(weight);
    await user.type(weight, '1400');
    await user.clear(within(dialog).getByRole('textbox', { name: 'Valoare declarată (lei)' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Valoare declarată (lei)' }), '100,50');
    await user.click(within(dialog).getByRole('button', { name: 'Generează AWB' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const post = calls().find((call) => call.method === 'POST')!;
    expect(post.path).toBe('/api/admin/orders/1042/awb');
    expect(post.key).toMatch(/^[A-Za-z0-9_.:-]{8,200}$/);
    expect(post.body).toEqual({
      delivery: 'pickup_point',
      weight_grams: 1400,
      parcels: 1,
      cash_on_delivery: '125.00',
      insured_value: '100,50',
    });
  });

  it('gives the focus back to "Generează AWB" when the dialog closes', async () => {
    serve();
    const user = renderPanel({ id: 1042, shipment: null, awb_available: true });
    const generate = screen.getByRole('button', { name: 'Generează AWB' });
    generate.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByRole('spinbutton', { name: 'Greutate (grame)' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(generate).toHaveFocus());
  });

  it('refuses a weight that is not whole grams before sending anything', async () => {
    serve();
    const user = renderPanel({ id: 1042, shipment: null, awb_available: true });
    await user.click(screen.getByRole('button', { name: 'Generează AWB' }));
    const dialog = await screen.findByRole('dialog');
    const weight = await within(dialog).findByRole('spinbutton', { name: 'Greutate (grame)' });
    await user.clear(weight);
    await user.click(within(dialog).getByRole('button', { name: 'Generează AWB' }));
    expect(
      await within(dialog).findByText('Scrie greutatea în grame, un număr întreg între 1 și 1000000.'),
    ).toBeInTheDocument();
    expect(weight).toHaveAttribute('aria-invalid', 'true');
    expect(calls().filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it("shows the courier's refusal, and a retry of the same submission keeps its key", async () => {
    serve({
      'POST /api/admin/orders/1042/awb': () =>
        json({ detail: 'Invalid county for the recipient.', code: 'shipping.courier_error' }, 502),
    });
    const user = renderPanel({ id: 1042, shipment: null, awb_available: true });
    await user.click(screen.getByRole('button', { name: 'Generează AWB' }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByRole('spinbutton', { name: 'Greutate (grame)' });
    await user.click(within(dialog).getByRole('button', { name: 'Generează AWB' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Curierul a refuzat cererea: Invalid county for the recipient.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Generează AWB' }));
    await waitFor(() => expect(calls().filter((call) => call.method === 'POST')).toHaveLength(2));
    const [first, second] = calls().filter((call) => call.method === 'POST');
    expect(second!.key).toBe(first!.key);
  });

  it('says when the courier is not configured', async () => {
    serve({
      'POST /api/admin/orders/1042/awb': () =>
        json({ detail: 'Curierul nu este configurat.', code: 'shipping.courier_unavailable' }, 503),
    });
    const user = renderPanel({ id: 1042, shipment: null, awb_available: true });
    await user.click(screen.getByRole('button', { name: 'Generează AWB' }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByRole('spinbutton', { name: 'Greutate (grame)' });
    await user.click(within(dialog).getByRole('button', { name: 'Generează AWB' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Curierul nu este configurat. Completează datele Sameday în setări.',
    );
  });

  it('says when the defaults cannot be read, and reads them again', async () => {
    let fail = true;
    serve({
      'GET /api/admin/orders/1042/awb/defaults': () =>
        fail ? json({ detail: 'Eroare.', code: 'internal_error' }, 500) : json(DEFAULTS),
    });
    const user = renderPanel({ id: 1042, shipment: null, awb_available: true });
    await user.click(screen.getByRole('button', { name: 'Generează AWB' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      await within(dialog).findByText('Nu am putut citi datele comenzii pentru AWB.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    fail = false;
    await user.click(within(dialog).getByRole('button', { name: 'Încearcă din nou' }));
    expect(await within(dialog).findByRole('spinbutton', { name: 'Greutate (grame)' })).toHaveValue(1250);
  });

  it('offers no AWB when no courier is configured or the order cannot ship', () => {
    renderPanel({ id: 1042, shipment: null, awb_available: false });
    expect(screen.getByText(/Nu se poate genera AWB/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Generează AWB' })).not.toBeInTheDocument();
  });

  it('shows a live AWB with its status and tracking link, and downloads its A6 label', async () => {
    const saved: string[] = [];
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => undefined }),
    );
    HTMLAnchorElement.prototype.click = function click(this: HTMLAnchorElement) {
      saved.push(this.download);
    };
    serve({
      'GET /api/admin/orders/1042/awb/label.pdf': () =>
        new Response(new Uint8Array([0x25, 0x50, 0x44, 0x46]), {
          headers: { 'Content-Type': 'application/pdf' },
        }),
    });
    const user = renderPanel({ id: 1042, shipment: aShipment(), awb_available: false });
    const panel = screen.getByTestId('shipment-panel');
    expect(within(panel).getByText('1SDY000000042')).toBeInTheDocument();
    expect(within(panel).getByText('Înregistrat (Expeditie in asteptare)')).toBeInTheDocument();
    expect(within(panel).getByText('1.250 g')).toBeInTheDocument();
    expect(
      within(panel).getByRole('link', { name: 'Urmărește coletul (se deschide într-o filă nouă)' }),
    ).toHaveAttribute('href', 'https://www.sameday.ro/#awb=1SDY000000042');
    expect(within(panel).queryByRole('button', { name: 'Generează AWB' })).not.toBeInTheDocument();

    await user.click(within(panel).getByRole('button', { name: 'Descarcă eticheta' }));
    await waitFor(() => expect(saved).toEqual(['awb-1SDY000000042.pdf']));
    expect(calls().map((call) => call.path)).toEqual(['/api/admin/orders/1042/awb/label.pdf?format=A6']);
  });

  it('cancels the AWB only after a confirmation, with an Idempotency-Key', async () => {
    serve({ 'DELETE /api/admin/orders/1042/awb': () => new Response(null, { status: 204 }) });
    const user = renderPanel({ id: 1042, shipment: aShipment(), awb_available: false });
    await user.click(screen.getByRole('button', { name: 'Anulează AWB' }));
    const ask = screen.getByRole('alertdialog', { name: 'Anulezi AWB 1SDY000000042?' });
    await user.click(within(ask).getByRole('button', { name: 'Nu, păstrează' }));
    expect(calls()).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Anulează AWB' }));
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Da, anulează AWB' }),
    );
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    const [cancel] = calls();
    expect(cancel).toMatchObject({ method: 'DELETE', path: '/api/admin/orders/1042/awb' });
    expect(cancel!.key).toMatch(/^[A-Za-z0-9_.:-]{8,200}$/);
  });

  it('offers no cancellation for a delivered parcel, and says when it was delivered', () => {
    renderPanel({
      id: 1042,
      shipment: aShipment({
        status: 'delivered',
        courier_status: null,
        delivered_at: '2026-11-28T12:00:00.000Z',
      }),
      awb_available: false,
    });
    expect(screen.getByText('Livrat', { selector: 'dd' })).toBeInTheDocument();
    expect(screen.getByText('Livrat', { selector: 'dt' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Anulează AWB' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Descarcă eticheta' })).toBeInTheDocument();
  });

  it('shows a cancelled AWB and lets staff make another', async () => {
    await setLanguage('en');
    await loadTexts('en', ['admin', 'admin_orders']);
    renderPanel({
      id: 1042,
      shipment: aShipment({ status: 'cancelled', cancelled_at: '2026-11-27T10:00:00.000Z' }),
      awb_available: true,
    });
    expect(screen.getByText(/AWB 1SDY000000042 cancelled/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create AWB' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Download label' })).not.toBeInTheDocument();
    await setLanguage('ro');
  });
});
