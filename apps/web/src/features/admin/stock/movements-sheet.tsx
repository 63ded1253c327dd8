import { useInfiniteQuery } from '@tanstack/react-query';
import { X } from 'lucide-react';
import { Link } from 'react-router';
import type { StockItem } from '@shop/shared/schemas/admin/stock';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Sheet, SheetClose, SheetContent, SheetDescription, SheetTitle } from '@/components/ui/sheet';
import { Skeleton } from '@/components/ui/skeleton';
import { useTranslation } from '@/lib/i18n';
import { movementsQueryOptions } from './stock-api';
import { useShopDateTimeFormat } from '../components/admin-screen';
import { useAdminPath } from '@/lib/use-localized-path';

/** A product's stock log, newest first: what changed it, by how much, who and why. */
export function MovementsSheet({ item, onClose }: { item: StockItem; onClose: () => void }) {
  const adminLink = useAdminPath();
  const { t } = useTranslation();
  const query = useInfiniteQuery(movementsQueryOptions(item.id));
  const movements = query.data?.pages.flatMap((page) => page.results) ?? [];
  const dateTime = useShopDateTimeFormat();

  return (
    <Sheet open onOpenChange={(open) => (open ? undefined : onClose())}>
      <SheetContent side="right" width="wide">
        <div className="flex items-start justify-between gap-3 border-b border-line p-4">
          <div>
            <SheetTitle className="text-xl font-bold">{t('admin_stock.movements_title')}</SheetTitle>
            <SheetDescription className="text-ink-muted">
              {item.title}
              {item.sku ? ` · ${item.sku}` : ''}
            </SheetDescription>
          </div>
          <SheetClose asChild>
            <Button variant="ghost" size="icon" aria-label={t('admin_stock.close')}>
              <X aria-hidden="true" className="size-5" />
            </Button>
          </SheetClose>
        </div>
        <div className="flex flex-1 flex-col gap-3 overflow-y-auto p-4">
          {query.isPending ? (
            <div aria-busy="true" aria-label={t('admin.common.loading')} className="flex flex-col gap-2">
              {Array.from({ length: 5 }, (_, index) => (
                <Skeleton key={index} className="h-14 w-full" />
              ))}
            </div>
          ) : query.isError && movements.length === 0 ? (
            <ErrorState
              compact
              title={t('admin.common.load_error')}
              retryLabel={t('admin.common.retry')}
              onRetry={() => void query.refetch()}
              retrying={query.isFetching}
            />
          ) : movements.length === 0 ? (
            <EmptyState title={t('admin_stock.movements_empty')} />
          ) : (
            <ol aria-label={t('admin_stock.movements_title')} className="flex flex-col divide-y divide-line">
              {movements.map((movement) => (
                <li key={movement.id} className="grid grid-cols-[1fr_auto] gap-x-3 gap-y-0.5 py-2 text-sm">
                  <span className="font-semibold">{t(`admin_stock.kinds.${movement.kind}`)}</span>
                  <span className="text-right font-semibold tabular-nums">
                    <span className={movement.delta < 0 ? 'text-danger' : 'text-brand'}>
                      {movement.delta > 0 ? `+${movement.delta}` : movement.delta}
                    </span>{' '}
                    <span aria-hidden="true">→</span>
                    <span className="sr-only">{t('admin_stock.movement_after')}:</span> {movement.stock_after}
                  </span>
                  <span className="text-ink-muted">
                    <time dateTime={movement.created_at}>
                      {dateTime.format(new Date(movement.created_at))}
                    </time>
                    {movement.user_email ? ` · ${movement.user_email}` : ''}
                  </span>
                  <span className="text-right">
                    {movement.order_id ? (
                      <Link
                        to={adminLink(`comenzi/${movement.order_id}`)}
                        className="text-brand underline underline-offset-2"
                      >
                        {t('admin_stock.movement_order', { id: movement.order_id })}
                      </Link>
                    ) : null}
                  </span>
                  {movement.reason ? <span className="col-span-2 break-words">{movement.reason}</span> : null}
                </li>
              ))}
            </ol>
          )}
          {query.hasNextPage ? (
            <Button
              variant="secondary"
              className="self-center"
              onClick={() => void query.fetchNextPage()}
              aria-disabled={query.isFetchingNextPage || undefined}
            >
              {query.isFetchingNextPage ? t('admin.common.loading') : t('admin_stock.load_more')}
            </Button>
          ) : null}
        </div>
      </SheetContent>
    </Sheet>
  );
}
