// The server's resident memory after a mixed load, per process, and what holds it. The database is
// external (Debian's PostgreSQL in a throwaway cluster, as in cold-start.mjs; else the embedded one
// of another shop process): only the shop's own process is measured. Each setting gets a fresh
// server on the same seeded database, `SECONDS` of mixed traffic from 10 clients (API lists with
// filters and pages, product pages, suggestions typed letter by letter, categories, server-rendered
// pages, cart price checks; most query strings new, so the catalogue cache fills as in a day of
// real use; the same sequence for every setting, from a seeded generator), then its RSS and V8's
// figures (from /metrics) right after, 10 s and 30 s later.
// Usage: npm run build && node bench/memory.mjs [requests = 6000] [setting…]
//   BEFORE_DIR=<another built checkout>: each setting runs on that build first, then on this one,
//   against the same database (rows "name, before" and "name").
//   Before/after: git archive <commit> | tar -x -C /tmp/before, node_modules linked, built.
//   settings: default, semi4 (--max-semi-space-size=4), old96 (--max-old-space-size=96), cache0
//   (CATALOG_CACHE_MB=0), cache8 (CATALOG_CACHE_MB=8), trim (MALLOC_TRIM_THRESHOLD_=1048576);
//   default: default semi4 old96
//   SNAPSHOT_DIR=<folder>: V8 heap snapshots of each server, after start and 30 s after the load
//   (after the RSS readings; writing one grows the process, so the figures of such a run are not
//   the ones to compare), for bench/heap-summary.mjs.
// RSS counts the pages of the `node` binary every Node process shares; "private" leaves them out.
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { serverEnv, SERVER_HEAP_MB } from '../scripts/server-flags.mjs';
import { externalDatabase, firstOk, privateMiB, rssMiB, startServer } from './shop-server.mjs';

const REQUESTS = Number(process.argv[2] ?? 6000);
const SETTINGS = process.argv.length > 3 ? process.argv.slice(3) : ['default', 'semi4', 'old96'];
const BEFORE_DIR = process.env.BEFORE_DIR;
const SNAPSHOT_DIR = process.env.SNAPSHOT_DIR ? path.resolve(process.env.SNAPSHOT_DIR) : undefined;
const BUILDS = BEFORE_DIR
  ? [
      { suffix: ', before', cwd: BEFORE_DIR },
      { suffix: '', cwd: process.cwd() },
    ]
  : [{ suffix: '', cwd: process.cwd() }];
const CLIENTS = 10;
const TOKEN = 'bench-memory-metrics-token';

const FLAGS = {
  default: { flags: [], env: {} },
  semi4: { flags: ['--max-semi-space-size=4'], env: {} },
  old96: { flags: ['--max-old-space-size=96'], env: {} },
  cache0: { flags: [], env: { CATALOG_CACHE_MB: '0' } },
  cache8: { flags: [], env: { CATALOG_CACHE_MB: '8' } },
  trim: { flags: [], env: { MALLOC_TRIM_THRESHOLD_: '1048576' } },
};

/** The figures of prom-client's default metrics that say where the memory is, in MiB. */
async function breakdown(url) {
  const text = await (
    await fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } })
  ).text();
  const value = (name, label = '') => {
    const line = text
      .split('\n')
      .find((row) => row.startsWith(`${name}${label} `) || row.startsWith(`${name}${label}{`));
    return line ? Number(line.slice(line.lastIndexOf(' ') + 1)) / 1024 / 1024 : NaN;
  };
  const space = (name, kind) => value(`nodejs_heap_space_size_${kind}_bytes`, `{space="${name}"}`);
  return {
    heapTotal: value('nodejs_heap_size_total_bytes'),
    heapUsed: value('nodejs_heap_size_used_bytes'),
    external: value('nodejs_external_memory_bytes'),
    newSpace: space('new', 'total'),
    oldSpace: space('old', 'total'),
    oldUsed: space('old', 'used'),
    code: space('code', 'total'),
    largeObjects: space('large_object', 'total'),
    cache: value('shop_catalog_cache_bytes'),
  };
}

/**
 * A heap snapshot of the server (`--heapsnapshot-signal`), moved to `SNAPSHOT_DIR/<name>.heapsnapshot`
 * once written: Node writes it under its own name into the diagnostic folder.
 */
