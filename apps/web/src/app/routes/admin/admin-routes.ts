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
    path: 'coupons',
    loader: textsLoader(['admin', 'admin_coupons']),
    lazy: async () => {
      const { CouponsPage } = await import('@/features/admin/coupons/coupons-page');
      return { Component: CouponsPage };
    },
  },
  {
    path: 'blog',
    loader: textsLoader(['admin', 'admin_blog']),
    lazy: async () => {
      const { BlogPostsPage } = await import('@/features/admin/blog/blog-posts-page');
      return { Component: BlogPostsPage };
    },
  },
  {
    path: 'blog/:id',
    loader: textsLoader(['admin', 'admin_blog']),
    lazy: async () => {
      const { BlogPostEditorPage } = await import('@/features/admin/blog/blog-post-editor');
      return { Component: BlogPostEditorPage };
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
