import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { connectDatabase } from './db/client';
import { freePort } from './db/embedded';
import { MIGRATIONS_DIR } from './db/migrate';
import { adminUrl, cloneTemplateDatabase, TEMPLATE_DATABASE } from './test/databases';
import { placeDemoImages, type ServerProcess, startServer, waitFor } from './test/server-process';

// Several shop processes on one PostgreSQL (docs/decisions/066, 067): what must happen once
// happens once, and WEB_CONCURRENCY's workers replace each other.
const serverUrl = inject('testDatabaseUrl');
const started: ServerProcess[] = [];
const cleanups: (() => Promise<void>)[] = [];

afterAll(async () => {
  for (const server of started) await server.stop('SIGKILL');
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
});

async function dataDir(): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'shop-cluster-'));
  await placeDemoImages(dir);
  cleanups.push(() => fs.rm(dir, { recursive: true, force: true }));
  return dir;
}

async function sql<R extends Record<string, unknown>>(url: string, text: string): Promise<R[]> {
  const handle = connectDatabase(url, { max: 1 });
  try {
    return (await handle.pool.query<R>(text)).rows;
  } finally {
    await handle.close();
  }
}

/** The direct children of a process that run the server (a cluster's workers, not tsx's esbuild). */
function childrenOf(pid: number): number[] {
  const children: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // Fields after the command's closing parenthesis: state, then the parent's pid.
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      const command = readFileSync(`/proc/${entry}/cmdline`, 'utf8');
      if (parent === pid && command.includes('main.')) children.push(Number(entry));
    } catch {
      // The process ended while we looked.
    }
  }
  return children;
}

describe('several processes on one database', () => {
  it(
    'three processes starting together on an empty database migrate and seed it once',
    { timeout: 300_000 },
    async () => {
      const name = `shop_race_${randomBytes(5).toString('hex')}`;
      await sql(serverUrl, `CREATE DATABASE ${name}`);
      cleanups.push(() =>
        sql(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).then(() => undefined),
      );
      const url = adminUrl(serverUrl, name);

      const servers = await Promise.all(
        [1, 2, 3].map(async () =>
          startServer({
            port: await freePort(),
            env: { DATA_DIR: await dataDir(), DATABASE_URL: url },
            startTimeoutMs: 240_000,
          }),
        ),
      );
      started.push(...servers);

      const journal = JSON.parse(readFileSync(`${MIGRATIONS_DIR}/meta/_journal.json`, 'utf8')) as {
        entries: unknown[];
      };
      const [ledger] = await sql<{ applied: number; distinct_hashes: number }>(
        url,
        'SELECT count(*)::int AS applied, count(DISTINCT hash)::int AS distinct_hashes FROM drizzle.__drizzle_migrations',
      );
      expect(ledger).toEqual({ applied: journal.entries.length, distinct_hashes: journal.entries.length });

      // The demo catalogue and the admin exist once, as in the template seeded by one process.
      const template = adminUrl(serverUrl, TEMPLATE_DATABASE);
      const count = `SELECT (SELECT count(*) FROM products)::int AS products,
                            (SELECT count(*) FROM blog_posts)::int AS posts,
                            (SELECT count(*) FROM users WHERE email = 'admin@example.ro')::int AS admins`;
      const [raced] = await sql<{ products: number; posts: number; admins: number }>(url, count);
      const [seededOnce] = await sql<{ products: number; posts: number }>(template, count);
      expect(raced!.products).toBe(seededOnce!.products);
      expect(raced!.posts).toBe(seededOnce!.posts);
      expect(raced!.admins).toBe(1);

      for (const server of servers) {
        await server.stop('SIGTERM');
        expect(server.child.exitCode, server.output()).toBe(0);
      }
    },
  );

  it(
    'WEB_CONCURRENCY=2 serves from two workers, replaces one that dies and stops them all',
    { timeout: 400_000 },
    async () => {
      const database = await cloneTemplateDatabase(serverUrl);
      cleanups.push(database.drop);
      const port = await freePort();
      const metricsPort = await freePort();
      const server = await startServer({
        port,
        env: {
          DATA_DIR: await dataDir(),
          DATABASE_URL: database.url,
          WEB_CONCURRENCY: '2',
          METRICS_PORT: String(metricsPort),
          LOG_LEVEL: 'info',
        },
        startTimeoutMs: 180_000,
      });
      started.push(server);
      const primary = server.child.pid!;
      expect(await waitFor(async () => childrenOf(primary).length === 2, 120_000), server.output()).toBe(
        true,
      );
      const [first] = childrenOf(primary);

      for (let i = 0; i < 20; i++) {
        expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);
      }
      // The primary adds up every worker's figures.
      expect(
        await waitFor(async () => {
          const text = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
          const line = text
            .split('\n')
            .find((row) => row.startsWith('http_request_duration_seconds_count{route="/api/health"'));
          return Number(line?.split(' ').at(-1)) >= 20;
        }, 30_000),
      ).toBe(true);

      process.kill(first!, 'SIGKILL');
      // The other worker answers meanwhile (a kept-alive connection to the dead one is reset: the
      // client's retry gets the other), and a new one takes the dead one's place.
      expect(
        await waitFor(
          async () => (await fetch(`http://127.0.0.1:${port}/api/health`)).status === 200,
          10_000,
        ),
      ).toBe(true);
      expect(
        await waitFor(async () => {
          const workers = childrenOf(primary);
          return workers.length === 2 && !workers.includes(first!);
        }, 120_000),
        server.output(),
      ).toBe(true);
      expect(server.output()).toContain('A worker died; starting another');

      const workers = childrenOf(primary);
      await server.stop('SIGTERM');
      expect(server.child.exitCode, server.output()).toBe(0);
      expect(server.output()).toContain('Stopped cleanly');
      expect(workers.filter(existsProcess)).toEqual([]);
    },
  );
});

function existsProcess(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
