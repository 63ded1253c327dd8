import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminOrderPage, AdminOrderSummary } from '@shop/shared/schemas/admin/orders';
import type { AwbBulkResult } from '@shop/shared/schemas/admin/shipping';
import { initI18n, loadTexts } from '@/lib/i18n';
import { createQueryClient } from '@/lib/react-query';
import { OrderList } from './order-list';

vi.setConfig({ testTimeout: 20_000 });

const fetchMock = vi.fn<typeof fetch>();

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

const anOrder = (id: number): AdminOrderSummary => ({
  id,
  status: 'placed',
  created_at: '2026-11-27T08:00:00.000Z',
  nume: 'Ionescu',
  prenume: 'Maria',
  email: `maria${id}@example.ro`,
  telefon: '0744999321',
  total: '125.00',
  plata: 'ramburs',
  payment_status: 'unpaid',
  livrare: 'curier',
  user_id: null,
  tags: [],
});

const PAGE: AdminOrderPage = {
  count: 2,
  count_exact: true,
  next: null,
  previous: null,
  results: [anOrder(1042), anOrder(1043)],
};

const RESULTS: AwbBulkResult = {
  results: [
    {
      order_id: 1042,
      shipment: {
        id: 7,
        courier: 'sameday',
        awb: '1SDY000000042',
        status: 'registered',
        courier_status: null,
        delivery: 'address',
        locker_id: null,
        weight_grams: 900,
        parcels: 1,
        cash_on_delivery: '125.00',
        insured_value: '125.00',
        tracking_url: 'https://www.sameday.ro/#awb=1SDY000000042',
        label_url: '/api/admin/orders/1042/awb/label.pdf',
        created_at: '2026-11-27T09:30:00.000Z',
        cancelled_at: null,
        delivered_at: null,
      },
      error: null,
    },
    {
      order_id: 1043,
      shipment: null,
      error: { detail: 'Comanda are deja un AWB.', code: 'shipping.awb_exists' },
    },
  ],
  remaining: 0,
};

/** Every call but the list's, its tag filter's and the CSRF cookie's. */
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
    .filter(
      (call) =>
        !['/api/csrf/', '/api/admin/orders/', '/api/admin/orders/tags/'].includes(
          call.path.replace(/\?.*$/, ''),
        ),
    );

function renderList() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={['/admin/comenzi?de_la=2026-11-27&pana_la=2026-11-27']}>
        <Routes>
          <Route path="/admin/comenzi" element={<OrderList />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

const saved: string[] = [];

beforeAll(async () => {
  await initI18n('ro');
  await loadTexts('ro', ['admin', 'admin_orders']);
});

beforeEach(() => {
  saved.length = 0;
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/api/csrf/') return json({});
    if (url.pathname === '/api/admin/orders/tags/') return json({ results: [] });
    if (url.pathname === '/api/admin/awb/bulk' && init?.method === 'POST') return json(RESULTS);
    if (url.pathname === '/api/admin/awb/labels.pdf')
      return new Response(new Uint8Array([0x25, 0x50, 0x44, 0x46]), {
        headers: { 'Content-Type': 'application/pdf' },
      });
    return json(PAGE);
  });
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => undefined }),
  );
  HTMLAnchorElement.prototype.click = function click(this: HTMLAnchorElement) {
    saved.push(this.download);
  };
});

