// Fills a bench database with a shop of real size: 50,000 products (with categories and tags;
// search columns, price history and initial stock movements come from the database's own
// triggers), 200,000 customer accounts (one or two addresses each, a few favourites) and
// 1,000,000 orders with lines, status history and payments over the last 400 days, spread over
// those customers and guests: most customers have a few orders, a hundred have about 200 each.
// Everything is INSERT … SELECT generate_series, in batches, so it runs in minutes.
//
// Idempotent: the sizes are totals. A second run with the same sizes adds nothing; larger sizes
// add the difference (the bench rows are told apart by their slugs, e-mail addresses and
// delivery addresses, so the demo catalogue and anything else in the database is left alone).
//
// Usage: npm run bench:data -- [--products 50000] [--customers 200000] [--orders 1000000]
//   (= node --import tsx bench/generate-admin-data.mjs …; `[products] [orders]` positionally also works)
//   BENCH_DATABASE_URL=postgres://…/shop_bench  fill that database (migrated and seeded here when empty);
//   otherwise the embedded cluster of the bench scripts in BENCH_DIR (default ./data-bench),
//   database shop_bench, created, migrated and seeded with the demo catalogue when new.
// The database's name must contain "bench": this script adds a million rows and is not for a shop.
// Every generated customer signs in with BENCH_CUSTOMER_PASSWORD (printed at the end) and the
// address bench-client-<n>@example.ro; customers 1-100 have the most orders.
import path from 'node:path';
import pg from 'pg';

export const BENCH_CUSTOMER_PASSWORD = 'bench-parola-client';

function sizes(argv) {
  const named = {};
  const positional = [];
  for (let i = 0; i < argv.length; i++) {
    const match = /^--(products|customers|orders)(?:=(.*))?$/.exec(argv[i]);
    if (match) named[match[1]] = match[2] ?? argv[++i];
    else positional.push(argv[i]);
  }
  const read = (value, fallback, name) => {
    const n = Number(value ?? fallback);
    if (!Number.isInteger(n) || n < 0) {
      console.error(`--${name} must be a whole number, not "${value}".`);
      process.exit(2);
    }
    return n;
  };
  return {
    products: read(named.products ?? positional[0], 50_000, 'products'),
    customers: read(named.customers ?? process.env.BENCH_CUSTOMERS, 200_000, 'customers'),
    orders: read(named.orders ?? positional[1], 1_000_000, 'orders'),
  };
}

const { products: PRODUCTS, customers: CUSTOMERS, orders: ORDERS } = sizes(process.argv.slice(2));
const BATCH = 100_000;

let embedded = null;
let url = process.env.BENCH_DATABASE_URL;
if (!url) {
  const { startEmbeddedPostgres } = await import('../apps/api/src/db/embedded.ts');
  const dir = path.resolve(process.env.BENCH_DIR ?? 'data-bench');
  embedded = await startEmbeddedPostgres(path.join(dir, 'postgres'), console, { database: 'shop_bench' });
  url = embedded.url('shop_bench');
}
const client = new pg.Client({ connectionString: url });
await client.connect();
const finish = async (code) => {
  await client.end();
  await embedded?.stop();
  if (code) process.exit(code);
};
const { rows } = await client.query('SELECT current_database() AS name');
if (!/bench/i.test(rows[0].name)) {
  console.error(`Refusing to fill "${rows[0].name}": only a database named *bench* is filled.`);
  await finish(2);
}

// A new database gets the shop's schema and demo catalogue (its categories and tags are what the
// generated products are filed under), as the server's first start would give it.
const [{ migrated }] = (await client.query("SELECT to_regclass('products') IS NOT NULL AS migrated")).rows;
if (!migrated) {
  console.log('migrating and seeding the demo catalogue…');
  const { connectDatabase } = await import('../apps/api/src/db/client.ts');
  const { runMigrations, withSetupLock } = await import('../apps/api/src/db/migrate.ts');
  const { seedDemoCatalog } = await import('../apps/api/src/seed/demo-seed.ts');
  const setup = connectDatabase(url, { max: 1 });
  await withSetupLock(setup.pool, async (db) => {
    await runMigrations(db);
    await seedDemoCatalog(db);
  }).finally(() => setup.close());
}

