import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from '@/lib/i18n';
import { cn } from '@/lib/cn';
import { pageItems } from '../lib/listing-filters';

type PaginationProps = {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
};

const ITEM =
  'inline-flex h-10 min-w-10 cursor-pointer items-center justify-center gap-1 rounded-lg border px-3 text-sm font-semibold transition-colors duration-150 disabled:cursor-default disabled:opacity-50';

/** Contract §2: previous, next and numbered pages, shown only when there is more than one page. */
export function Pagination({ page, totalPages, onChange }: PaginationProps) {
  const { t } = useTranslation();
  if (totalPages <= 1) return null;

  return (
    <nav aria-label={t('listing.pagination')} className="flex justify-center">
      <ul className="flex flex-wrap items-center justify-center gap-1.5">
        <li>
          <button
            type="button"
            onClick={() => onChange(page - 1)}
            disabled={page <= 1}
            aria-label={t('listing.page_previous')}
            className={cn(ITEM, 'border-line-strong bg-surface hover:border-brand hover:text-brand')}
          >
            <ChevronLeft aria-hidden="true" className="size-4" />
            <span className="hidden sm:inline">{t('listing.previous')}</span>
          </button>
        </li>
        {pageItems(page, totalPages).map((item) =>
          item.type === 'gap' ? (
            <li key={item.key} aria-hidden="true" className="px-1 text-ink-muted">
              …
            </li>
          ) : (
            <li key={item.page}>
              <button
                type="button"
                onClick={() => onChange(item.page)}
                aria-label={t('listing.page_number', { page: item.page })}
                aria-current={item.page === page ? 'page' : undefined}
                className={cn(
                  ITEM,
                  item.page === page
                    ? 'border-brand bg-brand text-white'
                    : 'border-line-strong bg-surface hover:border-brand hover:text-brand',
                )}
              >
                {item.page}
              </button>
            </li>
          ),
        )}
        <li>
          <button
            type="button"
            onClick={() => onChange(page + 1)}
            disabled={page >= totalPages}
            aria-label={t('listing.page_next')}
            className={cn(ITEM, 'border-line-strong bg-surface hover:border-brand hover:text-brand')}
          >
            <span className="hidden sm:inline">{t('listing.next')}</span>
            <ChevronRight aria-hidden="true" className="size-4" />
          </button>
        </li>
      </ul>
    </nav>
  );
}
