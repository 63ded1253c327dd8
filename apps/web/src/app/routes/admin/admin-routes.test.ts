import { describe, expect, it } from 'vitest';
import { ADMIN_NAV } from '@/features/admin/shell/admin-nav';
import { adminRoutes } from './admin-routes';
import type { AdminScreenHandle } from './admin-routes';

describe('admin screens and permissions', () => {
  const screens = adminRoutes().find((route) => route.path === 'admin')!.children!;

  it('give every screen the permissions that open it', () => {
    for (const screen of screens.filter((route) => !route.index)) {
      const handle = screen.handle as AdminScreenHandle | undefined;
      expect(handle?.permissions, screen.path).toBeDefined();
    }
  });

  it('show a menu entry to exactly whoever may open its screen', () => {
    for (const item of ADMIN_NAV) {
      const screen = screens.find((route) => route.path === item.path);
      expect(screen, item.path).toBeDefined();
      expect((screen!.handle as AdminScreenHandle).permissions, item.path).toEqual(item.permissions);
    }
  });
});
