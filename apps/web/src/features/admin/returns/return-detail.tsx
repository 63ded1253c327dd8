import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { decimalToBani, formatDecimalLei, formatLei } from '@shop/shared/money';
import { type AdminReturn, RETURN_NOTE_MAX, type ReturnRefundMethod } from '@shop/shared/schemas/returns';
import { Button } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/error-state';
import { FormField, Input, Select, Textarea } from '@/components/ui/form-field';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeaderCell, TableRow } from '@/components/ui/table';
import { isApiError } from '@/lib/api-client';
import { refusalDetail } from '@/lib/error-message';
import { localized, useTranslation } from '@/lib/i18n';
import { showShopToast } from '@/lib/toasts';
import { AdminScreen, useShopDateTimeFormat } from '../components/admin-screen';
import { ConfirmDialog } from '../components/confirm-dialog';
import { useSubmissionKeys } from '../components/submission-keys';
import { RefundTransfer } from '../orders/refund-transfer';
import { usePermissions } from '../shell/admin-me';
import { decideReturn, receiveReturn, refundReturn, returnKeys, returnQueryOptions } from './returns-api';

/** A step's failure: the server's words for a field or the step, else the generic one. */
function failureOf(error: unknown, fallback: string): string {
  if (isApiError(error)) {
    const field = Object.values(error.fieldErrors)[0]?.[0];
    return field ?? refusalDetail(error) ?? fallback;
  }
  return fallback;
}

function useStep<Body>(id: number, send: (body: Body) => Promise<AdminReturn>, done: string) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: send,
    onSuccess: async (answer) => {
      queryClient.setQueryData(returnKeys.detail(id), answer);
      showShopToast(done);
      await queryClient.invalidateQueries({ queryKey: returnKeys.all });
    },
  });
  return {
    mutation,
    failure: mutation.isError ? failureOf(mutation.error, t('admin.common.load_error')) : null,
  };
}

