import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Resolver, useForm, useWatch } from 'react-hook-form';
import {
  type AdminDiscount,
  type AdminDiscountInput,
  adminDiscountInputSchema,
  DISCOUNT_KINDS,
  type DiscountKind,
} from '@shop/shared/schemas/admin/discounts';
import { Button } from '@/components/ui/button';
import { DialogActions } from '@/components/ui/dialog';
import { checkboxClass, FormField, Input, Select } from '@/components/ui/form-field';
import { isApiError } from '@/lib/api-client';
import { refusalDetail } from '@/lib/error-message';
import { type TextKey, useTranslation } from '@/lib/i18n';
import { showShopToast } from '@/lib/toasts';
import { CategoryChecklist, ProductPicker } from '../components/scope-pickers';
import { fromShopLocalInput, toShopLocalInput } from '../components/shop-time';
import { discountKeys, saveDiscount } from './discounts-api';

/** What the inputs hold: text for numbers, Romania's wall clock for dates. */
export type DiscountFormValues = {
  nume: string;
  nume_en: string;
  tip: DiscountKind;
  procent: string;
  cumpara: string;
  categorii: number[];
  produse: number[];
  starts_at: string;
  ends_at: string;
  is_active: boolean;
};

type Field = keyof DiscountFormValues;

function toFormValues(discount: AdminDiscount | null): DiscountFormValues {
  return {
    nume: discount?.nume ?? '',
    nume_en: discount?.nume_en ?? '',
    tip: discount?.tip ?? 'percent',
    procent: discount ? String(discount.procent) : '',
    cumpara: discount && discount.tip === 'buy_x_get_y' ? String(discount.cumpara) : '2',
    categorii: discount?.categorii ?? [],
    produse: discount?.produse ?? [],
    starts_at: toShopLocalInput(discount?.starts_at ?? null),
    ends_at: toShopLocalInput(discount?.ends_at ?? null),
    is_active: discount?.is_active ?? true,
  };
}

const whole = (text: string) => (text.trim() === '' ? Number.NaN : Number(text.trim()));
const moment = (local: string) => (local === '' ? null : fromShopLocalInput(local) || local);

export function toDiscountBody(values: DiscountFormValues): AdminDiscountInput {
  return {
    nume: values.nume,
    nume_en: values.nume_en,
    tip: values.tip,
    procent: whole(values.procent),
    cumpara: values.tip === 'buy_x_get_y' ? whole(values.cumpara) : 0,
    categorii: values.categorii,
    produse: values.produse,
    starts_at: moment(values.starts_at),
    ends_at: moment(values.ends_at),
    is_active: values.is_active,
  };
}

const ERROR_KEYS: Partial<Record<Field, TextKey>> = {
  nume: 'admin_discounts.errors.name',
  nume_en: 'admin_discounts.errors.name',
  procent: 'admin_discounts.errors.percent',
  cumpara: 'admin_discounts.errors.buy',
  categorii: 'admin_discounts.errors.scope',
  produse: 'admin_discounts.errors.scope',
  starts_at: 'admin_discounts.errors.date',
  ends_at: 'admin_discounts.errors.date',
};

/** The shared schema judges the body the form would send; each failure becomes a locale key. */
const discountResolver: Resolver<DiscountFormValues> = async (values) => {
  const parsed = adminDiscountInputSchema.safeParse(toDiscountBody(values));
  if (parsed.success) return { values, errors: {} };
  const errors: Partial<Record<Field, { type: string; message: string }>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as Field;
    if (errors[field] || !ERROR_KEYS[field]) continue;
    const windowIssue = field === 'ends_at' && issue.code === 'custom';
    errors[field] = {
      type: issue.code,
      message: windowIssue ? 'admin_discounts.errors.ends_at' : ERROR_KEYS[field],
    };
  }
  return { values: {}, errors };
};

