import { useMutation } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { useId, useState } from 'react';
import { SHOP_TIME_ZONE } from '@shop/shared/constants';
import { Button } from '@/components/ui/button';
import { FormField, Input } from '@/components/ui/form-field';
import { useTranslation } from '@/lib/i18n';
import { downloadMonthExport, downloadSalesJournal } from './invoices-api';

/** This month in Romania, "2026-11". */
function currentMonth(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: SHOP_TIME_ZONE }).format(new Date()).slice(0, 7);
}

/** The accountant's month: every document as a ZIP, and the sales journal as CSV. */
export function MonthExports() {
  const { t } = useTranslation();
  const [month, setMonth] = useState(currentMonth);
  const hintId = useId();
  const valid = /^\d{4}-(0[1-9]|1[0-2])$/.test(month);
  const download = useMutation({
    mutationFn: (what: 'zip' | 'journal') =>
      what === 'zip' ? downloadMonthExport(month) : downloadSalesJournal(month),
  });
  const busy = download.isPending ? download.variables : null;

  return (
    <section
      aria-labelledby="invoice-exports-title"
      className="flex flex-col gap-3 rounded-card border border-line bg-surface p-4"
    >
      <h2 id="invoice-exports-title" className="text-lg font-bold">
        {t('admin_invoices.month_exports')}
      </h2>
      <p id={hintId} className="text-sm text-ink-muted">
        {t('admin_invoices.export_hint')}
      </p>
      <div className="flex flex-wrap items-end gap-3">
        <FormField label={t('admin_invoices.month')} className="w-44">
          <Input
            type="month"
            name="luna"
            value={month}
            aria-describedby={hintId}
            onChange={(event) => setMonth(event.target.value)}
          />
        </FormField>
        <Button
          type="button"
          variant="secondary"
          size="sm-touch"
          disabled={!valid || busy !== null}
          onClick={() => download.mutate('zip')}
        >
          <Download aria-hidden="true" />
          {busy === 'zip' ? t('admin_invoices.downloading') : t('admin_invoices.export_zip')}
        </Button>
        <Button
          type="button"
          variant="secondary"
          size="sm-touch"
          disabled={!valid || busy !== null}
          onClick={() => download.mutate('journal')}
        >
          <Download aria-hidden="true" />
          {busy === 'journal' ? t('admin_invoices.downloading') : t('admin_invoices.export_journal')}
        </Button>
      </div>
      {download.isError ? (
        <p role="alert" className="font-semibold text-danger">
          {t('admin_invoices.download_error')}
        </p>
      ) : null}
    </section>
  );
}