describe("the orders list's AWB actions", () => {
  it('makes the AWBs of the chosen orders in one request and shows what each got', async () => {
    const user = renderList();
    await user.click(await screen.findByRole('checkbox', { name: 'Selectează comanda nr. 1042' }));
    await user.click(screen.getByRole('checkbox', { name: 'Selectează comanda nr. 1043' }));
    await user.click(screen.getByRole('button', { name: 'Generează AWB' }));

    const dialog = await screen.findByRole('dialog', { name: 'Rezultatul AWB-urilor' });
    expect(within(dialog).getByText('1 AWB generat, 1 refuzate.')).toBeInTheDocument();
    const [made, refused] = within(dialog).getAllByRole('listitem');
    expect(made).toHaveTextContent('Comanda nr. 1042AWB 1SDY000000042');
    expect(refused).toHaveTextContent('Comanda nr. 1043Fără AWB: Comanda are deja un AWB.');
    expect(within(refused!).getByRole('link', { name: 'Comanda nr. 1043' })).toHaveAttribute(
      'href',
      '/admin/comenzi/1043',
    );
    const [post] = calls();
    expect(post).toMatchObject({
      method: 'POST',
      path: '/api/admin/awb/bulk',
      body: { order_ids: [1042, 1043] },
    });
    expect(post!.key).toMatch(/^[A-Za-z0-9_.:-]{8,200}$/);
    // The choice is let go once the AWBs are made.
    expect(screen.queryByRole('region', { name: /selectat/ })).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Descarcă etichetele generate' }));
    await waitFor(() => expect(saved).toEqual(['etichete-awb-1.pdf']));
    expect(calls().at(-1)!.path).toBe('/api/admin/awb/labels.pdf?order_ids=1042');
    await user.click(within(dialog).getByRole('button', { name: 'Închide' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('downloads the labels of the chosen orders in one PDF', async () => {
    const user = renderList();
    await user.click(
      await screen.findByRole('checkbox', { name: 'Selectează toate rândurile de pe pagină' }),
    );
    await user.click(screen.getByRole('button', { name: 'Etichete' }));
    await waitFor(() => expect(saved).toEqual(['etichete-awb-2.pdf']));
    expect(calls().map((call) => call.path)).toEqual(['/api/admin/awb/labels.pdf?order_ids=1042%2C1043']);
  });

  it('says when the AWBs could not be made, and keeps the choice', async () => {
    fetchMock.mockImplementation(async (input, init) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname === '/api/csrf/') return json({});
      if (url.pathname === '/api/admin/awb/bulk' && init?.method === 'POST')
        return json({ detail: 'Curierul nu este configurat.', code: 'shipping.courier_unavailable' }, 503);
      return json(PAGE);
    });
    const user = renderList();
    await user.click(await screen.findByRole('checkbox', { name: 'Selectează comanda nr. 1042' }));
    await user.click(screen.getByRole('button', { name: 'Generează AWB' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Curierul nu este configurat. Completează datele Sameday în setări.',
    );
    expect(screen.getByRole('checkbox', { name: 'Selectează comanda nr. 1042' })).toBeChecked();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe("the orders list's day AWBs", () => {
  it("makes the AWBs of the list's day in one request and says how many wait for another round", async () => {
    fetchMock.mockImplementation(async (input, init) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname === '/api/csrf/') return json({});
      if (url.pathname === '/api/admin/awb/bulk' && init?.method === 'POST')
        return json({ ...RESULTS, remaining: 12 });
      return json(PAGE);
    });
    const user = renderList();
    await user.click(await screen.findByRole('button', { name: 'AWB-urile zilei' }));
    const dialog = await screen.findByRole('dialog', { name: 'AWB-urile unei zile' });
    expect(within(dialog).getByLabelText('Ziua comenzilor')).toHaveValue('2026-11-27');
    await user.click(within(dialog).getByRole('button', { name: 'Generează AWB-urile zilei' }));

    const results = await screen.findByRole('dialog', { name: 'Rezultatul AWB-urilor' });
    expect(within(results).getByRole('status')).toHaveTextContent(
      'Mai așteaptă 12 comenzi din ziua aleasă: generează din nou.',
    );
    const [post] = calls();
    expect(post).toMatchObject({ method: 'POST', path: '/api/admin/awb/bulk', body: { day: '2026-11-27' } });
    expect(post!.key).toMatch(/^[A-Za-z0-9_.:-]{8,200}$/);
    await user.click(within(results).getByRole('button', { name: 'Închide' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'AWB-urile zilei' })).toHaveFocus());
  });

  it("downloads the labels of another day's orders in one PDF", async () => {
    const user = renderList();
    await user.click(await screen.findByRole('button', { name: 'AWB-urile zilei' }));
    const dialog = await screen.findByRole('dialog', { name: 'AWB-urile unei zile' });
    const day = within(dialog).getByLabelText('Ziua comenzilor');
    await user.clear(day);
    await user.type(day, '2026-11-26');
    await user.click(within(dialog).getByRole('button', { name: 'Descarcă etichetele zilei' }));
    await waitFor(() => expect(saved).toEqual(['etichete-awb-2026-11-26.pdf']));
    expect(calls().map((call) => call.path)).toEqual(['/api/admin/awb/labels.pdf?day=2026-11-26']);
  });

  it('says why the labels could not be downloaded', async () => {
    fetchMock.mockImplementation(async (input) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname === '/api/csrf/') return json({});
      if (url.pathname === '/api/admin/awb/labels.pdf')
        return json({ detail: 'Comenzile alese nu au AWB-uri active.', code: 'shipping.awb_not_found' }, 404);
      return json(PAGE);
    });
    const user = renderList();
    await user.click(await screen.findByRole('button', { name: 'AWB-urile zilei' }));
    const dialog = await screen.findByRole('dialog', { name: 'AWB-urile unei zile' });
    await user.click(within(dialog).getByRole('button', { name: 'Descarcă etichetele zilei' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Comenzile alese nu au AWB-uri active.',
    );
  });
});
