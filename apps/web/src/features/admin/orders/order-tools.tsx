import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ListChecks, Plus, Printer, X } from 'lucide-react';
import { type FormEvent, type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { ORDER_STATUS_LABELS, ORDER_STATUSES, type OrderStatus } from '@shop/shared/order-status';
import {
  type AdminOrderBulkStatusResult,
  type AdminOrderSummary,
  ORDER_TAG_MAX,
} from '@shop/shared/schemas/admin/orders';
import { Button } from '@/components/ui/button';
import { Dialog, DialogActions, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { FormField, Input, Select } from '@/components/ui/form-field';
import { refusalDetail } from '@/lib/error-message';
import { useTranslation } from '@/lib/i18n';
import { ConfirmDialog } from '../components/confirm-dialog';
import { ExportCsvButton } from '../components/export-csv-button';
import { useSubmissionKeys } from '../components/submission-keys';
import { SelectFilter } from '../list-page/filter-fields';
import type { ListSelection } from '../list-page/admin-list-page';
import {
  addOrderTag,
  changeOrdersStatus,
  downloadOrdersCsv,
  type OrderFilters,
  orderKeys,
  orderTagsQueryOptions,
  removeOrderTag,
} from './orders-api';
import { useAdminPath } from '@/lib/use-localized-path';

/** The statuses staff may move orders to (each order is checked on the server by its own rules). */
const BULK_TARGETS = ORDER_STATUSES.filter(
  (status): status is OrderStatus => status !== 'awaiting_payment' && status !== 'refunded',
);

/** "Exportă CSV": the orders the list's filters match, whatever the page. */
export function ExportOrdersButton({ filters }: { filters: OrderFilters }) {
  return <ExportCsvButton download={() => downloadOrdersCsv(filters)} />;
}

/** The list's tag filter: the tags in use, and the one a shared link names even if none uses it now. */
export function TagFilter({ value, onChange }: { value: string; onChange: (tag: string) => void }) {
  const { t } = useTranslation();
  const inUse = useQuery(orderTagsQueryOptions);
  const tags = [
    ...new Set([...(inUse.data?.results.map((row) => row.tag) ?? []), ...(value ? [value] : [])]),
  ];
  return (
    <SelectFilter
      label={t('admin_orders.tags.filter')}
      name="eticheta"
      value={value}
      onChange={onChange}
      allLabel={t('admin_orders.tags.all')}
      options={tags.map((tag) => ({ value: tag, label: tag }))}
    />
  );
}

/** A row's tags, small, under what the row already says. */
export function TagChips({ tags }: { tags: string[] }) {
  const { t } = useTranslation();
  if (tags.length === 0) return null;
  return (
    <ul aria-label={t('admin_orders.tags.title')} className="mt-1 flex flex-wrap gap-1">
      {tags.map((tag) => (
        <li key={tag} className="rounded-full bg-sage-100 px-2 py-0.5 text-xs font-semibold text-ink">
          {tag}
        </li>
      ))}
    </ul>
  );
}

type BulkResults = AdminOrderBulkStatusResult['results'];

/** What each order of a bulk status change got: moved, or why not. */
function BulkStatusResults({
  results,
  status,
  onClose,
}: {
  results: BulkResults;
  status: OrderStatus;
  onClose: () => void;
}) {
  const adminLink = useAdminPath();
  const { t, i18n } = useTranslation();
  const moved = results.filter((result) => result.status !== null).length;
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent size="lg">
        <DialogTitle>{t('admin_orders.tools.status_results_title')}</DialogTitle>
        <DialogDescription>
          {t('admin_orders.tools.status_results_summary', {
            count: moved,
            failed: results.length - moved,
            status: ORDER_STATUS_LABELS[status][i18n.language],
          })}
        </DialogDescription>
        <ul className="flex max-h-[60vh] flex-col divide-y divide-line overflow-y-auto">
          {results.map((result) => (
            <li key={result.order_id} className="flex flex-wrap items-baseline gap-x-3 gap-y-1 py-2">
              <Link
                to={adminLink(`comenzi/${result.order_id}`)}
                className="font-semibold text-brand underline-offset-4 hover:underline"
              >
                {t('admin_orders.awb.bulk.order', { id: result.order_id })}
              </Link>
              {result.status ? (
                <span>{t('admin_orders.tools.status_moved')}</span>
              ) : (
                <span className="text-danger">
                  {t('admin_orders.tools.status_refused')}: {result.error?.detail ?? t('admin_orders.error')}
                </span>
              )}
            </li>
          ))}
        </ul>
        <DialogActions>
          <Button variant="secondary" onClick={onClose}>
            {t('admin_orders.awb.bulk.close')}
          </Button>
        </DialogActions>
      </DialogContent>
    </Dialog>
  );
}

/** "Schimbă statusul" (a status, confirmed) and "Fișe de ambalare" for the chosen orders. */
function BulkStatusActions({
  selection,
  onResults,
}: {
  selection: ListSelection<AdminOrderSummary>;
  onResults: (results: BulkResults, status: OrderStatus) => void;
}) {
  const adminLink = useAdminPath();
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const keys = useSubmissionKeys();
  const orderIds = selection.ids.map(Number);
  const [status, setStatus] = useState<OrderStatus | ''>('');
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const change = useMutation({
    mutationFn: (body: { order_ids: number[]; status: OrderStatus }) =>
      changeOrdersStatus(body, keys.keyFor(body)),
    onSuccess: async ({ results }, body) => {
      keys.reset();
      setFailure(null);
      setConfirming(false);
      selection.clear();
      onResults(results, body.status);
      await queryClient.invalidateQueries({ queryKey: orderKeys.all });
    },
    onError: (error) => {
      setConfirming(false);
      setFailure(refusalDetail(error) ?? t('admin_orders.error'));
    },
  });
  const slips = adminLink(`comenzi/fise?comenzi=${orderIds.join(',')}`);
  return (
    <>
      <form
        className="flex flex-wrap items-end gap-2"
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          if (status) setConfirming(true);
        }}
      >
        <FormField label={t('admin_orders.tools.new_status')} className="min-w-44">
          <Select
            value={status}
            required
            onChange={(event) => setStatus(event.target.value as OrderStatus | '')}
          >
            <option value="">{t('admin_orders.tools.choose_status')}</option>
            {BULK_TARGETS.map((target) => (
              <option key={target} value={target}>
                {ORDER_STATUS_LABELS[target][i18n.language]}
              </option>
            ))}
          </Select>
        </FormField>
        <Button type="submit" size="sm-touch" disabled={change.isPending}>
          <ListChecks aria-hidden="true" />
          {change.isPending ? t('admin_orders.tools.status_working') : t('admin_orders.tools.change_status')}
        </Button>
      </form>
      <Button asChild variant="secondary" size="sm-touch">
        <Link to={slips} target="_blank" rel="noopener">
          <Printer aria-hidden="true" />
          {t('admin_orders.tools.packing_slips')}
        </Link>
      </Button>
      {failure ? (
        <p role="alert" className="basis-full text-danger">
          {failure}
        </p>
      ) : null}
      <ConfirmDialog
        open={confirming && status !== ''}
        onCancel={() => setConfirming(false)}
        onConfirm={() => status && change.mutate({ order_ids: orderIds, status })}
        title={
          status
            ? t('admin_orders.tools.status_confirm_title', {
                count: orderIds.length,
                status: ORDER_STATUS_LABELS[status][i18n.language],
              })
            : ''
        }
        description={t('admin_orders.tools.status_confirm_body')}
        cancelLabel={t('admin_orders.keep')}
        confirmLabel={t('admin_orders.tools.status_confirm')}
        tone={status === 'cancelled' ? 'danger' : 'primary'}
        busy={change.isPending}
      />
    </>
  );
}

