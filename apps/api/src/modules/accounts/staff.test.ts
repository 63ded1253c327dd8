import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from '../../test/test-app';

let t: TestApp;
let superuser: { token: string; email: string };

beforeAll(async () => {
  t = await createTestApp();
  superuser = await t.staff();
});
afterAll(async () => {
  await t?.close();
});

const auth = (token: string) => ({ authorization: `Token ${token}` });

async function plainStaff(): Promise<{ id: number; token: string; email: string }> {
  const email = `echipa${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.ro`;
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/admin/staff/',
    headers: auth(superuser.token),
    payload: { email, first_name: 'Ioana', last_name: 'Pop', mode: 'create', password: 'parola-lunga-de-12' },
  });
  expect(created.statusCode).toBe(201);
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/login/',
    payload: { username: email, password: 'parola-lunga-de-12' },
  });
  expect(login.statusCode).toBe(200);
  return { id: created.json<{ id: number }>().id, token: login.json<{ token: string }>().token, email };
}

async function invite(email: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/admin/staff/',
    headers: auth(superuser.token),
    payload: { email, mode: 'invite', first_name: 'Dan' },
  });
  expect(response.statusCode).toBe(201);
  const [mail] = await t.query<{ to_address: string; text: string; html: string }>(
    "SELECT to_address, text, html FROM mail_outbox WHERE kind = 'staff_invite' AND to_address = $1",
    [email],
  );
  const token = /\/admin\/invitatie\?token=([0-9a-f]{64})/.exec(mail!.text)?.[1];
  return { member: response.json<{ id: number; invitation_pending: boolean }>(), mail: mail!, token: token! };
}

