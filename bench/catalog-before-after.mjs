// This checkout against another build of the shop, in the same run: the public catalogue's reads
// without the catalogue cache (CATALOG_CACHE_MB=0 here; the other build may have no cache at all),
// at 50 connections, the two servers taking turns so that both see the same machine: requests a
// second and the server's CPU time per answer (steadier than the rate when the load generator,
// one thread, is the limit); and each server's memory after start, right after its load and once
// it has been quiet for 10 s.
//
// The other build is a second checkout, built:
//   git worktree add /tmp/before <commit> && cp -al node_modules /tmp/before/ && (cd /tmp/before && npm run build)
// Usage: npm run build && BEFORE_DIR=/tmp/before node bench/catalog-before-after.mjs [seconds = 6] [rounds = 3]
//
// With CATALOG_CACHE=on both builds keep the catalogue cache (32 MB) and start as today's `npm
// start` does, so the runs after the warm-up measure cache hits: for a change on the hit's path
// between two recent builds.
import { isBuiltCheckout, loadRun, rssMiB, shopArgs, startOnSeededData } from './shop-server.mjs';
import { serverEnv } from '../scripts/server-flags.mjs';

const SECONDS = Number(process.argv[2] ?? 6);
const ROUNDS = Number(process.argv[3] ?? 3);
const CONNECTIONS = 50;
const BEFORE_DIR = process.env.BEFORE_DIR;
if (!BEFORE_DIR || !isBuiltCheckout(BEFORE_DIR)) {
  console.error('BEFORE_DIR must name a built checkout of the shop (apps/api/dist/main.js).');
  process.exit(2);
}

const load = (url, pid) => loadRun(url, { connections: CONNECTIONS, seconds: SECONDS, pid });

const cached = process.env.CATALOG_CACHE === 'on';
const cache = { CATALOG_CACHE_MB: cached ? '32' : '0' };
// The way each build's `npm start` ran its server (7d98970's with source maps; with the cache on,
// both builds are recent ones and start alike).
const beforeArgs = cached ? shopArgs() : ['--enable-source-maps', 'apps/api/dist/main.js'];
const beforeEnv = cached ? { ...serverEnv(), ...cache } : cache;
const builds = [
  {
    name: 'before',
    server: await startOnSeededData('before', beforeArgs, beforeEnv, { cwd: BEFORE_DIR }),
    memory: {},
  },
  {
    name: 'after',
    server: await startOnSeededData('after', shopArgs(), { ...serverEnv(), ...cache }),
    memory: {},
  },
];
const rates = {};
const cpu = {};
try {
  const list = await (await fetch(`${builds[1].server.url}/api/produse/`)).json();
  const routes = {
    'product list': '/api/produse/',
    'product page': `/api/produse/${list.results[0].slug}/`,
    suggestions: '/api/produse/?q=crema&limit=8',
    categories: '/api/categorii/',
  };
  for (const build of builds) build.memory.afterStart = rssMiB(build.server.pid);
  // SERIES="product page,categories" measures only those.
  const only = process.env.SERIES?.split(',').map((name) => name.trim());
  for (const [name, route] of Object.entries(routes)) {
    if (only && !only.includes(name)) continue;
    for (const build of builds) await load(`${build.server.url}${route}`); // warm-up
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const build of round % 2 ? [...builds].reverse() : builds) {
        const run = await load(`${build.server.url}${route}`, build.server.pid);
        ((rates[name] ??= {})[build.name] ??= []).push(run.rps);
        ((cpu[name] ??= {})[build.name] ??= []).push(run.micros);
      }
    }
  }
  // Memory: each server alone, right after a last load of the list and once quiet.
  for (const build of builds) {
    await load(`${build.server.url}${routes['product list']}`);
    build.memory.afterLoad = rssMiB(build.server.pid);
    await new Promise((resolve) => setTimeout(resolve, 10_000));
    build.memory.afterQuiet = rssMiB(build.server.pid);
  }
} finally {
  for (const build of builds) await build.server.stop();
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const show = (values) => `${Math.round(median(values))}/s (${values.map(Math.round).join(', ')})`;
console.log(
  `${CONNECTIONS} connections, ${SECONDS} s per run, ${ROUNDS} alternating runs per build, catalogue cache ${cached ? 'on' : 'off'}; median (runs)`,
);
console.log('| series | before | after | after / before |');
console.log('| --- | --- | --- | --- |');
for (const [name, series] of Object.entries(rates)) {
  console.log(
    `| ${name} | ${show(series.before)} | ${show(series.after)} | ${(median(series.after) / median(series.before)).toFixed(1)}x |`,
  );
}
console.log('');
console.log("The server's CPU time per answer (user and system, from /proc), median (runs):");
console.log('| series | before | after | after / before |');
console.log('| --- | --- | --- | --- |');
const showMicros = (values) =>
  `${median(values).toFixed(1)} µs (${values.map((v) => v.toFixed(1)).join(', ')})`;
for (const [name, series] of Object.entries(cpu)) {
  console.log(
    `| ${name} | ${showMicros(series.before)} | ${showMicros(series.after)} | ${(median(series.after) / median(series.before)).toFixed(2)}x |`,
  );
}
for (const build of builds) {
  const m = build.memory;
  console.log(
    `RSS ${build.name} (MiB): after start ${m.afterStart}, right after the load ${m.afterLoad}, 10 s later ${m.afterQuiet}`,
  );
}
