// What DATABASE_PREPARED_STATEMENTS=false costs (docs/decisions/079): the built shop twice on one
// database, the catalogue cache off (CATALOG_CACHE_MB=0) so every request reads, one process with
// named prepared statements (the default), one with unnamed ones, taking turns at 10 connections
// on the catalogue reads that use them (the product list, a product page, the categories). With
// PgBouncer installed, a third process runs with unnamed statements through PgBouncer in
// transaction mode (what the setting is for), its LISTEN on the database itself. Then one client,
// the series interleaved request by request (BENCH_SEQUENTIAL requests each, default 300).
//
// Usage: npm run build && node --import tsx bench/prepared-statements.mjs [seconds = 4] [rounds = 7]
//   The database is an embedded cluster in a temporary folder with the demo catalogue, or
//   BENCH_DIR's (bench/storefront-scale.mjs's data folder: database shop_bench) when it is set.
import { execFileSync, spawn } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort, loadRun, shopArgs, startServer } from './shop-server.mjs';
import { serverEnv } from '../scripts/server-flags.mjs';

const SECONDS = Number(process.argv[2] ?? 4);
const ROUNDS = Number(process.argv[3] ?? 7);
const CONNECTIONS = 10;
const SEQUENTIAL = Number(process.env.BENCH_SEQUENTIAL ?? 300);
const PGBOUNCER = ['/usr/sbin/pgbouncer', '/usr/bin/pgbouncer'].find((file) => existsSync(file));

const { startEmbeddedPostgres } = await import('../apps/api/src/db/embedded.ts');
const { TRIGRAM_SETTINGS } = await import('../apps/api/src/db/client.ts');
const temporary = process.env.BENCH_DIR ? null : mkdtempSync(path.join(os.tmpdir(), 'shop-bench-prepared-'));
const dataDir = process.env.BENCH_DIR ? path.resolve(process.env.BENCH_DIR) : temporary;
const embedded = await startEmbeddedPostgres(path.join(dataDir, 'postgres'), console, {
  database: 'shop_bench',
});
const databaseUrl = embedded.url('shop_bench');
const cleanups = [() => embedded.stop()];
if (temporary) cleanups.push(() => rmSync(temporary, { recursive: true, force: true }));

const load = (url) => loadRun(url, { connections: CONNECTIONS, seconds: SECONDS });

/** PgBouncer in transaction mode in front of the database; its URL, or null when not installed. */
function startBouncer() {
  if (!PGBOUNCER) return null;
  const dir = mkdtempSync(path.join(os.tmpdir(), 'shop-bench-pgbouncer-'));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const id = (flag) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
    chownSync(dir, id('-u'), id('-g'));
  }
  const target = new URL(databaseUrl);
  const password = decodeURIComponent(target.password);
  return freePort().then((port) => {
    writeFileSync(path.join(dir, 'userlist.txt'), `"shop" "${password}"\n`, { mode: 0o644 });
    writeFileSync(
      path.join(dir, 'pgbouncer.ini'),
      [
        '[databases]',
        `shop_bench = host=127.0.0.1 port=${target.port} dbname=shop_bench`,
        '[pgbouncer]',
        'listen_addr = 127.0.0.1',
        `listen_port = ${port}`,
        'unix_socket_dir =',
        'auth_type = scram-sha-256',
        `auth_file = ${path.join(dir, 'userlist.txt')}`,
        'pool_mode = transaction',
        'default_pool_size = 10',
        `logfile = ${path.join(dir, 'pgbouncer.log')}`,
        '',
      ].join('\n'),
      { mode: 0o644 },
    );
    const child = spawn(PGBOUNCER, [...(asRoot ? ['-u', 'postgres'] : []), path.join(dir, 'pgbouncer.ini')], {
      stdio: 'ignore',
    });
    cleanups.unshift(async () => {
      child.kill('SIGTERM');
      rmSync(dir, { recursive: true, force: true });
    });
    const version = execFileSync(PGBOUNCER, ['--version'], { encoding: 'utf8' }).split('\n')[0];
    return { url: `postgres://shop:${encodeURIComponent(password)}@127.0.0.1:${port}/shop_bench`, version };
  });
}

