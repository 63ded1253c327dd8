import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { Toaster } from 'sonner';
import { TOAST_MS } from '@shop/shared/constants';
import { Spinner } from '@/components/ui/spinner';
import { AppShell } from './app-shell';
import { useHideLayout } from './hide-layout';

export function RootLayout() {
  const hideLayout = useHideLayout();
  return (
    <AppShell hideLayout={hideLayout}>
      <Outlet />
      {/* Inside the router, so that links in toasts navigate (lib/toasts.tsx). */}
      <Toaster
        position="bottom-center"
        duration={TOAST_MS}
        visibleToasts={1}
        closeButton
        richColors={false}
      />
    </AppShell>
  );
}

/** Shown while the first route's code loads, so header and footer appear at once. */
export function RootHydrateFallback() {
  const { t } = useTranslation();
  const hideLayout = useHideLayout();
  return (
    <AppShell hideLayout={hideLayout}>
      <div className="flex flex-1 items-center justify-center py-24">
        <Spinner label={t('common.loading')} />
      </div>
    </AppShell>
  );
}
