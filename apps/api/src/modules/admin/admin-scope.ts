import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Actor } from '../audit/audit.service';

/**
 * The `/api/admin/…` scope. Every route registered inside answers only to staff, whatever its own
 * options say (a route may narrow itself to `superuser`, never widen itself to the public), and is
 * documented as needing a token, under the `admin` tag. The access rule itself is enforced by the
 * auth plugin on every request.
 */
export function adminScope(register: (admin: FastifyInstance) => Promise<void>): FastifyPluginAsync {
  return async (admin) => {
    admin.addHook('onRoute', (route) => {
      const access = route.config?.access === 'superuser' ? 'superuser' : 'staff';
      route.config = { ...route.config, access };
      const schema = (route.schema ?? {}) as { tags?: string[]; security?: unknown };
      route.schema = { ...schema, tags: schema.tags ?? ['admin'], security: [{ token: [] }] };
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
