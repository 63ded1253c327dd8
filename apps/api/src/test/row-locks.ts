import pg from 'pg';
import { expect } from 'vitest';
import type { TestApp } from './test-app';

/**
 * Holds a product's row lock in a transaction of its own and starts `request`, which must come to
 * wait for it; while it waits, `whileWaiting` runs on a second connection inside a transaction
 * (rolled back after it). Then the lock is let go and the request's answer returned. For checking
 * the order in which a request takes its locks: what it took before the product's is still held
 * while it waits (`FOR UPDATE NOWAIT` on it fails).
 */
export async function whileProductLocked<T>(
  t: TestApp,
  productId: number,
  request: () => Promise<T>,
  whileWaiting: (probe: pg.Client) => Promise<void>,
): Promise<T> {
  const holder = new pg.Client({ connectionString: t.databaseUrl });
  const probe = new pg.Client({ connectionString: t.databaseUrl });
  await Promise.all([holder.connect(), probe.connect()]);
  try {
    await holder.query('BEGIN');
    await holder.query('SELECT id FROM products WHERE id = $1 FOR UPDATE', [productId]);
    const answer = request();
    // One of the app's connections waits for a row lock: the request has reached the product.
    await expect
      .poll(
        async () =>
          (
            await probe.query<{ n: number }>(
              `SELECT count(*)::int AS n FROM pg_locks l JOIN pg_stat_activity a ON a.pid = l.pid
                WHERE NOT l.granted AND l.locktype IN ('transactionid', 'tuple') AND a.application_name = 'shop'`,
            )
          ).rows[0]!.n,
        { timeout: 10_000 },
      )
      .toBeGreaterThan(0);
    await probe.query('BEGIN');
    try {
      await whileWaiting(probe);
    } finally {
      await probe.query('ROLLBACK');
      await holder.query('ROLLBACK');
    }
    return await answer;
  } finally {
    await Promise.all([holder.end(), probe.end()]);
  }
}

/**
 * Fails unless today's row of the sales report (which placing an order takes after its products)
 * exists and is free: for `whileWaiting`.
 */
export async function expectSalesDayFree(probe: pg.Client): Promise<void> {
  const day = await probe.query(
    'SELECT day FROM sales_days WHERE day = report_shop_day(now()) FOR UPDATE NOWAIT',
  );
  expect(day.rowCount).toBe(1);
}
