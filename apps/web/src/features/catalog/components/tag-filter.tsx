import { useId } from 'react';
import { Link } from 'react-router';
import type { Tag } from '@shop/shared/schemas/catalog';
import { localized, useTranslation } from '@/lib/i18n';
import { cn } from '@/lib/cn';

/** More tags than this fold behind a "show all" disclosure, so the products stay near the top. */
const FOLDED_TAGS = 8;

type TagFilterProps = {
  tags: Tag[];
  selected: string | null;
  /**
   * Where a tag's chip goes: the listing with that tag, or without it for the selected one (a second
   * click clears it, contract §2). Links, so the filter works before and without the scripts.
   */
  hrefFor: (slug: string) => string;
  /** Runs when a chip is followed (scroll the list into view). */
  onNavigate?: () => void;
};

const CHIP =
  'inline-flex min-h-9 items-center rounded-full border px-3.5 text-sm font-semibold transition-colors duration-150';

/**
 * The category's tags as links. Past the first few, the rest fold into a native disclosure
 * (`<details>`), which opens with and without JavaScript; the selected tag always stays in view.
 */
export function TagFilter({ tags, selected, hrefFor, onNavigate }: TagFilterProps) {
  const { t, i18n } = useTranslation();
  const labelId = useId();
  if (tags.length === 0) return null;

  const foldable = tags.length > FOLDED_TAGS + 1;
  const inView = (tag: Tag, index: number) => !foldable || index < FOLDED_TAGS || tag.slug === selected;
  const shown = tags.filter(inView);
  const folded = tags.filter((tag, index) => !inView(tag, index));

  const list = (items: Tag[], className?: string) => (
    <ul aria-labelledby={labelId} className={cn('flex flex-wrap items-center gap-2', className)}>
      {items.map((tag) => {
        const active = tag.slug === selected;
        return (
          <li key={tag.id}>
            <Link
              to={hrefFor(tag.slug)}
              // The selected tag is the listing's current filter; following it again clears it.
              aria-current={active ? 'true' : undefined}
              onClick={onNavigate}
              className={cn(
                CHIP,
                active
                  ? 'border-brand bg-brand text-white hover:bg-brand-strong'
                  : 'border-line-strong bg-surface text-ink hover:border-brand hover:text-brand',
              )}
            >
              {localized(tag, 'nume', i18n.language)}
            </Link>
          </li>
        );
      })}
    </ul>
  );

  return (
    <div className="flex items-start gap-3">
      <span id={labelId} className="shrink-0 pt-1.5 text-sm font-semibold text-ink-muted">
        {t('listing.controls.tags_label')}
      </span>
      <div className="flex min-w-0 flex-col gap-2">
        {list(shown)}
        {folded.length > 0 ? (
          <details className="group">
            <summary className="inline-flex min-h-9 cursor-pointer list-none items-center rounded-full px-2 text-sm font-semibold text-brand underline underline-offset-4 hover:text-brand-strong [&::-webkit-details-marker]:hidden">
              <span className="group-open:hidden">
                {t('listing.controls.tags_more', { count: folded.length })}
              </span>
              <span className="hidden group-open:inline">{t('listing.controls.tags_fewer')}</span>
            </summary>
            {list(folded, 'mt-2')}
          </details>
        ) : null}
      </div>
    </div>
  );
}
