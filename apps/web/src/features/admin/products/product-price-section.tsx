import { useQuery } from '@tanstack/react-query';
import { Controller, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { formatDecimalLei, formatLei } from '@shop/shared/money';
import {
  type AdminProductDetail,
  DEFAULT_UNIT_WEIGHT_GRAMS,
  PRODUCT_MAX_WEIGHT_GRAMS,
  PRODUCT_UNITS,
  productReferencePriceQuerySchema,
} from '@shop/shared/schemas/admin/products';
import { checkboxClass, FormField, Input, Select } from '@/components/ui/form-field';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { useTranslation } from '@/lib/i18n';
import { useProductField } from './product-form-fields';
import { margin, unitPrice } from './product-form-values';
import { referencePriceQueryOptions } from './products-api';
import { useAdminPath } from '@/lib/use-localized-path';

/**
 * The Omnibus line (Directive 98/6/EC art. 6a, OG 21/1992): with a sale price typed, the reference
 * price the shop will show beside it once saved, asked of the server as staff type (it applies the
 * storefront's own rule to the unsaved prices).
 */
function ReferencePriceNote({
  productId,
  pret,
  pretRedus,
}: {
  productId: number;
  pret: string;
  pretRedus: string;
}) {
  const { t } = useTranslation();
  const prices = useDebouncedValue({ pret: pret.trim(), pret_redus: pretRedus.trim() }, 400);
  const valid = productReferencePriceQuerySchema.safeParse(prices).success;
  const query = useQuery({ ...referencePriceQueryOptions(productId, prices), enabled: valid });
  const reference = valid ? query.data?.pret_referinta : undefined;
  return (
    <p aria-live="polite" className="text-sm text-ink-muted">
      {reference ? t('admin_products.form.reference_price', { price: formatDecimalLei(reference) }) : null}
    </p>
  );
}

/** The VAT rate: 21 % or the reduced 11 %. */
function VatRate() {
  const { t } = useTranslation();
  const { form } = useProductField();
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="font-semibold">{t('admin_products.form.cota_tva')}</legend>
      <div className="flex gap-6">
        <Controller
          control={form.control}
          name="cota_tva"
          render={({ field }) => (
            <>
              {([21, 11] as const).map((rate) => (
                <label key={rate} className="flex items-center gap-2">
                  <input
                    type="radio"
                    className={checkboxClass}
                    name={field.name}
                    value={rate}
                    checked={field.value === rate}
                    onChange={() => field.onChange(rate)}
                    onBlur={field.onBlur}
                  />
                  {t(`admin_products.form.vat_${rate}`)}
                </label>
              ))}
            </>
          )}
        />
      </div>
    </fieldset>
  );
}

/**
 * Prices, the quantity and unit the unit price is computed from, VAT, and the stock: typed for a
 * new product, changed on the stock page afterwards.
 */
