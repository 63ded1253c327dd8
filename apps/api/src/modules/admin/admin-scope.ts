import type { FastifyInstance, FastifyPluginAsync } from 'fastify';

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
