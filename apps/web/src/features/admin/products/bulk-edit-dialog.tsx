import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { PRICE_ROUNDINGS, type PriceRounding } from '@shop/shared/bulk-pricing';
import type { AdminProductRow } from '@shop/shared/schemas/admin/products';
import { type ProductBulkEditInput, productBulkEditSchema } from '@shop/shared/schemas/admin/product-tools';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogActions,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '@/components/ui/dialog';
import { checkboxClass, FormField, Input, Select } from '@/components/ui/form-field';
import { isApiError } from '@/lib/api-client';
import { useTranslation } from '@/lib/i18n';
import {
  bulkEditProducts,
  categoryOptionsQueryOptions,
  productKeys,
  tagOptionsQueryOptions,
} from './products-api';

type PriceMode = '' | 'percent' | 'amount';
type ReductionMode = PriceMode | 'remove';
type LinkMode = '' | 'add' | 'replace';

/** A group of choices (tags or categories) to add or put in place of the products' own. */
function LinkChoices({
  legend,
  mode,
  onMode,
  choices,
  chosen,
  onChosen,
}: {
  legend: string;
  mode: LinkMode;
  onMode: (mode: LinkMode) => void;
  choices: { id: number; label: string }[];
  chosen: number[];
  onChosen: (ids: number[]) => void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="flex flex-col gap-2 rounded-card border border-line p-3">
      <legend className="px-1 font-semibold">{legend}</legend>
      <FormField label={t('admin_products.tools.link_mode')}>
        <Select value={mode} onChange={(event) => onMode(event.target.value as LinkMode)}>
          <option value="">{t('admin_products.tools.unchanged')}</option>
          <option value="add">{t('admin_products.tools.link_add')}</option>
          <option value="replace">{t('admin_products.tools.link_replace')}</option>
        </Select>
      </FormField>
      {mode ? (
        <div className="grid max-h-48 gap-1 overflow-y-auto sm:grid-cols-2">
          {choices.map((choice) => (
            <label key={choice.id} className="flex min-h-11 items-center gap-2 text-sm">
              <input
                type="checkbox"
                className={checkboxClass}
                checked={chosen.includes(choice.id)}
                onChange={(event) =>
                  onChosen(
                    event.target.checked ? [...chosen, choice.id] : chosen.filter((id) => id !== choice.id),
                  )
                }
              />
              {choice.label}
            </label>
          ))}
        </div>
      ) : null}
    </fieldset>
  );
}

function RoundingSelect({
  value,
  onChange,
}: {
  value: PriceRounding;
  onChange: (value: PriceRounding) => void;
}) {
  const { t } = useTranslation();
  return (
    <FormField label={t('admin_products.tools.rounding')}>
      <Select value={value} onChange={(event) => onChange(event.target.value as PriceRounding)}>
        {PRICE_ROUNDINGS.map((rounding) => (
          <option key={rounding} value={rounding}>
            {t(`admin_products.tools.roundings.${rounding}`)}
          </option>
        ))}
      </Select>
    </FormField>
  );
}

/**
 * The bulk edit of the selected products: any of price, reduced price, stock, tags, categories
 * and publication, sent with the version each product was listed at (a product saved by someone
 * since stops the whole edit, and the list is read again).
 */
