import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessageKey } from '@/lib/error-message';
import { useTranslation } from '@/lib/i18n';

/**
 * The states of one account section's data: a loading skeleton announced to screen readers, the
 * section's own load error with a retry, then the data (which renders its own empty state).
 */
export function QueryStates<Data>({
  query,
  loading,
  loadError,
  children,
}: {
  query: UseQueryResult<Data>;
  loading: string;
  loadError: string;
  children: (data: Data) => ReactNode;
}) {
  const { t } = useTranslation();
  if (query.data !== undefined) return <>{children(query.data)}</>;
  if (query.isError) {
    return (
      <ErrorState
        title={loadError}
        description={t(errorMessageKey(query.error))}
        retryLabel={t('common.retry')}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
        compact
      />
    );
  }
  return (
    <div role="status" className="flex flex-col gap-3">
      <span className="sr-only">{loading}</span>
      <Skeleton className="h-16 w-full" />
      <Skeleton className="h-16 w-full" />
    </div>
  );
}
