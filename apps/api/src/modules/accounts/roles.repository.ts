import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Permission, SeedRoleKey } from '@shop/shared/schemas/admin/roles';
import type { Executor } from '../../db/client';
import { roles, staffRoles } from '../../db/schema/accounts';

export type RoleRow = {
  id: number;
  name: string;
  permissions: Permission[];
  seedKey: SeedRoleKey | null;
  staffCount: number;
  createdAt: Date;
  updatedAt: Date;
};

/** Roles and who holds them (the accounts module owns both tables). */
export function createRolesRepository(db: Executor) {
  const roleColumns = {
    id: roles.id,
    name: roles.name,
    permissions: sql<Permission[]>`${roles.permissions}`,
    seedKey: sql<SeedRoleKey | null>`${roles.seedKey}`,
    // Spelled out: inside a subquery, Drizzle would leave the outer column unqualified.
    staffCount: sql<number>`(SELECT count(*)::int FROM staff_roles held WHERE held.role_id = "roles"."id")`,
    createdAt: roles.createdAt,
    updatedAt: roles.updatedAt,
  };

  return {
    list(): Promise<RoleRow[]> {
      return db.select(roleColumns).from(roles).orderBy(asc(roles.id));
    },

    async find(id: number, options: { lock?: boolean } = {}): Promise<RoleRow | undefined> {
      const query = db.select(roleColumns).from(roles).where(eq(roles.id, id));
      const [row] = await (options.lock ? query.for('update', { of: roles }) : query);
      return row;
    },

    /** The id of another role with that name, case ignored. */
    async nameTaken(name: string, exceptId?: number): Promise<boolean> {
      const rows = await db
        .select({ id: roles.id })
        .from(roles)
        .where(sql`lower(${roles.name}) = ${name.toLowerCase()}`)
        .limit(2);
      return rows.some((row) => row.id !== exceptId);
    },

    async insert(values: { name: string; permissions: Permission[] }): Promise<number> {
      const [row] = await db.insert(roles).values(values).returning({ id: roles.id });
      if (!row) throw new Error('insert returned no row');
      return row.id;
    },

    async update(id: number, values: { name: string; permissions: Permission[] }): Promise<void> {
      await db
        .update(roles)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(roles.id, id));
    },

    async delete(id: number): Promise<void> {
      await db.delete(roles).where(eq(roles.id, id));
    },

    /** Which of these ids exist. */
    async existing(ids: readonly number[]): Promise<number[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .select({ id: roles.id })
        .from(roles)
        .where(inArray(roles.id, [...ids]));
      return rows.map((row) => row.id);
    },

    /** The roles each of these accounts holds, in role order. */
    async heldBy(userIds: readonly number[]): Promise<Map<number, { id: number; name: string }[]>> {
      const held = new Map<number, { id: number; name: string }[]>();
      if (userIds.length === 0) return held;
      const rows = await db
        .select({ userId: staffRoles.userId, id: roles.id, name: roles.name })
        .from(staffRoles)
        .innerJoin(roles, eq(roles.id, staffRoles.roleId))
        .where(inArray(staffRoles.userId, [...userIds]))
        .orderBy(asc(roles.id));
      for (const row of rows) {
        const list = held.get(row.userId) ?? [];
        list.push({ id: row.id, name: row.name });
        held.set(row.userId, list);
      }
      return held;
    },

    /** Replaces the roles of an account as a whole. */
    async assign(userId: number, roleIds: readonly number[]): Promise<void> {
      await db.delete(staffRoles).where(eq(staffRoles.userId, userId));
      if (roleIds.length > 0) {
        await db.insert(staffRoles).values(roleIds.map((roleId) => ({ userId, roleId })));
      }
    },

    /** The union of the permissions of the roles an account holds. */
    async permissionsOf(userId: number): Promise<Permission[]> {
      const rows = await db.execute<{ permission: Permission }>(sql`
        SELECT DISTINCT unnest(r.permissions) AS permission
        FROM staff_roles held JOIN roles r ON r.id = held.role_id
        WHERE held.user_id = ${userId}`);
      return rows.rows.map((row) => row.permission);
    },
  };
}

export type RolesRepository = ReturnType<typeof createRolesRepository>;
