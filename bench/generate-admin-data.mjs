// Fills a bench database with the admin area's scale: 50,000 products (with categories and tags;
// search columns, price history and initial stock movements come from the database's own
// triggers) and 1,000,000 orders with lines, status history and payments over the last 400 days.
// Everything is INSERT … SELECT generate_series, in batches, so it runs in minutes.
//
// Usage: BENCH_DATABASE_URL=postgres://…/shop_bench node bench/generate-admin-data.mjs [products] [orders]
// The database must already have the shop's schema (start the server on it once; admin-lists.mjs
// does) and its name must contain "bench": this script adds a million rows and is not for a shop.
import pg from 'pg';

const url = process.env.BENCH_DATABASE_URL;
const PRODUCTS = Number(process.argv[2] ?? 50_000);
const ORDERS = Number(process.argv[3] ?? 1_000_000);
const BATCH = 100_000;

if (!url) {
  console.error('Set BENCH_DATABASE_URL to a database whose name contains "bench".');
  process.exit(2);
}
const client = new pg.Client({ connectionString: url });
await client.connect();
const { rows } = await client.query('SELECT current_database() AS name');
if (!/bench/i.test(rows[0].name)) {
  console.error(`Refusing to fill "${rows[0].name}": only a database named *bench* is filled.`);
  await client.end();
  process.exit(2);
}

