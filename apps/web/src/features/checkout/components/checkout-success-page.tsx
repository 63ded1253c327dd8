import { useEffect } from 'react';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import { useTranslation } from '@/lib/i18n';
import { Skeleton } from '@/components/ui/skeleton';
import { useLocalizedPath } from '@/lib/use-localized-path';
import { isOrderId, useOrder } from '../api/get-order';
import type { ConfirmationOrder } from './order-lines';
import { OrderConfirmation } from './order-confirmation';

function orderFromState(state: unknown): ConfirmationOrder | null {
  if (typeof state !== 'object' || state === null) return null;
  const order = (state as { order?: unknown }).order;
  if (typeof order !== 'object' || order === null) return null;
  return typeof (order as { id?: unknown }).id === 'number' ? (order as ConfirmationOrder) : null;
}

export function ConfirmationSkeleton({ label }: { label: string }) {
  return (
    <div className="flex flex-col items-center gap-4" role="status">
      <span className="sr-only">{label}</span>
      <Skeleton rounded="full" className="size-16" />
      <Skeleton className="h-9 w-3/4" />
      <Skeleton className="h-6 w-1/2" />
      <Skeleton className="mt-4 h-64 w-full" />
    </div>
  );
}

/**
 * /checkout/success (contract §2, §4): the order from navigation state, else loaded by `?id=` (with
 * `key`, the order's secret, as the confirmation mail links it). With neither, or when loading
 * fails, the visitor goes home (the failure is only logged, contract §8).
 */
export function CheckoutSuccessPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const localizedPath = useLocalizedPath();
  const [params] = useSearchParams();
  const fromState = orderFromState(location.state);
  const id = Number(params.get('id') ?? NaN);
  const key = params.get('key') ?? undefined;
  const query = useOrder(id, key, { enabled: fromState === null });

  useEffect(() => {
    if (query.isError) console.error('Could not load the order for the success page', query.error);
  }, [query.isError, query.error]);

  if (fromState) return <OrderConfirmation order={fromState} orderKey={key} />;
  if (!isOrderId(id) || query.isError) return <Navigate to={localizedPath('/')} replace />;
  if (!query.data) return <ConfirmationSkeleton label={t('checkout.success.loading')} />;
  return <OrderConfirmation order={query.data} orderKey={key} />;
}
