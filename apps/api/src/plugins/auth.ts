import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { allows, type Permission } from '@shop/shared/schemas/admin/roles';
import { forbidden, unauthorized } from '../lib/errors';
import type { AccountsService, AuthenticatedUser } from '../modules/accounts/accounts.service';

/**
 * Who may call a route: anyone, a signed-in customer (any signed-in user), staff (is_staff or
 * is_superuser), or superusers only. A staff route may also need one of `permissions` (every
 * /api/admin route does, from the central map: docs/decisions/055).
 */
export type Access = 'public' | 'customer' | 'staff' | 'superuser';

export function isStaffUser(user: Pick<AuthenticatedUser, 'isStaff' | 'isSuperuser'>): boolean {
  return user.isStaff || user.isSuperuser;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /** Any one of these (none: any staff), held through a role; a superuser holds them all. */
    permissions?: readonly Permission[];
    /** The route reads `Authorization` itself (the metrics' Bearer token): no user is resolved. */
    ownAuthorization?: boolean;
  }
  interface FastifyRequest {
    /** The signed-in user, resolved from `Authorization: Token …`; null for guests. */
    user: AuthenticatedUser | null;
    /** The raw token of this request, for logout. */
    authToken: string | null;
  }
}

const TOKEN_HEADER = /^Token\s+([A-Za-z0-9_-]{16,200})$/;

export function tokenOf(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  return TOKEN_HEADER.exec(header.trim())?.[1] ?? null;
}

/**
 * Resolves the user on every request that sends a token and enforces each route's `access`
 * on the server. A token that matches nobody is treated as a wrong credential (401), not a guest.
 */
export const authPlugin = fp(
  async (
    app: FastifyInstance,
    options: {
      accounts: AccountsService;
      /** The permissions a staff member holds now (read per request: a role change applies at once). */
      roles: { permissionsOf: (user: AuthenticatedUser) => Promise<Permission[]> };
    },
  ) => {
    app.decorateRequest('user', null);
    app.decorateRequest('authToken', null);

    app.addHook('onRequest', async (request) => {
      if (request.routeOptions.config.ownAuthorization) return;
      const access = request.routeOptions.config.access ?? 'public';
      const header = request.headers.authorization;
      if (header) {
        const token = tokenOf(request);
        const user = token ? await options.accounts.userForToken(token) : undefined;
        if (!user) throw unauthorized('Token invalid sau expirat.');
        request.user = user;
        request.authToken = token;
      }
      if (access === 'public') return;
      if (!request.user) throw unauthorized();
      if (access === 'staff' && !isStaffUser(request.user)) throw forbidden();
      if (access === 'superuser' && !request.user.isSuperuser) throw forbidden();
      const needed = request.routeOptions.config.permissions;
      if (needed && needed.length > 0 && !request.user.isSuperuser) {
        if (!allows(await options.roles.permissionsOf(request.user), needed)) throw forbidden();
      }
    });
  },
);
