import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { decimalToBani, formatLei } from '@shop/shared/money';
import type { AdminRefund } from '@shop/shared/schemas/admin/orders';
import { Button } from '@/components/ui/button';
import { failureMessage } from '@/lib/error-message';
import { useTranslation } from '@/lib/i18n';
import { showShopToast } from '@/lib/toasts';
import { useShopDateTimeFormat } from '../components/admin-screen';
import { ConfirmDialog } from '../components/confirm-dialog';
import { useSubmissionKeys } from '../components/submission-keys';
import { usePermissions } from '../shell/admin-me';
import { confirmRefundTransfer, orderKeys } from './orders-api';

/**
 * A card or bank refund's state, on every screen that shows one (the order, the return it paid
 * back): while it awaits the transfer staff make outside the shop, "I made the transfer" asks
 * first and then completes it, which is when the customer is mailed. `onConfirmed` refreshes the
 * screen's own data (the order's is refreshed here).
 */
export function RefundTransfer({
  orderId,
  refund,
  onConfirmed,
}: {
  orderId: number;
  refund: AdminRefund;
  onConfirmed?: () => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const dateTime = useShopDateTimeFormat('medium');
  const queryClient = useQueryClient();
  const keys = useSubmissionKeys();
  const [asking, setAsking] = useState(false);
  const mayRefund = usePermissions().can('refunds');
  const mutation = useMutation({
    mutationFn: () => confirmRefundTransfer(orderId, refund.id, keys.keyFor(refund.id)),
    onSuccess: async () => {
      setAsking(false);
      keys.reset();
      showShopToast(t('admin_orders.transfer.done'));
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: orderKeys.detail(orderId) }),
        onConfirmed?.(),
      ]);
    },
  });
  if (refund.status === 'completed') {
    // Only a confirmed transfer has someone who confirmed it; the rest were completed as recorded.
    return refund.completed_by && refund.completed_at ? (
      <span className="text-ink-muted">
        {' '}
        ·{' '}
        {t('admin_orders.transfer.confirmed_on', {
          when: dateTime.format(new Date(refund.completed_at)),
        })}{' '}
        — {refund.completed_by}
      </span>
    ) : null;
  }
  const method = refund.method === 'bank' ? 'bank' : 'card';
  const awaiting = (
    <span className="rounded-full border border-honey-300 bg-honey-100 px-2 py-0.5 text-xs font-semibold text-honey-900">
      {t('admin_orders.refund_status.awaiting_transfer')}
    </span>
  );
  // Confirming a transfer completes a refund: only for the `refunds` permission (ADR 055).
  if (!mayRefund) return <span className="mt-1 flex flex-wrap items-center gap-2">{awaiting}</span>;
  return (
    <span className="mt-1 flex flex-wrap items-center gap-2">
      {awaiting}
      <Button variant="secondary" size="sm-touch" onClick={() => setAsking(true)}>
        {t('admin_orders.transfer.confirm')}
      </Button>
      <ConfirmDialog
        open={asking}
        tone="primary"
        onCancel={() => {
          setAsking(false);
          mutation.reset();
        }}
        onConfirm={() => mutation.mutate()}
        title={t('admin_orders.transfer.confirm_title', {
          amount: formatLei(decimalToBani(refund.amount) ?? 0),
        })}
        description={t(`admin_orders.transfer.confirm_text.${method}`)}
        confirmLabel={t('admin_orders.transfer.confirm_yes')}
        busy={mutation.isPending}
        error={mutation.isError ? failureMessage(mutation.error, t) : null}
      />
    </span>
  );
}
