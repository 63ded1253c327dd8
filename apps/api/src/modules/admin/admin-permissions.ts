import type { Permission } from '@shop/shared/schemas/admin/roles';

/**
 * The one map of which permission each admin route needs (docs/decisions/055), by path under
 * /api/admin: a rule covers its path and every path below it, and the longest matching rule wins
 * (so the refund routes inside orders need `refunds`, not `orders`). A path parameter matches
 * any `:name`. Several permissions mean any one of them; none means any staff member.
 *
 * A route under /api/admin that no rule covers stops the server at boot (adminScope), so a new
 * route cannot be forgotten; a new route under a covered path inherits its area.
 */
export const ADMIN_ROUTE_PERMISSIONS: readonly { path: string; permissions: readonly Permission[] }[] = [
  // The signed-in staff member's own rights: the admin shell reads them to draw its menu.
  { path: 'me', permissions: [] },
  { path: 'dashboard', permissions: ['reports'] },
  { path: 'reports', permissions: ['reports'] },

  { path: 'products', permissions: ['catalogue'] },
  { path: 'categories', permissions: ['catalogue'] },
  { path: 'tags', permissions: ['catalogue'] },
  // Images go into products and into blog posts alike.
  { path: 'media', permissions: ['catalogue', 'content'] },

  { path: 'orders', permissions: ['orders'] },
  { path: 'orders/:id/refunds', permissions: ['refunds'] },
  { path: 'awb', permissions: ['orders'] },
  { path: 'invoices', permissions: ['orders'] },
  { path: 'returns', permissions: ['orders'] },
  { path: 'returns/:id/refund', permissions: ['refunds'] },

  { path: 'stock', permissions: ['stock'] },

  { path: 'customers', permissions: ['customers'] },
  { path: 'contact', permissions: ['customers'] },

  { path: 'blog', permissions: ['content'] },
  { path: 'reviews', permissions: ['content'] },

  { path: 'coupons', permissions: ['marketing'] },
  { path: 'discounts', permissions: ['marketing'] },
  { path: 'newsletter', permissions: ['marketing'] },
  { path: 'notifications', permissions: ['marketing'] },

  { path: 'settings', permissions: ['settings'] },
  { path: 'integrations', permissions: ['settings'] },
  { path: 'invoice-series', permissions: ['settings'] },
  { path: 'efactura', permissions: ['settings'] },

  { path: 'staff', permissions: ['staff'] },
  { path: 'roles', permissions: ['staff'] },

  { path: 'audit', permissions: ['audit'] },
];

const ADMIN_PREFIX = ['api', 'admin'];

const segmentsOf = (path: string) => path.split('/').filter((segment) => segment !== '');
const isParameter = (segment: string) => segment.startsWith(':') || /^\{.+\}$/.test(segment);

/** Whether `rule` is `route` or a path above it, parameters matching parameters. */
function covers(rule: string[], route: string[]): boolean {
  return (
    rule.length <= route.length &&
    rule.every((segment, index) => {
      const other = route[index]!;
      return isParameter(segment) ? isParameter(other) : segment === other;
    })
  );
}

/**
 * The permissions a route needs, from its full URL (`/api/admin/orders/:id/refunds/`, or the
 * OpenAPI form with `{id}`); undefined when no rule covers it or it is not an admin route.
 */
export function permissionsForRoute(url: string): readonly Permission[] | undefined {
  const segments = segmentsOf(url.split('?')[0]!);
  if (!covers(ADMIN_PREFIX, segments)) return undefined;
  const below = segments.slice(ADMIN_PREFIX.length);
  let best: { length: number; permissions: readonly Permission[] } | undefined;
  for (const rule of ADMIN_ROUTE_PERMISSIONS) {
    const ruleSegments = segmentsOf(rule.path);
    if (covers(ruleSegments, below) && (!best || ruleSegments.length > best.length)) {
      best = { length: ruleSegments.length, permissions: rule.permissions };
    }
  }
  return best?.permissions;
}
