// Measures the admin area's lists on a database at scale (bench/generate-admin-data.mjs):
// p50/p95 of N requests each, then EXPLAIN (ANALYZE, BUFFERS) of the key statements to a file.
// An endpoint that answers 404 (its branch not merged yet) is reported as "missing".
//
// Usage: npm run build && node --import tsx bench/admin-lists.mjs [requests=30]
//   BENCH_DATABASE_URL=postgres://…/shop_bench  use that database (its name must contain "bench");
//   otherwise an embedded cluster in BENCH_DIR (default ./data-bench, kept between runs) with a
//   database shop_bench. The generator (npm run bench:data) runs first and adds whatever the sizes
//   ask for that is not there yet: BENCH_PRODUCTS / BENCH_CUSTOMERS / BENCH_ORDERS (default
//   50,000 / 200,000 / 1,000,000).
//   BENCH_SERIES: a regular expression, only the series whose names match. BENCH_SERVER_DIR: another
//   built checkout to serve (a "before" build on the same data, run after or before this one).
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

const BENCH_CUSTOMER_PASSWORD = 'bench-parola-client';

const REQUESTS = Number(process.argv[2] ?? 30);
const PRODUCTS = process.env.BENCH_PRODUCTS ?? '50000';
const CUSTOMERS = process.env.BENCH_CUSTOMERS ?? '200000';
const ORDERS = process.env.BENCH_ORDERS ?? '1000000';
const ONLY = process.env.BENCH_SERIES ? new RegExp(process.env.BENCH_SERIES) : null;
const SERVER_DIR = path.resolve(process.env.BENCH_SERVER_DIR ?? '.');

const freePort = () =>
  new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

let embedded = null;
let databaseUrl = process.env.BENCH_DATABASE_URL;
if (!databaseUrl) {
  const { startEmbeddedPostgres } = await import('../apps/api/src/db/embedded.ts');
  const dir = path.resolve(process.env.BENCH_DIR ?? 'data-bench');
  embedded = await startEmbeddedPostgres(path.join(dir, 'postgres'), console, { database: 'shop_bench' });
  databaseUrl = embedded.url('shop_bench');
}
if (!/\/[^/]*bench[^/]*$/i.test(new URL(databaseUrl).pathname)) {
  console.error('The bench database name must contain "bench".');
  process.exit(2);
}

