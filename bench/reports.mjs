// Measures the admin's reports (docs/decisions/056) on a database at scale
// (bench/generate-admin-data.mjs): p50/p95 of N requests per report and range, the statements as
// decisions 056, 064 and 069 wrote them in the same run, then EXPLAIN (ANALYZE, BUFFERS) of each
// report's statements to a file.
//
// Usage: npm run build && node --import tsx bench/reports.mjs [requests=10]
//   BENCH_DATABASE_URL=postgres://…/shop_bench  use that database (its name must contain "bench");
//   otherwise an embedded cluster in BENCH_DIR (default ./data-bench, kept between runs, shared
//   with admin-lists.mjs) with a database shop_bench. The generator (npm run bench:data) runs
//   first and adds what the sizes ask for and is not there yet: BENCH_PRODUCTS / BENCH_CUSTOMERS /
//   BENCH_ORDERS (default 50,000 / 200,000 / 1,000,000).
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

const REQUESTS = Number(process.argv[2] ?? 10);
const PRODUCTS = process.env.BENCH_PRODUCTS ?? '50000';
const CUSTOMERS = process.env.BENCH_CUSTOMERS ?? '200000';
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

  // The reports' statements, as the repositories write them now (shapes kept in step; docs/decisions/
  // 064, 069: they read the summaries kept by triggers), over a year and over the default 30 days.
  const statements = {};
  // Decision 064's best sellers, to compare in the same run: its per-month and per-quarter tables
  // (dropped by 069) rebuilt here from the days, as plain tables with 064's keys.
  await db.query(`DROP TABLE IF EXISTS bench_064_product_sales_months, bench_064_product_sales_quarters`);
  await db.query(`CREATE TABLE bench_064_product_sales_months AS
    SELECT date_trunc('month', day)::date AS month, product_id, title, sum(units)::int AS units,
           sum(revenue)::bigint AS revenue, sum(orders)::int AS orders
      FROM product_sales_days GROUP BY 1, 2, 3`);
  await db.query(`CREATE TABLE bench_064_product_sales_quarters AS
    SELECT date_trunc('quarter', month)::date AS quarter, product_id, title, sum(units)::int AS units,
           sum(revenue)::bigint AS revenue, sum(orders)::int AS orders
      FROM bench_064_product_sales_months GROUP BY 1, 2, 3`);
  await db.query(
    `CREATE UNIQUE INDEX ON bench_064_product_sales_months (month, product_id, title) NULLS NOT DISTINCT`,
  );
  await db.query(
    `CREATE UNIQUE INDEX ON bench_064_product_sales_quarters (quarter, product_id, title) NULLS NOT DISTINCT`,
  );
  await db.query(`VACUUM ANALYZE bench_064_product_sales_months`);
  await db.query(`VACUUM ANALYZE bench_064_product_sales_quarters`);
  const shift = (value, by) => {
    const date = new Date(`${value}T00:00:00Z`);
    date.setUTCDate(date.getUTCDate() + by);
    return date.toISOString().slice(0, 10);
  };
  const monthIndex = (value) => Number(value.slice(0, 4)) * 12 + Number(value.slice(5, 7)) - 1;
  const monthStart = (index) =>
    `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}-01`;
  // 064's summaryParts: a range's whole quarters, the whole months around them, the days at both ends.
  const summaryParts = (from, to) => {
    const firstMonth = monthIndex(from) + (from.endsWith('-01') ? 0 : 1);
    const lastMonth = monthIndex(to) - (shift(to, 1).endsWith('-01') ? 0 : 1);
    if (firstMonth > lastMonth) return { quarters: null, months: [], days: [[from, to]] };
    const days = [];
    if (from < monthStart(firstMonth)) days.push([from, shift(monthStart(firstMonth), -1)]);
    if (monthStart(lastMonth + 1) <= to) days.push([monthStart(lastMonth + 1), to]);
    const firstQuarter = firstMonth + ((3 - (firstMonth % 3)) % 3);
    const lastQuarterEnd = lastMonth - ((lastMonth + 1) % 3);
    if (firstQuarter + 2 > lastQuarterEnd) {
      return { quarters: null, months: [[monthStart(firstMonth), monthStart(lastMonth)]], days };
    }
    const months = [];
    if (firstMonth < firstQuarter) months.push([monthStart(firstMonth), monthStart(firstQuarter - 1)]);
    if (lastQuarterEnd < lastMonth) months.push([monthStart(lastQuarterEnd + 1), monthStart(lastMonth)]);
    return { quarters: [monthStart(firstQuarter), monthStart(lastQuarterEnd - 2)], months, days };
  };
  const topOf = (sold) => `WITH sold AS MATERIALIZED (${sold})
          SELECT *, count(*) OVER () FROM sold ORDER BY units DESC, revenue DESC, product_id LIMIT 50`;
  const with064 = {};
  for (const days of [366, 30]) {
    const from = day(-days + 1);
    const parts = summaryParts(from, today);
    const part = (table, column, [first, last]) =>
      `SELECT product_id, title, units, revenue, orders FROM ${table} WHERE ${column} BETWEEN '${first}' AND '${last}'`;
    const rows = [
      ...parts.days.map((range) => part('product_sales_days', 'day', range)),
      ...parts.months.map((range) => part('bench_064_product_sales_months', 'month', range)),
      ...(parts.quarters ? [part('bench_064_product_sales_quarters', 'quarter', parts.quarters)] : []),
    ].join(' UNION ALL ');
    with064[`best sellers, ${days} days`] = topOf(`SELECT s.product_id, s.title, sum(s.units) AS units,
            sum(s.revenue) AS revenue, sum(s.orders) AS orders FROM (${rows}) s GROUP BY s.product_id, s.title`);
    // 069: each product's row of all time less its running totals where the range cuts its days
    // (order-reports.repository.ts, productSalesInRange).
    const runningOn = (
      value,
    ) => `(SELECT d.product_key, d.title, d.total_units AS units, d.total_revenue AS revenue,
                 d.total_orders AS orders FROM product_sales_days d WHERE d.span @> ${value} AND NOT upper_inf(d.span))`;
    const sold069 = `SELECT * FROM (
          SELECT nullif(k.product_key, 0) AS product_id, k.title,
                 coalesce(upto.units, k.units) - coalesce(before.units, 0) AS units,
                 coalesce(upto.revenue, k.revenue) - coalesce(before.revenue, 0) AS revenue,
                 coalesce(upto.orders, k.orders) - coalesce(before.orders, 0) AS orders
            FROM product_sales_totals k
            LEFT JOIN ${runningOn(`'${today}'::date`)} upto ON upto.product_key = k.product_key AND upto.title = k.title
            LEFT JOIN ${runningOn(`'${from}'::date - 1`)} before ON before.product_key = k.product_key AND before.title = k.title
           WHERE k.last_day >= '${from}'::date AND k.first_day <= '${today}'::date) s WHERE s.orders > 0`;
    Object.assign(statements, {
      [`sales by day, ${days} days`]: `SELECT d, s.* FROM generate_series('${from}'::date, '${today}'::date, interval '1 day') d
          LEFT JOIN sales_days s ON s.day = d::date ORDER BY d`,
      [`best sellers, ${days} days`]: topOf(sold069),
      // The screen's statement also sums every category from the same products.
      [`best sellers with categories, ${days} days`]: `WITH sold AS MATERIALIZED (${sold069})
          SELECT m.category_id, sum(sold.units), sum(sold.revenue), (SELECT count(*) FROM sold)
            FROM sold JOIN product_category_members m ON m.product_id = sold.product_id GROUP BY 1`,
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
  const ms = (value) => (value === undefined ? '—' : `${value.toFixed(1)} ms`);
  console.log(
    `\n| statement | 056 (lines) | 064 (summaries) | now (069) | 056 / now | 064 / now |\n| --- | --- | --- | --- | --- | --- |`,
  );
  for (const name of Object.keys(before)) {
    const times = { old: [], mid: [], now: [] };
    for (let run = 0; run < PAIR_RUNS; run++) {
      times.old.push(await executionMs(before[name], '4MB'));
      // 064 set 32 MB for its best sellers' statement (its hash of ~48,000 products spilled with 4 MB).
      if (with064[name]) times.mid.push(await executionMs(with064[name], '32MB'));
      times.now.push(await executionMs(statements[name], '4MB'));
    }
    const [a, m, b] = [
      median(times.old),
      times.mid.length ? median(times.mid) : undefined,
      median(times.now),
    ];
    console.log(
      `| ${name} | ${ms(a)} | ${ms(m)} | ${ms(b)} | ${(a / b).toFixed(1)}x | ${m === undefined ? '—' : `${(m / b).toFixed(1)}x`} |`,
    );
  }
  await db.query(`DROP TABLE bench_064_product_sales_months, bench_064_product_sales_quarters`);

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
