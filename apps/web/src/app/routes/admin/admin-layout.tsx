import { LogOut, Menu, Store } from 'lucide-react';
import { useState } from 'react';
import { Link, Navigate, NavLink, Outlet, useLocation, useMatches } from 'react-router';
import { Button } from '@/components/ui/button';
import { Sheet, SheetContent, SheetTitle, SheetTrigger } from '@/components/ui/sheet';
import { AdminForbidden } from '@/features/admin/components/admin-screen';
import { usePermissions } from '@/features/admin/shell/admin-me';
import { ADMIN_NAV } from '@/features/admin/shell/admin-nav';
import { withNextPath } from '@/features/auth/lib/next-path';
import { useCurrentUser } from '@/hooks/use-current-user';
import { isLoggingOut, useLogout } from '@/hooks/use-logout';
import { cn } from '@/lib/cn';
import { stripLanguagePrefix, useTranslation } from '@/lib/i18n';
import { adminPath, useAdminPath, useLocalizedPath } from '@/lib/use-localized-path';
import { useAuthStore } from '@/stores/auth-store';
import { LanguageSwitch } from '../../layout/language-switch';
import type { AdminScreenHandle } from './admin-routes';

function AdminNavLinks({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  const { can } = usePermissions();
  const adminLink = useAdminPath();
  const items = ADMIN_NAV.filter((item) => can(item.permissions));
  return (
    <ul className="flex flex-col gap-0.5">
      {items.map(({ path, label, icon: Icon }) => (
        <li key={path}>
          <NavLink
            to={adminLink(path)}
            onClick={onNavigate}
            className={({ isActive }) =>
              cn(
                'flex h-10 items-center gap-2.5 rounded-lg px-3 text-sm font-medium',
                isActive ? 'bg-brand text-white' : 'text-ink hover:bg-sage-100',
              )
            }
          >
            <Icon aria-hidden="true" className="size-4 shrink-0" />
            {t(label)}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

/**
 * Contract §6: the admin area needs a token (without one, the admin sign-in with `next`) and the
 * `is_admin` flag (without it, the customer sign-in with next=/admin). The flag is only the
 * client's mirror: every /api/admin call is checked on the server.
 */
export function AdminLayoutRoute() {
  const token = useAuthStore((state) => state.token);
  const isAdmin = useAuthStore((state) => state.isAdmin);
  const location = useLocation();
  const localizedPath = useLocalizedPath();
  const adminLink = useAdminPath();
  if (!token) {
    if (isLoggingOut()) return null;
    return (
      <Navigate to={withNextPath(adminLink('login'), `${location.pathname}${location.search}`)} replace />
    );
  }
  if (!isAdmin) return <Navigate to={withNextPath(localizedPath('/login'), adminLink())} replace />;
  return <AdminShell />;
}

/**
 * /admin itself: the products list (contract §2), even though the dashboard comes first in the
 * menu; for someone whose roles do not open the catalogue, the first screen they may use.
 */
export function AdminIndexRoute() {
  const { can, isPending } = usePermissions();
  if (isPending) return null;
  const first = can('catalogue') ? 'products' : ADMIN_NAV.find((item) => can(item.permissions))?.path;
  return first ? <Navigate to={first} replace /> : <AdminForbidden />;
}

/**
 * The screen, or what it says instead when the person's roles do not open it (docs/decisions/055):
 * a clear refusal rather than a screen full of failed calls. The landing dashboard leads whoever
 * may not read it to the first screen they may use, so signing in never ends on a refusal.
 */
function AdminScreenGuard() {
  const matches = useMatches();
  const { can, isPending, isError } = usePermissions();
  const adminLink = useAdminPath();
  const handle = matches.at(-1)?.handle as Partial<AdminScreenHandle> | undefined;
  if (!handle?.permissions || isError) return <Outlet />;
  if (isPending) return null;
  if (can(handle.permissions)) return <Outlet />;
  const first = ADMIN_NAV.find((item) => can(item.permissions));
  const pathname = matches.at(-1)?.pathname ?? '';
  if (stripLanguagePrefix(pathname) === adminPath('dashboard') && first) {
    return <Navigate to={adminLink(first.path)} replace />;
  }
  return <AdminForbidden />;
}

function AdminShell() {
  const { t } = useTranslation();
  const { data: user } = useCurrentUser();
  const { logout, isPending } = useLogout();
  const adminLink = useAdminPath();
  const localizedPath = useLocalizedPath();
  const [menuOpen, setMenuOpen] = useState(false);

  return (
    <div className="flex min-h-dvh flex-1 bg-sage-50 text-ink">
      <a
        href="#admin-main"
        className="sr-only z-50 rounded-lg bg-surface px-4 py-2 font-semibold focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {t('admin.skip_to_content')}
      </a>
      <nav
        aria-label={t('admin.menu')}
        className="hidden w-60 shrink-0 flex-col gap-4 border-r border-line bg-surface px-3 py-4 lg:flex"
      >
        <Link to={adminLink()} className="px-3 text-lg font-bold tracking-tight">
          {t('admin.title')}
        </Link>
        <AdminNavLinks />
      </nav>
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="flex h-14 items-center gap-2 border-b border-line bg-surface px-3 sm:px-4">
          <Sheet open={menuOpen} onOpenChange={setMenuOpen}>
            <SheetTrigger asChild>
              <Button variant="ghost" size="icon" aria-label={t('admin.open_menu')} className="lg:hidden">
                <Menu aria-hidden="true" />
              </Button>
            </SheetTrigger>
            <SheetContent side="left" aria-describedby={undefined} className="gap-4 px-3 py-4">
              <SheetTitle className="px-3 text-lg font-bold">{t('admin.title')}</SheetTitle>
              <nav aria-label={t('admin.menu')}>
                <AdminNavLinks onNavigate={() => setMenuOpen(false)} />
              </nav>
            </SheetContent>
          </Sheet>
          <span className="truncate text-sm text-ink-muted">
            {user ? t('admin.signed_in_as', { email: user.email }) : null}
          </span>
          <div className="ml-auto flex items-center gap-1.5">
            <Button asChild variant="ghost" size="sm">
              <Link to={localizedPath('/')}>
                <Store aria-hidden="true" />
                <span className="max-sm:sr-only">{t('admin.view_shop')}</span>
              </Link>
            </Button>
            <LanguageSwitch />
            <Button variant="ghost" size="sm" onClick={logout} aria-disabled={isPending || undefined}>
              <LogOut aria-hidden="true" />
              <span className="max-sm:sr-only">{isPending ? t('admin.logging_out') : t('admin.logout')}</span>
            </Button>
          </div>
        </header>
        <main
          id="admin-main"
          tabIndex={-1}
          className="admin-content flex-1 px-3 py-4 outline-none sm:px-6 sm:py-6"
        >
          <AdminScreenGuard />
        </main>
      </div>
    </div>
  );
}
