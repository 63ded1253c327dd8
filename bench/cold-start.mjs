// Cold start with an external database: from spawning the built server to its first 200 on
// /api/health and on a server-rendered page (/produse). A first server creates and seeds a
// database (embedded PostgreSQL in its data folder) and keeps running; each measured server is a
// new process that reaches that database by DATABASE_URL, as a deployment with its own PostgreSQL
// does, and stops after its first answers.
// Usage: npm run build && node bench/cold-start.mjs [starts = 5]
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { serverEnv } from '../scripts/server-flags.mjs';
import { firstOk, freePort, shopArgs, startServer, startShop } from './shop-server.mjs';

const STARTS = Number(process.argv[2] ?? 5);

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-cold-db-'));
const database = await startShop({ DATA_DIR: dataDir });
const results = [];
try {
  // postmaster.pid: line 4 is the port PostgreSQL listens on.
  const postgresPort = readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[3];
  const password = readFileSync(path.join(dataDir, 'postgres.secret'), 'utf8').trim();
  const databaseUrl = `postgres://shop:${encodeURIComponent(password)}@127.0.0.1:${postgresPort}/shop`;

  // The servers share a data folder for their media, as a deployment's restarts do; the first
  // start, not measured, writes the demo images into it.
  const mediaDir = mkdtempSync(path.join(os.tmpdir(), 'shop-cold-'));
  for (let run = -1; run < STARTS; run++) {
    const port = await freePort();
    const since = performance.now();
    const server = await startServer(
      shopArgs(),
      { ...serverEnv(), DATA_DIR: mediaDir, DATABASE_URL: databaseUrl },
      { port },
    );
    try {
      const health = await firstOk(`${server.url}/api/health`, { since, everyMs: 5 });
      const page = await firstOk(`${server.url}/produse`, { since, everyMs: 5 });
      if (run >= 0) results.push({ health, page });
    } finally {
      await server.stop();
    }
  }
  rmSync(mediaDir, { recursive: true, force: true });
} finally {
  await database.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const ms = (value) => `${Math.round(value)} ms`;
console.log(`${STARTS} cold starts against a running PostgreSQL`);
console.log('| first 200 | median | min | max |');
console.log('| --- | --- | --- | --- |');
for (const key of ['health', 'page']) {
  const values = results.map((result) => result[key]);
  console.log(
    `| ${key === 'health' ? '/api/health' : '/produse (rendered)'} | ${ms(median(values))} | ${ms(Math.min(...values))} | ${ms(Math.max(...values))} |`,
  );
}
