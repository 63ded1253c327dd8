import type { NonIndexRouteObject, RouteObject } from 'react-router';
import type { Permission } from '@shop/shared/schemas/admin/roles';
import { registerTextAreas, textsLoader } from '@/lib/i18n';
import type { RouteHandle } from '../../layout/hide-layout';
import { adminTextAreaLoaders } from '@/locales/admin-texts';
import { ADMIN_OPEN_PATHS, ADMIN_SCREEN_PATHS } from './admin-screen-paths';

registerTextAreas(adminTextAreaLoaders);

/**
 * Contract §2's admin sign-in and area, without the site layout (hide-layout.ts). The router
 * discovers these routes on the first navigation under /admin (router.tsx), so the storefront's
 * first chunk carries neither them nor the admin's text loaders; each screen is its own chunk.
 */
export function adminRoutes(): RouteObject[] {
  return [
    ...ADMIN_OPEN_PATHS.map((path) => ({ path, ...adminOpenScreens[path] })),
    {
      path: 'admin',
      // The admin layout's <main> sits beside its menu; the shell adds none around it.
      handle: { ownsMain: true } satisfies RouteHandle,
      loader: textsLoader(['admin', 'admin_media']),
      lazy: async () => {
        const { AdminLayoutRoute } = await import('./admin-layout');
        return { Component: AdminLayoutRoute };
      },
      children: [
        {
          // The first screen of the menu (products, contract §2).
          index: true,
          lazy: async () => {
            const { AdminIndexRoute } = await import('./admin-layout');
            return { Component: AdminIndexRoute };
          },
        },
        ...ADMIN_SCREEN_PATHS.map((path) => {
          const { permissions, ...screen } = adminScreens[path];
          return { path, ...screen, handle: { permissions } satisfies AdminScreenHandle };
        }),
      ],
    },
  ];
}

/** What the admin layout reads of a screen's route: who may open it (docs/decisions/055). */
export type AdminScreenHandle = { permissions: readonly Permission[] };

/**
 * A screen's route without its path, which comes from admin-screen-paths.ts, with the permissions
 * that open it (any one of them): a new screen cannot be added without saying who may see it.
 */
type Screen = Pick<NonIndexRouteObject, 'loader' | 'lazy'> & AdminScreenHandle;
type OpenScreen = Pick<NonIndexRouteObject, 'loader' | 'lazy'>;

const adminOpenScreens: Record<(typeof ADMIN_OPEN_PATHS)[number], OpenScreen> = {
  'admin/login': {
    loader: textsLoader(['auth']),
    lazy: async () => {
      const { AdminLoginRoute } = await import('../admin-login');
      return { Component: AdminLoginRoute };
    },
  },
  // The invited staff member has no token yet: outside the guarded layout.
  'admin/invitatie': {
    loader: textsLoader(['admin', 'admin_staff']),
    lazy: async () => {
      const { InvitationPage } = await import('@/features/admin/staff/invitation-page');
      return { Component: InvitationPage };
    },
  },
};

