import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { connectDatabase, TRIGRAM_SETTINGS } from './db/client';
import { freePort } from './db/embedded';
import { adminUrl, cloneTemplateDatabase } from './test/databases';
import { placeDemoImages, type ServerProcess, startServer } from './test/server-process';

// DATABASE_LISTEN_URL (docs/decisions/072): with a transaction-pooling PgBouncer at DATABASE_URL,
// LISTEN goes to a session URL. Here both URLs reach the same database as two roles, so
// pg_stat_activity shows which URL each connection came from.
const serverUrl = inject('testDatabaseUrl');
const cleanups: (() => Promise<unknown>)[] = [];
const started: ServerProcess[] = [];

async function sql<R extends Record<string, unknown>>(url: string, text: string): Promise<R[]> {
  const handle = connectDatabase(url, { max: 1 });
  try {
    return (await handle.pool.query<R>(text)).rows;
  } finally {
    await handle.close();
  }
}

afterAll(async () => {
  for (const server of started) await server.stop('SIGKILL');
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
});

describe('DATABASE_LISTEN_URL', () => {
  it(
    'listens through the session URL, pools through DATABASE_URL, and warns of settings the role lacks',
    { timeout: 240_000 },
    async () => {
      const database = await cloneTemplateDatabase(serverUrl);
      cleanups.push(database.drop);
      const dbName = new URL(database.url).pathname.slice(1);
      const [{ owner }] = (await sql<{ owner: string }>(serverUrl, 'SELECT current_user AS owner')) as [
        { owner: string },
      ];
      const role = `shop_session_${randomBytes(4).toString('hex')}`;
      const password = randomBytes(12).toString('hex');
      await sql(serverUrl, `CREATE ROLE ${role} LOGIN PASSWORD '${password}'`);
      // Dropped after the database (its connections gone with it).
      cleanups.unshift(() => sql(serverUrl, `DROP ROLE IF EXISTS ${role}`));
      await sql(serverUrl, `GRANT "${owner}" TO ${role}`);
      const listenUrl = new URL(adminUrl(serverUrl, dbName));
      listenUrl.username = role;
      listenUrl.password = password;
      const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'shop-listen-url-'));
      await fs.chmod(dataDir, 0o755);
      cleanups.push(() => fs.rm(dataDir, { recursive: true, force: true }));
      await placeDemoImages(dataDir);

      const start = async () => {
        const port = await freePort();
        const server = await startServer({
          port,
          startTimeoutMs: 120_000,
          env: {
            DATA_DIR: dataDir,
            DATABASE_URL: database.url,
            DATABASE_LISTEN_URL: listenUrl.toString(),
            LOG_LEVEL: 'warn',
          },
        });
        started.push(server);
        return Object.assign(server, { url: `http://127.0.0.1:${port}` });
      };

      // The role carries no settings yet: the pool sends none either, and the start says so.
      const bare = await start();
      const connections = await sql<{ app: string; role: string; n: number }>(
        database.url,
        `SELECT application_name AS app, usename AS role, count(*)::int AS n FROM pg_stat_activity
          WHERE datname = current_database() AND (application_name LIKE 'shop-listener:%' OR application_name = 'shop')
          GROUP BY 1, 2 ORDER BY 1, 2`,
      );
      const listeners = connections.filter((row) => row.app.startsWith('shop-listener:'));
      expect(listeners.map((row) => row.role)).toEqual([role, role]);
      expect(listeners.reduce((sum, row) => sum + row.n, 0)).toBe(2);
      expect(connections.filter((row) => row.app === 'shop').map((row) => row.role)).toEqual([owner]);
      expect(bare.output()).toContain('the role lacks some');
      expect(bare.output()).toContain('ALTER ROLE <shop role> SET statement_timeout = 5000;');
      expect(bare.output()).toContain('ALTER ROLE <shop role> SET pg_trgm.word_similarity_threshold = 0.5;');
      expect(bare.output()).toContain(
        'ALTER ROLE <shop role> SET pg_trgm.strict_word_similarity_threshold = 0.8;',
      );
      // Searches still answer through the pool (the driver's own bound holds meanwhile).
      expect((await fetch(`${bare.url}/api/produse/?q=crma&limit=8`)).status).toBe(200);
      await bare.stop('SIGTERM');
      expect(bare.child.exitCode, bare.output()).toBe(0);

      // With the settings on the role, as scaling.md says, the start is quiet.
      await sql(serverUrl, `ALTER ROLE "${owner}" IN DATABASE ${dbName} SET statement_timeout = 5000`);
      for (const [name, value] of Object.entries(TRIGRAM_SETTINGS)) {
        await sql(serverUrl, `ALTER ROLE "${owner}" IN DATABASE ${dbName} SET ${name} = ${value}`);
      }
      const configured = await start();
      expect(configured.output()).not.toContain('the role lacks some');
      await configured.stop('SIGTERM');
      expect(configured.child.exitCode, configured.output()).toBe(0);
    },
  );
});