/** Create or edit an automatic discount: its rule, what it covers and when it runs. */
export function DiscountForm({ discount, onDone }: { discount: AdminDiscount | null; onDone: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const form = useForm<DiscountFormValues>({
    defaultValues: toFormValues(discount),
    resolver: discountResolver,
  });
  const { register, handleSubmit, setValue, setError, formState } = form;
  const kind = useWatch({ control: form.control, name: 'tip' });
  const categories = useWatch({ control: form.control, name: 'categorii' });
  const products = useWatch({ control: form.control, name: 'produse' });

  const mutation = useMutation({
    mutationFn: (values: DiscountFormValues) => saveDiscount(discount?.id ?? null, toDiscountBody(values)),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: discountKeys.all });
      showShopToast(discount ? t('admin.common.saved') : t('admin_discounts.created'));
      onDone();
    },
    onError: (error) => {
      if (!isApiError(error)) return;
      for (const field of Object.keys(ERROR_KEYS) as Field[]) {
        if (error.fieldErrors[field]) setError(field, { type: 'server', message: ERROR_KEYS[field]! });
      }
    },
  });

  const message = (field: Field) => {
    const key = formState.errors[field]?.message;
    return key ? t(key as TextKey) : undefined;
  };
  const failure = mutation.error;
  const handledByFields = isApiError(failure) && Object.keys(failure.fieldErrors).length > 0;
  const failed =
    !failure || handledByFields ? null : (refusalDetail(failure) ?? t('admin.common.load_error'));
  const scopeError = message('categorii') ?? message('produse');

  return (
    <form
      noValidate
      onSubmit={(event) => void handleSubmit((values) => mutation.mutate(values))(event)}
      className="flex flex-col gap-4"
    >
      {failed ? (
        <p role="alert" className="font-semibold text-danger">
          {failed}
        </p>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t('admin_discounts.name')} error={message('nume')}>
          <Input {...register('nume')} autoComplete="off" maxLength={80} />
        </FormField>
        <FormField label={t('admin_discounts.name_en')} error={message('nume_en')}>
          <Input {...register('nume_en')} autoComplete="off" maxLength={80} />
        </FormField>
        <FormField label={t('admin_discounts.kind')}>
          <Select {...register('tip')}>
            {DISCOUNT_KINDS.map((value) => (
              <option key={value} value={value}>
                {t(`admin_discounts.kinds.${value}`)}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField label={t('admin_discounts.percent')} error={message('procent')}>
          <Input {...register('procent')} inputMode="numeric" autoComplete="off" />
        </FormField>
        {kind === 'buy_x_get_y' ? (
          <FormField
            label={t('admin_discounts.buy')}
            hint={t('admin_discounts.buy_hint')}
            error={message('cumpara')}
          >
            <Input {...register('cumpara')} inputMode="numeric" autoComplete="off" />
          </FormField>
        ) : null}
        <div className="flex flex-col gap-2 sm:col-span-2">
          <p className="text-sm text-ink-muted">{t('admin_discounts.scope_hint')}</p>
          {scopeError ? (
            <p role="alert" className="text-sm font-semibold text-danger">
              {scopeError}
            </p>
          ) : null}
          <div className="grid gap-4 sm:grid-cols-2">
            <CategoryChecklist
              legend={t('admin_discounts.categories')}
              value={categories}
              onChange={(ids) =>
                setValue('categorii', ids, { shouldDirty: true, shouldValidate: formState.isSubmitted })
              }
            />
            <ProductPicker
              legend={t('admin_discounts.products')}
              value={products}
              onChange={(ids) =>
                setValue('produse', ids, { shouldDirty: true, shouldValidate: formState.isSubmitted })
              }
            />
          </div>
        </div>
        <FormField
          label={t('admin_discounts.starts_at')}
          hint={t('admin_discounts.dates_hint')}
          error={message('starts_at')}
        >
          <Input type="datetime-local" {...register('starts_at')} />
        </FormField>
        <FormField
          label={t('admin_discounts.ends_at')}
          hint={t('admin_discounts.dates_hint')}
          error={message('ends_at')}
        >
          <Input type="datetime-local" {...register('ends_at')} />
        </FormField>
        <FormField label={t('admin_discounts.is_active')} layout="inline">
          <input type="checkbox" className={checkboxClass} {...register('is_active')} />
        </FormField>
      </div>
      <DialogActions>
        <Button type="button" variant="secondary" onClick={onDone}>
          {t('admin.common.cancel')}
        </Button>
        <Button type="submit" aria-disabled={mutation.isPending || undefined}>
          {mutation.isPending ? t('admin.common.saving') : t('admin.common.save')}
        </Button>
      </DialogActions>
    </form>
  );
}
