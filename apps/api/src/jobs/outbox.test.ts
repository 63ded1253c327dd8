import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  createFileTransport,
  emlFileName,
  type MailTransport,
  type OutgoingMail,
} from '../modules/notifications/mail-transport';
import { createOutboxRepository } from '../modules/notifications/outbox.repository';
import { orderBody, placeOk, setProduct } from '../test/checkout';
import { createTestApp, type TestApp } from '../test/test-app';
import { createOutboxWorker, defaultBackoffSeconds, type OutboxWorker } from './outbox';

const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };
const FROM = 'Salvia <comenzi@salvia-naturals.ro>';

let t: TestApp;
let wake: () => void = () => undefined;
beforeAll(async () => {
  t = await createTestApp({ deps: { onMailQueued: () => wake() } });
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.query('DELETE FROM mail_outbox');
});

let mailCounter = 0;
async function queue(n: number, subject = 'Comanda ta') {
  const outbox = createOutboxRepository(t.db);
  for (let i = 0; i < n; i++) {
    mailCounter += 1;
    await outbox.enqueue({
      kind: 'test',
      to: `ana${mailCounter}@example.ro`,
      subject: `${subject} ${mailCounter}`,
      html: `<p>Bună, Ana ${mailCounter}</p>`,
      text: `Bună, Ana ${mailCounter}`,
      messageId: `test-${mailCounter}@salvia-naturals.ro`,
    });
  }
}

const rows = () =>
  t.query<{ id: number; status: string; attempts: number; last_error: string | null; wait: number }>(
    `SELECT id, status, attempts, last_error,
            round(extract(epoch FROM next_attempt_at - now()))::int AS wait
       FROM mail_outbox ORDER BY id`,
  );

function recordingTransport(options: { failFirst?: number; delayMs?: number } = {}) {
  const sent: OutgoingMail[] = [];
  let calls = 0;
  const transport: MailTransport = {
    kind: 'smtp',
    async send(mail) {
      calls += 1;
      if (options.delayMs) await new Promise((resolve) => setTimeout(resolve, options.delayMs));
      if (calls <= (options.failFirst ?? 0)) throw new Error('SMTP 421 try again later');
      sent.push(mail);
    },
    close: () => undefined,
  };
  return { transport, sent };
}

