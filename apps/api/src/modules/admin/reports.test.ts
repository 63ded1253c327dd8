import { decimalToBani } from '@shop/shared/money';
import type {
  BestSellersReport,
  CouponsReport,
  SalesReport,
  SlowMoversReport,
  StockValueReport,
} from '@shop/shared/schemas/admin/reports';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderBody, placeOk, setProduct } from '../../test/checkout';
import { createTestApp, type TestApp } from '../../test/test-app';
import { periodStart } from './reports.service';

/**
 * The reports against the orders they summarise (docs/decisions/056): orders are placed through
 * checkout, moved onto days of March 2025 (summer time starts on the 30th), some cancelled,
 * refunded or with a coupon, and every figure is compared with SQL written apart from the
 * report's own, over every order of the range.
 */
let t: TestApp;
let token: string;

const FROM = '2025-03-01';
const TO = '2025-03-31';
const ZONE = 'Europe/Bucharest';

beforeAll(async () => {
  t = await createTestApp();
  token = (await t.staff()).token;
  await seed();
});
afterAll(async () => {
  await t?.close();
});

const bani = (value: string) => decimalToBani(value)!;

async function get<T>(url: string): Promise<T> {
  const response = await t.app.inject({ url, headers: { authorization: `Token ${token}` } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<T>();
}

/** Moves an order onto a Romanian wall-clock moment ("2025-03-10 00:30"). */
async function placedAt(id: number, local: string) {
  await t.query(`UPDATE orders SET created_at = ($1::timestamp AT TIME ZONE '${ZONE}') WHERE id = $2`, [
    local,
    id,
  ]);
}

async function refund(orderId: number, amount: number, local: string, method = 'bank') {
  await t.query(
    `INSERT INTO refunds (order_id, amount, method, created_at) VALUES ($1, $2, $3, ($4::timestamp AT TIME ZONE '${ZONE}'))`,
    [orderId, amount, method, local],
  );
}

async function seed() {
  await setProduct(t, 1, { price: 4990, discounted: null, stock: 500, active: true });
  await setProduct(t, 2, { price: 12900, discounted: 9900, stock: 500, active: true });
  await setProduct(t, 3, { price: 2500, discounted: null, stock: 500, active: true });
  await t.query(
    `INSERT INTO coupons (code, kind, value) VALUES ('PRIMAVARA10', 'percent', 10), ('FIX20', 'fixed', 2000)`,
  );
  const at = async (
    local: string,
    lines: { produs: number; cantitate: number }[],
    extra: Record<string, unknown> = {},
  ) => {
    const order = await placeOk(t, orderBody(lines, extra));
    await placedAt(order.id, local);
    return order;
  };
  // The range's first day, a Monday's first half hour (still Sunday in UTC), the day summer time
  // starts, its last minute, and just outside on both sides.
  const first = await at('2025-03-01 09:00', [{ produs: 1, cantitate: 2 }]);
  await at('2025-03-10 00:30', [
    { produs: 2, cantitate: 1 },
    { produs: 3, cantitate: 4 },
  ]);
  await at('2025-03-10 12:00', [{ produs: 2, cantitate: 3 }], { cupon: 'PRIMAVARA10' });
  await at('2025-03-12 18:00', [{ produs: 1, cantitate: 1 }], { cupon: 'FIX20', plata: 'transfer' });
  await at('2025-03-30 03:30', [{ produs: 3, cantitate: 2 }], { cupon: 'primavara10' });
  const last = await at('2025-03-31 23:59', [{ produs: 1, cantitate: 1 }]);
  const cancelled = await at('2025-03-15 10:00', [{ produs: 2, cantitate: 5 }], { cupon: 'FIX20' });
  await t.query(
    `UPDATE orders SET status = 'cancelled', cancelled_at = created_at + interval '1 hour' WHERE id = $1`,
    [cancelled.id],
  );
  const before = await at('2025-02-28 23:59', [{ produs: 3, cantitate: 1 }]);
  await at('2025-04-01 00:00', [{ produs: 1, cantitate: 9 }]);
  // Refunds count on their own day: one in the range for an order of February, store credit too,
  // and one just after the range.
  await refund(before.id, 1500, '2025-03-02 10:00');
  await refund(first.id, 2000, '2025-03-10 00:10', 'wallet');
  await refund(last.id, 1000, '2025-04-01 00:05');
}

type Figures = { orders: number; revenue: number; shipping: number; refunds: number; refund_count: number };

/** The same figures, written apart: per Romanian day, then per period, straight from the tables. */
async function expectedSales(group: 'day' | 'week' | 'month'): Promise<Map<string, Figures>> {
  const unit = group === 'day' ? 'day' : group;
  const rows = await t.query<{ period: string } & Record<keyof Figures, string>>(
    `WITH days AS (
       SELECT date_trunc('${unit}', (created_at AT TIME ZONE '${ZONE}'))::date AS period,
              1 AS orders, subtotal - discount AS revenue, shipping_cost AS shipping, 0 AS refunds, 0 AS refund_count
         FROM orders
        WHERE (created_at AT TIME ZONE '${ZONE}')::date BETWEEN $1 AND $2 AND status <> 'cancelled' AND cancelled_at IS NULL
       UNION ALL
       SELECT date_trunc('${unit}', (created_at AT TIME ZONE '${ZONE}'))::date, 0, 0, 0, amount, 1
         FROM refunds
        WHERE (created_at AT TIME ZONE '${ZONE}')::date BETWEEN $1 AND $2
     )
     SELECT to_char(period, 'YYYY-MM-DD') AS period, sum(orders) AS orders, sum(revenue) AS revenue,
            sum(shipping) AS shipping, sum(refunds) AS refunds, sum(refund_count) AS refund_count
       FROM days GROUP BY period`,
    [FROM, TO],
  );
  return new Map(
    rows.map((row) => [
      row.period,
      {
        orders: Number(row.orders),
        revenue: Number(row.revenue),
        shipping: Number(row.shipping),
        refunds: Number(row.refunds),
        refund_count: Number(row.refund_count),
      },
    ]),
  );
}

const figuresOf = (period: SalesReport['periods'][number]): Figures => ({
  orders: period.orders,
  revenue: bani(period.revenue),
  shipping: bani(period.shipping),
  refunds: bani(period.refunds),
  refund_count: period.refund_count,
});

describe('admin reports', () => {
  it.each(['day', 'week', 'month'] as const)(
    'sums sales by %s as the orders and refunds add up',
    async (group) => {
      const report = await get<SalesReport>(`/api/admin/reports/sales/?from=${FROM}&to=${TO}&group=${group}`);
      const expected = await expectedSales(group);
      const empty: Figures = { orders: 0, revenue: 0, shipping: 0, refunds: 0, refund_count: 0 };
      for (const period of report.periods) {
        const key =
          group === 'week'
            ? periodStart(period.from, 'week')
            : group === 'month'
              ? '2025-03-01'
              : period.from;
        expect(figuresOf(period), period.from).toEqual(expected.get(key) ?? empty);
        const average = period.orders === 0 ? 0 : Math.round(bani(period.revenue) / period.orders);
        expect(bani(period.average_order)).toBe(average);
      }
      // Every day of the range, once, in order, and the periods tile it.
      const covered = report.periods.flatMap((period) => {
        const days: string[] = [];
        for (let day = period.from; day <= period.to; day = nextDay(day)) days.push(day);
        return days;
      });
      expect(covered).toHaveLength(31);
      expect(covered[0]).toBe(FROM);
      expect(covered.at(-1)).toBe(TO);
      expect(report.periods.length).toBe({ day: 31, week: 6, month: 1 }[group]);
      const all = [...expected.values()].reduce(
        (sum, figures) => ({
          orders: sum.orders + figures.orders,
          revenue: sum.revenue + figures.revenue,
          shipping: sum.shipping + figures.shipping,
          refunds: sum.refunds + figures.refunds,
          refund_count: sum.refund_count + figures.refund_count,
        }),
        empty,
      );
      expect(figuresOf(report.totals)).toEqual(all);
      // The seed is there: six orders (the cancelled one and those outside left out), two refunds.
      expect(report.totals.orders).toBe(6);
      expect(report.totals.refund_count).toBe(2);
      expect(bani(report.totals.refunds)).toBe(3500);
    },
  );

  it('puts the first half hour of a Romanian day on that day', async () => {
    const report = await get<SalesReport>(`/api/admin/reports/sales/?from=2025-03-09&to=2025-03-10`);
    expect(report.periods.map((period) => [period.from, period.orders])).toEqual([
      ['2025-03-09', 0],
      ['2025-03-10', 2],
    ]);
  });

  it('ranks best sellers by units and by revenue, per category, as the order lines add up', async () => {
    const expected = await t.query<{ product_id: number; units: number; revenue: string; orders: number }>(
      `SELECT l.product_id, sum(l.quantity)::int AS units, sum(l.line_total - l.discount_share)::text AS revenue,
              count(DISTINCT o.id)::int AS orders
         FROM order_lines l JOIN orders o ON o.id = l.order_id
        WHERE (o.created_at AT TIME ZONE '${ZONE}')::date BETWEEN $1 AND $2
          AND o.status <> 'cancelled' AND o.cancelled_at IS NULL
        GROUP BY l.product_id`,
      [FROM, TO],
    );
    expect(expected.length).toBe(3);
    const wire = (rows: BestSellersReport['products']) =>
      rows.map((row) => ({
        product_id: row.product_id,
        units: row.units,
        revenue: row.revenue,
        orders: row.orders,
      }));
    const asWire = expected.map((row) => ({ ...row, revenue: (Number(row.revenue) / 100).toFixed(2) }));

    const byUnits = await get<BestSellersReport>(
      `/api/admin/reports/best-sellers/?from=${FROM}&to=${TO}&sort=units`,
    );
    expect(byUnits.count).toBe(3);
    expect(wire(byUnits.products)).toEqual(
      [...asWire].sort((a, b) => b.units - a.units || bani(b.revenue) - bani(a.revenue)),
    );
    const byRevenue = await get<BestSellersReport>(
      `/api/admin/reports/best-sellers/?from=${FROM}&to=${TO}&sort=revenue`,
    );
    expect(wire(byRevenue.products)).toEqual(
      [...asWire].sort((a, b) => bani(b.revenue) - bani(a.revenue) || b.units - a.units),
    );

    // Per category: each category's products as filed now, a product in two counting in both.
    const categories = await t.query<{ category_id: number; units: number; revenue: string }>(
      `SELECT pc.category_id, sum(l.quantity)::int AS units, sum(l.line_total - l.discount_share)::text AS revenue
         FROM order_lines l JOIN orders o ON o.id = l.order_id
         JOIN product_categories pc ON pc.product_id = l.product_id
        WHERE (o.created_at AT TIME ZONE '${ZONE}')::date BETWEEN $1 AND $2
          AND o.status <> 'cancelled' AND o.cancelled_at IS NULL
        GROUP BY pc.category_id`,
      [FROM, TO],
    );
    expect(categories.length).toBeGreaterThan(0);
    const shown = byUnits.categories.map((row) => ({
      category_id: row.category_id,
      units: row.units,
      revenue: bani(row.revenue),
    }));
    expect(shown).toEqual(
      expect.arrayContaining(
        categories.map((row) => ({
          category_id: row.category_id,
          units: row.units,
          revenue: Number(row.revenue),
        })),
      ),
    );
    expect(shown).toHaveLength(categories.length);

    // One category: only the products filed in it.
    const category = categories[0]!.category_id;
    const [members] = await t.query<{ ids: number[] }>(
      'SELECT array_agg(product_id) AS ids FROM product_categories WHERE category_id = $1',
      [category],
    );
    const filtered = await get<BestSellersReport>(
      `/api/admin/reports/best-sellers/?from=${FROM}&to=${TO}&category=${category}`,
    );
    expect(filtered.category).toBe(category);
    expect(filtered.products.map((row) => row.product_id).sort()).toEqual(
      expected
        .map((row) => row.product_id)
        .filter((id) => members!.ids.includes(id))
        .sort(),
    );
  });

  it('sums each coupon as the orders that used it', async () => {
    const report = await get<CouponsReport>(`/api/admin/reports/coupons/?from=${FROM}&to=${TO}`);
    const expected = await t.query<{ code: string; uses: number; discount: string; revenue: string }>(
      `SELECT coupon_code AS code, count(*)::int AS uses, sum(discount)::text AS discount,
              sum(subtotal - discount)::text AS revenue
         FROM orders
        WHERE (created_at AT TIME ZONE '${ZONE}')::date BETWEEN $1 AND $2
          AND status <> 'cancelled' AND cancelled_at IS NULL AND coupon_code IS NOT NULL
        GROUP BY coupon_code`,
      [FROM, TO],
    );
    const shown = report.coupons.map((row) => ({
      code: row.code,
      uses: row.uses,
      discount: bani(row.discount),
      revenue: bani(row.revenue),
    }));
    expect(shown).toEqual(
      expected
        .map((row) => ({ ...row, discount: Number(row.discount), revenue: Number(row.revenue) }))
        .sort((a, b) => b.uses - a.uses || b.discount - a.discount),
    );
    // Both spellings of PRIMAVARA10 are one coupon; the cancelled order's FIX20 is not counted.
    expect(shown.map((row) => [row.code, row.uses])).toEqual([
      ['PRIMAVARA10', 2],
      ['FIX20', 1],
    ]);
    expect(report.totals.uses).toBe(3);
    expect(bani(report.totals.discount)).toBe(shown.reduce((sum, row) => sum + row.discount, 0));
  });

  it("values today's stock at selling prices and finds the products that sold nothing", async () => {
    const value = await get<StockValueReport>('/api/admin/reports/stock-value/');
    const [totals] = await t.query<{ products: number; units: string; value: string }>(
      `SELECT count(*)::int AS products, sum(stock)::text AS units,
              sum(stock * coalesce(discounted_price, price))::text AS value
         FROM products WHERE stock > 0 AND NOT EXISTS (SELECT 1 FROM products v WHERE v.parent_id = products.id)`,
    );
    expect(value.totals).toEqual({
      products: totals!.products,
      units: Number(totals!.units),
      value: (Number(totals!.value) / 100).toFixed(2),
    });
    const top = await t.query<{ id: number }>(
      `SELECT id FROM products WHERE stock > 0 AND NOT EXISTS (SELECT 1 FROM products v WHERE v.parent_id = products.id)
        ORDER BY stock * coalesce(discounted_price, price) DESC, id LIMIT 50`,
    );
    expect(value.products.map((row) => row.product_id)).toEqual(top.map((row) => row.id));
    expect(value.products.find((row) => row.product_id === 2)).toMatchObject({ price: '99.00' });

    const slow = await get<SlowMoversReport>(`/api/admin/reports/slow-movers/?from=${FROM}&to=${TO}`);
    // A product sold in variants is stocked as its variants (docs/decisions/065): it is not counted itself.
    const unsold = `FROM products p WHERE p.stock > 0
        AND NOT EXISTS (SELECT 1 FROM products v WHERE v.parent_id = p.id) AND p.id NOT IN (
        SELECT l.product_id FROM order_lines l JOIN orders o ON o.id = l.order_id
         WHERE (o.created_at AT TIME ZONE '${ZONE}')::date BETWEEN $1 AND $2
           AND o.status <> 'cancelled' AND o.cancelled_at IS NULL AND l.product_id IS NOT NULL)`;
    const [slowTotals] = await t.query<{ products: number; units: string; value: string }>(
      `SELECT count(*)::int AS products, sum(p.stock)::text AS units,
              sum(p.stock * coalesce(p.discounted_price, p.price))::text AS value ${unsold}`,
      [FROM, TO],
    );
    expect(slow.totals).toEqual({
      products: slowTotals!.products,
      units: Number(slowTotals!.units),
      value: (Number(slowTotals!.value) / 100).toFixed(2),
    });
    const slowTop = await t.query<{ id: number }>(
      `SELECT p.id ${unsold} ORDER BY p.stock * coalesce(p.discounted_price, p.price) DESC, p.id LIMIT 50`,
      [FROM, TO],
    );
    expect(slow.products.map((row) => row.product_id)).toEqual(slowTop.map((row) => row.id));
    // Products 1-3 sold in March; 3 sold in February too, and its only sale in April's range is none.
    const april = await get<SlowMoversReport>(
      '/api/admin/reports/slow-movers/?from=2025-04-02&to=2025-04-30',
    );
    const three = april.products.find((row) => row.product_id === 3) ?? null;
    const [lastSale] = await t.query<{ day: string }>(
      `SELECT to_char(max((o.created_at AT TIME ZONE '${ZONE}')::date), 'YYYY-MM-DD') AS day
         FROM order_lines l JOIN orders o ON o.id = l.order_id
        WHERE l.product_id = 3 AND o.status <> 'cancelled' AND o.cancelled_at IS NULL
          AND (o.created_at AT TIME ZONE '${ZONE}')::date < '2025-04-02'`,
    );
    expect(three).not.toBeNull();
    expect(three!.last_sold_on).toBe(lastSale!.day);
    expect(slow.products.some((row) => [1, 2, 3].includes(row.product_id))).toBe(false);
  });

  it('downloads each report as CSV with the same figures', async () => {
    const csv = async (url: string) => {
      const response = await t.app.inject({ url, headers: { authorization: `Token ${token}` } });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(response.headers['content-disposition']).toMatch(/^attachment; filename=".+\.csv"$/);
      expect(response.body.startsWith('\uFEFF')).toBe(true);
      return response.body
        .slice(1)
        .split('\r\n')
        .filter(Boolean)
        .map((line) => line.split(';'));
    };
    const sales = await get<SalesReport>(`/api/admin/reports/sales/?from=${FROM}&to=${TO}&group=week`);
    const salesRows = await csv(`/api/admin/reports/sales/export.csv?from=${FROM}&to=${TO}&group=week`);
    expect(salesRows).toHaveLength(1 + sales.periods.length + 1);
    expect(salesRows.at(-1)!.slice(0, 4)).toEqual([
      'TOTAL',
      '',
      String(sales.totals.orders),
      sales.totals.revenue.replace('.', ','),
    ]);
    expect(salesRows[1]!.slice(0, 3)).toEqual([
      sales.periods[0]!.from,
      sales.periods[0]!.to,
      String(sales.periods[0]!.orders),
    ]);

    const best = await csv(`/api/admin/reports/best-sellers/export.csv?from=${FROM}&to=${TO}&sort=revenue`);
    const bestJson = await get<BestSellersReport>(
      `/api/admin/reports/best-sellers/?from=${FROM}&to=${TO}&sort=revenue`,
    );
    expect(best.slice(1).map((row) => [Number(row[0]), row[3]])).toEqual(
      bestJson.products.map((row) => [row.product_id, row.revenue.replace('.', ',')]),
    );

    const coupons = await csv(`/api/admin/reports/coupons/export.csv?from=${FROM}&to=${TO}`);
    expect(coupons.slice(1).map((row) => row[0])).toEqual(['PRIMAVARA10', 'FIX20']);

    // The stock files hold every row, not only the page's 50, read a batch at a time.
    const value = await get<StockValueReport>('/api/admin/reports/stock-value/');
    const stockRows = await csv('/api/admin/reports/stock-value/export.csv');
    expect(stockRows).toHaveLength(1 + value.totals.products);
    expect(stockRows.slice(1, 51).map((row) => Number(row[0]))).toEqual(
      value.products.map((row) => row.product_id),
    );
    const slow = await get<SlowMoversReport>(`/api/admin/reports/slow-movers/?from=${FROM}&to=${TO}`);
    const slowRows = await csv(`/api/admin/reports/slow-movers/export.csv?from=${FROM}&to=${TO}`);
    expect(slowRows).toHaveLength(1 + slow.totals.products);
  });

  it("groups a deleted product's lines by their title", async () => {
    // Deleting a product keeps its lines without it (ON DELETE SET NULL); done here by hand.
    const [line] = await t.query<{ id: number; title: string; quantity: number }>(
      `UPDATE order_lines SET product_id = NULL
        WHERE id = (SELECT l.id FROM order_lines l JOIN orders o ON o.id = l.order_id
                     WHERE l.product_id = 3 AND (o.created_at AT TIME ZONE '${ZONE}')::date = '2025-03-30')
       RETURNING id, title, quantity`,
    );
    const report = await get<BestSellersReport>(`/api/admin/reports/best-sellers/?from=${FROM}&to=${TO}`);
    expect(report.count).toBe(4);
    expect(report.products.find((row) => row.product_id === null)).toMatchObject({
      title: line!.title,
      units: line!.quantity,
      orders: 1,
    });
    const three = report.products.find((row) => row.product_id === 3)!;
    expect(three.units).toBe(4);
    expect(three.title).toBe(line!.title);
  });

  it('keeps its summaries equal to the orders through edits, cancellations, refunds and deletions', async () => {
    // Every change below is plain SQL on the orders, lines and refunds, as any code path (order
    // editing, cancelling, refunding, erasing a product) would write it: the summaries follow by
    // their triggers alone (docs/decisions/064).
    await expectSummariesExact();
    const june = async (local: string, lines: { produs: number; cantitate: number }[], extra = {}) => {
      const order = await placeOk(t, orderBody(lines, extra));
      await placedAt(order.id, local);
      return order.id;
    };
    const a = await june('2025-06-10 10:00', [
      { produs: 1, cantitate: 2 },
      { produs: 2, cantitate: 1 },
    ]);
    const b = await june('2025-06-30 23:30', [{ produs: 3, cantitate: 3 }], { cupon: 'FIX20' });
    const c = await june('2025-07-01 00:15', [{ produs: 1, cantitate: 1 }]);
    await expectSummariesExact();

    // An order edited after placement: a quantity changed, a line added (of a product it already
    // has, so its orders do not change, and of a new one), a line removed.
    await t.query(
      `UPDATE order_lines SET quantity = 5, line_total = unit_price * 5 WHERE order_id = $1 AND product_id = 1`,
      [a],
    );
    await t.query(
      `INSERT INTO order_lines (order_id, product_id, title, unit_price, quantity, vat_rate, line_total, discount_share, vat_amount)
       SELECT order_id, product_id, title, unit_price, 2, vat_rate, unit_price * 2, 0, 0 FROM order_lines
        WHERE order_id = $1 AND product_id = 2
       UNION ALL
       SELECT order_id, 3, title, 700, 1, vat_rate, 700, 0, 0 FROM order_lines WHERE order_id = $1 AND product_id = 2`,
      [a],
    );
    await t.query(
      `UPDATE orders SET subtotal = s.subtotal, total = s.subtotal - discount + shipping_cost
         FROM (SELECT sum(line_total)::int AS subtotal FROM order_lines WHERE order_id = $1) s WHERE id = $1`,
      [a],
    );
    await expectSummariesExact();
    await t.query(
      `DELETE FROM order_lines WHERE id = (SELECT min(id) FROM order_lines WHERE order_id = $1 AND product_id = 2)`,
      [a],
    );
    await expectSummariesExact();
    // A line moved to another product, and two lines of one order changed in one statement.
    await t.query(`UPDATE order_lines SET product_id = 2 WHERE order_id = $1 AND product_id = 3`, [b]);
    await t.query(`UPDATE order_lines SET discount_share = 100 WHERE order_id = $1`, [a]);
    await expectSummariesExact();

    // Moved to another day and month, cancelled, refunded (and the refund corrected, then removed).
    await placedAt(c, '2025-06-15 12:00');
    await expectSummariesExact();
    await t.query(`UPDATE orders SET status = 'cancelled', cancelled_at = now() WHERE id = $1`, [b]);
    await expectSummariesExact();
    await refund(a, 1200, '2025-07-02 09:00');
    await refund(c, 500, '2025-07-02 10:00', 'wallet');
    await t.query(`UPDATE refunds SET amount = 900 WHERE order_id = $1`, [a]);
    await expectSummariesExact();
    await t.query(`DELETE FROM refunds WHERE order_id = $1`, [c]);
    await t.query(`UPDATE orders SET status = 'refunded' WHERE id = $1`, [a]);
    await expectSummariesExact();

    // A product erased (its lines keep their title), then a whole order deleted with its lines.
    await t.query(`UPDATE order_lines SET product_id = NULL WHERE product_id = 1`);
    await expectSummariesExact();
    await t.query(`DELETE FROM orders WHERE id = $1`, [c]);
    await expectSummariesExact();

    const sales = await get<SalesReport>(
      '/api/admin/reports/sales/?from=2025-06-01&to=2025-07-31&group=month',
    );
    const [june2025] = await t.query<{ orders: number; revenue: string }>(
      `SELECT count(*)::int AS orders, coalesce(sum(total - shipping_cost), 0)::text AS revenue FROM orders
        WHERE (created_at AT TIME ZONE '${ZONE}')::date BETWEEN '2025-06-01' AND '2025-06-30'
          AND status <> 'cancelled' AND cancelled_at IS NULL`,
    );
    expect([sales.periods[0]!.orders, bani(sales.periods[0]!.revenue)]).toEqual([
      june2025!.orders,
      Number(june2025!.revenue),
    ]);
    expect(sales.periods[1]!.refund_count).toBe(1);
  }, 120_000);

  it('refuses a reversed or too long range, and a bad grouping', async () => {
    for (const query of [
      'from=2025-03-31&to=2025-03-01',
      'from=2024-01-01&to=2025-01-01',
      'from=2025-02-30&to=2025-03-01',
      `from=${FROM}`,
      `from=${FROM}&to=${TO}&group=year`,
    ]) {
      const response = await t.app.inject({
        url: `/api/admin/reports/sales/?${query}`,
        headers: { authorization: `Token ${token}` },
      });
      expect(response.statusCode, query).toBe(400);
    }
    // A year and a day is allowed: 2024 was a leap year.
    await get<SalesReport>('/api/admin/reports/sales/?from=2024-01-01&to=2024-12-31&group=month');
  });

  it('answers staff only: a customer gets 403, nobody signed in 401', async () => {
    const customer = await t.customer();
    const urls = [
      `/api/admin/reports/sales/?from=${FROM}&to=${TO}`,
      `/api/admin/reports/sales/export.csv?from=${FROM}&to=${TO}`,
      `/api/admin/reports/best-sellers/?from=${FROM}&to=${TO}`,
      `/api/admin/reports/coupons/?from=${FROM}&to=${TO}`,
      '/api/admin/reports/stock-value/',
      '/api/admin/reports/stock-value/export.csv',
      `/api/admin/reports/slow-movers/?from=${FROM}&to=${TO}`,
    ];
    for (const url of urls) {
      const anonymous = await t.app.inject({ url });
      expect(anonymous.statusCode, url).toBe(401);
      const forbidden = await t.app.inject({ url, headers: { authorization: `Token ${customer.token}` } });
      expect(forbidden.statusCode, url).toBe(403);
    }
  });
});

/**
 * Every summary row equals what the orders, lines and refunds say now, computed here apart from
 * the triggers (docs/decisions/064, 069): per day, per coupon and day, per product and day with
 * its running totals and next day, and per product of all time with its first and last day.
 */
async function expectSummariesExact() {
  const sale = `o.status <> 'cancelled' AND o.cancelled_at IS NULL`;
  const day = (column: string) => `(${column} AT TIME ZONE '${ZONE}')::date`;
  // A product's (a deleted one's: its title's) sales per day, from the lines of sales.
  const productDays = `SELECT ${day('o.created_at')} AS day, l.product_id,
              coalesce(CASE WHEN l.product_id IS NULL THEN l.title END, '') AS title,
              sum(l.quantity)::int AS units, sum(l.line_total - l.discount_share) AS revenue,
              count(DISTINCT o.id)::int AS orders
         FROM order_lines l JOIN orders o ON o.id = l.order_id WHERE ${sale} GROUP BY 1, 2, 3`;
  const pairs: [string, string][] = [
    [
      `SELECT day, orders, revenue, shipping, refunds, refund_count FROM sales_days`,
      `SELECT day, sum(orders)::int, sum(revenue), sum(shipping), sum(refunds), sum(refund_count)::int FROM (
         SELECT ${day('o.created_at')} AS day, 1 AS orders, o.subtotal - o.discount AS revenue, o.shipping_cost AS shipping,
                0 AS refunds, 0 AS refund_count FROM orders o WHERE ${sale}
         UNION ALL
         SELECT ${day('r.created_at')}, 0, 0, 0, r.amount, 1 FROM refunds r) x GROUP BY day`,
    ],
    [
      `SELECT day, code, uses, discount, revenue FROM coupon_sales_days`,
      `SELECT ${day('o.created_at')}, o.coupon_code, count(*)::int, sum(o.discount), sum(o.subtotal - o.discount)
         FROM orders o WHERE ${sale} AND o.coupon_code IS NOT NULL GROUP BY 1, 2`,
    ],
    [`SELECT day, product_id, title, units, revenue, orders FROM product_sales_days`, productDays],
    [
      `SELECT day, product_id, title, total_units, total_revenue, total_orders, next_day FROM product_sales_days`,
      `SELECT day, product_id, title, sum(units) OVER running, sum(revenue) OVER running, sum(orders) OVER running,
              lead(day) OVER running
         FROM (${productDays}) d
       WINDOW running AS (PARTITION BY product_id, title ORDER BY day)`,
    ],
    [
      `SELECT product_key, title, units, revenue, orders, first_day, last_day FROM product_sales_totals`,
      `SELECT coalesce(product_id, 0), title, sum(units), sum(revenue), sum(orders), min(day), max(day)
         FROM (${productDays}) d GROUP BY product_id, title`,
    ],
  ];
  for (const [summary, fromOrders] of pairs) {
    const rows = async (text: string) =>
      (await t.query<{ row: string }>(`SELECT x::text AS row FROM (${text}) x`)).map((row) => row.row).sort();
    expect(await rows(summary), summary).toEqual(await rows(fromOrders));
  }
  // The best sellers over ranges that cut the products' days before, inside and after: their
  // running totals at both ends (docs/decisions/069). Many requests on a shared machine: the test
  // has two minutes.
  for (const [from, to] of [
    ['2025-02-20', '2025-07-01'],
    [FROM, TO],
    ['2025-03-11', '2025-06-14'],
    ['2025-03-12', '2025-06-30'],
    ['2025-06-10', '2025-06-10'],
    ['2025-07-02', '2025-12-31'],
  ] as const) {
    await expectBestSellersExact(from, to);
  }
}

/**
 * The best sellers of a range against SQL over the lines of its sales: every product (a deleted
 * one by its title), how many, each category's figures, and each category's own list.
 */
async function expectBestSellersExact(from: string, to: string) {
  const lines = (join = '') => `FROM order_lines l JOIN orders o ON o.id = l.order_id ${join}
        WHERE (o.created_at AT TIME ZONE '${ZONE}')::date BETWEEN $1 AND $2
          AND o.status <> 'cancelled' AND o.cancelled_at IS NULL`;
  const expected = await t.query<{
    product_id: number | null;
    units: number;
    revenue: string;
    orders: number;
  }>(
    `SELECT l.product_id, sum(l.quantity)::int AS units, sum(l.line_total - l.discount_share)::text AS revenue,
            count(DISTINCT o.id)::int AS orders
       ${lines()}
      GROUP BY l.product_id, CASE WHEN l.product_id IS NULL THEN l.title END`,
    [from, to],
  );
  const categories = await t.query<{ category_id: number; units: number; revenue: string; ids: number[] }>(
    `SELECT pc.category_id, sum(l.quantity)::int AS units, sum(l.line_total - l.discount_share)::text AS revenue,
            array_agg(DISTINCT l.product_id) AS ids
       ${lines('JOIN product_categories pc ON pc.product_id = l.product_id')}
      GROUP BY pc.category_id`,
    [from, to],
  );
  type Row = { product_id: number | null; units: number; revenue: string; orders: number };
  const key = (row: Row) => `${row.product_id}:${row.units}:${row.revenue}:${row.orders}`;
  const expectedKeys = expected.map((row) =>
    key({ ...row, revenue: (Number(row.revenue) / 100).toFixed(2) }),
  );
  const range = `${from}..${to}`;
  const report = await get<BestSellersReport>(`/api/admin/reports/best-sellers/?from=${from}&to=${to}`);
  expect(report.count, range).toBe(expected.length);
  expect(report.products.map(key).sort(), range).toEqual(expectedKeys.sort());
  expect(
    report.categories.map((row) => `${row.category_id}:${row.units}:${bani(row.revenue)}`).sort(),
    range,
  ).toEqual(categories.map((row) => `${row.category_id}:${row.units}:${Number(row.revenue)}`).sort());
  for (const category of categories) {
    const filtered = await get<BestSellersReport>(
      `/api/admin/reports/best-sellers/?from=${from}&to=${to}&category=${category.category_id}`,
    );
    expect(filtered.count, `${range} in ${category.category_id}`).toBe(category.ids.length);
    expect(filtered.products.map(key).sort(), `${range} in ${category.category_id}`).toEqual(
      expected
        .filter((row) => row.product_id !== null && category.ids.includes(row.product_id))
        .map((row) => key({ ...row, revenue: (Number(row.revenue) / 100).toFixed(2) }))
        .sort(),
    );
  }
}

function nextDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}
