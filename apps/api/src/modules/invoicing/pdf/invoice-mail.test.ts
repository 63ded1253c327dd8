import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createOutboxWorker } from '../../../jobs/outbox';
import { orderBody, placeOk, setProduct } from '../../../test/checkout';
import { pdfText } from '../../../test/pdf-text';
import { createTestApp, type TestApp } from '../../../test/test-app';
import {
  createFileTransport,
  emlFileName,
  type MailTransport,
  type OutgoingMail,
} from '../../notifications/mail-transport';
import { createOutboxRepository } from '../../notifications/outbox.repository';

const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };

let t: TestApp;
let staff: { authorization: string };
beforeAll(async () => {
  t = await createTestApp();
  staff = { authorization: `Token ${(await t.staff()).token}` };
  await setProduct(t, 5, { stock: 500, price: 5_000, discounted: null, vat: 21 });
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.query('DELETE FROM mail_outbox');
});

let counter = 0;
const freshEmail = () => `factura${++counter}.${Date.now().toString(36)}@example.ro`;

/** A card order paid through the sandbox's verified event: the payment issues its invoice. */
async function paidOrder(overrides: Record<string, unknown> = {}) {
  const email = freshEmail();
  const order = await placeOk(
    t,
    orderBody([{ produs: 5, cantitate: 2 }], { email, plata: 'card', ...overrides }),
  );
  const [payment] = await t.query<{ id: string }>(
    "SELECT id FROM payments WHERE order_id = $1 AND status = 'pending'",
    [order.id],
  );
  await t.app.checkout.handlePaymentEvent({
    provider: 'sandbox',
    eventId: `sb_${payment!.id}_approve`,
    type: 'payment.approved',
    paymentId: payment!.id,
    outcome: 'succeeded',
    payload: {},
  });
  const [invoice] = await t.query<{ id: number; code: string }>(
    "SELECT id, code FROM invoices WHERE order_id = $1 AND kind = 'invoice'",
    [order.id],
  );
  return { order, email, invoice: invoice! };
}

type OutboxMail = { id: number; kind: string; to_address: string; subject: string; attachments: unknown };
const mailsTo = (email: string) =>
  t.query<OutboxMail>(
    'SELECT id, kind, to_address, subject, attachments FROM mail_outbox WHERE to_address = $1 ORDER BY id',
    [email],
  );

/** Records what leaves, then writes it as the file transport does (nodemailer builds the MIME). */
function recordingTransport(dir: string) {
  const sent: OutgoingMail[] = [];
  const file = createFileTransport(dir);
  const transport: MailTransport = {
    kind: 'file',
    async send(mail) {
      sent.push(mail);
      await file.send(mail);
    },
    close: () => file.close(),
  };
  return { transport, sent };
}

const worker = (transport: MailTransport) =>
  createOutboxWorker({
    db: t.db,
    transport,
    mailFrom: 'Salvia <comenzi@salvia-naturals.ro>',
    log: silent,
    attachments: t.app.mailAttachments,
  });

