import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from '@/lib/i18n';
import { cn } from '@/lib/cn';
import { useLocalizedPath } from '@/lib/use-localized-path';
import { searchPath } from '../lib/search-path';

/** Page numbers to show: the first, the last and two around the current one, gaps as null. */
export function pageWindow(current: number, total: number): (number | null)[] {
  const pages = new Set([1, total, current - 1, current, current + 1]);
  const sorted = [...pages].filter((page) => page >= 1 && page <= total).sort((a, b) => a - b);
  const out: (number | null)[] = [];
  for (const page of sorted) {
    const last = out[out.length - 1];
    if (typeof last === 'number' && page - last === 2) out.push(last + 1);
    else if (typeof last === 'number' && page - last > 2) out.push(null);
    out.push(page);
  }
  return out;
}

const ITEM =
  'inline-flex h-11 min-w-11 items-center justify-center gap-1 rounded-lg border px-3 font-semibold transition-colors duration-200';

type SearchPaginationProps = { query: string; page: number; totalPages: number };

/** Previous, numbered and next pages as links, so every page of results has its own URL. */
export function SearchPagination({ query, page, totalPages }: SearchPaginationProps) {
  const { t } = useTranslation();
  const localizedPath = useLocalizedPath();
  if (totalPages <= 1) return null;
  const toTop = () => window.scrollTo({ top: 0 });
  const href = (target: number) => localizedPath(searchPath(query, target));

  return (
    <nav aria-label={t('search.pagination_label')} className="mt-8 flex justify-center">
      <ul className="flex flex-wrap items-center justify-center gap-2">
        {page > 1 ? (
          <li>
            <Link
              to={href(page - 1)}
              onClick={toTop}
              rel="prev"
              className={cn(ITEM, 'border-line-strong bg-surface hover:border-brand hover:text-brand')}
            >
              <ChevronLeft aria-hidden="true" className="size-5" />
              <span className="max-sm:sr-only">{t('search.previous_page')}</span>
            </Link>
          </li>
        ) : null}
        {pageWindow(page, totalPages).map((target, index) =>
          target === null ? (
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-ink-muted">
              …
            </li>
          ) : (
            <li key={target}>
              <Link
                to={href(target)}
                onClick={toTop}
                aria-current={target === page ? 'page' : undefined}
                aria-label={t('search.page', { page: target })}
                className={cn(
                  ITEM,
                  target === page
                    ? 'border-brand bg-brand text-white'
                    : 'border-line-strong bg-surface hover:border-brand hover:text-brand',
                )}
              >
                {target}
              </Link>
            </li>
          ),
        )}
        {page < totalPages ? (
          <li>
            <Link
              to={href(page + 1)}
              onClick={toTop}
              rel="next"
              className={cn(ITEM, 'border-line-strong bg-surface hover:border-brand hover:text-brand')}
            >
              <span className="max-sm:sr-only">{t('search.next_page')}</span>
              <ChevronRight aria-hidden="true" className="size-5" />
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
