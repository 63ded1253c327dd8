import { useState } from 'react';
import { useFormState, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import {
  type AdminProductDetail,
  PRODUCT_MAX_OPTION_VALUES,
  PRODUCT_MAX_OPTIONS,
  PRODUCT_MAX_WEIGHT_GRAMS,
  PRODUCT_UNITS,
  type ProductOptionInput,
  type ProductVariantInput,
} from '@shop/shared/schemas/admin/products';
import { Button } from '@/components/ui/button';
import { checkboxClass, FieldError, FormField, Input, Select } from '@/components/ui/form-field';
import { type TextKey, useTranslation } from '@/lib/i18n';
import { uploadErrorKey, uploadImage } from '../components/media-upload';
import { useProductField } from './product-form-fields';
import { reconcileVariants, renameValue, withOption, withoutOption } from './product-variants';
import { useAdminPath } from '@/lib/use-localized-path';

type ErrorTree = { message?: string; root?: { message?: string } } & Record<string, unknown>;

/** The message at `path` of the form's error tree (`variante.1.sku`), in the admin's language. */
function useNestedError() {
  const { t } = useTranslation();
  const { form } = useProductField();
  const { errors } = useFormState({ control: form.control });
  return (path: string): string | undefined => {
    let node: unknown = errors;
    for (const part of path.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
    const tree = node as ErrorTree | undefined;
    const message = tree?.message ?? tree?.root?.message;
    return typeof message === 'string' ? t(message as TextKey) : undefined;
  };
}

/** An optional whole number typed in a field: empty is null. */
const numberOrNull = (text: string) => (text.trim() === '' ? null : Number(text));

/** One option: its names, its values (renamed in place, removed, added). */
function OptionEditor({
  index,
  option,
  onChange,
  onRename,
  onRemove,
}: {
  index: number;
  option: ProductOptionInput;
  onChange: (option: ProductOptionInput) => void;
  onRename: (before: string, after: string) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const errorAt = useNestedError();
  const [draft, setDraft] = useState('');
  const label = option.nume.trim() || t('admin_products.variants.option_n', { n: index + 1 });
  const full = option.valori.length >= PRODUCT_MAX_OPTION_VALUES;

  function addValue() {
    const value = draft.trim();
    if (!value || full) return;
    if (option.valori.some((entry) => entry.valoare.trim().toLowerCase() === value.toLowerCase())) return;
    onChange({ ...option, valori: [...option.valori, { valoare: value, valoare_en: '' }] });
    setDraft('');
  }

  return (
    <fieldset className="flex flex-col gap-3 rounded-lg border border-line p-3">
      <legend className="px-1 font-semibold">{label}</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField
          label={`${t('admin_products.variants.option_name')} (${t('admin_products.form.romanian')})`}
          hint={t('admin_products.variants.option_name_hint')}
          error={errorAt(`optiuni.${index}.nume`)}
        >
          <Input
            value={option.nume}
            onChange={(event) => onChange({ ...option, nume: event.target.value })}
          />
        </FormField>
        <FormField
          label={`${t('admin_products.variants.option_name')} (${t('admin_products.form.english')})`}
        >
          <Input
            value={option.nume_en}
            onChange={(event) => onChange({ ...option, nume_en: event.target.value })}
          />
        </FormField>
      </div>
      <ul
        className="flex flex-col gap-2"
        aria-label={t('admin_products.variants.values_of', { option: label })}
      >
        {option.valori.map((value, at) => (
          <li key={value.id ?? `new-${at}`} className="grid items-end gap-2 sm:grid-cols-[1fr_1fr_auto]">
            <FormField
              label={t('admin_products.variants.value_n', {
                n: at + 1,
                language: t('admin_products.form.romanian'),
              })}
              error={errorAt(`optiuni.${index}.valori.${at}.valoare`)}
            >
              <Input
                value={value.valoare}
                onChange={(event) => {
                  onRename(value.valoare, event.target.value);
                  onChange({
                    ...option,
                    valori: option.valori.map((entry, i) =>
                      i === at ? { ...entry, valoare: event.target.value } : entry,
                    ),
                  });
                }}
              />
            </FormField>
            <FormField
              label={t('admin_products.variants.value_n', {
                n: at + 1,
                language: t('admin_products.form.english'),
              })}
            >
              <Input
                value={value.valoare_en}
                onChange={(event) =>
                  onChange({
                    ...option,
                    valori: option.valori.map((entry, i) =>
                      i === at ? { ...entry, valoare_en: event.target.value } : entry,
                    ),
                  })
                }
              />
            </FormField>
            <Button
              type="button"
              variant="ghost-danger"
              size="sm-touch"
              aria-label={t('admin_products.variants.remove_value_named', { value: value.valoare || at + 1 })}
              onClick={() => onChange({ ...option, valori: option.valori.filter((_entry, i) => i !== at) })}
            >
              {t('admin_products.variants.remove_value')}
            </Button>
          </li>
        ))}
      </ul>
      {errorAt(`optiuni.${index}.valori`) ? (
        <FieldError id={`option-${index}-values-error`}>{errorAt(`optiuni.${index}.valori`)}</FieldError>
      ) : null}
      <div className="flex flex-wrap items-end gap-2">
        <FormField
          label={t('admin_products.variants.new_value', { option: label })}
          className="min-w-0 flex-1"
        >
          <Input
            value={draft}
            disabled={full}
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={(event) => {
              // Enter adds the value here instead of saving the whole product.
              if (event.key === 'Enter') {
                event.preventDefault();
                addValue();
              }
            }}
          />
        </FormField>
        <Button type="button" variant="secondary" size="sm-touch" onClick={addValue} disabled={full}>
          {t('admin_products.variants.add_value')}
        </Button>
      </div>
      <div>
        <Button type="button" variant="ghost-danger" size="sm-touch" onClick={onRemove}>
          {t('admin_products.variants.remove_option_named', { option: label })}
        </Button>
      </div>
    </fieldset>
  );
}

/** A variant's own image: one of the product's, or one uploaded for it alone. */
function VariantImage({
  index,
  value,
  images,
  onChange,
}: {
  index: number;
  value: string | null;
  images: string[];
  onChange: (image: string | null) => void;
}) {
  const { t } = useTranslation();
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const own = value !== null && !images.includes(value);
  return (
    <div className="flex flex-col gap-2">
      <FormField label={t('admin_products.variants.image')}>
        <Select
          value={value ?? ''}
          onChange={(event) => onChange(event.target.value === '' ? null : event.target.value)}
        >
          <option value="">{t('admin_products.variants.image_main')}</option>
          {images.map((image, at) => (
            <option key={image} value={image}>
              {t('admin_products.variants.image_n', { n: at + 1 })}
            </option>
          ))}
          {own ? <option value={value}>{t('admin_products.variants.image_own')}</option> : null}
        </Select>
      </FormField>
      <label className="text-sm">
        <span className="text-brand underline underline-offset-2">
          {uploading ? t('admin_products.variants.uploading') : t('admin_products.variants.upload')}
        </span>
        <input
          type="file"
          accept="image/*"
          className="sr-only"
          data-testid={`variant-${index}-upload`}
          disabled={uploading}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (!file) return;
            setUploading(true);
            setUploadError(null);
            uploadImage(file, 'products')
              .then((uploaded) => onChange(uploaded.path))
              .catch((error: unknown) => setUploadError(t(uploadErrorKey(error), { name: file.name })))
              .finally(() => setUploading(false));
          }}
        />
      </label>
      {uploadError ? (
        <p role="alert" className="text-sm font-semibold text-danger">
          {uploadError}
        </p>
      ) : null}
    </div>
  );
}

/** One variant of the grid: its values as its name, then its own fields. */
function VariantEditor({
  index,
  variant,
  saved,
  images,
  onChange,
  onRemove,
}: {
  index: number;
  variant: ProductVariantInput;
  saved: AdminProductDetail['variante'][number] | undefined;
  images: string[];
  onChange: (variant: ProductVariantInput) => void;
  onRemove: () => void;
}) {
  const adminLink = useAdminPath();
  const { t } = useTranslation();
  const errorAt = useNestedError();
  const name = variant.valori.filter((value) => value.trim() !== '').join(' / ');
  const field = (key: keyof ProductVariantInput) => errorAt(`variante.${index}.${key}`);
  const set = (changes: Partial<ProductVariantInput>) => onChange({ ...variant, ...changes });
  return (
    <li>
      <fieldset
        className="flex flex-col gap-3 rounded-lg border border-line p-3"
        data-testid={`variant-${index}`}
      >
        <legend className="px-1 font-semibold">{t('admin_products.variants.variant_named', { name })}</legend>
        {field('valori') ? (
          <FieldError id={`variant-${index}-values-error`}>{field('valori')}</FieldError>
        ) : null}
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          <FormField label={t('admin_products.form.sku')} error={field('sku')}>
            <Input
              value={variant.sku ?? ''}
              autoComplete="off"
              onChange={(e) => set({ sku: e.target.value })}
            />
          </FormField>
          <FormField
            label={t('admin_products.variants.ean')}
            hint={t('admin_products.variants.ean_hint')}
            error={field('ean')}
          >
            <Input
              value={variant.ean ?? ''}
              inputMode="numeric"
              autoComplete="off"
              onChange={(e) => set({ ean: e.target.value })}
            />
          </FormField>
          <FormField label={t('admin_products.form.pret')} error={field('pret')}>
            <Input
              value={variant.pret}
              inputMode="decimal"
              autoComplete="off"
              onChange={(e) => set({ pret: e.target.value })}
            />
          </FormField>
          <FormField label={t('admin_products.form.pret_redus')} error={field('pret_redus')}>
            <Input
              value={variant.pret_redus ?? ''}
              inputMode="decimal"
              autoComplete="off"
              onChange={(e) => set({ pret_redus: e.target.value })}
            />
          </FormField>
          {variant.id === undefined ? (
            <FormField label={t('admin_products.form.stoc')} error={field('stoc')}>
              <Input
                type="number"
                min={0}
                step={1}
                value={variant.stoc ?? 0}
                onChange={(e) => set({ stoc: e.target.value === '' ? 0 : Number(e.target.value) })}
              />
            </FormField>
          ) : (
            <div className="flex flex-col justify-end gap-1">
              <span>{t('admin_products.form.stock_readonly', { stock: saved?.stoc ?? 0 })}</span>
              <Link to={adminLink('stoc')} className="text-sm text-brand underline underline-offset-2">
                {t('admin_products.form.stock_link')}
              </Link>
            </div>
          )}
          <FormField label={t('admin_products.form.greutate_grame')} error={field('greutate_grame')}>
            <Input
              type="number"
              min={1}
              max={PRODUCT_MAX_WEIGHT_GRAMS}
              step={1}
              inputMode="numeric"
              value={variant.greutate_grame ?? ''}
              onChange={(e) => set({ greutate_grame: numberOrNull(e.target.value) })}
            />
          </FormField>
          <FormField label={t('admin_products.form.cantitate_neta')} error={field('cantitate_neta')}>
            <Input
              type="number"
              min={1}
              step={1}
              value={variant.cantitate_neta ?? ''}
              onChange={(e) => set({ cantitate_neta: numberOrNull(e.target.value) })}
            />
          </FormField>
          <FormField label={t('admin_products.form.unitate')} error={field('unitate')}>
            <Select
              value={variant.unitate ?? ''}
              onChange={(e) => set({ unitate: (e.target.value || null) as ProductVariantInput['unitate'] })}
            >
              <option value="">{t('admin_products.form.no_unit')}</option>
              {PRODUCT_UNITS.map((unit) => (
                <option key={unit} value={unit}>
                  {unit}
                </option>
              ))}
            </Select>
          </FormField>
          <div className="sm:col-span-2">
            <VariantImage
              index={index}
              value={variant.imagine}
              images={images}
              onChange={(imagine) => set({ imagine })}
            />
          </div>
          <div className="flex flex-wrap items-center justify-between gap-3 sm:col-span-2">
            <label className="flex items-center gap-2">
              <input
                type="checkbox"
                className={checkboxClass}
                checked={variant.activ}
                onChange={(e) => set({ activ: e.target.checked })}
              />
              {t('admin_products.variants.active')}
            </label>
            <Button
              type="button"
              variant="ghost-danger"
              size="sm-touch"
              aria-label={t('admin_products.variants.remove_variant_named', { name })}
              onClick={onRemove}
            >
              {saved?.vanduta
                ? t('admin_products.variants.deactivate_variant')
                : t('admin_products.variants.remove_variant')}
            </Button>
          </div>
        </div>
        {saved?.vanduta ? (
          <p className="text-sm text-ink-muted">{t('admin_products.variants.sold_hint')}</p>
        ) : null}
      </fieldset>
    </li>
  );
}

/**
 * "Opțiuni și variante": the product's options (size, shade, pack) with their values, and the grid
 * of its variants, one per combination (ADR 065), each with its own SKU, EAN, prices, stock, weight,
 * net quantity, image and whether it is sold.
 */
export function ProductVariantsSection({ current }: { current: AdminProductDetail | null }) {
  const { t } = useTranslation();
  const { form } = useProductField();
  const errorAt = useNestedError();
  const { isSubmitted } = useFormState({ control: form.control });
  const options = useWatch({ control: form.control, name: 'optiuni' }) ?? [];
  const variants = useWatch({ control: form.control, name: 'variante' }) ?? [];
  const images = useWatch({ control: form.control, name: 'imagini' }) ?? [];

  function save(next: { options?: ProductOptionInput[]; variants?: ProductVariantInput[] }) {
    const settings = { shouldDirty: true, shouldValidate: isSubmitted };
    if (next.options) form.setValue('optiuni', next.options, settings);
    if (next.variants) form.setValue('variante', next.variants, settings);
  }

  function changeOption(index: number, option: ProductOptionInput) {
    const nextOptions = options.map((entry, at) => (at === index ? option : entry));
    const structural = option.valori.length !== options[index]!.valori.length;
    save({
      options: nextOptions,
      variants: structural ? reconcileVariants(nextOptions, variants) : undefined,
    });
  }

  const savedById = new Map((current?.variante ?? []).map((variant) => [variant.id, variant]));

  return (
    <fieldset className="flex flex-col gap-4 rounded-card border border-line bg-surface p-4">
      <legend className="px-1 text-lg font-bold">{t('admin_products.variants.title')}</legend>
      <p className="text-sm text-ink-muted">{t('admin_products.variants.hint')}</p>
      {options.map((option, index) => (
        <OptionEditor
          key={option.id ?? `new-${index}`}
          index={index}
          option={option}
          onChange={(next) => changeOption(index, next)}
          onRename={(before, after) => save({ variants: renameValue(variants, index, before, after) })}
          onRemove={() => {
            const next = withoutOption(options, variants, index);
            save({ options: next.options, variants: next.variants });
          }}
        />
      ))}
      {errorAt('optiuni') ? <FieldError id="options-error">{errorAt('optiuni')}</FieldError> : null}
      <div>
        <Button
          type="button"
          variant="secondary"
          size="sm-touch"
          disabled={options.length >= PRODUCT_MAX_OPTIONS}
          onClick={() => {
            const next = withOption(options, variants);
            save({ options: next.options, variants: next.variants });
          }}
        >
          {t('admin_products.variants.add_option')}
        </Button>
      </div>

      {options.length > 0 ? (
        <section aria-labelledby="variants-grid-title" className="flex flex-col gap-3">
          <h3 id="variants-grid-title" className="font-semibold">
            {t('admin_products.variants.grid_title', { count: variants.length })}
          </h3>
          {errorAt('variante') ? <FieldError id="variants-error">{errorAt('variante')}</FieldError> : null}
          {variants.length === 0 ? (
            <p className="text-sm text-ink-muted">{t('admin_products.variants.grid_empty')}</p>
          ) : (
            <ul className="flex flex-col gap-3">
              {variants.map((variant, index) => (
                <VariantEditor
                  key={variant.id ?? `new-${variant.valori.join('\u0000')}`}
                  index={index}
                  variant={variant}
                  saved={variant.id === undefined ? undefined : savedById.get(variant.id)}
                  images={images}
                  onChange={(next) =>
                    save({ variants: variants.map((entry, at) => (at === index ? next : entry)) })
                  }
                  onRemove={() => save({ variants: variants.filter((_entry, at) => at !== index) })}
                />
              ))}
            </ul>
          )}
        </section>
      ) : null}
    </fieldset>
  );
}
