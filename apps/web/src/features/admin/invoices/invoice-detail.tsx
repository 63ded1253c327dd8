import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, Download, RotateCw } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { Link, useParams } from 'react-router';
import { formatLei } from '@shop/shared/money';
import type { AdminInvoiceDetail, InvoiceDocumentWire } from '@shop/shared/schemas/admin/invoices';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeaderCell, TableRow } from '@/components/ui/table';
import { isApiError } from '@/lib/api-client';
import { refusalDetail } from '@/lib/error-message';
import { useTranslation } from '@/lib/i18n';
import { showShopToast } from '@/lib/toasts';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useShopDateTimeFormat } from '../components/admin-screen';
import { useSubmissionKeys } from '../components/submission-keys';
import { BuyerCorrection } from './buyer-correction';
import { InvoiceStateBadge } from './invoice-state-badge';
import { downloadInvoiceFile, invoiceKeys, invoiceQueryOptions, resendInvoice } from './invoices-api';
import { useAdminPath } from '@/lib/use-localized-path';

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="rounded-card border border-line bg-surface p-4">
      <h2 id={id} className="mb-3 text-lg font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}

type Party = InvoiceDocumentWire['seller'] | InvoiceDocumentWire['buyer'];

function PartyCard({ title, party }: { title: string; party: Party }) {
  const { t } = useTranslation();
  const { address } = party;
  return (
    <Section title={title}>
      <address className="flex flex-col gap-0.5 not-italic">
        <span className="font-semibold">{party.name}</span>
        {party.cui ? <span>{t('admin_invoices.cui', { cui: party.cui })}</span> : null}
        {party.tradeRegister ? (
          <span>{t('admin_invoices.trade_register', { value: party.tradeRegister })}</span>
        ) : null}
        <span>{address.street}</span>
        <span>
          {address.postalCode} {address.city}, {address.county}
        </span>
      </address>
    </Section>
  );
}

function Downloads({ invoice }: { invoice: AdminInvoiceDetail }) {
  const { t } = useTranslation();
  const download = useMutation({
    mutationFn: (format: 'pdf' | 'xml') => downloadInvoiceFile(invoice.id, invoice.code, format),
  });
  const busy = download.isPending ? download.variables : null;
  return (
    <div className="flex flex-col items-start gap-2">
      <div className="flex flex-wrap gap-2">
        {(['pdf', 'xml'] as const).map((format) => (
          <Button
            key={format}
            type="button"
            variant="secondary"
            size="sm-touch"
            disabled={busy !== null}
            onClick={() => download.mutate(format)}
          >
            <Download aria-hidden="true" />
            {busy === format ? t('admin_invoices.downloading') : t(`admin_invoices.download_${format}`)}
          </Button>
        ))}
      </div>
      {download.isError ? (
        <p role="alert" className="font-semibold text-danger">
          {refusalDetail(download.error) ?? t('admin_invoices.download_error')}
        </p>
      ) : null}
    </div>
  );
}

