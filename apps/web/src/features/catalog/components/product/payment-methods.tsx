import { useId } from 'react';
import { useTranslation } from '@/lib/i18n';

/** Small drawn marks, so the row needs no image file and scales crisply. */
function CardMark() {
  return (
    <svg viewBox="0 0 40 28" aria-hidden="true" className="h-6 w-9">
      <rect x="1" y="1" width="38" height="26" rx="4" className="fill-brand" />
      <rect x="1" y="6" width="38" height="5" className="fill-brand-strong" />
      <rect x="5" y="15" width="8" height="6" rx="1.5" className="fill-honey-300" />
      <rect x="17" y="19" width="17" height="2.5" rx="1.25" className="fill-sage-200" />
    </svg>
  );
}

function CashMark() {
  return (
    <svg viewBox="0 0 40 28" aria-hidden="true" className="h-6 w-9">
      <rect
        x="1"
        y="4"
        width="38"
        height="20"
        rx="3"
        className="fill-sage-200 stroke-brand"
        strokeWidth="1.5"
      />
      <circle cx="20" cy="14" r="5" className="fill-none stroke-brand" strokeWidth="1.5" />
      <circle cx="7" cy="14" r="1.8" className="fill-brand" />
      <circle cx="33" cy="14" r="1.8" className="fill-brand" />
    </svg>
  );
}

function TransferMark() {
  return (
    <svg viewBox="0 0 40 28" aria-hidden="true" className="h-6 w-9">
      <path d="M20 2 37 9H3Z" className="fill-brand" />
      <rect x="6" y="11" width="3.5" height="10" className="fill-brand" />
      <rect x="14" y="11" width="3.5" height="10" className="fill-brand" />
      <rect x="22.5" y="11" width="3.5" height="10" className="fill-brand" />
      <rect x="30.5" y="11" width="3.5" height="10" className="fill-brand" />
      <rect x="3" y="22.5" width="34" height="3.5" rx="1" className="fill-brand-strong" />
    </svg>
  );
}

/** Contract §2: the payment-methods image of the product page: card, cash on delivery, bank transfer. */
export function PaymentMethods() {
  const { t } = useTranslation();
  const titleId = useId();
  const methods = [
    { key: 'card', mark: <CardMark />, label: t('product.payment.card') },
    { key: 'cash', mark: <CashMark />, label: t('product.payment.cash') },
    { key: 'transfer', mark: <TransferMark />, label: t('product.payment.transfer') },
  ];
  return (
    <div className="flex flex-col gap-2">
      <p id={titleId} className="text-sm font-semibold text-ink-muted">
        {t('product.payment.title')}
      </p>
      <ul aria-labelledby={titleId} className="flex flex-wrap gap-2">
        {methods.map((method) => (
          <li
            key={method.key}
            className="flex items-center gap-2 rounded-lg border border-line bg-surface px-2.5 py-1.5 text-sm font-semibold"
          >
            {method.mark}
            {method.label}
          </li>
        ))}
      </ul>
    </div>
  );
}