async function snapshot(server, name) {
  if (!SNAPSHOT_DIR) return;
  const written = () => readdirSync(SNAPSHOT_DIR).filter((file) => file.startsWith('Heap.'));
  process.kill(server.pid, 'SIGUSR2');
  // The file appears when the snapshot starts; its size stops changing when it is done.
  let size = -1;
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const [file] = written();
    if (!file) continue;
    const now = statSync(path.join(SNAPSHOT_DIR, file)).size;
    if (now > 0 && now === size) {
      renameSync(path.join(SNAPSHOT_DIR, file), path.join(SNAPSHOT_DIR, `${name}.heapsnapshot`));
      return;
    }
    size = now;
  }
}

/**
 * Where a process's resident pages are (`/proc/<pid>/smaps`, MiB): the `node` binary's own
 * (shared by every Node process), glibc's main malloc arena (`[heap]`), anonymous mappings (V8's
 * heap, malloc's other arenas and large blocks, thread stacks), shared libraries and other files.
 */
function residentByMapping(pid) {
  const totals = { binary: 0, heap: 0, anonymous: 0, libraries: 0, files: 0 };
  let kind = 'anonymous';
  for (const line of readFileSync(`/proc/${pid}/smaps`, 'utf8').split('\n')) {
    const mapping = /^[0-9a-f]+-[0-9a-f]+ \S+ \S+ \S+ \S+\s*(.*)$/.exec(line);
    if (mapping) {
      const file = mapping[1];
      kind =
        file === process.execPath || file.endsWith('/bin/node')
          ? 'binary'
          : file === '[heap]'
            ? 'heap'
            : file === '' || file.startsWith('[')
              ? 'anonymous'
              : /\.so(\.|$)/.test(file) || file.endsWith('.node')
                ? 'libraries'
                : 'files';
      continue;
    }
    const rss = /^Rss:\s+(\d+) kB/.exec(line);
    if (rss) totals[kind] += Number(rss[1]) / 1024;
  }
  return totals;
}

