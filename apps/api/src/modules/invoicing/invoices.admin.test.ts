import fs from 'node:fs/promises';
import path from 'node:path';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AccountInvoice,
  AdminInvoiceDetail,
  AdminInvoicePage,
  InvoiceSeries,
} from '@shop/shared/schemas/admin/invoices';
import type { OrderCreated } from '@shop/shared/schemas/checkout';
import { orderBody, placeOrder, setProduct } from '../../test/checkout';
import { createTestApp, type TestApp } from '../../test/test-app';
import type { InvoiceDocument } from './document';
import { romanianDate } from './invoice-builder';
import { validateUbl } from './efactura/validate';
import type { InvoiceRenderers } from './invoices-admin.service';
import { pdfText } from '../../test/pdf-text';

/** Files that name the document they were drawn from, so each test sees which one it got. */
const renderers: InvoiceRenderers = {
  renderXml: (document: InvoiceDocument) =>
    `<?xml version="1.0" encoding="UTF-8"?><Invoice><ID>${document.code}</ID><Buyer>${document.buyer.name}</Buyer></Invoice>`,
  renderPdf: async (document, options) =>
    Buffer.from(`%PDF-1.7 ${document.code} ${document.buyer.name} index=${options.efacturaIndex ?? '-'}`),
};

let t: TestApp;
let staff: { authorization: string };
type Customer = Awaited<ReturnType<TestApp['customer']>>;
const PRODUCT = 12;
const month = () => romanianDate(new Date()).slice(0, 7);

beforeAll(async () => {
  t = await createTestApp({ deps: { invoiceRenderers: renderers } });
  await setProduct(t, PRODUCT, { price: 12_100, discounted: null, stock: 1000, vat: 21 });
  staff = { authorization: `Token ${(await t.staff()).token}` };
});
afterAll(async () => {
  await t?.close();
});

const auth = (token: string) => ({ authorization: `Token ${token}` });
const get = (url: string, headers: Record<string, string> = staff) =>
  t.app.inject({ method: 'GET', url, headers });

async function staffSend(method: 'POST' | 'PUT', url: string, payload?: object) {
  return t.app.inject({ method, url, headers: staff, ...(payload ? { payload } : {}) });
}

/** A cash order of 2 × 121 lei delivered (so paid, so invoiced); its id and its invoice's. */
async function invoicedOrder(customer: Customer, overrides: Record<string, unknown> = {}) {
  const placed = await placeOrder(
    t,
    orderBody([{ produs: PRODUCT, cantitate: 2 }], { email: customer.email, ...overrides }),
    auth(customer.token),
  );
  expect(placed.statusCode, placed.body).toBe(201);
  const { id } = placed.json<OrderCreated>();
  for (const status of ['processing', 'shipped', 'delivered']) {
    const moved = await staffSend('POST', `/api/admin/orders/${id}/status/`, { status });
    expect(moved.statusCode, moved.body).toBe(200);
  }
  const [invoice] = await t.query<{ id: number; code: string }>(
    "SELECT id, code FROM invoices WHERE order_id = $1 AND kind = 'invoice'",
    [id],
  );
  return { orderId: id, invoiceId: invoice!.id, code: invoice!.code };
}

async function reject(invoiceId: number, errors: string[]) {
  await t.query(
    "UPDATE invoices SET efactura_state = 'rejected', efactura_errors = $2::jsonb, efactura_upload_index = '5001' WHERE id = $1",
    [invoiceId, JSON.stringify(errors)],
  );
}

async function auditOf(invoiceId: number) {
  return t.query<{ action: string; before: unknown; after: unknown }>(
    "SELECT action, before, after FROM audit_log WHERE entity_type = 'invoice' AND entity_id = $1 ORDER BY id",
    [String(invoiceId)],
  );
}

