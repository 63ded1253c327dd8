import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Actor } from '../audit/audit.service';
import { permissionsForRoute } from './admin-permissions';

/**
 * The `/api/admin/…` scope. Every route registered inside answers only to staff holding the
 * permission the central map gives it (admin-permissions.ts, docs/decisions/055), whatever its own
 * options say; it is documented as needing a token, under the `admin` tag, with that permission
 * as `x-permissions`. A route the map does not cover stops the boot. The rule itself is enforced
 * by the auth plugin on every request.
 */
export function adminScope(register: (admin: FastifyInstance) => Promise<void>): FastifyPluginAsync {
  return async (admin) => {
    admin.addHook('onRoute', (route) => {
      const permissions = permissionsForRoute(route.url);
      if (!permissions) {
        throw new Error(
          `${String(route.method)} ${route.url} has no permission: add its path to ADMIN_ROUTE_PERMISSIONS (modules/admin/admin-permissions.ts)`,
        );
      }
      route.config = { ...route.config, access: 'staff', permissions };
      const schema = (route.schema ?? {}) as { tags?: string[]; security?: unknown };
      // An OpenAPI extension: @fastify/swagger copies `x-…` keys of a route's schema to its operation.
      route.schema = {
        ...schema,
        tags: schema.tags ?? ['admin'],
        security: [{ token: [] }],
        'x-permissions': permissions,
      } as typeof route.schema;
    });
    await register(admin);
  };
}

/** The staff member making an admin request, for the audit log. */
export function actorOf(request: FastifyRequest): Actor {
  const user = request.user;
  if (!user) throw new Error('actorOf() called outside the admin scope');
  return { id: user.id, email: user.email };
}
