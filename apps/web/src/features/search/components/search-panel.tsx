import { ArrowRight, Lightbulb, Search, TrendingUp } from 'lucide-react';
import { Suspense, useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { ProductSummary } from '@shop/shared/schemas/catalog';
import { useTranslation } from '@/lib/i18n';
import { cn } from '@/lib/cn';
import { useLocalizedPath } from '@/lib/use-localized-path';
import { POPULAR_SEARCH_KEYS, searchPath } from '../lib/search-path';
import { SuggestionOption } from './suggestion-option';

type SearchPanelProps = {
  query: string;
  products: ProductSummary[];
  loading: boolean;
  failed: boolean;
  listboxId: string;
  optionId: (product: ProductSummary) => string;
  activeId: number | null;
  onHover: (productId: number) => void;
  onChoose: (product: ProductSummary) => void;
  categories?: ReactNode;
};

const TIP_KEYS = ['need', 'ingredient', 'keyboard'] as const;

export function PopularSearchLinks({ className }: { className?: string }) {
  const { t } = useTranslation();
  const localizedPath = useLocalizedPath();
  return (
    <ul className={cn('flex flex-wrap gap-2', className)}>
      {POPULAR_SEARCH_KEYS.map((key) => {
        const text = t(`search.popular.${key}`);
        return (
          <li key={key}>
            <Link
              to={localizedPath(searchPath(text))}
              className="inline-flex min-h-9 items-center gap-1.5 rounded-full border border-line bg-surface px-3 text-sm font-semibold text-ink transition-colors duration-200 hover:border-brand hover:bg-sage-50 hover:text-brand"
            >
              <Search aria-hidden="true" className="size-3.5 text-ink-muted" />
              {text}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * What the open search box shows: suggestions (or the contract's prompt to type) on one side, popular
 * searches, popular categories and quick tips on the other.
 */
export function SearchPanel({
  query,
  products,
  loading,
  failed,
  listboxId,
  optionId,
  activeId,
  onHover,
  onChoose,
  categories,
}: SearchPanelProps) {
  const { t } = useTranslation();
  const localizedPath = useLocalizedPath();
  const headingId = useId();
  const popularId = useId();
  const tipsId = useId();

  let suggestions: ReactNode;
  if (query === '') {
    suggestions = <p className="text-ink-muted">{t('search.empty_suggestions')}</p>;
  } else if (products.length > 0) {
    suggestions = (
      <>
        <ul id={listboxId} role="listbox" aria-labelledby={headingId} className="-mx-2 flex flex-col">
          {products.map((product) => (
            <SuggestionOption
              key={product.id}
              id={optionId(product)}
              product={product}
              active={product.id === activeId}
              onHover={() => onHover(product.id)}
              onChoose={() => onChoose(product)}
            />
          ))}
        </ul>
        <Link
          to={localizedPath(searchPath(query))}
          className="mt-2 inline-flex min-h-11 items-center gap-1.5 font-semibold text-brand underline-offset-4 hover:underline"
        >
          {t('search.see_all', { query })}
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </>
    );
  } else if (loading) {
    suggestions = <p className="text-ink-muted">{t('search.suggestions_loading')}</p>;
  } else if (failed) {
    suggestions = (
      <p className="text-ink-muted">
        {t('search.suggestions_error')}{' '}
        <Link to={localizedPath(searchPath(query))} className="font-semibold text-brand underline">
          {t('search.see_all', { query })}
        </Link>
      </p>
    );
  } else {
    suggestions = <p className="text-ink-muted">{t('search.suggestions_none', { query })}</p>;
  }

  return (
    <div className="grid gap-x-6 gap-y-5 p-4 sm:p-5 md:grid-cols-[minmax(0,1fr)_17rem]">
      <section aria-labelledby={headingId} className="min-w-0">
        <h2 id={headingId} className="mb-2 text-sm font-bold tracking-wide text-ink-muted uppercase">
          {t('search.suggestions_title')}
        </h2>
        {suggestions}
      </section>

      <div className="flex min-w-0 flex-col gap-5 border-line md:border-l md:pl-6">
        <section aria-labelledby={popularId}>
          <h2
            id={popularId}
            className="mb-2 flex items-center gap-1.5 text-sm font-bold tracking-wide text-ink-muted uppercase"
          >
            <TrendingUp aria-hidden="true" className="size-4" />
            {t('search.popular_title')}
          </h2>
          <PopularSearchLinks />
        </section>

        <Suspense fallback={null}>{categories}</Suspense>

        <section aria-labelledby={tipsId}>
          <h2
            id={tipsId}
            className="mb-2 flex items-center gap-1.5 text-sm font-bold tracking-wide text-ink-muted uppercase"
          >
            <Lightbulb aria-hidden="true" className="size-4" />
            {t('search.tips_title')}
          </h2>
          <ul className="flex list-disc flex-col gap-1 pl-5 text-sm text-ink-muted marker:text-sage-300">
            {TIP_KEYS.map((key) => (
              <li key={key}>{t(`search.tips.${key}`)}</li>
            ))}
          </ul>
        </section>
      </div>
    </div>
  );
}
