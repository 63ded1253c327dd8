import type { Dashboard } from '@shop/shared/schemas/admin/dashboard';
import { decimalToBani } from '@shop/shared/money';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderBody, placeOk, setProduct } from '../../test/checkout';
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

describe('admin dashboard', () => {
  it("counts today's paid or cash-on-delivery orders net of refunds, not unpaid or cancelled ones", async () => {
    await setProduct(t, 1, { stock: 50, active: true });
    const before = await dashboard();

    const cash = await placeOk(t, orderBody([{ produs: 1, cantitate: 1 }], { plata: 'ramburs' }));
    const unpaid = await placeOk(t, orderBody([{ produs: 1, cantitate: 1 }], { plata: 'transfer' }));
    const cancelled = await placeOk(t, orderBody([{ produs: 1, cantitate: 1 }], { plata: 'ramburs' }));
    await t.query("UPDATE orders SET status = 'cancelled', cancelled_at = now() WHERE id = $1", [
      cancelled.id,
    ]);
    await t.query("INSERT INTO refunds (order_id, amount, method) VALUES ($1, 100, 'bank')", [cash.id]);

    const after = await dashboard();
    const cashTotal = bani(cash.total);
    expect(bani(after.revenue_today.revenue) - bani(before.revenue_today.revenue)).toBe(cashTotal - 100);
    expect(after.revenue_today.orders - before.revenue_today.orders).toBe(1);
    expect(bani(after.revenue_month.revenue) - bani(before.revenue_month.revenue)).toBe(cashTotal - 100);

    expect(after.daily_revenue).toHaveLength(30);
    expect(after.daily_revenue.at(-1)).toMatchObject({
      day: after.today,
      revenue: after.revenue_today.revenue,
    });
    const days = after.daily_revenue.map((day) => day.day);
    expect(new Set(days).size).toBe(30);
    expect([...days].sort()).toEqual(days);

    expect(after.awaiting_action.to_ship - before.awaiting_action.to_ship).toBe(1);
    expect(after.awaiting_action.awaiting_payment - before.awaiting_action.awaiting_payment).toBe(1);
    const latest = after.awaiting_action.latest.map((order) => order.id);
    expect(latest).toEqual(expect.arrayContaining([cash.id, unpaid.id]));
    expect(latest).not.toContain(cancelled.id);
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
          AND status <> 'cancelled' AND (paid_at IS NOT NULL OR payment_method = 'cash_on_delivery')`,
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
});
