import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { ADMIN_ROUTE_PERMISSIONS, permissionsForRoute } from './admin-permissions';
import { adminScope } from './admin-scope';

describe('the admin route permission map', () => {
  it('gives a path the permission of its longest rule, parameters matching by position', () => {
    expect(permissionsForRoute('/api/admin/orders/')).toEqual(['orders']);
    expect(permissionsForRoute('/api/admin/orders/:id/')).toEqual(['orders']);
    expect(permissionsForRoute('/api/admin/orders/:id/refunds/')).toEqual(['refunds']);
    expect(permissionsForRoute('/api/admin/orders/:orderId/refunds/:refundId/transfer/')).toEqual([
      'refunds',
    ]);
    expect(permissionsForRoute('/api/admin/orders/{id}/refunds/')).toEqual(['refunds']);
    expect(permissionsForRoute('/api/admin/returns/:id/receipt/')).toEqual(['orders']);
    expect(permissionsForRoute('/api/admin/returns/:id/refund/')).toEqual(['refunds']);
    expect(permissionsForRoute('/api/admin/stock/export.csv')).toEqual(['stock']);
    expect(permissionsForRoute('/api/admin/integrations/netopia')).toEqual(['settings']);
    expect(permissionsForRoute('/api/admin/media/')).toEqual(['catalogue', 'content']);
    expect(permissionsForRoute('/api/admin/me/')).toEqual([]);
  });

  it('covers nothing outside /api/admin or not in the map', () => {
    expect(permissionsForRoute('/api/orders/')).toBeUndefined();
    expect(permissionsForRoute('/api/admin/')).toBeUndefined();
    expect(permissionsForRoute('/api/admin/planets/')).toBeUndefined();
    // A literal segment never matches a parameter, nor the reverse.
    expect(permissionsForRoute('/api/admin/:area/')).toBeUndefined();
    expect(permissionsForRoute('/api/admin/ordersx/')).toBeUndefined();
  });

  it('names each path once', () => {
    const paths = ADMIN_ROUTE_PERMISSIONS.map((rule) => rule.path);
    expect(new Set(paths).size).toBe(paths.length);
  });
});

describe('the admin scope', () => {
  const build = async (register: Parameters<typeof adminScope>[0]) => {
    const app = Fastify();
    await app.register(async (api) => api.register(adminScope(register), { prefix: '/admin' }), {
      prefix: '/api',
    });
    return app;
  };

  it('gives each route its permission and marks it for staff', async () => {
    const seen: unknown[] = [];
    const app = await build(async (admin) => {
      admin.get('/orders/:id/refunds/', { config: { access: 'public' } }, async (request) => {
        seen.push(request.routeOptions.config.access, request.routeOptions.config.permissions);
        return {};
      });
    });
    await app.ready();
    const response = await app.inject({ method: 'GET', url: '/api/admin/orders/5/refunds/' });
    expect(response.statusCode).toBe(200);
    // A route cannot widen itself to the public.
    expect(seen).toEqual(['staff', ['refunds']]);
    await app.close();
  });

  it('stops the boot on a route the map does not cover', async () => {
    const app = Fastify();
    const registering = app.register(
      async (api) =>
        api.register(
          adminScope(async (admin) => {
            admin.get('/planets/', async () => ({}));
          }),
          { prefix: '/admin' },
        ),
      { prefix: '/api' },
    );
    await expect(registering.ready()).rejects.toThrow(/GET \/api\/admin\/planets\/ has no permission/);
    await app.close().catch(() => undefined);
  });
});
