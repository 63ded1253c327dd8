import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Resolver, useForm, useWatch } from 'react-hook-form';
import {
  type AdminCoupon,
  type AdminCouponInput,
  adminCouponInputSchema,
  COUPON_KINDS,
  type CouponKind,
} from '@shop/shared/schemas/admin/coupons';
import { Button } from '@/components/ui/button';
import { DialogActions } from '@/components/ui/dialog';
import { checkboxClass, FormField, Input, Select } from '@/components/ui/form-field';
import { isApiError } from '@/lib/api-client';
import { refusalDetail } from '@/lib/error-message';
import { type TextKey, useTranslation } from '@/lib/i18n';
import { showShopToast } from '@/lib/toasts';
import { CategoryChecklist, ProductPicker } from '../components/scope-pickers';
import { fromShopLocalInput, toShopLocalInput } from '../components/shop-time';
import { couponKeys, randomCouponCode, saveCoupon } from './coupons-api';

/** The form's own values: what the inputs hold, text for numbers and Romania's wall clock for dates. */
type CouponFormValues = {
  cod: string;
  discount_type: CouponKind;
  value: string;
  min_subtotal: string;
  starts_at: string;
  ends_at: string;
  usage_limit: string;
  usage_limit_per_customer: string;
  first_order_only: boolean;
  is_active: boolean;
  min_quantity: string;
  produse: number[];
  categorii: number[];
};

type Field = keyof CouponFormValues;

function toFormValues(coupon: AdminCoupon | null): CouponFormValues {
  return {
    cod: coupon?.cod ?? '',
    discount_type: coupon?.discount_type ?? 'percent',
    value: coupon ? (coupon.discount_type === 'percent' ? String(Number(coupon.value)) : coupon.value) : '',
    min_subtotal: coupon?.min_subtotal ?? '0.00',
    starts_at: toShopLocalInput(coupon?.starts_at ?? null),
    ends_at: toShopLocalInput(coupon?.ends_at ?? null),
    usage_limit: coupon?.usage_limit?.toString() ?? '',
    usage_limit_per_customer: coupon?.usage_limit_per_customer?.toString() ?? '',
    first_order_only: coupon?.first_order_only ?? false,
    is_active: coupon?.is_active ?? true,
    min_quantity: String(coupon?.min_quantity ?? 0),
    produse: coupon?.produse ?? [],
    categorii: coupon?.categorii ?? [],
  };
}

/** An empty limit is no limit; anything else is sent as typed, for the schema to judge. */
const limit = (text: string) => (text.trim() === '' ? null : Number(text.trim()));
/** An unreadable date is sent as typed, so it fails as a date rather than passing as "none". */
const moment = (local: string) => (local === '' ? null : fromShopLocalInput(local) || local);

export function toCouponBody(values: CouponFormValues): AdminCouponInput {
  return {
    cod: values.cod,
    discount_type: values.discount_type,
    value: values.discount_type === 'free_shipping' ? '0' : values.value,
    min_subtotal: values.min_subtotal.trim() === '' ? '0' : values.min_subtotal,
    starts_at: moment(values.starts_at),
    ends_at: moment(values.ends_at),
    usage_limit: limit(values.usage_limit),
    usage_limit_per_customer: limit(values.usage_limit_per_customer),
    first_order_only: values.first_order_only,
    is_active: values.is_active,
    min_quantity: values.min_quantity.trim() === '' ? 0 : Number(values.min_quantity.trim()),
    produse: values.produse,
    categorii: values.categorii,
  };
}

/** The locale key that explains a failed field (the shared schema's own messages are Romanian). */
function errorKey(field: Field, kind: CouponKind): TextKey {
  switch (field) {
    case 'cod':
      return 'admin_coupons.errors.cod';
    case 'value':
      return kind === 'percent' ? 'admin_coupons.errors.value_percent' : 'admin_coupons.errors.value_fixed';
    case 'min_subtotal':
      return 'admin_coupons.errors.min_subtotal';
    case 'min_quantity':
      return 'admin_coupons.errors.min_quantity';
    case 'ends_at':
    case 'starts_at':
      return 'admin_coupons.errors.date';
    default:
      return 'admin_coupons.errors.limit';
  }
}

const FIELDS: readonly Field[] = [
  'cod',
  'discount_type',
  'value',
  'min_subtotal',
  'starts_at',
  'ends_at',
  'usage_limit',
  'usage_limit_per_customer',
  'min_quantity',
];

/** The shared schema judges the body the form would send; each failure becomes a locale key. */
const couponResolver: Resolver<CouponFormValues> = async (values) => {
  const parsed = adminCouponInputSchema.safeParse(toCouponBody(values));
  if (parsed.success) return { values, errors: {} };
  const errors: Partial<Record<Field, { type: string; message: string }>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as Field;
    if (!FIELDS.includes(field) || errors[field]) continue;
    const windowIssue = field === 'ends_at' && values.ends_at !== '' && values.starts_at !== '';
    errors[field] = {
      type: issue.code,
      message:
        windowIssue && issue.code === 'custom'
          ? 'admin_coupons.errors.ends_at'
          : errorKey(field, values.discount_type),
    };
  }
  return { values: {}, errors };
};

