import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminContactMessage, AdminContactPage } from '@shop/shared/schemas/contact';
import { createTestApp, type TestApp } from '../../test/test-app';

/** The contact form: consent, bounds and markup, the mails, and staff answering. */
let t: TestApp;
let staff: { authorization: string };
let sequence = 0;

beforeAll(async () => {
  t = await createTestApp();
  staff = { authorization: `Token ${(await t.staff()).token}` };
});
afterAll(() => t.close());

const valid = {
  nume: 'Elena Ionescu',
  email: 'elena.contact@example.ro',
  subiect: 'Întrebare despre livrare',
  mesaj: 'Bună ziua! Livrați și în Sibiu în aceeași zi?',
  consimtamant: true,
};

function send(payload: Record<string, unknown>, headers: Record<string, string> = {}) {
  sequence += 1;
  return t.app.inject({
    method: 'POST',
    url: '/api/contact/',
    payload,
    headers,
    remoteAddress: `10.60.${Math.floor(sequence / 250)}.${sequence % 250}`,
  });
}

describe('POST /api/contact/', () => {
  it('stores the message, mails it to the shop with Reply-To the sender, and acknowledges it', async () => {
    const email = `trimite.${Date.now()}@example.ro`;
    const response = await send({ ...valid, email });
    expect(response.statusCode, response.body).toBe(201);
    const { id } = response.json<{ id: number; detail: string }>();
    const mails = await t.query<{
      kind: string;
      to_address: string;
      headers: Record<string, string>;
      text: string;
    }>(`SELECT kind, to_address, headers, text FROM mail_outbox WHERE message_id LIKE $1 ORDER BY id`, [
      `contact-${id}-%`,
    ]);
    expect(mails.map((mail) => [mail.kind, mail.to_address])).toEqual([
      // The shop's address from its settings.
      ['contact_message', 'contact@salvia-naturals.ro'],
      ['contact_acknowledgement', email],
    ]);
    expect(mails[0]!.headers).toEqual({ 'Reply-To': email });
    expect(mails[0]!.text).toContain(valid.mesaj);
  });

  it('refuses it without the consent, with the contract message', async () => {
    for (const consimtamant of [false, undefined, 'true']) {
      const response = await send({ ...valid, consimtamant });
      expect(response.statusCode).toBe(400);
      expect(response.json().consimtamant).toEqual([
        'Trebuie să bifezi consimțământul pentru prelucrarea datelor.',
      ]);
    }
  });

  it('refuses short or long fields once markup is removed, and a bad address', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ nume: '<b>A</b>' }, 'nume'],
      [{ subiect: 'Hi' }, 'subiect'],
      [{ mesaj: '<p>Scurt</p>' }, 'mesaj'],
      [{ mesaj: 'x'.repeat(5001) }, 'mesaj'],
      [{ email: 'nu-e-email' }, 'email'],
    ];
    for (const [change, field] of cases) {
      const response = await send({ ...valid, ...change });
      expect(response.statusCode, field).toBe(400);
      expect(response.json()[field], field).toEqual([expect.any(String)]);
    }
  });

  it('keeps the lines of the message and drops its markup', async () => {
    const response = await send({
      ...valid,
      mesaj: '<script>alert(1)</script>Rândul unu\n\nRândul <b>doi</b>',
    });
    const [row] = await t.query<{ message: string }>('SELECT message FROM contact_messages WHERE id = $1', [
      response.json<{ id: number }>().id,
    ]);
    expect(row!.message).toBe('Rândul unu\n\nRândul doi');
  });
});

describe('staff', () => {
  it('read the messages and answer by mail; the message is then answered', async () => {
    const email = `raspuns.${Date.now()}@example.ro`;
    const { id } = (await send({ ...valid, email, subiect: 'Factură pe firmă' })).json<{ id: number }>();
    const list = await t.app.inject({ url: '/api/admin/contact/?status=new', headers: staff });
    expect(list.statusCode).toBe(200);
    const page = list.json<AdminContactPage>();
    expect(page.results.find((message) => message.id === id)).toMatchObject({ email, status: 'new' });
    expect(page.unanswered).toBeGreaterThanOrEqual(1);

    const answered = await t.app.inject({
      method: 'POST',
      url: `/api/admin/contact/${id}/reply/`,
      headers: staff,
      payload: { reply: 'Bună ziua! Da, emitem factura pe firmă.' },
    });
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.json<AdminContactMessage>()).toMatchObject({
      status: 'answered',
      replied_by: expect.any(String),
    });
    const [mail] = await t.query<{ to_address: string; subject: string }>(
      `SELECT to_address, subject FROM mail_outbox WHERE kind = 'contact_reply' AND to_address = $1`,
      [email],
    );
    expect(mail).toEqual({ to_address: email, subject: 'Re: Factură pe firmă' });

    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/admin/contact/999999/reply/',
          headers: staff,
          payload: { reply: 'x' },
        })
      ).statusCode,
    ).toBe(404);
    const customer = await t.customer();
    expect((await t.app.inject('/api/admin/contact/')).statusCode).toBe(401);
    expect(
      (
        await t.app.inject({
          url: '/api/admin/contact/',
          headers: { authorization: `Token ${customer.token}` },
        })
      ).statusCode,
    ).toBe(403);
  });
});
