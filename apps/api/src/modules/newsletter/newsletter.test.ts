import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminSubscriberPage } from '@shop/shared/schemas/newsletter';
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from '../../test/test-app';

/** The newsletter's double opt-in, its links, one-click unsubscribe and the staff's list. */
let t: TestApp;
let staff: { authorization: string };
let sequence = 0;

beforeAll(async () => {
  t = await createTestApp();
  staff = { authorization: `Token ${(await t.staff()).token}` };
});
afterAll(() => t.close());

const uniqueEmail = () => `abonat.${Date.now().toString(36)}${(sequence += 1)}@example.ro`;

function subscribe(payload: Record<string, unknown>) {
  sequence += 1;
  return t.app.inject({
    method: 'POST',
    url: '/api/newsletter/subscribe/',
    payload,
    remoteAddress: `10.50.${Math.floor(sequence / 250)}.${sequence % 250}`,
  });
}

type Mail = { kind: string; subject: string; text: string; headers: Record<string, string> };

async function mailsTo(email: string): Promise<Mail[]> {
  return t.query<Mail>(
    'SELECT kind, subject, text, headers FROM mail_outbox WHERE to_address = $1 ORDER BY id',
    [email],
  );
}

/** The link of a kind in the last mail of that kind to the address. */
async function linkIn(email: string, path: string): Promise<string> {
  const mails = await mailsTo(email);
  const match = [...mails]
    .reverse()
    .map((mail) =>
      new RegExp(`${TEST_PUBLIC_URL}(/api/newsletter/${path}/\\?token=[A-Za-z0-9_-]+)`).exec(mail.text),
    )
    .find(Boolean);
  if (!match) throw new Error(`no ${path} link mailed to ${email}`);
  return match[1]!;
}

async function statusOf(email: string): Promise<string | undefined> {
  const [row] = await t.query<{ status: string }>(
    'SELECT status FROM newsletter_subscribers WHERE email = $1',
    [email],
  );
  return row?.status;
}

describe('POST /api/newsletter/subscribe/', () => {
  it('keeps a new address waiting and mails it a confirmation link valid 48 hours', async () => {
    const email = uniqueEmail();
    const response = await subscribe({ email: `  ${email.toUpperCase()} `, source: 'cta_footer' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ detail: 'Verifică-ți emailul: ți-am trimis linkul de confirmare.' });
    expect(await statusOf(email)).toBe('pending');
    const [row] = await t.query<{ hours: number; source: string }>(
      `SELECT round(extract(epoch FROM confirm_expires_at - now()) / 3600)::int AS hours, source
         FROM newsletter_subscribers WHERE email = $1`,
      [email],
    );
    expect(row).toEqual({ hours: 48, source: 'cta_footer' });
    const mails = await mailsTo(email);
    expect(mails.map((mail) => mail.kind)).toEqual(['newsletter_confirmation']);
    expect(mails[0]!.text).toContain('48 de ore');
  });

  it('answers the same for a waiting, a subscribed and a new address, and mails a subscribed one nothing', async () => {
    const email = uniqueEmail();
    const first = await subscribe({ email, source: 'cta_footer' });
    const again = await subscribe({ email, source: 'cta_footer' });
    expect(again.body).toBe(first.body);
    expect((await mailsTo(email)).length).toBe(2);
    // Only the newest link works.
    const confirm = await t.app.inject(await linkIn(email, 'confirm'));
    expect(confirm.headers.location).toBe('/abonare?status=ok');

    const subscribed = await subscribe({ email, source: 'cta_footer' });
    expect(subscribed.statusCode).toBe(200);
    expect(subscribed.body).toBe(first.body);
    expect((await mailsTo(email)).map((mail) => mail.kind)).toEqual([
      'newsletter_confirmation',
      'newsletter_confirmation',
      'newsletter_welcome',
    ]);
  });

  it('refuses an empty or malformed address with the contract messages', async () => {
    for (const [email, message] of [
      ['', 'Introduceți adresa de email.'],
      ['   ', 'Introduceți adresa de email.'],
      ['nu-e-email', 'Adresă email invalidă.'],
      [`${'a'.repeat(250)}@x.ro`, 'Adresă email invalidă.'],
    ] as const) {
      const response = await subscribe({ email, source: 'cta_footer' });
      expect(response.statusCode, email).toBe(400);
      expect(response.json().email, email).toEqual([message]);
    }
    expect((await subscribe({ email: uniqueEmail(), source: '<script>' })).statusCode).toBe(400);
  });
});

