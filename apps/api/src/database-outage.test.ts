import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, startEmbeddedPostgres, type EmbeddedDatabase } from './db/embedded';
import { RETRY_AFTER_SECONDS, SERVICE_UNAVAILABLE } from './lib/service-unavailable';
import { placeDemoImages, type ServerProcess, startServer, waitFor } from './test/server-process';

/**
 * PostgreSQL stops under the real server while requests flow, and starts again: in between every
 * database-backed call answers 503 with Retry-After (never a 500, never a dropped connection), the
 * process stays up, and it serves again once the database is back. The cluster is this file's own
 * (stopping the shared test server would break the files running beside it), on a fixed port, so
 * the server's DATABASE_URL stays right across the restart.
 */
let tempDir: string;
let clusterDir: string;
let pgPort: number;
let postgres: EmbeddedDatabase | undefined;
let server: ServerProcess | undefined;
let base: string;

const quiet = { info: () => {}, warn: () => {} };
const startPostgres = () => startEmbeddedPostgres(clusterDir, quiet, { database: 'shop', port: pgPort });

beforeAll(async () => {
  tempDir = await fs.mkdtemp(path.join(os.tmpdir(), 'shop-outage-'));
  // The cluster runs as the postgres user when we are root: it must be able to enter the folder.
  await fs.chmod(tempDir, 0o755);
  clusterDir = path.join(tempDir, 'cluster');
  pgPort = await freePort();
  postgres = await startPostgres();
  const dataDir = path.join(tempDir, 'data');
  await placeDemoImages(dataDir);
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  server = await startServer({
    port,
    env: { DATABASE_URL: postgres.url('shop'), DATA_DIR: dataDir },
    startTimeoutMs: 60_000,
  });
});

afterAll(async () => {
  await server?.stop('SIGKILL');
  await postgres?.stop();
  if (tempDir) await fs.rm(tempDir, { recursive: true, force: true });
});

type Answer = { status: number; retryAfter: string | null; body: string };

async function call(url: string, init: RequestInit = {}): Promise<Answer> {
  const response = await fetch(`${base}${url}`, { ...init, signal: AbortSignal.timeout(15_000) });
  return {
    status: response.status,
    retryAfter: response.headers.get('retry-after'),
    body: await response.text(),
  };
}

const json = (body: unknown, headers: Record<string, string> = {}): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', ...headers },
  body: JSON.stringify(body),
});

describe('a database outage under the running server', () => {
  it(
    'answers 503 with Retry-After while PostgreSQL is down, and serves again when it is back',
    {
      timeout: 180_000,
    },
    async () => {
      const signUp = await call(
        '/api/register/',
        json({ username: 'outage1', email: 'outage1@example.ro', password: 'parola-sigura-1' }),
      );
      expect(signUp.status, signUp.body).toBe(201);
      const auth = { authorization: `Token ${(JSON.parse(signUp.body) as { token: string }).token}` };
      const products = await call('/api/produse/?per=1');
      const slug = (JSON.parse(products.body) as { results: { slug: string }[] }).results[0]!.slug;

      // Database-backed calls of every kind: public reads, the token check, sign-in. (The pages'
      // answer needs a built web app; lib/service-unavailable.test.ts has it.)
      const checks: { name: string; run: () => Promise<Answer> }[] = [
        { name: 'products', run: () => call('/api/produse/') },
        { name: 'product', run: () => call(`/api/produse/${slug}/`) },
        { name: 'categories', run: () => call('/api/categorii/') },
        { name: 'user', run: () => call('/api/user/', { headers: auth }) },
        { name: 'favourites', run: () => call('/api/favorite/', { headers: auth }) },
        {
          name: 'login',
          run: () => call('/api/login/', json({ username: 'outage1', password: 'parola-sigura-1' })),
        },
        { name: 'coupon', run: () => call('/api/coupons/validate/', json({ code: 'VARA10' })) },
      ];

      // Requests keep flowing through the stop and the start; each answer is kept.
      const seen: (number | 'lost')[] = [];
      let flowing = true;
      const traffic = Promise.all(
        checks.slice(0, 4).map(async (check) => {
          while (flowing) {
            seen.push(
              await check.run().then(
                (answer) => answer.status,
                () => 'lost' as const,
              ),
            );
            await new Promise((resolve) => setTimeout(resolve, 20));
          }
        }),
      );

      await postgres!.stop();
      postgres = undefined;
      const down = await waitFor(async () => (await call('/api/produse/')).status === 503, 30_000);
      expect(down, server!.output()).toBe(true);

      for (const check of checks) {
        const answer = await check.run();
        expect(answer.status, `${check.name}: ${answer.body}`).toBe(503);
        expect(answer.retryAfter, check.name).toBe(String(RETRY_AFTER_SECONDS));
        expect(JSON.parse(answer.body), check.name).toEqual(SERVICE_UNAVAILABLE);
      }
      const health = await call('/api/health');
      expect(health.status).toBe(503);
      expect(server!.alive()).toBe(true);

      postgres = await startPostgres();
      const back = await waitFor(async () => (await call('/api/produse/')).status === 200, 30_000);
      expect(back, server!.output()).toBe(true);
      for (const check of checks) {
        const answer = await check.run();
        expect(answer.status, `${check.name}: ${answer.body}`).toBe(200);
      }

      flowing = false;
      await traffic;
      expect(seen).toContain(503);
      expect(seen).toContain(200);
      // Nothing in between: not a 500 from a half-closed connection, not a request left unanswered.
      expect(
        seen.filter((status) => status !== 200 && status !== 503),
        server!.output(),
      ).toEqual([]);

      await server!.stop('SIGTERM');
      expect(server!.child.exitCode, server!.output()).toBe(0);
    },
  );
});
