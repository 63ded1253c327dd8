import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from '@/lib/i18n';
import { cn } from '@/lib/cn';

export type Crumb = { label: string; to?: string };

/** Home > … > the current page, which is the last item and not a link. */
export function Breadcrumbs({ items, className }: { items: Crumb[]; className?: string }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('catalog.breadcrumb')} className={cn('text-sm', className)}>
      <ol className="flex flex-wrap items-center gap-x-1.5 gap-y-1 text-ink-muted">
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            <li key={`${index}-${item.label}`} className="flex min-w-0 items-center gap-1.5">
              {index > 0 ? (
                <ChevronRight aria-hidden="true" className="size-4 shrink-0 text-ink-muted" />
              ) : null}
              {item.to && !last ? (
                <Link to={item.to} className="rounded-sm underline-offset-4 hover:text-brand hover:underline">
                  {item.label}
                </Link>
              ) : (
                <span
                  aria-current={last ? 'page' : undefined}
                  className="line-clamp-1 font-semibold text-ink"
                >
                  {item.label}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
