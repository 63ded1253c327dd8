// Measures the storefront's catalogue reads on a catalogue of 50,000 products, every request a
// miss: the catalogue cache is off (CATALOG_CACHE_MB=0) and every request carries a query string
// never sent before (a changing price, page, search word or an unused `_u` parameter, which the
// list's schema drops). Listing, filters, sorts, search, suggestions and product pages, one
// client at a time (p50/p95, as search-suggestions.mjs measures) and 10 clients at once (req/s,
// p50/p97.5); the uncached list against one hand-written json_agg statement that builds the same
// page on the same database; then EXPLAIN (ANALYZE, BUFFERS) of each series' statement, built by
// the repository itself, to a file.
//
// Usage: npm run build && node --import tsx bench/storefront-scale.mjs [requests per series = 40]
//   The data folder and database are admin-lists.mjs's: an embedded cluster in BENCH_DIR (default
//   ./data-bench, kept between runs) with a database shop_bench, or BENCH_DATABASE_URL (its name
//   must contain "bench"). Filled by bench/generate-admin-data.mjs when it has no generated
//   products (BENCH_GENERATE=1 forces it; BENCH_PRODUCTS default 50,000, BENCH_ORDERS default
//   1,000,000 — the storefront reads no order, so 0 makes the first run take seconds, not minutes).
//   BENCH_SECONDS: length of each 10-client run (default 5). BENCH_EXPLAIN_FILE: where the plans
//   go (default bench/storefront-explain.txt). BENCH_SERIES: a regular expression, only the
//   series whose names match.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { isBuiltCheckout, shopArgs, startServer, treeCpuMs } from './shop-server.mjs';
import { serverEnv } from '../scripts/server-flags.mjs';

const REQUESTS = Number(process.argv[2] ?? 40);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const PRODUCTS = process.env.BENCH_PRODUCTS ?? '50000';
const ORDERS = process.env.BENCH_ORDERS ?? '1000000';
const ONLY = process.env.BENCH_SERIES ? new RegExp(process.env.BENCH_SERIES) : null;

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

const BEFORE_DIR = process.env.BEFORE_DIR ? path.resolve(process.env.BEFORE_DIR) : null;
if (BEFORE_DIR && !isBuiltCheckout(BEFORE_DIR)) {
  console.error('BEFORE_DIR must name a built checkout of the shop (apps/api/dist/main.js).');
  process.exit(2);
}
const { trigramStartupOptions } = await import('../apps/api/src/db/client.ts');
const connect = async (url) => {
  const client = new pg.Client({ connectionString: url, options: trigramStartupOptions() });
  await client.connect();
  return client;
};
const loadNow = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(' ');
const load = loadNow();

/** The embedded cluster's postmaster, whose children are the backends; null for BENCH_DATABASE_URL. */
const postmasterPid = () => {
  if (!embedded) return null;
  const dir = path.resolve(process.env.BENCH_DIR ?? 'data-bench', 'postgres');
  return readFileSync(path.join(dir, 'postmaster.pid'), 'utf8').split('\n')[0];
};

/**
 * Starts counting the CPU of a build's server (with its cluster workers), of the embedded
 * PostgreSQL (every database of the cluster: the other build's server sits idle meanwhile) and of
 * this process (the clients); called with the number of requests served, says how much each
 * took, in µs.
 */
const cpuMeter = (build) => {
  const postgres = postmasterPid();
  const server = treeCpuMs(build.server.pid);
  const database = postgres ? treeCpuMs(postgres) : null;
  const client = process.cpuUsage();
  return (requests) => {
    const each = (ms) => ((1000 * ms) / requests).toFixed(0);
    const { user, system } = process.cpuUsage(client);
    return (
      `CPU µs/request: server ${each(server())}${database ? `, PostgreSQL ${each(database())}` : ''}, ` +
      `this client ${each((user + system) / 1000)}`
    );
  };
};

/**
 * A build's server on its own database, started as `npm start` runs it with the catalogue cache
 * off; the database filled by the generator when it has no generated products yet.
 */
