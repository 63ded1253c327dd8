import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type RefObject, useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  type AwbCreateBody,
  awbCreateSchema,
  type AwbDefaults,
  SHIPMENT_PARCELS_MAX,
  SHIPMENT_WEIGHT_MAX_GRAMS,
} from '@shop/shared/schemas/admin/shipping';
import { Button } from '@/components/ui/button';
import { Dialog, DialogActions, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { ErrorState } from '@/components/ui/error-state';
import { FormField, Input, Select } from '@/components/ui/form-field';
import { Skeleton } from '@/components/ui/skeleton';
import { isApiError } from '@/lib/api-client';
import { useTranslation } from '@/lib/i18n';
import { showShopToast } from '@/lib/toasts';
import { applyServerErrors, keyedResolver, translatedError } from '../components/keyed-form';
import { useSubmissionKeys } from '../components/submission-keys';
import { orderKeys } from './orders-api';
import { awbDefaultsQueryOptions, createAwb } from './shipping-api';
import { shippingFailure } from './shipping-errors';

const FIELDS = ['delivery', 'weight_grams', 'parcels', 'cash_on_delivery', 'insured_value'] as const;

const hasFieldErrors = (error: unknown) =>
  isApiError(error) && FIELDS.some((field) => error.fieldErrors[field]?.length);

/** The form, once the order's defaults are in: every value starts from them. */
function AwbForm({
  orderId,
  defaults,
  onClose,
}: {
  orderId: number;
  defaults: AwbDefaults;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<AwbCreateBody, unknown, AwbCreateBody>({
    resolver: keyedResolver(awbCreateSchema, {
      weight_grams: 'admin_orders.awb.weight_invalid',
      parcels: 'admin_orders.awb.parcels_invalid',
      cash_on_delivery: 'admin_orders.awb.money_invalid',
      insured_value: 'admin_orders.awb.money_invalid',
    }),
    defaultValues: {
      delivery: defaults.delivery,
      weight_grams: defaults.weight_grams,
      parcels: defaults.parcels,
      cash_on_delivery: defaults.cash_on_delivery,
      insured_value: defaults.insured_value,
    },
  });
  const keys = useSubmissionKeys();
  const mutation = useMutation({
    mutationFn: (body: AwbCreateBody) => createAwb(orderId, body, keys.keyFor(body)),
    onSuccess: async (shipment) => {
      keys.reset();
      showShopToast(t('admin_orders.awb.created_toast', { awb: shipment.awb }));
      await queryClient.invalidateQueries({ queryKey: orderKeys.all });
      onClose();
    },
    onError: (error) => {
      // Another press (or another staff member) may have made the AWB: the order shows it.
      if (isApiError(error) && error.status === 409)
        void queryClient.invalidateQueries({ queryKey: orderKeys.detail(orderId) });
      applyServerErrors(error, FIELDS, form.setError);
      setFailure(hasFieldErrors(error) ? null : shippingFailure(t, error));
    },
  });
  const submit = form.handleSubmit((body) => {
    setFailure(null);
    mutation.mutate(body);
  });
  const message = (text: string | undefined) => translatedError(t, text);
  const { errors } = form.formState;

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-3">
      {failure ? (
        <p role="alert" className="rounded-lg bg-danger-soft p-3 text-danger">
          {failure}
        </p>
      ) : null}
      <FormField label={t('admin_orders.awb.delivery_label')} error={message(errors.delivery?.message)}>
        <Select {...form.register('delivery')}>
          <option value="address">{t('admin_orders.awb.delivery_address')}</option>
          {defaults.locker_id ? (
            <option value="pickup_point">
              {t('admin_orders.awb.delivery_pickup_point', { locker: defaults.locker_id })}
            </option>
          ) : null}
        </Select>
      </FormField>
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField
          label={t('admin_orders.awb.weight_label')}
          hint={errors.weight_grams ? undefined : t('admin_orders.awb.weight_hint')}
          error={message(errors.weight_grams?.message)}
        >
          <Input
            type="number"
            inputMode="numeric"
            min={1}
            max={SHIPMENT_WEIGHT_MAX_GRAMS}
            step={1}
            autoComplete="off"
            {...form.register('weight_grams', { valueAsNumber: true })}
          />
        </FormField>
        <FormField label={t('admin_orders.awb.parcels_label')} error={message(errors.parcels?.message)}>
          <Input
            type="number"
            inputMode="numeric"
            min={1}
            max={SHIPMENT_PARCELS_MAX}
            step={1}
            autoComplete="off"
            {...form.register('parcels', { valueAsNumber: true })}
          />
        </FormField>
        <FormField
          label={t('admin_orders.awb.cod_label')}
          hint={errors.cash_on_delivery ? undefined : t('admin_orders.awb.cod_hint')}
          error={message(errors.cash_on_delivery?.message)}
        >
          <Input inputMode="decimal" autoComplete="off" {...form.register('cash_on_delivery')} />
        </FormField>
        <FormField label={t('admin_orders.awb.insured_label')} error={message(errors.insured_value?.message)}>
          <Input inputMode="decimal" autoComplete="off" {...form.register('insured_value')} />
        </FormField>
      </div>
      <DialogActions>
        <Button variant="secondary" onClick={onClose}>
          {t('admin.common.cancel')}
        </Button>
        <Button type="submit" disabled={mutation.isPending}>
          {mutation.isPending ? t('admin_orders.awb.submitting') : t('admin_orders.awb.submit')}
        </Button>
      </DialogActions>
    </form>
  );
}

/**
 * "Generează AWB": the order's defaults (read as the dialog opens), checked and sent once. Closing
 * gives the focus back to `returnFocusTo` (the dialog opens without a Radix trigger to go back to).
 */
export function AwbDialog({
  orderId,
  onClose,
  returnFocusTo,
}: {
  orderId: number;
  onClose: () => void;
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}) {
  const { t } = useTranslation();
  const defaults = useQuery(awbDefaultsQueryOptions(orderId));
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        size="md"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocusTo.current?.focus();
        }}
      >
        <DialogTitle>{t('admin_orders.awb.dialog_title', { id: orderId })}</DialogTitle>
        <DialogDescription>{t('admin_orders.awb.dialog_description')}</DialogDescription>
        {defaults.data ? (
          <AwbForm orderId={orderId} defaults={defaults.data} onClose={onClose} />
        ) : defaults.isError ? (
          <ErrorState
            title={t('admin_orders.awb.defaults_error')}
            description={shippingFailure(t, defaults.error)}
            retryLabel={t('admin.common.retry')}
            onRetry={() => void defaults.refetch()}
            retrying={defaults.isFetching}
          />
        ) : (
          <div role="status" className="flex flex-col gap-3">
            <span className="sr-only">{t('admin_orders.awb.defaults_loading')}</span>
            <Skeleton className="h-12 w-full" />
            <Skeleton className="h-12 w-full" />
            <Skeleton className="h-12 w-full" />
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
