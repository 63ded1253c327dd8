// The public catalogue under load: requests per second and latency at 50 connections for the
// product list, a product page, suggestions and categories, with the catalogue cache on and off,
// against a bare Fastify server answering the same JSON in the same run (the ceiling), and the
// same server sending the shop's very answers (body and headers); the server's CPU time per
// answer for each; and the server's memory after the load. Starts the built server (embedded PostgreSQL, demo catalogue)
// on a fresh data folder for each cache setting.
// Usage: npm run build && node bench/catalog-load.mjs [seconds per series = 10]
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadRun, rssMiB, shopArgs, startOnSeededData, startServer } from './shop-server.mjs';
import { serverEnv } from '../scripts/server-flags.mjs';

const SECONDS = Number(process.argv[2] ?? 10);
const CONNECTIONS = 50;

async function start(args, env, cwd = process.cwd()) {
  const server = await startServer(args, env, { cwd });
  await server.ready();
  return server;
}

const load = (url, pid) => loadRun(url, { connections: CONNECTIONS, seconds: SECONDS, pid });

// The bare server answers the shop's recorded answers two ways: the body as an object that
// Fastify serializes on each request with its own few headers (the ceiling this benchmark always
// had), and, under /same, the very bytes the shop sends on a hit: the recorded body and headers,
// with a fresh request id of the same length (a client's cost grows with the headers it parses,
// and autocannon, one thread on the other core, is the limit when the server idles).
const BARE_SERVER = `
import Fastify from 'fastify';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
const answers = JSON.parse(readFileSync(process.env.ANSWERS, 'utf8'));
const objects = Object.fromEntries(Object.entries(answers).map(([url, a]) => [url, JSON.parse(a.body)]));
const app = Fastify();
app.get('/api/health', async () => ({ status: 'ok' }));
app.get('/*', async (request, reply) => {
  if (request.url.startsWith('/same/')) {
    const answer = answers[request.url.slice(5)];
    if (answer === undefined) return reply.code(404).send({});
    return reply.headers(answer.headers).header('x-request-id', randomUUID()).send(answer.body);
  }
  const body = objects[request.url];
  return body === undefined ? reply.code(404).send({}) : body;
});
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
`;

/** Headers a server writes per connection or per answer itself, not part of the recorded answer. */
const OWN_HEADERS = new Set([
  'date',
  'connection',
  'keep-alive',
  'content-length',
  'transfer-encoding',
  'x-request-id',
]);

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
        for (const route of Object.values(paths)) {
          await fetch(`${shop.url}${route}`); // a miss, then the hit recorded
          const response = await fetch(`${shop.url}${route}`);
          const headers = Object.fromEntries(
            [...response.headers].filter(([name]) => !OWN_HEADERS.has(name)),
          );
          answers[route] = { body: await response.text(), headers };
        }
      }
      memory[cache] = { afterStart: rssMiB(shop.pid) };
      if (cache === 'on') await startBare();
      for (const [name, route] of Object.entries(paths)) {
        await load(`${shop.url}${route}`); // warm-up run: plans, JIT, cache
        (results[name] ??= {})[`cache ${cache}`] = await load(`${shop.url}${route}`, shop.pid);
        if (bare) {
          await load(`${bare.url}${route}`);
          results[name].bare = await load(`${bare.url}${route}`, bare.pid);
          await load(`${bare.url}/same${route}`);
          results[name].same = await load(`${bare.url}/same${route}`, bare.pid);
        }
      }
      (results.health ??= {})[`cache ${cache}`] = await load(`${shop.url}/api/health`, shop.pid);
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
const ratio = (a, b) => (a && b ? `${Math.round((100 * a.rps) / b.rps)}%` : '—');
const cpu = (series) => (series?.micros ? `${Math.round(series.micros)} µs` : '—');
console.log(`${CONNECTIONS} connections, ${SECONDS} s per series after a warm-up run of the same length`);
console.log(
  '| series | cache on | cache off | bare Fastify | bare, same answer | on / bare | on / same answer | on / off |',
);
console.log('| --- | --- | --- | --- | --- | --- | --- | --- |');
for (const [name, series] of Object.entries(results)) {
  const on = series['cache on'];
  console.log(
    `| ${name} | ${fmt(on)} | ${fmt(series['cache off'])} | ${fmt(series.bare)} | ${fmt(series.same)} | ${ratio(on, series.bare)} | ${ratio(on, series.same)} | ${series['cache off'] ? `${(on.rps / series['cache off'].rps).toFixed(1)}x` : '—'} |`,
  );
}
console.log('');
console.log("The server's CPU time per answer (user and system, from /proc):");
console.log('| series | cache on | cache off | bare Fastify | bare, same answer |');
console.log('| --- | --- | --- | --- | --- |');
for (const [name, series] of Object.entries(results)) {
  if (name === 'health') continue;
  console.log(
    `| ${name} | ${cpu(series['cache on'])} | ${cpu(series['cache off'])} | ${cpu(series.bare)} | ${cpu(series.same)} |`,
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
