import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderCreated } from '@shop/shared/schemas/checkout';
import { orderBody, placeOk, setProduct } from '../../test/checkout';
import { createTestApp, type TestApp } from '../../test/test-app';
import type { InvoiceDocument } from './document';
import { renderUbl } from './efactura/ubl';
import { validateUbl } from './efactura/validate';

/** What ANAF's CIUS-RO rules find wrong in the document's XML (nothing, for an issued one). */
async function efacturaErrors(document: InvoiceDocument) {
  return (await validateUbl(renderUbl(document))).errors;
}

let t: TestApp;
let staff: { authorization: string };
let emails = 0;
const freshEmail = () => `factura${++emails}.${Date.now().toString(36)}@example.ro`;

type InvoiceRow = {
  id: number;
  kind: string;
  series: string;
  number: number;
  code: string;
  order_id: number;
  corrects_id: number | null;
  refund_id: number | null;
  gross_total: number;
  net_total: number;
  vat_total: number;
  document: InvoiceDocument;
};

const documentsOf = (orderId: number) =>
  t.query<InvoiceRow>('SELECT * FROM invoices WHERE order_id = $1 ORDER BY id', [orderId]);

beforeAll(async () => {
  t = await createTestApp();
  // 21 % at 100 lei and 11 % at 40 lei: two VAT rates on one invoice.
  await setProduct(t, 9, { price: 10_000, discounted: null, stock: 10_000, vat: 21 });
  await setProduct(t, 10, { price: 4_000, discounted: null, stock: 10_000, vat: 11 });
  staff = { authorization: `Token ${(await t.staff()).token}` };
});
afterAll(() => t.close());

const lines = [
  { produs: 9, cantitate: 2 },
  { produs: 10, cantitate: 1 },
];

