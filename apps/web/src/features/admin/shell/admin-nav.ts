import {
  BellRing,
  ChartColumn,
  Boxes,
  Contact,
  FileText,
  FileCheck2,
  FolderTree,
  History,
  Inbox,
  LayoutDashboard,
  Mail,
  MessageSquareText,
  type LucideIcon,
  Newspaper,
  Package,
  Settings,
  PackageOpen,
  ShoppingBag,
  Tags,
  TicketPercent,
  Users,
} from 'lucide-react';
import type admin from '@/locales/ro/admin.json';

export type AdminNavItem = {
  /** The child path under /admin. */
  path: string;
  label: `admin.nav.${keyof typeof admin.nav}`;
  icon: LucideIcon;
  /** Shown only to superusers (the server refuses everyone else anyway). */
  superuserOnly?: boolean;
};

/** The admin screens, in menu order. A screen appears here when it exists. */
export const ADMIN_NAV: readonly AdminNavItem[] = [
  { path: 'dashboard', label: 'admin.nav.dashboard', icon: LayoutDashboard },
  { path: 'rapoarte', label: 'admin.nav.reports', icon: ChartColumn },
  { path: 'products', label: 'admin.nav.products', icon: Package },
  { path: 'categories', label: 'admin.nav.categories', icon: FolderTree },
  { path: 'tags', label: 'admin.nav.tags', icon: Tags },
  { path: 'comenzi', label: 'admin.nav.orders', icon: ShoppingBag },
  { path: 'facturi', label: 'admin.nav.invoices', icon: FileText },
  { path: 'retururi', label: 'admin.nav.returns', icon: PackageOpen },
  { path: 'clienti', label: 'admin.nav.customers', icon: Contact },
  { path: 'recenzii', label: 'admin.nav.reviews', icon: MessageSquareText },
  { path: 'mesaje', label: 'admin.nav.messages', icon: Inbox },
  { path: 'stoc', label: 'admin.nav.stock', icon: Boxes },
  { path: 'coupons', label: 'admin.nav.coupons', icon: TicketPercent },
  { path: 'blog', label: 'admin.nav.blog', icon: Newspaper },
  { path: 'newsletter', label: 'admin.nav.newsletter', icon: Mail },
  { path: 'notificari', label: 'admin.nav.notifications', icon: BellRing },
  { path: 'facturi/e-factura', label: 'admin.nav.efactura', icon: FileCheck2 },
  { path: 'audit', label: 'admin.nav.audit', icon: History },
  { path: 'setari', label: 'admin.nav.settings', icon: Settings },
  { path: 'personal', label: 'admin.nav.staff', icon: Users, superuserOnly: true },
];