describe('the invoice mail', () => {
  it('is queued with the invoice, to the buyer, naming the PDF, and leaves with the PDF attached', async () => {
    const { order, email, invoice } = await paidOrder();
    expect(invoice.code).toMatch(/^SLV-\d{6}$/);
    const queued = (await mailsTo(email)).filter((mail) => mail.kind === 'invoice');
    expect(queued).toHaveLength(1);
    expect(queued[0]!.subject).toMatch(new RegExp(`^Factura ${invoice.code} de la `));
    // A reference in the outbox, not the file: the payment's transaction wrote a few bytes.
    expect(queued[0]!.attachments).toEqual([{ kind: 'invoice_pdf', invoiceId: invoice.id }]);

    const dir = path.join(t.dataDir, 'mail-invoice');
    const { transport, sent } = recordingTransport(dir);
    await worker(transport).runOnce();
    const mail = sent.find((candidate) => candidate.messageId.startsWith(`invoice-${invoice.id}@`));
    expect(mail?.to).toBe(email);
    expect(mail!.text).toContain(`comanda nr. ${order.id}`);
    expect(mail!.attachments).toHaveLength(1);
    const [attachment] = mail!.attachments!;
    expect(attachment).toMatchObject({
      filename: `Factura-${invoice.code}.pdf`,
      contentType: 'application/pdf',
    });
    const { text } = await pdfText(attachment!.content);
    expect(text).toContain('FACTURĂ');
    expect(text).toContain(`Seria SLV nr. ${invoice.code.slice(4)}`);
    // The MIME message carries it too.
    const [row] = await t.query<{ created_at: Date }>('SELECT created_at FROM mail_outbox WHERE id = $1', [
      queued[0]!.id,
    ]);
    const eml = await fs.readFile(
      path.join(dir, emlFileName({ id: queued[0]!.id, createdAt: row!.created_at })),
      'utf8',
    );
    expect(eml).toMatch(new RegExp(`Content-Type: application/pdf; name=Factura-${invoice.code}\\.pdf`));
    expect(eml).toMatch(/Content-Disposition: attachment/);
  });

  it('is written in English for an order placed in English, and queued once however often the payment is told', async () => {
    const { email, invoice, order } = await paidOrder({ limba: 'en' });
    const [payment] = await t.query<{ id: string }>('SELECT id FROM payments WHERE order_id = $1', [
      order.id,
    ]);
    await t.app.checkout.handlePaymentEvent({
      provider: 'sandbox',
      eventId: `sb_${payment!.id}_approve_again`,
      type: 'payment.approved',
      paymentId: payment!.id,
      outcome: 'succeeded',
      payload: {},
    });
    const invoiceMails = (await mailsTo(email)).filter((mail) => mail.kind === 'invoice');
    expect(invoiceMails).toHaveLength(1);
    expect(invoiceMails[0]!.subject).toMatch(new RegExp(`^Invoice ${invoice.code} from `));
    const { transport, sent } = recordingTransport(path.join(t.dataDir, 'mail-en'));
    await worker(transport).runOnce();
    const mail = sent.find((candidate) => candidate.messageId.startsWith(`invoice-${invoice.id}@`));
    expect(mail!.text).toContain(`Please find attached invoice ${invoice.code}`);
    expect(mail!.html).toContain('<html lang="en">');
  });

  it('goes for a credit note too, titled "Factura storno", with its PDF', async () => {
    const { order, email, invoice } = await paidOrder();
    const refunded = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${order.id}/refunds/`,
      headers: staff,
      payload: { amount: '10.00', method: 'card', manual_transfer_done: true, reason: 'Retur parțial' },
    });
    expect(refunded.statusCode).toBe(201);
    const [note] = await t.query<{ id: number; code: string }>(
      "SELECT id, code FROM invoices WHERE order_id = $1 AND kind = 'credit_note'",
      [order.id],
    );
    const queued = (await mailsTo(email)).filter((mail) => mail.kind === 'credit_note');
    expect(queued.map((mail) => mail.subject)).toEqual([
      expect.stringMatching(new RegExp(`^Factura storno ${note!.code} `)),
    ]);
    const { transport, sent } = recordingTransport(path.join(t.dataDir, 'mail-storno'));
    await worker(transport).runOnce();
    const mail = sent.find((candidate) => candidate.messageId.startsWith(`invoice-${note!.id}@`));
    expect(mail!.text).toContain(`corectează factura ${invoice.code}`);
    const { text } = await pdfText(mail!.attachments![0]!.content);
    expect(text).toContain('FACTURĂ STORNO');
    expect(text).toContain(`Stornează factura ${invoice.code}`);
    expect(text).toContain('-10,00 lei');
  });

  it('is sent once after a worker died between claiming it and sending it', async () => {
    const { invoice } = await paidOrder();
    // A worker claims every due mail, then its process dies before sending any.
    const claimed = await createOutboxRepository(t.db).claimDue(100, 120);
    expect(claimed.some((mail) => mail.messageId.startsWith(`invoice-${invoice.id}@`))).toBe(true);

    const { transport, sent } = recordingTransport(path.join(t.dataDir, 'mail-crash'));
    const survivor = worker(transport);
    // Leased to the dead worker: nobody sends it yet.
    await survivor.runOnce();
    expect(sent).toHaveLength(0);
    // The lease runs out.
    await t.query("UPDATE mail_outbox SET next_attempt_at = now() WHERE status = 'pending'");
    await survivor.runOnce();
    await survivor.runOnce();
    const copies = sent.filter((mail) => mail.messageId.startsWith(`invoice-${invoice.id}@`));
    expect(copies).toHaveLength(1);
    expect((await pdfText(copies[0]!.attachments![0]!.content)).text).toContain(invoice.code.slice(4));
    const [row] = await t.query<{ status: string; attempts: number }>(
      'SELECT status, attempts FROM mail_outbox WHERE message_id LIKE $1',
      [`invoice-${invoice.id}@%`],
    );
    expect(row).toEqual({ status: 'sent', attempts: 2 });
  });

  it('waits and retries when its PDF cannot be had, without sending the mail bare', async () => {
    const { invoice } = await paidOrder();
    const { transport, sent } = recordingTransport(path.join(t.dataDir, 'mail-no-resolver'));
    const blind = createOutboxWorker({ db: t.db, transport, mailFrom: 'x@example.ro', log: silent });
    await blind.runOnce();
    expect(sent.some((mail) => mail.messageId.startsWith(`invoice-${invoice.id}@`))).toBe(false);
    const [row] = await t.query<{ status: string; last_error: string }>(
      'SELECT status, last_error FROM mail_outbox WHERE message_id LIKE $1',
      [`invoice-${invoice.id}@%`],
    );
    expect(row).toEqual({ status: 'pending', last_error: 'No resolver for the attachment invoice_pdf' });
  });
});
