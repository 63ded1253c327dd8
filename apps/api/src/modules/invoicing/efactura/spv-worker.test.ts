import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, beforeEach, describe, expect, it, inject } from 'vitest';
import { connectDatabase, type DatabaseHandle } from '../../../db/client';
import { type AnafSpvStandIn, startAnafSpvStandIn } from '../../../test/anaf-spv-stand-in';
import { cloneTemplateDatabase } from '../../../test/databases';
import { issueInvoice } from '../../../test/efactura';
import { renderUbl } from './ubl';
import { validateUbl } from './validate';
import { createSpvClient } from './spv-client';
import { createLocalStorage } from '../../../lib/storage/local-storage';
import { createInvoiceFiles } from '../invoice-files';
import { renderInvoicePdf } from '../pdf/invoice-pdf';
import { createSpvWorker, SPV_QUOTAS, type SpvWorkerOptions } from './spv-worker';

let database: { url: string; drop: () => Promise<void> };
let handle: DatabaseHandle;
let anaf: AnafSpvStandIn;
let dataDir: string;
/** The clock the worker and the stand-in share; tests move it instead of waiting. */
let clock = new Date();
const now = () => clock;
const advance = (seconds: number) => {
  clock = new Date(clock.getTime() + seconds * 1000);
};
const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };
let token: string;
let refusedAccess = 0;

function worker(options: Partial<SpvWorkerOptions> = {}) {
  return createSpvWorker({
    db: handle.db,
    client: createSpvClient({
      apiUrl: anaf.apiUrl,
      env: 'test',
      timeoutMs: options.client ? undefined : 2000,
    }),
    connection: {
      accessToken: async () => token,
      accessRefused: async () => {
        refusedAccess += 1;
      },
    },
    renderXml: renderUbl,
    validateXml: validateUbl,
    files: createInvoiceFiles({ storage: createLocalStorage(dataDir), renderPdf: renderInvoicePdf }),
    log: silent,
    now,
    ...options,
  });
}

const query = async <R extends Record<string, unknown>>(text: string, values?: unknown[]) =>
  (await handle.pool.query(text, values)).rows as R[];

const invoiceState = async (id: number) =>
  (
    await query<{
      efactura_state: string;
      efactura_upload_index: string | null;
      efactura_download_id: string | null;
      efactura_errors: string[] | null;
    }>(
      'SELECT efactura_state, efactura_upload_index, efactura_download_id, efactura_errors FROM invoices WHERE id = $1',
      [id],
    )
  )[0]!;
const uploadsOf = (invoiceId: number) =>
  query<{
    state: string;
    endpoint: string;
    upload_index: string | null;
    status_checks: number;
    downloads: number;
  }>(
    'SELECT state, endpoint, upload_index, status_checks, downloads FROM efactura_uploads WHERE invoice_id = $1 ORDER BY id',
    [invoiceId],
  );
const uploadsAtAnaf = (code: string) => anaf.uploads.filter((upload) => upload.documentId === code);

/** Runs the worker, moving the clock `step` seconds between rounds, until `done` or `rounds`. */
async function runUntil(
  run: () => Promise<unknown>,
  done: () => Promise<boolean>,
  options: { step: number; rounds: number },
): Promise<boolean> {
  for (let round = 0; round < options.rounds; round++) {
    await run();
    if (await done()) return true;
    advance(options.step);
  }
  return false;
}

beforeAll(async () => {
  database = await cloneTemplateDatabase(inject('testDatabaseUrl'));
  handle = connectDatabase(database.url, { max: 4 });
  anaf = await startAnafSpvStandIn({ now });
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'shop-spv-'));
  token = anaf.issueAccessToken();
});

afterAll(async () => {
  await anaf?.close();
  await handle?.close();
  await database?.drop();
  await fs.rm(dataDir, { recursive: true, force: true });
});

beforeEach(async () => {
  // Each test starts with only its own documents waiting.
  await query(`UPDATE invoices SET efactura_state = 'accepted' WHERE efactura_state <> 'accepted'`);
  anaf.plan({ processingChecks: 1, outcome: 'ok', errors: [], listedAfterMs: 0 });
});

