import { type AdminMe, PERMISSIONS, type Permission } from '@shop/shared/schemas/admin/roles';

/**
 * A fetch that answers `GET /api/admin/me/` as the API would for someone holding `permissions`
 * (every one by default: a superuser) and hands every other call to `next`.
 */
export function withAdminMe(
  next: typeof fetch,
  permissions: readonly Permission[] = PERMISSIONS,
): typeof fetch {
  return async (input, init) => {
    const address = input instanceof Request ? input.url : String(input);
    if (new URL(address, 'http://localhost').pathname === '/api/admin/me/') {
      const me: AdminMe = {
        id: 1,
        email: 'ana@magazin.ro',
        is_superuser: permissions.length === PERMISSIONS.length,
        roles: [],
        permissions: [...permissions],
      };
      return new Response(JSON.stringify(me), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }
    return next(input, init);
  };
}
