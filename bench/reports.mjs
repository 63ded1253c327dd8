// Measures the admin's reports (docs/decisions/056) on a database at scale
// (bench/generate-admin-data.mjs): p50/p95 of N requests per report and range, then
// EXPLAIN (ANALYZE, BUFFERS) of each report's statements over a year to a file.
//
// Usage: npm run build && node --import tsx bench/reports.mjs [requests=10]
//   BENCH_DATABASE_URL=postgres://…/shop_bench  use that database (its name must contain "bench");
//   otherwise an embedded cluster in BENCH_DIR (default ./data-bench, kept between runs, shared
//   with admin-lists.mjs) with a database shop_bench, filled by the generator on the first run
//   (BENCH_GENERATE=1 forces it). BENCH_PRODUCTS / BENCH_ORDERS change the generated sizes
//   (default 50,000 / 1,000,000).
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

const REQUESTS = Number(process.argv[2] ?? 10);
const PRODUCTS = process.env.BENCH_PRODUCTS ?? '50000';
const ORDERS = process.env.BENCH_ORDERS ?? '1000000';
const ZONE = 'Europe/Bucharest';

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
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-bench-reports-'));
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

const day = (offset) => {
  const date = new Date(Date.now() + offset * 86400_000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(date);
};

try {
  const [{ n: benchOrders }] = (
    await db.query("SELECT count(*)::int AS n FROM orders WHERE delivery_address LIKE 'Str. Bench %'")
  ).rows;
  if (benchOrders === 0 || process.env.BENCH_GENERATE === '1') {
    console.log(`generating ${PRODUCTS} products and ${ORDERS} orders…`);
    const generated = spawnSync(process.execPath, ['bench/generate-admin-data.mjs', PRODUCTS, ORDERS], {
      env: { ...process.env, BENCH_DATABASE_URL: databaseUrl },
      stdio: 'inherit',
    });
    if (generated.status !== 0) throw new Error('the generator failed');
  }
  const counts = (
    await db.query(
      `SELECT (SELECT count(*) FROM products)::int AS products, (SELECT count(*) FROM orders)::int AS orders,
              (SELECT count(*) FROM orders WHERE coupon_code IS NOT NULL)::int AS with_coupon`,
    )
  ).rows[0];
  console.log(
    `database: ${counts.products} products, ${counts.orders} orders (${counts.with_coupon} with a coupon)`,
  );

  const login = await fetch(`${url}/api/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: adminEmail, password: adminPassword }),
  });
  if (!login.ok) throw new Error(`admin sign-in failed: ${login.status} ${await login.text()}`);
  const { token } = await login.json();

  const today = day(0);
  const ranges = { '30 days': `from=${day(-29)}&to=${today}`, '366 days': `from=${day(-365)}&to=${today}` };
  const series = {};
  for (const [name, range] of Object.entries(ranges)) {
    series[`sales by day, ${name}`] = `/api/admin/reports/sales/?${range}&group=day`;
    series[`sales by month, ${name}`] = `/api/admin/reports/sales/?${range}&group=month`;
    series[`best sellers by units, ${name}`] = `/api/admin/reports/best-sellers/?${range}&sort=units`;
    series[`best sellers by sales, ${name}`] = `/api/admin/reports/best-sellers/?${range}&sort=revenue`;
    series[`coupons, ${name}`] = `/api/admin/reports/coupons/?${range}`;
    series[`slow movers, ${name}`] = `/api/admin/reports/slow-movers/?${range}`;
  }
  series['stock value'] = '/api/admin/reports/stock-value/';
  series['CSV: best sellers, 366 days'] =
    `/api/admin/reports/best-sellers/export.csv?from=${day(-365)}&to=${today}`;
  series['CSV: stock value'] = '/api/admin/reports/stock-value/export.csv';
  series['CSV: slow movers, 30 days'] = `/api/admin/reports/slow-movers/export.csv?${ranges['30 days']}`;

  const percentile = (sorted, p) =>
    sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
  const results = [];
  for (const [name, target] of Object.entries(series)) {
    const call = async () => {
      const started = performance.now();
      const response = await fetch(`${url}${target}`, { headers: { authorization: `Token ${token}` } });
      const body = await response.arrayBuffer();
      return { status: response.status, ms: performance.now() - started, bytes: body.byteLength };
    };
    const first = await call();
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
      result: `${percentile(times, 50).toFixed(1)} / ${percentile(times, 95).toFixed(1)} ms (${(first.bytes / 1024).toFixed(0)} KiB)`,
    });
  }
  console.log(`\n| series | request | p50 / p95 of ${REQUESTS} |\n| --- | --- | --- |`);
  for (const row of results)
    console.log(`| ${row.name} | \`${row.target.replace(/\?.*/, '')}\` | ${row.result} |`);

  // The reports' statements, as the repositories write them (shapes kept in step; docs/decisions/064:
  // they read the summaries kept by triggers), over a year and over the default 30 days.
  const { summaryParts } =
    await import('../apps/api/src/modules/checkout/orders/order-reports.repository.ts');
  const statements = {};
  for (const days of [366, 30]) {
    const from = day(-days + 1);
    const parts = summaryParts(from, today);
    const part = (table, column, [first, last]) =>
      `SELECT product_id, title, units, revenue, orders FROM ${table} WHERE ${column} BETWEEN '${first}' AND '${last}'`;
    const rows = [
      ...parts.days.map((range) => part('product_sales_days', 'day', range)),
      ...parts.months.map((range) => part('product_sales_months', 'month', range)),
      ...(parts.quarters ? [part('product_sales_quarters', 'quarter', parts.quarters)] : []),
    ].join(' UNION ALL ');
    Object.assign(statements, {
      [`sales by day, ${days} days`]: `SELECT d, s.* FROM generate_series('${from}'::date, '${today}'::date, interval '1 day') d
          LEFT JOIN sales_days s ON s.day = d::date ORDER BY d`,
      [`best sellers, ${days} days`]: `WITH sold AS MATERIALIZED (
            SELECT s.product_id, s.title, sum(s.units) AS units, sum(s.revenue) AS revenue, sum(s.orders) AS orders
              FROM (${rows}) s GROUP BY s.product_id, s.title)
          SELECT *, count(*) OVER () FROM sold ORDER BY units DESC, revenue DESC, product_id LIMIT 50`,
      [`coupons, ${days} days`]: `SELECT code, sum(uses), sum(discount), sum(revenue) FROM coupon_sales_days
          WHERE day BETWEEN '${from}' AND '${today}' GROUP BY code`,
      [`slow movers (totals), ${days} days`]: `SELECT count(*), sum(p.stock) FROM products p
         WHERE p.stock > 0 AND NOT EXISTS (SELECT 1 FROM product_sales s
                                            WHERE s.product_id = p.id AND s.day BETWEEN '${from}' AND '${today}')`,
    });
  }
  // The same figures as decision 056 computed them (from the orders and their lines), to compare
  // with the statements above in the same run: each pair runs alternately, `PAIR_RUNS` times.
  const bounds = (days) => ({
    from: `('${day(-days + 1)}'::date::timestamp AT TIME ZONE '${ZONE}')`,
    to: `(('${today}'::date + 1)::timestamp AT TIME ZONE '${ZONE}')`,
  });
  const sale = `o.status <> 'cancelled' AND o.cancelled_at IS NULL`;
  const before = {};
  for (const days of [366, 30]) {
    const { from, to } = bounds(days);
    const within = `o.created_at >= ${from} AND o.created_at < ${to}`;
    Object.assign(before, {
      [`sales by day, ${days} days`]: `SELECT (o.created_at AT TIME ZONE '${ZONE}')::date, count(*), sum(o.total - o.shipping_cost), sum(o.shipping_cost)
          FROM orders o WHERE ${within} AND ${sale} GROUP BY 1`,
      [`best sellers, ${days} days`]: `WITH sold AS (
            SELECT l.product_id, sum(l.quantity) AS units, sum(l.line_total - l.discount_share) AS revenue,
                   count(DISTINCT l.order_id) AS orders
              FROM orders o CROSS JOIN LATERAL (
                     SELECT l.order_id, l.product_id, l.quantity, l.line_total, l.discount_share
                       FROM order_lines l WHERE l.order_id = o.id AND l.product_id IS NOT NULL OFFSET 0) l
             WHERE ${within} AND ${sale} GROUP BY l.product_id)
          SELECT *, count(*) OVER () FROM sold ORDER BY units DESC, revenue DESC, product_id LIMIT 50`,
      [`coupons, ${days} days`]: `SELECT o.coupon_code, count(*), sum(o.discount), sum(o.total - o.shipping_cost)
          FROM orders o WHERE ${within} AND ${sale} AND o.coupon_code IS NOT NULL GROUP BY o.coupon_code`,
      [`slow movers (totals), ${days} days`]: `SELECT count(*), sum(p.stock) FROM products p
          LEFT JOIN (SELECT DISTINCT l.product_id FROM order_lines l JOIN orders o ON o.id = l.order_id
                      WHERE ${within} AND ${sale}) sold ON sold.product_id = p.id
         WHERE p.stock > 0 AND sold.product_id IS NULL`,
    });
  }
  const PAIR_RUNS = Number(process.env.BENCH_PAIR_RUNS ?? 3);
  const executionMs = async (text, workMem) => {
    await db.query(`SET work_mem = '${workMem}'`);
    const plan = await db.query(`EXPLAIN (ANALYZE) ${text}`);
    await db.query('RESET work_mem');
    return Number(/Execution Time: ([\d.]+)/.exec(plan.rows.at(-1)['QUERY PLAN'])[1]);
  };
  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  console.log(`\n| statement | 056 (lines) | 064 (summaries) | ratio |\n| --- | --- | --- | --- |`);
  for (const name of Object.keys(before)) {
    const old = [];
    const now = [];
    for (let run = 0; run < PAIR_RUNS; run++) {
      old.push(await executionMs(before[name], '4MB'));
      // The repository sets 32 MB for the best sellers' statement (docs/decisions/064).
      now.push(await executionMs(statements[name], name.startsWith('best sellers') ? '32MB' : '4MB'));
    }
    const [a, b] = [median(old), median(now)];
    console.log(`| ${name} | ${a.toFixed(1)} ms | ${b.toFixed(1)} ms | ${(a / b).toFixed(1)}x |`);
  }

  let report = `# EXPLAIN (ANALYZE, BUFFERS), ${new Date().toISOString()}, ${counts.products} products, ${counts.orders} orders\n`;
  for (const [name, text] of Object.entries(statements)) {
    const plan = await db.query(`EXPLAIN (ANALYZE, BUFFERS) ${text}`);
    report += `\n## ${name}\n\n${plan.rows.map((row) => row['QUERY PLAN']).join('\n')}\n`;
    console.log(`${name}: ${plan.rows.at(-1)['QUERY PLAN']}`);
  }
  const out = path.resolve(process.env.BENCH_EXPLAIN_FILE ?? 'bench/reports-explain.txt');
  writeFileSync(out, report);
  console.log(`\nplans written to ${out}`);
} finally {
  await stop();
}
