import { useMutation } from '@tanstack/react-query';
import { ArrowLeft, RotateCcw } from 'lucide-react';
import { useId } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import type { AccountOrder } from '@shop/shared/schemas/account';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { useAccountOrder } from '@/features/account/api/account';
import { OrderActions } from '@/features/account/components/order-actions';
import { OrderFacts, OrderHistory } from '@/features/account/components/order-details';
import { OrderInvoices } from '@/features/account/components/order-invoices';
import { OrderReturn } from '@/features/account/components/return-form';
import { OrderStatusBadge } from '@/features/account/components/order-status-badge';
import { formatDate } from '@/features/account/lib/format';
import { toCartProduct } from '@/features/catalog/lib/product-helpers';
import { OrderLines } from '@/features/checkout/components/order-lines';
import { getProductsByIds } from '@/hooks/use-products-by-ids';
import { isApiError } from '@/lib/api-client';
import { errorMessageKey } from '@/lib/error-message';
import { useTranslation } from '@/lib/i18n';
import { showShopToast } from '@/lib/toasts';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useLocalizedPath } from '@/lib/use-localized-path';
import { useCartStore } from '@/stores/cart-store';

/**
 * Puts an order's products back in the cart as the shop sells them now (today's price and stock),
 * then opens the cart; products no longer sold are left out, and the customer is told.
 */
function useReorder(order: AccountOrder) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const localizedPath = useLocalizedPath();
  return useMutation({
    mutationFn: async () => {
      const found = await getProductsByIds(order.produse.map((line) => line.produs));
      if (!found) throw new Error('The shop did not answer with the products');
      const byId = new Map(found.products.map((product) => [product.id, product]));
      let added = 0;
      for (const line of order.produse) {
        const product = byId.get(line.produs);
        if (product && product.stoc > 0)
          added += useCartStore.getState().add(toCartProduct(product), line.cantitate);
      }
      return { added, missing: order.produse.some((line) => !byId.get(line.produs)?.stoc) };
    },
    onSuccess: ({ added, missing }) => {
      if (added === 0) {
        showShopToast(t('account.order.reorder_none'));
        return;
      }
      if (missing) showShopToast(t('account.order.reorder_partial'));
      void navigate(localizedPath('/cart'));
    },
  });
}

function OrderPage({ order }: { order: AccountOrder }) {
  const { t, i18n } = useTranslation();
  const productsId = useId();
  const reorder = useReorder(order);
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-3xl font-bold tracking-tight">
          {t('account.order.document_title', { id: order.id })}
        </h1>
        <OrderStatusBadge status={order.status} paid={order.paid_at !== null} />
      </div>
      <p className="-mt-3 text-ink-muted">
        {t('account.order.placed_on', { date: formatDate(order.created_at, i18n.language, true) })}
      </p>
      <OrderActions order={order} />
      <section
        aria-labelledby={productsId}
        className="flex flex-col gap-3 rounded-card border border-line bg-surface p-5"
      >
        <h2 id={productsId} className="text-lg font-semibold">
          {t('account.order.products')}
        </h2>
        <OrderLines order={order} headingId={productsId} />
        <div className="flex flex-col items-start gap-2">
          <Button
            variant="secondary"
            aria-disabled={reorder.isPending || undefined}
            onClick={() => {
              if (!reorder.isPending) reorder.mutate();
            }}
          >
            <RotateCcw aria-hidden="true" />
            {reorder.isPending ? t('account.order.reordering') : t('account.order.reorder')}
          </Button>
          {reorder.isError ? (
            <p role="alert" className="font-semibold text-danger">
              {t('account.order.reorder_error')}
            </p>
          ) : null}
        </div>
      </section>
      <OrderReturn order={order} />
      <OrderInvoices orderId={order.id} />
      <OrderFacts order={order} />
      <OrderHistory order={order} />
    </div>
  );
}

/** `/contul-meu/comenzi/{id}`: one of the customer's orders. */
export function AccountOrderRoute() {
  const { t } = useTranslation();
  const localizedPath = useLocalizedPath();
  const params = useParams();
  const id = /^\d{1,9}$/.test(params.id ?? '') ? Number(params.id) : 0;
  const order = useAccountOrder(id);
  useDocumentTitle(`${t('account.order.document_title', { id })} | ${t('app.name')}`);

  let content;
  if (id === 0 || (order.isError && isApiError(order.error) && order.error.status === 404)) {
    content = <EmptyState title={t('account.order.not_found')} />;
  } else if (order.data) {
    content = <OrderPage order={order.data} />;
  } else if (order.isError) {
    content = (
      <ErrorState
        title={t('account.order.load_error')}
        description={t(errorMessageKey(order.error))}
        retryLabel={t('common.retry')}
        onRetry={() => void order.refetch()}
        retrying={order.isFetching}
      />
    );
  } else {
    content = (
      <div role="status" className="flex flex-col gap-4">
        <span className="sr-only">{t('account.order.loading')}</span>
        <Skeleton className="h-10 w-72 max-w-full" />
        <Skeleton className="h-48 w-full" />
        <Skeleton className="h-24 w-full" />
      </div>
    );
  }
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-10">
      <Link
        to={`${localizedPath('/contul-meu')}#comenzi`}
        className="inline-flex h-11 items-center gap-1.5 self-start rounded-lg px-2 font-semibold text-brand hover:bg-sage-100"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t('account.order.back')}
      </Link>
      {content}
    </div>
  );
}