function Efactura({ invoice }: { invoice: AdminInvoiceDetail }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const dateTime = useShopDateTimeFormat('medium');
  const keys = useSubmissionKeys();
  const { efactura } = invoice;
  const resend = useMutation({
    mutationFn: () => resendInvoice(invoice.id, keys.keyFor({ resend: invoice.id })),
    onSuccess: async (updated) => {
      keys.reset();
      queryClient.setQueryData(invoiceKeys.detail(invoice.id), updated);
      showShopToast(t('admin_invoices.resent'));
      await queryClient.invalidateQueries({ queryKey: invoiceKeys.all });
    },
    onError: () => void queryClient.invalidateQueries({ queryKey: invoiceKeys.detail(invoice.id) }),
  });
  return (
    <Section title={t('admin_invoices.efactura_title')}>
      <div className="flex flex-col gap-2">
        <InvoiceStateBadge state={efactura.state} size="md" />
        {efactura.upload_index ? (
          <p>{t('admin_invoices.upload_index', { index: efactura.upload_index })}</p>
        ) : null}
        {efactura.accepted_at ? (
          <p>{t('admin_invoices.accepted_at', { date: dateTime.format(new Date(efactura.accepted_at)) })}</p>
        ) : efactura.updated_at ? (
          <p className="text-ink-muted">
            {t('admin_invoices.updated_at', { date: dateTime.format(new Date(efactura.updated_at)) })}
          </p>
        ) : null}
        {efactura.archived ? <p className="text-ink-muted">{t('admin_invoices.archived')}</p> : null}
        {efactura.errors.length > 0 ? (
          <div
            role="group"
            aria-label={t('admin_invoices.errors_title')}
            className="rounded-lg bg-danger-soft p-3"
          >
            <p className="font-semibold text-danger">{t('admin_invoices.errors_title')}</p>
            <ul className="ml-5 list-disc">
              {efactura.errors.map((error, index) => (
                <li key={index}>{error}</li>
              ))}
            </ul>
          </div>
        ) : null}
        {invoice.can_resend ? (
          <Button
            type="button"
            size="sm-touch"
            className="self-start"
            disabled={resend.isPending}
            onClick={() => resend.mutate()}
          >
            <RotateCw aria-hidden="true" />
            {resend.isPending ? t('admin_invoices.resending') : t('admin_invoices.resend')}
          </Button>
        ) : null}
        {resend.isError ? (
          <p role="alert" className="font-semibold text-danger">
            {refusalDetail(resend.error) ?? t('admin_invoices.resend_error')}
          </p>
        ) : null}
      </div>
    </Section>
  );
}

