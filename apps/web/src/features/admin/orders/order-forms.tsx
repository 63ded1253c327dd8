import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { decimalToBani, formatLei } from '@shop/shared/money';
import {
  type AdminOrderDetail,
  adminOrderNoteCreateSchema,
  adminRefundCreateSchema,
  MANUAL_REFUND_METHODS,
  ORDER_NOTE_MAX,
  REFUND_METHODS,
  REFUND_REASON_MAX,
  type RefundMethod,
} from '@shop/shared/schemas/admin/orders';
import { Button } from '@/components/ui/button';
import { Dialog, DialogActions, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { checkboxClass, FormField, Input, Select, Textarea } from '@/components/ui/form-field';
import { useTranslation } from '@/lib/i18n';
import { showShopToast } from '@/lib/toasts';
import { applyServerErrors, keyedResolver, translatedError } from '../components/keyed-form';
import { useSubmissionKeys } from '../components/submission-keys';
import { addOrderNote, createRefund, orderKeys } from './orders-api';

type RefundValues = { amount: string; method: RefundMethod; reason: string; manual_transfer_done?: boolean };

type Restockable = { productId: number; title: string; max: number };

/**
 * "Repune produsele în stoc": off, the stock stays as it is; on, each line that may still come
 * back gets a quantity (all it may, at first) that the refund puts back in stock.
 */
function RestockFields({
  lines,
  quantities,
  onChange,
}: {
  lines: Restockable[];
  quantities: Map<number, number> | null;
  onChange: (next: Map<number, number> | null) => void;
}) {
  const { t } = useTranslation();
  if (lines.length === 0)
    return <p className="text-sm text-ink-muted">{t('admin_orders.restock.nothing')}</p>;
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="sr-only">{t('admin_orders.restock.legend')}</legend>
      <label className="flex items-start gap-2">
        <input
          type="checkbox"
          className={checkboxClass}
          checked={quantities !== null}
          onChange={(event) =>
            onChange(event.target.checked ? new Map(lines.map((line) => [line.productId, line.max])) : null)
          }
        />
        <span>{t('admin_orders.restock.label')}</span>
      </label>
      {quantities
        ? lines.map((line) => (
            <FormField
              key={line.productId}
              label={line.title}
              hint={t('admin_orders.restock.at_most', { count: line.max })}
            >
              <Input
                type="number"
                inputMode="numeric"
                min={0}
                max={line.max}
                value={quantities.get(line.productId) ?? 0}
                onChange={(event) => {
                  const next = new Map(quantities);
                  next.set(
                    line.productId,
                    Math.max(0, Math.min(line.max, Math.trunc(Number(event.target.value) || 0))),
                  );
                  onChange(next);
                }}
              />
            </FormField>
          ))
        : null}
    </fieldset>
  );
}

