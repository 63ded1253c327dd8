import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { useTranslation } from '@/lib/i18n';
import { ToasterHost } from '@/lib/toaster-host';
import { Spinner } from '@/components/ui/spinner';
import { AppShell } from './app-shell';
import { useHideLayout, useRouteOwnsMain } from './hide-layout';
import { useScrollToTopOnNavigate } from './use-scroll-to-top';

export function RootLayout() {
  const hideLayout = useHideLayout();
  const routeOwnsMain = useRouteOwnsMain();
  useScrollToTopOnNavigate();
  // Tells tests and styles that the page now runs (a server-rendered page works without it too).
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <AppShell hideLayout={hideLayout} routeOwnsMain={routeOwnsMain}>
      <Outlet />
      {/* Inside the router, so that links in toasts navigate (lib/toasts.tsx). */}
      <ToasterHost />
    </AppShell>
  );
}

/**
 * A full screen tall, so the footer starts below the fold and does not jump down when the page
 * arrives (a layout shift the visitor would see).
 */
function LoadingPage() {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-dvh flex-1 items-center justify-center py-24">
      <Spinner label={t('common.loading')} />
    </div>
  );
}

/** Shown while the first route's code loads, so header and footer appear at once. */
export function RootHydrateFallback() {
  const hideLayout = useHideLayout();
  return (
    <AppShell hideLayout={hideLayout}>
      <LoadingPage />
    </AppShell>
  );
}

/**
 * The page area while the first page's code loads, inside the real layout: the header rendered
 * then is the one that stays (RootHydrateFallback's would be replaced, losing focus and state).
 */
export function PageHydrateFallback() {
  return <LoadingPage />;
}