/** Create or edit a coupon; every rule the checkout applies is a field here. */
export function CouponForm({ coupon, onDone }: { coupon: AdminCoupon | null; onDone: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const form = useForm<CouponFormValues>({ defaultValues: toFormValues(coupon), resolver: couponResolver });
  const { register, handleSubmit, setValue, setError, formState } = form;
  const kind = useWatch({ control: form.control, name: 'discount_type' });
  const products = useWatch({ control: form.control, name: 'produse' });
  const categories = useWatch({ control: form.control, name: 'categorii' });

  const mutation = useMutation({
    mutationFn: (values: CouponFormValues) => saveCoupon(coupon?.id ?? null, toCouponBody(values)),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: couponKeys.all });
      showShopToast(coupon ? t('admin.common.saved') : t('admin_coupons.created'));
      onDone();
    },
    onError: (error) => {
      if (!isApiError(error)) return;
      if (error.code === 'admin.duplicate') {
        setError('cod', { type: 'server', message: 'admin_coupons.errors.cod_taken' }, { shouldFocus: true });
        return;
      }
      for (const field of FIELDS) {
        if (error.fieldErrors[field]) setError(field, { type: 'server', message: errorKey(field, kind) });
      }
    },
  });

  const message = (field: Field) => {
    const key = formState.errors[field]?.message;
    return key ? t(key as TextKey) : undefined;
  };
  const failure = mutation.error;
  const handledByFields =
    isApiError(failure) &&
    (failure.code === 'admin.duplicate' || Object.keys(failure.fieldErrors).length > 0);
  const failed =
    !failure || handledByFields ? null : (refusalDetail(failure) ?? t('admin.common.load_error'));

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
        <FormField
          label={t('admin_coupons.code')}
          error={message('cod')}
          className="sm:col-span-2"
          trailing={
            <Button
              type="button"
              size="sm"
              variant="ghost-brand"
              onClick={() => setValue('cod', randomCouponCode(), { shouldDirty: true })}
            >
              {t('admin_coupons.generate')}
            </Button>
          }
        >
          <Input
            {...register('cod', { setValueAs: (value: string) => value.toUpperCase() })}
            autoComplete="off"
            spellCheck={false}
            maxLength={32}
            className="pr-40 font-mono uppercase"
          />
        </FormField>
        <FormField label={t('admin_coupons.kind')} error={message('discount_type')}>
          <Select {...register('discount_type')}>
            {COUPON_KINDS.map((value) => (
              <option key={value} value={value}>
                {t(`admin_coupons.kinds.${value}`)}
              </option>
            ))}
          </Select>
        </FormField>
        {kind === 'free_shipping' ? (
          <p className="self-end pb-3 text-sm text-ink-muted">{t('admin_coupons.free_shipping_hint')}</p>
        ) : (
          <FormField
            label={t('admin_coupons.value')}
            hint={
              kind === 'percent' ? t('admin_coupons.value_hint_percent') : t('admin_coupons.value_hint_fixed')
            }
            error={message('value')}
          >
            <Input {...register('value')} inputMode="decimal" autoComplete="off" />
          </FormField>
        )}
        <FormField label={t('admin_coupons.min_subtotal')} error={message('min_subtotal')}>
          <Input {...register('min_subtotal')} inputMode="decimal" autoComplete="off" />
        </FormField>
        <FormField
          label={t('admin_coupons.min_quantity')}
          hint={t('admin_coupons.min_quantity_hint')}
          error={message('min_quantity')}
        >
          <Input {...register('min_quantity')} inputMode="numeric" autoComplete="off" />
        </FormField>
        <div className="sm:col-span-2">
          <p className="mb-2 text-sm text-ink-muted">{t('admin_coupons.scope.hint')}</p>
          <div className="grid gap-4 sm:grid-cols-2">
            <ProductPicker
              legend={t('admin_coupons.scope.products')}
              value={products}
              onChange={(ids) => setValue('produse', ids, { shouldDirty: true })}
            />
            <CategoryChecklist
              legend={t('admin_coupons.scope.categories')}
              value={categories}
              onChange={(ids) => setValue('categorii', ids, { shouldDirty: true })}
            />
          </div>
        </div>
        <FormField
          label={t('admin_coupons.starts_at')}
          hint={t('admin_coupons.dates_hint')}
          error={message('starts_at')}
        >
          <Input type="datetime-local" {...register('starts_at')} />
        </FormField>
        <FormField
          label={t('admin_coupons.ends_at')}
          hint={t('admin_coupons.dates_hint')}
          error={message('ends_at')}
        >
          <Input type="datetime-local" {...register('ends_at')} />
        </FormField>
        <FormField
          label={t('admin_coupons.usage_limit')}
          hint={t('admin_coupons.limit_hint')}
          error={message('usage_limit')}
        >
          <Input {...register('usage_limit')} inputMode="numeric" autoComplete="off" />
        </FormField>
        <FormField
          label={t('admin_coupons.usage_limit_per_customer')}
          hint={t('admin_coupons.limit_hint')}
          error={message('usage_limit_per_customer')}
        >
          <Input {...register('usage_limit_per_customer')} inputMode="numeric" autoComplete="off" />
        </FormField>
        <FormField label={t('admin_coupons.first_order_only')} layout="inline">
          <input type="checkbox" className={checkboxClass} {...register('first_order_only')} />
        </FormField>
        <FormField label={t('admin_coupons.is_active')} layout="inline">
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