function Decision({ request }: { request: AdminReturn }) {
  const { t } = useTranslation();
  const [note, setNote] = useState('');
  const [missing, setMissing] = useState(false);
  const { mutation, failure } = useStep(
    request.id,
    (decizie: 'approve' | 'refuse') => decideReturn(request.id, { decizie, nota: note.trim() }),
    t('admin_returns.decided'),
  );
  return (
    <form
      aria-label={t('admin_returns.decide')}
      noValidate
      className="flex flex-col gap-3"
      onSubmit={(event) => event.preventDefault()}
    >
      <FormField
        label={t('admin_returns.note')}
        hint={missing ? undefined : t('admin_returns.note_hint')}
        error={missing ? t('admin_returns.note_required') : undefined}
      >
        <Textarea
          rows={2}
          maxLength={RETURN_NOTE_MAX}
          value={note}
          onChange={(event) => setNote(event.target.value)}
        />
      </FormField>
      {failure ? (
        <p role="alert" className="text-danger">
          {failure}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button type="button" disabled={mutation.isPending} onClick={() => mutation.mutate('approve')}>
          {t('admin_returns.approve')}
        </Button>
        <Button
          type="button"
          variant="secondary-danger"
          disabled={mutation.isPending}
          onClick={() => {
            if (!note.trim()) {
              setMissing(true);
              return;
            }
            setMissing(false);
            mutation.mutate('refuse');
          }}
        >
          {t('admin_returns.refuse')}
        </Button>
      </div>
    </form>
  );
}

function Receipt({ request }: { request: AdminReturn }) {
  const { t } = useTranslation();
  const keys = useSubmissionKeys();
  const { mutation, failure } = useStep(
    request.id,
    () => receiveReturn(request.id, keys.keyFor(null)),
    t('admin_returns.received_done'),
  );
  return (
    <div className="flex flex-col gap-2">
      <p>{t('admin_returns.receive_hint')}</p>
      {failure ? (
        <p role="alert" className="text-danger">
          {failure}
        </p>
      ) : null}
      <Button className="self-start" disabled={mutation.isPending} onClick={() => mutation.mutate(undefined)}>
        {t('admin_returns.receive')}
      </Button>
    </div>
  );
}

function Refund({ request }: { request: AdminReturn }) {
  const { t } = useTranslation();
  // The server's list for this order (refundMethodsFor): it refuses any other.
  const methods = request.metode_rambursare;
  const [method, setMethod] = useState<ReturnRefundMethod>(request.iban ? 'bank' : methods[0]!);
  const [amount, setAmount] = useState(request.valoare);
  const [invalid, setInvalid] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const manual = method === 'card' || method === 'bank';
  const keys = useSubmissionKeys();
  const { mutation, failure } = useStep(
    request.id,
    () => {
      // A card or bank refund is recorded awaiting its transfer, confirmed on this page once made.
      const body = { metoda: method, suma: amount.trim() };
      return refundReturn(request.id, body, keys.keyFor(body));
    },
    t('admin_returns.refunded_done'),
  );
  return (
    <form
      aria-label={t('admin_returns.refund')}
      noValidate
      className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-start"
      onSubmit={(event) => {
        event.preventDefault();
        const bani = decimalToBani(amount);
        setInvalid(bani === null || bani <= 0);
        if (bani !== null && bani > 0) setConfirming(true);
      }}
    >
      <FormField label={t('admin_returns.method')}>
        <Select value={method} onChange={(event) => setMethod(event.target.value as ReturnRefundMethod)}>
          {methods.map((value) => (
            <option key={value} value={value}>
              {t(`admin_returns.methods.${value}`)}
            </option>
          ))}
        </Select>
      </FormField>
      <FormField
        label={t('admin_returns.amount')}
        hint={
          invalid
            ? undefined
            : t('admin_returns.amount_hint', { amount: formatDecimalLei(request.rambursabil) })
        }
        error={invalid ? t('admin_returns.amount_invalid') : undefined}
      >
        <Input
          inputMode="decimal"
          autoComplete="off"
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
        />
      </FormField>
      <Button type="submit" className="sm:mt-7" disabled={mutation.isPending}>
        {t('admin_returns.refund')}
      </Button>
      {failure ? (
        <p role="alert" className="text-danger sm:col-span-3">
          {failure}
        </p>
      ) : null}
      <ConfirmDialog
        open={confirming}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          mutation.mutate(undefined);
        }}
        title={t('admin_returns.refund_confirm_title', {
          amount: formatLei(decimalToBani(amount) ?? 0),
        })}
        description={t(`admin_returns.refund_effects.${method}`)}
        confirmLabel={manual ? t('admin_returns.refund_confirm_manual') : t('admin_returns.refund')}
        busy={mutation.isPending}
      />
    </form>
  );
}

