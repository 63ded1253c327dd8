import { TriangleAlert } from 'lucide-react';
import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { useTranslation } from '@/lib/i18n';
import { Button } from '@/components/ui/button';

function ErrorMessage() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-20 text-center">
      <TriangleAlert aria-hidden="true" className="size-10 text-danger" />
      <h1 className="text-2xl font-bold">{t('errors.page_title')}</h1>
      <p className="text-ink-muted">{t('errors.page_text')}</p>
      <Button onClick={() => window.location.reload()}>{t('errors.reload')}</Button>
    </div>
  );
}

function useLogRouteError(): void {
  const error = useRouteError();
  useEffect(() => {
    console.error('[route]', error);
  }, [error]);
}

/**
 * A page that failed to render or to load its code (e.g. a chunk gone after a deploy): the
 * message replaces the page inside the layout, so header and footer keep working.
 */
export function PageErrorBoundary() {
  useLogRouteError();
  return <ErrorMessage />;
}

/** Last resort when the layout itself fails: no header or footer, which may be what broke. */
export function RootErrorBoundary() {
  useLogRouteError();
  return (
    <main id="main" className="min-h-dvh">
      <ErrorMessage />
    </main>
  );
}