/** The screens under /admin, by path. */
const adminScreens: Record<(typeof ADMIN_SCREEN_PATHS)[number], Screen> = {
  comenzi: {
    permissions: ['orders'],
    loader: textsLoader(['admin', 'admin_orders']),
    lazy: async () => {
      const { OrderList } = await import('@/features/admin/orders/order-list');
      return { Component: OrderList };
    },
  },
  // Staff's manual order (docs/decisions/061): the address fields and easybox picker are the checkout's.
  'comenzi/nou': {
    permissions: ['orders'],
    loader: textsLoader(['admin', 'admin_orders', 'checkout']),
    lazy: async () => {
      const { NewOrderRoute } = await import('./new-order-route');
      return { Component: NewOrderRoute };
    },
  },
  'comenzi/:id/modifica': {
    permissions: ['orders'],
    loader: textsLoader(['admin', 'admin_orders', 'checkout']),
    lazy: async () => {
      const { EditOrder } = await import('@/features/admin/orders/order-edit');
      return { Component: EditOrder };
    },
  },
  'comenzi/:id': {
    permissions: ['orders'],
    loader: textsLoader(['admin', 'admin_orders']),
    lazy: async () => {
      const { OrderDetail } = await import('@/features/admin/orders/order-detail');
      return { Component: OrderDetail };
    },
  },
  'comenzi/:id/print': {
    permissions: ['orders'],
    loader: textsLoader(['admin', 'admin_orders']),
    lazy: async () => {
      const { PackingSlip } = await import('@/features/admin/orders/packing-slip');
      return { Component: PackingSlip };
    },
  },
  'comenzi/fise': {
    permissions: ['orders'],
    loader: textsLoader(['admin', 'admin_orders']),
    lazy: async () => {
      const { PackingSlips } = await import('@/features/admin/orders/packing-slip');
      return { Component: PackingSlips };
    },
  },
  facturi: {
    permissions: ['orders'],
    loader: textsLoader(['admin', 'admin_invoices']),
    lazy: async () => {
      const { InvoiceList } = await import('@/features/admin/invoices/invoice-list');
      return { Component: InvoiceList };
    },
  },
  'facturi/:id': {
    permissions: ['orders'],
    // The buyer correction's address fields are the checkout's.
    loader: textsLoader(['admin', 'admin_invoices', 'checkout']),
    lazy: async () => {
      const { InvoiceDetail } = await import('@/features/admin/invoices/invoice-detail');
      return { Component: InvoiceDetail };
    },
  },
  categories: {
    permissions: ['catalogue'],
    loader: textsLoader(['admin', 'admin_categories']),
    lazy: async () => {
      const { CategoriesScreen } = await import('@/features/admin/categories/categories-screen');
      return { Component: CategoriesScreen };
    },
  },
  tags: {
    permissions: ['catalogue'],
    loader: textsLoader(['admin', 'admin_tags']),
    lazy: async () => {
      const { TagsScreen } = await import('@/features/admin/tags/tags-screen');
      return { Component: TagsScreen };
    },
  },
  stoc: {
    permissions: ['stock'],
    loader: textsLoader(['admin', 'admin_stock']),
    lazy: async () => {
      const { StockScreen } = await import('@/features/admin/stock/stock-screen');
      return { Component: StockScreen };
    },
  },
  products: {
    permissions: ['catalogue'],
    loader: textsLoader(['admin', 'admin_products']),
    lazy: async () => {
      const { ProductList } = await import('@/features/admin/products/product-list');
      return { Component: ProductList };
    },
  },
  'products/nou': {
    permissions: ['catalogue'],
    loader: textsLoader(['admin', 'admin_products']),
    lazy: async () => {
      const { ProductCreateScreen } = await import('@/features/admin/products/product-form');
      return { Component: ProductCreateScreen };
    },
  },
  'products/:id': {
    permissions: ['catalogue'],
    loader: textsLoader(['admin', 'admin_products']),
    lazy: async () => {
      const { ProductEditScreen } = await import('@/features/admin/products/product-form');
      return { Component: ProductEditScreen };
    },
  },
  retururi: {
    permissions: ['orders'],
    loader: textsLoader(['admin', 'admin_returns']),
    lazy: async () => {
      const { ReturnsPage } = await import('@/features/admin/returns/returns-page');
      return { Component: ReturnsPage };
    },
  },
  'retururi/:id': {
    permissions: ['orders'],
    // The refund's state and its transfer confirmation are the orders' texts.
    loader: textsLoader(['admin', 'admin_returns', 'admin_orders']),
    lazy: async () => {
      const { ReturnDetail } = await import('@/features/admin/returns/return-detail');
      return { Component: ReturnDetail };
    },
  },
  mesaje: {
    permissions: ['customers'],
    loader: textsLoader(['admin', 'admin_contact']),
    lazy: async () => {
      const { MessagesPage } = await import('@/features/admin/contact/messages-page');
      return { Component: MessagesPage };
    },
  },
  setari: {
    permissions: ['settings'],
    // The seller's registered office uses the checkout's address fields; the series, the invoices' texts.
    loader: textsLoader(['admin', 'admin_settings', 'admin_invoices', 'checkout']),
    lazy: async () => {
      const { SettingsPage } = await import('@/features/admin/settings/settings-page');
      return { Component: SettingsPage };
    },
  },
  newsletter: {
    permissions: ['marketing'],
    loader: textsLoader(['admin', 'admin_newsletter']),
    lazy: async () => {
      const { SubscribersPage } = await import('@/features/admin/newsletter/subscribers-page');
      return { Component: SubscribersPage };
    },
  },
  notificari: {
    permissions: ['marketing'],
    loader: textsLoader(['admin', 'admin_notifications']),
    lazy: async () => {
      const { NotificationsPage } = await import('@/features/admin/notifications/notifications-page');
      return { Component: NotificationsPage };
    },
  },
  'facturi/e-factura': {
    permissions: ['settings'],
    loader: textsLoader(['admin', 'admin_efactura']),
    lazy: async () => {
      const { EfacturaPage } = await import('@/features/admin/efactura/efactura-page');
      return { Component: EfacturaPage };
    },
  },
  recenzii: {
    permissions: ['content'],
    loader: textsLoader(['admin', 'admin_reviews']),
    lazy: async () => {
      const { ReviewsPage } = await import('@/features/admin/reviews/reviews-page');
      return { Component: ReviewsPage };
    },
  },
  clienti: {
    permissions: ['customers'],
    loader: textsLoader(['admin', 'admin_customers', 'admin_orders']),
    lazy: async () => {
      const { CustomersPage } = await import('@/features/admin/customers/customers-page');
      return { Component: CustomersPage };
    },
  },
  'clienti/:id': {
    permissions: ['customers'],
    loader: textsLoader(['admin', 'admin_customers', 'admin_orders']),
    lazy: async () => {
      const { CustomerDetail } = await import('@/features/admin/customers/customer-detail');
      return { Component: CustomerDetail };
    },
  },
  coupons: {
    permissions: ['marketing'],
    loader: textsLoader(['admin', 'admin_coupons']),
    lazy: async () => {
      const { CouponsPage } = await import('@/features/admin/coupons/coupons-page');
      return { Component: CouponsPage };
    },
  },
  reduceri: {
    permissions: ['marketing'],
    loader: textsLoader(['admin', 'admin_discounts', 'admin_coupons']),
    lazy: async () => {
      const { DiscountsPage } = await import('@/features/admin/discounts/discounts-page');
      return { Component: DiscountsPage };
    },
  },
  blog: {
    permissions: ['content'],
    loader: textsLoader(['admin', 'admin_blog']),
    lazy: async () => {
      const { BlogPostsPage } = await import('@/features/admin/blog/blog-posts-page');
      return { Component: BlogPostsPage };
    },
  },
  'blog/:id': {
    permissions: ['content'],
    loader: textsLoader(['admin', 'admin_blog']),
    lazy: async () => {
      const { BlogPostEditorPage } = await import('@/features/admin/blog/blog-post-editor');
      return { Component: BlogPostEditorPage };
    },
  },
  dashboard: {
    permissions: ['reports'],
    loader: textsLoader(['admin', 'admin_dashboard']),
    lazy: async () => {
      const { DashboardScreen } = await import('@/features/admin/dashboard/dashboard-screen');
      return { Component: DashboardScreen };
    },
  },
  rapoarte: {
    permissions: ['reports'],
    loader: textsLoader(['admin', 'admin_reports']),
    lazy: async () => {
      const { ReportsScreen } = await import('@/features/admin/reports/reports-screen');
      return { Component: ReportsScreen };
    },
  },
  personal: {
    permissions: ['staff'],
    loader: textsLoader(['admin', 'admin_staff']),
    lazy: async () => {
      const { StaffScreen } = await import('@/features/admin/staff/staff-screen');
      return { Component: StaffScreen };
    },
  },
  roluri: {
    permissions: ['staff'],
    loader: textsLoader(['admin', 'admin_staff']),
    lazy: async () => {
      const { RolesScreen } = await import('@/features/admin/staff/roles-screen');
      return { Component: RolesScreen };
    },
  },
  audit: {
    permissions: ['audit'],
    lazy: async () => {
      const { AuditLog } = await import('@/features/admin/audit/audit-log');
      return { Component: AuditLog };
    },
  },
};