async function approveCard(order: OrderCreated) {
  const url = new URL(order.payment_url!);
  const response = await t.app.inject({
    method: 'POST',
    url: url.pathname,
    payload: new URLSearchParams({ token: url.searchParams.get('token')!, decision: 'approve' }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  expect(response.statusCode, response.body).toBe(303);
}

const setStatus = (id: number, status: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/orders/${id}/status/`,
    headers: staff,
    payload: { status },
  });

const refund = (id: number, amount: string, reason = 'Produs deteriorat') =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/orders/${id}/refunds/`,
    headers: staff,
    payload: { amount, method: 'card', manual_transfer_done: true, reason },
  });

describe('when an order is invoiced', () => {
  it('invoices a card order once, when its payment arrives, with the VAT of each rate', async () => {
    const order = await placeOk(t, orderBody(lines, { email: freshEmail(), plata: 'card' }));
    expect(await documentsOf(order.id)).toEqual([]);
    await approveCard(order);
    await approveCard(order);
    const [invoice, ...more] = await documentsOf(order.id);
    expect(more).toEqual([]);
    expect(invoice).toMatchObject({ kind: 'invoice', series: 'SLV', gross_total: 24_000 });
    expect(invoice!.code).toBe(`SLV-${String(invoice!.number).padStart(6, '0')}`);
    const document = invoice!.document;
    expect(document).toMatchObject({ code: invoice!.code, number: invoice!.number, orderId: order.id });
    expect(document.totals).toMatchObject({ gross: 24_000, prepaid: 24_000, payable: 0 });
    expect(document.vatBreakdown).toEqual([
      expect.objectContaining({ vatRate: 21, taxableAmount: 16_529, vatAmount: 3_471 }),
      expect.objectContaining({ vatRate: 11, taxableAmount: 3_604, vatAmount: 396 }),
    ]);
    expect(document.buyer).toMatchObject({ kind: 'person', name: 'Ana Popescu', cui: null, cnp: null });
    expect(document.buyer.address).toMatchObject({ countyCode: 'CJ', city: 'Cluj-Napoca', sector: null });
    expect(document.seller).toMatchObject({ cui: 'RO45281631', vatPayer: true, shareCapital: 20_000 });
    expect(document.seller.address).toMatchObject({ countyCode: 'B', sector: 3, city: 'Sector 3' });
    expect(await efacturaErrors(document)).toEqual([]);
  });

  it('invoices cash on delivery when it is delivered, and a company with its registered office', async () => {
    const order = await placeOk(
      t,
      orderBody(lines, {
        email: freshEmail(),
        facturare: {
          tip: 'companie',
          cui: 'RO14399840',
          nr_reg_com: 'J40/372/2002',
          denumire: 'Dante International SA',
          sediu: {
            judet: 'București',
            localitate: 'București',
            adresa: 'Șos. Virtuții 148',
            cod_postal: '060784',
          },
        },
      }),
    );
    for (const status of ['processing', 'shipped']) {
      expect((await setStatus(order.id, status)).statusCode).toBe(200);
      expect(await documentsOf(order.id)).toEqual([]);
    }
    expect((await setStatus(order.id, 'delivered')).statusCode).toBe(200);
    const [invoice] = await documentsOf(order.id);
    expect(invoice!.document.paymentMeans).toBe('cash_on_delivery');
    expect(invoice!.document.buyer).toMatchObject({
      kind: 'company',
      name: 'Dante International SA',
      cui: 'RO14399840',
      vatPayer: true,
      tradeRegister: 'J40/372/2002',
    });
    // The sector comes from the postal code when the locality says only "București".
    expect(invoice!.document.buyer.address).toMatchObject({ countyCode: 'B', sector: 6, city: 'Sector 6' });
    expect(await efacturaErrors(invoice!.document)).toEqual([]);
  });

  it('invoices a bank transfer when staff see it arrive, mailing the customer; never a card order by hand', async () => {
    const order = await placeOk(t, orderBody(lines, { email: freshEmail(), plata: 'transfer' }));
    expect(order.status).toBe('awaiting_payment');
    expect(await documentsOf(order.id)).toEqual([]);
    const placed = await setStatus(order.id, 'placed');
    expect(placed.statusCode, placed.body).toBe(200);
    const [row] = await t.query<{ paid_at: Date | null; expires_at: Date | null }>(
      'SELECT paid_at, expires_at FROM orders WHERE id = $1',
      [order.id],
    );
    expect(row).toMatchObject({ paid_at: expect.any(Date), expires_at: null });
    expect(await documentsOf(order.id)).toHaveLength(1);
    const payments = await t.query<{ provider: string; status: string }>(
      'SELECT provider, status FROM payments WHERE order_id = $1',
      [order.id],
    );
    expect(payments).toEqual([{ provider: 'transfer', status: 'succeeded' }]);
    const mails = await t.query('SELECT 1 FROM mail_outbox WHERE message_id LIKE $1', [
      `order-${order.id}-payment-received@%`,
    ]);
    expect(mails).toHaveLength(1);

    const card = await placeOk(t, orderBody(lines, { email: freshEmail(), plata: 'card' }));
    expect((await setStatus(card.id, 'placed')).statusCode).toBe(409);
    expect(await documentsOf(card.id)).toEqual([]);
  });

  it('issues nothing for an order cancelled before it was paid', async () => {
    const order = await placeOk(t, orderBody(lines, { email: freshEmail(), plata: 'transfer' }));
    expect((await setStatus(order.id, 'cancelled')).statusCode).toBe(200);
    expect(await documentsOf(order.id)).toEqual([]);
  });
});

describe('credit notes', () => {
  it('credits a partial refund by rate, then exactly what is left on the full one, once each', async () => {
    const order = await placeOk(t, orderBody(lines, { email: freshEmail(), plata: 'card' }));
    await approveCard(order);
    const partial = await refund(order.id, '60.00');
    expect(partial.statusCode, partial.body).toBe(201);
    const rest = await refund(order.id, '180.00', 'Retur complet');
    expect(rest.statusCode, rest.body).toBe(201);
    const [invoice, first, second, ...more] = await documentsOf(order.id);
    expect(more).toEqual([]);
    for (const note of [first!, second!]) {
      expect(note).toMatchObject({ kind: 'credit_note', series: 'SLVS', corrects_id: invoice!.id });
      expect(note.document.correctedInvoice).toEqual({
        code: invoice!.code,
        issueDate: invoice!.document.issueDate,
      });
    }
    expect(first!.gross_total).toBe(6_000);
    expect(second!.gross_total).toBe(18_000);
    // Both notes together give back each line, and each rate's base and VAT, exactly.
    for (const line of invoice!.document.lines) {
      const back = [first!, second!]
        .flatMap((note) => note.document.lines)
        .filter((credited) => credited.invoicePosition === line.position)
        .reduce((sum, credited) => sum + credited.grossAmount, 0);
      expect(back).toBe(line.grossAmount);
    }
    expect(second!.document.notes).toContain('Retur complet');
    expect(await efacturaErrors(first!.document)).toEqual([]);
    expect(await efacturaErrors(second!.document)).toEqual([]);
    const refundIds = await t.query<{ id: number }>(
      'SELECT id FROM refunds WHERE order_id = $1 ORDER BY id',
      [order.id],
    );
    expect([first!.refund_id, second!.refund_id]).toEqual(refundIds.map((row) => row.id));
  });
});

describe('numbering', () => {
  it('gives 50 orders paid at once 50 consecutive numbers, none twice', async () => {
    const orders: OrderCreated[] = [];
    for (let i = 0; i < 50; i += 1) {
      orders.push(
        await placeOk(t, orderBody([{ produs: 9, cantitate: 1 }], { email: freshEmail(), plata: 'card' })),
      );
    }
    await Promise.all(orders.map((order) => approveCard(order)));
    const numbers = await t.query<{ number: number }>(
      `SELECT number FROM invoices WHERE kind = 'invoice' AND order_id = ANY($1::int[]) ORDER BY number`,
      [orders.map((order) => order.id)],
    );
    expect(numbers).toHaveLength(50);
    const first = numbers[0]!.number;
    expect(numbers.map((row) => row.number)).toEqual(Array.from({ length: 50 }, (_, i) => first + i));
    const all = await t.query<{ number: number }>(
      `SELECT number FROM invoices WHERE series = 'SLV' ORDER BY number`,
    );
    expect(all.map((row) => row.number)).toEqual(Array.from({ length: all.length }, (_, i) => i + 1));
  });

  it('gives the number back when the connection dies between numbering and commit', async () => {
    const before = (
      await t.query<{ next_number: number }>(`SELECT next_number FROM invoice_series WHERE prefix = 'SLV'`)
    )[0]!.next_number;
    const client = new pg.Client({ connectionString: t.databaseUrl });
    await client.connect();
    client.on('error', () => {});
    await client.query('BEGIN');
    const [taken] = (
      await client.query<{ number: number }>(
        `INSERT INTO invoices (kind, series_id, series, number, code, order_id, issue_date, buyer_kind,
                               buyer_name, net_total, vat_total, gross_total, document)
         SELECT 'invoice', id, '', 0, 'x', 999999, current_date, 'person', 'X', 0, 0, 0,
                '{"number": 0, "series": "", "code": ""}'::jsonb
           FROM invoice_series WHERE prefix = 'SLV'
         RETURNING number`,
      )
    ).rows;
    expect(taken!.number).toBe(before);
    // The server process ends the session as a crash would; nothing was committed.
    await t.query('SELECT pg_terminate_backend($1)', [
      (client as unknown as { processID: number }).processID,
    ]);
    await client.end().catch(() => {});
    const after = (
      await t.query<{ next_number: number }>(`SELECT next_number FROM invoice_series WHERE prefix = 'SLV'`)
    )[0]!.next_number;
    expect(after).toBe(before);
    const order = await placeOk(
      t,
      orderBody([{ produs: 9, cantitate: 1 }], { email: freshEmail(), plata: 'card' }),
    );
    await approveCard(order);
    const [invoice] = await documentsOf(order.id);
    expect(invoice!.number).toBe(before);
  });

  it('writes the number itself, whatever the insert says, and never lowers a series past a used number', async () => {
    const next = (
      await t.query<{ next_number: number }>(`SELECT next_number FROM invoice_series WHERE prefix = 'SLV'`)
    )[0]!.next_number;
    await expect(
      t.query(`UPDATE invoice_series SET next_number = $1 WHERE prefix = 'SLV'`, [next - 1]),
    ).rejects.toThrow(/has used number/);
    await expect(t.query(`UPDATE invoice_series SET prefix = 'ALT' WHERE prefix = 'SLV'`)).rejects.toThrow(
      /keeps its prefix/,
    );
    await t.query(`UPDATE invoice_series SET next_number = $1 WHERE prefix = 'SLV'`, [next + 10]);
    const order = await placeOk(
      t,
      orderBody([{ produs: 9, cantitate: 1 }], { email: freshEmail(), plata: 'card' }),
    );
    await approveCard(order);
    const [invoice] = await documentsOf(order.id);
    expect(invoice).toMatchObject({ number: next + 10, code: `SLV-${String(next + 10).padStart(6, '0')}` });
    expect(invoice!.document.number).toBe(next + 10);
  });
});

describe('issued documents', () => {
  it('are never deleted or rewritten; only their e-Factura state moves, and a rejected one’s buyer', async () => {
    const order = await placeOk(t, orderBody(lines, { email: freshEmail(), plata: 'card' }));
    await approveCard(order);
    const [invoice] = await documentsOf(order.id);
    const id = invoice!.id;
    await expect(t.query('DELETE FROM invoices WHERE id = $1', [id])).rejects.toThrow(/never deleted/);
    await expect(t.query('TRUNCATE invoices CASCADE')).rejects.toThrow(/append-only/);
    await expect(
      t.query('UPDATE invoices SET gross_total = 1, net_total = 1, vat_total = 0 WHERE id = $1', [id]),
    ).rejects.toThrow(/not rewritten/);
    await expect(
      t.query(
        `UPDATE invoices SET document = jsonb_set(document, '{buyer,name}', '"Alt nume"') WHERE id = $1`,
        [id],
      ),
    ).rejects.toThrow(/only a rejected invoice/);
    await t.query(
      `UPDATE invoices SET efactura_state = 'rejected', efactura_errors = '["BR-RO-101"]' WHERE id = $1`,
      [id],
    );
    await t.query(
      `UPDATE invoices SET document = jsonb_set(document, '{buyer,name}', '"Ana Maria Popescu"') WHERE id = $1`,
      [id],
    );
    await expect(
      t.query(`UPDATE invoices SET document = jsonb_set(document, '{totals,gross}', '1') WHERE id = $1`, [
        id,
      ]),
    ).rejects.toThrow(/only a rejected invoice/);
    const [after] = await t.query<InvoiceRow>('SELECT * FROM invoices WHERE id = $1', [id]);
    expect(after!.document.buyer.name).toBe('Ana Maria Popescu');
    expect(after!.document.totals.gross).toBe(24_000);
  });
});
