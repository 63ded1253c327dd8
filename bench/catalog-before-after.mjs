// This checkout against another build of the shop, in the same run: the public catalogue's reads
// without the catalogue cache (CATALOG_CACHE_MB=0 here; the other build may have no cache at all),
// at 50 connections, the two servers taking turns so that both see the same machine, and each
// server's memory after start, right after its load and once it has been quiet for 10 s.
//
// The other build is a second checkout, built:
//   git worktree add /tmp/before <commit> && cp -al node_modules /tmp/before/ && (cd /tmp/before && npm run build)
// Usage: npm run build && BEFORE_DIR=/tmp/before node bench/catalog-before-after.mjs [seconds = 6] [rounds = 3]
import autocannon from 'autocannon';
import { isBuiltCheckout, rssMiB, shopArgs, startOnSeededData } from './shop-server.mjs';
import { serverEnv } from '../scripts/server-flags.mjs';

const SECONDS = Number(process.argv[2] ?? 6);
const ROUNDS = Number(process.argv[3] ?? 3);
const CONNECTIONS = 50;
const BEFORE_DIR = process.env.BEFORE_DIR;
if (!BEFORE_DIR || !isBuiltCheckout(BEFORE_DIR)) {
  console.error('BEFORE_DIR must name a built checkout of the shop (apps/api/dist/main.js).');
  process.exit(2);
}

async function load(url) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return result.requests.average;
}

// The way each build's `npm start` ran its server.
const uncached = { CATALOG_CACHE_MB: '0' };
const builds = [
  {
    name: 'before',
    server: await startOnSeededData('before', ['--enable-source-maps', 'apps/api/dist/main.js'], uncached, {
      cwd: BEFORE_DIR,
    }),
    memory: {},
  },
  {
    name: 'after',
    server: await startOnSeededData('after', shopArgs(), { ...serverEnv(), ...uncached }),
    memory: {},
  },
];
const rates = {};
try {
  const list = await (await fetch(`${builds[1].server.url}/api/produse/`)).json();
  const routes = {
    'product list': '/api/produse/',
    'product page': `/api/produse/${list.results[0].slug}/`,
    suggestions: '/api/produse/?q=crema&limit=8',
    categories: '/api/categorii/',
  };
  for (const build of builds) build.memory.afterStart = rssMiB(build.server.pid);
  for (const [name, route] of Object.entries(routes)) {
    for (const build of builds) await load(`${build.server.url}${route}`); // warm-up
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const build of round % 2 ? [...builds].reverse() : builds) {
        ((rates[name] ??= {})[build.name] ??= []).push(await load(`${build.server.url}${route}`));
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
  `${CONNECTIONS} connections, ${SECONDS} s per run, ${ROUNDS} alternating runs per build, catalogue cache off; median (runs)`,
);
console.log('| series | before | after | after / before |');
console.log('| --- | --- | --- | --- |');
for (const [name, series] of Object.entries(rates)) {
  console.log(
    `| ${name} | ${show(series.before)} | ${show(series.after)} | ${(median(series.after) / median(series.before)).toFixed(1)}x |`,
  );
}
for (const build of builds) {
  const m = build.memory;
  console.log(
    `RSS ${build.name} (MiB): after start ${m.afterStart}, right after the load ${m.afterLoad}, 10 s later ${m.afterQuiet}`,
  );
}
