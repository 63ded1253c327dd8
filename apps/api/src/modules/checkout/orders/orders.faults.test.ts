import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderBody, placeOrder, setProduct, stockOf } from '../../../test/checkout';
import { createTestApp, type TestApp } from '../../../test/test-app';
import type { CheckoutStep } from './order-placement.service';

/**
 * "No order, payment or mail is lost if the process is killed between steps": order creation is
 * one transaction, so a failure after any step (here injected, as a crash would be) leaves nothing
 * behind — no reserved stock, no order, no lines, no payment, no mail, no coupon use, no saved
 * idempotent answer — and the same request succeeds afterwards.
 */
let failAt: CheckoutStep | null = null;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    deps: {
      checkoutFaults: (step) => {
        if (step === failAt) throw new Error(`injected failure after ${step}`);
      },
    },
  });
  await setProduct(t, 20, { stock: 5, price: 3000, discounted: null });
});
afterAll(() => t.close());

async function counts() {
  const [row] = await t.query<Record<string, number>>(`
    SELECT (SELECT count(*) FROM orders)::int AS orders,
           (SELECT count(*) FROM order_lines)::int AS lines,
           (SELECT count(*) FROM order_status_history)::int AS history,
           (SELECT count(*) FROM payments)::int AS payments,
           (SELECT count(*) FROM mail_outbox)::int AS mails,
           (SELECT count(*) FROM coupon_redemptions)::int AS redemptions,
           (SELECT count(*) FROM idempotency_responses)::int AS idempotency`);
  return row!;
}

const STEPS: CheckoutStep[] = [
  'products_locked',
  'order_inserted',
  'stock_reserved',
  'payment_created',
  'mail_queued',
  'idempotency_saved',
];

describe('a failure between the steps of order creation', () => {
  it.each(STEPS)('after %s leaves nothing behind', async (step) => {
    const before = await counts();
    failAt = step;
    try {
      const response = await placeOrder(
        t,
        orderBody([{ produs: 20, cantitate: 2 }], { plata: 'card', cupon: 'VARA10' }),
        { 'idempotency-key': `fault-${step}` },
      );
      expect(response.statusCode).toBe(500);
      expect(response.json().detail).not.toContain('injected');
    } finally {
      failAt = null;
    }
    expect(await stockOf(t, 20)).toBe(5);
    expect(await counts()).toEqual(before);
  });

  it('and the same request then succeeds, once', async () => {
    const body = orderBody([{ produs: 20, cantitate: 2 }], { plata: 'card', cupon: 'VARA10' });
    const first = await placeOrder(t, body, { 'idempotency-key': 'fault-mail_queued' });
    const again = await placeOrder(t, body, { 'idempotency-key': 'fault-mail_queued' });
    expect(first.statusCode).toBe(201);
    expect(again.json().id).toBe(first.json().id);
    expect(await stockOf(t, 20)).toBe(3);
    expect(await counts()).toMatchObject({
      orders: 1,
      lines: 1,
      payments: 1,
      // The confirmation and the mail to the shop.
      mails: 2,
      redemptions: 1,
      idempotency: 1,
    });
  });
});
