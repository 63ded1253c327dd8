// The public catalogue under load: requests per second and latency at 50 connections for the
// product list, a product page, suggestions and categories, with the catalogue cache on and off,
// against a bare Fastify server answering the same JSON in the same run (the ceiling), plus the
// server's memory after the load. Starts the built server (embedded PostgreSQL, demo catalogue)
// on a fresh data folder for each cache setting.
// Usage: npm run build && node bench/catalog-load.mjs [seconds per series = 10]
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { rssMiB, shopArgs, startOnSeededData, startServer } from './shop-server.mjs';
import { serverEnv } from '../scripts/server-flags.mjs';

const SECONDS = Number(process.argv[2] ?? 10);
const CONNECTIONS = 50;

async function start(args, env, cwd = process.cwd()) {
  const server = await startServer(args, env, { cwd });
  await server.ready();
  return server;
}

async function load(url) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}

const BARE_SERVER = `
import Fastify from 'fastify';
import { readFileSync } from 'node:fs';
const answers = JSON.parse(readFileSync(process.env.ANSWERS, 'utf8'));
const app = Fastify();
app.get('/api/health', async () => ({ status: 'ok' }));
app.get('/*', async (request, reply) => {
  const body = answers[request.url];
  return body === undefined ? reply.code(404).send({}) : body;
});
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
`;

const results = {};
const memory = {};
let answers;
let paths;
// The bare server answers the shop's own JSON, recorded from the first start; it runs beside the
// shop with the cache on and is measured right after it, series by series, so that both see the
// same load on a shared machine (measured after the shop's two runs, it saw another one).
let bare;
const scratch = mkdtempSync(path.join(os.tmpdir(), 'shop-bench-bare-'));
const startBare = async () => {
  writeFileSync(path.join(scratch, 'answers.json'), JSON.stringify(answers));
  // Run from apps/api, where Fastify resolves.
  bare = await start(
    ['--input-type=module', '-e', BARE_SERVER],
    { ANSWERS: path.join(scratch, 'answers.json') },
    path.join(process.cwd(), 'apps/api'),
  );
};
try {
  for (const cache of ['on', 'off']) {
    const shop = await startOnSeededData(`cache-${cache}`, shopArgs(), {
      ...serverEnv(),
      CATALOG_CACHE_MB: cache === 'on' ? '32' : '0',
    });
    try {
      if (!paths) {
        const list = await (await fetch(`${shop.url}/api/produse/`)).json();
        paths = {
          'product list': '/api/produse/',
          'product page': `/api/produse/${list.results[0].slug}/`,
          suggestions: '/api/produse/?q=crema&limit=8',
          categories: '/api/categorii/',
        };
        answers = {};
        for (const route of Object.values(paths))
          answers[route] = await (await fetch(`${shop.url}${route}`)).json();
      }
      memory[cache] = { afterStart: rssMiB(shop.pid) };
      if (cache === 'on') await startBare();
      for (const [name, route] of Object.entries(paths)) {
        await load(`${shop.url}${route}`); // warm-up run: plans, JIT, cache
        (results[name] ??= {})[`cache ${cache}`] = await load(`${shop.url}${route}`);
        if (bare) {
          await load(`${bare.url}${route}`);
          results[name].bare = await load(`${bare.url}${route}`);
        }
      }
      (results.health ??= {})[`cache ${cache}`] = await load(`${shop.url}/api/health`);
      memory[cache].afterLoad = rssMiB(shop.pid);
      if (bare) {
        await bare.stop(); // quiet while the shop's memory settles
        bare = null;
      }
      // The server collects its heap once a second passes without a request, and again 6 s later
      // to shrink it (plugins/idle-memory.ts).
      await new Promise((resolve) => setTimeout(resolve, 10_000));
      memory[cache].afterQuiet = rssMiB(shop.pid);
      await new Promise((resolve) => setTimeout(resolve, 20_000));
      memory[cache].afterIdle = rssMiB(shop.pid);
    } finally {
      await shop.stop();
    }
  }
} finally {
  await bare?.stop();
  rmSync(scratch, { recursive: true, force: true });
}

const fmt = (series) =>
  series ? `${Math.round(series.rps)}/s p50 ${series.p50} ms p99 ${series.p99} ms` : '—';
console.log(`${CONNECTIONS} connections, ${SECONDS} s per series after a warm-up run of the same length`);
console.log('| series | cache on | cache off | bare Fastify | on / bare | on / off |');
console.log('| --- | --- | --- | --- | --- | --- |');
for (const [name, series] of Object.entries(results)) {
  const on = series['cache on'];
  const ratio = (a, b) => (a && b ? `${Math.round((100 * a.rps) / b.rps)}%` : '—');
  console.log(
    `| ${name} | ${fmt(on)} | ${fmt(series['cache off'])} | ${fmt(series.bare)} | ${ratio(on, series.bare)} | ${series['cache off'] ? `${(on.rps / series['cache off'].rps).toFixed(1)}x` : '—'} |`,
  );
}
console.log(
  `RSS (MiB), after start / right after the load / 10 s later / 30 s later: ${['on', 'off']
    .map((cache) => {
      const m = memory[cache];
      return `cache ${cache} ${m.afterStart} / ${m.afterLoad} / ${m.afterQuiet} / ${m.afterIdle}`;
    })
    .join('; ')}`,
);