/** Records a refund: the amount starts at what is left to refund, and the limit is shown. */
export function RefundDialog({ order, onClose }: { order: AdminOrderDetail; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const limit = decimalToBani(order.refundable_amount) ?? 0;
  const methods = REFUND_METHODS.filter(
    (method) =>
      (method !== 'stripe' || order.stripe_refund_available) &&
      (method !== 'wallet' || order.wallet_refund_available),
  );
  const [failure, setFailure] = useState<string | null>(null);
  const restockable: Restockable[] = order.lines.flatMap((line) =>
    line.product_id !== null && line.restockable > 0
      ? [{ productId: line.product_id, title: line.titlu, max: line.restockable }]
      : [],
  );
  const [restock, setRestock] = useState<Map<number, number> | null>(null);
  const form = useForm<RefundValues, unknown, RefundValues>({
    resolver: keyedResolver(adminRefundCreateSchema, {
      amount: 'admin_orders.amount_invalid',
      reason: 'admin_orders.reason_required',
    }),
    defaultValues: {
      amount: order.refundable_amount,
      method: order.stripe_refund_available ? 'stripe' : 'card',
      reason: '',
      manual_transfer_done: false,
    },
  });
  const method = useWatch({ control: form.control, name: 'method' });
  const manual = (MANUAL_REFUND_METHODS as readonly string[]).includes(method);
  const keys = useSubmissionKeys();
  const mutation = useMutation({
    mutationFn: (values: Parameters<typeof createRefund>[1]) =>
      createRefund(order.id, values, keys.keyFor(values)),
    onSuccess: async () => {
      keys.reset();
      showShopToast(t('admin_orders.refund_done'));
      await queryClient.invalidateQueries({ queryKey: orderKeys.all });
      onClose();
    },
    onError: (error) =>
      setFailure(
        applyServerErrors(error, ['amount', 'method', 'reason'], form.setError) ?? t('admin_orders.error'),
      ),
  });
  const submit = form.handleSubmit((values) => {
    setFailure(null);
    if ((decimalToBani(values.amount) ?? 0) > limit) {
      form.setError('amount', { type: 'max', message: 'admin_orders.amount_too_big' });
      return;
    }
    const { manual_transfer_done: done, ...body } = values;
    const lines = [...(restock ?? [])].filter(([, quantity]) => quantity > 0);
    mutation.mutate({
      ...body,
      reason: values.reason.trim(),
      ...(manual ? { manual_transfer_done: done } : {}),
      ...(lines.length > 0
        ? { restock: lines.map(([productId, quantity]) => ({ product_id: productId, cantitate: quantity })) }
        : {}),
    });
  });
  const message = (text: string | undefined) => translatedError(t, text);
  const { errors } = form.formState;

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-md">
        <DialogTitle>{t('admin_orders.refund_title', { id: order.id })}</DialogTitle>
        <DialogDescription>{t('admin_orders.refund_limit', { amount: formatLei(limit) })}</DialogDescription>
        <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-3">
          {failure ? (
            <p role="alert" className="rounded-lg bg-danger-soft p-3 text-danger">
              {failure}
            </p>
          ) : null}
          <FormField label={t('admin_orders.amount')} error={message(errors.amount?.message)}>
            <Input inputMode="decimal" autoComplete="off" {...form.register('amount')} />
          </FormField>
          <FormField label={t('admin_orders.method')} error={message(errors.method?.message)}>
            <Select {...form.register('method')}>
              {methods.map((method) => (
                <option key={method} value={method}>
                  {t(`admin_orders.refund_methods.${method}`)}
                </option>
              ))}
            </Select>
          </FormField>
          <FormField label={t('admin_orders.reason')} error={message(errors.reason?.message)}>
            <Textarea rows={3} maxLength={REFUND_REASON_MAX} {...form.register('reason')} />
          </FormField>
          <p className="rounded-lg border border-line p-3 text-sm" data-testid="refund-effects">
            {t(`admin_orders.refund_effects.${method}`)}
          </p>
          {manual ? (
            <div className="flex flex-col gap-1">
              <label className="flex items-start gap-2">
                <input type="checkbox" className={checkboxClass} {...form.register('manual_transfer_done')} />
                <span>
                  {t(
                    method === 'bank'
                      ? 'admin_orders.manual_transfer_done.bank'
                      : 'admin_orders.manual_transfer_done.card',
                  )}
                </span>
              </label>
            </div>
          ) : null}
          <RestockFields lines={restockable} quantities={restock} onChange={setRestock} />
          <DialogActions>
            <Button variant="secondary" onClick={onClose}>
              {t('admin.common.cancel')}
            </Button>
            <Button type="submit" disabled={mutation.isPending}>
              {mutation.isPending ? t('admin.common.saving') : t('admin_orders.refund_confirm')}
            </Button>
          </DialogActions>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** A staff note, added under the order's notes. */
export function NoteForm({ orderId }: { orderId: number }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<{ body: string }, unknown, { body: string }>({
    resolver: keyedResolver(adminOrderNoteCreateSchema, { body: 'admin_orders.note_required' }),
    defaultValues: { body: '' },
  });
  const mutation = useMutation({
    mutationFn: (body: string) => addOrderNote(orderId, { body }),
    onSuccess: async () => {
      form.reset({ body: '' });
      showShopToast(t('admin_orders.note_added'));
      await queryClient.invalidateQueries({ queryKey: orderKeys.detail(orderId) });
    },
    onError: (error) =>
      setFailure(applyServerErrors(error, ['body'], form.setError) ?? t('admin_orders.error')),
  });
  const error = form.formState.errors.body?.message;
  return (
    <form
      noValidate
      onSubmit={(event) =>
        void form.handleSubmit((values) => {
          setFailure(null);
          mutation.mutate(values.body.trim());
        })(event)
      }
      className="flex flex-col gap-2"
    >
      {failure ? (
        <p role="alert" className="text-danger">
          {failure}
        </p>
      ) : null}
      <FormField
        label={t('admin_orders.note_label')}
        hint={error ? undefined : t('admin_orders.note_hint')}
        error={translatedError(t, error)}
      >
        <Textarea rows={2} maxLength={ORDER_NOTE_MAX} {...form.register('body')} />
      </FormField>
      <Button
        type="submit"
        variant="secondary"
        size="sm"
        className="self-start"
        disabled={mutation.isPending}
      >
        {mutation.isPending ? t('admin.common.saving') : t('admin_orders.add_note')}
      </Button>
    </form>
  );
}
