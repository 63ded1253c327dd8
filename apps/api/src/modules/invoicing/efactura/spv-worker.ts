import type { Database } from '../../../db/client';
import type { InvoiceDocument } from '../document';
import type { InvoiceFiles } from '../invoice-files';
import { romanianDate } from '../invoice-builder';
import { createInvoicingRepository, type InvoiceRow } from '../invoicing.repository';
import { type SpvClient, SpvError, type SpvMessage, ublDocumentId, readAnafAnswer } from './spv-client';
import { createSpvRepository, type UploadRow } from './spv-repository';

type Logger = {
  info: (obj: object, msg?: string) => void;
  warn: (obj: object, msg?: string) => void;
  error: (obj: object, msg?: string) => void;
};

/** B's `validateUbl`: ANAF's CIUS-RO rules; a failed fatal assert is an error. */
export type ValidateXml = (
  xml: string,
) => Promise<{ valid: boolean; errors: { rule: string; message: string; location: string }[] }>;

/**
 * ANAF's quotas per message and per day (Romania's day): 100 status checks (stareMesaj) and 10
 * downloads (descarcare). The worker counts its own calls and stops at the limit, so ANAF never
 * has to refuse one.
 */
export const SPV_QUOTAS = { statusChecksPerDay: 100, downloadsPerDay: 10 } as const;

export const SPV_WORKER_DEFAULTS = {
  /** How long a claimed attempt is this worker's; longer than the 60 s an upload may take. */
  leaseSeconds: 120,
  /** The first status check after an upload, doubled after each "in prelucrare", at most 6 h. */
  firstCheckSeconds: 60,
  maxCheckSeconds: 6 * 3600,
  /**
   * How long an upload with no answer is looked for in ANAF's message list before it counts as
   * never received and the document is uploaded again. ANAF lists a message once it processed
   * it (minutes, usually); the list is read again at each back-off until then.
   */
  lookupGraceSeconds: 30 * 60,
  batchSize: 10,
} as const;

export type SpvWorkerOptions = {
  db: Database;
  client: SpvClient;
  /** A valid access token, or null when the shop is not connected (the worker then idles). */
  connection: { accessToken: () => Promise<string | null>; accessRefused: () => Promise<void> };
  renderXml: (document: InvoiceDocument) => string;
  validateXml: ValidateXml;
  /** Where signed archives are kept: `efactura/<invoice id>/<id_descarcare>.zip` in the storage. */
  files: Pick<InvoiceFiles, 'archive'>;
  log: Logger;
  now?: () => Date;
  leaseSeconds?: number;
  firstCheckSeconds?: number;
  maxCheckSeconds?: number;
  lookupGraceSeconds?: number;
  batchSize?: number;
};

export type SpvRunResult = { started: number; worked: number; idle?: 'not_connected' | 'throttled' };

/** The seller's CUI as the API's `cif` wants it: digits only. */
export const cifOf = (cui: string) => cui.replace(/^RO/i, '').replace(/\D/g, '');

/** The start of the next day in Romania, when ANAF's daily quotas start again. */
function nextRomanianDay(now: Date): Date {
  const today = romanianDate(now);
  let probe = new Date(now.getTime() + 3600_000);
  while (romanianDate(probe) === today) probe = new Date(probe.getTime() + 3600_000);
  // Back to the first minute of that day (the hour steps overshoot by under an hour).
  while (romanianDate(new Date(probe.getTime() - 60_000)) !== today)
    probe = new Date(probe.getTime() - 60_000);
  return probe;
}

/**
 * The RO e-Factura outbox (docs/decisions/048): every document in state 'pending' is rendered,
 * checked against CIUS-RO, uploaded, polled with back-off and its answer brought back: the signed
 * archive of an accepted one, the errors of a rejected one.
 *
 * Safe across time-outs, crashes and several processes: the attempt's row is committed before
 * the upload call; an attempt that got no answer (time-out, network, a process killed mid-call
 * and its lease run out) is looked up in ANAF's list of sent invoices, and its signed archive
 * checked for the document's number, before the document is ever uploaded again. Rows are
 * claimed with FOR UPDATE SKIP LOCKED and a lease; one open attempt per document is a unique
 * index.
 */
