import type { AdminMe, Role } from '@shop/shared/schemas/admin/roles';
import type { StaffMember } from '@shop/shared/schemas/admin/staff';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

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
let counter = 0;

/** A staff account that is not a superuser, holding the seed roles named, with its id and token. */
async function staffMember(seedKeys: string[] = []): Promise<{ id: number; token: string; email: string }> {
  const staff = await t.staff();
  const [row] = await t.query<{ id: number }>(
    'UPDATE users SET is_superuser = false WHERE email = $1 RETURNING id',
    [staff.email],
  );
  await t.query(
    `INSERT INTO staff_roles (user_id, role_id) SELECT $1, id FROM roles WHERE seed_key = ANY($2)`,
    [row!.id, seedKeys],
  );
  return { id: row!.id, token: staff.token, email: staff.email };
}

const listRoles = async (token = superuser.token) =>
  t.app.inject({ method: 'GET', url: '/api/admin/roles/', headers: auth(token) });
const createRole = (payload: object, token = superuser.token) =>
  t.app.inject({ method: 'POST', url: '/api/admin/roles/', headers: auth(token), payload });
const assign = (id: number, roleIds: number[], token = superuser.token) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/admin/staff/${id}/roles/`,
    headers: auth(token),
    payload: { role_ids: roleIds },
  });
const me = async (token: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/admin/me/', headers: auth(token) })).json<AdminMe>();

async function seedRole(key: string): Promise<Role> {
  return (await listRoles()).json<{ results: Role[] }>().results.find((role) => role.seed_key === key)!;
}

async function auditOf(entityType: string, entityId: number) {
  return t.query<{ action: string; before: unknown; after: unknown; actor_email: string }>(
    'SELECT action, before, after, actor_email FROM audit_log WHERE entity_type = $1 AND entity_id = $2 ORDER BY id',
    [entityType, String(entityId)],
  );
}

describe('roles', () => {
  it('come with the four seed roles every shop has', async () => {
    const response = await listRoles();
    expect(response.statusCode).toBe(200);
    const roles = response.json<{ results: Role[] }>().results;
    const byKey = Object.fromEntries(roles.filter((r) => r.seed_key).map((r) => [r.seed_key, r]));
    expect(byKey.administrator).toMatchObject({ name: 'Administrator' });
    expect(byKey.administrator!.permissions).toHaveLength(11);
    expect(byKey.magazin).toMatchObject({ name: 'Magazin', permissions: ['orders', 'stock'] });
    expect(byKey.continut).toMatchObject({ name: 'Conținut', permissions: ['content'] });
    expect(byKey.marketing).toMatchObject({ name: 'Marketing', permissions: ['marketing'] });
  });

  it('are created, changed and deleted, each change audited', async () => {
    counter += 1;
    const created = await createRole({ name: `  Depozit ${counter} `, permissions: ['stock', 'catalogue'] });
    expect(created.statusCode).toBe(201);
    const role = created.json<Role>();
    // Permissions read in a fixed order whatever order they came in.
    expect(role).toMatchObject({
      name: `Depozit ${counter}`,
      permissions: ['catalogue', 'stock'],
      seed_key: null,
      staff_count: 0,
    });

    const changed = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/roles/${role.id}/`,
      headers: auth(superuser.token),
      payload: { name: `Depozit ${counter}`, permissions: ['stock'] },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json<Role>().permissions).toEqual(['stock']);

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/roles/${role.id}/`,
      headers: auth(superuser.token),
    });
    expect(deleted.statusCode).toBe(204);
    expect(await t.query('SELECT 1 FROM roles WHERE id = $1', [role.id])).toHaveLength(0);

    expect(await auditOf('role', role.id)).toEqual([
      {
        action: 'create',
        before: null,
        after: { name: `Depozit ${counter}`, permissions: ['catalogue', 'stock'] },
        actor_email: superuser.email,
      },
      {
        action: 'update',
        before: { permissions: ['catalogue', 'stock'] },
        after: { permissions: ['stock'] },
        actor_email: superuser.email,
      },
      {
        action: 'delete',
        before: { name: `Depozit ${counter}`, permissions: ['stock'] },
        after: null,
        actor_email: superuser.email,
      },
    ]);
  });

  it('refuse bad input on its field: no name, an unknown or repeated permission, a taken name', async () => {
    const empty = await createRole({ name: ' ', permissions: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toHaveProperty('name');
    const unknown = await createRole({ name: 'Contabil', permissions: ['orders', 'planets'] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toHaveProperty(['permissions.1']);
    const twice = await createRole({ name: 'Contabil', permissions: ['orders', 'orders'] });
    expect(twice.statusCode).toBe(400);
    const taken = await createRole({ name: 'magazin', permissions: [] });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'admin.duplicate', name: [expect.any(String)] });
    expect(await t.query("SELECT 1 FROM roles WHERE name = 'Contabil'")).toHaveLength(0);
  });

  it('keep a seed role and a role in use from being deleted', async () => {
    const magazin = await seedRole('magazin');
    const seedDelete = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/roles/${magazin.id}/`,
      headers: auth(superuser.token),
    });
    expect(seedDelete.statusCode).toBe(409);
    expect(seedDelete.json()).toMatchObject({ code: 'role.seed' });

    counter += 1;
    const role = (await createRole({ name: `Casier ${counter}`, permissions: ['orders'] })).json<Role>();
    const holder = await staffMember();
    expect((await assign(holder.id, [role.id])).statusCode).toBe(200);
    const inUse = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/roles/${role.id}/`,
      headers: auth(superuser.token),
    });
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json()).toMatchObject({ code: 'role.in_use', staff_count: 1 });
    const missing = await t.app.inject({
      method: 'DELETE',
      url: '/api/admin/roles/2000000000/',
      headers: auth(superuser.token),
    });
    expect(missing.statusCode).toBe(404);
  });

  it('are for the staff permission: other staff and customers are refused, changing nothing', async () => {
    const shop = await staffMember(['magazin']);
    const customer = await t.customer();
    const administrator = await staffMember(['administrator']);
    for (const token of [shop.token, customer.token]) {
      expect((await listRoles(token)).statusCode).toBe(403);
      expect((await createRole({ name: 'Intrus', permissions: ['staff'] }, token)).statusCode).toBe(403);
      expect((await assign(shop.id, [(await seedRole('administrator')).id], token)).statusCode).toBe(403);
    }
    expect(await t.query("SELECT 1 FROM roles WHERE name = 'Intrus'")).toHaveLength(0);
    expect((await me(shop.token)).permissions).toEqual(['orders', 'stock']);
    // An Administrator holds the staff permission, without being a superuser.
    expect((await listRoles(administrator.token)).statusCode).toBe(200);
  });
});

describe('staff roles', () => {
  it('are assigned as a whole, add up, apply at the next request and are audited', async () => {
    const person = await staffMember();
    expect(await me(person.token)).toMatchObject({ is_superuser: false, roles: [], permissions: [] });
    const orders = await t.app.inject({
      method: 'GET',
      url: '/api/admin/orders/',
      headers: auth(person.token),
    });
    expect(orders.statusCode).toBe(403);

    const magazin = await seedRole('magazin');
    const marketing = await seedRole('marketing');
    const assigned = await assign(person.id, [marketing.id, magazin.id]);
    expect(assigned.statusCode).toBe(200);
    expect(assigned.json<StaffMember>().roles.map((role) => role.name)).toEqual(['Magazin', 'Marketing']);
    expect((await me(person.token)).permissions).toEqual(['orders', 'stock', 'marketing']);
    const now = await t.app.inject({ method: 'GET', url: '/api/admin/orders/', headers: auth(person.token) });
    expect(now.statusCode).toBe(200);
    const refund = await t.app.inject({
      method: 'POST',
      url: '/api/admin/orders/1/refunds/',
      headers: auth(person.token),
      payload: {},
    });
    expect(refund.statusCode).toBe(403);

    const list = (
      await t.app.inject({ method: 'GET', url: '/api/admin/staff/', headers: auth(superuser.token) })
    )
      .json<{ results: StaffMember[] }>()
      .results.find((member) => member.id === person.id);
    expect(list?.roles.map((role) => role.name)).toEqual(['Magazin', 'Marketing']);

    expect((await assign(person.id, [])).statusCode).toBe(200);
    expect((await me(person.token)).permissions).toEqual([]);
    expect(
      (await auditOf('staff', person.id)).map(({ action, before, after }) => ({ action, before, after })),
    ).toEqual([
      { action: 'roles', before: { roles: [] }, after: { roles: ['Magazin', 'Marketing'] } },
      { action: 'roles', before: { roles: ['Magazin', 'Marketing'] }, after: { roles: [] } },
    ]);
  });

  it('refuse an unknown role, a customer account and a repeated role', async () => {
    const person = await staffMember();
    const unknown = await assign(person.id, [2000000000]);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ code: 'role.unknown', role_ids: [expect.any(String)] });
    const magazin = await seedRole('magazin');
    expect((await assign(person.id, [magazin.id, magazin.id])).statusCode).toBe(400);
    const customer = await t.customer();
    expect((await assign(customer.id, [magazin.id])).statusCode).toBe(404);
    expect(
      await t.query('SELECT 1 FROM staff_roles WHERE user_id = ANY($1)', [[person.id, customer.id]]),
    ).toHaveLength(0);
  });

  it("leave a superuser's account to superusers, and give a superuser every permission", async () => {
    const administrator = await staffMember(['administrator']);
    const other = await t.staff();
    const [row] = await t.query<{ id: number }>('SELECT id FROM users WHERE email = $1', [other.email]);
    const changeRoles = await assign(row!.id, [], administrator.token);
    expect(changeRoles.statusCode).toBe(403);
    const demote = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/staff/${row!.id}/`,
      headers: auth(administrator.token),
      payload: { is_staff: false },
    });
    expect(demote.statusCode).toBe(403);
    expect((await me(other.token)).permissions).toHaveLength(11);

    // Demoting a staff account takes its roles too: a later promotion starts from none.
    const person = await staffMember(['magazin']);
    const removed = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/staff/${person.id}/`,
      headers: auth(administrator.token),
      payload: { is_staff: false },
    });
    expect(removed.statusCode).toBe(200);
    expect(await t.query('SELECT 1 FROM staff_roles WHERE user_id = $1', [person.id])).toHaveLength(0);
  });
});
