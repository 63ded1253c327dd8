import {
  BadgePercent,
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
  ShieldCheck,
  ShoppingBag,
  Tags,
  TicketPercent,
  Users,
} from 'lucide-react';
import type { Permission } from '@shop/shared/schemas/admin/roles';
import type admin from '@/locales/ro/admin.json';

export type AdminNavItem = {
  /** The child path under /admin. */
  path: string;
  label: `admin.nav.${keyof typeof admin.nav}`;
  icon: LucideIcon;
  /** Shown to whoever holds one of these (the screen's own, admin-routes.ts; the server checks too). */
  permissions: readonly Permission[];
};

/** The admin screens, in menu order. A screen appears here when it exists. */
export const ADMIN_NAV: readonly AdminNavItem[] = [
  { path: 'dashboard', label: 'admin.nav.dashboard', icon: LayoutDashboard, permissions: ['reports'] },
  { path: 'rapoarte', label: 'admin.nav.reports', icon: ChartColumn, permissions: ['reports'] },
  { path: 'products', label: 'admin.nav.products', icon: Package, permissions: ['catalogue'] },
  { path: 'categories', label: 'admin.nav.categories', icon: FolderTree, permissions: ['catalogue'] },
  { path: 'tags', label: 'admin.nav.tags', icon: Tags, permissions: ['catalogue'] },
  { path: 'comenzi', label: 'admin.nav.orders', icon: ShoppingBag, permissions: ['orders'] },
  { path: 'facturi', label: 'admin.nav.invoices', icon: FileText, permissions: ['orders'] },
  { path: 'retururi', label: 'admin.nav.returns', icon: PackageOpen, permissions: ['orders'] },
  { path: 'clienti', label: 'admin.nav.customers', icon: Contact, permissions: ['customers'] },
  { path: 'recenzii', label: 'admin.nav.reviews', icon: MessageSquareText, permissions: ['content'] },
  { path: 'mesaje', label: 'admin.nav.messages', icon: Inbox, permissions: ['customers'] },
  { path: 'stoc', label: 'admin.nav.stock', icon: Boxes, permissions: ['stock'] },
  { path: 'coupons', label: 'admin.nav.coupons', icon: TicketPercent, permissions: ['marketing'] },
  { path: 'reduceri', label: 'admin.nav.discounts', icon: BadgePercent, permissions: ['marketing'] },
  { path: 'blog', label: 'admin.nav.blog', icon: Newspaper, permissions: ['content'] },
  { path: 'newsletter', label: 'admin.nav.newsletter', icon: Mail, permissions: ['marketing'] },
  { path: 'notificari', label: 'admin.nav.notifications', icon: BellRing, permissions: ['marketing'] },
  { path: 'facturi/e-factura', label: 'admin.nav.efactura', icon: FileCheck2, permissions: ['settings'] },
  { path: 'audit', label: 'admin.nav.audit', icon: History, permissions: ['audit'] },
  { path: 'setari', label: 'admin.nav.settings', icon: Settings, permissions: ['settings'] },
  { path: 'personal', label: 'admin.nav.staff', icon: Users, permissions: ['staff'] },
  { path: 'roluri', label: 'admin.nav.roles', icon: ShieldCheck, permissions: ['staff'] },
];
