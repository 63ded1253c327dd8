import { Check, Copy, Landmark } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { decimalToBani, formatLei } from '@shop/shared/money';
import type { TransferInstructions } from '@shop/shared/schemas/checkout';
import { useTranslation } from '@/lib/i18n';
import { Button } from '@/components/ui/button';

function CopyButton({
  value,
  label,
  onCopied,
}: {
  value: string;
  label: string;
  onCopied: (ok: boolean) => void;
}) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 2000);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
      onCopied(true);
    } catch {
      onCopied(false);
    }
  };

  return (
    <Button
      variant="ghost-brand"
      size="icon"
      onClick={() => void copy()}
      aria-label={t('checkout.success.copy', { label: label.toLowerCase() })}
      className="-my-2"
    >
      {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
    </Button>
  );
}

type TransferDetailsProps = { transfer: TransferInstructions; expiresAt?: string | null | undefined };

/** The bank details a transfer needs, each with a copy button; the order ships once paid. */
export function TransferDetails({ transfer, expiresAt }: TransferDetailsProps) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const [status, setStatus] = useState('');
  const amount = decimalToBani(transfer.suma);
  const rows = [
    {
      label: t('checkout.success.iban'),
      value: transfer.iban,
      shown: transfer.iban.replace(/(.{4})/g, '$1 ').trim(),
    },
    { label: t('checkout.success.beneficiary'), value: transfer.beneficiar, shown: transfer.beneficiar },
    { label: t('checkout.success.reference'), value: transfer.referinta, shown: transfer.referinta },
    {
      label: t('checkout.success.amount'),
      value: transfer.suma,
      shown: amount === null ? transfer.suma : formatLei(amount),
    },
  ];
  const deadline = expiresAt ? new Date(expiresAt) : null;

  return (
    <section
      aria-labelledby={headingId}
      className="rounded-card border border-honey-300 bg-honey-100/60 p-4 sm:p-5"
    >
      <h2 id={headingId} className="flex items-center gap-2 text-lg font-bold">
        <Landmark aria-hidden="true" className="size-5 text-honey-700" />
        {t('checkout.success.transfer_title')}
      </h2>
      <p className="mt-1 text-sm">{t('checkout.success.transfer_text')}</p>
      {deadline && !Number.isNaN(deadline.getTime()) ? (
        <p className="mt-1 text-sm font-semibold">
          {t('checkout.success.transfer_deadline', {
            date: new Intl.DateTimeFormat(i18n.language === 'en' ? 'en-GB' : 'ro-RO', {
              dateStyle: 'long',
              timeZone: 'Europe/Bucharest',
            }).format(deadline),
          })}
        </p>
      ) : null}
      <dl className="mt-4 flex flex-col divide-y divide-honey-300/70 rounded-lg bg-surface px-4">
        {rows.map((row) => (
          <div key={row.label} className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-3 py-3">
            <dt className="text-sm text-ink-muted">{row.label}</dt>
            <dd className="col-start-1 font-semibold break-words tabular-nums">{row.shown}</dd>
            <dd className="col-start-2 row-span-2 row-start-1">
              <CopyButton
                value={row.value}
                label={row.label}
                onCopied={(ok) =>
                  setStatus(
                    ok
                      ? t('checkout.success.copied', { label: row.label })
                      : t('checkout.success.copy_failed'),
                  )
                }
              />
            </dd>
          </div>
        ))}
      </dl>
      <p role="status" className="sr-only">
        {status}
      </p>
    </section>
  );
}