async function prepare(name, cwd, url) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `shop-bench-storefront-${name}-`));
  const server = await startServer(
    shopArgs(),
    { ...serverEnv(), DATA_DIR: dataDir, DATABASE_URL: url, CATALOG_CACHE_MB: '0' },
    { cwd },
  );
  await server.ready();
  const db = await connect(url);
  const [{ n: benchProducts }] = (
    await db.query("SELECT count(*)::int AS n FROM products WHERE slug LIKE 'bench-%'")
  ).rows;
  if (benchProducts === 0 || process.env.BENCH_GENERATE === '1') {
    console.log(`${name}: generating ${PRODUCTS} products and ${ORDERS} orders…`);
    const generated = spawnSync(process.execPath, ['bench/generate-admin-data.mjs', PRODUCTS, ORDERS], {
      env: { ...process.env, BENCH_DATABASE_URL: url },
      stdio: 'inherit',
    });
    if (generated.status !== 0) throw new Error('the generator failed');
  }
  const [counts] = (
    await db.query(`SELECT (SELECT count(*) FROM products)::int AS products,
                           (SELECT count(*) FROM products WHERE is_active AND parent_id IS NULL)::int AS listed,
                           (SELECT count(*) FROM orders)::int AS orders`)
  ).rows;
  console.log(`${name}: ${counts.products} products (${counts.listed} listed), ${counts.orders} orders`);
  return {
    name,
    cwd,
    url,
    db,
    counts,
    server,
    stop: async () => {
      await db.end();
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const builds = [];
const stop = async () => {
  for (const build of builds) await build.stop();
  await embedded?.stop?.();
};

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const fmt = (ms) => (ms >= 100 ? ms.toFixed(0) : ms.toFixed(1));
let unique = 0;
/** The path with a parameter never sent before, so no cache anywhere could answer it. */
const fresh = (target) =>
  `${target}${target.includes('?') ? '&' : '?'}_u=${Date.now().toString(36)}${unique++}`;

try {
  if (BEFORE_DIR) {
    // The other build on its own database of the same cluster, filled by the same generator.
    const beforeUrl = databaseUrl.replace(/\/([^/?]+)(\?|$)/, '/$1_before$2');
    const admin = await connect(databaseUrl);
    const name = new URL(beforeUrl).pathname.slice(1);
    const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (exists.rowCount === 0) await admin.query(`CREATE DATABASE "${name}"`);
    await admin.end();
    builds.push(await prepare('before', BEFORE_DIR, beforeUrl));
  }
  builds.push(await prepare('after', process.cwd(), databaseUrl));
  const main = builds.at(-1);
  const db = main.db;
  const { counts } = main;
  console.log(`load average at the start: ${load}`);
  // Real names for the filters: the busiest categories and tags, and bench products' slugs.
  const categories = (
    await db.query(`SELECT c.slug FROM categories c JOIN product_categories pc ON pc.category_id = c.id
                     GROUP BY c.slug ORDER BY count(*) DESC LIMIT 6`)
  ).rows.map((row) => row.slug);
  const tags = (
    await db.query(`SELECT t.slug FROM tags t JOIN product_tags pt ON pt.tag_id = t.id
                     GROUP BY t.slug ORDER BY count(*) DESC LIMIT 6`)
  ).rows.map((row) => row.slug);
  const slugs = (
    await db.query(
      "SELECT slug FROM products WHERE slug LIKE 'bench-%' AND is_active AND parent_id IS NULL ORDER BY md5(slug) LIMIT 400",
    )
  ).rows.map((row) => row.slug);

  // Each series is a function of the request's number: a new query string every time.
  const pick = (list, i) => list[i % list.length];
  const price = (i) => (20 + ((i * 37) % 180) + (i % 100) / 100).toFixed(2);
  const SEARCHES = [
    'crema',
    'apa termala',
    'ser vitamina c',
    'gel',
    'masca bio',
    'ulei de noapte',
    'spf 50',
    'sapun',
    'cream',
    'thermal water',
  ];
  const TYPED = [
    'c',
    'cr',
    'cre',
    'crem',
    'crema',
    'crema h',
    'crema hid',
    'apa',
    'apa t',
    'ser vit',
    'lotiune',
    'mas',
    'miere',
    'ceai',
    'hidratnta',
    'protecţie',
    'cremă',
    'h',
    'spf',
    'thermal',
  ];
  const series = {
    'listing, page 1..5 (newest)': (i) => `/api/produse/?per=24&page=${1 + (i % 5)}`,
    'listing, price window': (i) =>
      `/api/produse/?per=24&pret_min=${price(i)}&pret_max=${(Number(price(i)) + 60).toFixed(2)}`,
    'listing, by price ascending': (i) => `/api/produse/?per=24&ordering=price&page=${1 + (i % 5)}`,
    'listing, by price descending': (i) => `/api/produse/?per=24&ordering=-price&page=${1 + (i % 5)}`,
    'listing, by name': (i) =>
      `/api/produse/?per=24&ordering=${i % 2 ? '-name' : 'name'}&page=${1 + (i % 5)}`,
    'listing, in stock': (i) => `/api/produse/?per=24&in_stoc=1&page=${1 + (i % 5)}`,
    'category, price floor': (i) =>
      `/api/produse/?per=24&categorie=${pick(categories, i)}&pret_min=${price(i)}`,
    'category, by price': (i) =>
      `/api/produse/?per=24&categorie=${pick(categories, i)}&ordering=price&page=${1 + (i % 3)}`,
    tag: (i) => `/api/produse/?per=24&tag=${pick(tags, i)}&page=${1 + (i % 3)}`,
    'home: total (per=1)': () => `/api/produse/?per=1&page=1`,
    'search, page of 24': (i) => `/api/produse/?per=24&q=${encodeURIComponent(pick(SEARCHES, i))}`,
    'search, typo': (i) =>
      `/api/produse/?per=24&q=${encodeURIComponent(pick(['hidratnta', 'vitamna', 'termla', 'sapn'], i))}`,
    'suggestions (q, limit=8)': (i) => `/api/produse/?q=${encodeURIComponent(pick(TYPED, i))}&limit=8`,
    'product page': (i) => `/api/produse/${pick(slugs, i)}/`,
  };
  const selected = Object.entries(series).filter(([name]) => !ONLY || ONLY.test(name));

  const call = async (build, target) => {
    const started = performance.now();
    const response = await fetch(`${build.server.url}${target}`);
    await response.arrayBuffer();
    if (response.status !== 200) {
      // A statement past the shop's timeout answers 503: counted and shown, not hidden.
      if (response.status !== 503) throw new Error(`${build.name} ${target}: HTTP ${response.status}`);
      failures.set(target.replace(/[?&]_u=.*$/, ''), response.status);
      failed++;
    }
    return performance.now() - started;
  };
  const failures = new Map();
  let failed = 0;
  const failedSince = (mark) => (failed > mark ? ` (${failed - mark} × 503)` : '');
  const names = builds.map((build) => build.name).join(' / ');

  // One client at a time; the builds take turns series by series.
  console.log(
    `\n| series | example | single client, ${REQUESTS} requests, p50 / p95 (ms): ${names} |\n| --- | --- | --- |`,
  );
  for (const [name, make] of selected) {
    const cells = [];
    for (const build of builds) {
      for (let i = 0; i < 5; i++) await call(build, fresh(make(i + 10_000))); // connections, plans
      const mark = failed;
      const times = [];
      for (let i = 0; i < REQUESTS; i++) times.push(await call(build, fresh(make(i))));
      times.sort((a, b) => a - b);
      cells.push(`${fmt(percentile(times, 50))} / ${fmt(percentile(times, 95))}${failedSince(mark)}`);
    }
    console.log(`| ${name} | \`${make(1).replace(/[?&]_u=.*$/, '')}\` | ${cells.join(' — ')} |`);
  }

  // Ten clients at once for SECONDS each.
  const concurrent = async (send) => {
    const times = [];
    const until = performance.now() + SECONDS * 1000;
    let n = 0;
    const worker = async () => {
      while (performance.now() < until) {
        const started = performance.now();
        await send(n++);
        times.push(performance.now() - started);
      }
    };
    const started = performance.now();
    await Promise.all(Array.from({ length: 10 }, worker));
    const elapsed = (performance.now() - started) / 1000;
    times.sort((a, b) => a - b);
    return { rate: times.length / elapsed, p50: percentile(times, 50), p975: percentile(times, 97.5) };
  };
  console.log(`\n| series | 10 clients, ${SECONDS} s: req/s, p50 / p97.5 (ms): ${names} |\n| --- | --- |`);
  for (const [name, make] of selected) {
    const cells = [];
    for (const build of builds) {
      const mark = failed;
      const r = await concurrent((i) => call(build, fresh(make(i + 20_000))));
      cells.push(`${r.rate.toFixed(0)}/s, ${fmt(r.p50)} / ${fmt(r.p975)}${failedSince(mark)}`);
    }
    console.log(`| ${name} | ${cells.join(' — ')} |`);
  }

  // The list that misses every cache against one hand-written statement building the same page
  // (the newest 24 listed products' cards and the total) as JSON with json_agg, sent by 10
  // connections straight to PostgreSQL, on the same database. The statement runs before and
  // after the list (the ratio is against their mean: the load of a shared machine drifts), and
  // the list is read by two clients in turn: 10 `fetch` clients in this process, as the series
  // above (undici: about as much CPU per request as the server's own on this machine, and it
  // asks for gzip), and autocannon at 10 connections sending a browser's Accept-Encoding
  // (`gzip, deflate, br`) without decoding the answers. CPU per request from /proc: the server
  // (and its workers with WEB_CONCURRENCY) and, on the embedded cluster, PostgreSQL.
  if (!ONLY || ONLY.test('json_agg')) {
    const handWritten = `
      SELECT json_build_object(
               'count', (SELECT count(*) FROM products p WHERE p.is_active AND p.parent_id IS NULL),
               'results', (SELECT json_agg(f.card ORDER BY p.created_at DESC, p.id DESC)
                             FROM (SELECT p.id, p.created_at FROM products p WHERE p.is_active AND p.parent_id IS NULL
                                    ORDER BY p.created_at DESC, p.id DESC LIMIT 24 OFFSET $1) p
                             JOIN product_card_facts f ON f.product_id = p.id))::text AS page`;
    const statement = async (build) => {
      const clients = await Promise.all(Array.from({ length: 10 }, () => connect(build.url)));
      const times = [];
      const cpu = cpuMeter(build);
      const until = performance.now() + SECONDS * 1000;
      const started = performance.now();
      await Promise.all(
        clients.map(async (client) => {
          for (let i = 0; performance.now() < until; i++) {
            const t0 = performance.now();
            await client.query({ name: 'hand', text: handWritten, values: [24 * (i % 5)] });
            times.push(performance.now() - t0);
          }
        }),
      );
      const rate = times.length / ((performance.now() - started) / 1000);
      const used = cpu(times.length); // before the backends end with their connections
      times.sort((a, b) => a - b);
      await Promise.all(clients.map((client) => client.end()));
      return { rate, p50: percentile(times, 50), cpu: used };
    };
    const listPath = (i) => fresh(`/api/produse/?per=24&page=${1 + (i % 5)}`);
    const withAutocannon = async (build) => {
      let i = 0;
      const cpu = cpuMeter(build);
      const result = await autocannon({
        url: build.server.url,
        connections: 10,
        duration: SECONDS,
        headers: { 'accept-encoding': 'gzip, deflate, br' },
        requests: [{ setupRequest: (request) => ({ ...request, path: listPath(i++) }) }],
      });
      if (result.non2xx > 0 || result.errors > 0)
        throw new Error(`${build.name}: ${result.non2xx} non-2xx, ${result.errors} errors`);
      return { rate: result.requests.average, p50: result.latency.p50, cpu: cpu(result.requests.total) };
    };
    const withFetch = async (build) => {
      const cpu = cpuMeter(build);
      const r = await concurrent((i) => call(build, listPath(i + 30_000)));
      return { ...r, cpu: cpu(Math.round(r.rate * SECONDS)) };
    };
    console.log(`\nload average before the json_agg comparison: ${loadNow()}`);
    for (const build of builds) {
      await withAutocannon(build); // warm-up: every pooled connection open and its plan cached
      const first = await statement(build);
      const fetched = await withFetch(build);
      const cannon = await withAutocannon(build);
      const second = await statement(build);
      const rate = (first.rate + second.rate) / 2;
      const pct = (r) => `${((100 * r) / rate).toFixed(0)}%`;
      console.log(
        `${build.name}: json_agg statement, 10 connections ${first.rate.toFixed(0)}/s and ${second.rate.toFixed(0)}/s ` +
          `(p50 ${fmt(first.p50)} / ${fmt(second.p50)} ms; ${first.cpu}; ${second.cpu})\n` +
          `  uncached list, 10 fetch clients ${fetched.rate.toFixed(0)}/s (p50 ${fmt(fetched.p50)} ms; ${fetched.cpu}): ${pct(fetched.rate)}\n` +
          `  uncached list, autocannon 10 connections ${cannon.rate.toFixed(0)}/s (p50 ${cannon.p50} ms; ${cannon.cpu}): ${pct(cannon.rate)}`,
      );
    }
    console.log(`load average after: ${loadNow()}`);
  }

  // The statements as each build's repository makes them, for one request of each series, on its
  // own database.
  let report = `# EXPLAIN (ANALYZE, BUFFERS), ${new Date().toISOString()}, ${counts.products} products (${counts.listed} listed), load average ${load}\n`;
  for (const build of builds) {
    const source = (file) => pathToFileURL(path.join(build.cwd, file)).href;
    const { productListQuerySchema } = await import(source('packages/shared/src/schemas/catalog.ts'));
    const { filterFromQuery, sortFromQuery } = await import(
      source('apps/api/src/modules/catalog/products/products.service.ts')
    );
    const { createProductsRepository } = await import(
      source('apps/api/src/modules/catalog/products/products.repository.ts')
    );
    const { PgDialect: BuildDialect } = await import(source('node_modules/drizzle-orm/pg-core/index.js'));
    const dialect = new BuildDialect();
    const captured = [];
    const repository = createProductsRepository({
      execute: async (query) => {
        captured.push(query);
        return { rows: [] };
      },
    });
    report += `\n# ${build.name} (${build.cwd})\n`;
    for (const [name, make] of selected) {
      const target = make(3).replace(/[?&]_u=.*$/, '');
      captured.length = 0;
      const [route, search = ''] = target.split('?');
      if (route !== '/api/produse/') {
        await repository.findBySlug(decodeURIComponent(route.split('/')[3]), 20);
      } else {
        const query = productListQuerySchema.parse(Object.fromEntries(new URLSearchParams(search)));
        const filter = filterFromQuery(query);
        const per = query.limit ?? query.per ?? 24;
        const offset = query.limit ? 0 : ((query.page ?? 1) - 1) * per;
        await repository.list(filter, sortFromQuery(query, filter), { limit: per, offset });
      }
      for (const statement of captured) {
        const { sql: text, params } = dialect.sqlToQuery(statement);
        const plan = await build.db.query(`EXPLAIN (ANALYZE, BUFFERS) ${text}`, params);
        const lines = plan.rows.map((row) => row['QUERY PLAN']);
        report += `\n## ${build.name}: ${name}: ${target}\n\n${lines.join('\n')}\n`;
        console.log(`${build.name}: ${name}: ${lines.at(-1)}`);
      }
    }
  }
  if (failures.size > 0)
    console.log(`\nanswered 503 (statement timeout): ${[...failures.keys()].join(', ')}`);
  const out = path.resolve(process.env.BENCH_EXPLAIN_FILE ?? 'bench/storefront-explain.txt');
  writeFileSync(out, report);
  console.log(`\nplans written to ${out}`);
} finally {
  await stop();
}
