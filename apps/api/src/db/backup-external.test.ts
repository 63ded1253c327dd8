import { execFile } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { fingerprint, issueInvoice, placeOrder, tempFolder } from '../test/backup-check';
import { adminUrl } from '../test/databases';
import {
  binariesMajor,
  serverBinaries,
  startServerCluster,
  type ServerCluster,
} from '../test/server-postgres';
import { placeDemoImages, REPO_ROOT, type ServerProcess, startServer } from '../test/server-process';
import { connectDatabase } from './client';
import { freePort } from './embedded';

// `npm run db:backup` / `db:restore` against an external PostgreSQL with the server's own programs
// (PG_BIN_DIR, docs/decisions/068): a shop with orders, an invoice and an uploaded image, dumped
// while it runs, restored into an empty database and a fresh data folder, started again: the same
// rows and the same bytes. The server is the test run's own when the programs can dump it (Debian's
// PostgreSQL in .ci/run's second pass), else a throwaway cluster of those programs.
const run = promisify(execFile);
const binDir = serverBinaries();
const servers: ServerProcess[] = [];
const folders: string[] = [];
const cleanups: (() => Promise<void>)[] = [];

/** Outside CI, a machine without a PostgreSQL server's programs skips the test and says why. */
const skipReason =
  !binDir && !process.env.CI
    ? 'no PostgreSQL server programs (PG_BIN_DIR, or /usr/lib/postgresql/<major>/bin: apt-get install postgresql)'
    : null;
if (skipReason) process.stderr.write(`backup-external.test.ts skipped: ${skipReason}\n`);

afterAll(async () => {
  for (const server of servers) await server.stop('SIGKILL');
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
  for (const folder of folders) await fs.rm(folder, { recursive: true, force: true });
});

async function serverMajor(url: string): Promise<number> {
  const database = connectDatabase(url, { max: 1 });
  try {
    const { rows } = await database.pool.query<{ num: string }>(
      "SELECT current_setting('server_version_num') AS num",
    );
    return Math.floor(Number(rows[0]!.num) / 10_000);
  } finally {
    await database.close();
  }
}

/** A server the programs of `bin` can dump: the test run's, else one of their own. */
async function externalServer(bin: string): Promise<{ serverUrl: string; kind: string }> {
  const testServer = inject('testDatabaseUrl');
  const major = await binariesMajor(bin);
  if ((await serverMajor(testServer)) <= major) return { serverUrl: testServer, kind: 'the test server' };
  const cluster: ServerCluster = await startServerCluster(bin);
  cleanups.push(cluster.stop);
  return { serverUrl: cluster.url('postgres'), kind: `a throwaway PostgreSQL ${major}` };
}

async function createDatabase(serverUrl: string, name: string): Promise<string> {
  const admin = connectDatabase(serverUrl, { max: 1 });
  try {
    await admin.pool.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.close();
  }
  cleanups.push(async () => {
    const cleanup = connectDatabase(serverUrl, { max: 1 });
    await cleanup.pool.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).finally(() => cleanup.close());
  });
  return adminUrl(serverUrl, name);
}

/** `npm run db:backup` / `db:restore` as an operator runs them: the command-line tool, its environment. */
function tool(name: 'db-backup' | 'db-restore', env: Record<string, string>, file: string) {
  return run(process.execPath, ['--import', 'tsx', `apps/api/src/cli/${name}.ts`, '--file', file], {
    cwd: REPO_ROOT,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, NODE_ENV: 'test', LOG_LEVEL: 'error', ...env },
  });
}

/** Every file under `dir` with the hash of its bytes. */
async function filesOf(dir: string): Promise<Record<string, string>> {
  const files: Record<string, string> = {};
  for (const entry of await fs.readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const full = path.join(entry.parentPath, entry.name);
    files[path.relative(dir, full)] = createHash('sha256')
      .update(await fs.readFile(full))
      .digest('hex');
  }
  return files;
}

describe.skipIf(skipReason !== null)(
  `npm run db:backup and db:restore, external PostgreSQL${skipReason ? ` (skipped: ${skipReason})` : ''}`,
  () => {
    it(
      "bring back the orders, stock, invoices and images with the server's pg_dump and pg_restore",
      { timeout: 600_000 },
      async () => {
        if (!binDir)
          throw new Error('CI: no PostgreSQL server programs in /usr/lib/postgresql (.ci/run installs them)');
        const { serverUrl } = await externalServer(binDir);
        const suffix = randomBytes(4).toString('hex');
        const source = await createDatabase(serverUrl, `shop_backup_source_${suffix}`);
        const target = await createDatabase(serverUrl, `shop_backup_restored_${suffix}`);

        const original = await tempFolder('external-backed-up', folders);
        await placeDemoImages(original);
        const image = randomBytes(4096);
        await fs.mkdir(path.join(original, 'media/products'), { recursive: true });
        await fs.writeFile(path.join(original, 'media/products/incarcata-de-staff.webp'), image);

        const port = await freePort();
        const first = await startServer({
          port,
          env: { DATA_DIR: original, DATABASE_URL: source },
          startTimeoutMs: 240_000,
        });
        servers.push(first);
        await placeOrder(port);
        await issueInvoice(source);
        const before = await fingerprint(source);
        expect(before.order_count).toBeGreaterThan(0);
        expect(before.invoice_count).toBeGreaterThan(0);
        const mediaBefore = await filesOf(path.join(original, 'media'));

        const archive = path.join(await tempFolder('external-archive', folders), 'shop.tar.gz');
        const backup = await tool(
          'db-backup',
          { DATABASE_URL: source, DATA_DIR: original, PG_BIN_DIR: binDir },
          archive,
        );
        expect(backup.stdout).toMatch(/pg_dump, PostgreSQL \d+/);
        // What happens after the backup is not in it.
        await placeOrder(port);
        await first.stop('SIGTERM');

        const restored = await tempFolder('external-restored', folders);
        await tool('db-restore', { DATABASE_URL: target, DATA_DIR: restored, PG_BIN_DIR: binDir }, archive);
        // A database that already has tables is refused.
        await expect(
          tool('db-restore', { DATABASE_URL: target, DATA_DIR: restored, PG_BIN_DIR: binDir }, archive),
        ).rejects.toMatchObject({ stderr: expect.stringMatching(/not empty/) });

        expect(await fingerprint(target)).toEqual(before);
        expect(await filesOf(path.join(restored, 'media'))).toEqual(mediaBefore);

        // The shop starts on the restored database (its migrations are current) and serves the image.
        const port2 = await freePort();
        const second = await startServer({
          port: port2,
          env: { DATA_DIR: restored, DATABASE_URL: target },
          startTimeoutMs: 240_000,
        });
        servers.push(second);
        expect((await fetch(`http://127.0.0.1:${port2}/api/ready`)).status).toBe(200);
        const served = await fetch(`http://127.0.0.1:${port2}/media/products/incarcata-de-staff.webp`);
        expect(served.status).toBe(200);
        const hash = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
        expect(hash(new Uint8Array(await served.arrayBuffer()))).toBe(hash(image));
        expect(await fingerprint(target)).toEqual(before);
        await second.stop('SIGTERM');
        expect(second.child.exitCode, second.output()).toBe(0);
      },
    );
  },
);
