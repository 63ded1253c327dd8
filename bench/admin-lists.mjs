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
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

const REQUESTS = Number(process.argv[2] ?? 30);
const PRODUCTS = process.env.BENCH_PRODUCTS ?? '50000';
const CUSTOMERS = process.env.BENCH_CUSTOMERS ?? '200000';
const ORDERS = process.env.BENCH_ORDERS ?? '1000000';

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
    ['bench/generate-admin-data.mjs', '--products', PRODUCTS, '--customers', CUSTOMERS, '--orders', ORDERS],
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

  const sample = (
    await db.query('SELECT id, last_name, email FROM orders ORDER BY id DESC OFFSET 5000 LIMIT 1')
  ).rows[0];
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
  };
  const percentile = (sorted, p) =>
    sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
  const results = [];
  for (const [name, target] of Object.entries(series)) {
    const call = async () => {
      const started = performance.now();
      const response = await fetch(`${url}${target}`, { headers: { authorization: `Token ${token}` } });
      await response.arrayBuffer();
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
      result: `p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms`,
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
