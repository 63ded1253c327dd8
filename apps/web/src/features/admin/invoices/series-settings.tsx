import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import {
  INVOICE_KINDS,
  type InvoiceKind,
  type InvoiceSeries,
  invoiceSeriesInputSchema,
} from '@shop/shared/schemas/admin/invoices';
import { Button } from '@/components/ui/button';
import { FormField, Input } from '@/components/ui/form-field';
import { isApiError } from '@/lib/api-client';
import { refusalDetail } from '@/lib/error-message';
import { useTranslation } from '@/lib/i18n';
import { showShopToast } from '@/lib/toasts';
import { AdminQueryState } from '../components/admin-screen';
import { invoiceKeys, invoiceSeriesQueryOptions, saveInvoiceSeries } from './invoices-api';

type Draft = Record<InvoiceKind, { prefix: string; next: string }>;

const draftOf = (series: InvoiceSeries[]): Draft =>
  Object.fromEntries(
    INVOICE_KINDS.map((kind) => {
      const row = series.find((entry) => entry.kind === kind);
      return [kind, { prefix: row?.prefix ?? '', next: String(row?.next_number ?? 1) }];
    }),
  ) as Draft;

function SeriesForm({ series, canEdit }: { series: InvoiceSeries[]; canEdit: boolean }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState(() => draftOf(series));
  const [invalid, setInvalid] = useState(false);
  const body = {
    series: INVOICE_KINDS.map((kind) => ({
      kind,
      prefix: draft[kind].prefix,
      next_number: /^\d{1,6}$/.test(draft[kind].next.trim()) ? Number(draft[kind].next) : Number.NaN,
    })),
  };
  const save = useMutation({
    mutationFn: () => saveInvoiceSeries(body),
    onSuccess: (saved) => {
      queryClient.setQueryData(invoiceKeys.series, saved);
      setDraft(draftOf(saved.series));
      showShopToast(t('admin_invoices.series_saved'));
    },
  });
  const failure = save.error;
  // The server says why (a number already used, a prefix of the other kind), in Romanian.
  const failed = failure
    ? isApiError(failure)
      ? (Object.values(failure.fieldErrors)[0]?.[0] ??
        refusalDetail(failure) ??
        t('admin_invoices.series_error'))
      : t('admin_invoices.series_error')
    : null;
  const kindLabel = (kind: InvoiceKind) => t(`admin_invoices.kinds.${kind}`).toLowerCase();

  return (
    <form
      noValidate
      aria-label={t('admin_invoices.series_title')}
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        const ok = invoiceSeriesInputSchema.safeParse(body).success;
        setInvalid(!ok);
        if (ok) save.mutate();
      }}
    >
      <fieldset disabled={!canEdit || save.isPending} className="grid min-w-0 gap-4 md:grid-cols-2">
        {INVOICE_KINDS.map((kind) => {
          const row = series.find((entry) => entry.kind === kind);
          return (
            <div key={kind} className="flex flex-col gap-3">
              <FormField label={t('admin_invoices.series_prefix', { kind: kindLabel(kind) })}>
                <Input
                  value={draft[kind].prefix}
                  maxLength={10}
                  autoComplete="off"
                  className="uppercase"
                  onChange={(event) =>
                    setDraft({ ...draft, [kind]: { ...draft[kind], prefix: event.target.value } })
                  }
                />
              </FormField>
              <FormField
                label={t('admin_invoices.series_next', { kind: kindLabel(kind) })}
                hint={
                  row?.last_used
                    ? t('admin_invoices.series_last_used', { number: row.last_used })
                    : t('admin_invoices.series_unused')
                }
              >
                <Input
                  value={draft[kind].next}
                  inputMode="numeric"
                  maxLength={6}
                  autoComplete="off"
                  onChange={(event) =>
                    setDraft({ ...draft, [kind]: { ...draft[kind], next: event.target.value } })
                  }
                />
              </FormField>
            </div>
          );
        })}
      </fieldset>
      {invalid ? (
        <p role="alert" className="font-semibold text-danger">
          {t('admin_invoices.series_hint')}
        </p>
      ) : failed ? (
        <p role="alert" className="font-semibold text-danger">
          {failed}
        </p>
      ) : null}
      {canEdit ? (
        <Button type="submit" disabled={save.isPending} className="self-start">
          {save.isPending ? t('admin.common.saving') : t('admin_invoices.series_save')}
        </Button>
      ) : null}
    </form>
  );
}

/** The numbering series of invoices and credit notes, in the settings (the `settings` permission). */
export function InvoiceSeriesSettings({ canEdit }: { canEdit: boolean }) {
  const { t } = useTranslation();
  const headingId = useId();
  const query = useQuery(invoiceSeriesQueryOptions());
  const series = query.data?.series;
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-card border border-line bg-surface p-4 sm:p-6"
    >
      <h2 id={headingId} className="text-lg font-bold">
        {t('admin_invoices.series_title')}
      </h2>
      <p className="-mt-2 text-sm text-ink-muted">{t('admin_invoices.series_hint')}</p>
      <AdminQueryState query={query} empty={!series} emptyTitle={t('admin.common.load_error')}>
        {series ? (
          <SeriesForm
            key={series.map((row) => `${row.prefix}${row.next_number}`).join()}
            series={series}
            canEdit={canEdit}
          />
        ) : null}
      </AdminQueryState>
    </section>
  );
}
