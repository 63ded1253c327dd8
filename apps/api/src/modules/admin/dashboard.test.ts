import type { Dashboard } from '@shop/shared/schemas/admin/dashboard';
import { decimalToBani } from '@shop/shared/money';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderBody, placeOk, setProduct } from '../../test/checkout';
import { issueInvoiceAt } from '../../test/invoices';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  token = (await t.staff()).token;
});
afterAll(async () => {
  await t?.close();
});

async function dashboard(): Promise<Dashboard> {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/admin/dashboard/',
    headers: { authorization: `Token ${token}` },
  });
  expect(response.statusCode).toBe(200);
  return response.json<Dashboard>();
}

const bani = (value: string) => decimalToBani(value)!;

const staffHeaders = () => ({ authorization: `Token ${token}` });

function setStatus(id: number, status: string) {
  return t.app.inject({
    method: 'POST',
    url: `/api/admin/orders/${id}/status/`,
    headers: staffHeaders(),
    payload: { status },
  });
}

async function deliver(id: number) {
  for (const status of ['processing', 'shipped', 'delivered']) {
    expect((await setStatus(id, status)).statusCode, status).toBe(200);
  }
}

/** Approves a card order on the sandbox's hosted page, as the customer would. */
async function payByCard(paymentUrl: string) {
  const url = new URL(paymentUrl);
  const response = await t.app.inject({
    method: 'POST',
    url: url.pathname,
    payload: new URLSearchParams({ token: url.searchParams.get('token')!, decision: 'approve' }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  expect(response.statusCode).toBe(303);
}

/** Every answer that shows an order's payment: the staff's list (and its filter), detail, and the customer's page. */
async function paymentViews(order: { id: number; key: string }) {
  const list = await t.app.inject({
    url: `/api/admin/orders/?q=${order.id}`,
    headers: staffHeaders(),
  });
  const paidFilter = await t.app.inject({
    url: `/api/admin/orders/?q=${order.id}&payment_status=paid`,
    headers: staffHeaders(),
  });
  const detail = await t.app.inject({ url: `/api/admin/orders/${order.id}/`, headers: staffHeaders() });
  const customer = await t.app.inject({
    url: `/api/comenzi/${order.id}/?key=${encodeURIComponent(order.key)}`,
  });
  for (const response of [list, paidFilter, detail, customer]) expect(response.statusCode).toBe(200);
  type Row = { id: number; payment_status: string };
  const staffDetail = detail.json<{
    payment_status: string;
    payment: { status: string };
    payments: { status: string }[];
  }>();
  return {
    listed: list.json<{ results: Row[] }>().results.find((row) => row.id === order.id)?.payment_status,
    inPaidFilter: paidFilter.json<{ results: Row[] }>().results.some((row) => row.id === order.id),
    detail: staffDetail.payment_status,
    attempt: staffDetail.payment.status,
    attempts: staffDetail.payments.map((attempt) => attempt.status),
    customerAttempt: customer.json<{ payment: { status: string } }>().payment.status,
    customerPaid: customer.json<{ paid_at: string | null }>().paid_at !== null,
  };
}

describe('admin dashboard', () => {
  it('splits sales (orders placed, not cancelled) from money received (orders paid), exact in lei', async () => {
    await setProduct(t, 1, { stock: 50, active: true, price: 4990, discounted: null });
    const before = await dashboard();

    const card = await placeOk(t, orderBody([{ produs: 1, cantitate: 1 }], { plata: 'card' }));
    await payByCard(card.payment_url!);
    const cashWaiting = await placeOk(t, orderBody([{ produs: 1, cantitate: 1 }], { plata: 'ramburs' }));
    const cashDelivered = await placeOk(t, orderBody([{ produs: 1, cantitate: 2 }], { plata: 'ramburs' }));
    await deliver(cashDelivered.id);
    const transfer = await placeOk(t, orderBody([{ produs: 1, cantitate: 3 }], { plata: 'transfer' }));
    const cancelled = await placeOk(t, orderBody([{ produs: 1, cantitate: 4 }], { plata: 'ramburs' }));
    expect((await setStatus(cancelled.id, 'cancelled')).statusCode).toBe(200);

    const after = await dashboard();
    const change = (pick: (d: Dashboard) => string) => bani(pick(after)) - bani(pick(before));
    // 49,90 lei each and the courier's fee (25 lei under the free-shipping threshold of 200 lei).
    const totals = [card, cashWaiting, cashDelivered, transfer].map((order) => bani(order.total));
    expect(totals).toEqual([7490, 7490, 12480, 17470]);
    expect(change((d) => d.revenue_today.sales)).toBe(7490 + 7490 + 12480 + 17470);
    expect(after.revenue_today.orders - before.revenue_today.orders).toBe(4);
    // Received: the card once approved, cash on delivery once delivered; not the transfer yet.
    expect(change((d) => d.revenue_today.received)).toBe(7490 + 12480);
    expect(change((d) => d.revenue_month.sales)).toBe(44930);
    expect(change((d) => d.revenue_month.received)).toBe(19970);
    expect(after.daily_revenue.at(-1)).toMatchObject({
      day: after.today,
      sales: after.revenue_today.sales,
      received: after.revenue_today.received,
      orders: after.revenue_today.orders,
    });

    // Money paid back leaves what was received (not the sales); store credit in the wallet does not.
    await t.query("INSERT INTO refunds (order_id, amount, method) VALUES ($1, 1000, 'bank')", [card.id]);
    await t.query("INSERT INTO refunds (order_id, amount, method) VALUES ($1, 500, 'wallet')", [card.id]);
    const refunded = await dashboard();
    expect(bani(refunded.revenue_today.received) - bani(after.revenue_today.received)).toBe(-1000);
    expect(refunded.revenue_today.sales).toBe(after.revenue_today.sales);

    expect(after.daily_revenue).toHaveLength(30);
    const days = after.daily_revenue.map((day) => day.day);
    expect(new Set(days).size).toBe(30);
    expect([...days].sort()).toEqual(days);

    expect(after.awaiting_action.to_ship - before.awaiting_action.to_ship).toBe(2);
    expect(after.awaiting_action.awaiting_payment - before.awaiting_action.awaiting_payment).toBe(1);
    const latest = after.awaiting_action.latest.map((order) => order.id);
    expect(latest).toEqual(expect.arrayContaining([card.id, cashWaiting.id, transfer.id]));
    expect(latest).not.toContain(cancelled.id);
  });

  it('reads one payment state for a cash-on-delivery order in every answer, before and after delivery', async () => {
    await setProduct(t, 1, { stock: 50, active: true });
    const order = await placeOk(t, orderBody([{ produs: 1, cantitate: 1 }], { plata: 'ramburs' }));
    expect(await paymentViews(order)).toEqual({
      listed: 'unpaid',
      inPaidFilter: false,
      detail: 'unpaid',
      attempt: 'pending',
      attempts: ['pending'],
      customerAttempt: 'pending',
      customerPaid: false,
    });
    await deliver(order.id);
    expect(await paymentViews(order)).toEqual({
      listed: 'paid',
      inPaidFilter: true,
      detail: 'paid',
      attempt: 'succeeded',
      attempts: ['succeeded'],
      customerAttempt: 'succeeded',
      customerPaid: true,
    });
    const [times] = await t.query<{ same: boolean }>(
      `SELECT o.paid_at = p.succeeded_at AS same FROM orders o JOIN payments p ON p.order_id = o.id
        WHERE o.id = $1`,
      [order.id],
    );
    expect(times).toEqual({ same: true });
  });

  it('puts an order placed just after midnight in Romania on that Romanian day', async () => {
    const placed = await placeOk(t, orderBody([{ produs: 1, cantitate: 1 }], { plata: 'ramburs' }));
    // 00:30 in Bucharest on the chart's second-to-last day is still the previous day in UTC.
    const { today } = await dashboard();
    await t.query(
      `UPDATE orders SET created_at = ((($1::date - 1)::timestamp + interval '30 minutes') AT TIME ZONE 'Europe/Bucharest')
        WHERE id = $2`,
      [today, placed.id],
    );
    const result = await dashboard();
    const yesterday = result.daily_revenue.at(-2)!;
    expect(yesterday.orders).toBeGreaterThanOrEqual(1);
    const [row] = await t.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM orders
        WHERE (created_at AT TIME ZONE 'Europe/Bucharest')::date = $1::date - 1
          AND status <> 'cancelled' AND cancelled_at IS NULL`,
      [today],
    );
    expect(yesterday.orders).toBe(row!.n);
  });

  it('lists products on sale at or under the low stock threshold', async () => {
    await setProduct(t, 2, { stock: 2, active: true });
    await setProduct(t, 3, { stock: 0, active: false });
    const result = await dashboard();
    const ids = result.low_stock.products.map((product) => product.id);
    expect(result.low_stock.threshold).toBe(5);
    expect(result.low_stock.count).toBeGreaterThanOrEqual(1);
    expect(ids).toContain(2);
    expect(ids).not.toContain(3);
    expect(result.low_stock.products.every((product) => product.stoc <= 5)).toBe(true);
  });

  it('shows the documents RO e-Factura has not accepted, and those close to or past their term', async () => {
    const before = await dashboard();
    const longAgo = new Date(Date.now() - 30 * 86_400_000);
    const late = await issueInvoiceAt(t, longAgo, 'pending');
    const rejected = await issueInvoiceAt(t, longAgo, 'rejected');
    const accepted = await issueInvoiceAt(t, longAgo, 'accepted');
    // Issued now: five working days ahead, not close yet.
    const fresh = await issueInvoiceAt(t, new Date(), 'uploaded');

    const { efactura } = await dashboard();
    expect(efactura.open).toBe(before.efactura.open + 3);
    expect(efactura.pending).toBe(before.efactura.pending + 1);
    expect(efactura.rejected).toBe(before.efactura.rejected + 1);
    expect(efactura.uploaded).toBe(before.efactura.uploaded + 1);
    expect(efactura.late_count).toBe(before.efactura.late_count + 2);
    expect(efactura.due_count).toBe(before.efactura.due_count + 2);
    const codes = efactura.due.map((document) => document.code);
    expect(codes).toEqual(expect.arrayContaining([late.code, rejected.code]));
    expect(codes).not.toContain(accepted.code);
    expect(codes).not.toContain(fresh.code);
    const shown = efactura.due.find((document) => document.code === late.code)!;
    expect(shown).toMatchObject({
      kind: 'invoice',
      state: 'pending',
      issue_date: late.issueDate,
      total: '50.00',
    });
    expect(shown.working_days_left).toBeLessThan(0);
    expect(shown.deadline > shown.issue_date).toBe(true);
  });
});