describe('GET /api/admin/invoices/', () => {
  it('finds the invoice of a paid order by its order, its code, its number and the buyer', async () => {
    const customer = await t.customer();
    const { orderId, invoiceId, code } = await invoicedOrder(customer, {
      nume: 'Vătămanu',
      prenume: 'Ștefania',
    });
    const number = Number(code.split('-')[1]);
    for (const q of [String(orderId), code, code.toLowerCase(), 'vatamanu stefania'.split(' ')[0]!]) {
      const response = await get(`/api/admin/invoices/?q=${encodeURIComponent(q)}`);
      expect(response.statusCode, response.body).toBe(200);
      expect(
        response.json<AdminInvoicePage>().results.map((row) => row.id),
        q,
      ).toContain(invoiceId);
    }
    const byNumber = await get(`/api/admin/invoices/?q=${number}&kind=invoice`);
    expect(byNumber.json<AdminInvoicePage>().results.map((row) => row.id)).toContain(invoiceId);

    const page = await get(`/api/admin/invoices/?q=${orderId}&month=${month()}&efactura=open&kind=invoice`);
    const [row] = page.json<AdminInvoicePage>().results.filter((entry) => entry.id === invoiceId);
    expect(row).toMatchObject({
      kind: 'invoice',
      code,
      order_id: orderId,
      issue_date: romanianDate(new Date()),
      buyer_kind: 'person',
      buyer_name: 'Ștefania Vătămanu',
      buyer_cui: null,
      gross_total: '242.00',
      vat_total: '42.00',
      net_total: '200.00',
      efactura_state: 'pending',
    });

    // Filters that exclude it.
    for (const filter of ['kind=credit_note', 'efactura=accepted', 'month=2020-01', `from=2099-01-01`]) {
      const other = await get(`/api/admin/invoices/?q=${orderId}&${filter}`);
      expect(other.statusCode).toBe(200);
      expect(
        other.json<AdminInvoicePage>().results.map((entry) => entry.id),
        filter,
      ).not.toContain(invoiceId);
    }
  });

  it('finds a company by its CUI, with or without RO', async () => {
    const customer = await t.customer();
    const { invoiceId } = await invoicedOrder(customer, {
      facturare: {
        tip: 'companie',
        cui: 'RO18547290',
        nr_reg_com: 'J40/12345/2021',
        denumire: 'Firma Test SRL',
      },
    });
    for (const q of ['18547290', 'RO18547290', 'firma test']) {
      const response = await get(`/api/admin/invoices/?q=${q}`);
      expect(
        response.json<AdminInvoicePage>().results.map((row) => row.id),
        q,
      ).toContain(invoiceId);
    }
  });

  it('sends one statement per page, whatever its size', async () => {
    await invoicedOrder(await t.customer());
    await invoicedOrder(await t.customer());
    async function statementsOfList(per: number) {
      let statements = 0;
      const send = t.pool.query.bind(t.pool);
      t.pool.query = ((...args: Parameters<typeof send>) => {
        statements += 1;
        return send(...args);
      }) as typeof t.pool.query;
      try {
        const response = await get(`/api/admin/invoices/?per=${per}`);
        expect(response.statusCode, response.body).toBe(200);
        return { rows: response.json<AdminInvoicePage>().results.length, statements };
      } finally {
        t.pool.query = send as typeof t.pool.query;
      }
    }
    const one = await statementsOfList(1);
    const many = await statementsOfList(25);
    expect(one.rows).toBe(1);
    expect(many.rows).toBeGreaterThanOrEqual(2);
    expect(many.statements).toBe(one.statements);
    // Authentication reads the token once; the list itself is one statement.
    const anonymous = await get('/api/admin/invoices/?per=1', {});
    expect(anonymous.statusCode).toBe(401);
  });

  it('pages newest first, counts, and refuses bad filters with the field named', async () => {
    const page = await get('/api/admin/invoices/?per=1');
    const body = page.json<AdminInvoicePage>();
    expect(body.count).toBeGreaterThanOrEqual(2);
    expect(body.next).toContain('page=2');
    const beyond = await get(`/api/admin/invoices/?per=1&page=${body.count + 1}`);
    expect(beyond.statusCode).toBe(404);
    const bad = await get('/api/admin/invoices/?month=2026-13&efactura=lost&kind=bill');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toHaveProperty('month');
    expect(bad.json()).toHaveProperty('efactura');
    expect(bad.json()).toHaveProperty('kind');
  });
});

