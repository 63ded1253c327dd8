import type { RouteObject } from 'react-router';
import { textsLoader } from '@/lib/i18n';

/**
 * The screens under /admin (contract §2). Part of the router's first chunk, so only lazy imports
 * here: each screen is its own chunk, and the storefront downloads none of them.
 */
export const adminChildRoutes: RouteObject[] = [
  {
    // The first screen of the menu (products, contract §2).
    index: true,
    lazy: async () => {
      const { AdminIndexRoute } = await import('./admin-layout');
      return { Component: AdminIndexRoute };
    },
  },
  {
    path: 'dashboard',
    loader: textsLoader(['admin', 'admin_dashboard']),
    lazy: async () => {
      const { DashboardScreen } = await import('@/features/admin/dashboard/dashboard-screen');
      return { Component: DashboardScreen };
    },
  },
  {
    path: 'personal',
    loader: textsLoader(['admin', 'admin_staff']),
    lazy: async () => {
      const { StaffScreen } = await import('@/features/admin/staff/staff-screen');
      return { Component: StaffScreen };
    },
  },
  {
    path: 'audit',
    lazy: async () => {
      const { AuditLog } = await import('@/features/admin/audit/audit-log');
      return { Component: AuditLog };
    },
  },
];