export function BulkEditDialog({
  products,
  onClose,
  onDone,
}: {
  products: AdminProductRow[];
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const categories = useQuery(categoryOptionsQueryOptions);
  const tags = useQuery(tagOptionsQueryOptions);
  const [priceMode, setPriceMode] = useState<PriceMode>('');
  const [priceValue, setPriceValue] = useState('');
  const [priceRounding, setPriceRounding] = useState<PriceRounding>('none');
  const [reductionMode, setReductionMode] = useState<ReductionMode>('');
  const [reductionValue, setReductionValue] = useState('');
  const [reductionRounding, setReductionRounding] = useState<PriceRounding>('none');
  const [stockMode, setStockMode] = useState<'' | 'set' | 'add'>('');
  const [stockValue, setStockValue] = useState('');
  const [tagMode, setTagMode] = useState<LinkMode>('');
  const [tagIds, setTagIds] = useState<number[]>([]);
  const [categoryMode, setCategoryMode] = useState<LinkMode>('');
  const [categoryIds, setCategoryIds] = useState<number[]>([]);
  const [published, setPublished] = useState<'' | 'true' | 'false'>('');
  const [error, setError] = useState('');

  const save = useMutation({
    mutationFn: bulkEditProducts,
    onSuccess: async (result) => {
      await queryClient.invalidateQueries({ queryKey: productKeys.all });
      onDone(t('admin_products.bulk.done', { count: result.updated }));
    },
    onError: async (cause) => {
      setError(isApiError(cause) ? cause.detail : t('admin_products.bulk.failed'));
      // Someone saved one of the products: the list shows their versions again.
      if (isApiError(cause) && cause.status === 409) {
        await queryClient.invalidateQueries({ queryKey: productKeys.all });
      }
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (save.isPending) return;
    setError('');
    const body: ProductBulkEditInput = {
      products: products.map((product) => ({ id: product.id, version: product.version })),
      price: priceMode ? { mode: priceMode, value: priceValue, rounding: priceRounding } : undefined,
      discounted_price: reductionMode
        ? reductionMode === 'remove'
          ? { mode: 'remove' }
          : { mode: reductionMode, value: reductionValue, rounding: reductionRounding }
        : undefined,
      stock: stockMode ? { mode: stockMode, value: Number(stockValue) } : undefined,
      tags: tagMode ? { mode: tagMode, ids: tagIds } : undefined,
      categories: categoryMode ? { mode: categoryMode, ids: categoryIds } : undefined,
      published: published ? published === 'true' : undefined,
    };
    const checked = productBulkEditSchema.safeParse(body);
    if (!checked.success) {
      setError(t('admin_products.tools.bulk_invalid'));
      return;
    }
    save.mutate(body);
  }

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent size="lg">
        <DialogTitle>{t('admin_products.tools.bulk_title', { count: products.length })}</DialogTitle>
        <DialogDescription>{t('admin_products.tools.bulk_help')}</DialogDescription>
        <form id="bulk-edit-form" noValidate onSubmit={submit} className="flex flex-col gap-4">
          <fieldset className="grid gap-3 rounded-card border border-line p-3 sm:grid-cols-3">
            <legend className="px-1 font-semibold">{t('admin_products.tools.price')}</legend>
            <FormField label={t('admin_products.tools.change_by')}>
              <Select value={priceMode} onChange={(event) => setPriceMode(event.target.value as PriceMode)}>
                <option value="">{t('admin_products.tools.unchanged')}</option>
                <option value="percent">{t('admin_products.tools.by_percent')}</option>
                <option value="amount">{t('admin_products.tools.by_amount')}</option>
              </Select>
            </FormField>
            {priceMode ? (
              <>
                <FormField
                  label={t('admin_products.tools.price_value')}
                  hint={t('admin_products.tools.price_value_hint')}
                >
                  <Input
                    value={priceValue}
                    onChange={(event) => setPriceValue(event.target.value)}
                    inputMode="decimal"
                    autoComplete="off"
                  />
                </FormField>
                <RoundingSelect value={priceRounding} onChange={setPriceRounding} />
              </>
            ) : null}
          </fieldset>

          <fieldset className="grid gap-3 rounded-card border border-line p-3 sm:grid-cols-3">
            <legend className="px-1 font-semibold">{t('admin_products.tools.reduced_price')}</legend>
            <FormField label={t('admin_products.tools.reduction')}>
              <Select
                value={reductionMode}
                onChange={(event) => setReductionMode(event.target.value as ReductionMode)}
              >
                <option value="">{t('admin_products.tools.unchanged')}</option>
                <option value="percent">{t('admin_products.tools.reduction_percent')}</option>
                <option value="amount">{t('admin_products.tools.reduction_amount')}</option>
                <option value="remove">{t('admin_products.tools.reduction_remove')}</option>
              </Select>
            </FormField>
            {reductionMode && reductionMode !== 'remove' ? (
              <>
                <FormField label={t('admin_products.tools.reduction_value')}>
                  <Input
                    value={reductionValue}
                    onChange={(event) => setReductionValue(event.target.value)}
                    inputMode="decimal"
                    autoComplete="off"
                  />
                </FormField>
                <RoundingSelect value={reductionRounding} onChange={setReductionRounding} />
              </>
            ) : null}
          </fieldset>

          <fieldset className="grid gap-3 rounded-card border border-line p-3 sm:grid-cols-3">
            <legend className="px-1 font-semibold">{t('admin_products.tools.stock')}</legend>
            <FormField label={t('admin_products.tools.stock_mode')}>
              <Select
                value={stockMode}
                onChange={(event) => setStockMode(event.target.value as '' | 'set' | 'add')}
              >
                <option value="">{t('admin_products.tools.unchanged')}</option>
                <option value="set">{t('admin_products.tools.stock_set')}</option>
                <option value="add">{t('admin_products.tools.stock_add')}</option>
              </Select>
            </FormField>
            {stockMode ? (
              <FormField label={t('admin_products.tools.stock_value')}>
                <Input
                  type="number"
                  step={1}
                  value={stockValue}
                  onChange={(event) => setStockValue(event.target.value)}
                />
              </FormField>
            ) : null}
          </fieldset>

          <div className="grid gap-3 md:grid-cols-2">
            <LinkChoices
              legend={t('admin_products.form.tags')}
              mode={tagMode}
              onMode={setTagMode}
              choices={(tags.data ?? []).map((tag) => ({
                id: tag.id,
                label: i18n.language === 'en' && tag.nume_en ? tag.nume_en : tag.nume,
              }))}
              chosen={tagIds}
              onChosen={setTagIds}
            />
            <LinkChoices
              legend={t('admin_products.form.categorii')}
              mode={categoryMode}
              onMode={setCategoryMode}
              choices={(categories.data ?? []).map((category) => ({
                id: category.id,
                label: `${'\u00a0\u00a0'.repeat(category.depth)}${category.name}`,
              }))}
              chosen={categoryIds}
              onChosen={setCategoryIds}
            />
          </div>

          <FormField label={t('admin_products.tools.publication')} className="max-w-72">
            <Select
              value={published}
              onChange={(event) => setPublished(event.target.value as '' | 'true' | 'false')}
            >
              <option value="">{t('admin_products.tools.unchanged')}</option>
              <option value="true">{t('admin_products.bulk.publish')}</option>
              <option value="false">{t('admin_products.bulk.unpublish')}</option>
            </Select>
          </FormField>
          {error ? (
            <p role="alert" className="font-semibold text-danger">
              {error}
            </p>
          ) : null}
        </form>
        <DialogActions>
          <DialogClose asChild>
            <Button variant="secondary">{t('admin.common.cancel')}</Button>
          </DialogClose>
          <Button type="submit" form="bulk-edit-form" aria-disabled={save.isPending || undefined}>
            {save.isPending ? t('admin.common.saving') : t('admin_products.tools.bulk_apply')}
          </Button>
        </DialogActions>
      </DialogContent>
    </Dialog>
  );
}