/** The list's bulk status change and packing slips: actions for the selection and the results after. */
export function useBulkStatus(): {
  actions: (selection: ListSelection<AdminOrderSummary>) => ReactNode;
  results: ReactNode;
} {
  const [done, setDone] = useState<{ results: BulkResults; status: OrderStatus } | null>(null);
  return {
    actions: (selection) => (
      <BulkStatusActions
        selection={selection}
        onResults={(results, status) => setDone({ results, status })}
      />
    ),
    results: done ? (
      <BulkStatusResults results={done.results} status={done.status} onClose={() => setDone(null)} />
    ) : null,
  };
}

/** An order's tags on its page: each can be taken off, a new one put on. */
export function OrderTags({ orderId, tags }: { orderId: number; tags: string[] }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const settle = async () => {
    setFailure(null);
    await queryClient.invalidateQueries({ queryKey: orderKeys.all });
  };
  const add = useMutation({
    mutationFn: (tag: string) => addOrderTag(orderId, tag),
    onSuccess: async () => {
      setDraft('');
      await settle();
    },
    onError: (error) => setFailure(refusalDetail(error) ?? t('admin_orders.error')),
  });
  const remove = useMutation({
    mutationFn: (tag: string) => removeOrderTag(orderId, tag),
    onSuccess: settle,
    onError: (error) => setFailure(refusalDetail(error) ?? t('admin_orders.error')),
  });
  return (
    <div className="flex flex-col gap-3">
      {tags.length === 0 ? (
        <p className="text-ink-muted">{t('admin_orders.tags.none')}</p>
      ) : (
        <ul className="flex flex-wrap gap-2">
          {tags.map((tag) => (
            <li
              key={tag}
              className="inline-flex items-center gap-1 rounded-full bg-sage-100 py-0.5 pr-0.5 pl-3 font-semibold"
            >
              {tag}
              <Button
                variant="ghost-danger"
                size="icon"
                iconSize="sm"
                aria-label={t('admin_orders.tags.remove', { tag })}
                disabled={remove.isPending}
                onClick={() => remove.mutate(tag)}
              >
                <X aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      )}
      <form
        className="flex flex-wrap items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          if (draft.trim()) add.mutate(draft);
        }}
      >
        <FormField label={t('admin_orders.tags.new')} hint={t('admin_orders.tags.hint')} className="grow">
          <Input value={draft} maxLength={ORDER_TAG_MAX} onChange={(event) => setDraft(event.target.value)} />
        </FormField>
        <Button type="submit" variant="secondary" size="sm-touch" disabled={add.isPending}>
          {t('admin_orders.tags.add')}
        </Button>
      </form>
      {failure ? (
        <p role="alert" className="text-danger">
          {failure}
        </p>
      ) : null}
    </div>
  );
}

/** Into "Comandă nouă": an order staff take by phone or at the counter (docs/decisions/061). */
export function NewOrderLink() {
  const adminLink = useAdminPath();
  const { t } = useTranslation();
  return (
    <Button asChild size="sm-touch">
      <Link to={adminLink('comenzi/nou')}>
        <Plus aria-hidden="true" />
        {t('admin_orders.manual.new')}
      </Link>
    </Button>
  );
}