try {
  const base = { ...serverEnv(), CATALOG_CACHE_MB: '0', DATABASE_URL: databaseUrl, DATA_DIR: dataDir };
  const start = async (env) => {
    const server = await startServer(shopArgs(), { ...base, ...env });
    cleanups.unshift(() => server.stop());
    await server.ready();
    return server;
  };
  // The first start migrates and seeds; the others find the database ready.
  const series = [{ name: 'named (default)', server: await start({}) }];
  series.push({ name: 'unnamed', server: await start({ DATABASE_PREPARED_STATEMENTS: 'false' }) });
  const bouncer = await startBouncer();
  if (bouncer) {
    // Behind the pooler the role carries the settings the pool no longer sends (scaling.md).
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query('ALTER ROLE shop IN DATABASE shop_bench SET statement_timeout = 5000');
    for (const [name, value] of Object.entries(TRIGRAM_SETTINGS)) {
      await admin.query(`ALTER ROLE shop IN DATABASE shop_bench SET ${name} = ${value}`);
    }
    await admin.end();
    series.push({
      name: `unnamed, through ${bouncer.version} (transaction)`,
      server: await start({
        DATABASE_URL: bouncer.url,
        DATABASE_LISTEN_URL: databaseUrl,
        DATABASE_PREPARED_STATEMENTS: 'false',
      }),
    });
  }

  const list = await (await fetch(`${series[0].server.url}/api/produse/?per=24`)).json();
  const routes = {
    'product list': '/api/produse/?per=24',
    'product page': `/api/produse/${list.results[0].slug}/`,
    categories: '/api/categorii/',
  };
  const figures = {};
  for (const [route, url] of Object.entries(routes)) {
    for (const { server } of series) await load(`${server.url}${url}`); // warm-up
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const entry of round % 2 ? [...series].reverse() : series) {
        ((figures[route] ??= {})[entry.name] ??= []).push(await load(`${entry.server.url}${url}`));
      }
    }
  }
  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  const load1 = os.loadavg()[0].toFixed(1);
  console.log(
    `\n${SECONDS} s x ${ROUNDS} rounds per series, ${CONNECTIONS} connections; load average now ${load1}`,
  );
  console.log(
    '| route | series | req/s (median) | p50 ms (median) | vs named, per round (median; min-max) |',
  );
  console.log('| --- | --- | --- | --- | --- |');
  for (const [route, bySeries] of Object.entries(figures)) {
    const named = bySeries[series[0].name];
    for (const { name } of series) {
      const runs = bySeries[name];
      // Each round's ratio to the named series' run of the same round: the machine's swings cancel.
      const ratios = runs.map((run, round) => run.rps / named[round].rps);
      const rate = median(runs.map((run) => run.rps));
      const p50 = median(runs.map((run) => run.p50));
      const spread = `${Math.min(...ratios).toFixed(2)}-${Math.max(...ratios).toFixed(2)}`;
      console.log(
        `| ${route} | ${name} | ${rate.toFixed(0)} | ${p50} | ${median(ratios).toFixed(2)}; ${spread} |`,
      );
    }
  }

  // One request at a time, the series interleaved request by request (each takes the first turn
  // in rotation): the machine's swings fall on all of them alike, which 4 s blocks do not ensure.
  console.log(
    `\nOne client, ${SEQUENTIAL} requests per series interleaved; load average now ${os.loadavg()[0].toFixed(1)}`,
  );
  console.log('| route | series | p50 ms | p90 ms | p50 vs named |');
  console.log('| --- | --- | --- | --- | --- |');
  const quantile = (values, q) => [...values].sort((a, b) => a - b)[Math.floor(values.length * q)];
  for (const [route, url] of Object.entries(routes)) {
    const times = Object.fromEntries(series.map(({ name }) => [name, []]));
    for (let index = 0; index < SEQUENTIAL; index += 1) {
      const turn = series.map((_, offset) => series[(index + offset) % series.length]);
      for (const { name, server } of turn) {
        const started = performance.now();
        const response = await fetch(`${server.url}${url}`);
        await response.arrayBuffer();
        if (!response.ok) throw new Error(`${server.url}${url}: ${response.status}`);
        times[name].push(performance.now() - started);
      }
    }
    const named = quantile(times[series[0].name], 0.5);
    for (const { name } of series) {
      const p50 = quantile(times[name], 0.5);
      console.log(
        `| ${route} | ${name} | ${p50.toFixed(2)} | ${quantile(times[name], 0.9).toFixed(2)} | ${(p50 / named).toFixed(2)} |`,
      );
    }
  }
} finally {
  for (const cleanup of cleanups)
    await Promise.resolve()
      .then(cleanup)
      .catch(() => undefined);
}
