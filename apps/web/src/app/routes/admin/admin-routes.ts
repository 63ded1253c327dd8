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
    path: 'products',
    loader: textsLoader(['admin', 'admin_products']),
    lazy: async () => {
      const { ProductList } = await import('@/features/admin/products/product-list');
      return { Component: ProductList };
    },
  },
  {
    path: 'products/nou',
    loader: textsLoader(['admin', 'admin_products']),
    lazy: async () => {
      const { ProductCreateScreen } = await import('@/features/admin/products/product-form');
      return { Component: ProductCreateScreen };
    },
  },
  {
    path: 'products/:id',
    loader: textsLoader(['admin', 'admin_products']),
    lazy: async () => {
      const { ProductEditScreen } = await import('@/features/admin/products/product-form');
      return { Component: ProductEditScreen };
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
