import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { inject } from 'vitest';
import { type AppDeps, buildApp } from '../app';
import { loadConfig } from '../config';
import { startAnafStandIn } from './anaf-stand-in';
import { connectDatabase, type Database } from '../db/client';
import { createAccountsRepository } from '../modules/accounts/accounts.repository';
import { createAccountsService } from '../modules/accounts/accounts.service';
import { createRateLimitService } from '../modules/system/rate-limit.service';
import { cloneTemplateDatabase } from './databases';
import { checkResponsesAgainstDocument, type Conformance } from './openapi-conformance';

export const TEST_PUBLIC_URL = 'http://shop.test';

export type TestApp = {
  app: FastifyInstance;
  db: Database;
  /** The clone's URL (a test may start the real server on it) and its private data folder. */
  databaseUrl: string;
  dataDir: string;
  /** The app's connection pool (to count the statements a request sends). */
  pool: pg.Pool;
  /** For assertions on what is stored, in plain SQL. */
  query: <R extends Record<string, unknown>>(text: string, values?: unknown[]) => Promise<R[]>;
  /** Signs up a fresh customer and returns its token and credentials. */
  customer: () => Promise<{ id: number; token: string; username: string; email: string; password: string }>;
  /** The OpenAPI document every answer of `app.inject` is checked against. */
  conformance: Conformance;
  /** A staff account and its token. */
  staff: () => Promise<{ token: string; email: string; password: string }>;
  close: () => Promise<void>;
};

let counter = 0;

/** The whole app on its own fresh database (a clone of the seeded template), for one test file. */
export async function createTestApp(
  options: {
    webDist?: string | null;
    /** The web app's server renderer (a test's own module). */
    serverEntry?: string | null;
    env?: NodeJS.ProcessEnv;
    /** Extra dependencies: a fake Stripe fetch, checkout fault injection, a mail hook. */
    deps?: Pick<
      AppDeps,
      | 'stripeFetch'
      | 'checkoutFaults'
      | 'onMailQueued'
      | 'invoiceRenderers'
      | 'integrationTests'
      | 'netopiaConfig'
      | 'shuttingDown'
    >;
    /** The address the app's pool connects to instead of the clone's (a test's TCP stand-in). */
    connectThrough?: (databaseUrl: string) => string;
  } = {},
): Promise<TestApp> {
  const database = await cloneTemplateDatabase(inject('testDatabaseUrl'));
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'shop-test-data-'));
  // Company lookups go to a stand-in of ANAF's register on loopback, never to the internet.
  const anaf = options.env?.ANAF_API_URL ? null : await startAnafStandIn();
  const config = loadConfig({
    DATA_DIR: dataDir,
    PUBLIC_URL: TEST_PUBLIC_URL,
    LOG_LEVEL: 'silent',
    NODE_ENV: 'test',
    // Every test places its orders from the same address; the limit has its own test.
    ORDER_RATE_LIMIT: '100000',
    // Tests change the catalogue in SQL and read it back at once; the cache has its own tests.
    CATALOG_CACHE_MB: '0',
    // The bound stays, but at a test machine's scale: two cores running several test files, their
    // PostgreSQL clusters and browsers go ten and more times slower than a shop's server, and a
    // burst of orders on one product then waits past five seconds for its row locks (a 503, not a
    // wrong answer). The bound's own behaviour is tested with a bound of its own
    // (database-bound.test.ts).
    DATABASE_STATEMENT_TIMEOUT_MS: '20000',
    ...(anaf ? { ANAF_API_URL: anaf.url } : {}),
    ...options.env,
  });
  // The app's pool is bounded as a running shop's is (DATABASE_STATEMENT_TIMEOUT_MS above).
  const handle = connectDatabase(options.connectThrough?.(database.url) ?? database.url, {
    max: 4,
    statementTimeoutMs: config.databaseStatementTimeoutMs,
  });
  const app = await buildApp({
    config,
    db: handle.db,
    databaseUrl: database.url,
    webDist: options.webDist ?? null,
    serverEntry: options.serverEntry ?? null,
    ...options.deps,
  });
  await app.ready();
  // Every answer of every API test is checked against the published document.
  const conformance = await checkResponsesAgainstDocument(app);

  const accounts = createAccountsService({
    accounts: createAccountsRepository(handle.db),
    rateLimits: createRateLimitService(handle.db),
  });

  return {
    app,
    db: handle.db,
    databaseUrl: database.url,
    pool: handle.pool,
    dataDir,
    conformance,
    query: async (text, values) => (await handle.pool.query(text, values)).rows,
    async customer() {
      counter += 1;
      const suffix = `${process.pid}${counter}${Date.now().toString(36)}`;
      const body = {
        username: `client${suffix}`,
        email: `client${suffix}@example.ro`,
        password: 'parola-sigura-1',
      };
      const response = await app.inject({
        method: 'POST',
        url: '/api/register/',
        payload: body,
        remoteAddress: `10.1.${counter % 250}.${(counter >> 8) % 250}`,
      });
      if (response.statusCode !== 201) throw new Error(`register failed: ${response.body}`);
      const { rows } = await handle.pool.query<{ id: number }>('SELECT id FROM users WHERE email = $1', [
        body.email,
      ]);
      return { id: rows[0]!.id, token: response.json<{ token: string }>().token, ...body };
    },
    async staff() {
      counter += 1;
      const email = `personal${counter}@example.ro`;
      const password = 'parola-personal-1';
      await accounts.upsertAdmin(email, password);
      const { token } = await accounts.login({ username: email, password }, '10.9.9.9');
      return { token, email, password };
    },
    async close() {
      await app.close();
      await handle.close();
      await database.drop();
      await anaf?.close();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}
