import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { StockAdjustment, StockItem } from '@shop/shared/schemas/admin/stock';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogActions,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '@/components/ui/dialog';
import { FormField, Input, Textarea } from '@/components/ui/form-field';
import { isApiError } from '@/lib/api-client';
import { useTranslation } from '@/lib/i18n';
import { adjustStock, stockKeys } from './stock-api';
import { useSubmissionKeys } from '../components/submission-keys';

type Mode = 'delta' | 'set';
type AdjustForm = { mode: Mode; amount: string; reason: string };

const WHOLE = /^[+-]?\d{1,7}$/;

/** A manual correction: a signed change or the counted value, always with a reason. */
export function AdjustDialog({
  item,
  onClose,
  onDone,
}: {
  item: StockItem;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  // The stock the staff member is looking at; a 409 moves it to the stock the server has now.
  const [seen, setSeen] = useState(item.stock);
  const [formError, setFormError] = useState('');
  const form = useForm<AdjustForm>({ defaultValues: { mode: 'delta', amount: '', reason: '' } });
  const { register, handleSubmit, control, setError, formState } = form;
  const mode = useWatch({ control, name: 'mode' });
  const amount = useWatch({ control, name: 'amount' }).trim();
  const parsed = WHOLE.test(amount) ? Number(amount) : null;
  const result = parsed === null ? null : mode === 'set' ? parsed : seen + parsed;

  const keys = useSubmissionKeys();
  const mutation = useMutation({
    mutationFn: (body: StockAdjustment) => adjustStock(item.id, body, keys.keyFor(body)),
    onSuccess: async (answer) => {
      keys.reset();
      await queryClient.invalidateQueries({ queryKey: stockKeys.all });
      onDone(t('admin_stock.adjusted', { title: item.title, stock: answer.stock }));
    },
    onError: (error) => {
      if (!isApiError(error)) return setFormError(t('admin.common.load_error'));
      if (error.code === 'conflict' && typeof error.extra.stock === 'number') {
        setSeen(error.extra.stock);
        void queryClient.invalidateQueries({ queryKey: stockKeys.all });
        return setFormError(t('admin_stock.stale', { stock: error.extra.stock }));
      }
      const fields = error.fieldErrors;
      if (fields.reason) setError('reason', { message: fields.reason[0] });
      const amountError = fields.delta?.[0] ?? fields.set_to?.[0];
      if (amountError) setError('amount', { message: amountError });
      if (!fields.reason && !amountError) setFormError(error.detail);
    },
  });

  const submit = handleSubmit((values) => {
    if (mutation.isPending) return;
    setFormError('');
    const value = Number(values.amount.trim());
    mutation.mutate({
      ...(values.mode === 'set' ? { set_to: value } : { delta: value }),
      reason: values.reason.trim(),
      expected_stock: seen,
    });
  });

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent size="md">
        <DialogTitle>{t('admin_stock.adjust_title')}</DialogTitle>
        <DialogDescription>
          {item.title} — {t('admin_stock.adjust_current', { stock: seen })}
        </DialogDescription>
        <form onSubmit={(event) => void submit(event)} className="flex flex-col gap-3" noValidate>
          <fieldset className="flex flex-col gap-1.5">
            <legend className="mb-1 font-semibold">{t('admin_stock.mode')}</legend>
            <label className="flex items-center gap-2">
              <input type="radio" value="delta" {...register('mode')} className="size-5 accent-brand" />
              {t('admin_stock.mode_delta')}
            </label>
            <label className="flex items-center gap-2">
              <input type="radio" value="set" {...register('mode')} className="size-5 accent-brand" />
              {t('admin_stock.mode_set')}
            </label>
          </fieldset>
          <FormField
            label={mode === 'set' ? t('admin_stock.set_to') : t('admin_stock.delta')}
            hint={mode === 'set' ? undefined : t('admin_stock.delta_hint')}
            error={formState.errors.amount?.message}
          >
            <Input
              inputMode="numeric"
              autoComplete="off"
              {...register('amount', {
                validate: (value) => {
                  const text = value.trim();
                  if (!WHOLE.test(text) || (mode === 'set' && text.startsWith('-'))) {
                    return t('admin_stock.invalid_number');
                  }
                  if (mode === 'delta' && Number(text) === 0) return t('admin_stock.nonzero');
                  return (
                    (mode === 'set' ? Number(text) : seen + Number(text)) >= 0 ||
                    t('admin_stock.result_negative')
                  );
                },
              })}
            />
          </FormField>
          <FormField
            label={t('admin_stock.reason')}
            hint={t('admin_stock.reason_hint')}
            error={formState.errors.reason?.message}
          >
            <Textarea
              rows={2}
              maxLength={500}
              {...register('reason', {
                validate: (value) => {
                  const length = value.trim().length;
                  return (length >= 3 && length <= 500) || t('admin_stock.reason_length');
                },
              })}
            />
          </FormField>
          <p aria-live="polite" className="font-semibold">
            {result === null
              ? null
              : result < 0
                ? t('admin_stock.result_negative')
                : t('admin_stock.result', { stock: result })}
          </p>
          {formError ? (
            <p role="alert" className="text-danger">
              {formError}
            </p>
          ) : null}
          <DialogActions>
            <DialogClose asChild>
              <Button variant="secondary">{t('admin.common.cancel')}</Button>
            </DialogClose>
            <Button type="submit" aria-disabled={mutation.isPending || undefined}>
              {mutation.isPending ? t('admin.common.saving') : t('admin_stock.adjust_submit')}
            </Button>
          </DialogActions>
        </form>
      </DialogContent>
    </Dialog>
  );
}
