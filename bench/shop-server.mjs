// Starting the built shop (or any Node server) for a benchmark: a free loopback port, the process,
// and a wait for its first 200.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { serverEnv, serverNodeFlags } from '../scripts/server-flags.mjs';

export const freePort = () =>
  new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

/** Polls every `everyMs` until the URL answers 200; resolves with the ms since `since`. */
export async function firstOk(url, { since = performance.now(), everyMs = 250, timeoutMs = 150_000 } = {}) {
  for (;;) {
    try {
      const response = await fetch(url);
      await response.arrayBuffer();
      if (response.ok) return performance.now() - since;
    } catch {
      /* not listening yet */
    }
    if (performance.now() - since > timeoutMs) throw new Error(`${url} did not answer`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}

/** Runs `node <args>` on a free port; `stop()` ends it with SIGTERM and waits. */
export async function startServer(args, env = {}, { cwd = process.cwd(), port } = {}) {
  const listenPort = port ?? (await freePort());
  const child = spawn(process.execPath, args, {
    cwd,
    env: { ...process.env, PORT: String(listenPort), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => child.on('exit', resolve));
  const url = `http://127.0.0.1:${listenPort}`;
  return {
    url,
    pid: child.pid,
    child,
    ready: () => firstOk(`${url}/api/health`),
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** How `npm start` runs the built server: its Node flags and the bundle. */
export const shopArgs = () => [...serverNodeFlags(), 'apps/api/dist/main.js'];

/** The built shop with the flags `npm start` gives it, started and answering. */
export async function startShop(env = {}) {
  const shop = await startServer(shopArgs(), { ...serverEnv(), ...env });
  await shop.ready();
  return shop;
}

/** Whether `dir` is a checkout of the shop with its server built. */
export const isBuiltCheckout = (dir) => existsSync(path.join(dir, 'apps/api/dist/main.js'));

/**
 * A built server (`node <args>` in `cwd`) started twice on a new data folder: the first start
 * creates the database and seeds the demo catalogue with its images, the one returned is a second
 * start, as a shop runs every day. `stop()` removes the folder too.
 */
export async function startOnSeededData(name, args, env = {}, { cwd = process.cwd() } = {}) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `shop-bench-${name}-`));
  const withData = { ...env, DATA_DIR: dataDir };
  const seeding = await startServer(args, withData, { cwd });
  await seeding.ready();
  await seeding.stop();
  const server = await startServer(args, withData, { cwd });
  await server.ready();
  return {
    ...server,
    stop: async () => {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The built shop on a new data folder (created, seeded), removed again by `stop()`. */
export async function startFreshShop(prefix = 'shop-bench-') {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), prefix));
  const shop = await startShop({ DATA_DIR: dataDir });
  return {
    ...shop,
    stop: async () => {
      await shop.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A process's resident memory (VmRSS), in MiB. */
export function rssMiB(pid) {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((row) => row.startsWith('VmRSS:'));
  return Math.round(Number(line.replace(/\D+/g, '')) / 1024);
}

/** PostgreSQL's own server programs (Debian's `postgresql`): PG_BIN_DIR, else the newest of /usr/lib/postgresql. */
export function serverPostgresBin(env = process.env) {
  const complete = (dir) =>
    ['postgres', 'initdb', 'pg_ctl'].every((name) => existsSync(path.join(dir, name)));
  if (env.PG_BIN_DIR && complete(env.PG_BIN_DIR)) return env.PG_BIN_DIR;
  let majors = [];
  try {
    majors = readdirSync('/usr/lib/postgresql').filter((name) => /^\d+$/.test(name));
  } catch {
    return null;
  }
  return (
    majors
      .sort((a, b) => Number(b) - Number(a))
      .map((major) => `/usr/lib/postgresql/${major}/bin`)
      .find(complete) ?? null
  );
}

/**
 * A throwaway cluster of those programs on a loopback port, as `.ci/run` starts Debian's: the
 * superuser `shop` with trust authentication, run as the `postgres` user when we are root, and a
 * database `shop`. An external database as a deployment has it: not a child of the shop.
 */
export async function startServerPostgres(binDir) {
  const root = mkdtempSync(path.join(os.tmpdir(), 'shop-bench-pg-'));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) execFileSync('chown', ['postgres:', root]);
  const as = (program, args) =>
    execFileSync(
      asRoot ? 'runuser' : path.join(binDir, program),
      asRoot ? ['-u', 'postgres', '--', path.join(binDir, program), ...args] : args,
      {
        cwd: root,
        stdio: ['ignore', 'ignore', 'inherit'],
      },
    );
  const port = await freePort();
  const data = path.join(root, 'data');
  as('initdb', ['-D', data, '-U', 'shop', '--auth=trust', '-E', 'UTF8', '--no-locale']);
  as('pg_ctl', [
    '-D',
    data,
    '-l',
    path.join(root, 'server.log'),
    '-w',
    '-t',
    '60',
    '-o',
    `-p ${port} -c listen_addresses=127.0.0.1 -k ${root}`,
    'start',
  ]);
  as('psql', [
    '-h',
    '127.0.0.1',
    '-p',
    String(port),
    '-U',
    'shop',
    '-d',
    'postgres',
    '-qc',
    'CREATE DATABASE shop',
  ]);
  const version = readFileSync(path.join(data, 'PG_VERSION'), 'utf8').trim();
  return {
    url: `postgres://shop@127.0.0.1:${port}/shop`,
    version,
    stop: () => {
      try {
        as('pg_ctl', ['-D', data, '-m', 'fast', '-w', '-t', '30', 'stop']);
      } finally {
        rmSync(root, { recursive: true, force: true });
      }
    },
  };
}

/**
 * The database a benchmark's shops use as an external one: Debian's server in a throwaway cluster
 * (startServerPostgres), or, without it or with BENCH_EMBEDDED=1, the embedded PostgreSQL of a
 * first shop process whose data folder is named by `prefix`.
 */
export async function externalDatabase(prefix) {
  const binDir = process.env.BENCH_EMBEDDED === '1' ? null : serverPostgresBin();
  if (binDir) {
    const server = await startServerPostgres(binDir);
    return {
      url: server.url,
      label: `Debian's PostgreSQL ${server.version}`,
      stop: async () => server.stop(),
    };
  }
  const dataDir = mkdtempSync(path.join(os.tmpdir(), prefix));
  const owner = await startShop({ DATA_DIR: dataDir });
  // postmaster.pid: line 4 is the port PostgreSQL listens on.
  const port = readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[3];
  const password = readFileSync(path.join(dataDir, 'postgres.secret'), 'utf8').trim();
  return {
    url: `postgres://shop:${encodeURIComponent(password)}@127.0.0.1:${port}/shop`,
    label: 'the embedded PostgreSQL of another shop process',
    stop: async () => {
      await owner.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * CPU time a process has used so far (user + system, /proc/<pid>/stat), in ms: unlike wall time,
 * it does not grow when other work shares the machine's cores.
 */
export function cpuMs(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // utime and stime are fields 14 and 15 of the line (11 and 12 after the command), in clock ticks.
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}

/** The ids of a process's children (a cluster's workers, a PostgreSQL server's backends). */
function childPids(pid) {
  const children = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      if (stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1] === String(pid)) children.push(entry);
    } catch {
      // gone meanwhile
    }
  }
  return children;
}

/**
 * CPU time (ms) a process and its children use between two readings: `treeCpuMs(pid)` starts
 * counting, the function it returns reads the time since. Children that ended meanwhile (a
 * PostgreSQL backend whose client left) are counted up to their last reading, not after.
 */
export function treeCpuMs(pid) {
  const read = () => {
    const times = new Map();
    for (const each of [String(pid), ...childPids(pid)]) {
      try {
        times.set(each, cpuMs(each));
      } catch {
        // gone meanwhile
      }
    }
    return times;
  };
  const start = read();
  return () => {
    let total = 0;
    for (const [each, ms] of read()) total += ms - (start.get(each) ?? 0);
    return total;
  };
}

/**
 * The part of a process's resident memory no other process shares (Private_Clean + Private_Dirty
 * of /proc/<pid>/smaps_rollup), in MiB: RSS less the pages of the `node` binary and libraries that
 * every Node process on the machine (and every worker of the cluster) maps once.
 */
export function privateMiB(pid) {
  const rollup = readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8');
  const kb = (field) => Number(new RegExp(`^${field}:\\s+(\\d+)`, 'm').exec(rollup)?.[1] ?? 0);
  return Math.round((kb('Private_Clean') + kb('Private_Dirty')) / 1024);
}

/**
 * The eight public pages the scale targets name (home, shop listing, a category, a product,
 * search results, the blog, a post, an information page), by name, with a product, a category
 * and a post of the shop running at `url`.
 */
export async function pagesToMeasure(url) {
  const read = async (route) => (await fetch(`${url}${route}`)).json();
  const products = await read('/api/produse/?per=1');
  const posts = await read('/api/blog/posts/?page_size=1');
  const categories = await read('/api/categorii/');
  const category = (Array.isArray(categories) ? categories : categories.results)[0];
  return {
    home: '/',
    listing: '/produse',
    category: `/produse/${category.slug}`,
    product: `/produs/${products.results[0].slug}`,
    search: '/search?searchText=crema',
    blog: '/blog',
    'blog post': `/blog/${posts.results[0].slug}`,
    information: '/despre-noi',
  };
}

/**
 * One autocannon run against `url`: requests a second and latency; with the server's `pid`, its
 * CPU time per answer too (µs), which does not depend on the load generator keeping up. Any non-2xx
 * answer or error fails the run.
 */
export async function loadRun(url, { connections, seconds, pid }) {
  const before = pid ? cpuMs(pid) : 0;
  const result = await autocannon({ url, connections, duration: seconds });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  const micros = pid ? ((cpuMs(pid) - before) * 1000) / result.requests.total : undefined;
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, micros };
}
