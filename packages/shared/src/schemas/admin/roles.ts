import { z } from 'zod';
import { idSchema, positiveIntParam, textSchema } from '../common';

/**
 * The areas of the admin a role can open (docs/decisions/055). Refunds are apart from orders so
 * that a person can ship without paying money back; reports apart from orders because they show
 * the shop's revenue.
 */
export const PERMISSIONS = [
  'catalogue',
  'orders',
  'refunds',
  'customers',
  'stock',
  'content',
  'marketing',
  'settings',
  'staff',
  'audit',
  'reports',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

export const permissionSchema = z.enum(PERMISSIONS, { error: 'Permisiune necunoscută.' });

/** The roles every shop starts with (migration), by their fixed key. */
export const SEED_ROLE_KEYS = ['administrator', 'magazin', 'continut', 'marketing'] as const;
export type SeedRoleKey = (typeof SEED_ROLE_KEYS)[number];

export const roleSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  permissions: z.array(permissionSchema),
  /** A role every shop has: it can be changed, never deleted. */
  seed_key: z.enum(SEED_ROLE_KEYS).nullable(),
  /** Staff accounts holding it; a role in use cannot be deleted. */
  staff_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Role = z.infer<typeof roleSchema>;

export const roleListSchema = z.object({ results: z.array(roleSchema) });
export type RoleList = z.infer<typeof roleListSchema>;

export const roleInputSchema = z.object({
  name: textSchema({ error: 'Numele este obligatoriu.' })
    .trim()
    .min(1, 'Numele este obligatoriu.')
    .max(80, 'Numele are cel mult 80 de caractere.'),
  permissions: z
    .array(permissionSchema, { error: 'Alegeți permisiunile.' })
    .max(PERMISSIONS.length)
    .refine((list) => new Set(list).size === list.length, 'O permisiune apare de două ori.'),
});
export type RoleInput = z.input<typeof roleInputSchema>;

export const roleIdParamsSchema = z.object({ id: positiveIntParam });

/** The roles of one staff account, replaced as a whole; with none, the account opens no area. */
export const staffRolesInputSchema = z.object({
  role_ids: z
    .array(idSchema('Rol invalid.'), { error: 'Alegeți rolurile.' })
    .max(50)
    .refine((list) => new Set(list).size === list.length, 'Un rol apare de două ori.'),
});
export type StaffRolesInput = z.input<typeof staffRolesInputSchema>;

/** What the admin shell knows of the signed-in staff member: what they may open. */
export const adminMeSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  is_superuser: z.boolean(),
  roles: z.array(z.object({ id: z.number().int(), name: z.string() })),
  /** Every permission for a superuser; the union of the roles' otherwise. */
  permissions: z.array(permissionSchema),
});
export type AdminMe = z.infer<typeof adminMeSchema>;

/** Whether someone holding `held` may use something that needs any one of `needed` (none: any staff). */
export function allows(held: readonly Permission[], needed: readonly Permission[]): boolean {
  return needed.length === 0 || needed.some((permission) => held.includes(permission));
}
