import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useParams } from 'react-router';
import { formatDecimalLei } from '@shop/shared/money';

import {
  type VoucherIssueBody,
  VOUCHER_KINDS,
  voucherIssueSchema,
  VOUCHER_NOTE_MAX,
} from '@shop/shared/schemas/vouchers';
import {
  type WalletAdjustmentBody,
  walletAdjustmentSchema,
  WALLET_NOTE_MAX,
} from '@shop/shared/schemas/wallet';
import { Button } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/error-state';
import { FormField, Input, Select } from '@/components/ui/form-field';
import { Pagination } from '@/components/ui/pagination';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeaderCell, TableRow } from '@/components/ui/table';
import { useTranslation } from '@/lib/i18n';
import { showShopToast } from '@/lib/toasts';
import { AdminQueryState, AdminScreen, useShopDateTimeFormat } from '../components/admin-screen';
import { applyServerErrors, keyedResolver, translatedError } from '../components/keyed-form';
import { useSubmissionKeys } from '../components/submission-keys';
import { CustomerOrders } from './customer-orders';
import {
  adjustWallet,
  customerKeys,
  customerQueryOptions,
  customerVouchersQueryOptions,
  customerWalletQueryOptions,
  issueVoucher,
  WALLET_ENTRIES_PER_PAGE,
} from './customers-api';

/** A new key for each adjustment the form sends: a retry of the same request reuses it. */
const newKey = () => `adjust-${crypto.randomUUID()}`;

function AdjustmentForm({ customerId }: { customerId: number }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const [key, setKey] = useState(newKey);
  const form = useForm<WalletAdjustmentBody, unknown, { suma: number; nota: string }>({
    resolver: keyedResolver(walletAdjustmentSchema, {
      suma: 'admin_customers.amount_invalid',
      nota: 'admin_customers.reason_required',
    }),
    defaultValues: { suma: '', nota: '' },
  });
  const mutation = useMutation({
    mutationFn: (body: WalletAdjustmentBody) => adjustWallet(customerId, body, key),
    onSuccess: async () => {
      form.reset({ suma: '', nota: '' });
      setKey(newKey());
      showShopToast(t('admin_customers.adjusted'));
      await queryClient.invalidateQueries({ queryKey: customerKeys.all });
    },
    onError: (error) =>
      setFailure(applyServerErrors(error, ['suma', 'nota'], form.setError) ?? t('admin.common.load_error')),
  });
  const { errors } = form.formState;
  return (
    <form
      noValidate
      aria-label={t('admin_customers.adjust_title')}
      onSubmit={(event) =>
        void form.handleSubmit(() => {
          setFailure(null);
          const values = form.getValues();
          mutation.mutate({ suma: values.suma.trim(), nota: values.nota.trim() });
        })(event)
      }
      className="grid gap-3 rounded-lg border border-line p-4 sm:grid-cols-[10rem_1fr_auto] sm:items-start"
    >
      <h3 className="font-semibold sm:col-span-3">{t('admin_customers.adjust_title')}</h3>
      {failure ? (
        <p role="alert" className="text-danger sm:col-span-3">
          {failure}
        </p>
      ) : null}
      <FormField
        label={t('admin_customers.amount')}
        hint={t('admin_customers.amount_hint')}
        error={translatedError(t, errors.suma?.message)}
      >
        <Input inputMode="decimal" autoComplete="off" maxLength={12} {...form.register('suma')} />
      </FormField>
      <FormField label={t('admin_customers.reason')} error={translatedError(t, errors.nota?.message)}>
        <Input autoComplete="off" maxLength={WALLET_NOTE_MAX} {...form.register('nota')} />
      </FormField>
      <Button type="submit" className="sm:mt-7" disabled={mutation.isPending}>
        {mutation.isPending ? t('admin.common.saving') : t('admin_customers.adjust')}
      </Button>
    </form>
  );
}

