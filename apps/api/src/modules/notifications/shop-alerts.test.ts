import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderCreated } from '@shop/shared/schemas/checkout';
import type { ReturnRequest } from '@shop/shared/schemas/returns';
import type { AdminShopSettings } from '@shop/shared/schemas/shop-settings';
import { orderBody, placeOrder, setProduct } from '../../test/checkout';
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from '../../test/test-app';

/** The shop hears of its own orders: a mail to its address per new order and per return request. */
let t: TestApp;
let superuser: { authorization: string };
type Customer = Awaited<ReturnType<TestApp['customer']>>;

const SHOP_ADDRESS = 'contact@salvia-naturals.ro';

beforeAll(async () => {
  t = await createTestApp();
  superuser = { authorization: `Token ${(await t.staff()).token}` };
  await setProduct(t, 11, { price: 6_000, discounted: null, stock: 1000 });
});
afterAll(() => t.close());

const auth = (token: string) => ({ authorization: `Token ${token}` });

type OutboxRow = { kind: string; to_address: string; subject: string; text: string; html: string };

async function mailsKeyed(key: string): Promise<OutboxRow[]> {
  return t.query<OutboxRow>(
    'SELECT kind, to_address, subject, text, html FROM mail_outbox WHERE message_id LIKE $1 ORDER BY id',
    [`${key}@%`],
  );
}

async function setOrderNotifications(enabled: boolean): Promise<void> {
  const current = (
    await t.app.inject({ method: 'GET', url: '/api/admin/settings/', headers: superuser })
  ).json<AdminShopSettings>();
  const response = await t.app.inject({
    method: 'PUT',
    url: '/api/admin/settings/',
    headers: superuser,
    payload: { ...current.settings, order_notifications: enabled },
  });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.json<AdminShopSettings>().settings.order_notifications).toBe(enabled);
}

async function place(customer: Customer, key?: string): Promise<OrderCreated> {
  const response = await placeOrder(t, orderBody([{ produs: 11, cantitate: 2 }], { email: customer.email }), {
    ...auth(customer.token),
    ...(key ? { 'idempotency-key': key } : {}),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<OrderCreated>();
}

async function deliver(orderId: number): Promise<void> {
  for (const status of ['processing', 'shipped', 'delivered']) {
    const moved = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${orderId}/status/`,
      headers: superuser,
      payload: { status },
    });
    expect(moved.statusCode, moved.body).toBe(200);
  }
}

async function askReturn(customer: Customer, orderId: number) {
  const [line] = await t.query<{ id: number }>('SELECT id FROM order_lines WHERE order_id = $1', [orderId]);
  return t.app.inject({
    method: 'POST',
    url: '/api/account/returns/',
    headers: auth(customer.token),
    payload: {
      comanda: orderId,
      motiv: 'not_fit',
      detalii: 'Nu mi se potrivește parfumul.',
      produse: [{ linie: line!.id, cantitate: 1 }],
      iban: 'RO49AAAA1B31007593840000',
    },
  });
}

describe('mail to the shop', () => {
  it('tells the shop of a new order once, with a link to it in the admin', async () => {
    const customer = await t.customer();
    const key = `shop-alert-${customer.id}-${Date.now()}`;
    const order = await place(customer, key);
    // The same submit again (a retry with its key) is the same order: no second mail.
    expect((await place(customer, key)).id).toBe(order.id);

    const mails = await mailsKeyed(`shop-order-${order.id}-placed`);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail).toMatchObject({ kind: 'shop_new_order', to_address: SHOP_ADDRESS });
    expect(mail!.subject).toBe(`[Salvia] Comandă nouă nr. ${order.id}: 145,00 lei`);
    const link = `${TEST_PUBLIC_URL}/admin/comenzi/${order.id}`;
    expect(mail!.text).toContain(`Deschide comanda în admin: ${link}`);
    expect(mail!.text).toContain('Plata: ramburs (plata la livrare)');
    expect(mail!.html).toContain(`href="${link}"`);
    // The customer's confirmation is still theirs alone.
    expect(await mailsKeyed(`order-${order.id}-confirmation`)).toEqual([
      expect.objectContaining({ kind: 'order_confirmation', to_address: customer.email }),
    ]);
  });

  it('tells the shop of a return request once, with a link to it in the admin', async () => {
    const customer = await t.customer();
    const order = await place(customer);
    await deliver(order.id);
    const asked = await askReturn(customer, order.id);
    expect(asked.statusCode, asked.body).toBe(201);
    const request = asked.json<ReturnRequest>();
    // A second request for the order is refused and mails nobody.
    expect((await askReturn(customer, order.id)).statusCode).toBe(409);

    const mails = await mailsKeyed(`shop-return-${request.id}-requested`);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail).toMatchObject({ kind: 'shop_return_request', to_address: SHOP_ADDRESS });
    expect(mail!.subject).toBe(`[Salvia] Cerere de retur nr. ${request.id} pentru comanda nr. ${order.id}`);
    const link = `${TEST_PUBLIC_URL}/admin/retururi/${request.id}`;
    expect(mail!.text).toContain(`Deschide cererea în admin: ${link}`);
    expect(mail!.text).toContain('Motiv: nu i se potrivește');
    expect(mail!.text).toContain('Detalii: Nu mi se potrivește parfumul.');
    expect(mail!.text).toContain('Valoare: 60,00 lei');
    expect(mail!.html).toContain(`href="${link}"`);
  });

  it('stays silent while the setting is off, and the customer is still mailed', async () => {
    await setOrderNotifications(false);
    try {
      const customer = await t.customer();
      const order = await place(customer);
      await deliver(order.id);
      const asked = await askReturn(customer, order.id);
      expect(asked.statusCode, asked.body).toBe(201);
      const request = asked.json<ReturnRequest>();

      expect(await mailsKeyed(`shop-order-${order.id}-placed`)).toEqual([]);
      expect(await mailsKeyed(`shop-return-${request.id}-requested`)).toEqual([]);
      expect(await mailsKeyed(`order-${order.id}-confirmation`)).toHaveLength(1);
      expect(await mailsKeyed(`return-${request.id}-requested`)).toHaveLength(1);
    } finally {
      await setOrderNotifications(true);
    }
    const [audited] = await t.query<{ before: Record<string, unknown>; after: Record<string, unknown> }>(
      "SELECT before, after FROM audit_log WHERE entity_type = 'shop_settings' ORDER BY id DESC LIMIT 1",
    );
    expect(audited).toMatchObject({
      before: { order_notifications: false },
      after: { order_notifications: true },
    });
  });
});
