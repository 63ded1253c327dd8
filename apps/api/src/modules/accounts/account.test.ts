import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderBody, placeOrder, setProduct } from '../../test/checkout';
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from '../../test/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await setProduct(t, 9, { price: 10_000, discounted: null, stock: 500 });
});

afterAll(async () => {
  await t?.close();
});

const auth = (token: string) => ({ authorization: `Token ${token}` });

async function latestMail(kind: string, to: string) {
  const [row] = await t.query<{ text: string; subject: string }>(
    'SELECT text, subject FROM mail_outbox WHERE kind = $1 AND to_address = $2 ORDER BY id DESC LIMIT 1',
    [kind, to],
  );
  return row;
}

/** The token of the link in the last mail of `kind` to `to`, checking the link's address. */
async function linkToken(kind: string, to: string, path: string): Promise<string> {
  const mail = await latestMail(kind, to);
  expect(mail, `${kind} mail to ${to}`).toBeDefined();
  const match = new RegExp(`${TEST_PUBLIC_URL}${path}\\?token=([a-f0-9]{64})`).exec(mail!.text);
  expect(match, mail!.text).not.toBeNull();
  return match![1]!;
}

function post(url: string, payload: object, headers: Record<string, string> = {}, remoteAddress?: string) {
  return t.app.inject({ method: 'POST', url, payload, headers, ...(remoteAddress ? { remoteAddress } : {}) });
}

