import {
  type AdminMe,
  PERMISSIONS,
  type Permission,
  type Role,
  type RoleInput,
  roleInputSchema,
} from '@shop/shared/schemas/admin/roles';
import type { Database } from '../../db/client';
import { AppError, badRequest, forbidden, notFound } from '../../lib/errors';
import type { Actor, AuditService } from '../audit/audit.service';
import { createRolesRepository, type RoleRow } from './roles.repository';
import { createStaffRepository } from './staff.repository';
import { toStaffMember } from './staff.service';

function toRole(row: RoleRow): Role {
  return {
    id: row.id,
    name: row.name,
    permissions: sortPermissions(row.permissions),
    seed_key: row.seedKey,
    staff_count: row.staffCount,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** In the order of PERMISSIONS, so that the same set always reads (and audits) the same. */
function sortPermissions(list: readonly Permission[]): Permission[] {
  return PERMISSIONS.filter((permission) => list.includes(permission));
}

/** What the audit log keeps of a role. */
const auditView = (row: { name: string; permissions: readonly Permission[] }) => ({
  name: row.name,
  permissions: sortPermissions(row.permissions),
});

const nameTaken = () => {
  const message = 'Există deja un rol cu acest nume.';
  return new AppError(409, 'admin.duplicate', message, { name: [message] });
};

/**
 * Roles and their assignment to staff (docs/decisions/055). Whoever reaches these holds the
 * `staff` permission (the central route map says so); a superuser needs no role at all.
 */
export function createRolesService(deps: { db: Database; audit: Pick<AuditService, 'record'> }) {
  const { db, audit } = deps;

  return {
    async list(): Promise<Role[]> {
      return (await createRolesRepository(db).list()).map(toRole);
    },

    async create(actor: Actor, input: RoleInput): Promise<Role> {
      const body = roleInputSchema.parse(input);
      return db.transaction(async (tx) => {
        const repository = createRolesRepository(tx);
        if (await repository.nameTaken(body.name)) throw nameTaken();
        const id = await repository.insert({
          name: body.name,
          permissions: sortPermissions(body.permissions),
        });
        const row = (await repository.find(id))!;
        await audit.record(tx, actor, {
          entityType: 'role',
          entityId: id,
          action: 'create',
          after: auditView(row),
        });
        return toRole(row);
      });
    },

    async update(actor: Actor, id: number, input: RoleInput): Promise<Role> {
      const body = roleInputSchema.parse(input);
      return db.transaction(async (tx) => {
        const repository = createRolesRepository(tx);
        const before = await repository.find(id, { lock: true });
        if (!before) throw notFound('not_found', 'Rolul nu există.');
        if (await repository.nameTaken(body.name, id)) throw nameTaken();
        await repository.update(id, { name: body.name, permissions: sortPermissions(body.permissions) });
        const after = (await repository.find(id))!;
        await audit.record(tx, actor, {
          entityType: 'role',
          entityId: id,
          action: 'update',
          before: auditView(before),
          after: auditView(after),
        });
        return toRole(after);
      });
    },

    /** A seed role stays; a role someone holds stays until nobody does. */
    async delete(actor: Actor, id: number): Promise<void> {
      await db.transaction(async (tx) => {
        const repository = createRolesRepository(tx);
        const row = await repository.find(id, { lock: true });
        if (!row) throw notFound('not_found', 'Rolul nu există.');
        if (row.seedKey) {
          throw new AppError(409, 'role.seed', 'Rolurile de bază ale magazinului nu pot fi șterse.');
        }
        if (row.staffCount > 0) {
          throw new AppError(409, 'role.in_use', 'Rolul este atribuit personalului: retrageți-l mai întâi.', {
            staff_count: row.staffCount,
          });
        }
        await repository.delete(id);
        await audit.record(tx, actor, {
          entityType: 'role',
          entityId: id,
          action: 'delete',
          before: auditView(row),
        });
      });
    },

    /**
     * Replaces a staff account's roles. A superuser's own roles change nothing of their rights, but
     * only a superuser may touch another superuser's account at all.
     */
    async assign(actor: Actor & { isSuperuser: boolean }, userId: number, roleIds: readonly number[]) {
      return db.transaction(async (tx) => {
        const staff = createStaffRepository(tx);
        const repository = createRolesRepository(tx);
        const member = await staff.find(userId, { lock: true });
        if (!member || (!member.isStaff && !member.isSuperuser)) {
          throw notFound('not_found', 'Membrul personalului nu există.');
        }
        if (member.isSuperuser && !actor.isSuperuser) {
          throw forbidden('Doar un superutilizator poate schimba contul altui superutilizator.');
        }
        const known = new Set(await repository.existing(roleIds));
        const unknown = roleIds.filter((id) => !known.has(id));
        if (unknown.length > 0) {
          throw badRequest('role.unknown', 'Un rol ales nu există.', {
            role_ids: ['Un rol ales nu există.'],
          });
        }
        const before = (await repository.heldBy([userId])).get(userId) ?? [];
        await repository.assign(userId, roleIds);
        const after = (await repository.heldBy([userId])).get(userId) ?? [];
        await audit.record(tx, actor, {
          entityType: 'staff',
          entityId: userId,
          action: 'roles',
          before: { roles: before.map((role) => role.name) },
          after: { roles: after.map((role) => role.name) },
        });
        return toStaffMember({ ...member, roles: after });
      });
    },

    /** The permissions of a signed-in staff member: every one for a superuser. */
    async permissionsOf(user: { id: number; isSuperuser: boolean }): Promise<Permission[]> {
      if (user.isSuperuser) return [...PERMISSIONS];
      return sortPermissions(await createRolesRepository(db).permissionsOf(user.id));
    },

    async me(user: { id: number; email: string; isSuperuser: boolean }): Promise<AdminMe> {
      const held = (await createRolesRepository(db).heldBy([user.id])).get(user.id) ?? [];
      return {
        id: user.id,
        email: user.email,
        is_superuser: user.isSuperuser,
        roles: held,
        permissions: await this.permissionsOf(user),
      };
    },
  };
}

export type RolesService = ReturnType<typeof createRolesService>;
