import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { decimalToBani, formatLei } from '@shop/shared/money';
import type { AdminOrderDetail } from '@shop/shared/schemas/admin/orders';
import { Button } from '@/components/ui/button';
import { failureMessage } from '@/lib/error-message';
import { useTranslation } from '@/lib/i18n';
import { showShopToast } from '@/lib/toasts';
import { ConfirmDialog } from '../components/confirm-dialog';
import { useSubmissionKeys } from '../components/submission-keys';
import { orderKeys, settleAmountDue } from './orders-api';

type Way = 'transfer' | 'numerar';

/**
 * What an edit of a paid order left to pay (docs/decisions/061), on the order's money section:
 * the amount, and "received by transfer" / "received in cash", each asking first.
 */
export function AmountDue({ order }: { order: AdminOrderDetail }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const keys = useSubmissionKeys();
  const [asking, setAsking] = useState<Way | null>(null);
  const due = decimalToBani(order.amount_due) ?? 0;
  const mutation = useMutation({
    mutationFn: (metoda: Way) => {
      const body = { version: order.version, metoda };
      return settleAmountDue(order.id, body, keys.keyFor(body));
    },
    onSuccess: async (updated) => {
      setAsking(null);
      keys.reset();
      queryClient.setQueryData(orderKeys.detail(order.id), updated);
      showShopToast(t('admin_orders.amount_due.done'));
      await queryClient.invalidateQueries({ queryKey: orderKeys.all });
    },
  });
  if (due <= 0) return null;
  return (
    <div className="mb-3 rounded-lg border border-honey-300 bg-honey-100 p-3 text-honey-900">
      <p className="font-semibold" data-testid="amount-due">
        {t('admin_orders.amount_due.label', { amount: formatLei(due) })}
      </p>
      <p className="text-sm">{t('admin_orders.amount_due.how')}</p>
      <div className="mt-2 flex flex-wrap gap-2">
        {(['transfer', 'numerar'] as const).map((way) => (
          <Button key={way} variant="secondary" size="sm-touch" onClick={() => setAsking(way)}>
            {t(`admin_orders.amount_due.received.${way}`)}
          </Button>
        ))}
      </div>
      <ConfirmDialog
        open={asking !== null}
        tone="primary"
        onCancel={() => {
          setAsking(null);
          mutation.reset();
        }}
        onConfirm={() => asking && mutation.mutate(asking)}
        title={t('admin_orders.amount_due.confirm_title', { amount: formatLei(due) })}
        description={asking ? t(`admin_orders.amount_due.confirm_text.${asking}`) : ''}
        confirmLabel={t('admin_orders.amount_due.confirm_yes')}
        busy={mutation.isPending}
        error={mutation.isError ? failureMessage(mutation.error, t) : null}
      />
    </div>
  );
}