describe('one document', () => {
  it('shows the document, its e-Factura state and its credit notes; serves its XML and PDF', async () => {
    const customer = await t.customer();
    const { orderId, invoiceId, code } = await invoicedOrder(customer);
    const refund = await staffSend('POST', `/api/admin/orders/${orderId}/refunds/`, {
      amount: '121.00',
      method: 'wallet',
      reason: 'Un produs returnat',
    });
    expect(refund.statusCode, refund.body).toBe(201);

    const detail = (await get(`/api/admin/invoices/${invoiceId}/`)).json<AdminInvoiceDetail>();
    expect(detail).toMatchObject({
      id: invoiceId,
      code,
      efactura: { state: 'pending', errors: [], archived: false, upload_index: null },
      corrects: null,
      can_resend: true,
      can_correct_buyer: false,
      document: { code, orderId, kind: 'invoice', totals: { gross: 24_200, vat: 4_200, net: 20_000 } },
    });
    expect(detail.document.lines[0]).toMatchObject({ quantity: 2, vatRate: 21 });
    expect(detail.credit_notes).toHaveLength(1);
    const note = (await get(`/api/admin/invoices/${detail.credit_notes[0]!.id}/`)).json<AdminInvoiceDetail>();
    expect(note).toMatchObject({
      kind: 'credit_note',
      corrects: { id: invoiceId, code },
      gross_total: '121.00',
    });

    const xml = await get(`/api/admin/invoices/${invoiceId}/xml`);
    expect(xml.statusCode).toBe(200);
    expect(xml.headers['content-type']).toMatch(/^application\/xml/);
    expect(xml.headers['content-disposition']).toBe(`attachment; filename="${code}.xml"`);
    expect(xml.body).toContain(`<ID>${code}</ID>`);

    await t.query(
      "UPDATE invoices SET efactura_state = 'accepted', efactura_upload_index = '4242' WHERE id = $1",
      [invoiceId],
    );
    const pdf = await get(`/api/admin/invoices/${invoiceId}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.body).toBe(`%PDF-1.7 ${code} ${detail.document.buyer.name} index=4242`);
  });

  it('answers 404 for a document that does not exist and 400 for an id that is not one', async () => {
    for (const suffix of ['', 'xml', 'pdf']) {
      expect((await get(`/api/admin/invoices/999999/${suffix}`)).statusCode).toBe(404);
      expect((await get(`/api/admin/invoices/abc/${suffix}`)).statusCode).toBe(400);
    }
  });

  it('serves the real files by default: XML that passes ANAF’s rules, a PDF that names the invoice', async () => {
    const real = await createTestApp();
    try {
      const staffToken = (await real.staff()).token;
      const customer = await real.customer();
      await setProduct(real, PRODUCT, { stock: 10 });
      const placed = await placeOrder(
        real,
        orderBody([{ produs: PRODUCT, cantitate: 1 }], { email: customer.email }),
        auth(customer.token),
      );
      const { id } = placed.json<OrderCreated>();
      for (const status of ['processing', 'shipped', 'delivered']) {
        await real.app.inject({
          method: 'POST',
          url: `/api/admin/orders/${id}/status/`,
          headers: auth(staffToken),
          payload: { status },
        });
      }
      const [invoice] = await real.query<{ id: number; code: string }>(
        'SELECT id, code FROM invoices WHERE order_id = $1',
        [id],
      );
      const xml = await real.app.inject({
        method: 'GET',
        url: `/api/admin/invoices/${invoice!.id}/xml`,
        headers: auth(staffToken),
      });
      expect(xml.statusCode).toBe(200);
      expect((await validateUbl(xml.body)).errors).toEqual([]);
      const pdf = await real.app.inject({
        method: 'GET',
        url: `/api/admin/invoices/${invoice!.id}/pdf`,
        headers: auth(staffToken),
      });
      expect(pdf.statusCode).toBe(200);
      const [series, number] = invoice!.code.split('-');
      expect((await pdfText(pdf.rawPayload)).text).toContain(`Seria ${series} nr. ${number}`);
    } finally {
      await real.close();
    }
  });
});

describe('POST /api/admin/invoices/{id}/efactura/resend/', () => {
  it('queues a rejected document again, audited; refuses one uploaded or accepted', async () => {
    const { invoiceId } = await invoicedOrder(await t.customer());
    await reject(invoiceId, ['BR-RO-120: lipsește identificatorul cumpărătorului']);
    const rejected = (await get(`/api/admin/invoices/${invoiceId}/`)).json<AdminInvoiceDetail>();
    expect(rejected).toMatchObject({
      efactura: { state: 'rejected', errors: ['BR-RO-120: lipsește identificatorul cumpărătorului'] },
      can_resend: true,
      can_correct_buyer: true,
    });

    const resent = await staffSend('POST', `/api/admin/invoices/${invoiceId}/efactura/resend/`);
    expect(resent.statusCode, resent.body).toBe(200);
    expect(resent.json<AdminInvoiceDetail>()).toMatchObject({
      efactura: { state: 'pending', errors: [] },
      can_correct_buyer: false,
    });
    expect(await auditOf(invoiceId)).toEqual([
      {
        action: 'efactura_resend',
        before: {
          efactura_state: 'rejected',
          efactura_errors: ['BR-RO-120: lipsește identificatorul cumpărătorului'],
        },
        after: { efactura_state: 'pending' },
      },
    ]);

    for (const state of ['uploaded', 'accepted']) {
      await t.query('UPDATE invoices SET efactura_state = $2 WHERE id = $1', [invoiceId, state]);
      const refused = await staffSend('POST', `/api/admin/invoices/${invoiceId}/efactura/resend/`);
      expect(refused.statusCode, state).toBe(409);
      expect(refused.json()).toMatchObject({ code: 'admin.not_allowed' });
    }
    expect(await auditOf(invoiceId)).toHaveLength(1);
    expect((await staffSend('POST', '/api/admin/invoices/999999/efactura/resend/')).statusCode).toBe(404);
  });
});

describe('PUT /api/admin/invoices/{id}/buyer/', () => {
  const corrected = {
    tip: 'persoana_fizica',
    nume: 'Ioana Mureșan',
    judet: 'București',
    localitate: 'Sector 4',
    adresa: 'Str. Lânăriei 14, bl. 3',
    cod_postal: '040321',
  };

  it("corrects a rejected document's buyer, checked as at checkout, then queues it again", async () => {
    const { invoiceId, code } = await invoicedOrder(await t.customer());
    const early = await staffSend('PUT', `/api/admin/invoices/${invoiceId}/buyer/`, corrected);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ code: 'admin.not_allowed' });

    await reject(invoiceId, ['BR-RO-101: localitatea din București trebuie să fie un sector']);
    const invalid = await staffSend('PUT', `/api/admin/invoices/${invoiceId}/buyer/`, {
      ...corrected,
      judet: 'Atlantida',
      cod_postal: '12',
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toHaveProperty('judet');
    expect(invalid.json()).toHaveProperty('cod_postal');
    const company = await staffSend('PUT', `/api/admin/invoices/${invoiceId}/buyer/`, {
      tip: 'companie',
      denumire: 'Altă firmă SRL',
      cui: 'RO18547290',
      nr_reg_com: 'J40/12345/2021',
      judet: 'Cluj',
      localitate: 'Cluj-Napoca',
      adresa: 'Str. Memorandumului 1',
      cod_postal: '400114',
    });
    expect(company.statusCode).toBe(400);
    expect(company.json()).toHaveProperty('tip');

    const saved = await staffSend('PUT', `/api/admin/invoices/${invoiceId}/buyer/`, corrected);
    expect(saved.statusCode, saved.body).toBe(200);
    const detail = saved.json<AdminInvoiceDetail>();
    expect(detail).toMatchObject({
      code,
      buyer_name: 'Ioana Mureșan',
      efactura: { state: 'pending', errors: [] },
      document: {
        code,
        totals: { gross: 24_200 },
        buyer: {
          kind: 'person',
          name: 'Ioana Mureșan',
          address: {
            city: 'Sector 4',
            sector: 4,
            countyCode: 'B',
            county: 'București',
            postalCode: '040321',
          },
        },
      },
    });
    const listed = await get(`/api/admin/invoices/?q=${encodeURIComponent('muresan')}`);
    expect(listed.json<AdminInvoicePage>().results.map((row) => row.id)).toContain(invoiceId);
    const [entry] = await auditOf(invoiceId).then((rows) =>
      rows.filter((row) => row.action === 'correct_buyer'),
    );
    expect(entry).toMatchObject({ after: { buyer: { name: 'Ioana Mureșan' }, efactura_state: 'pending' } });

    // Pending again: no second correction.
    expect((await staffSend('PUT', `/api/admin/invoices/${invoiceId}/buyer/`, corrected)).statusCode).toBe(
      409,
    );
  });
});

describe('the month for the accountant', () => {
  it('exports every document of the month as XML and PDF, with the archived ANAF answer and the journal', async () => {
    const { orderId, invoiceId, code } = await invoicedOrder(await t.customer());
    const refund = await staffSend('POST', `/api/admin/orders/${orderId}/refunds/`, {
      amount: '50.00',
      method: 'wallet',
      reason: 'Reducere acordată',
    });
    expect(refund.statusCode, refund.body).toBe(201);
    const [note] = await t.query<{ id: number; code: string }>(
      "SELECT id, code FROM invoices WHERE corrects_id = $1 AND kind = 'credit_note'",
      [invoiceId],
    );
    const archive = path.join(t.dataDir, 'efactura', String(invoiceId));
    await fs.mkdir(archive, { recursive: true });
    await fs.writeFile(path.join(archive, '3001.zip'), 'PK-semnatura-anaf');

    const response = await get(`/api/admin/invoices/export?month=${month()}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="facturi-${month()}.zip"`);
    const entries = unzipSync(new Uint8Array(response.rawPayload));
    const names = Object.keys(entries);
    const { count } = (await get(`/api/admin/invoices/?month=${month()}&per=1`)).json<AdminInvoicePage>();
    // Two files per document, the journal, and the one archived answer.
    expect(names).toHaveLength(count * 2 + 2);
    for (const name of [`${code}.xml`, `${code}.pdf`, `${note!.code}.xml`, `${note!.code}.pdf`]) {
      expect(names).toContain(name);
    }
    expect(Buffer.from(entries[`${code}.xml`]!).toString()).toContain(`<ID>${code}</ID>`);
    expect(Buffer.from(entries[`${code}-anaf-3001.zip`]!).toString()).toBe('PK-semnatura-anaf');
    expect(Buffer.from(entries[`jurnal-vanzari-${month()}.csv`]!).toString()).toContain(note!.code);

    const empty = unzipSync(
      new Uint8Array((await get('/api/admin/invoices/export?month=2020-01')).rawPayload),
    );
    expect(Object.keys(empty)).toEqual(['jurnal-vanzari-2020-01.csv']);
    expect((await get('/api/admin/invoices/export?month=2026-1')).statusCode).toBe(400);
    expect((await get('/api/admin/invoices/export')).statusCode).toBe(400);
  });

  it('writes the sales journal: base and VAT per rate, credit notes negative, a total row', async () => {
    const { orderId, code } = await invoicedOrder(await t.customer(), {
      facturare: { tip: 'companie', cui: '18547290', nr_reg_com: 'J40/12345/2021', denumire: '=Formula SRL' },
    });
    await staffSend('POST', `/api/admin/orders/${orderId}/refunds/`, {
      amount: '121.00',
      method: 'wallet',
      reason: 'Retur',
    });
    const response = await get(`/api/admin/invoices/journal?month=${month()}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    const text = response.rawPayload.toString('utf8');
    expect(text.startsWith('\uFEFF')).toBe(true);
    const rows = text
      .slice(1)
      .trimEnd()
      .split('\r\n')
      .map((line) => line.split(';'));
    expect(rows[0]).toEqual([
      'Document',
      'Tip',
      'Data',
      'Comanda',
      'Client',
      'CUI',
      'Baza 21%',
      'TVA 21%',
      'Baza 11%',
      'TVA 11%',
      'Total baza',
      'Total TVA',
      'Total',
      'Stare e-Factura',
    ]);
    const invoiceRow = rows.find((row) => row[0] === code)!;
    expect(invoiceRow).toEqual([
      code,
      'Factură',
      romanianDate(new Date()),
      String(orderId),
      "'=Formula SRL",
      '18547290',
      '200,00',
      '42,00',
      '0,00',
      '0,00',
      '200,00',
      '42,00',
      '242,00',
      'pending',
    ]);
    const noteRow = rows.find((row) => row[3] === String(orderId) && row[0] !== code)!;
    expect(noteRow.slice(6, 13)).toEqual([
      '-100,00',
      '-21,00',
      '0,00',
      '0,00',
      '-100,00',
      '-21,00',
      '-121,00',
    ]);

    // The total row adds up every document row, column by column.
    const total = rows[rows.length - 1]!;
    expect(total[0]).toBe('TOTAL');
    const cents = (cell: string) => Math.round(Number(cell.replace(',', '.')) * 100);
    const documents = rows.slice(1, -1);
    expect(documents.length).toBeGreaterThanOrEqual(2);
    for (const column of [6, 7, 10, 11, 12]) {
      expect(cents(total[column]!)).toBe(documents.reduce((sum, row) => sum + cents(row[column]!), 0));
    }
    const previous = (await get('/api/admin/invoices/journal?month=2020-01')).rawPayload.toString('utf8');
    expect(previous.slice(1).trimEnd().split('\r\n')).toHaveLength(2);
  });
});

describe('a month outside the shop’s years', () => {
  it('is refused as bad input, never a server error, by the journal and the export', async () => {
    for (const month of ['0056-01', '0000-12', '1999-12', '2100-01']) {
      for (const path of ['journal', 'export']) {
        const response = await get(`/api/admin/invoices/${path}?month=${month}`);
        expect(response.statusCode, `${path} ${month}: ${response.body}`).toBe(400);
      }
    }
    expect((await get(`/api/admin/invoices/journal?month=2099-12`)).statusCode).toBe(200);
  });
});

describe('a database failure behind a streamed file', () => {
  it('answers the shop’s JSON error, not a file cut short, for the journal and the export', async () => {
    await t.query('ALTER TABLE invoices RENAME TO invoices_unreachable');
    try {
      for (const path of ['journal', 'export']) {
        const response = await get(`/api/admin/invoices/${path}?month=${month()}`);
        expect(response.statusCode, path).toBe(500);
        expect(response.headers['content-type'], path).toMatch(/^application\/json/);
        expect(response.headers['content-disposition'], path).toBeUndefined();
        expect(response.json(), path).toMatchObject({ code: expect.any(String), detail: expect.any(String) });
      }
    } finally {
      await t.query('ALTER TABLE invoices_unreachable RENAME TO invoices');
    }
    expect((await get(`/api/admin/invoices/journal?month=${month()}`)).statusCode).toBe(200);
  });
});

describe('/api/admin/invoice-series/', () => {
  it('raises a counter, refuses lowering it past a used number, and starts a new prefix', async () => {
    await invoicedOrder(await t.customer());
    const listed = await get('/api/admin/invoice-series/');
    expect(listed.statusCode).toBe(200);
    const series = listed.json<{ series: InvoiceSeries[] }>().series;
    const invoice = series.find((row) => row.kind === 'invoice')!;
    const credit = series.find((row) => row.kind === 'credit_note')!;
    expect(invoice.last_used).toBe(invoice.next_number - 1);

    const body = (invoicePrefix: string, next: number) => ({
      series: [
        { kind: 'invoice', prefix: invoicePrefix, next_number: next },
        { kind: 'credit_note', prefix: credit.prefix, next_number: credit.next_number },
      ],
    });
    const lowered = await staffSend(
      'PUT',
      '/api/admin/invoice-series/',
      body(invoice.prefix, invoice.last_used!),
    );
    expect(lowered.statusCode).toBe(409);
    expect(lowered.json()).toMatchObject({ code: 'invoices.series_number_used' });
    expect(lowered.json<{ series: string[] }>().series[0]).toContain(String(invoice.last_used! + 1));

    const raised = await staffSend('PUT', '/api/admin/invoice-series/', body(invoice.prefix, 5000));
    expect(raised.statusCode, raised.body).toBe(200);
    const { code } = await invoicedOrder(await t.customer());
    expect(code).toBe(`${invoice.prefix}-005000`);

    const renamed = await staffSend('PUT', '/api/admin/invoice-series/', body('fct', 1));
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json<{ series: InvoiceSeries[] }>().series).toContainEqual({
      kind: 'invoice',
      prefix: 'FCT',
      next_number: 1,
      last_used: null,
    });
    expect((await invoicedOrder(await t.customer())).code).toBe('FCT-000001');
    // The old series keeps its documents and codes.
    expect(
      (await get(`/api/admin/invoices/?q=${invoice.prefix}-005000`)).json<AdminInvoicePage>().count,
    ).toBe(1);

    const taken = await staffSend('PUT', '/api/admin/invoice-series/', body(credit.prefix, 1));
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'admin.duplicate' });
    const invalid = await staffSend('PUT', '/api/admin/invoice-series/', {
      series: [{ kind: 'invoice', prefix: 'F-1', next_number: 0 }],
    });
    expect(invalid.statusCode).toBe(400);
  });
});