const started = performance.now();
const step = async (label, text, values = []) => {
  const t0 = performance.now();
  const result = await client.query(text, values);
  console.log(`${label}: ${result.rowCount ?? 0} rows in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  return result;
};
const countOf = async (text) => (await client.query(text)).rows[0].n;
const have = {
  products: await countOf("SELECT count(*)::int AS n FROM products WHERE slug LIKE 'bench-%'"),
  customers: await countOf(
    "SELECT count(*)::int AS n FROM users WHERE email LIKE 'bench-client-%@example.ro'",
  ),
  orders: await countOf("SELECT count(*)::int AS n FROM orders WHERE delivery_address LIKE 'Str. Bench %'"),
};
const add = {
  products: Math.max(0, PRODUCTS - have.products),
  customers: Math.max(0, CUSTOMERS - have.customers),
  orders: Math.max(0, ORDERS - have.orders),
};
console.log(
  `asked: ${PRODUCTS} products, ${CUSTOMERS} customers, ${ORDERS} orders; ` +
    `present: ${have.products}, ${have.customers}, ${have.orders}; adding: ${add.products}, ${add.customers}, ${add.orders}`,
);
if (add.products + add.customers + add.orders === 0) {
  console.log('nothing to add');
  await finish(0);
  process.exit(0);
}

if (add.products > 0) {
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
    [firstProduct, add.products],
  );
  await step(
    'product categories',
    `INSERT INTO product_categories (product_id, category_id)
     SELECT p.id, c.id
       FROM products p
       JOIN LATERAL (SELECT id FROM categories ORDER BY id OFFSET (p.id % greatest((SELECT count(*) FROM categories), 1)) LIMIT 1) c ON true
      WHERE p.slug LIKE 'bench-%' AND p.id >= $1
     ON CONFLICT DO NOTHING`,
    [firstProduct],
  );
  await step(
    'product tags',
    `INSERT INTO product_tags (product_id, tag_id)
     SELECT p.id, t.id
       FROM products p
       JOIN LATERAL (SELECT id FROM tags ORDER BY id OFFSET (p.id % greatest((SELECT count(*) FROM tags), 1)) LIMIT 1) t ON true
      WHERE p.slug LIKE 'bench-%' AND p.id >= $1
     ON CONFLICT DO NOTHING`,
    [firstProduct],
  );
}

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
if (add.orders > 0 && lo === null) {
  console.error('Orders need bench products to sell: ask for --products too.');
  await finish(2);
}

if (add.customers > 0) {
  // One password for every generated customer (hashed as the shop hashes): signing in as any
  // of them is part of the benchmarks. Referral codes are derived from the number (the column's
  // random default could repeat among 200,000); any clash with an existing row skips that one.
  const { hashPassword } = await import('../apps/api/src/modules/accounts/passwords.ts');
  const passwordHash = await hashPassword(BENCH_CUSTOMER_PASSWORD);
  await step(
    'customers',
    `INSERT INTO users (username, email, password_hash, first_name, last_name, phone, email_verified_at,
                        terms_accepted_at, referral_code, created_at, last_login_at)
     SELECT 'bench-client-' || n || '@example.ro', 'bench-client-' || n || '@example.ro', $3,
            ($4::text[])[1 + n % 10], ($5::text[])[1 + (n / 10) % 10],
            '07' || lpad(((n::bigint * 15485863) % 100000000)::text, 8, '0'),
            created, created,
            'Z' || (SELECT string_agg(substr('23456789ABCDEFGHJKMNPQRSTUVWXYZ', 1 + ((n::bigint / (31::bigint ^ k)::bigint) % 31)::int, 1), '' ORDER BY k)
                      FROM generate_series(0, 6) AS k),
            created, created + interval '300 days'
       FROM (SELECT n, now() - interval '400 days' - ((n::bigint * 7919) % (100 * 86400)) * interval '1 second' AS created
               FROM generate_series($1::int, $1::int + $2::int - 1) AS n) AS s
     ON CONFLICT DO NOTHING`,
    [have.customers + 1, add.customers, passwordHash, FIRST, LAST],
  );
}
// Every generated customer by number, for the addresses, favourites and orders below.
await client.query(`CREATE TEMP TABLE bench_customers AS
  SELECT substring(email FROM '^bench-client-([0-9]+)@')::int AS n, id, first_name, last_name, email, phone
    FROM users WHERE email LIKE 'bench-client-%@example.ro'`);
await client.query('ALTER TABLE bench_customers ADD PRIMARY KEY (n)');
const [{ customers }] = (await client.query('SELECT count(*)::int AS customers FROM bench_customers')).rows;
if (add.customers > 0) {
  await step(
    'addresses (one each, a second for one customer in three)',
    `INSERT INTO customer_addresses (user_id, label, last_name, first_name, phone, county, city, street, postal_code, is_default)
     SELECT c.id, 'Acasă', c.last_name, c.first_name, c.phone, 'Cluj', 'Cluj-Napoca', 'Str. Client ' || c.n, '400114', true
       FROM bench_customers c WHERE c.n >= $1
     UNION ALL
     SELECT c.id, 'Birou', c.last_name, c.first_name, c.phone, 'Bihor', 'Oradea', 'Bd. Bench ' || c.n, '410001', false
       FROM bench_customers c WHERE c.n >= $1 AND c.n % 3 = 0`,
    [have.customers + 1],
  );
  if (lo !== null) {
    await step(
      'favourites (three products for one customer in four)',
      `INSERT INTO favourites (user_id, product_id)
       SELECT c.id, $2::int + ((c.n::bigint * 7919 * k) % ($3::int - $2::int + 1))::int
         FROM bench_customers c, generate_series(1, 3) AS k
        WHERE c.n >= $1 AND c.n % 4 = 0
       ON CONFLICT DO NOTHING`,
      [have.customers + 1, lo, hi],
    );
  }
}

const [{ before: ordersBefore }] = (await client.query('SELECT coalesce(max(id), 0) AS before FROM orders'))
  .rows;
// The orders go in as one transaction with the reports' summary triggers (docs/decisions/064) off:
// row by row they would update the same few hundred day rows a million times. The summaries of
// the new orders, lines and refunds are added after, in bulk (as migration 0051 first filled them),
// and the triggers are back on at commit; a failure rolls all of it back, triggers included.
const REPORT_TRIGGERS = [
  ['orders', 'orders_report_change'],
  ['order_lines', 'order_lines_report_insert'],
  ['refunds', 'refunds_report_change'],
];
if (add.orders > 0) {
  await client.query('BEGIN');
  for (const [table, trigger] of REPORT_TRIGGERS)
    await client.query(`ALTER TABLE ${table} DISABLE TRIGGER ${trigger}`);
}
for (let done = 0; done < add.orders; done += BATCH) {
  const count = Math.min(BATCH, add.orders - done);
  const first = have.orders + done + 1;
  const [{ last }] = (await client.query('SELECT coalesce(max(id), 0) AS last FROM orders')).rows;
  // Orders: spread over 400 days, most delivered; recent ones still open. Amounts are made to
  // satisfy the table's checks; lines are added after with matching totals. Six orders in ten
  // belong to a customer (under the account's name and address), the rest are guests'; one in 50
  // goes to one of customers 1-100, so each of those has about 200 orders.
  await step(
    `orders ${first}-${first + count - 1}`,
    `WITH src AS (
       SELECT g, now() - ((g::bigint * 7919) % (400 * 86400)) * interval '1 second' AS created,
              (g * 13) % 100 AS r, 2000 + (g::bigint * 104729) % 40000 AS subtotal,
              CASE WHEN $5::int = 0 THEN NULL
                   WHEN g % 50 = 7 THEN 1 + (g / 50) % least(100, $5::int)
                   WHEN g % 10 < 6 THEN 1 + (g::bigint * 7919) % $5::int END AS customer
         FROM generate_series($1::int, $1::int + $2::int - 1) AS g
     )
     INSERT INTO orders (user_id, access_key_hash, email, phone, last_name, first_name, delivery_method, delivery_county,
                         delivery_city, delivery_address, delivery_postal_code, billing_type, payment_method, status,
                         subtotal, discount, shipping_cost, total, vat_total, coupon_code, created_at, updated_at, paid_at, cancelled_at)
     SELECT c.id, md5('bench' || g),
            coalesce(c.email, lower(($4::text[])[1 + g % 10]) || '.' || lower(($3::text[])[1 + (g / 10) % 10]) || g || '@example.ro'),
            coalesce(c.phone, '07' || lpad(((g::bigint * 7919) % 100000000)::text, 8, '0')),
            coalesce(c.last_name, ($4::text[])[1 + g % 10]), coalesce(c.first_name, ($3::text[])[1 + (g / 10) % 10]),
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
       FROM src LEFT JOIN bench_customers c ON c.n = src.customer`,
    [first, count, FIRST, LAST, customers],
  );
  await step(
    `order lines ${first}-${first + count - 1} (one per order, the whole subtotal)`,
    `INSERT INTO order_lines (order_id, product_id, title, unit_price, quantity, vat_rate, line_total, discount_share, vat_amount)
     SELECT o.id, $1::int + (o.id::bigint * 7919) % ($2::int - $1::int + 1), 'Produs bench ' || o.id, o.subtotal, 1, 21, o.subtotal, o.discount, o.subtotal * 21 / 121
       FROM orders o WHERE o.id > $3 AND o.delivery_address LIKE 'Str. Bench %'`,
    [lo, hi, last],
  );
}
if (add.orders > 0) {
  const fresh = `o.id > ${Number(ordersBefore)} AND o.delivery_address LIKE 'Str. Bench %'`;
  await step(
    'status history',
    `INSERT INTO order_status_history (order_id, from_status, to_status, actor, created_at)
     SELECT o.id, NULL, CASE WHEN o.payment_method IN ('card', 'bank_transfer') THEN 'awaiting_payment' ELSE 'placed' END, 'customer', o.created_at
       FROM orders o WHERE ${fresh}
     UNION ALL
     SELECT o.id, 'placed', o.status, 'staff', o.created_at + interval '1 day'
       FROM orders o WHERE ${fresh} AND o.status NOT IN ('placed', 'awaiting_payment')`,
  );
  await step(
    'payments',
    `INSERT INTO payments (order_id, provider, status, amount, created_at, updated_at)
     SELECT o.id,
            CASE o.payment_method WHEN 'card' THEN 'sandbox' WHEN 'bank_transfer' THEN 'transfer' ELSE 'cash' END,
            CASE WHEN o.paid_at IS NOT NULL THEN 'succeeded' WHEN o.status = 'cancelled' THEN 'cancelled' ELSE 'pending' END,
            o.total, o.created_at, o.created_at
       FROM orders o WHERE ${fresh}`,
  );
  await step(
    'refunds (refunded orders, in full)',
    `INSERT INTO refunds (order_id, amount, method, created_at)
     SELECT o.id, o.total, 'bank', o.created_at + interval '2 days'
       FROM orders o WHERE ${fresh} AND o.status = 'refunded'`,
  );
  // The new orders' share of the summaries, added to what is there (the triggers' arithmetic).
  const sale = `${fresh} AND o.status <> 'cancelled' AND o.cancelled_at IS NULL`;
  await step(
    'report summaries: sales and refunds by day',
    `INSERT INTO sales_days AS s (day, orders, revenue, shipping, refunds, refund_count)
     SELECT day, sum(orders), sum(revenue), sum(shipping), sum(refunds), sum(refund_count)
       FROM (SELECT report_shop_day(o.created_at) AS day, 1 AS orders, (o.total - o.shipping_cost)::bigint AS revenue,
                    o.shipping_cost::bigint AS shipping, 0::bigint AS refunds, 0 AS refund_count
               FROM orders o WHERE ${sale}
             UNION ALL
             SELECT report_shop_day(r.created_at), 0, 0, 0, r.amount, 1
               FROM refunds r JOIN orders o ON o.id = r.order_id WHERE ${fresh}) x
      GROUP BY day
     ON CONFLICT (day) DO UPDATE
        SET orders = s.orders + excluded.orders, revenue = s.revenue + excluded.revenue,
            shipping = s.shipping + excluded.shipping, refunds = s.refunds + excluded.refunds,
            refund_count = s.refund_count + excluded.refund_count`,
  );
  await step(
    'report summaries: coupons by day',
    `INSERT INTO coupon_sales_days AS c (day, code, uses, discount, revenue)
     SELECT report_shop_day(o.created_at), o.coupon_code, count(*), sum(o.discount), sum(o.total - o.shipping_cost)
       FROM orders o WHERE ${sale} AND o.coupon_code IS NOT NULL
      GROUP BY 1, 2
     ON CONFLICT (day, code) DO UPDATE
        SET uses = c.uses + excluded.uses, discount = c.discount + excluded.discount, revenue = c.revenue + excluded.revenue`,
  );
  await client.query(`CREATE TEMP TABLE bench_product_days AS
    SELECT report_shop_day(o.created_at) AS day, l.product_id, CASE WHEN l.product_id IS NULL THEN l.title ELSE '' END AS title,
           sum(l.quantity)::bigint AS units, sum(l.line_total - l.discount_share)::bigint AS revenue, count(DISTINCT o.id)::int AS orders
      FROM orders o JOIN order_lines l ON l.order_id = o.id
     WHERE ${sale}
     GROUP BY 1, 2, 3`);
  // The products' summaries through the database's own function, once for all the new orders:
  // it keeps whatever it keeps (days, months, running totals…) as the triggers would have.
  await step(
    'report summaries: products',
    `SELECT report_add_product_sales(array_agg(day), array_agg(product_id), array_agg(title),
                                     array_agg(units), array_agg(revenue), array_agg(orders))
       FROM bench_product_days`,
  );
  for (const [table, trigger] of REPORT_TRIGGERS)
    await client.query(`ALTER TABLE ${table} ENABLE TRIGGER ${trigger}`);
  await client.query('COMMIT');
}
await step('analyze', 'ANALYZE');
console.log(
  `done in ${((performance.now() - started) / 1000).toFixed(0)} s; customers sign in as bench-client-<n>@example.ro ` +
    `with the password ${BENCH_CUSTOMER_PASSWORD} (1-100 have the most orders)`,
);
await finish(0);
