import {
  Boxes,
  History,
  type LucideIcon,
  Newspaper,
  Package,
  ShoppingBag,
  TicketPercent,
} from 'lucide-react';
import type admin from '@/locales/ro/admin.json';

export type AdminNavItem = {
  /** The child path under /admin. */
  path: string;
  label: `admin.nav.${keyof typeof admin.nav}`;
  icon: LucideIcon;
};

/** The admin screens, in menu order. A screen appears here when it exists. */
export const ADMIN_NAV: readonly AdminNavItem[] = [
  { path: 'products', label: 'admin.nav.products', icon: Package },
  { path: 'comenzi', label: 'admin.nav.orders', icon: ShoppingBag },
  { path: 'stoc', label: 'admin.nav.stock', icon: Boxes },
  { path: 'coupons', label: 'admin.nav.coupons', icon: TicketPercent },
  { path: 'blog', label: 'admin.nav.blog', icon: Newspaper },
  { path: 'audit', label: 'admin.nav.audit', icon: History },
];