describe("the customer's documents", () => {
  it('lists and downloads their own documents; anyone else gets 404, a guest 401', async () => {
    const customer = await t.customer();
    const { orderId, invoiceId, code } = await invoicedOrder(customer);
    const listed = await get(`/api/account/orders/${orderId}/invoices/`, auth(customer.token));
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json<{ results: AccountInvoice[] }>().results).toEqual([
      { id: invoiceId, kind: 'invoice', code, issue_date: romanianDate(new Date()), gross_total: '242.00' },
    ]);
    const pdf = await get(`/api/account/orders/${orderId}/invoices/${invoiceId}/pdf`, auth(customer.token));
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.body).toContain(code);

    const other = await t.customer();
    expect((await get(`/api/account/orders/${orderId}/invoices/`, auth(other.token))).statusCode).toBe(404);
    const theirs = await get(`/api/account/orders/${orderId}/invoices/${invoiceId}/pdf`, auth(other.token));
    expect(theirs.statusCode).toBe(404);
    // Another customer's document through one's own order is not found either.
    const own = await invoicedOrder(other);
    const crossed = await get(
      `/api/account/orders/${own.orderId}/invoices/${invoiceId}/pdf`,
      auth(other.token),
    );
    expect(crossed.statusCode).toBe(404);

    expect((await get(`/api/account/orders/${orderId}/invoices/${invoiceId}/pdf`, {})).statusCode).toBe(401);
    expect((await get(`/api/account/orders/${orderId}/invoices/`, {})).statusCode).toBe(401);
  });
});
