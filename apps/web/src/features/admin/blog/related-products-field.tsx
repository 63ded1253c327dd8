import { useQuery } from '@tanstack/react-query';
import { ArrowDown, ArrowUp, Plus, X } from 'lucide-react';
import { useId, useState } from 'react';
import { BLOG_POST_MAX_PRODUCTS } from '@shop/shared/schemas/admin/blog';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/form-field';
import { Spinner } from '@/components/ui/spinner';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { useProductsByIds } from '@/hooks/use-products-by-ids';
import { useTranslation } from '@/lib/i18n';
import { productListQueryOptions } from '../products/products-api';

const SEARCH_DELAY_MS = 250;
const SHOWN_RESULTS = 8;

type RelatedProductsFieldProps = {
  value: number[];
  onChange: (ids: number[]) => void;
  error?: string;
};

/**
 * The products a post recommends, in order: found by name or SKU, then moved up, down or out.
 * Names of products no longer sold come from nowhere, so they show as their number.
 */
export function RelatedProductsField({ value, onChange, error }: RelatedProductsFieldProps) {
  const { t } = useTranslation();
  const labelId = useId();
  const searchId = useId();
  const errorId = useId();
  const [query, setQuery] = useState('');
  const search = useDebouncedValue(query.trim(), SEARCH_DELAY_MS);
  const chosen = useProductsByIds(value);
  const results = useQuery({
    ...productListQueryOptions({
      q: search,
      category: '',
      tag: '',
      published: '',
      in_stock: '',
      discounted: '',
      sort: '',
      page: 1,
    }),
    enabled: search.length >= 2,
  });
  const names = new Map((chosen.data?.products ?? []).map((product) => [product.id, product.titlu]));
  const nameOf = (id: number) => names.get(id) ?? t('admin_blog.products_unknown', { id });
  const full = value.length >= BLOG_POST_MAX_PRODUCTS;

  const move = (index: number, step: -1 | 1) => {
    const next = [...value];
    const [id] = next.splice(index, 1);
    next.splice(index + step, 0, id!);
    onChange(next);
  };

  return (
    <div
      role="group"
      aria-labelledby={labelId}
      aria-describedby={error ? errorId : undefined}
      className="flex flex-col gap-3"
    >
      <p id={labelId} className="font-semibold">
        {t('admin_blog.products')}
      </p>
      <p className="text-sm text-ink-muted">
        {t('admin_blog.products_hint', { max: BLOG_POST_MAX_PRODUCTS })}
      </p>
      {value.length > 0 ? (
        <ol className="flex flex-col divide-y divide-line rounded-lg border border-line">
          {value.map((id, index) => (
            <li key={id} className="flex items-center gap-2 px-3 py-2">
              <span className="min-w-0 flex-1 truncate">{nameOf(id)}</span>
              <Button
                variant="ghost"
                size="icon"
                iconSize="sm"
                aria-label={t('admin_blog.products_up', { name: nameOf(id) })}
                disabled={index === 0}
                onClick={() => move(index, -1)}
              >
                <ArrowUp aria-hidden="true" />
              </Button>
              <Button
                variant="ghost"
                size="icon"
                iconSize="sm"
                aria-label={t('admin_blog.products_down', { name: nameOf(id) })}
                disabled={index === value.length - 1}
                onClick={() => move(index, 1)}
              >
                <ArrowDown aria-hidden="true" />
              </Button>
              <Button
                variant="ghost"
                size="icon"
                iconSize="sm"
                aria-label={t('admin_blog.products_remove', { name: nameOf(id) })}
                onClick={() => onChange(value.filter((other) => other !== id))}
              >
                <X aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ol>
      ) : (
        <p className="text-sm text-ink-muted">{t('admin_blog.products_none')}</p>
      )}
      <label htmlFor={searchId} className="text-sm font-semibold">
        {t('admin_blog.products_search')}
      </label>
      <Input
        id={searchId}
        type="search"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        disabled={full}
        placeholder={full ? t('admin_blog.products_full') : t('admin_blog.products_search_placeholder')}
      />
      {search.length >= 2 ? (
        <div aria-live="polite">
          {results.isPending ? (
            <Spinner label={t('admin_blog.products_searching')} />
          ) : results.isError ? (
            <p className="text-sm text-danger">{t('admin_blog.products_search_error')}</p>
          ) : (results.data?.results.length ?? 0) === 0 ? (
            <p className="text-sm text-ink-muted">{t('admin_blog.products_no_results')}</p>
          ) : (
            <ul className="flex flex-col gap-1">
              {results.data!.results.slice(0, SHOWN_RESULTS).map((product) => {
                const added = value.includes(product.id);
                return (
                  <li key={product.id}>
                    <Button
                      variant="ghost"
                      size="sm"
                      iconSize="sm"
                      className="w-full justify-start"
                      disabled={added || full}
                      onClick={() => onChange([...value, product.id])}
                    >
                      <Plus aria-hidden="true" />
                      <span className="truncate">
                        {added
                          ? t('admin_blog.products_added', { name: product.titlu })
                          : t('admin_blog.products_add', { name: product.titlu })}
                      </span>
                    </Button>
                  </li>
                );
              })}
            </ul>
          )}
        </div>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm font-semibold text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