export function ProductPriceSection({ current }: { current: AdminProductDetail | null }) {
  const adminLink = useAdminPath();
  const { t, i18n } = useTranslation();
  const { form, fieldError } = useProductField();
  const { register } = form;
  const [pret, pretRedus, quantity, unit, variants, cost, vatRate] = useWatch({
    control: form.control,
    name: ['pret', 'pret_redus', 'cantitate_neta', 'unitate', 'variante', 'pret_achizitie', 'cota_tva'],
  });
  const perUnit = unitPrice(pret, pretRedus, quantity, unit);
  // With variants, the price and the stock are theirs (the cheapest active one's, and their sum).
  const hasVariants = (variants?.length ?? 0) > 0;
  const onUnit = hasVariants ? null : margin(pret, pretRedus, cost, vatRate);

  return (
    <fieldset className="flex flex-col gap-4 rounded-card border border-line bg-surface p-4">
      <legend className="px-1 text-lg font-bold">{t('admin_products.columns.price')}</legend>
      {hasVariants ? (
        <p className="text-sm">
          {current && current.variante.length > 0
            ? t('admin_products.variants.price_from', { price: formatDecimalLei(current.pret) })
            : t('admin_products.variants.price_from_variants')}
        </p>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {hasVariants ? null : (
          <>
            <FormField label={t('admin_products.form.pret')} error={fieldError('pret')}>
              <Input {...register('pret')} inputMode="decimal" autoComplete="off" />
            </FormField>
            <FormField
              label={t('admin_products.form.pret_redus')}
              hint={t('admin_products.form.pret_redus_hint')}
              error={fieldError('pret_redus')}
            >
              <Input {...register('pret_redus')} inputMode="decimal" autoComplete="off" />
            </FormField>
          </>
        )}
        <FormField
          label={t('admin_products.tools.cost_price')}
          hint={t('admin_products.tools.cost_price_hint')}
          error={fieldError('pret_achizitie')}
        >
          <Input {...register('pret_achizitie')} inputMode="decimal" autoComplete="off" />
        </FormField>
        <p aria-live="polite" className="self-end pb-3 text-sm" data-testid="product-margin">
          {onUnit
            ? t('admin_products.tools.margin', {
                amount: formatLei(onUnit.bani),
                percent: onUnit.percent.toLocaleString(i18n.language === 'en' ? 'en-GB' : 'ro-RO'),
              })
            : null}
        </p>
        {current && !hasVariants ? (
          <div className="sm:col-span-2 lg:col-span-4 lg:order-last">
            <ReferencePriceNote productId={current.id} pret={pret} pretRedus={pretRedus ?? ''} />
          </div>
        ) : null}
        {hasVariants ? null : (
          <>
            <FormField label={t('admin_products.form.cantitate_neta')} error={fieldError('cantitate_neta')}>
              <Input
                type="number"
                min={1}
                step={1}
                {...register('cantitate_neta', {
                  setValueAs: (value: unknown) => (value === '' || value === null ? null : Number(value)),
                })}
              />
            </FormField>
            <FormField label={t('admin_products.form.unitate')} error={fieldError('unitate')}>
              <Select
                {...register('unitate', { setValueAs: (value: unknown) => (value === '' ? null : value) })}
              >
                <option value="">{t('admin_products.form.no_unit')}</option>
                {PRODUCT_UNITS.map((value) => (
                  <option key={value} value={value}>
                    {value}
                  </option>
                ))}
              </Select>
            </FormField>
          </>
        )}
      </div>
      {perUnit !== null && unit && !hasVariants ? (
        <p aria-live="polite" className="text-sm">
          {t('admin_products.form.unit_price', {
            price: `${formatLei(perUnit).replace(/ lei$/, '')} ${t(`admin_products.form.unit_${unit}`)}`,
          })}
        </p>
      ) : null}
      <VatRate />
      {hasVariants ? null : (
        <FormField
          label={t('admin_products.form.greutate_grame')}
          hint={t('admin_products.form.greutate_grame_hint', { grams: DEFAULT_UNIT_WEIGHT_GRAMS })}
          error={fieldError('greutate_grame')}
          className="max-w-64"
        >
          <Input
            type="number"
            min={1}
            max={PRODUCT_MAX_WEIGHT_GRAMS}
            step={1}
            inputMode="numeric"
            {...register('greutate_grame', {
              setValueAs: (value: unknown) => (value === '' || value === null ? null : Number(value)),
            })}
          />
        </FormField>
      )}
      {hasVariants ? null : current === null ? (
        <FormField label={t('admin_products.form.stoc')} error={fieldError('stoc')} className="max-w-48">
          <Input type="number" min={0} step={1} {...register('stoc', { valueAsNumber: true })} />
        </FormField>
      ) : (
        <p className="flex flex-wrap items-center gap-3">
          <span>{t('admin_products.form.stock_readonly', { stock: current.stoc })}</span>
          <Link to={adminLink('stoc')} className="text-brand underline underline-offset-2">
            {t('admin_products.form.stock_link')}
          </Link>
        </p>
      )}
    </fieldset>
  );
}