describe('the outbox worker', () => {
  it('writes each mail as an .eml file in $DATA_DIR/mail and marks it sent', async () => {
    await queue(3, 'Confirmare comandă');
    const dir = path.join(t.dataDir, 'mail');
    const worker = createOutboxWorker({
      db: t.db,
      transport: createFileTransport(dir),
      mailFrom: FROM,
      log: silent,
    });
    expect(await worker.runOnce()).toEqual({ sent: 3, failed: 0 });
    const stored = await t.query<{ id: number; created_at: Date; status: string; sent_at: Date | null }>(
      'SELECT id, created_at, status, sent_at FROM mail_outbox ORDER BY id',
    );
    expect(stored.every((row) => row.status === 'sent' && row.sent_at !== null)).toBe(true);
    const files = (await fs.readdir(dir)).sort();
    expect(files).toEqual(stored.map((row) => emlFileName({ id: row.id, createdAt: row.created_at })).sort());
    expect(files.every((file) => /^\d{8}T\d{6}Z-\d+\.eml$/.test(file))).toBe(true);
    const eml = await fs.readFile(path.join(dir, files[0]!), 'utf8');
    expect(eml).toMatch(/^From: Salvia <comenzi@salvia-naturals\.ro>$/m);
    expect(eml).toMatch(/^Message-ID: <test-\d+@salvia-naturals\.ro>$/m);
    expect(eml).toContain('Content-Type: text/html');
    expect(eml).toContain('Content-Type: text/plain');
    expect(await worker.runOnce()).toEqual({ sent: 0, failed: 0 });
  });

  it('retries a failing transport with exponential backoff, then gives up', async () => {
    await queue(1);
    const { transport, sent } = recordingTransport({ failFirst: 100 });
    const worker = createOutboxWorker({ db: t.db, transport, mailFrom: FROM, log: silent, maxAttempts: 3 });
    expect(await worker.runOnce()).toEqual({ sent: 0, failed: 1 });
    let [row] = await rows();
    expect(row).toMatchObject({ status: 'pending', attempts: 1, last_error: 'SMTP 421 try again later' });
    expect(row!.wait).toBeGreaterThanOrEqual(29);
    expect(row!.wait).toBeLessThanOrEqual(31);
    // Not due yet: nothing happens.
    expect(await worker.runOnce()).toEqual({ sent: 0, failed: 0 });

    await t.query('UPDATE mail_outbox SET next_attempt_at = now()');
    await worker.runOnce();
    [row] = await rows();
    expect(row).toMatchObject({ status: 'pending', attempts: 2 });
    expect(row!.wait).toBeGreaterThanOrEqual(59);

    await t.query('UPDATE mail_outbox SET next_attempt_at = now()');
    await worker.runOnce();
    [row] = await rows();
    expect(row).toMatchObject({ status: 'failed', attempts: 3 });
    expect(sent).toHaveLength(0);
    expect([1, 2, 3, 4, 8, 9, 20].map(defaultBackoffSeconds)).toEqual([30, 60, 120, 240, 3600, 3600, 3600]);
  });

  it('sends a mail after a transient failure', async () => {
    await queue(2);
    const { transport, sent } = recordingTransport({ failFirst: 1 });
    const worker = createOutboxWorker({
      db: t.db,
      transport,
      mailFrom: FROM,
      log: silent,
      backoffSeconds: () => 0,
    });
    expect(await worker.runOnce()).toEqual({ sent: 1, failed: 1 });
    expect(await worker.runOnce()).toEqual({ sent: 1, failed: 0 });
    expect(sent).toHaveLength(2);
    expect((await rows()).map((r) => r.status)).toEqual(['sent', 'sent']);
  });

  it('retries a mail whose worker died after claiming it, once the lease runs out', async () => {
    await queue(1);
    // A worker claims the mail with a one-minute lease and dies before sending it.
    const claimed = await createOutboxRepository(t.db).claimDue(10, 60);
    expect(claimed).toHaveLength(1);
    const { transport, sent } = recordingTransport();
    const worker = createOutboxWorker({ db: t.db, transport, mailFrom: FROM, log: silent });
    expect(await worker.runOnce()).toEqual({ sent: 0, failed: 0 });
    // The lease runs out: the claim pushed the next attempt past it, so that moment comes now.
    await t.query('UPDATE mail_outbox SET next_attempt_at = now() WHERE id = $1', [claimed[0]!.id]);
    expect(await worker.runOnce()).toEqual({ sent: 1, failed: 0 });
    expect(sent.map((mail) => mail.messageId)).toEqual([claimed[0]!.messageId]);
    expect((await rows())[0]).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('lets several workers share the outbox without sending a mail twice', async () => {
    await queue(12);
    const { transport, sent } = recordingTransport({ delayMs: 5 });
    const workers = [1, 2, 3].map(() =>
      createOutboxWorker({ db: t.db, transport, mailFrom: FROM, log: silent, batchSize: 2 }),
    );
    const results = await Promise.all(workers.map((worker) => worker.runOnce()));
    expect(results.reduce((sum, r) => sum + r.sent, 0)).toBe(12);
    expect(new Set(sent.map((mail) => mail.messageId)).size).toBe(12);
    expect(sent).toHaveLength(12);
  });

  it('is woken by an order, runs periodic tasks, and stops cleanly', async () => {
    await setProduct(t, 40, { stock: 5 });
    const { transport, sent } = recordingTransport();
    let expiryRuns = 0;
    const worker: OutboxWorker = createOutboxWorker({
      db: t.db,
      transport,
      mailFrom: FROM,
      log: silent,
      pollMs: 60_000,
      tasks: [{ name: 'expire', everyMs: 60_000, run: async () => void (expiryRuns += 1) }],
    });
    wake = () => worker.wake();
    worker.start();
    try {
      const order = await placeOk(t, orderBody([{ produs: 40, cantitate: 1 }]));
      // The customer's confirmation and the shop's own notice of the order.
      for (let i = 0; i < 100 && sent.length < 2; i++)
        await new Promise((resolve) => setTimeout(resolve, 20));
      expect(sent.map((mail) => mail.messageId).sort()).toEqual([
        `order-${order.id}-confirmation@salvia-naturals.ro`,
        `shop-order-${order.id}-placed@salvia-naturals.ro`,
      ]);
      expect(expiryRuns).toBe(1);
    } finally {
      await worker.stop();
      wake = () => undefined;
    }
    worker.wake();
    await queue(1);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sent).toHaveLength(2);
  });
});
