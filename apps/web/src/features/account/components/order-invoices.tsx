import { useMutation } from '@tanstack/react-query';
import { Download, FileText } from 'lucide-react';
import { useId } from 'react';
import { decimalToBani, formatLei } from '@shop/shared/money';
import type { AccountInvoice } from '@shop/shared/schemas/admin/invoices';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useTranslation } from '@/lib/i18n';
import { downloadOrderInvoice, useOrderInvoices } from '../api/account';
import { formatDate } from '../lib/format';

/** The order's invoice and credit notes, each as a PDF to download (the customer's own only). */
export function OrderInvoices({ orderId }: { orderId: number }) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const invoices = useOrderInvoices(orderId);
  const download = useMutation({
    mutationFn: (invoice: AccountInvoice) => downloadOrderInvoice(orderId, invoice),
  });
  const documents = invoices.data?.results ?? [];
  const nameOf = (invoice: AccountInvoice) =>
    t(`account.order.invoice_kind_${invoice.kind}`, { code: invoice.code });

  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-card border border-line bg-surface p-5"
    >
      <h2 id={headingId} className="text-lg font-semibold">
        {t('account.order.invoices_title')}
      </h2>
      {invoices.isPending ? (
        <div role="status">
          <span className="sr-only">{t('account.order.invoices_loading')}</span>
          <Skeleton className="h-12 w-full" />
        </div>
      ) : invoices.isError ? (
        <p role="alert" className="text-danger">
          {t('account.order.invoices_error')}
        </p>
      ) : documents.length === 0 ? (
        <p className="text-ink-muted">{t('account.order.invoices_none')}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-line">
          {documents.map((invoice) => (
            <li key={invoice.id} className="flex flex-wrap items-center justify-between gap-3 py-2">
              <div className="flex items-center gap-2">
                <FileText aria-hidden="true" className="size-5 text-brand" />
                <div>
                  <p className="font-semibold">{nameOf(invoice)}</p>
                  <p className="text-sm text-ink-muted">
                    {t('account.order.invoice_meta', {
                      date: formatDate(`${invoice.issue_date}T12:00:00Z`, i18n.language),
                      total: formatLei(decimalToBani(invoice.gross_total) ?? 0),
                    })}
                  </p>
                </div>
              </div>
              <Button
                variant="secondary"
                size="sm-touch"
                aria-label={t('account.order.invoice_download_label', { document: nameOf(invoice) })}
                aria-disabled={download.isPending || undefined}
                onClick={() => {
                  if (!download.isPending) download.mutate(invoice);
                }}
              >
                <Download aria-hidden="true" />
                {download.isPending && download.variables.id === invoice.id
                  ? t('account.order.invoice_downloading')
                  : t('account.order.invoice_download')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {download.isError ? (
        <p role="alert" className="font-semibold text-danger">
          {t('account.order.invoice_download_error')}
        </p>
      ) : null}
    </section>
  );
}
