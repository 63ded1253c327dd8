import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it, inject } from 'vitest';
import { connectDatabase, type DatabaseHandle } from '../../../db/client';
import { freePort } from '../../../db/embedded';
import { type AnafSpvStandIn, startAnafSpvStandIn } from '../../../test/anaf-spv-stand-in';
import { cloneTemplateDatabase } from '../../../test/databases';
import { issueInvoice } from '../../../test/efactura';
import { placeDemoImages, type ServerProcess, startServer, waitFor } from '../../../test/server-process';
import { sealSecret } from '../../../lib/sealed-secrets';

/**
 * The issue's "a server killed mid-upload resumes without a duplicate": the real server (main.ts,
 * its worker uploading to ANAF's stand-in) is killed with SIGKILL while ANAF holds the document
 * but has not answered; started again, it must find the document at ANAF instead of uploading it
 * a second time.
 */
const TOKEN_KEY = randomBytes(32).toString('hex');

let database: { url: string; drop: () => Promise<void> };
let pg: DatabaseHandle;
let anaf: AnafSpvStandIn;
let dataDir: string;
let port: number;
let server: ServerProcess | undefined;
let serverLog = '';

const query = async <R extends Record<string, unknown>>(text: string, values?: unknown[]) =>
  (await pg.pool.query(text, values)).rows as R[];

const start = () =>
  startServer({
    port,
    env: { DATABASE_URL: database.url, DATA_DIR: dataDir, EFACTURA_TOKEN_KEY: TOKEN_KEY, ...anaf.env },
    onOutput: (chunk) => {
      serverLog += chunk;
    },
  });

beforeAll(async () => {
  database = await cloneTemplateDatabase(inject('testDatabaseUrl'));
  pg = connectDatabase(database.url, { max: 2 });
  anaf = await startAnafSpvStandIn();
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'shop-spv-crash-'));
  await placeDemoImages(dataDir);
  port = await freePort();
  // The shop is connected: the consent's tokens, sealed with the server's key.
  const key = Buffer.from(TOKEN_KEY, 'hex');
  await query(
    `INSERT INTO efactura_connection (id, env, access_token, refresh_token, access_expires_at, refresh_expires_at)
     VALUES (1, 'test', $1, $2, now() + interval '90 days', now() + interval '365 days')`,
    [sealSecret(key, anaf.issueAccessToken()), sealSecret(key, 'anaf-refresh-unused')],
  );
});

afterAll(async () => {
  await server?.stop('SIGKILL');
  await anaf?.close();
  await pg?.close();
  await database?.drop();
  await fs.rm(dataDir, { recursive: true, force: true });
});

it(
  'resumes an upload killed mid-call without uploading the document twice',
  { timeout: 240_000 },
  async () => {
    // Keep this test's document alone in the queue.
    await query(`UPDATE invoices SET efactura_state = 'accepted'`);
    const invoice = await issueInvoice(pg.db, 'person');
    // ANAF takes the document and never answers the call.
    anaf.fault('upload', { kind: 'hang' }, { recorded: true });
    server = await start();
    const atAnaf = () => anaf.uploads.filter((upload) => upload.documentId === invoice.code);
    expect(await waitFor(async () => atAnaf().length === 1, 30_000), serverLog).toBe(true);
    await server.stop('SIGKILL');
    expect(await query('SELECT state FROM efactura_uploads WHERE invoice_id = $1', [invoice.id])).toEqual([
      { state: 'sending' },
    ]);

    // Time passes: the dead process's lease runs out (instead of waiting its two minutes).
    await query(`UPDATE efactura_uploads SET next_check_at = now() WHERE invoice_id = $1`, [invoice.id]);
    server = await start();
    const accepted = await waitFor(
      async () =>
        (
          await query<{ efactura_state: string }>('SELECT efactura_state FROM invoices WHERE id = $1', [
            invoice.id,
          ])
        )[0]?.efactura_state === 'accepted',
      60_000,
    );
    expect(accepted, serverLog).toBe(true);
    expect(atAnaf()).toHaveLength(1);
    const [row] = await query<{ upload_index: string; download_id: string; archive_path: string }>(
      'SELECT upload_index, download_id, archive_path FROM efactura_uploads WHERE invoice_id = $1',
      [invoice.id],
    );
    expect(row!.upload_index).toBe(atAnaf()[0]!.index);
    await expect(fs.stat(path.join(dataDir, row!.archive_path))).resolves.toBeTruthy();
    expect(row!.archive_path).toBe(path.join('efactura', String(invoice.id), `${row!.download_id}.zip`));
    await server.stop('SIGTERM');
  },
);