const started = performance.now();
const step = async (label, text, values = []) => {
  const t0 = performance.now();
  const result = await client.query(text, values);
  console.log(`${label}: ${result.rowCount ?? 0} rows in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
};

const [{ first_product: firstProduct }] = (
  await client.query('SELECT coalesce(max(id), 0) + 1 AS first_product FROM products')
).rows;

await step(
  'products',
  `INSERT INTO products (slug, title, title_en, description, sku, price, discounted_price, vat_rate, stock, is_active, net_quantity, unit)
   SELECT 'bench-' || g || '-' || md5(g::text),
          (ARRAY['Cremă','Ser','Apă termală','Loțiune','Gel','Mască','Ulei','Sapun','Miere','Ceai'])[1 + g % 10]
            || ' ' || (ARRAY['hidratantă','calmantă','cu vitamina C','pentru ten sensibil','bio','anti-acnee','SPF 50','de noapte'])[1 + g % 8]
            || ' nr. ' || g,
          'Bench product ' || g,
          'Produs generat pentru măsurători, numărul ' || g || '.',
          'BENCH-' || g,
          500 + (g::bigint * 7919) % 30000,
          CASE WHEN g % 5 = 0 THEN (500 + (g::bigint * 7919) % 30000) * 8 / 10 END,
          CASE WHEN g % 7 = 0 THEN 11 ELSE 21 END,
          (g * 31) % 120,
          g % 20 <> 0,
          CASE WHEN g % 3 = 0 THEN 50 END,
          CASE WHEN g % 3 = 0 THEN 'ml' END
     FROM generate_series($1::int, $1::int + $2::int - 1) AS g`,
  [firstProduct, PRODUCTS],
);
await step(
  'product categories',
  `INSERT INTO product_categories (product_id, category_id)
   SELECT p.id, c.id
     FROM products p
     JOIN LATERAL (SELECT id FROM categories ORDER BY id OFFSET (p.id % greatest((SELECT count(*) FROM categories), 1)) LIMIT 1) c ON true
    WHERE p.slug LIKE 'bench-%'
   ON CONFLICT DO NOTHING`,
);
await step(
  'product tags',
  `INSERT INTO product_tags (product_id, tag_id)
   SELECT p.id, t.id
     FROM products p
     JOIN LATERAL (SELECT id FROM tags ORDER BY id OFFSET (p.id % greatest((SELECT count(*) FROM tags), 1)) LIMIT 1) t ON true
    WHERE p.slug LIKE 'bench-%'
   ON CONFLICT DO NOTHING`,
);

const FIRST = ['Ana', 'Maria', 'Ioana', 'Elena', 'Andrei', 'Mihai', 'Ștefan', 'Radu', 'Cristina', 'Gheorghe'];
const LAST = [
  'Popescu',
  'Ionescu',
  'Popa',
  'Dumitru',
  'Stoica',
  'Stan',
  'Munteanu',
  'Țăran',
  'Constantin',
  'Șerban',
];
const { rows: range } = await client.query(
  "SELECT min(id) AS lo, max(id) AS hi FROM products WHERE slug LIKE 'bench-%'",
);
const [{ lo, hi }] = range;

for (let done = 0; done < ORDERS; done += BATCH) {
  const count = Math.min(BATCH, ORDERS - done);
  const [{ last }] = (await client.query('SELECT coalesce(max(id), 0) AS last FROM orders')).rows;
  await client.query('BEGIN');
  // Orders: spread over 400 days, most delivered; recent ones still open. Amounts are made to
  // satisfy the table's checks; lines are added after with matching totals.
  await step(
    `orders ${done + 1}-${done + count}`,
    `WITH src AS (
       SELECT g, now() - ((g::bigint * 7919) % (400 * 86400)) * interval '1 second' AS created,
              (g * 13) % 100 AS r, 2000 + (g::bigint * 104729) % 40000 AS subtotal
         FROM generate_series($1::int, $1::int + $2::int - 1) AS g
     )
     INSERT INTO orders (access_key_hash, email, phone, last_name, first_name, delivery_method, delivery_county,
                         delivery_city, delivery_address, delivery_postal_code, billing_type, payment_method, status,
                         subtotal, discount, shipping_cost, total, vat_total, coupon_code, created_at, updated_at, paid_at, cancelled_at)
     SELECT md5('bench' || g),
            lower(($4::text[])[1 + g % 10]) || '.' || lower(($3::text[])[1 + (g / 10) % 10]) || g || '@example.ro',
            '07' || lpad(((g::bigint * 7919) % 100000000)::text, 8, '0'),
            ($4::text[])[1 + g % 10], ($3::text[])[1 + (g / 10) % 10],
            CASE WHEN g % 4 = 0 THEN 'locker' ELSE 'courier' END, 'Cluj', 'Cluj-Napoca', 'Str. Bench ' || g, '400114',
            'person',
            (ARRAY['card','cash_on_delivery','bank_transfer','cash_on_delivery'])[1 + g % 4],
            CASE WHEN created > now() - interval '3 days' AND r < 40 THEN
                   CASE WHEN g % 4 IN (0, 2) THEN 'awaiting_payment' ELSE 'placed' END
                 WHEN created > now() - interval '7 days' AND r < 60 THEN 'processing'
                 WHEN r < 6 THEN 'cancelled'
                 WHEN r < 8 THEN 'refunded'
                 WHEN created > now() - interval '14 days' AND r < 80 THEN 'shipped'
                 ELSE 'delivered' END,
            -- One order in ten used one of 20 coupons, for a tenth of its goods (the reports' coupons).
            subtotal, CASE WHEN g % 10 = 0 THEN subtotal / 10 ELSE 0 END, 1999,
            subtotal - CASE WHEN g % 10 = 0 THEN subtotal / 10 ELSE 0 END + 1999, subtotal * 21 / 121,
            CASE WHEN g % 10 = 0 THEN 'BENCH' || (g / 10) % 20 END, created, created,
            CASE WHEN g % 4 IN (0, 2) AND NOT (created > now() - interval '3 days' AND r < 40) AND r >= 6 THEN created + interval '5 minutes' END,
            CASE WHEN r < 6 AND NOT (created > now() - interval '7 days' AND r < 60) THEN created + interval '1 day' END
       FROM src`,
    [done + 1, count, FIRST, LAST],
  );
  // The batch's lines in the same batch: the reports' summary triggers (docs/decisions/064) take
  // each statement's lines at once.
  await step(
    `order lines ${done + 1}-${done + count} (one per order, the whole subtotal)`,
    `INSERT INTO order_lines (order_id, product_id, title, unit_price, quantity, vat_rate, line_total, discount_share, vat_amount)
     SELECT o.id, $1::int + (o.id::bigint * 7919) % ($2::int - $1::int + 1), 'Produs bench ' || o.id, o.subtotal, 1, 21, o.subtotal, o.discount, o.subtotal * 21 / 121
       FROM orders o WHERE o.id > $3 AND o.delivery_address LIKE 'Str. Bench %'`,
    [lo, hi, last],
  );
  await client.query('COMMIT');
}
await step(
  'status history',
  `INSERT INTO order_status_history (order_id, from_status, to_status, actor, created_at)
   SELECT o.id, NULL, CASE WHEN o.payment_method IN ('card', 'bank_transfer') THEN 'awaiting_payment' ELSE 'placed' END, 'customer', o.created_at
     FROM orders o WHERE o.delivery_address LIKE 'Str. Bench %'
   UNION ALL
   SELECT o.id, 'placed', o.status, 'staff', o.created_at + interval '1 day'
     FROM orders o WHERE o.delivery_address LIKE 'Str. Bench %' AND o.status NOT IN ('placed', 'awaiting_payment')`,
);
await step(
  'payments',
  `INSERT INTO payments (order_id, provider, status, amount, created_at, updated_at)
   SELECT o.id,
          CASE o.payment_method WHEN 'card' THEN 'sandbox' WHEN 'bank_transfer' THEN 'transfer' ELSE 'cash' END,
          CASE WHEN o.paid_at IS NOT NULL THEN 'succeeded' WHEN o.status = 'cancelled' THEN 'cancelled' ELSE 'pending' END,
          o.total, o.created_at, o.created_at
     FROM orders o WHERE o.delivery_address LIKE 'Str. Bench %'`,
);
await step(
  'refunds (refunded orders, in full)',
  `INSERT INTO refunds (order_id, amount, method, created_at)
   SELECT o.id, o.total, 'bank', o.created_at + interval '2 days'
     FROM orders o WHERE o.delivery_address LIKE 'Str. Bench %' AND o.status = 'refunded'`,
);
await step('analyze', 'ANALYZE');
console.log(`done in ${((performance.now() - started) / 1000).toFixed(0)} s`);
await client.end();