/** /admin/retururi/:id: one return request and its next step. */
export function ReturnDetail() {
  const { t, i18n } = useTranslation();
  const id = Number(useParams().id);
  const query = useQuery({ ...returnQueryOptions(id), enabled: Number.isInteger(id) && id > 0 });
  const dates = useShopDateTimeFormat('medium', 'short');
  const queryClient = useQueryClient();
  const mayRefund = usePermissions().can('refunds');
  const back = (
    <Button asChild variant="ghost" size="sm">
      <Link to=".." relative="path">
        <ArrowLeft aria-hidden="true" />
        {t('admin_returns.back')}
      </Link>
    </Button>
  );
  if (query.isError) {
    return (
      <AdminScreen id="return" title={t('admin_returns.title')} actions={back}>
        <ErrorState
          title={t('admin_returns.not_found')}
          retryLabel={t('admin.common.retry')}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      </AdminScreen>
    );
  }
  const request = query.data;
  if (!request) {
    return (
      <div role="status" aria-label={t('admin.common.loading')} className="flex flex-col gap-3">
        <Skeleton className="h-10 w-1/2" />
        <Skeleton className="h-40 w-full" />
      </div>
    );
  }
  const facts: [string, string][] = [
    [t('admin_returns.status'), t(`admin_returns.statuses.${request.status}`)],
    [t('admin_returns.customer'), `${request.client} · ${request.email}`],
    [t('admin_returns.reason'), t(`admin_returns.reasons.${request.motiv}`)],
    [t('admin_returns.sent'), dates.format(new Date(request.created_at))],
    ...(request.detalii ? ([[t('admin_returns.details'), request.detalii]] as [string, string][]) : []),
    ...(request.iban ? ([[t('admin_returns.iban'), request.iban]] as [string, string][]) : []),
    ...(request.nota_magazin
      ? ([[t('admin_returns.note'), request.nota_magazin]] as [string, string][])
      : []),
    ...(request.rambursare
      ? ([
          [
            t('admin_returns.refund'),
            `${formatDecimalLei(request.rambursare.suma)} · ${t(`admin_returns.methods.${request.rambursare.metoda}`)}${request.rambursare.voucher ? ` · ${request.rambursare.voucher}` : ''}${request.refund ? ` · ${t(`admin_orders.refund_status.${request.refund.status}`)}` : ''}`,
          ],
        ] as [string, string][])
      : []),
  ];
  return (
    <AdminScreen
      id="return"
      title={t('admin_returns.number', { id: request.id, order: request.comanda })}
      actions={back}
    >
      <dl className="grid gap-3 rounded-card border border-line bg-surface p-5 sm:grid-cols-2">
        {facts.map(([term, value]) => (
          <div key={term}>
            <dt className="text-sm text-ink-muted">{term}</dt>
            <dd className="break-words">{value}</dd>
          </div>
        ))}
        <div>
          <dt className="text-sm text-ink-muted">{t('admin_returns.order')}</dt>
          <dd>
            <Link
              className="text-brand hover:underline"
              to={`../../comenzi/${request.comanda}`}
              relative="path"
            >
              #{request.comanda}
            </Link>
          </dd>
        </div>
      </dl>
      <Table caption={t('admin_returns.lines')} density="dense">
        <TableHead>
          <TableRow>
            <TableHeaderCell scope="col">{t('admin_returns.product')}</TableHeaderCell>
            <TableHeaderCell scope="col" align="end">
              {t('admin_returns.quantity')}
            </TableHeaderCell>
            <TableHeaderCell scope="col" align="end">
              {t('admin_returns.unit_paid')}
            </TableHeaderCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {request.produse.map((line) => (
            <TableRow key={line.linie}>
              <TableCell>
                {localized({ titlu: line.titlu, titlu_en: line.titlu_en }, 'titlu', i18n.language)}
              </TableCell>
              <TableCell align="end">{line.cantitate}</TableCell>
              <TableCell align="end" className="tabular-nums">
                {formatDecimalLei(line.pret)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <p className="font-semibold">
        {t('admin_returns.value_total', { amount: formatDecimalLei(request.valoare) })}
      </p>
      <section
        aria-labelledby="return-next"
        className="flex flex-col gap-3 rounded-card border border-line bg-surface p-5"
      >
        <h2 id="return-next" className="text-xl font-semibold">
          {t('admin_returns.next_step')}
        </h2>
        {request.status === 'requested' ? <Decision request={request} /> : null}
        {request.status === 'approved' ? <Receipt request={request} /> : null}
        {request.status === 'received' ? (
          mayRefund ? (
            <Refund request={request} />
          ) : (
            <p>{t('admin_returns.refund_not_allowed')}</p>
          )
        ) : null}
        {request.status === 'refunded' && request.refund?.status === 'awaiting_transfer' ? (
          <div className="flex flex-col gap-2">
            <p>{t('admin_returns.transfer_pending')}</p>
            <p>
              {formatDecimalLei(request.refund.amount)} ·{' '}
              {t(`admin_returns.methods.${request.refund.method}`)}
            </p>
            <RefundTransfer
              orderId={request.comanda}
              refund={request.refund}
              onConfirmed={() => queryClient.invalidateQueries({ queryKey: returnKeys.all })}
            />
          </div>
        ) : request.status === 'refused' || request.status === 'refunded' ? (
          <p className="text-ink-muted">{t('admin_returns.closed')}</p>
        ) : null}
      </section>
    </AdminScreen>
  );
}