describe('the e-Factura worker against the SPV stand-in', () => {
  it('uploads a B2C invoice, polls past "in prelucrare" and archives the signed ZIP', async () => {
    anaf.plan({ processingChecks: 2 });
    const invoice = await issueInvoice(handle.db, 'person');
    const spv = worker();
    const accepted = await runUntil(
      () => spv.runOnce(),
      async () => (await invoiceState(invoice.id)).efactura_state === 'accepted',
      { step: 600, rounds: 20 },
    );
    expect(accepted).toBe(true);
    const state = await invoiceState(invoice.id);
    const [upload] = uploadsAtAnaf(invoice.code);
    expect(upload?.endpoint).toBe('uploadb2c');
    expect(upload?.cif).toBe('45281631');
    expect(state.efactura_upload_index).toBe(upload!.index);
    expect(state.efactura_download_id).toBe(upload!.downloadId);
    const archived = await fs.readFile(
      path.join(dataDir, 'efactura', String(invoice.id), `${upload!.downloadId}.zip`),
    );
    const files = unzipSync(new Uint8Array(archived));
    expect(Object.keys(files).sort()).toEqual([`${upload!.index}.xml`, `semnatura_${upload!.index}.xml`]);
    expect(new TextDecoder().decode(files[`${upload!.index}.xml`])).toContain(
      `<cbc:ID>${invoice.code}</cbc:ID>`,
    );
    expect(await uploadsOf(invoice.id)).toMatchObject([
      { state: 'accepted', status_checks: 3, downloads: 1 },
    ]);
  });

  it('sends a company buyer to the B2B endpoint', async () => {
    const invoice = await issueInvoice(handle.db, 'company');
    const spv = worker();
    await runUntil(
      () => spv.runOnce(),
      async () => (await invoiceState(invoice.id)).efactura_state === 'accepted',
      { step: 600, rounds: 10 },
    );
    expect(uploadsAtAnaf(invoice.code).map((upload) => upload.endpoint)).toEqual(['upload']);
  });

  it("shows ANAF's errors when the answer is nok", async () => {
    anaf.plan({
      outcome: 'nok',
      errors: ['E: validari globale eroare regula: R6.1: CIF-ul vanzatorului nu figureaza in baza de date'],
    });
    const invoice = await issueInvoice(handle.db, 'person');
    const spv = worker();
    await runUntil(
      () => spv.runOnce(),
      async () => (await invoiceState(invoice.id)).efactura_state === 'rejected',
      { step: 600, rounds: 10 },
    );
    const state = await invoiceState(invoice.id);
    expect(state.efactura_state).toBe('rejected');
    expect(state.efactura_errors).toEqual([
      'E: validari globale eroare regula: R6.1: CIF-ul vanzatorului nu figureaza in baza de date',
    ]);
    expect(state.efactura_upload_index).toBe(uploadsAtAnaf(invoice.code)[0]!.index);
  });

  it('rejects an invalid document here with the rule ids and never uploads it', async () => {
    const invoice = await issueInvoice(handle.db, 'person');
    // Sums off by a ban: BR-CO-15.
    const spv = worker({
      renderXml: (document) =>
        renderUbl({ ...document, totals: { ...document.totals, gross: document.totals.gross + 1 } }),
    });
    await spv.runOnce();
    const state = await invoiceState(invoice.id);
    expect(state.efactura_state).toBe('rejected');
    expect(state.efactura_errors?.[0]).toMatch(/^BR-CO-15: /);
    expect(uploadsAtAnaf(invoice.code)).toEqual([]);
    expect(await uploadsOf(invoice.id)).toMatchObject([{ state: 'invalid', upload_index: null }]);
  });

  it('uploads once when the upload times out after ANAF took it, and retries', async () => {
    // ANAF records the document, but its answer comes after the client's time-out.
    anaf.fault('upload', { kind: 'delay', ms: 1500 }, { recorded: true });
    const invoice = await issueInvoice(handle.db, 'person');
    const spv = worker({ client: createSpvClient({ apiUrl: anaf.apiUrl, env: 'test', timeoutMs: 300 }) });
    await spv.runOnce();
    expect(await uploadsOf(invoice.id)).toMatchObject([{ state: 'unknown', upload_index: null }]);
    const accepted = await runUntil(
      () => spv.runOnce(),
      async () => (await invoiceState(invoice.id)).efactura_state === 'accepted',
      { step: 120, rounds: 30 },
    );
    expect(accepted).toBe(true);
    expect(uploadsAtAnaf(invoice.code)).toHaveLength(1);
    expect((await invoiceState(invoice.id)).efactura_upload_index).toBe(
      uploadsAtAnaf(invoice.code)[0]!.index,
    );
  });

  it('uploads again, once, when an unanswered upload never reached ANAF', async () => {
    anaf.fault('upload', { kind: 'drop' }, { recorded: false });
    const invoice = await issueInvoice(handle.db, 'person');
    const spv = worker({ lookupGraceSeconds: 900 });
    await spv.runOnce();
    expect(uploadsAtAnaf(invoice.code)).toHaveLength(0);
    const accepted = await runUntil(
      () => spv.runOnce(),
      async () => (await invoiceState(invoice.id)).efactura_state === 'accepted',
      { step: 300, rounds: 30 },
    );
    expect(accepted).toBe(true);
    expect(uploadsAtAnaf(invoice.code)).toHaveLength(1);
    expect((await uploadsOf(invoice.id)).map((row) => row.state)).toEqual(['lost', 'accepted']);
  });

  it('never uploads while an unanswered upload may still be at ANAF (listed late)', async () => {
    // ANAF took it but lists it only after 20 minutes: within the grace, the worker keeps looking.
    anaf.plan({ listedAfterMs: 20 * 60_000 });
    anaf.fault('upload', { kind: 'drop' }, { recorded: true });
    const invoice = await issueInvoice(handle.db, 'person');
    const spv = worker({ lookupGraceSeconds: 30 * 60 });
    await runUntil(
      () => spv.runOnce(),
      async () => (await invoiceState(invoice.id)).efactura_state === 'accepted',
      { step: 120, rounds: 40 },
    );
    expect((await invoiceState(invoice.id)).efactura_state).toBe('accepted');
    expect(uploadsAtAnaf(invoice.code)).toHaveLength(1);
  });

  it('two workers at once upload a document once', async () => {
    const invoice = await issueInvoice(handle.db, 'person');
    const [first, second] = [worker(), worker()];
    for (let round = 0; round < 6; round++) {
      await Promise.all([first.runOnce(), second.runOnce()]);
      advance(300);
    }
    expect(uploadsAtAnaf(invoice.code)).toHaveLength(1);
    expect((await invoiceState(invoice.id)).efactura_state).toBe('accepted');
  });

  it('backs off its status checks and never exceeds the daily quota', async () => {
    anaf.plan({ processingChecks: 1000 });
    const invoice = await issueInvoice(handle.db, 'person');
    // Checks at most 10 minutes apart would make 144 a day without the quota.
    const spv = worker({ firstCheckSeconds: 60, maxCheckSeconds: 600 });
    const start = clock.getTime();
    // Half-minute rounds for the first 20 minutes (to see the back-off), then 5-minute ones.
    while (clock.getTime() - start < 36 * 3600_000) {
      await spv.runOnce();
      advance(clock.getTime() - start < 20 * 60_000 ? 30 : 300);
    }
    const index = uploadsAtAnaf(invoice.code)[0]!.index;
    const checks = anaf.calls.filter((call) => call.call === 'stareMesaj' && call.message === index);
    const perDay = new Map<string, number>();
    for (const check of checks) perDay.set(check.day, (perDay.get(check.day) ?? 0) + 1);
    expect(Math.max(...perDay.values())).toBe(SPV_QUOTAS.statusChecksPerDay);
    expect(perDay.size).toBeGreaterThan(1);
    expect(checks.filter((check) => check.answered === 'quota')).toEqual([]);
    // The gaps double from the first check: 60 s, 120 s, 240 s, 480 s.
    const gaps = checks
      .slice(0, 5)
      .map((check, i, all) => (i === 0 ? 0 : check.at.getTime() - all[i - 1]!.at.getTime()));
    expect(gaps.slice(1)).toEqual([60_000, 120_000, 240_000, 480_000]);
  });

  it('stops and asks for a new token when ANAF refuses the access token', async () => {
    const invoice = await issueInvoice(handle.db, 'person');
    const spv = worker();
    const valid = token;
    token = 'revoked-token';
    try {
      const result = await spv.runOnce();
      expect(result.idle).toBe('not_connected');
      expect(refusedAccess).toBeGreaterThan(0);
      expect(uploadsAtAnaf(invoice.code)).toHaveLength(0);
    } finally {
      token = valid;
    }
    await runUntil(
      () => spv.runOnce(),
      async () => (await invoiceState(invoice.id)).efactura_state === 'accepted',
      { step: 600, rounds: 10 },
    );
    expect(uploadsAtAnaf(invoice.code)).toHaveLength(1);
  });

  it('the stand-in answers an over-quota status check as ANAF does', async () => {
    const invoice = await issueInvoice(handle.db, 'person');
    await worker().runOnce();
    const index = uploadsAtAnaf(invoice.code)[0]!.index;
    const client = createSpvClient({ apiUrl: anaf.apiUrl, env: 'test' });
    let last;
    for (let call = 0; call <= SPV_QUOTAS.statusChecksPerDay; call++)
      last = await client.status(token, index);
    expect(last).toMatchObject({ state: 'error', message: expect.stringContaining('100') });
  });
});
