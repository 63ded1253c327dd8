// Starting the built shop (or any Node server) for a benchmark: a free loopback port, the process,
// and a wait for its first 200.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
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
