import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cn } from '@/lib/cn';
import { useTranslation } from '@/lib/i18n';

export type PageItem = { type: 'page'; page: number } | { type: 'gap'; key: string };

/**
 * Numbered pages around the current one, always with the first and last: 1 … 4 5 6 … 12.
 * A gap of a single page shows that page instead of an ellipsis.
 */
export function pageItems(current: number, total: number, around = 1): PageItem[] {
  const pages = new Set<number>([1, total]);
  for (let page = current - around; page <= current + around; page++) {
    if (page >= 1 && page <= total) pages.add(page);
  }
  const sorted = [...pages].sort((a, b) => a - b);
  const items: PageItem[] = [];
  let previous = 0;
  for (const page of sorted) {
    if (page - previous === 2) items.push({ type: 'page', page: page - 1 });
    else if (page - previous > 2) items.push({ type: 'gap', key: `gap-${previous}` });
    items.push({ type: 'page', page });
    previous = page;
  }
  return items;
}

type PaginationProps = {
  page: number;
  totalPages: number;
  /** The navigation's name; "Paginare" unless told. */
  label?: string;
  /** Layout only (margins). */
  className?: string;
} & (
  | {
      /** Pages as buttons that change state (a listing whose page lives in its filters). */
      onChange: (page: number) => void;
      href?: never;
      onNavigate?: never;
    }
  | {
      /** Pages as links, so each page has its own URL; `onNavigate` runs on a click (scroll up). */
      href: (page: number) => string;
      onNavigate?: () => void;
      onChange?: never;
    }
);

const ITEM =
  'inline-flex h-11 min-w-11 cursor-pointer items-center justify-center gap-1 rounded-lg border px-3 font-semibold transition-colors duration-200 disabled:cursor-default disabled:opacity-50 [&_svg]:size-5';
const IDLE = 'border-line-strong bg-surface hover:border-brand hover:text-brand';
const CURRENT = 'border-brand bg-brand text-white';

/**
 * Previous, numbered and next pages (contract §2), shown only when there is more than one page. The
 * previous/next names are their text, hidden visually on phones; the current page carries
 * aria-current. As buttons, previous/next are disabled at the ends; as links, they are left out.
 */
export function Pagination(props: PaginationProps) {
  const { page, totalPages, label, className } = props;
  const { t } = useTranslation();
  if (totalPages <= 1) return null;

  const item = (target: number, className: string, content: ReactNode, extra: Record<string, unknown>) => {
    if (props.href) {
      return (
        <Link to={props.href(target)} onClick={props.onNavigate} className={cn(ITEM, className)} {...extra}>
          {content}
        </Link>
      );
    }
    const onChange = props.onChange;
    return (
      <button type="button" onClick={() => onChange?.(target)} className={cn(ITEM, className)} {...extra}>
        {content}
      </button>
    );
  };
  const links = Boolean(props.href);

  return (
    <nav aria-label={label ?? t('common.pagination')} className={cn('flex justify-center', className)}>
      <ul className="flex flex-wrap items-center justify-center gap-1.5">
        {links && page <= 1 ? null : (
          <li>
            {item(
              page - 1,
              IDLE,
              <>
                <ChevronLeft aria-hidden="true" />
                <span className="max-sm:sr-only">{t('common.page_previous')}</span>
              </>,
              links ? { rel: 'prev' } : { disabled: page <= 1 },
            )}
          </li>
        )}
        {pageItems(page, totalPages).map((entry) =>
          entry.type === 'gap' ? (
            <li key={entry.key} aria-hidden="true" className="px-1 text-ink-muted">
              …
            </li>
          ) : (
            <li key={entry.page}>
              {item(entry.page, entry.page === page ? CURRENT : IDLE, entry.page, {
                'aria-label': t('common.page_number', { page: entry.page }),
                'aria-current': entry.page === page ? 'page' : undefined,
              })}
            </li>
          ),
        )}
        {links && page >= totalPages ? null : (
          <li>
            {item(
              page + 1,
              IDLE,
              <>
                <span className="max-sm:sr-only">{t('common.page_next')}</span>
                <ChevronRight aria-hidden="true" />
              </>,
              links ? { rel: 'next' } : { disabled: page >= totalPages },
            )}
          </li>
        )}
      </ul>
    </nav>
  );
}
