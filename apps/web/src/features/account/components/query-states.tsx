import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessageKey } from '@/lib/error-message';
import { useTranslation } from '@/lib/i18n';
import { AccountSection } from './account-section';

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

/** The account's list sections, by the group of their texts in account.json. */
type ListTexts = 'vouchers' | 'returns' | 'reviews' | 'favourites_section';

/**
 * An account section that lists the customer's records: its title, the loading and load-error
 * states, the empty state (texts `empty`, `empty_hint`), then the list.
 */
export function AccountListSection<Item>({
  id,
  texts,
  query,
  icon,
  children,
}: {
  id: string;
  texts: ListTexts;
  query: UseQueryResult<Item[]>;
  icon: ReactNode;
  children: (items: Item[]) => ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <AccountSection id={id} title={t(`account.${texts}.title`)}>
      <QueryStates
        query={query}
        loading={t(`account.${texts}.loading`)}
        loadError={t(`account.${texts}.load_error`)}
      >
        {(items) =>
          items.length === 0 ? (
            <EmptyState
              icon={icon}
              title={t(`account.${texts}.empty`)}
              description={t(`account.${texts}.empty_hint`)}
            />
          ) : (
            children(items)
          )
        }
      </QueryStates>
    </AccountSection>
  );
}