// A fresh staff account per run, created by the server's first-start rule for ADMIN_EMAIL.
const adminEmail = `bench-${Date.now().toString(36)}@example.ro`;
const adminPassword = `bench-parola-${Math.random().toString(36).slice(2)}`;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-bench-admin-'));
const port = await freePort();
const child = spawn(process.execPath, ['apps/api/dist/main.js'], {
  cwd: SERVER_DIR,
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    LOG_LEVEL: 'warn',
    ADMIN_EMAIL: adminEmail,
    ADMIN_PASSWORD: adminPassword,
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const url = `http://127.0.0.1:${port}`;
for (let i = 0; i < 1200; i++) {
  try {
    if ((await fetch(`${url}/api/health`)).ok) break;
  } catch {
    /* not up yet */
  }
  await new Promise((resolve) => setTimeout(resolve, 250));
}

const db = new pg.Client({ connectionString: databaseUrl });
await db.connect();
const stop = async () => {
  await db.end();
  child.kill('SIGTERM');
  await new Promise((resolve) => child.on('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
  await embedded?.stop?.();
};

try {
  // The generator adds what the sizes ask for and is not there yet (nothing on a later run).
  const generated = spawnSync(
    process.execPath,
    [
      '--import',
      'tsx',
      'bench/generate-admin-data.mjs',
      '--products',
      PRODUCTS,
      '--customers',
      CUSTOMERS,
      '--orders',
      ORDERS,
    ],
    { env: { ...process.env, BENCH_DATABASE_URL: databaseUrl }, stdio: 'inherit' },
  );
  if (generated.status !== 0) throw new Error('the generator failed');
  const counts = (
    await db.query(
      'SELECT (SELECT count(*) FROM products)::int AS products, (SELECT count(*) FROM orders)::int AS orders',
    )
  ).rows[0];
  console.log(`database: ${counts.products} products, ${counts.orders} orders`);

  // Adds this run's admin to the account table if the database existed before with another one.
  const login = await fetch(`${url}/api/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: adminEmail, password: adminPassword }),
  });
  if (!login.ok) throw new Error(`admin sign-in failed: ${login.status} ${await login.text()}`);
  const { token } = await login.json();

  // A generated customer with many orders (customers 1-100 have about 200 each), signed in.
  const [customer] = (
    await db.query(
      `SELECT u.email, count(o.id)::int AS orders, max(o.id) AS latest
         FROM users u JOIN orders o ON o.user_id = u.id
        WHERE u.email = 'bench-client-1@example.ro' GROUP BY u.email`,
    )
  ).rows;
  let customerToken = null;
  if (customer) {
    const signIn = await fetch(`${url}/api/login/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: customer.email, password: BENCH_CUSTOMER_PASSWORD }),
    });
    if (!signIn.ok) throw new Error(`customer sign-in failed: ${signIn.status} ${await signIn.text()}`);
    customerToken = (await signIn.json()).token;
    console.log(`customer ${customer.email}: ${customer.orders} orders`);
  }

  const sample = (
    await db.query('SELECT id, last_name, email FROM orders ORDER BY id DESC OFFSET 5000 LIMIT 1')
  ).rows[0] ?? { id: 0, last_name: 'Popescu', email: 'nobody@example.ro' }; // a database without orders
  const from = new Date(Date.now() - 7 * 86400_000).toISOString().slice(0, 10);
  const to = new Date().toISOString().slice(0, 10);
  const series = {
    'products: page 1': '/api/admin/products/',
    'products: search': '/api/admin/products/?q=crema%20hidratanta',
    'products: search, one common word': '/api/admin/products/?q=crema',
    'products: search with a typo': '/api/admin/products/?q=hidratnta',
    'products: search, no diacritics, sorted by price': '/api/admin/products/?q=apa%20termala&ordering=pret',
    'shop: search suggestions': '/api/produse/?q=crema&limit=8',
    'products: filter (inactive)': '/api/admin/products/?is_active=false',
    'products: sort by price': '/api/admin/products/?ordering=-pret',
    'products: deep page (100)': '/api/admin/products/?page=100',
    'orders: page 1': '/api/admin/orders/',
    'orders: status placed': '/api/admin/orders/?status=placed',
    'orders: last 7 days': `/api/admin/orders/?from=${from}&to=${to}`,
    'orders: card payments, deep page (50)': '/api/admin/orders/?payment_method=card&page=50',
    'orders: name search': `/api/admin/orders/?q=${encodeURIComponent(sample.last_name)}`,
    'orders: email search': `/api/admin/orders/?q=${encodeURIComponent(sample.email)}`,
    'orders: order number': `/api/admin/orders/?q=${sample.id}`,
    'stock: low': '/api/admin/stock/?level=low',
    dashboard: '/api/admin/dashboard/',
    'audit log: page 1': '/api/admin/audit/',
    'orders: one customer (admin)': customer
      ? `/api/admin/orders/?q=${encodeURIComponent(customer.email)}`
      : '/api/admin/orders/?q=bench-client-1@example.ro',
    'account: my orders, page 1': { path: '/api/account/orders/', as: 'customer' },
    'account: my orders, page 10': { path: '/api/account/orders/?page=10', as: 'customer' },
    'account: one of my orders': { path: `/api/account/orders/${customer?.latest ?? 0}/`, as: 'customer' },
    'sitemap.xml (index)': { path: '/sitemap.xml', as: 'public' },
    'sitemap-1.xml (pages, 24,9xx products)': { path: '/sitemap-1.xml', as: 'public' },
    'sitemap-2.xml (25,000 products)': { path: '/sitemap-2.xml', as: 'public' },
  };
  const percentile = (sorted, p) =>
    sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
  const results = [];
  for (const [name, entry] of Object.entries(series)) {
    if (ONLY && !ONLY.test(name)) continue;
    const { path: target, as = 'staff' } = typeof entry === 'string' ? { path: entry } : entry;
    const as_ = { staff: token, customer: customerToken, public: null }[as];
    if (as === 'customer' && !customerToken) {
      results.push({ name, target, result: 'no generated customer' });
      continue;
    }
    let bytes = 0;
    const call = async () => {
      const started = performance.now();
      const response = await fetch(`${url}${target}`, {
        headers: as_ ? { authorization: `Token ${as_}` } : {},
      });
      bytes = (await response.arrayBuffer()).byteLength;
      return { status: response.status, ms: performance.now() - started };
    };
    const first = await call();
    if (first.status === 404) {
      results.push({ name, target, result: 'missing' });
      continue;
    }
    if (first.status !== 200) {
      results.push({ name, target, result: `HTTP ${first.status}` });
      continue;
    }
    const times = [];
    for (let i = 0; i < REQUESTS; i++) times.push((await call()).ms);
    times.sort((a, b) => a - b);
    results.push({
      name,
      target,
      result: `p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms${bytes > 200_000 ? ` (${(bytes / 1024 / 1024).toFixed(1)} MiB)` : ''}`,
    });
  }
  console.log(`\n| series | request | ${REQUESTS} requests |\n| --- | --- | --- |`);
  for (const row of results) console.log(`| ${row.name} | \`${row.target}\` | ${row.result} |`);

  // The statements behind the dashboard and the audit log as they run, and the shapes the order
  // list needs from its indexes (the list's own SQL lives on its branch).
  const tz = 'Europe/Bucharest';
  const today = `(now() AT TIME ZONE '${tz}')::date`;
  const since = `((${today} - 30)::timestamp AT TIME ZONE '${tz}')`;
  const revenue = `o.status <> 'cancelled' AND (o.paid_at IS NOT NULL OR o.payment_method = 'cash_on_delivery')`;
  const statements = {
    'dashboard: daily revenue (31 days)': `
      WITH sold AS (SELECT (o.created_at AT TIME ZONE '${tz}')::date AS day, sum(o.total) AS revenue, count(*) AS orders
                      FROM orders o WHERE o.created_at >= ${since} AND ${revenue} GROUP BY 1),
      refunded AS (SELECT (o.created_at AT TIME ZONE '${tz}')::date AS day, sum(r.amount) AS amount
                     FROM orders o JOIN refunds r ON r.order_id = o.id WHERE o.created_at >= ${since} AND ${revenue} GROUP BY 1)
      SELECT d::date, coalesce(sold.revenue, 0) - coalesce(refunded.amount, 0), coalesce(sold.orders, 0)
        FROM generate_series(${today} - 30, ${today}, interval '1 day') d
        LEFT JOIN sold ON sold.day = d::date LEFT JOIN refunded ON refunded.day = d::date ORDER BY d`,
    'dashboard: awaiting counts': `SELECT count(*) FILTER (WHERE status IN ('placed','processing')), count(*) FILTER (WHERE status = 'awaiting_payment')
        FROM orders WHERE status IN ('placed','processing','awaiting_payment')`,
    'dashboard: latest awaiting': `SELECT id, status, total, created_at FROM orders WHERE status IN ('placed','processing','awaiting_payment')
        ORDER BY created_at DESC, id DESC LIMIT 8`,
    'dashboard: low stock': `SELECT id, title, sku, stock, count(*) OVER () FROM products WHERE is_active AND stock <= 5 ORDER BY stock, id LIMIT 10`,
    'audit log: page 1': 'SELECT * FROM audit_log ORDER BY created_at DESC, id DESC LIMIT 26',
    'orders (shape): status page 1': `SELECT id FROM orders WHERE status = 'delivered' ORDER BY created_at DESC, id DESC LIMIT 25`,
    'orders (shape): name search': `SELECT id FROM orders WHERE search_text LIKE '%' || lower('${sample.last_name.replace(/'/g, "''")}') || '%' ORDER BY created_at DESC, id DESC LIMIT 25`,
    'orders (shape): count for a status': `SELECT count(*) FROM orders WHERE status = 'delivered'`,
  };
  // The admin product search with a typo as it ran before docs/decisions/074 (pg_trgm's `<%`
  // against every product's search text) and as it runs now (the words table, then the full-text
  // index), alternately on the same data: medians of PostgreSQL's own execution time, which hold
  // however loaded the machine is. The list's page and its count, as the admin list runs both.
  await db.query('SET pg_trgm.word_similarity_threshold = 0.5');
  const typo = 'hidratnta';
  const fullText = `(to_tsquery('shop_ro', '${typo}:*') || to_tsquery('shop_en', '${typo}:*') || to_tsquery('shop_simple', '${typo}:*'))`;
  const spelling = `(SELECT to_tsquery('shop_ro', w.text) || to_tsquery('shop_en', w.text) || to_tsquery('shop_simple', w.text)
      FROM (SELECT string_agg(a.alternatives, ' & ') AS text
              FROM (SELECT '(' || string_agg(sw.word, ' | ') || ')' AS alternatives
                      FROM unnest(ARRAY['${typo}']) WITH ORDINALITY AS q(word, n)
                      JOIN product_search_words sw ON q.word <% sw.word GROUP BY q.n) a
            HAVING count(*) = 1) w)`;
  const halves = { before: `'${typo}' <% p.search_text`, after: `p.search_vector @@ ${spelling}` };
  const noWords = `NOT EXISTS (SELECT 1 FROM products e WHERE e.is_active AND e.parent_id IS NULL AND e.search_vector @@ ${fullText})`;
  const own = (typoHalf) => `(p.search_vector @@ ${fullText} OR (${noWords} AND ${typoHalf}))`;
  const adminWhere = (typoHalf) => `p.parent_id IS NULL AND (${own(typoHalf)} OR p.id IN (
      SELECT p.parent_id FROM products p WHERE p.parent_id IS NOT NULL AND (${own(typoHalf)} OR lower(p.sku) = '${typo}' OR p.ean = '${typo}')))`;
  const relevance = (side) => `(ts_rank_cd(p.search_vector, ${fullText}, 1) * 4
      + ${side === 'before' ? `word_similarity('${typo}', p.search_text)` : `coalesce(ts_rank_cd(p.search_vector, ${spelling}, 1), 0)`}
      + CASE WHEN lower(shop_unaccent(p.title)) LIKE '${typo}%' OR lower(shop_unaccent(p.title_en)) LIKE '${typo}%' THEN 1 ELSE 0 END) DESC, p.id DESC`;
  const pairs = {
    'typo search: page': (half) =>
      `SELECT p.id FROM products p WHERE ${adminWhere(half)} ORDER BY ${relevance(half === halves.before ? 'before' : 'after')} LIMIT 25`,
    'typo search: count': (half) => `SELECT count(*) FROM products p WHERE ${adminWhere(half)}`,
  };
  const PAIR_RUNS = Number(process.env.BENCH_PAIR_RUNS ?? 5);
  const executionMs = async (text) => {
    const plan = await db.query(`EXPLAIN (ANALYZE) ${text}`);
    return Number(/Execution Time: ([\d.]+)/.exec(plan.rows.at(-1)['QUERY PLAN'])[1]);
  };
  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  console.log(
    `\n| statement (${PAIR_RUNS} runs each, alternately) | before: <% on every product | after: words table | ratio |\n| --- | --- | --- | --- |`,
  );
  for (const [name, statement] of Object.entries(pairs)) {
    const runs = { before: [], after: [] };
    for (let i = 0; i < PAIR_RUNS; i++) {
      for (const side of ['before', 'after']) runs[side].push(await executionMs(statement(halves[side])));
    }
    const [b, a] = [median(runs.before), median(runs.after)];
    console.log(`| ${name} | ${b.toFixed(1)} ms | ${a.toFixed(1)} ms | ${(b / a).toFixed(1)}x |`);
  }
  const sameRows = await db.query(
    `SELECT (SELECT count(*) FROM products p WHERE ${adminWhere(halves.before)})::int AS before,
            (SELECT count(*) FROM products p WHERE ${adminWhere(halves.after)})::int AS after`,
  );
  console.log(
    `typo "${typo}" matches: before ${sameRows.rows[0].before} products, after ${sameRows.rows[0].after}`,
  );

  Object.assign(statements, {
    'admin typo search, page (before: <% on every product)': pairs['typo search: page'](halves.before),
    'admin typo search, page (after: words table)': pairs['typo search: page'](halves.after),
    'admin typo search, count (before)': pairs['typo search: count'](halves.before),
    'admin typo search, count (after)': pairs['typo search: count'](halves.after),
  });
  let report = `# EXPLAIN (ANALYZE, BUFFERS), ${new Date().toISOString()}, ${counts.products} products, ${counts.orders} orders\n`;
  for (const [name, text] of Object.entries(statements)) {
    const plan = await db.query(`EXPLAIN (ANALYZE, BUFFERS) ${text}`);
    report += `\n## ${name}\n\n${plan.rows.map((row) => row['QUERY PLAN']).join('\n')}\n`;
    const last = plan.rows.at(-1)['QUERY PLAN'];
    console.log(`${name}: ${last}`);
  }
  const out = path.resolve(process.env.BENCH_EXPLAIN_FILE ?? 'bench/admin-explain.txt');
  writeFileSync(out, report);
  console.log(`\nplans written to ${out}`);
} finally {
  await stop();
}
