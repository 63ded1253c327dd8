import { CreditCard } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { useTranslation } from '@/lib/i18n';
import type { PendingPayment } from '../lib/checkout-session';

/** The banner over the checkout while this tab's card order waits for its payment. */
export function PendingPaymentNotice({
  unpaid,
  busy,
  retryPath,
  onPay,
}: {
  unpaid: PendingPayment;
  busy: boolean;
  /** The order's own payment page. */
  retryPath: string;
  onPay: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="mb-6 flex flex-col gap-3 rounded-lg border border-honey-300 bg-honey-100/60 px-4 py-3 sm:flex-row sm:items-center sm:justify-between">
      <p className="font-semibold">{t('checkout.pending_notice', { id: unpaid.id })}</p>
      <div className="flex shrink-0 flex-wrap gap-2">
        <Button size="sm" onClick={onPay} aria-disabled={busy || undefined}>
          <CreditCard aria-hidden="true" />
          {t('checkout.pending_pay', { id: unpaid.id })}
        </Button>
        <Button asChild variant="ghost" size="sm">
          <Link to={retryPath}>{t('checkout.pending_action', { id: unpaid.id })}</Link>
        </Button>
      </div>
    </div>
  );
}
