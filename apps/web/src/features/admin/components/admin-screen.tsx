import { useMemo, type ReactNode } from 'react';
import { SHOP_TIME_ZONE } from '@shop/shared/constants';
import { ShieldX } from 'lucide-react';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { isApiError } from '@/lib/api-client';
import { useTranslation } from '@/lib/i18n';

type AdminScreenProps = {
  /** Prefix of the heading's id, which labels the screen's section. */
  id: string;
  title: string;
  /** The screen's main actions, beside the heading (e.g. "New product"). */
  actions?: ReactNode;
  children: ReactNode;
};

/** An admin screen: a section labelled by its heading, with the screen's actions beside it. */
export function AdminScreen({ id, title, actions, children }: AdminScreenProps) {
  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id={`${id}-title`} className="text-2xl font-bold tracking-tight">
          {title}
        </h1>
        {actions}
      </div>
      {children}
    </section>
  );
}

type AdminQueryStateProps = {
  query: {
    isPending: boolean;
    isError: boolean;
    isFetching: boolean;
    error?: unknown;
    refetch: () => unknown;
  };
  /** True when the answer (or what is shown of it) has no rows. */
  empty: boolean;
  emptyTitle: string;
  emptyDescription?: string;
  emptyAction?: ReactNode;
  children: ReactNode;
};

/**
 * The states around an admin list: skeleton rows while the first answer loads, the load error
 * with a retry when there is nothing to show (a failed refresh keeps the rows already shown),
 * the empty state, then the list. A 403 is no failure: the account's roles do not open this
 * screen, and retrying would not change that, so it says so instead.
 */
export function AdminQueryState({
  query,
  empty,
  emptyTitle,
  emptyDescription,
  emptyAction,
  children,
}: AdminQueryStateProps) {
  const { t } = useTranslation();
  if (query.isPending) {
    return (
      <div
        role="status"
        aria-busy="true"
        aria-label={t('admin.common.loading')}
        className="flex flex-col gap-2"
      >
        {Array.from({ length: 6 }, (_, index) => (
          <Skeleton key={index} className="h-10 w-full" />
        ))}
      </div>
    );
  }
  if (query.isError && isApiError(query.error) && query.error.status === 403) return <AdminForbidden />;
  if (query.isError && empty) {
    return (
      <ErrorState
        title={t('admin.common.load_error')}
        retryLabel={t('admin.common.retry')}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  if (empty) return <EmptyState title={emptyTitle} description={emptyDescription} action={emptyAction} />;
  return <>{children}</>;
}

/** What a screen or an answer the person's roles do not open says instead (both languages). */
export function AdminForbidden() {
  const { t } = useTranslation();
  return (
    <div role="alert">
      <EmptyState
        icon={<ShieldX className="size-6" />}
        title={t('admin.common.forbidden_title')}
        description={t('admin.common.forbidden')}
      />
    </div>
  );
}

type Style = 'short' | 'medium';

/** Dates and times on Romania's clock in the screen's language, whatever the browser's zone. */
export function useShopDateTimeFormat(
  dateStyle: Style = 'short',
  timeStyle: Style = 'short',
): Intl.DateTimeFormat {
  const { i18n } = useTranslation();
  const locale = i18n.language === 'en' ? 'en-GB' : 'ro-RO';
  return useMemo(
    () => new Intl.DateTimeFormat(locale, { dateStyle, timeStyle, timeZone: SHOP_TIME_ZONE }),
    [locale, dateStyle, timeStyle],
  );
}
