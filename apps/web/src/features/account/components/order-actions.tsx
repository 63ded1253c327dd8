import { CreditCard, XCircle } from 'lucide-react';
import { useState } from 'react';
import type { AccountOrder } from '@shop/shared/schemas/account';
import { Button } from '@/components/ui/button';
import { Dialog, DialogActions, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { FormSuccess } from '@/components/form/form-success';
import { openExternalPage } from '@/lib/external-page';
import { accountFailureKey } from '@/lib/form/password-forms';
import { useTranslation } from '@/lib/i18n';
import { useCancelOrder, usePayAgain } from '../api/account';

/** Paying again for an unpaid card order and cancelling an unpaid one, as the order allows. */
export function OrderActions({ order }: { order: AccountOrder }) {
  const { t } = useTranslation();
  const pay = usePayAgain(order.id);
  const cancel = useCancelOrder(order.id);
  const [confirming, setConfirming] = useState(false);

  return (
    <div className="flex flex-col gap-3">
      {cancel.isSuccess ? <FormSuccess>{t('account.order.cancelled')}</FormSuccess> : null}
      <div className="flex flex-wrap gap-3">
        {order.can_pay ? (
          <Button
            aria-disabled={pay.isPending || pay.isSuccess || undefined}
            onClick={() => {
              if (pay.isPending || pay.isSuccess) return;
              pay.mutate(undefined, {
                onSuccess: ({ payment_url }) => void openExternalPage(payment_url),
              });
            }}
          >
            <CreditCard aria-hidden="true" />
            {pay.isPending || pay.isSuccess ? t('account.order.paying') : t('account.order.pay')}
          </Button>
        ) : null}
        {order.can_cancel ? (
          <Button variant="secondary" onClick={() => setConfirming(true)}>
            <XCircle aria-hidden="true" />
            {t('account.order.cancel')}
          </Button>
        ) : null}
      </div>
      {pay.isError ? (
        <p role="alert" className="font-semibold text-danger">
          {t(accountFailureKey(pay.error, 'account.order.pay_error'))}
        </p>
      ) : null}
      {cancel.isError ? (
        <p role="alert" className="font-semibold text-danger">
          {t(accountFailureKey(cancel.error, 'account.order.cancel_error'))}
        </p>
      ) : null}
      <Dialog open={confirming} onOpenChange={setConfirming}>
        <DialogContent kind="alert" size="sm">
          <DialogTitle>{t('account.order.cancel_confirm_title', { id: order.id })}</DialogTitle>
          <DialogDescription>{t('account.order.cancel_confirm_body')}</DialogDescription>
          <DialogActions>
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              {t('account.order.keep')}
            </Button>
            <Button
              variant="danger"
              aria-disabled={cancel.isPending || undefined}
              onClick={() => {
                if (cancel.isPending) return;
                cancel.mutate(undefined, { onSettled: () => setConfirming(false) });
              }}
            >
              {cancel.isPending ? t('account.order.cancelling') : t('account.order.cancel_confirm')}
            </Button>
          </DialogActions>
        </DialogContent>
      </Dialog>
    </div>
  );
}
