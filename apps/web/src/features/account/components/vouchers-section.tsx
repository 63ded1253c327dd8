import { Ticket } from 'lucide-react';
import type { Voucher } from '@shop/shared/schemas/vouchers';
import { cn } from '@/lib/cn';
import { useTranslation } from '@/lib/i18n';
import { useVouchers } from '@/hooks/use-account-money';
import { voucherNote } from '../lib/customer-texts';
import { formatAmount, formatDate } from '../lib/format';
import { CopyButton } from './copy-button';
import { AccountListSection } from './query-states';

function VoucherCard({ voucher }: { voucher: Voucher }) {
  const { t, i18n } = useTranslation();
  const active = voucher.status === 'active';
  const note = voucherNote(voucher);
  const discount =
    voucher.discount_type === 'percent' ? `${Number(voucher.value)}%` : formatAmount(voucher.value);
  return (
    <li className={cn('flex flex-col gap-2 rounded-lg border border-line p-4', !active && 'opacity-75')}>
      <div className="flex items-start justify-between gap-3">
        <div className="flex flex-col gap-0.5">
          <span className="text-lg font-semibold">{t('account.vouchers.discount', { discount })}</span>
          <span className="text-sm text-ink-muted">{'text' in note ? note.text : t(note.key)}</span>
        </div>
        <span
          className={cn(
            'rounded-full px-2.5 py-0.5 text-sm font-semibold',
            active ? 'bg-sage-100 text-brand' : 'bg-canvas text-ink-muted',
          )}
        >
          {t(`account.vouchers.statuses.${voucher.status}`)}
        </span>
      </div>
      <code className="self-start rounded bg-canvas px-2 py-1 font-mono text-base tracking-wide">
        {voucher.code}
      </code>
      <p className="text-sm text-ink-muted">
        {Number(voucher.min_subtotal) > 0
          ? `${t('account.vouchers.min_subtotal', { amount: formatAmount(voucher.min_subtotal) })} · `
          : ''}
        {voucher.status === 'used' && voucher.comanda !== null
          ? t('account.vouchers.used_on', { id: voucher.comanda })
          : voucher.expires_at
            ? t(active ? 'account.vouchers.valid_until' : 'account.vouchers.expired_on', {
                date: formatDate(voucher.expires_at, i18n.language),
              })
            : null}
      </p>
      {active ? <CopyButton text={voucher.code} label={t('account.vouchers.copy')} /> : null}
    </li>
  );
}

/** The customer's personal vouchers: single-use codes for their own orders. */
export function VouchersSection() {
  const { t } = useTranslation();
  const vouchers = useVouchers();
  return (
    <AccountListSection id="vouchere" texts="vouchers" query={vouchers} icon={<Ticket className="size-6" />}>
      {(list) => (
        <div className="flex flex-col gap-3">
          <p className="text-sm text-ink-muted">{t('account.vouchers.hint')}</p>
          <ul className="grid gap-3 md:grid-cols-2">
            {list.map((voucher) => (
              <VoucherCard key={voucher.id} voucher={voucher} />
            ))}
          </ul>
        </div>
      )}
    </AccountListSection>
  );
}
