import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminOrderDetail } from '@shop/shared/schemas/admin/orders';
import { CHECKOUT_MESSAGES as M, type Order } from '@shop/shared/schemas/checkout';
import { loggerOptions } from '../../../app';
import { loadConfig } from '../../../config';
import type { InvoiceDocument } from '../../invoicing/document';
import { orderBody, placeOk, placeOrder, setProduct } from '../../../test/checkout';
import { createTestApp, type TestApp } from '../../../test/test-app';

// Decision 049: București's locality is its sector, counties by their names, an optional CNP.
let t: TestApp;
let staff: { authorization: string };

beforeAll(async () => {
  t = await createTestApp();
  staff = { authorization: `Token ${(await t.staff()).token}` };
  await setProduct(t, 5, { stock: 500, price: 5000, discounted: null });
});
afterAll(() => t.close());

let counter = 0;
const freshEmail = () => `adrese${++counter}.${Date.now().toString(36)}@example.ro`;
const VALID_CNP = '2960229400124';

const inBucharest = (localitate: string, cod_postal: string) => ({
  metoda: 'curier' as const,
  judet: 'bucuresti',
  localitate,
  adresa: 'Str. Doamnei nr. 12',
  cod_postal,
});

async function stored(orderId: number) {
  const [row] = await t.query<{
    delivery_county: string;
    delivery_city: string;
    billing_county: string | null;
    billing_city: string | null;
    billing_cnp: string | null;
  }>(
    'SELECT delivery_county, delivery_city, billing_county, billing_city, billing_cnp FROM orders WHERE id = $1',
    [orderId],
  );
  return row!;
}

/** Pays a card order through the sandbox's verified event, as the payment page would. */
async function pay(orderId: number) {
  const [payment] = await t.query<{ id: string }>(
    "SELECT id FROM payments WHERE order_id = $1 AND status = 'pending'",
    [orderId],
  );
  await t.app.checkout.handlePaymentEvent({
    provider: 'sandbox',
    eventId: `sb_${payment!.id}_approve`,
    type: 'payment.approved',
    paymentId: payment!.id,
    outcome: 'succeeded',
    payload: {},
  });
}

async function invoiceOf(orderId: number): Promise<InvoiceDocument> {
  const [row] = await t.query<{ document: InvoiceDocument }>(
    "SELECT document FROM invoices WHERE order_id = $1 AND kind = 'invoice'",
    [orderId],
  );
  if (!row) throw new Error(`order ${orderId} has no invoice`);
  return row.document;
}

describe('a București address at checkout', () => {
  it('is refused without a sector, next to the locality, in the words the form translates', async () => {
    const response = await placeOrder(
      t,
      orderBody([{ produs: 5, cantitate: 1 }], {
        email: freshEmail(),
        livrare: inBucharest('București', '077190'),
      }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'validation_error',
      detail: M.sectorRequired,
      'livrare.localitate': [M.sectorRequired],
    });
  });

  it('refuses a company office in București without a sector too', async () => {
    const response = await placeOrder(
      t,
      orderBody([{ produs: 5, cantitate: 1 }], {
        email: freshEmail(),
        facturare: {
          tip: 'companie',
          cui: 'RO14399840',
          nr_reg_com: 'J40/372/2002',
          denumire: 'Exemplu SRL',
          sediu: { judet: 'B', localitate: 'Bucharest', adresa: 'Bd. Unirii 1', cod_postal: '400114' },
        },
      }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ 'facturare.sediu.localitate': [M.sectorRequired] });
  });

  it('stores the sector, from the locality as typed or from a București postal code', async () => {
    const named = await placeOk(
      t,
      orderBody([{ produs: 5, cantitate: 1 }], {
        email: freshEmail(),
        livrare: inBucharest('București, sectorul 2', '077190'),
      }),
    );
    expect(named.livrare).toMatchObject({ judet: 'București', localitate: 'Sector 2' });
    expect(await stored(named.id)).toMatchObject({ delivery_county: 'București', delivery_city: 'Sector 2' });

    const fromCode = await placeOk(
      t,
      orderBody([{ produs: 5, cantitate: 1 }], {
        email: freshEmail(),
        livrare: inBucharest('Bucuresti', '030167'),
        facturare: {
          tip: 'companie',
          cui: 'RO14399840',
          nr_reg_com: 'J40/372/2002',
          denumire: 'Exemplu SRL',
          sediu: {
            judet: 'Municipiul București',
            localitate: 'București',
            adresa: 'Bd. Unirii 1',
            cod_postal: '040000',
          },
        },
      }),
    );
    expect(await stored(fromCode.id)).toMatchObject({
      delivery_county: 'București',
      delivery_city: 'Sector 3',
      billing_county: 'București',
      billing_city: 'Sector 4',
    });
  });

  it('stores an easybox in București with its sector, from the locker list as the carrier gives it', async () => {
    const order = await placeOk(
      t,
      orderBody([{ produs: 5, cantitate: 1 }], {
        email: freshEmail(),
        livrare: { metoda: 'easybox', locker_id: 'EB-BUC-0004' },
      }),
    );
    const [locker] = await t.query<{ city: string; postal_code: string }>(
      "SELECT city, postal_code FROM lockers WHERE id = 'EB-BUC-0004'",
    );
    expect(locker).toEqual({ city: 'București', postal_code: '021644' });
    expect(order.livrare).toMatchObject({ judet: 'București', localitate: 'Sector 2' });
  });
});