describe('staff accounts', () => {
  it('need the staff permission: staff without a role and a customer are refused every call', async () => {
    const member = await plainStaff();
    const customer = await t.customer();
    for (const token of [member.token, customer.token]) {
      const list = await t.app.inject({ method: 'GET', url: '/api/admin/staff/', headers: auth(token) });
      expect(list.statusCode).toBe(403);
      const create = await t.app.inject({
        method: 'POST',
        url: '/api/admin/staff/',
        headers: auth(token),
        payload: { email: 'x@example.ro', mode: 'create', password: 'parola-lunga-de-12' },
      });
      expect(create.statusCode).toBe(403);
      const demote = await t.app.inject({
        method: 'PATCH',
        url: `/api/admin/staff/${member.id}/`,
        headers: auth(token),
        payload: { is_staff: false },
      });
      expect(demote.statusCode).toBe(403);
    }
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/admin/staff/',
      headers: auth(superuser.token),
    });
    expect(list.statusCode).toBe(200);
    const emails = list.json<{ results: { email: string; last_login_at: string | null }[] }>().results;
    expect(emails.find((row) => row.email === member.email)?.last_login_at).not.toBeNull();
  });

  it('refuses a short password and an existing email, each on its field', async () => {
    const short = await t.app.inject({
      method: 'POST',
      url: '/api/admin/staff/',
      headers: auth(superuser.token),
      payload: { email: 'nou@example.ro', mode: 'create', password: 'scurta' },
    });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toHaveProperty('password');
    const taken = await t.app.inject({
      method: 'POST',
      url: '/api/admin/staff/',
      headers: auth(superuser.token),
      payload: { email: superuser.email, mode: 'invite' },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'admin.duplicate', email: expect.any(Array) });
  });

  it('invites by mail with a PUBLIC_URL link that sets the password once', async () => {
    const email = 'invitat@example.ro';
    const { member, mail, token } = await invite(email);
    expect(member.invitation_pending).toBe(true);
    expect(mail.text).toContain(`${TEST_PUBLIC_URL}/admin/invitatie?token=${token}`);
    const [stored] = await t.query<{ token_hash: string }>(
      "SELECT token_hash FROM account_tokens WHERE purpose = 'staff_invite' AND user_id = $1",
      [member.id],
    );
    expect(stored!.token_hash).not.toBe(token);

    const noPassword = await t.app.inject({
      method: 'POST',
      url: '/api/login/',
      payload: { username: email, password: '!invited' },
    });
    expect(noPassword.statusCode).toBe(400);

    const accept = await t.app.inject({
      method: 'POST',
      url: '/api/staff-invitations/accept/',
      payload: { token, password: 'parola-noua-lunga' },
    });
    expect(accept.statusCode).toBe(204);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login/',
      payload: { username: email, password: 'parola-noua-lunga' },
    });
    expect(login.statusCode).toBe(200);

    const again = await t.app.inject({
      method: 'POST',
      url: '/api/staff-invitations/accept/',
      payload: { token, password: 'alta-parola-lunga' },
    });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 'staff.invitation_invalid' });

    const audit = await t.query<{ action: string; after: Record<string, unknown> }>(
      "SELECT action, after FROM audit_log WHERE entity_type = 'staff' AND entity_id = $1",
      [String(member.id)],
    );
    expect(audit.map((row) => row.action)).toEqual(['invite']);
    expect(JSON.stringify(audit)).not.toMatch(/token|password|parola/i);
  });

  it('refuses an expired invitation with its own message', async () => {
    const { member, token } = await invite('expirat@example.ro');
    await t.query("UPDATE account_tokens SET expires_at = now() - interval '1 minute' WHERE user_id = $1", [
      member.id,
    ]);
    const accept = await t.app.inject({
      method: 'POST',
      url: '/api/staff-invitations/accept/',
      payload: { token, password: 'parola-noua-lunga' },
    });
    expect(accept.statusCode).toBe(400);
    expect(accept.json()).toMatchObject({ code: 'staff.invitation_expired' });
  });

  it("removes staff rights and signs the account out, but never the caller's own", async () => {
    const member = await plainStaff();
    const demote = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/staff/${member.id}/`,
      headers: auth(superuser.token),
      payload: { is_staff: false },
    });
    expect(demote.statusCode).toBe(200);
    expect(demote.json()).toMatchObject({ is_staff: false, is_superuser: false });
    const after = await t.app.inject({
      method: 'GET',
      url: '/api/admin/audit/',
      headers: auth(member.token),
    });
    expect(after.statusCode).toBe(401);
    const [entry] = await t.query<{ before: unknown; after: unknown }>(
      "SELECT before, after FROM audit_log WHERE entity_type = 'staff' AND entity_id = $1 AND action = 'update'",
      [String(member.id)],
    );
    expect(entry).toEqual({ before: { is_staff: true }, after: { is_staff: false } });

    const [me] = await t.query<{ id: number }>('SELECT id FROM users WHERE email = $1', [superuser.email]);
    const self = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/staff/${me!.id}/`,
      headers: auth(superuser.token),
      payload: { is_staff: false },
    });
    expect(self.statusCode).toBe(409);
    expect(self.json()).toMatchObject({ code: 'admin.not_allowed' });
  });

  it('keeps the last superuser when the only two demote each other at once', async () => {
    const first = await t.staff();
    const second = await t.staff();
    const ids = await t.query<{ id: number; email: string }>(
      'SELECT id, email FROM users WHERE email = ANY($1)',
      [[first.email, second.email]],
    );
    const idOf = (email: string) => ids.find((row) => row.email === email)!.id;
    await t.query('UPDATE users SET is_superuser = false WHERE is_superuser AND NOT (id = ANY($1))', [
      ids.map((row) => row.id),
    ]);
    const outcomes = await Promise.all([
      t.app.inject({
        method: 'PATCH',
        url: `/api/admin/staff/${idOf(second.email)}/`,
        headers: auth(first.token),
        payload: { is_staff: false },
      }),
      t.app.inject({
        method: 'PATCH',
        url: `/api/admin/staff/${idOf(first.email)}/`,
        headers: auth(second.token),
        payload: { is_staff: false },
      }),
    ]);
    expect(outcomes.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    const [left] = await t.query<{ n: number }>('SELECT count(*)::int AS n FROM users WHERE is_superuser');
    expect(left!.n).toBe(1);
    // The other tests' superuser signs in again as one.
    await t.query('UPDATE users SET is_superuser = true, is_staff = true WHERE email = $1', [
      superuser.email,
    ]);
  });

  it('promotes an existing customer, keeping their password', async () => {
    const customer = await t.customer();
    const promoted = await t.app.inject({
      method: 'POST',
      url: '/api/admin/staff/',
      headers: auth(superuser.token),
      payload: { email: customer.email, mode: 'promote' },
    });
    expect(promoted.statusCode).toBe(201);
    expect(promoted.json()).toMatchObject({ is_staff: true, is_superuser: false });
    // Staff now, with no area open until a role is given (docs/decisions/055).
    const admin = await t.app.inject({
      method: 'GET',
      url: '/api/admin/me/',
      headers: auth(customer.token),
    });
    expect(admin.statusCode).toBe(200);
    expect(admin.json()).toMatchObject({ is_superuser: false, permissions: [] });
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/admin/staff/',
      headers: auth(superuser.token),
      payload: { email: 'nimeni@example.ro', mode: 'promote' },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toHaveProperty('email');
  });
});