/** mulberry32: the same request sequence for every setting. */
function seeded(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
let random = seeded(1);
const pick = (items) => items[Math.floor(random() * items.length)];

/** One request of the mix; most carry a query string not seen before. */
function nextRequest(catalogue) {
  const roll = random();
  const product = pick(catalogue.products);
  if (roll < 0.25) {
    const params = new URLSearchParams({
      page: String(1 + Math.floor(random() * 5)),
      ordering: pick(['-created', 'price', '-price', 'name', '-name']),
    });
    if (random() < 0.5) params.set('categorie', pick(catalogue.categories));
    if (random() < 0.5) params.set('pret_min', String(Math.floor(random() * 80)));
    return { path: `/api/produse/?${params}` };
  }
  if (roll < 0.45) {
    // A shopper typing: one word of a product's name, two to all of its letters.
    const word =
      pick(
        product.titlu
          .toLowerCase()
          .split(/\s+/)
          .filter((part) => part.length > 2),
      ) ?? 'crema';
    const typed = word.slice(0, 2 + Math.floor(random() * (word.length - 1)));
    return { path: `/api/produse/?q=${encodeURIComponent(typed)}&limit=8` };
  }
  if (roll < 0.6) return { path: `/api/produse/${product.slug}/` };
  if (roll < 0.65) return { path: '/api/categorii/' };
  if (roll < 0.85)
    return { path: pick(['/', '/produse', `/produs/${product.slug}`, '/blog', '/despre-noi']) };
  return {
    path: '/api/cos/pret/',
    method: 'POST',
    body: JSON.stringify({ produse: [{ produs: product.id, cantitate: 1 + Math.floor(random() * 3) }] }),
  };
}

async function mixedLoad(url, catalogue) {
  random = seeded(1);
  let issued = 0;
  let requests = 0;
  let failures = 0;
  const client = async () => {
    while (issued++ < REQUESTS) {
      const { path: target, method = 'GET', body } = nextRequest(catalogue);
      const response = await fetch(`${url}${target}`, {
        method,
        body,
        headers: body ? { 'content-type': 'application/json' } : {},
      });
      await response.arrayBuffer();
      requests += 1;
      if (response.status >= 500 || (response.status >= 400 && response.status !== 404)) failures += 1;
    }
  };
  await Promise.all(Array.from({ length: CLIENTS }, client));
  if (failures > 0) throw new Error(`${failures} of ${requests} requests failed`);
  return requests;
}

const database = await externalDatabase('shop-memory-db-');
const mediaDir = mkdtempSync(path.join(os.tmpdir(), 'shop-memory-'));
const rows = [];
try {
  const env = { ...serverEnv(), DATA_DIR: mediaDir, DATABASE_URL: database.url, METRICS_TOKEN: TOKEN };
  // The first start migrates, seeds and draws the demo images: not measured.
  const seeding = await startServer(
    [`--max-old-space-size=${SERVER_HEAP_MB}`, '--expose-gc', 'apps/api/dist/main.js'],
    env,
  );
  await seeding.ready();
  const list = await (await fetch(`${seeding.url}/api/produse/?per=100`)).json();
  const tree = await (await fetch(`${seeding.url}/api/categorii/`)).json();
  const categories = (Array.isArray(tree) ? tree : tree.results).map((category) => category.slug);
  await seeding.stop();
  const catalogue = { products: list.results.filter((product) => !product.are_variante), categories };

  if (SNAPSHOT_DIR) mkdirSync(SNAPSHOT_DIR, { recursive: true });
  const snapshotFlags = SNAPSHOT_DIR
    ? ['--heapsnapshot-signal=SIGUSR2', `--diagnostic-dir=${SNAPSHOT_DIR}`]
    : [];
  for (const [name, build] of SETTINGS.flatMap((setting) => BUILDS.map((b) => [setting, b]))) {
    const setting = FLAGS[name];
    if (!setting) throw new Error(`Unknown setting ${name}`);
    const server = await startServer(
      [
        `--max-old-space-size=${SERVER_HEAP_MB}`,
        '--expose-gc',
        ...setting.flags,
        ...snapshotFlags,
        'apps/api/dist/main.js',
      ],
      { ...env, ...setting.env },
      { cwd: build.cwd },
    );
    try {
      await firstOk(`${server.url}/api/health`);
      await new Promise((resolve) => setTimeout(resolve, 15_000)); // the start's own idle collections
      const row = {
        name: `${name}${build.suffix}`,
        afterStart: rssMiB(server.pid),
        privateAfterStart: privateMiB(server.pid),
      };
      const label = `${name}${build.suffix ? '-before' : ''}`;
      await snapshot(server, `${label}-after-start`);
      const started = performance.now();
      row.requests = await mixedLoad(server.url, catalogue);
      row.rate = row.requests / ((performance.now() - started) / 1000);
      row.afterLoad = rssMiB(server.pid);
      row.privateAfterLoad = privateMiB(server.pid);
      row.v8AfterLoad = await breakdown(server.url);
      await new Promise((resolve) => setTimeout(resolve, 10_000));
      row.after10 = rssMiB(server.pid);
      await new Promise((resolve) => setTimeout(resolve, 20_000));
      row.after30 = rssMiB(server.pid);
      row.privateAfter30 = privateMiB(server.pid);
      row.mappingsAfter30 = residentByMapping(server.pid);
      row.v8After30 = await breakdown(server.url);
      rows.push(row);
      await snapshot(server, `${label}-after-load`);
    } finally {
      await server.stop();
    }
  }
} finally {
  rmSync(mediaDir, { recursive: true, force: true });
  await database.stop();
}

const mib = (value) => (Number.isFinite(value) ? value.toFixed(1) : '—');
console.log(
  `${REQUESTS} requests of mixed load from ${CLIENTS} clients per setting, against ${database.label}; load average ${os.loadavg()[0].toFixed(1)}`,
);
console.log(
  '| setting | requests/s | RSS (private) after start | right after the load | 10 s later | 30 s later |',
);
console.log('| --- | --- | --- | --- | --- | --- |');
for (const row of rows)
  console.log(
    `| ${row.name} | ${Math.round(row.rate)} | ${row.afterStart} (${row.privateAfterStart}) | ${row.afterLoad} (${row.privateAfterLoad}) | ${row.after10} | ${row.after30} (${row.privateAfter30}) |`,
  );
console.log('');
console.log(
  '| setting, when | V8 heap total | heap used | new space | old space (used) | code | large objects | external (buffers) | catalogue cache |',
);
console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- |');
for (const row of rows)
  for (const [when, v] of [
    ['right after', row.v8AfterLoad],
    ['30 s later', row.v8After30],
  ])
    console.log(
      `| ${row.name}, ${when} | ${mib(v.heapTotal)} | ${mib(v.heapUsed)} | ${mib(v.newSpace)} | ${mib(v.oldSpace)} (${mib(v.oldUsed)}) | ${mib(v.code)} | ${mib(v.largeObjects)} | ${mib(v.external)} | ${mib(v.cache)} |`,
    );
console.log('');
console.log(
  '| setting, 30 s later | node binary | `[heap]` (malloc main arena) | anonymous (V8 heap, other arenas, stacks) | libraries | other files |',
);
console.log('| --- | --- | --- | --- | --- | --- |');
for (const { name, mappingsAfter30: m } of rows)
  console.log(
    `| ${name} | ${mib(m.binary)} | ${mib(m.heap)} | ${mib(m.anonymous)} | ${mib(m.libraries)} | ${mib(m.files)} |`,
  );
