import { useQuery } from '@tanstack/react-query';
import { Plus, X } from 'lucide-react';
import { useId, useState } from 'react';
import type { AdminProductPage } from '@shop/shared/schemas/admin/products';
import { Button } from '@/components/ui/button';
import { checkboxClass, Input } from '@/components/ui/form-field';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { useProductsByIds } from '@/hooks/use-products-by-ids';
import { api } from '@/lib/api-client';
import { useTranslation } from '@/lib/i18n';
import { categoryOptionsQueryOptions } from '../products/products-api';

/**
 * The categories a coupon or an automatic discount covers (decision 062): every category of the
 * tree as a checkbox, indented by depth, in a scrolling box.
 */
export function CategoryChecklist({
  legend,
  value,
  onChange,
  error,
}: {
  legend: string;
  value: readonly number[];
  onChange: (ids: number[]) => void;
  error?: string | undefined;
}) {
  const { t } = useTranslation();
  const categories = useQuery(categoryOptionsQueryOptions);
  const errorId = useId();
  const toggle = (id: number, checked: boolean) =>
    onChange(checked ? [...new Set([...value, id])] : value.filter((other) => other !== id));
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={error ? errorId : undefined}>
      <legend className="mb-1 font-semibold">{legend}</legend>
      {categories.isPending ? (
        <p className="text-sm text-ink-muted">{t('admin.common.loading')}</p>
      ) : categories.isError ? (
        <p role="alert" className="text-sm text-danger">
          {t('admin.common.load_error')}
        </p>
      ) : (
        <div className="max-h-48 overflow-y-auto rounded-lg border border-line p-2">
          {(categories.data ?? []).map((category) => (
            <label
              key={category.id}
              className="flex min-h-11 cursor-pointer items-center gap-2.5 rounded px-1"
              style={{ paddingLeft: `${0.25 + category.depth}rem` }}
            >
              <input
                type="checkbox"
                className={checkboxClass}
                checked={value.includes(category.id)}
                onChange={(event) => toggle(category.id, event.target.checked)}
              />
              <span>{category.name}</span>
            </label>
          ))}
        </div>
      )}
      {error ? (
        <p id={errorId} className="text-sm font-semibold text-danger">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/**
 * The products (a variant is a product) a coupon or an automatic discount covers: the chosen ones
 * as removable chips, and a search by title or SKU to add more.
 */
export function ProductPicker({
  legend,
  value,
  onChange,
}: {
  legend: string;
  value: readonly number[];
  onChange: (ids: number[]) => void;
}) {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  const term = useDebouncedValue(query.trim(), 300);
  const searchId = useId();
  const resultsId = useId();
  // Titles of the chosen products from the shop (a product not sold now shows by its id); the
  // search looks through the staff's list, whatever is published.
  const chosen = useProductsByIds(value);
  const found = useQuery({
    queryKey: ['admin', 'scope-products', 'search', term],
    queryFn: ({ signal }) =>
      api.get<AdminProductPage>('/admin/products/', { signal, params: { q: term, page_size: 8 } }),
    enabled: term.length >= 2,
  });
  const titleOf = (id: number) =>
    chosen.data?.products.find((product) => product.id === id)?.titlu ?? `#${id}`;
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 font-semibold">{legend}</legend>
      {value.length > 0 ? (
        <ul className="flex flex-wrap gap-2" aria-label={t('admin_coupons.scope.chosen')}>
          {value.map((id) => (
            <li key={id} className="flex items-center gap-1 rounded-full bg-sage-100 py-1 pr-1 pl-3 text-sm">
              <span>{titleOf(id)}</span>
              <button
                type="button"
                onClick={() => onChange(value.filter((other) => other !== id))}
                aria-label={t('admin_coupons.scope.remove', { title: titleOf(id) })}
                className="grid size-9 cursor-pointer place-items-center rounded-full hover:bg-sage-300"
              >
                <X aria-hidden="true" className="size-4" />
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-ink-muted">{t('admin_coupons.scope.none')}</p>
      )}
      <label htmlFor={searchId} className="text-sm font-semibold">
        {t('admin_coupons.scope.search')}
      </label>
      <Input
        id={searchId}
        type="search"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        autoComplete="off"
        aria-controls={resultsId}
      />
      <div id={resultsId} aria-live="polite">
        {term.length >= 2 && found.isError ? (
          <p className="text-sm text-danger">{t('admin.common.load_error')}</p>
        ) : null}
        {term.length >= 2 && found.data ? (
          found.data.results.length === 0 ? (
            <p className="text-sm text-ink-muted">{t('admin_coupons.scope.no_results')}</p>
          ) : (
            <ul className="flex flex-col divide-y divide-line rounded-lg border border-line">
              {found.data.results.map((product) => (
                <li key={product.id} className="flex items-center justify-between gap-2 px-3 py-1.5">
                  <span className="min-w-0 truncate text-sm">
                    {product.titlu}
                    {product.sku ? <span className="text-ink-muted"> · {product.sku}</span> : null}
                  </span>
                  <Button
                    type="button"
                    size="sm"
                    variant="ghost-brand"
                    disabled={value.includes(product.id)}
                    onClick={() => onChange([...value, product.id])}
                    aria-label={t('admin_coupons.scope.add', { title: product.titlu })}
                  >
                    <Plus aria-hidden="true" />
                    {t('admin_coupons.scope.add_short')}
                  </Button>
                </li>
              ))}
            </ul>
          )
        ) : null}
      </div>
    </fieldset>
  );
}
