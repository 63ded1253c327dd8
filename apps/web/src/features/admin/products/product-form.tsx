import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Controller, type FieldErrors, type Path, type Resolver, useForm, useWatch } from 'react-hook-form';
import { Link, useBlocker, useNavigate, useParams } from 'react-router';
import { formatDecimalLei, formatLei } from '@shop/shared/money';
import { productReferencePriceQuerySchema } from '@shop/shared/schemas/admin/products';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import {
  type AdminProductDetail,
  META_DESCRIPTION_RECOMMENDED,
  META_TITLE_RECOMMENDED,
  IMAGE_ALT_MAX,
  PRODUCT_MAX_IMAGES,
  PRODUCT_UNITS,
  priceInputToBani,
  type ProductCreate,
  productCreateSchema,
  productUpdateSchema,
} from '@shop/shared/schemas/admin/products';
import { slugify } from '@shop/shared/text';
import { Button } from '@/components/ui/button';
import { Dialog, DialogActions, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { checkboxClass, FormField, Input, Select, Textarea } from '@/components/ui/form-field';
import { Skeleton } from '@/components/ui/skeleton';
import { isApiError } from '@/lib/api-client';
import { type TextKey, useTranslation } from '@/lib/i18n';
import { showShopToast } from '@/lib/toasts';
import {
  categoryOptionsQueryOptions,
  createProduct,
  productDetailQueryOptions,
  productKeys,
  referencePriceQueryOptions,
  tagOptionsQueryOptions,
  updateProduct,
} from './products-api';
import { ImageListEditor } from '../components/image-list-editor';
import { RichTextEditor } from '../components/rich-text-editor';
import { useShopDateTimeFormat } from '../components/admin-screen';

type FormValues = ProductCreate & { version: number };

const EMPTY: FormValues = {
  titlu: '',
  titlu_en: '',
  descriere: '',
  descriere_en: '',
  informatii_suplimentare: '',
  informatii_suplimentare_en: '',
  meta_titlu: '',
  meta_titlu_en: '',
  meta_descriere: '',
  meta_descriere_en: '',
  nota: '',
  nota_en: '',
  slug: '',
  sku: '',
  pret: '',
  pret_redus: '',
  cota_tva: 21,
  cantitate_neta: null,
  unitate: null,
  publicat: true,
  imagini: [],
  imagini_alt: [],
  imagini_alt_en: [],
  categorii: [],
  tags: [],
  stoc: 0,
  version: 0,
};

function valuesOf(product: AdminProductDetail): FormValues {
  return {
    titlu: product.titlu,
    titlu_en: product.titlu_en,
    descriere: product.descriere,
    descriere_en: product.descriere_en,
    informatii_suplimentare: product.informatii_suplimentare,
    informatii_suplimentare_en: product.informatii_suplimentare_en,
    meta_titlu: product.meta_titlu,
    meta_titlu_en: product.meta_titlu_en,
    meta_descriere: product.meta_descriere,
    meta_descriere_en: product.meta_descriere_en,
    nota: product.nota,
    nota_en: product.nota_en,
    slug: product.slug,
    sku: product.sku ?? '',
    pret: product.pret,
    pret_redus: product.pret_redus ?? '',
    cota_tva: product.cota_tva === 11 ? 11 : 21,
    cantitate_neta: product.cantitate_neta,
    unitate: product.unitate,
    publicat: product.publicat,
    imagini: product.imagini,
    imagini_alt: product.imagini_alt,
    imagini_alt_en: product.imagini_alt_en,
    categorii: product.categorii,
    tags: product.tags,
    stoc: product.stoc,
    version: product.version,
  };
}

const errorKey = (field: string) => `admin_products.errors.${field}` as TextKey;

/**
 * The shared schema checks the form as the API will; its messages are Romanian, so each failed
 * field gets its own locale key instead, translated when shown.
 */
function keyedResolver(isNew: boolean): Resolver<FormValues> {
  const resolve = zodResolver(
    (isNew ? productCreateSchema : productUpdateSchema) as never,
  ) as unknown as Resolver<FormValues>;
  return async (values, context, options) => {
    const result = await resolve(values, context, options);
    const names = Object.keys(result.errors);
    if (names.length === 0) return { values, errors: {} };
    const errors: FieldErrors<FormValues> = {};
    for (const name of names) {
      (errors as Record<string, unknown>)[name] = { type: 'validate', message: errorKey(name) };
    }
    return { values: {}, errors };
  };
}

/** The price of a unit of measure, as shops must show it: per 100 ml, per kg or per piece. */
function unitPrice(price: string, discounted: string | null, quantity: number | null, unit: string | null) {
  const pattern = /^\d{1,7}([.,]\d{1,2})?$/;
  const effective = discounted && pattern.test(discounted.trim()) ? discounted : price;
  if (!pattern.test(effective.trim()) || !quantity || quantity <= 0 || !unit) return null;
  const bani = priceInputToBani(effective);
  const per = unit === 'ml' ? 100 : unit === 'g' ? 1000 : 1;
  return Math.round((bani * per) / quantity);
}

export function ProductCreateScreen() {
  return <ProductForm product={null} />;
}

export function ProductEditScreen() {
  const { t } = useTranslation();
  const params = useParams();
  const id = Number(params.id);
  const query = useQuery({ ...productDetailQueryOptions(id), enabled: Number.isInteger(id) && id > 0 });
  if (
    !Number.isInteger(id) ||
    id <= 0 ||
    (query.isError && isApiError(query.error) && query.error.status === 404)
  ) {
    return (
      <EmptyState
        title={t('admin_products.form.not_found')}
        action={
          <Link to="/admin/products" className="text-brand underline underline-offset-2">
            {t('admin_products.form.back')}
          </Link>
        }
      />
    );
  }
  if (query.isPending) {
    return (
      <div aria-busy="true" aria-label={t('admin.common.loading')} className="flex flex-col gap-3">
        {Array.from({ length: 6 }, (_, index) => (
          <Skeleton key={index} className="h-12 w-full" />
        ))}
      </div>
    );
  }
  if (query.isError) {
    return (
      <ErrorState
        title={t('admin.common.load_error')}
        retryLabel={t('admin.common.retry')}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  return <ProductForm key={query.data.id} product={query.data} />;
}

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

function ProductForm({ product }: { product: AdminProductDetail | null }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const isNew = product === null;
  const [current, setCurrent] = useState(product);
  const [formError, setFormError] = useState<string | null>(null);
  const [slugEdited, setSlugEdited] = useState(!isNew);
  // Set once a new product is saved: the form then leaves for its edit page without asking.
  const [createdId, setCreatedId] = useState<number | null>(null);
  const categories = useQuery(categoryOptionsQueryOptions);
  const tags = useQuery(tagOptionsQueryOptions);

  const form = useForm<FormValues>({
    defaultValues: product ? valuesOf(product) : EMPTY,
    resolver: keyedResolver(isNew),
  });
  const { register, control, handleSubmit, setValue, getValues, setError, reset, formState } = form;
  const errors = formState.errors;
  const [
    pret,
    pretRedus,
    quantity,
    unit,
    metaTitle,
    metaTitleEn,
    metaDescription,
    metaDescriptionEn,
    slug,
    titlu,
  ] = useWatch({
    control,
    name: [
      'pret',
      'pret_redus',
      'cantitate_neta',
      'unitate',
      'meta_titlu',
      'meta_titlu_en',
      'meta_descriere',
      'meta_descriere_en',
      'slug',
      'titlu',
    ],
  });

  const [imageAlts = [], imageAltsEn = []] = useWatch({ control, name: ['imagini_alt', 'imagini_alt_en'] });

  /** Each image's text alternatives follow it when the images are reordered, added or removed. */
  function setImages(paths: string[]) {
    const before = getValues('imagini');
    for (const name of ['imagini_alt', 'imagini_alt_en'] as const) {
      const alts = getValues(name) ?? [];
      setValue(
        name,
        paths.map((path) => {
          const at = before.indexOf(path);
          return at >= 0 ? (alts[at] ?? '') : '';
        }),
        { shouldDirty: true },
      );
    }
    setValue('imagini', paths, { shouldDirty: true });
  }

  const imageAltField = (name: 'imagini_alt' | 'imagini_alt_en', position: number) => {
    const index = position - 1;
    const values = name === 'imagini_alt' ? imageAlts : imageAltsEn;
    return (
      <FormField
        key={name}
        label={t('admin_products.form.image_alt', {
          position,
          language: t(
            name === 'imagini_alt' ? 'admin_products.form.romanian' : 'admin_products.form.english',
          ),
        })}
        error={errors[name] ? fieldError(name) : undefined}
      >
        <Input
          value={values[index] ?? ''}
          maxLength={IMAGE_ALT_MAX}
          onChange={(event) => setValue(`${name}.${index}`, event.target.value, { shouldDirty: true })}
        />
      </FormField>
    );
  };

  // The slug follows the Romanian title until someone edits it by hand.
  useEffect(() => {
    if (!slugEdited) setValue('slug', slugify(titlu));
  }, [slugEdited, titlu, setValue]);

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      if (isNew) {
        const { version: _version, ...body } = values;
        const created = await createProduct(body);
        queryClient.setQueryData(productKeys.detail(created.id), created);
        void queryClient.invalidateQueries({ queryKey: productKeys.all, refetchType: 'none' });
        showShopToast(t('admin_products.form.created'));
        setCreatedId(created.id);
        return;
      }
      const { stoc: _stock, ...body } = values;
      const saved = await updateProduct(product.id, body);
      queryClient.setQueryData(productKeys.detail(saved.id), saved);
      void queryClient.invalidateQueries({ queryKey: [...productKeys.all, 'list'] });
      setCurrent(saved);
      reset(valuesOf(saved));
      showShopToast(t('admin_products.form.saved'));
    } catch (error) {
      if (isApiError(error) && error.code === 'conflict') {
        setFormError(t('admin.common.conflict'));
        return;
      }
      if (isApiError(error) && Object.keys(error.fieldErrors).length > 0) {
        const duplicate = error.code === 'admin.duplicate';
        let first = true;
        for (const field of Object.keys(error.fieldErrors)) {
          const name = field.split('.')[0]!;
          if (!(name in EMPTY)) continue;
          setError(
            name as Path<FormValues>,
            { type: 'server', message: duplicate ? errorKey(`${name}_taken`) : errorKey(name) },
            { shouldFocus: first },
          );
          first = false;
        }
        return;
      }
      setFormError(t('admin_products.form.save_failed'));
    }
  });

  // Ctrl+S / Cmd+S saves, wherever the focus is.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 's') {
        event.preventDefault();
        void submit();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [submit]);

  const dirty = formState.isDirty && !formState.isSubmitting;
  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && createdId === null && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (createdId !== null) void navigate(`/admin/products/${createdId}`, { replace: true });
  }, [createdId, navigate]);

  const fieldError = (name: keyof FormValues) => {
    const message = errors[name]?.message;
    return message ? t(message as TextKey) : undefined;
  };
  const counter = (value: string, max: number) =>
    t('admin_products.form.counter', { length: value.length, max });
  const perUnit = unitPrice(pret, pretRedus, quantity, unit);
  const previewTitle = metaTitle || titlu;
  const dateTime = useShopDateTimeFormat();

  const pair = (
    name: 'titlu' | 'meta_titlu' | 'meta_descriere' | 'nota',
    options: { textarea?: boolean; recommended?: number; values?: [string, string]; hint?: string } = {},
  ) => {
    const english = `${name}_en` as const;
    const control = (field: typeof name | typeof english) =>
      options.textarea ? <Textarea {...register(field)} /> : <Input {...register(field)} />;
    return (
      <div className="grid gap-4 md:grid-cols-2">
        <FormField
          label={`${t(`admin_products.form.${name}`)} (${t('admin_products.form.romanian')})`}
          error={fieldError(name)}
          hint={options.hint}
          counter={options.recommended ? counter(options.values![0], options.recommended) : undefined}
        >
          {control(name)}
        </FormField>
        <FormField
          label={`${t(`admin_products.form.${name}`)} (${t('admin_products.form.english')})`}
          error={fieldError(english)}
          hint={options.hint}
          counter={options.recommended ? counter(options.values![1], options.recommended) : undefined}
        >
          {control(english)}
        </FormField>
      </div>
    );
  };

  const richPair = (name: 'descriere' | 'informatii_suplimentare') => (
    <div className="grid gap-4 md:grid-cols-2">
      {([name, `${name}_en`] as const).map((field, index) => {
        const label = `${t(`admin_products.form.${name}`)} (${t(index === 0 ? 'admin_products.form.romanian' : 'admin_products.form.english')})`;
        return (
          <Controller
            key={field}
            control={control}
            name={field}
            render={({ field: controlled }) => (
              <FormField label={label} hint={t('admin_products.editor.html_hint')} error={fieldError(field)}>
                <RichTextEditor
                  value={controlled.value}
                  onChange={controlled.onChange}
                  label={label}
                  invalid={Boolean(errors[field])}
                />
              </FormField>
            )}
          />
        );
      })}
    </div>
  );

  const heading = isNew
    ? t('admin_products.form.new_title')
    : t('admin_products.form.edit_title', { title: current?.titlu ?? '' });

  return (
    <section aria-labelledby="product-form-title" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex flex-col gap-1">
          <Link to="/admin/products" className="text-sm text-brand underline underline-offset-2">
            {t('admin_products.form.back')}
          </Link>
          <h1 id="product-form-title" className="text-2xl font-bold tracking-tight">
            {heading}
          </h1>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {current ? (
            <Button asChild variant="secondary">
              <a href={`/produs/${current.slug}`} target="_blank" rel="noreferrer">
                {t('admin_products.form.view_in_shop')}
              </a>
            </Button>
          ) : null}
          <Button type="submit" form="product-form" disabled={formState.isSubmitting}>
            {formState.isSubmitting ? t('admin.common.saving') : t('admin.common.save')}
          </Button>
        </div>
      </div>
      <p className="text-sm text-ink-muted">{t('admin_products.form.shortcut')}</p>
      {formError ? (
        <p
          role="alert"
          className="rounded-card border border-danger bg-surface p-3 font-semibold text-danger"
        >
          {formError}
        </p>
      ) : null}

      <form
        id="product-form"
        noValidate
        onSubmit={(event) => void submit(event)}
        className="flex flex-col gap-6"
      >
        <fieldset className="flex flex-col gap-4 rounded-card border border-line bg-surface p-4">
          <legend className="px-1 text-lg font-bold">{t('admin_products.columns.title')}</legend>
          {pair('titlu')}
          <div className="grid gap-4 md:grid-cols-2">
            <FormField
              label={t('admin_products.form.slug')}
              hint={t('admin_products.form.slug_hint')}
              error={fieldError('slug')}
            >
              <Input {...register('slug', { onChange: () => setSlugEdited(true) })} />
            </FormField>
            <FormField label={t('admin_products.form.sku')} error={fieldError('sku')}>
              <Input {...register('sku')} autoComplete="off" />
            </FormField>
          </div>
          {richPair('descriere')}
          {richPair('informatii_suplimentare')}
          {pair('nota', { textarea: true, hint: t('admin_products.form.nota_hint') })}
        </fieldset>

        <fieldset className="flex flex-col gap-4 rounded-card border border-line bg-surface p-4">
          <legend className="px-1 text-lg font-bold">{t('admin_products.columns.price')}</legend>
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
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
            {current ? (
              <div className="sm:col-span-2 lg:col-span-4 lg:order-last">
                <ReferencePriceNote productId={current.id} pret={pret} pretRedus={pretRedus ?? ''} />
              </div>
            ) : null}
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
          </div>
          {perUnit !== null && unit ? (
            <p aria-live="polite" className="text-sm">
              {t('admin_products.form.unit_price', {
                price: `${formatLei(perUnit).replace(/ lei$/, '')} ${t(`admin_products.form.unit_${unit}`)}`,
              })}
            </p>
          ) : null}
          <fieldset className="flex flex-col gap-2">
            <legend className="font-semibold">{t('admin_products.form.cota_tva')}</legend>
            <div className="flex gap-6">
              <Controller
                control={control}
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
          {isNew ? (
            <FormField label={t('admin_products.form.stoc')} error={fieldError('stoc')} className="max-w-48">
              <Input type="number" min={0} step={1} {...register('stoc', { valueAsNumber: true })} />
            </FormField>
          ) : (
            <p className="flex flex-wrap items-center gap-3">
              <span>{t('admin_products.form.stock_readonly', { stock: current?.stoc ?? 0 })}</span>
              <Link to="/admin/stoc" className="text-brand underline underline-offset-2">
                {t('admin_products.form.stock_link')}
              </Link>
            </p>
          )}
        </fieldset>

        <fieldset className="flex flex-col gap-4 rounded-card border border-line bg-surface p-4">
          <legend className="px-1 text-lg font-bold">{t('admin_products.form.categorii')}</legend>
          <FormField label={t('admin_products.form.publicat')} layout="inline">
            <input type="checkbox" className={checkboxClass} {...register('publicat')} />
          </FormField>
          <div className="grid gap-4 md:grid-cols-2">
            <Controller
              control={control}
              name="categorii"
              render={({ field }) => (
                <fieldset className="flex max-h-72 flex-col gap-1 overflow-y-auto rounded-lg border border-line p-3">
                  <legend className="font-semibold">{t('admin_products.form.categorii')}</legend>
                  {categories.data?.map((category) => (
                    <label
                      key={category.id}
                      className="flex items-center gap-2"
                      style={{ paddingLeft: `${category.depth * 1.25}rem` }}
                    >
                      <input
                        type="checkbox"
                        className={checkboxClass}
                        checked={field.value.includes(category.id)}
                        onChange={(event) =>
                          field.onChange(
                            event.target.checked
                              ? [...field.value, category.id]
                              : field.value.filter((id) => id !== category.id),
                          )
                        }
                      />
                      {category.name}
                    </label>
                  ))}
                  {errors.categorii ? (
                    <p className="text-sm font-semibold text-danger">{fieldError('categorii')}</p>
                  ) : null}
                </fieldset>
              )}
            />
            <Controller
              control={control}
              name="tags"
              render={({ field }) => (
                <fieldset className="flex max-h-72 flex-col gap-1 overflow-y-auto rounded-lg border border-line p-3">
                  <legend className="font-semibold">{t('admin_products.form.tags')}</legend>
                  {tags.data?.map((tag) => (
                    <label key={tag.id} className="flex items-center gap-2">
                      <input
                        type="checkbox"
                        className={checkboxClass}
                        checked={field.value.includes(tag.id)}
                        onChange={(event) =>
                          field.onChange(
                            event.target.checked
                              ? [...field.value, tag.id]
                              : field.value.filter((id) => id !== tag.id),
                          )
                        }
                      />
                      {i18n.language === 'en' && tag.nume_en ? tag.nume_en : tag.nume}
                    </label>
                  ))}
                  {errors.tags ? (
                    <p className="text-sm font-semibold text-danger">{fieldError('tags')}</p>
                  ) : null}
                </fieldset>
              )}
            />
          </div>
        </fieldset>

        <fieldset className="flex flex-col gap-4 rounded-card border border-line bg-surface p-4">
          <legend className="px-1 text-lg font-bold">{t('admin_products.form.imagini')}</legend>
          <Controller
            control={control}
            name="imagini"
            render={({ field }) => (
              <ImageListEditor
                value={field.value}
                onChange={setImages}
                label={t('admin_products.form.imagini')}
                max={PRODUCT_MAX_IMAGES}
                folder="products"
                renderDetails={(_path, position) => (
                  <>
                    {imageAltField('imagini_alt', position)}
                    {imageAltField('imagini_alt_en', position)}
                  </>
                )}
              />
            )}
          />
          <p className="text-sm text-ink-muted">{t('admin_products.form.image_alt_hint')}</p>
          {errors.imagini ? (
            <p className="text-sm font-semibold text-danger">{fieldError('imagini')}</p>
          ) : null}
        </fieldset>

        <fieldset className="flex flex-col gap-4 rounded-card border border-line bg-surface p-4">
          <legend className="px-1 text-lg font-bold">SEO</legend>
          {pair('meta_titlu', { recommended: META_TITLE_RECOMMENDED, values: [metaTitle, metaTitleEn] })}
          {pair('meta_descriere', {
            textarea: true,
            recommended: META_DESCRIPTION_RECOMMENDED,
            values: [metaDescription, metaDescriptionEn],
          })}
          <figure className="flex max-w-xl flex-col gap-0.5 rounded-lg border border-line p-3">
            <figcaption className="mb-1 text-sm font-semibold text-ink-muted">
              {t('admin_products.form.preview')}
            </figcaption>
            <span className="truncate text-sm text-ink">{`${window.location.host} › produs › ${slug || slugify(titlu)}`}</span>
            <span className="truncate text-lg text-[#1a0dab]">
              {previewTitle.slice(0, META_TITLE_RECOMMENDED)}
            </span>
            <span className="line-clamp-2 text-sm text-ink-muted">
              {metaDescription.slice(0, META_DESCRIPTION_RECOMMENDED)}
            </span>
          </figure>
        </fieldset>
      </form>

      {current ? (
        <section
          aria-labelledby="price-history"
          className="flex flex-col gap-2 rounded-card border border-line bg-surface p-4"
        >
          <h2 id="price-history" className="text-lg font-bold">
            {t('admin_products.form.price_history')}
          </h2>
          {current.istoric_preturi.length === 0 ? (
            <p>{t('admin_products.form.price_history_empty')}</p>
          ) : (
            <ul className="flex flex-col gap-1 text-sm">
              {current.istoric_preturi.map((entry, index) => (
                <li key={`${entry.created_at}-${index}`} className="flex flex-wrap gap-x-3">
                  <span className="tabular-nums">{dateTime.format(new Date(entry.created_at))}</span>
                  <span className="font-semibold">
                    {entry.pret}
                    {entry.pret_redus ? ` → ${entry.pret_redus}` : ''} lei
                  </span>
                  {entry.changed_by ? (
                    <span className="text-ink-muted">
                      {t('admin_products.form.by', { email: entry.changed_by })}
                    </span>
                  ) : null}
                </li>
              ))}
            </ul>
          )}
        </section>
      ) : null}

      <Dialog open={blocker.state === 'blocked'} onOpenChange={(open) => !open && blocker.reset?.()}>
        <DialogContent kind="alert">
          <DialogTitle>{t('admin.common.unsaved_changes')}</DialogTitle>
          <DialogDescription>{heading}</DialogDescription>
          <DialogActions>
            <Button type="button" variant="secondary" onClick={() => blocker.reset?.()}>
              {t('admin_products.form.stay')}
            </Button>
            <Button type="button" variant="danger" onClick={() => blocker.proceed?.()}>
              {t('admin_products.form.leave')}
            </Button>
          </DialogActions>
        </DialogContent>
      </Dialog>
    </section>
  );
}
