// Cold start with an external database: from spawning the built server to its first 200 on
// /api/health and on a server-rendered page (/produse). A first server creates and seeds a
// database (embedded PostgreSQL in its data folder) and keeps running; each measured server is a
// new process that reaches that database by DATABASE_URL, as a deployment with its own PostgreSQL
// does, and stops after its first answers.
// Usage: npm run build && node bench/cold-start.mjs [starts = 5]
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { serverNodeFlags } from '../scripts/server-flags.mjs';

const STARTS = Number(process.argv[2] ?? 5);

const freePort = () =>
  new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

/** Polls every 5 ms until the URL answers 200; the time since `since`, in ms. */
async function firstOk(url, since) {
  for (;;) {
    try {
      const response = await fetch(url);
      await response.arrayBuffer();
      if (response.ok) return performance.now() - since;
    } catch {
      /* not listening yet */
    }
    if (performance.now() - since > 120_000) throw new Error(`${url} did not answer`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

function spawnServer(env) {
  return spawn(process.execPath, [...serverNodeFlags(), 'apps/api/dist/main.js'], {
    env: { ...process.env, HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

const stop = (child) =>
  new Promise((resolve) => {
    child.on('exit', resolve);
    child.kill('SIGTERM');
  });

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-cold-db-'));
const databasePort = await freePort();
const database = spawnServer({ PORT: String(databasePort), DATA_DIR: dataDir });
const results = [];
try {
  await firstOk(`http://127.0.0.1:${databasePort}/api/health`, performance.now());
  // postmaster.pid: line 4 is the port PostgreSQL listens on.
  const postgresPort = readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[3];
  const password = readFileSync(path.join(dataDir, 'postgres.secret'), 'utf8').trim();
  const databaseUrl = `postgres://shop:${encodeURIComponent(password)}@127.0.0.1:${postgresPort}/shop`;

  // The servers share a data folder for their media, as a deployment's restarts do; the first
  // start, not measured, writes the demo images into it.
  const mediaDir = mkdtempSync(path.join(os.tmpdir(), 'shop-cold-'));
  for (let run = -1; run < STARTS; run++) {
    const port = await freePort();
    const started = performance.now();
    const server = spawnServer({ PORT: String(port), DATA_DIR: mediaDir, DATABASE_URL: databaseUrl });
    try {
      const health = await firstOk(`http://127.0.0.1:${port}/api/health`, started);
      const page = await firstOk(`http://127.0.0.1:${port}/produse`, started);
      if (run >= 0) results.push({ health, page });
    } finally {
      await stop(server);
    }
  }
  rmSync(mediaDir, { recursive: true, force: true });
} finally {
  await stop(database);
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
