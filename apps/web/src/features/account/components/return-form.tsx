import { PackageOpen } from 'lucide-react';
import { useId, useState } from 'react';
import type { AccountOrder } from '@shop/shared/schemas/account';
import {
  RETURN_DETAILS_MAX,
  RETURN_REASONS,
  type ReturnCreateBody,
  type ReturnReason,
  refundMethodsFor,
  returnCreateSchema,
} from '@shop/shared/schemas/returns';
import { FormSuccess } from '@/components/form/form-success';
import { Button } from '@/components/ui/button';
import { checkboxClass, FormField, Input, Select, Textarea } from '@/components/ui/form-field';
import { isApiError } from '@/lib/api-client';
import { localized, useTranslation } from '@/lib/i18n';
import { useLocalizedPath } from '@/lib/use-localized-path';
import { useCreateReturn } from '../api/returns';
import { formatDate } from '../lib/format';
import { ReturnStatusBadge } from './return-status-badge';

type Choice = { selected: boolean; quantity: number };

/**
 * The order page's return: its request's status when there is one, else, while the order can be
 * returned, the form (reason, the lines and how many of each, details, an IBAN for a bank refund).
 */
export function OrderReturn({ order }: { order: AccountOrder }) {
  const { t, i18n } = useTranslation();
  const localizedPath = useLocalizedPath();
  const headingId = useId();
  const create = useCreateReturn();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<ReturnReason | ''>('');
  const [details, setDetails] = useState('');
  const [iban, setIban] = useState('');
  const [choices, setChoices] = useState<Choice[]>(() =>
    order.produse.map(() => ({ selected: false, quantity: 1 })),
  );
  const [errors, setErrors] = useState<{ reason?: string; lines?: string; iban?: string; details?: string }>(
    {},
  );

  if (order.retur) {
    return (
      <section
        aria-labelledby={headingId}
        className="flex flex-col gap-2 rounded-card border border-line bg-surface p-5"
      >
        <h2 id={headingId} className="text-lg font-semibold">
          {t('account.returns.on_order')}
        </h2>
        {create.isSuccess ? <FormSuccess>{t('account.returns.sent')}</FormSuccess> : null}
        <p className="flex flex-wrap items-center gap-2">
          <ReturnStatusBadge status={order.retur.status} />
          <a className="font-semibold text-brand underline" href={`${localizedPath('/contul-meu')}#retururi`}>
            {t('account.returns.see_all')}
          </a>
        </p>
      </section>
    );
  }
  if (!order.poate_returna || !order.retur_pana_la) return null;

  // Only the ways this order can be paid back (the server's rule): never "to the card" for an
  // order paid on delivery or by transfer.
  const ways = new Intl.ListFormat(i18n.language, { type: 'disjunction' }).format([
    ...new Set(
      refundMethodsFor({ payment: order.plata, providerRefund: order.plata === 'card', account: true }).map(
        (method) => t(`account.returns.refund_methods.${method}`),
      ),
    ),
  ]);

  const submit = () => {
    const body: ReturnCreateBody = {
      comanda: order.id,
      motiv: reason as ReturnReason,
      detalii: details,
      produse: choices.flatMap((choice, index) =>
        choice.selected ? [{ linie: order.produse[index]!.linie, cantitate: choice.quantity }] : [],
      ),
      ...(iban.trim() ? { iban } : {}),
    };
    const checked = returnCreateSchema.safeParse(body);
    if (!checked.success) {
      const fields = new Set(checked.error.issues.map((issue) => String(issue.path[0])));
      setErrors({
        ...(fields.has('motiv') ? { reason: t('account.returns.errors.reason') } : {}),
        ...(fields.has('produse') ? { lines: t('account.returns.errors.lines') } : {}),
        ...(fields.has('iban') ? { iban: t('account.returns.errors.iban') } : {}),
        ...(fields.has('detalii') ? { details: t('account.returns.errors.details') } : {}),
      });
      return;
    }
    setErrors({});
    create.mutate(body);
  };

  const failure = create.isError
    ? isApiError(create.error) && create.error.status === 409
      ? create.error.detail
      : t('account.returns.submit_error')
    : null;

  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-card border border-line bg-surface p-5"
    >
      <h2 id={headingId} className="text-lg font-semibold">
        {t('account.returns.on_order')}
      </h2>
      <p className="text-ink-muted">
        {t('account.returns.window', { date: formatDate(order.retur_pana_la, i18n.language) })}
      </p>
      {!open ? (
        <Button variant="secondary" className="self-start" onClick={() => setOpen(true)}>
          <PackageOpen aria-hidden="true" />
          {t('account.returns.start')}
        </Button>
      ) : (
        <form
          noValidate
          aria-label={t('account.returns.form_label')}
          className="flex flex-col gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            if (!create.isPending) submit();
          }}
        >
          <FormField label={t('account.returns.reason')} error={errors.reason}>
            <Select
              value={reason}
              onChange={(event) => setReason(event.target.value as ReturnReason)}
              required
            >
              <option value="">{t('account.returns.choose_reason')}</option>
              {RETURN_REASONS.map((value) => (
                <option key={value} value={value}>
                  {t(`account.returns.reasons.${value}`)}
                </option>
              ))}
            </Select>
          </FormField>
          <fieldset
            className="flex flex-col gap-2"
            aria-describedby={errors.lines ? `${headingId}-lines` : undefined}
          >
            <legend className="mb-1 font-semibold">{t('account.returns.lines')}</legend>
            {order.produse.map((line, index) => {
              const choice = choices[index]!;
              const title = localized({ titlu: line.titlu, titlu_en: line.titlu_en }, 'titlu', i18n.language);
              const update = (patch: Partial<Choice>) =>
                setChoices((current) =>
                  current.map((item, at) => (at === index ? { ...item, ...patch } : item)),
                );
              return (
                <div key={`${line.produs}-${index}`} className="flex flex-wrap items-center gap-3">
                  <label className="flex min-w-0 flex-1 items-center gap-3">
                    <input
                      type="checkbox"
                      className={checkboxClass}
                      checked={choice.selected}
                      onChange={(event) => update({ selected: event.target.checked })}
                    />
                    <span className="min-w-0">{title}</span>
                  </label>
                  {line.cantitate > 1 ? (
                    <label className="flex items-center gap-2 text-sm">
                      {t('account.returns.quantity')}
                      <Select
                        className="h-11 w-20"
                        value={String(choice.quantity)}
                        disabled={!choice.selected}
                        onChange={(event) => update({ quantity: Number(event.target.value) })}
                        aria-label={t('account.returns.quantity_of', { title })}
                      >
                        {Array.from({ length: line.cantitate }, (_, at) => (
                          <option key={at + 1} value={at + 1}>
                            {at + 1}
                          </option>
                        ))}
                      </Select>
                    </label>
                  ) : null}
                </div>
              );
            })}
            {errors.lines ? (
              <p id={`${headingId}-lines`} className="text-sm font-semibold text-danger">
                {errors.lines}
              </p>
            ) : null}
          </fieldset>
          <FormField
            label={t('account.returns.details')}
            error={errors.details}
            counter={`${details.length}/${RETURN_DETAILS_MAX}`}
          >
            <Textarea
              rows={3}
              maxLength={RETURN_DETAILS_MAX}
              value={details}
              onChange={(event) => setDetails(event.target.value)}
            />
          </FormField>
          <FormField
            label={t('account.returns.iban')}
            hint={t('account.returns.refund_ways', { ways })}
            error={errors.iban}
          >
            <Input
              autoComplete="off"
              spellCheck={false}
              maxLength={42}
              value={iban}
              onChange={(event) => setIban(event.target.value)}
            />
          </FormField>
          {failure ? (
            <p role="alert" className="font-semibold text-danger">
              {failure}
            </p>
          ) : null}
          <div className="flex flex-wrap gap-3">
            <Button type="submit" aria-disabled={create.isPending || undefined}>
              {create.isPending ? t('account.returns.sending') : t('account.returns.send')}
            </Button>
            <Button type="button" variant="secondary" onClick={() => setOpen(false)}>
              {t('account.returns.cancel')}
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}