describe('facturare.cnp', () => {
  it('is refused when its control digit, date or county is wrong, next to the field', async () => {
    for (const [cnp, message] of [
      ['2960229400125', M.cnpControl],
      ['1970229123456', M.cnpDate],
      ['12345', M.cnpInvalid],
    ] as const) {
      const response = await placeOrder(
        t,
        orderBody([{ produs: 5, cantitate: 1 }], {
          email: freshEmail(),
          facturare: { tip: 'persoana_fizica', cnp },
        }),
      );
      expect(response.statusCode, cnp).toBe(400);
      expect(response.json(), cnp).toMatchObject({ 'facturare.cnp': [message] });
    }
  });

  it('is stored, shown masked, and printed whole on the invoice once the order is paid', async () => {
    const order = await placeOk(
      t,
      orderBody([{ produs: 5, cantitate: 1 }], {
        email: freshEmail(),
        plata: 'card',
        livrare: inBucharest('Sector 6', '061344'),
        facturare: { tip: 'persoana_fizica', cnp: ' 2960229 400124 ' },
      }),
    );
    expect((await stored(order.id)).billing_cnp).toBe(VALID_CNP);
    expect(order.facturare).toEqual({ tip: 'persoana_fizica', cnp: '**********124' });
    expect(JSON.stringify(order)).not.toContain(VALID_CNP);

    await pay(order.id);
    const document = await invoiceOf(order.id);
    expect(document.buyer).toMatchObject({
      kind: 'person',
      cnp: VALID_CNP,
      address: { city: 'Sector 6', county: 'București', countyCode: 'B', sector: 6 },
    });

    // Staff see the order with the CNP masked, like the customer's own screens.
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/admin/orders/${order.id}/`,
      headers: staff,
    });
    expect(detail.statusCode).toBe(200);
    expect(detail.json<AdminOrderDetail>().facturare).toEqual({
      tip: 'persoana_fizica',
      cnp: '**********124',
    });
    expect(detail.body).not.toContain(VALID_CNP);
  });

  it('leaves a person without one as before: no CNP stored, none on the invoice', async () => {
    const order = await placeOk(
      t,
      orderBody([{ produs: 5, cantitate: 1 }], {
        email: freshEmail(),
        plata: 'card',
        facturare: { tip: 'persoana_fizica', cnp: '' },
      }),
    );
    expect(order.facturare).toEqual({ tip: 'persoana_fizica' });
    expect((await stored(order.id)).billing_cnp).toBeNull();
    await pay(order.id);
    expect((await invoiceOf(order.id)).buyer.cnp).toBeNull();
  });

  it("is in the customer's personal data export whole, and erased with the account", async () => {
    const customer = await t.customer();
    const authorization = `Token ${customer.token}`;
    const order = await placeOk(
      t,
      orderBody([{ produs: 5, cantitate: 1 }], {
        email: customer.email,
        facturare: { tip: 'persoana_fizica', cnp: VALID_CNP },
      }),
      { authorization },
    );
    const exported = await t.app.inject({
      method: 'GET',
      url: '/api/account/data-export/',
      headers: { authorization },
    });
    expect(exported.statusCode).toBe(200);
    const orders = (exported.json<Record<string, unknown>>().orders ?? []) as Order[];
    expect(orders.find((entry) => entry.id === order.id)?.facturare).toEqual({
      tip: 'persoana_fizica',
      cnp: VALID_CNP,
    });

    // Cash on delivery: the order is still open, so staff deliver it before the account closes.
    for (const status of ['processing', 'shipped', 'delivered'] as const) {
      const moved = await t.app.inject({
        method: 'POST',
        url: `/api/admin/orders/${order.id}/status/`,
        headers: staff,
        payload: { status },
      });
      expect(moved.statusCode, status).toBe(200);
    }
    const closed = await t.app.inject({
      method: 'DELETE',
      url: '/api/account/',
      headers: { authorization },
      payload: { password: customer.password },
    });
    expect(closed.statusCode).toBe(204);
    expect((await stored(order.id)).billing_cnp).toBeNull();
    // The invoice keeps its own copy: an issued document is never rewritten (decision 045).
    expect((await invoiceOf(order.id)).buyer.cnp).toBe(VALID_CNP);
  });

  it('never reaches the log, in an order body or a row', () => {
    let written = '';
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        written += chunk.toString();
        done();
      },
    });
    const options = loggerOptions(loadConfig({ LOG_LEVEL: 'info' })) as pino.LoggerOptions;
    const logger = pino(options, sink);
    logger.info({ body: { facturare: { tip: 'persoana_fizica', cnp: VALID_CNP } } }, 'order body');
    logger.info({ facturare: { cnp: VALID_CNP } }, 'billing');
    logger.info({ order: { id: 1, billingCnp: VALID_CNP } }, 'order row');
    logger.info({ billing_cnp: VALID_CNP, cnp: VALID_CNP }, 'columns');
    expect(written).toContain('order row');
    expect(written).not.toContain(VALID_CNP);
  });
});