async function profile(token: string) {
  const response = await t.app.inject({ method: 'GET', url: '/api/account/profile/', headers: auth(token) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{
    email: string;
    email_verified: boolean;
    pending_email: string | null;
    phone: string;
  }>();
}

async function signIn(username: string, password: string) {
  return post('/api/login/', { username, password }, {}, `10.77.${Math.floor(Math.random() * 250)}.1`);
}

describe('email verification', () => {
  it('mails a link at sign-up; opening it verifies the address and joins its guest orders', async () => {
    const customer = await t.customer();
    expect((await profile(customer.token)).email_verified).toBe(false);
    const user = await t.app.inject({ method: 'GET', url: '/api/user/', headers: auth(customer.token) });
    expect(user.json()).toMatchObject({ email_verified: false });

    const guestOrder = await placeOrder(
      t,
      orderBody([{ produs: 9, cantitate: 1 }], { email: customer.email }),
    );
    expect(guestOrder.statusCode, guestOrder.body).toBe(201);
    const orderId = guestOrder.json<{ id: number }>().id;
    const owner = async () =>
      (await t.query<{ user_id: number | null }>('SELECT user_id FROM orders WHERE id = $1', [orderId]))[0]!
        .user_id;
    expect(await owner()).toBeNull();

    const token = await linkToken('email_verify', customer.email, '/verificare');
    const opened = await post('/api/account/email-confirmation/', { token });
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json()).toEqual({ outcome: 'verified', email: customer.email });
    expect((await profile(customer.token)).email_verified).toBe(true);
    expect(await owner()).not.toBeNull();

    const again = await post('/api/account/email-confirmation/', { token });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 'account.link_invalid' });
  });

  it('leaves guest orders alone until the address is verified', async () => {
    const customer = await t.customer();
    const guestOrder = await placeOrder(
      t,
      orderBody([{ produs: 9, cantitate: 1 }], { email: customer.email }),
    );
    const orderId = guestOrder.json<{ id: number }>().id;
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/comenzi/${orderId}/`,
      headers: auth(customer.token),
    });
    expect(read.statusCode).toBe(404);
  });

  it('refuses an expired, an unknown and a malformed link, and resends a new one', async () => {
    const customer = await t.customer();
    const token = await linkToken('email_verify', customer.email, '/verificare');
    await t.query(
      "UPDATE account_tokens SET expires_at = now() - interval '1 second' WHERE purpose = 'email_verify' AND used_at IS NULL AND user_id = (SELECT id FROM users WHERE email = $1)",
      [customer.email],
    );
    const expired = await post('/api/account/email-confirmation/', { token });
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toMatchObject({ code: 'account.link_expired' });

    const unknown = await post('/api/account/email-confirmation/', { token: 'a'.repeat(64) });
    expect(unknown.json()).toMatchObject({ code: 'account.link_invalid' });
    const malformed = await post('/api/account/email-confirmation/', { token: 'x' });
    expect(malformed.statusCode).toBe(400);

    const resent = await post('/api/account/email-verification/', {}, auth(customer.token));
    expect(resent.statusCode, resent.body).toBe(202);
    const fresh = await linkToken('email_verify', customer.email, '/verificare');
    expect(fresh).not.toBe(token);
    expect((await post('/api/account/email-confirmation/', { token: fresh })).statusCode).toBe(200);

    const verifiedAlready = await post('/api/account/email-verification/', {}, auth(customer.token));
    expect(verifiedAlready.statusCode).toBe(400);
  });

  it('records the acceptance of the terms at sign-up', async () => {
    const suffix = Date.now().toString(36);
    const response = await post('/api/register/', {
      username: `termeni${suffix}`,
      email: `termeni${suffix}@example.ro`,
      password: 'parola-sigura-1',
      accept_terms: true,
    });
    expect(response.statusCode).toBe(201);
    const [row] = await t.query<{ terms_accepted_at: Date | null }>(
      'SELECT terms_accepted_at FROM users WHERE username = $1',
      [`termeni${suffix}`],
    );
    expect(row!.terms_accepted_at).toBeInstanceOf(Date);
  });
});

describe('password reset', () => {
  it('says "Introdu un email valid." for a bad address', async () => {
    const response = await post('/api/account/password-reset/', { email: 'nu-e-email' });
    expect(response.statusCode).toBe(400);
    expect(response.json().email).toEqual(['Introdu un email valid.']);
  });

  it('answers the same for an unknown address, and mails nothing', async () => {
    const response = await post('/api/account/password-reset/', { email: 'nimeni-aici@example.ro' });
    expect(response.statusCode).toBe(202);
    expect(await latestMail('password_reset', 'nimeni-aici@example.ro')).toBeUndefined();
  });

  it('mails a PUBLIC_URL link whatever the Host header; it works once, within the hour, and signs out every device', async () => {
    const customer = await t.customer();
    const requested = await post(
      '/api/account/password-reset/',
      { email: customer.email.toUpperCase() },
      { host: 'evil.example', 'x-forwarded-host': 'evil.example' },
    );
    expect(requested.statusCode).toBe(202);
    const first = await linkToken('password_reset', customer.email, '/resetare-parola');
    expect((await latestMail('password_reset', customer.email))!.text).not.toContain('evil.example');
    await post('/api/account/password-reset/', { email: customer.email });
    const second = await linkToken('password_reset', customer.email, '/resetare-parola');

    // A newer link replaces the older one.
    const older = await post('/api/account/password-reset/confirm/', {
      token: first,
      password: 'alta-parola-9',
    });
    expect(older.json()).toMatchObject({ code: 'account.link_invalid' });

    const done = await post('/api/account/password-reset/confirm/', {
      token: second,
      password: 'alta-parola-9',
    });
    expect(done.statusCode, done.body).toBe(200);
    const oldSession = await t.app.inject({
      method: 'GET',
      url: '/api/user/',
      headers: auth(customer.token),
    });
    expect(oldSession.statusCode).toBe(401);
    expect((await signIn(customer.username, customer.password)).statusCode).toBe(400);
    const signedIn = await signIn(customer.username, 'alta-parola-9');
    expect(signedIn.statusCode).toBe(200);
    // Opening the mailed link proved the address.
    expect((await profile(signedIn.json<{ token: string }>().token)).email_verified).toBe(true);

    const reused = await post('/api/account/password-reset/confirm/', {
      token: second,
      password: 'a-treia-parola',
    });
    expect(reused.json()).toMatchObject({ code: 'account.link_invalid' });
  });

  it('refuses a link older than an hour', async () => {
    const customer = await t.customer();
    await post('/api/account/password-reset/', { email: customer.email });
    const token = await linkToken('password_reset', customer.email, '/resetare-parola');
    const [row] = await t.query<{ hours: number }>(
      "SELECT round(extract(epoch FROM expires_at - created_at) / 3600)::int AS hours FROM account_tokens WHERE purpose = 'password_reset' AND used_at IS NULL AND user_id = (SELECT id FROM users WHERE email = $1)",
      [customer.email],
    );
    expect(row!.hours).toBe(1);
    await t.query(
      "UPDATE account_tokens SET expires_at = now() - interval '1 second' WHERE purpose = 'password_reset' AND user_id = (SELECT id FROM users WHERE email = $1)",
      [customer.email],
    );
    const response = await post('/api/account/password-reset/confirm/', { token, password: 'alta-parola-9' });
    expect(response.json()).toMatchObject({ code: 'account.link_expired' });
    expect((await signIn(customer.username, customer.password)).statusCode).toBe(200);
  });

  it('limits reset mails per address', async () => {
    const customer = await t.customer();
    const codes: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      codes.push(
        (await post('/api/account/password-reset/', { email: customer.email }, {}, `10.55.0.${i + 1}`))
          .statusCode,
      );
    }
    expect(codes).toEqual([202, 202, 202, 429]);
  });
});

describe('password, address and sessions', () => {
  it('changes the password with the current one, signing out the other devices only', async () => {
    const customer = await t.customer();
    const other = (await signIn(customer.username, customer.password)).json<{ token: string }>().token;

    const wrong = await post(
      '/api/account/password/',
      { current_password: 'nu-este-parola', new_password: 'parola-noua-12' },
      auth(customer.token),
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'account.wrong_password' });

    const short = await post(
      '/api/account/password/',
      { current_password: customer.password, new_password: 'scurt' },
      auth(customer.token),
    );
    expect(short.statusCode).toBe(400);

    const changed = await post(
      '/api/account/password/',
      { current_password: customer.password, new_password: 'parola-noua-12' },
      auth(customer.token),
    );
    expect(changed.statusCode, changed.body).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/user/', headers: auth(customer.token) })).statusCode,
    ).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/user/', headers: auth(other) })).statusCode).toBe(
      401,
    );
    expect((await signIn(customer.username, 'parola-noua-12')).statusCode).toBe(200);
  });

  it('limits wrong current passwords per account', async () => {
    const customer = await t.customer();
    const codes: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const response = await post(
        '/api/account/password/',
        { current_password: `gresit-${i}`, new_password: 'parola-noua-12' },
        auth(customer.token),
      );
      codes.push(response.statusCode);
    }
    expect(codes).toEqual([400, 400, 400, 400, 400, 429]);
  });

  it('changes the address only once the new one is confirmed', async () => {
    const customer = await t.customer();
    const taken = await t.customer();
    const newEmail = `nou.${customer.email}`;

    const wrong = await post(
      '/api/account/email/',
      { password: 'gresit', email: newEmail },
      auth(customer.token),
    );
    expect(wrong.json()).toMatchObject({ code: 'account.wrong_password' });
    const clash = await post(
      '/api/account/email/',
      { password: customer.password, email: taken.email },
      auth(customer.token),
    );
    expect(clash.json()).toMatchObject({ code: 'account.email_taken' });

    const asked = await post(
      '/api/account/email/',
      { password: customer.password, email: newEmail },
      auth(customer.token),
    );
    expect(asked.statusCode, asked.body).toBe(202);
    expect(asked.json()).toMatchObject({ email: customer.email, pending_email: newEmail });

    const token = await linkToken('email_change', newEmail, '/verificare');
    const confirmed = await post('/api/account/email-confirmation/', { token });
    expect(confirmed.json()).toEqual({ outcome: 'email_changed', email: newEmail });
    expect(await profile(customer.token)).toMatchObject({
      email: newEmail,
      email_verified: true,
      pending_email: null,
    });
    expect((await signIn(newEmail, customer.password)).statusCode).toBe(200);
  });

  it('tells the old address of a change asked for, with a link that stops it, and of a change made', async () => {
    const customer = await t.customer();
    const newEmail = `mutat.${customer.email}`;
    const asked = await post(
      '/api/account/email/',
      { password: customer.password, email: newEmail },
      auth(customer.token),
    );
    expect(asked.statusCode, asked.body).toBe(202);

    const notice = await latestMail('email_change_notice', customer.email);
    expect(notice?.text).toContain(newEmail);
    const cancelToken = await linkToken('email_change_notice', customer.email, '/anulare-schimbare-email');
    const changeToken = await linkToken('email_change', newEmail, '/verificare');
    expect(await latestMail('email_changed', customer.email)).toBeUndefined();

    // The owner stops it: the change's link is dead, every device is out, the address stays.
    const other = (await signIn(customer.username, customer.password)).json<{ token: string }>().token;
    const cancelled = await post('/api/account/email-change/cancellation/', { token: cancelToken });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({ email: customer.email });
    for (const token of [customer.token, other]) {
      expect((await t.app.inject({ url: '/api/user/', headers: auth(token) })).statusCode).toBe(401);
    }
    const late = await post('/api/account/email-confirmation/', { token: changeToken });
    expect(late.json()).toMatchObject({ code: 'account.link_invalid' });
    const again = await post('/api/account/email-change/cancellation/', { token: cancelToken });
    expect(again.json()).toMatchObject({ code: 'account.link_invalid' });
    const fresh = (await signIn(customer.username, customer.password)).json<{ token: string }>().token;
    expect(await profile(fresh)).toMatchObject({ email: customer.email, pending_email: null });
    expect(await latestMail('email_changed', customer.email)).toBeUndefined();

    // Asked again and confirmed this time: the old address hears it is done, and its stop link is dead.
    await post('/api/account/email/', { password: customer.password, email: newEmail }, auth(fresh));
    const secondCancel = await linkToken('email_change_notice', customer.email, '/anulare-schimbare-email');
    expect(secondCancel).not.toBe(cancelToken);
    const confirmed = await post('/api/account/email-confirmation/', {
      token: await linkToken('email_change', newEmail, '/verificare'),
    });
    expect(confirmed.json()).toEqual({ outcome: 'email_changed', email: newEmail });
    const done = await latestMail('email_changed', customer.email);
    expect(done?.text).toContain(newEmail);
    const tooLate = await post('/api/account/email-change/cancellation/', { token: secondCancel });
    expect(tooLate.json()).toMatchObject({ code: 'account.link_invalid' });
    expect(await profile(fresh)).toMatchObject({ email: newEmail });
  });

  it('refuses a cancellation token that is malformed, unknown, or of another kind of link', async () => {
    const customer = await t.customer();
    expect((await post('/api/account/email-change/cancellation/', { token: 'x' })).statusCode).toBe(400);
    const unknown = await post('/api/account/email-change/cancellation/', { token: 'a'.repeat(64) });
    expect(unknown.json()).toMatchObject({ code: 'account.link_invalid' });
    const verify = await linkToken('email_verify', customer.email, '/verificare');
    const wrongKind = await post('/api/account/email-change/cancellation/', { token: verify });
    expect(wrongKind.json()).toMatchObject({ code: 'account.link_invalid' });
    expect((await t.app.inject({ url: '/api/user/', headers: auth(customer.token) })).statusCode).toBe(200);
  });

  it('signs out every device', async () => {
    const customer = await t.customer();
    const other = (await signIn(customer.username, customer.password)).json<{ token: string }>().token;
    const response = await t.app.inject({
      method: 'DELETE',
      url: '/api/account/sessions/',
      headers: auth(customer.token),
    });
    expect(response.statusCode).toBe(204);
    for (const token of [customer.token, other]) {
      expect(
        (await t.app.inject({ method: 'GET', url: '/api/user/', headers: auth(token) })).statusCode,
      ).toBe(401);
    }
  });

  it('updates the profile, refusing a bad phone number', async () => {
    const customer = await t.customer();
    const bad = await t.app.inject({
      method: 'PATCH',
      url: '/api/account/profile/',
      headers: auth(customer.token),
      payload: { first_name: 'Ana', last_name: 'Pop', phone: '12' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().phone).toEqual(['Introdu un număr de telefon valid.']);
    const good = await t.app.inject({
      method: 'PATCH',
      url: '/api/account/profile/',
      headers: auth(customer.token),
      payload: { first_name: ' Ana ', last_name: 'Pop', phone: '0722 123 456' },
    });
    expect(good.statusCode, good.body).toBe(200);
    expect(good.json()).toMatchObject({ first_name: 'Ana', last_name: 'Pop', phone: '0722 123 456' });
  });
});
