import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Download, Truck } from 'lucide-react';
import { type ReactNode, type RefObject, useState } from 'react';
import { Link } from 'react-router';
import type { AdminOrderSummary } from '@shop/shared/schemas/admin/orders';
import type { AwbBulkResult } from '@shop/shared/schemas/admin/shipping';
import { Button } from '@/components/ui/button';
import { Dialog, DialogActions, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { useTranslation } from '@/lib/i18n';
import { useSubmissionKeys } from '../components/submission-keys';
import type { ListSelection } from '../list-page/admin-list-page';
import { orderKeys } from './orders-api';
import { createAwbs, downloadLabels } from './shipping-api';
import { shippingFailure } from './shipping-errors';
import { useAdminPath } from '@/lib/use-localized-path';

type Results = AwbBulkResult['results'];

/** The labels of the given orders' live AWBs, in one PDF; its failure said next to the button. */
function useLabels() {
  return useMutation({ mutationFn: (orderIds: number[]) => downloadLabels(orderIds) });
}

/**
 * What each order got: its AWB, or why it got none; the labels of the new AWBs in one PDF.
 * `remaining`: a day's orders left for another round. `returnFocusTo` takes the focus back on
 * close (the dialog opens without a trigger of its own).
 */
export function BulkResults({
  results,
  remaining = 0,
  onClose,
  returnFocusTo,
}: {
  results: Results;
  remaining?: number;
  onClose: () => void;
  returnFocusTo?: RefObject<HTMLButtonElement | null>;
}) {
  const adminLink = useAdminPath();
  const { t } = useTranslation();
  const labels = useLabels();
  const created = results.filter((result) => result.shipment).map((result) => result.order_id);
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        size="lg"
        onCloseAutoFocus={(event) => {
          if (!returnFocusTo?.current) return;
          event.preventDefault();
          returnFocusTo.current.focus();
        }}
      >
        <DialogTitle>{t('admin_orders.awb.bulk.results_title')}</DialogTitle>
        <DialogDescription>
          {results.length === 0
            ? t('admin_orders.awb.day.none_waiting')
            : t('admin_orders.awb.bulk.results_summary', {
                count: created.length,
                failed: results.length - created.length,
              })}
        </DialogDescription>
        {remaining > 0 ? (
          <p role="status" className="font-semibold">
            {t('admin_orders.awb.day.remaining', { count: remaining })}
          </p>
        ) : null}
        <ul className="flex max-h-[60vh] flex-col divide-y divide-line overflow-y-auto empty:hidden">
          {results.map((result) => (
            <li key={result.order_id} className="flex flex-wrap items-baseline gap-x-3 gap-y-1 py-2">
              <Link
                to={adminLink(`comenzi/${result.order_id}`)}
                className="font-semibold text-brand underline-offset-4 hover:underline"
              >
                {t('admin_orders.awb.bulk.order', { id: result.order_id })}
              </Link>
              {result.shipment ? (
                <span className="font-mono">
                  {t('admin_orders.awb.bulk.ok', { awb: result.shipment.awb })}
                </span>
              ) : (
                <span className="text-danger">
                  {t('admin_orders.awb.bulk.no_awb')}: {result.error?.detail ?? t('admin_orders.awb.error')}
                </span>
              )}
            </li>
          ))}
        </ul>
        {labels.isError ? (
          <p role="alert" className="text-danger">
            {t('admin_orders.awb.bulk.labels_failed')}
          </p>
        ) : null}
        <DialogActions>
          <Button variant="secondary" onClick={onClose}>
            {t('admin_orders.awb.bulk.close')}
          </Button>
          {created.length > 0 ? (
            <Button disabled={labels.isPending} onClick={() => labels.mutate(created)}>
              <Download aria-hidden="true" />
              {labels.isPending
                ? t('admin_orders.awb.downloading')
                : t('admin_orders.awb.bulk.download_created')}
            </Button>
          ) : null}
        </DialogActions>
      </DialogContent>
    </Dialog>
  );
}

/** "Generează AWB" and "Etichete" for the chosen orders. */
function BulkActions({
  selection,
  onResults,
}: {
  selection: ListSelection<AdminOrderSummary>;
  onResults: (results: Results) => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const keys = useSubmissionKeys();
  const orderIds = selection.ids.map(Number);
  const [failure, setFailure] = useState<string | null>(null);
  const labels = useLabels();
  const create = useMutation({
    mutationFn: (ids: number[]) => createAwbs(ids, keys.keyFor(ids)),
    onSuccess: async ({ results }) => {
      keys.reset();
      setFailure(null);
      selection.clear();
      onResults(results);
      await queryClient.invalidateQueries({ queryKey: orderKeys.all });
    },
    onError: (error) => setFailure(shippingFailure(t, error)),
  });
  return (
    <>
      <Button
        size="sm-touch"
        disabled={create.isPending}
        onClick={() => {
          setFailure(null);
          create.mutate(orderIds);
        }}
      >
        <Truck aria-hidden="true" />
        {create.isPending ? t('admin_orders.awb.bulk.working') : t('admin_orders.awb.bulk.generate')}
      </Button>
      <Button
        variant="secondary"
        size="sm-touch"
        disabled={labels.isPending}
        onClick={() => labels.mutate(orderIds)}
      >
        <Download aria-hidden="true" />
        {labels.isPending ? t('admin_orders.awb.downloading') : t('admin_orders.awb.bulk.labels')}
      </Button>
      {failure || labels.isError ? (
        <p role="alert" className="basis-full text-danger">
          {failure ?? t('admin_orders.awb.bulk.labels_failed')}
        </p>
      ) : null}
    </>
  );
}

/**
 * The orders list's AWB actions: rows get a checkbox, the chosen orders get their AWBs (or their
 * labels) in one request, and the answer for each order is shown after.
 */
export function useBulkAwb(): {
  selection: {
    actions: (selection: ListSelection<AdminOrderSummary>) => ReactNode;
    rowName: (order: AdminOrderSummary) => string;
    labels: { row: (order: AdminOrderSummary) => string };
  };
  results: ReactNode;
} {
  const { t } = useTranslation();
  const [results, setResults] = useState<Results | null>(null);
  return {
    selection: {
      actions: (selection) => <BulkActions selection={selection} onResults={setResults} />,
      rowName: (order) => `#${order.id}`,
      labels: { row: (order) => t('admin_orders.awb.bulk.select_order', { id: order.id }) },
    },
    results: results ? <BulkResults results={results} onClose={() => setResults(null)} /> : null,
  };
}
