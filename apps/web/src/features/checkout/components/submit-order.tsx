import { LoaderCircle, Lock } from 'lucide-react';
import { formatLei } from '@shop/shared/money';
import { Button } from '@/components/ui/button';
import { useTranslation } from '@/lib/i18n';

/** The amount left to pay and the submit button, busy while the order is on its way. */
export function SubmitOrder({ toPay, busy }: { toPay: number; busy: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-3 border-t border-line pt-5">
      <p className="flex items-baseline justify-between gap-4">
        <span className="text-lg font-bold">{t('checkout.total_to_pay')}</span>
        <span className="text-2xl font-bold tabular-nums">{formatLei(toPay)}</span>
      </p>
      <Button
        type="submit"
        size="lg"
        aria-disabled={busy || undefined}
        className="w-full aria-disabled:cursor-wait aria-disabled:opacity-80"
      >
        {busy ? <LoaderCircle aria-hidden="true" className="motion-safe:animate-spin" /> : null}
        {busy ? t('checkout.submitting') : t('checkout.submit')}
      </Button>
      <p className="flex items-center justify-center gap-2 text-sm text-ink-muted">
        <Lock aria-hidden="true" className="size-4" />
        {t('checkout.secure_note')}
      </p>
    </div>
  );
}