function Lines({ document }: { document: InvoiceDocumentWire }) {
  const { t } = useTranslation();
  return (
    <Section title={t('admin_invoices.lines')}>
      <Table caption={t('admin_invoices.lines')} captionHidden density="dense">
        <TableHead>
          <TableRow>
            <TableHeaderCell>{t('admin_invoices.line_name')}</TableHeaderCell>
            <TableHeaderCell align="end">{t('admin_invoices.quantity')}</TableHeaderCell>
            <TableHeaderCell align="end">{t('admin_invoices.unit_price')}</TableHeaderCell>
            <TableHeaderCell align="end">{t('admin_invoices.net')}</TableHeaderCell>
            <TableHeaderCell align="end">{t('admin_invoices.vat_rate')}</TableHeaderCell>
            <TableHeaderCell align="end">{t('admin_invoices.vat')}</TableHeaderCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {document.lines.map((line) => (
            <TableRow key={line.position}>
              <TableHeaderCell scope="row" className="font-normal">
                {line.name}
              </TableHeaderCell>
              <TableCell align="end">{line.quantity}</TableCell>
              <TableCell align="end" className="whitespace-nowrap">
                {formatLei(line.unitPriceGross)}
              </TableCell>
              <TableCell align="end" className="whitespace-nowrap">
                {formatLei(line.netAmount)}
              </TableCell>
              <TableCell align="end">{line.vatRate}%</TableCell>
              <TableCell align="end" className="whitespace-nowrap">
                {formatLei(line.vatAmount)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Section>
  );
}

function Amounts({ document }: { document: InvoiceDocumentWire }) {
  const { t } = useTranslation();
  const totals: [string, number][] = [
    [t('admin_invoices.total_net'), document.totals.net],
    [t('admin_invoices.total_vat'), document.totals.vat],
    [t('admin_invoices.total_gross'), document.totals.gross],
  ];
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Section title={t('admin_invoices.vat_breakdown')}>
        <Table caption={t('admin_invoices.vat_breakdown')} captionHidden density="dense">
          <TableHead>
            <TableRow>
              <TableHeaderCell>{t('admin_invoices.vat_rate')}</TableHeaderCell>
              <TableHeaderCell align="end">{t('admin_invoices.taxable')}</TableHeaderCell>
              <TableHeaderCell align="end">{t('admin_invoices.vat')}</TableHeaderCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {document.vatBreakdown.map((entry) => (
              <TableRow key={`${entry.vatCategory}-${entry.vatRate}`}>
                <TableHeaderCell scope="row" className="font-normal">
                  {entry.vatRate}% ({entry.vatCategory})
                </TableHeaderCell>
                <TableCell align="end">{formatLei(entry.taxableAmount)}</TableCell>
                <TableCell align="end">{formatLei(entry.vatAmount)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Section>
      <Section title={t('admin_invoices.totals')}>
        <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1">
          {totals.map(([label, value]) => (
            <div key={label} className="contents">
              <dt>{label}</dt>
              <dd className="text-right font-semibold whitespace-nowrap">{formatLei(value)}</dd>
            </div>
          ))}
        </dl>
      </Section>
    </div>
  );
}

/** /admin/facturi/{id}: one document, its files, its e-Factura state and what staff may do about it. */
export function InvoiceDetail() {
  const adminLink = useAdminPath();
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const query = useQuery({ ...invoiceQueryOptions(valid ? id : 0), enabled: valid });
  const invoice = query.data;
  useDocumentTitle(t('admin.document_title', { page: invoice?.code ?? t('admin_invoices.title') }));
  const notFound = !valid || (isApiError(query.error) && query.error.status === 404);

  return (
    <div className="flex flex-col gap-4">
      <Link
        to={adminLink('facturi')}
        className="inline-flex items-center gap-1 self-start text-brand underline-offset-4 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t('admin_invoices.back')}
      </Link>
      {notFound ? (
        <EmptyState title={t('admin_invoices.not_found')} />
      ) : query.isPending ? (
        <div aria-busy="true" aria-label={t('admin.common.loading')} className="flex flex-col gap-3">
          <Skeleton className="h-10 w-1/2" />
          <Skeleton className="h-40 w-full" />
        </div>
      ) : query.isError || !invoice ? (
        <ErrorState
          title={t('admin.common.load_error')}
          retryLabel={t('admin.common.retry')}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : (
        <>
          <div className="flex flex-wrap items-start justify-between gap-3">
            <div className="flex flex-col gap-1">
              <h1 className="flex flex-wrap items-center gap-3 text-2xl font-bold tracking-tight">
                {t(`admin_invoices.kinds.${invoice.kind}`)} {invoice.code}
                <InvoiceStateBadge state={invoice.efactura_state} size="md" />
              </h1>
              <p className="text-ink-muted">
                {t('admin_invoices.issued_on', { date: invoice.issue_date })} ·{' '}
                <Link
                  to={adminLink(`comenzi/${invoice.order_id}`)}
                  className="text-brand underline underline-offset-4"
                >
                  {t('admin_invoices.order', { id: invoice.order_id })}
                </Link>
              </p>
              {invoice.corrects ? (
                <p>
                  <Link
                    to={adminLink(`facturi/${invoice.corrects.id}`)}
                    className="text-brand underline underline-offset-4"
                  >
                    {t('admin_invoices.corrects', { code: invoice.corrects.code })}
                  </Link>
                </p>
              ) : null}
            </div>
            <Downloads invoice={invoice} />
          </div>
          {invoice.can_correct_buyer ? (
            <BuyerCorrection key={invoice.efactura.updated_at} invoice={invoice} />
          ) : null}
          <div className="grid gap-4 lg:grid-cols-3">
            <Efactura invoice={invoice} />
            <PartyCard title={t('admin_invoices.seller')} party={invoice.document.seller} />
            <PartyCard title={t('admin_invoices.buyer')} party={invoice.document.buyer} />
          </div>
          <Lines document={invoice.document} />
          <Amounts document={invoice.document} />
          {invoice.credit_notes.length > 0 ? (
            <Section title={t('admin_invoices.credit_notes')}>
              <ul className="flex flex-col gap-1">
                {invoice.credit_notes.map((note) => (
                  <li key={note.id}>
                    <Link
                      to={adminLink(`facturi/${note.id}`)}
                      className="font-semibold text-brand underline-offset-4 hover:underline"
                    >
                      {note.code}
                    </Link>
                  </li>
                ))}
              </ul>
            </Section>
          ) : null}
        </>
      )}
    </div>
  );
}
