// Cold start with an external database: from spawning the built server to its first 200 on
// /api/health and on a server-rendered page (/produse). The database is Debian's PostgreSQL
// (PG_BIN_DIR, else the newest /usr/lib/postgresql/<major>/bin) in a throwaway cluster, as a
// deployment has its own server; without those programs, or with BENCH_EMBEDDED=1, a first shop
// process creates the embedded one and keeps it running. A first start, not measured, migrates and
// seeds the database and writes the demo images into a media folder the measured servers share, as
// a deployment's restarts do; each measured server is a new process that stops after its answers.
// Usage: npm run build && node bench/cold-start.mjs [starts = 5]
//   BEFORE_DIR=<another built checkout>: that build and this one take turns, start by start, on
//   the same database and media folder.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { serverEnv } from '../scripts/server-flags.mjs';
import { cpuMs, externalDatabase, firstOk, freePort, shopArgs, startServer } from './shop-server.mjs';

const STARTS = Number(process.argv[2] ?? 5);
const BEFORE_DIR = process.env.BEFORE_DIR;
const BUILDS = BEFORE_DIR
  ? [
      { name: 'before', cwd: BEFORE_DIR },
      { name: 'this build', cwd: process.cwd() },
    ]
  : [{ name: 'this build', cwd: process.cwd() }];
/** What each start is asked, in this order, each timed from the spawn. */
const TARGETS = [
  ['health', '/api/health'],
  ['api', '/api/produse/'],
  ['home', '/'],
  ['page', '/produse'],
];

const database = await externalDatabase('shop-cold-db-');
const mediaDir = mkdtempSync(path.join(os.tmpdir(), 'shop-cold-'));
const results = [];
try {
  for (let run = -1; run < STARTS; run++) {
    for (const build of BUILDS) {
      const port = await freePort();
      const since = performance.now();
      const server = await startServer(
        shopArgs(),
        { ...serverEnv(), DATA_DIR: mediaDir, DATABASE_URL: database.url },
        { port, cwd: build.cwd },
      );
      try {
        const result = { build: build.name };
        for (const [key, target] of TARGETS) {
          result[key] = await firstOk(`${server.url}${target}`, { since, everyMs: 5 });
          result[`${key}Cpu`] = cpuMs(server.pid);
        }
        if (run >= 0) results.push(result);
      } finally {
        await server.stop();
      }
    }
  }
} finally {
  rmSync(mediaDir, { recursive: true, force: true });
  await database.stop();
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const ms = (value) => `${Math.round(value)} ms`;
console.log(`${STARTS} cold starts against ${database.label}; load average ${os.loadavg()[0].toFixed(1)}`);
console.log('| build | first 200 | median | min | max | server CPU until then (median, min-max) |');
console.log('| --- | --- | --- | --- | --- | --- |');
for (const build of BUILDS) {
  const runs = results.filter((result) => result.build === build.name);
  for (const [key, target] of TARGETS) {
    const values = runs.map((result) => result[key]);
    const cpu = runs.map((result) => result[`${key}Cpu`]);
    console.log(
      `| ${build.name} | ${target} | ${ms(median(values))} | ${ms(Math.min(...values))} | ${ms(Math.max(...values))} | ${ms(median(cpu))} (${ms(Math.min(...cpu))}-${ms(Math.max(...cpu))}) |`,
    );
  }
}
