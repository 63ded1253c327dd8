import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { ShopSettings } from '@shop/shared/schemas/shop-settings';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { getShopSettingsQueryOptions } from '@/hooks/use-shop-settings';
import { errorMessageKey } from '@/lib/error-message';
import { useTranslation } from '@/lib/i18n';

/**
 * Renders a page that prices (the cart, the checkout) once the shop's settings are in: without
 * them it could not show a delivery cost or a total. They normally came with the first page; if
 * they did not, the page waits for them or offers to try again.
 */
export function ShopSettingsGate({ children }: { children: (shop: ShopSettings) => ReactNode }) {
  const { t } = useTranslation();
  const query = useQuery(getShopSettingsQueryOptions());
  if (query.data) return children(query.data);
  return (
    <div className="mx-auto w-full max-w-page px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      {query.isError ? (
        <ErrorState
          title={t('common.shop_settings_error')}
          description={t(errorMessageKey(query.error))}
          retryLabel={t('common.retry')}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : (
        <div role="status" className="flex flex-col gap-4">
          <span className="sr-only">{t('common.loading')}</span>
          <Skeleton className="h-9 w-1/3" />
          <Skeleton className="h-64 w-full" />
        </div>
      )}
    </div>
  );
}