function WalletCard({ customerId }: { customerId: number }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const query = useQuery(customerWalletQueryOptions(customerId, page));
  const dates = useShopDateTimeFormat('medium', 'short');
  const entries = query.data?.miscari.results ?? [];
  return (
    <section
      aria-labelledby="customer-wallet"
      className="flex flex-col gap-4 rounded-card border border-line bg-surface p-5"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="customer-wallet" className="text-xl font-semibold">
          {t('admin_customers.wallet')}
        </h2>
        {query.data ? (
          <p>
            {t('admin_customers.balance')}{' '}
            <strong className="text-xl tabular-nums">{formatDecimalLei(query.data.sold)}</strong>
          </p>
        ) : null}
      </div>
      <AdjustmentForm customerId={customerId} />
      <AdminQueryState
        query={query}
        empty={entries.length === 0}
        emptyTitle={t('admin_customers.no_movements')}
      >
        <Table caption={t('admin_customers.movements')} captionHidden density="dense">
          <TableHead>
            <TableRow>
              <TableHeaderCell scope="col">{t('admin_customers.date')}</TableHeaderCell>
              <TableHeaderCell scope="col">{t('admin_customers.kind')}</TableHeaderCell>
              <TableHeaderCell scope="col">{t('admin_customers.reason')}</TableHeaderCell>
              <TableHeaderCell scope="col" align="end">
                {t('admin_customers.amount')}
              </TableHeaderCell>
              <TableHeaderCell scope="col" align="end">
                {t('admin_customers.balance_after')}
              </TableHeaderCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {entries.map((entry) => (
              <TableRow key={entry.id}>
                <TableCell className="whitespace-nowrap">
                  {dates.format(new Date(entry.created_at))}
                </TableCell>
                <TableCell>
                  {t(`admin_customers.kinds.${entry.tip}`)}
                  {entry.comanda !== null ? (
                    <>
                      {' · '}
                      <Link
                        className="text-brand hover:underline"
                        to={`../../comenzi/${entry.comanda}`}
                        relative="path"
                      >
                        #{entry.comanda}
                      </Link>
                    </>
                  ) : null}
                </TableCell>
                <TableCell>{entry.nota || '—'}</TableCell>
                <TableCell align="end" className="whitespace-nowrap tabular-nums">
                  {formatDecimalLei(entry.suma)}
                </TableCell>
                <TableCell align="end" className="whitespace-nowrap tabular-nums">
                  {formatDecimalLei(entry.sold_dupa)}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        <Pagination
          page={page}
          totalPages={Math.max(1, Math.ceil((query.data?.miscari.count ?? 0) / WALLET_ENTRIES_PER_PAGE))}
          onChange={setPage}
        />
      </AdminQueryState>
    </section>
  );
}

type VoucherFormValues = {
  discount_type: (typeof VOUCHER_KINDS)[number];
  value: string;
  min_subtotal: string;
  valid_days: string;
  nota: string;
};

function VoucherForm({ customerId }: { customerId: number }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const empty: VoucherFormValues = {
    discount_type: 'percent',
    value: '',
    min_subtotal: '0',
    valid_days: '30',
    nota: '',
  };
  const form = useForm<VoucherFormValues>({ defaultValues: empty });
  const kind = useWatch({ control: form.control, name: 'discount_type' });
  const keys = useSubmissionKeys();
  const mutation = useMutation({
    mutationFn: (body: VoucherIssueBody) => issueVoucher(customerId, body, keys.keyFor(body)),
    onSuccess: async (voucher) => {
      keys.reset();
      form.reset(empty);
      showShopToast(t('admin_customers.voucher_issued', { code: voucher.code }));
      await queryClient.invalidateQueries({ queryKey: customerKeys.vouchers(customerId) });
    },
    onError: (error) =>
      setFailure(
        applyServerErrors(
          error,
          ['discount_type', 'value', 'min_subtotal', 'valid_days', 'nota'],
          form.setError,
        ) ?? t('admin.common.load_error'),
      ),
  });
  const submit = form.handleSubmit((values) => {
    setFailure(null);
    form.clearErrors();
    const body: VoucherIssueBody = {
      discount_type: values.discount_type,
      value: values.value.trim(),
      min_subtotal: values.min_subtotal.trim() || '0',
      valid_days: Number(values.valid_days),
      nota: values.nota.trim(),
    };
    // The shared schema checks it as the API will; its messages become this area's keys.
    const checked = voucherIssueSchema.safeParse(body);
    if (!checked.success) {
      const keys: Record<string, string> = {
        value: 'admin_customers.value_invalid',
        min_subtotal: 'admin_customers.min_subtotal_invalid',
        valid_days: 'admin_customers.days_invalid',
        nota: 'admin_customers.note_required',
      };
      for (const issue of checked.error.issues) {
        const field = String(issue.path[0]) as keyof VoucherFormValues;
        if (keys[field]) form.setError(field, { type: 'schema', message: keys[field] });
      }
      return;
    }
    mutation.mutate(body);
  });
  const { errors } = form.formState;
  return (
    <form
      noValidate
      aria-label={t('admin_customers.issue_title')}
      onSubmit={(event) => void submit(event)}
      className="grid gap-3 rounded-lg border border-line p-4 sm:grid-cols-2 lg:grid-cols-4"
    >
      <h3 className="font-semibold sm:col-span-2 lg:col-span-4">{t('admin_customers.issue_title')}</h3>
      {failure ? (
        <p role="alert" className="text-danger sm:col-span-2 lg:col-span-4">
          {failure}
        </p>
      ) : null}
      <FormField label={t('admin_customers.discount_type')}>
        <Select {...form.register('discount_type')}>
          {VOUCHER_KINDS.map((option) => (
            <option key={option} value={option}>
              {t(`admin_customers.kinds_discount.${option}`)}
            </option>
          ))}
        </Select>
      </FormField>
      <FormField
        label={kind === 'percent' ? t('admin_customers.value_percent') : t('admin_customers.value_fixed')}
        error={translatedError(t, errors.value?.message)}
      >
        <Input inputMode="decimal" autoComplete="off" maxLength={10} {...form.register('value')} />
      </FormField>
      <FormField
        label={t('admin_customers.min_subtotal')}
        error={translatedError(t, errors.min_subtotal?.message)}
      >
        <Input inputMode="decimal" autoComplete="off" maxLength={10} {...form.register('min_subtotal')} />
      </FormField>
      <FormField
        label={t('admin_customers.valid_days')}
        error={translatedError(t, errors.valid_days?.message)}
      >
        <Input inputMode="numeric" autoComplete="off" maxLength={3} {...form.register('valid_days')} />
      </FormField>
      <FormField
        label={t('admin_customers.voucher_note')}
        className="sm:col-span-2 lg:col-span-3"
        error={translatedError(t, errors.nota?.message)}
      >
        <Input autoComplete="off" maxLength={VOUCHER_NOTE_MAX} {...form.register('nota')} />
      </FormField>
      <Button type="submit" className="self-end" disabled={mutation.isPending}>
        {mutation.isPending ? t('admin.common.saving') : t('admin_customers.issue')}
      </Button>
    </form>
  );
}

function VouchersCard({ customerId }: { customerId: number }) {
  const { t } = useTranslation();
  const query = useQuery(customerVouchersQueryOptions(customerId));
  const dates = useShopDateTimeFormat('medium', 'short');
  const vouchers = query.data ?? [];
  return (
    <section
      aria-labelledby="customer-vouchers"
      className="flex flex-col gap-4 rounded-card border border-line bg-surface p-5"
    >
      <h2 id="customer-vouchers" className="text-xl font-semibold">
        {t('admin_customers.vouchers')}
      </h2>
      <VoucherForm customerId={customerId} />
      <AdminQueryState
        query={query}
        empty={vouchers.length === 0}
        emptyTitle={t('admin_customers.no_vouchers')}
      >
        <Table caption={t('admin_customers.vouchers')} captionHidden density="dense">
          <TableHead>
            <TableRow>
              <TableHeaderCell scope="col">{t('admin_customers.code')}</TableHeaderCell>
              <TableHeaderCell scope="col">{t('admin_customers.discount')}</TableHeaderCell>
              <TableHeaderCell scope="col">{t('admin_customers.voucher_note')}</TableHeaderCell>
              <TableHeaderCell scope="col">{t('admin_customers.expires')}</TableHeaderCell>
              <TableHeaderCell scope="col">{t('admin_customers.status')}</TableHeaderCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {vouchers.map((voucher) => (
              <TableRow key={voucher.id}>
                <TableCell className="font-mono">{voucher.code}</TableCell>
                <TableCell className="whitespace-nowrap">
                  {voucher.discount_type === 'percent'
                    ? `${Number(voucher.value)}%`
                    : formatDecimalLei(voucher.value)}
                </TableCell>
                <TableCell>{voucher.nota}</TableCell>
                <TableCell className="whitespace-nowrap">
                  {voucher.expires_at ? dates.format(new Date(voucher.expires_at)) : '—'}
                </TableCell>
                <TableCell>
                  {t(`admin_customers.voucher_statuses.${voucher.status}`)}
                  {voucher.comanda !== null ? ` · #${voucher.comanda}` : ''}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </AdminQueryState>
    </section>
  );
}

/** /admin/clienti/:id: one customer, their wallet (with adjustments) and their vouchers. */
export function CustomerDetail() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const query = useQuery({ ...customerQueryOptions(id), enabled: Number.isInteger(id) && id > 0 });
  const dates = useShopDateTimeFormat('medium', 'short');
  const back = (
    <Button asChild variant="ghost" size="sm">
      <Link to=".." relative="path">
        <ArrowLeft aria-hidden="true" />
        {t('admin_customers.back')}
      </Link>
    </Button>
  );
  if (query.isError) {
    return (
      <AdminScreen id="customer" title={t('admin_customers.title')} actions={back}>
        <ErrorState
          title={t('admin_customers.not_found')}
          retryLabel={t('admin.common.retry')}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      </AdminScreen>
    );
  }
  if (!query.data) {
    return (
      <div role="status" aria-label={t('admin.common.loading')} className="flex flex-col gap-3">
        <Skeleton className="h-10 w-1/2" />
        <Skeleton className="h-40 w-full" />
      </div>
    );
  }
  const customer = query.data;
  return (
    <AdminScreen id="customer" title={customer.email} actions={back}>
      <dl className="grid gap-3 rounded-card border border-line bg-surface p-5 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <dt className="text-sm text-ink-muted">{t('admin_customers.name')}</dt>
          <dd>{[customer.first_name, customer.last_name].filter(Boolean).join(' ') || '—'}</dd>
        </div>
        <div>
          <dt className="text-sm text-ink-muted">{t('admin_customers.phone')}</dt>
          <dd>{customer.phone || '—'}</dd>
        </div>
        <div>
          <dt className="text-sm text-ink-muted">{t('admin_customers.joined')}</dt>
          <dd>{dates.format(new Date(customer.created_at))}</dd>
        </div>
        <div>
          <dt className="text-sm text-ink-muted">{t('admin_customers.email_status')}</dt>
          <dd>{customer.email_verified ? t('admin_customers.verified') : t('admin_customers.unverified')}</dd>
        </div>
      </dl>
      <CustomerOrders customerId={customer.id} />
      <WalletCard customerId={customer.id} />
      <VouchersCard customerId={customer.id} />
    </AdminScreen>
  );
}