export function createSpvWorker(options: SpvWorkerOptions) {
  const now = options.now ?? (() => new Date());
  const leaseSeconds = options.leaseSeconds ?? SPV_WORKER_DEFAULTS.leaseSeconds;
  const firstCheckSeconds = options.firstCheckSeconds ?? SPV_WORKER_DEFAULTS.firstCheckSeconds;
  const maxCheckSeconds = options.maxCheckSeconds ?? SPV_WORKER_DEFAULTS.maxCheckSeconds;
  const lookupGraceSeconds = options.lookupGraceSeconds ?? SPV_WORKER_DEFAULTS.lookupGraceSeconds;
  const batchSize = options.batchSize ?? SPV_WORKER_DEFAULTS.batchSize;
  const { db, client, log } = options;
  const uploads = createSpvRepository(db);
  /** After a 429 the worker leaves ANAF alone until then. */
  let pausedUntil = 0;

  const later = (seconds: number) => new Date(now().getTime() + seconds * 1000);
  const backoffSeconds = (step: number) =>
    Math.min(maxCheckSeconds, firstCheckSeconds * 2 ** Math.max(0, step - 1));

  /** The row's counters for today: yesterday's are reset. */
  function countersOf(row: UploadRow) {
    const today = romanianDate(now());
    return row.checksDay === today
      ? { day: today, statusChecks: row.statusChecks, downloads: row.downloads }
      : { day: today, statusChecks: 0, downloads: 0 };
  }

  /** Written whole (a renamed file, one S3 PUT): a crash never leaves half an archive. */
  const archive = (invoiceId: number, downloadId: string, zip: Uint8Array): Promise<string> =>
    options.files.archive(invoiceId, downloadId, zip);

  async function accept(row: UploadRow, uploadIndex: string, downloadId: string, zip: Uint8Array) {
    const archivePath = await archive(row.invoiceId, downloadId, zip);
    const at = now();
    await db.transaction(async (tx) => {
      await createSpvRepository(tx).update(
        row.id,
        { state: 'accepted', uploadIndex, downloadId, archivePath, lastError: null },
        at,
      );
      await createInvoicingRepository(tx).markEfacturaAccepted(
        row.invoiceId,
        { uploadIndex, downloadId },
        at,
      );
    });
    log.info({ invoiceId: row.invoiceId, uploadIndex }, 'e-Factura: accepted by ANAF');
  }

  async function reject(
    row: UploadRow,
    answer: { errors: string[]; uploadIndex: string | null; downloadId: string | null },
    state: 'rejected' | 'invalid' = 'rejected',
  ) {
    const at = now();
    await db.transaction(async (tx) => {
      await createSpvRepository(tx).update(
        row.id,
        { state, uploadIndex: answer.uploadIndex, downloadId: answer.downloadId, errors: answer.errors },
        at,
      );
      await createInvoicingRepository(tx).markEfacturaRejected(row.invoiceId, answer, at);
    });
    log.warn({ invoiceId: row.invoiceId, errors: answer.errors.length }, 'e-Factura: document rejected');
  }

  /** A failure that says ANAF is unreachable or refuses us: stop this round, keep the row. */
  async function pauseFor(error: SpvError): Promise<void> {
    if (error.kind === 'unauthorized') await options.connection.accessRefused();
    if (error.kind === 'throttled') pausedUntil = now().getTime() + 5 * 60_000;
  }

  /** Renders, checks and records the next waiting document; the upload call follows the commit. */
  async function startNext(): Promise<UploadRow | 'none' | 'invalid'> {
    return db.transaction(async (tx) => {
      const repository = createSpvRepository(tx);
      const invoice: InvoiceRow | undefined = await repository.lockNextPending();
      if (!invoice) return 'none';
      const document = invoice.document;
      const xml = options.renderXml(document);
      const check = await options.validateXml(xml);
      const base = {
        invoiceId: invoice.id,
        endpoint: document.buyer.kind === 'company' ? ('upload' as const) : ('uploadb2c' as const),
        cif: cifOf(document.seller.cui),
        documentCode: document.code,
        xml,
      };
      if (!check.valid) {
        // Never uploaded: ANAF would refuse it, and a refused upload still counts against us.
        const errors = check.errors.map((error) => `${error.rule}: ${error.message}`);
        await repository.insert({ ...base, state: 'invalid', errors, nextCheckAt: now() });
        await createInvoicingRepository(tx).markEfacturaRejected(
          invoice.id,
          { errors, uploadIndex: null, downloadId: null },
          now(),
        );
        log.warn({ invoiceId: invoice.id, rules: check.errors.map((e) => e.rule) }, 'e-Factura: invalid XML');
        return 'invalid';
      }
      // Committed before the call: from here on, a crash leaves a row that says "maybe sent".
      return repository.insert({
        ...base,
        state: 'sending',
        sentAt: now(),
        attempts: 1,
        nextCheckAt: later(leaseSeconds),
      });
    });
  }

  async function upload(token: string, row: UploadRow): Promise<void> {
    try {
      const answer = await client.upload(token, {
        endpoint: row.endpoint as 'upload' | 'uploadb2c',
        cif: row.cif,
        xml: row.xml,
      });
      if (answer.accepted) {
        const at = now();
        await db.transaction(async (tx) => {
          await createSpvRepository(tx).update(
            row.id,
            {
              state: 'uploaded',
              uploadIndex: answer.index,
              nextCheckAt: later(firstCheckSeconds),
              lastError: null,
            },
            at,
          );
          await createInvoicingRepository(tx).markEfacturaUploaded(row.invoiceId, answer.index, at);
        });
        return;
      }
      await reject(row, { errors: answer.errors, uploadIndex: null, downloadId: null });
    } catch (error) {
      if (!(error instanceof SpvError)) throw error;
      if (error.kind === 'unauthorized' || error.kind === 'throttled') {
        // ANAF turned the call away before taking the document: the attempt never happened.
        await uploads.update(row.id, { state: 'lost', lastError: error.message }, now());
        await pauseFor(error);
        throw error;
      }
      // No answer: the document may or may not be at ANAF. Look it up before anything else.
      await uploads.update(
        row.id,
        { state: 'unknown', lastError: error.message, nextCheckAt: later(firstCheckSeconds) },
        now(),
      );
      log.warn(
        { invoiceId: row.invoiceId, reason: error.kind },
        'e-Factura: upload unanswered; will look it up',
      );
    }
  }

  /** The signed archive's document number, when `message` is this row's document. */
  async function matches(token: string, row: UploadRow, message: SpvMessage) {
    const answer = await client.download(token, message.downloadId);
    if (!answer.found) return null;
    for (const [name, content] of Object.entries(answer.files)) {
      if (name.startsWith('semnatura_') || !name.endsWith('.xml')) continue;
      if (ublDocumentId(new TextDecoder().decode(content)) === row.documentCode) return answer.zip;
    }
    return null;
  }

  /**
   * An attempt without an answer: is the document in ANAF's list of sent invoices since the call
   * started? Each candidate not already one of the shop's uploads is downloaded and its number
   * compared. Found: it is accepted (its archive is the one just read). Not found within the
   * grace: the attempt is lost and the document goes again as a new attempt.
   */
  async function lookUp(token: string, row: UploadRow): Promise<void> {
    const sentAt = row.sentAt ?? row.createdAt;
    const messages = await client.listSent(token, {
      cif: row.cif,
      // ANAF's clock and ours may differ a little: a few minutes' margin either side.
      start: new Date(sentAt.getTime() - 5 * 60_000),
      end: new Date(now().getTime() + 5 * 60_000),
    });
    const ofOthers = await uploads.knownIndexes(messages.map((message) => message.uploadIndex));
    const buyerCif = row.endpoint === 'upload' ? buyerCifOf(row.xml) : null;
    const candidates = messages.filter(
      (message) =>
        message.uploadIndex !== '' &&
        !ofOthers.has(message.uploadIndex) &&
        // ANAF's details name the buyer: "… pentru cif_beneficiar=<CUI>" (B2B).
        (buyerCif === null ||
          !/cif_beneficiar=/.test(message.details) ||
          message.details.includes(`cif_beneficiar=${buyerCif}`)),
    );
    for (const candidate of candidates) {
      const zip = await matches(token, row, candidate);
      if (zip) {
        log.info(
          { invoiceId: row.invoiceId, uploadIndex: candidate.uploadIndex },
          'e-Factura: unanswered upload found at ANAF',
        );
        await accept(row, candidate.uploadIndex, candidate.downloadId, zip);
        return;
      }
    }
    const waited = (now().getTime() - sentAt.getTime()) / 1000;
    if (waited < lookupGraceSeconds) {
      await uploads.update(
        row.id,
        { state: 'unknown', nextCheckAt: later(backoffSeconds(row.attempts)) },
        now(),
      );
      return;
    }
    // Not at ANAF after the grace: this attempt never arrived. The document is still 'pending',
    // so the next round uploads it again, as a new attempt with its own row.
    await uploads.update(row.id, { state: 'lost', lastError: 'Not found at ANAF after the grace' }, now());
    log.warn({ invoiceId: row.invoiceId }, 'e-Factura: unanswered upload not found at ANAF; uploading again');
  }

  /** An uploaded document: ask for its state within the quota, then fetch the answer. */
  async function poll(token: string, row: UploadRow): Promise<void> {
    const counters = countersOf(row);
    const index = row.uploadIndex!;
    let downloadId = row.downloadId;
    let stateAnswer: 'ok' | 'nok' | null = null;
    if (!downloadId) {
      if (counters.statusChecks >= SPV_QUOTAS.statusChecksPerDay) {
        await uploads.update(row.id, { nextCheckAt: nextRomanianDay(now()) }, now());
        return;
      }
      counters.statusChecks += 1;
      // Counted before the call: a call without an answer may still have counted at ANAF.
      await uploads.update(
        row.id,
        { statusChecks: counters.statusChecks, downloads: counters.downloads, checksDay: counters.day },
        now(),
      );
      const status = await client.status(token, index);
      if (status.state === 'processing') {
        await uploads.update(row.id, { nextCheckAt: later(backoffSeconds(counters.statusChecks)) }, now());
        return;
      }
      if (status.state === 'unreadable') {
        await reject(row, { errors: [status.message], uploadIndex: index, downloadId: null });
        return;
      }
      if (status.state === 'error') {
        await uploads.update(
          row.id,
          {
            lastError: status.message,
            nextCheckAt: later(Math.max(3600, backoffSeconds(counters.statusChecks))),
          },
          now(),
        );
        log.warn(
          { invoiceId: row.invoiceId, message: status.message },
          'e-Factura: ANAF refused the status check',
        );
        return;
      }
      downloadId = status.downloadId;
      stateAnswer = status.state;
      await uploads.update(row.id, { downloadId }, now());
    }
    if (counters.downloads >= SPV_QUOTAS.downloadsPerDay) {
      await uploads.update(row.id, { nextCheckAt: nextRomanianDay(now()) }, now());
      return;
    }
    counters.downloads += 1;
    await uploads.update(
      row.id,
      { statusChecks: counters.statusChecks, downloads: counters.downloads, checksDay: counters.day },
      now(),
    );
    const answer = await client.download(token, downloadId);
    if (!answer.found) {
      await uploads.update(
        row.id,
        { lastError: answer.message, nextCheckAt: later(Math.max(900, backoffSeconds(counters.downloads))) },
        now(),
      );
      return;
    }
    // The answer's kind: from stareMesaj when just asked, else from the archive itself (the
    // errors' file is ANAF's `mesajEroriFactuta`, an accepted one holds the signature).
    const files = Object.entries(answer.files);
    const errorsFile = files.find(
      ([name, content]) =>
        !name.startsWith('semnatura_') &&
        /mesajEroriFactuta|<Error\b/.test(new TextDecoder().decode(content)),
    );
    const rejected = stateAnswer === 'nok' || (stateAnswer === null && errorsFile !== undefined);
    if (!rejected) {
      await accept(row, index, downloadId, answer.zip);
      return;
    }
    const errors = errorsFile ? readAnafAnswer(new TextDecoder().decode(errorsFile[1])).errors : [];
    await reject(row, {
      errors: errors.length > 0 ? errors : ['ANAF rejected the document without naming an error'],
      uploadIndex: index,
      downloadId,
    });
  }

  async function work(token: string, row: UploadRow): Promise<void> {
    if (row.state === 'uploaded') return poll(token, row);
    // 'unknown', or 'sending' whose lease ran out: its process died during the call.
    return lookUp(token, row);
  }

  /** Retries an attempt's step later when ANAF did not answer it; rethrows what stops the round. */
  async function guarded(row: UploadRow, step: () => Promise<void>): Promise<void> {
    try {
      await step();
    } catch (error) {
      if (!(error instanceof SpvError)) throw error;
      if (error.kind === 'unauthorized' || error.kind === 'throttled') {
        await uploads.update(
          row.id,
          { lastError: error.message, nextCheckAt: later(firstCheckSeconds) },
          now(),
        );
        await pauseFor(error);
        throw error;
      }
      await uploads.update(
        row.id,
        { lastError: error.message, nextCheckAt: later(backoffSeconds(row.attempts)) },
        now(),
      );
    }
  }

  return {
    async runOnce(): Promise<SpvRunResult> {
      const result: SpvRunResult = { started: 0, worked: 0 };
      if (now().getTime() < pausedUntil) return { ...result, idle: 'throttled' };
      const token = await options.connection.accessToken();
      if (!token) return { ...result, idle: 'not_connected' };
      try {
        for (let round = 0; round < batchSize; round++) {
          const started = await startNext();
          if (started === 'none') break;
          result.started += 1;
          if (started !== 'invalid') await upload(token, started);
        }
        for (;;) {
          const due = await uploads.claimDue(now(), batchSize, leaseSeconds);
          for (const row of due) {
            await guarded(row, () => work(token, row));
            result.worked += 1;
          }
          if (due.length < batchSize) break;
        }
      } catch (error) {
        if (error instanceof SpvError) {
          log.warn({ reason: error.kind }, 'e-Factura: ANAF turned the worker away; pausing');
          return { ...result, idle: error.kind === 'throttled' ? 'throttled' : 'not_connected' };
        }
        throw error;
      }
      return result;
    },
  };
}

/** The buyer's CUI digits in a B2B document (AccountingCustomerParty's tax or legal id). */
function buyerCifOf(xml: string): string | null {
  const customer = /<cac:AccountingCustomerParty>([\s\S]*?)<\/cac:AccountingCustomerParty>/.exec(xml)?.[1];
  if (!customer) return null;
  const id =
    /<cac:PartyTaxScheme>\s*<cbc:CompanyID>([^<]+)<\/cbc:CompanyID>/.exec(customer)?.[1] ??
    /<cac:PartyLegalEntity>[\s\S]*?<cbc:CompanyID>([^<]+)<\/cbc:CompanyID>/.exec(customer)?.[1];
  return id ? cifOf(id) : null;
}

export type SpvWorker = ReturnType<typeof createSpvWorker>;