describe('the confirmation link', () => {
  it('subscribes once, then answers error when used again, and sends the welcome mail with one-click unsubscribe headers', async () => {
    const email = uniqueEmail();
    await subscribe({ email, source: 'cta_footer' });
    const link = await linkIn(email, 'confirm');
    const first = await t.app.inject(link);
    expect(first.statusCode).toBe(303);
    expect(first.headers.location).toBe('/abonare?status=ok');
    expect(await statusOf(email)).toBe('subscribed');
    const reused = await t.app.inject(link);
    expect(reused.headers.location).toBe('/abonare?status=error');

    const welcome = (await mailsTo(email)).find((mail) => mail.kind === 'newsletter_welcome')!;
    const unsubscribe = await linkIn(email, 'unsubscribe');
    expect(welcome.headers).toEqual({
      'List-Unsubscribe': `<${TEST_PUBLIC_URL}${unsubscribe}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });

  it('answers expirat after 48 hours, under the language of the sign-up', async () => {
    const email = uniqueEmail();
    await subscribe({ email, source: 'cta_footer', lang: 'en' });
    await t.query(
      `UPDATE newsletter_subscribers SET confirm_expires_at = now() - interval '1 second' WHERE email = $1`,
      [email],
    );
    const response = await t.app.inject(await linkIn(email, 'confirm'));
    expect(response.headers.location).toBe('/en/abonare?status=expirat');
    expect(await statusOf(email)).toBe('pending');
    // Signing up again mails a new link that works.
    await subscribe({ email, source: 'cta_footer', lang: 'en' });
    expect((await t.app.inject(await linkIn(email, 'confirm'))).headers.location).toBe(
      '/en/abonare?status=ok',
    );
  });

  it('answers error for a missing or unknown token', async () => {
    for (const url of ['/api/newsletter/confirm/', '/api/newsletter/confirm/?token=necunoscut']) {
      const response = await t.app.inject(url);
      expect(response.statusCode, url).toBe(303);
      expect(response.headers.location, url).toBe('/abonare?status=error');
    }
  });
});

describe('unsubscribing', () => {
  it('works from the link and from a mail app one-click post, and saying it twice is harmless', async () => {
    const email = uniqueEmail();
    await subscribe({ email, source: 'cta_footer' });
    await t.app.inject(await linkIn(email, 'confirm'));
    const link = await linkIn(email, 'unsubscribe');

    const oneClick = await t.app.inject({
      method: 'POST',
      url: link,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode, oneClick.body).toBe(200);
    expect(await statusOf(email)).toBe('unsubscribed');
    const again = await t.app.inject(link);
    expect(again.headers.location).toBe('/abonare?status=unsubscribed');
    expect(await statusOf(email)).toBe('unsubscribed');

    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/newsletter/unsubscribe/?token=necunoscut',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(unknown.statusCode).toBe(404);
    expect((await t.app.inject('/api/newsletter/unsubscribe/?token=x')).headers.location).toBe(
      '/abonare?status=error',
    );

    // Subscribing again starts a new double opt-in.
    await subscribe({ email, source: 'cta_footer' });
    expect(await statusOf(email)).toBe('pending');
  });
});

describe('staff', () => {
  it('list and export the subscribers; customers and guests may not', async () => {
    const email = uniqueEmail();
    await subscribe({ email, source: 'cta_footer' });
    await t.app.inject(await linkIn(email, 'confirm'));

    const list = await t.app.inject({
      url: '/api/admin/newsletter/subscribers/?status=subscribed',
      headers: staff,
    });
    expect(list.statusCode).toBe(200);
    const page = list.json<AdminSubscriberPage>();
    expect(page.results.map((row) => row.email)).toContain(email);
    expect(page.results.every((row) => row.status === 'subscribed')).toBe(true);
    expect(page.subscribed).toBeGreaterThanOrEqual(1);

    const csv = await t.app.inject({
      url: `/api/admin/newsletter/subscribers.csv?q=${email}`,
      headers: staff,
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.headers['content-disposition']).toMatch(/attachment/);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('email,status,source,lang,created_at,confirmed_at,unsubscribed_at');
    expect(lines[1]).toMatch(new RegExp(`^${email.replace(/\./g, '\\.')},subscribed,cta_footer,ro,`));

    const customer = await t.customer();
    for (const url of ['/api/admin/newsletter/subscribers/', '/api/admin/newsletter/subscribers.csv']) {
      expect((await t.app.inject(url)).statusCode, url).toBe(401);
      expect(
        (await t.app.inject({ url, headers: { authorization: `Token ${customer.token}` } })).statusCode,
      ).toBe(403);
    }
  });
});
