import { existsSync, readdirSync, readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from './db/embedded';
import { placeDemoImages, type ServerProcess, startServer, waitFor } from './test/server-process';

/**
 * The process's own defences, on the real server with its embedded PostgreSQL: a client that never
 * finishes its request is cut off by the request time-out, and a shutdown with such a client
 * connected still ends with the database stopped cleanly.
 */
let tempDir: string;
let dataDir: string;
let clusterDir: string;
let port: number;
let server: ServerProcess | undefined;

beforeAll(async () => {
  tempDir = await fs.mkdtemp(path.join(os.tmpdir(), 'shop-main-'));
  // The cluster runs as the postgres user when we are root: it must be able to enter the folder.
  await fs.chmod(tempDir, 0o755);
  dataDir = path.join(tempDir, 'data');
  clusterDir = path.join(dataDir, 'postgres');
  await placeDemoImages(dataDir);
  port = await freePort();
});

afterAll(async () => {
  await server?.stop('SIGKILL');
  // A failed test may have left the cluster running: stop it, or it would outlive the run.
  for (const pid of postgresProcesses()) process.kill(pid, 'SIGINT');
  await waitFor(async () => postgresProcesses().length === 0, 30_000);
  if (tempDir) await fs.rm(tempDir, { recursive: true, force: true });
});

/** The PostgreSQL server processes running on this file's cluster. */
function postgresProcesses(): number[] {
  const pids: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const command = readFileSync(`/proc/${entry}/cmdline`, 'utf8').replace(/\0/g, ' ');
      if (clusterDir && command.includes(clusterDir)) pids.push(Number(entry));
    } catch {
      // The process ended while we looked.
    }
  }
  return pids;
}

function start(env: Record<string, string>): Promise<ServerProcess> {
  return startServer({
    port,
    // Info level: "Stopped cleanly" and the request log are what the tests read.
    env: { DATA_DIR: dataDir, LOG_LEVEL: 'info', ...env },
    startTimeoutMs: 120_000,
  });
}

type SlowClient = { received: () => string; closed: Promise<void>; destroy: () => void };

/** Opens a connection, sends `text` (a request cut short) and then nothing more. */
function slowClient(text: string): Promise<SlowClient> {
  return new Promise((resolve, reject) => {
    let received = '';
    const socket = net.connect(port, '127.0.0.1');
    const closed = new Promise<void>((done) => socket.once('close', () => done()));
    socket.on('data', (chunk) => (received += chunk.toString()));
    socket.on('error', () => undefined);
    socket.once('connect', () => {
      socket.write(text);
      resolve({ received: () => received, closed, destroy: () => socket.destroy() });
    });
    socket.once('error', reject);
  });
}

const HALF_A_BODY =
  'POST /api/login/ HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n' +
  'Content-Length: 200\r\n\r\n{"username":"ana';
const HALF_THE_HEADERS = 'GET /api/produse/ HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept: applica';

async function settles(promise: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  const result = await Promise.race([promise.then(() => true), late]);
  clearTimeout(timer);
  return result;
}

describe('the server process', () => {
  it(
    'closes the connection of a client that does not finish its request in time',
    {
      timeout: 240_000,
    },
    async () => {
      server = await start({ REQUEST_TIMEOUT_MS: '2000', HEADERS_TIMEOUT_MS: '1000' });

      const body = await slowClient(HALF_A_BODY);
      const headers = await slowClient(HALF_THE_HEADERS);
      // Bounded only so that a missing time-out fails instead of hanging; not a timing assertion.
      expect(await settles(body.closed, 60_000), server.output()).toBe(true);
      expect(await settles(headers.closed, 60_000), server.output()).toBe(true);
      expect(body.received()).toMatch(/^HTTP\/1\.1 408 /);
      expect(headers.received()).toMatch(/^HTTP\/1\.1 408 /);
      // In the shop's shape, like every other answer.
      expect(body.received()).toContain('"code":"request.timeout"');

      // The server itself is unharmed.
      const health = await fetch(`http://127.0.0.1:${port}/api/health`);
      expect(health.status).toBe(200);

      await server.stop('SIGTERM');
      expect(server.child.exitCode, server.output()).toBe(0);
      expect(server.output()).toContain('Stopped cleanly');
      expect(postgresProcesses()).toEqual([]);
    },
  );

  it(
    'stops cleanly, its database included, when a slow client still holds a request open',
    {
      timeout: 240_000,
    },
    async () => {
      await server?.stop('SIGKILL');
      // The request time-out is far away: here the shutdown's own grace must end the wait.
      server = await start({
        REQUEST_TIMEOUT_MS: '300000',
        HEADERS_TIMEOUT_MS: '60000',
        SHUTDOWN_GRACE_MS: '1000',
      });
      expect(postgresProcesses().length).toBeGreaterThan(0);

      const client = await slowClient(HALF_A_BODY);
      try {
        // The server has the request (its log says so) and waits for the rest of the body.
        const received = await waitFor(async () => /"url":"\/api\/login\/"/.test(server!.output()), 30_000);
        expect(received, server.output()).toBe(true);

        await server.stop('SIGTERM');
        expect(server.child.exitCode, server.output()).toBe(0);
        expect(server.output()).toContain('closing their connections');
        expect(server.output()).toContain('Stopped cleanly');
        expect(await settles(client.closed, 10_000)).toBe(true);
        // PostgreSQL stopped, and stopped cleanly: no process left, no lock file.
        expect(postgresProcesses()).toEqual([]);
        expect(existsSync(path.join(clusterDir, 'postmaster.pid'))).toBe(false);
      } finally {
        client.destroy();
      }
    },
  );
});
