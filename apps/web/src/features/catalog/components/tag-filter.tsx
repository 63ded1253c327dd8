import { useId, useState } from 'react';
import type { Tag } from '@shop/shared/schemas/catalog';
import { localized, useTranslation } from '@/lib/i18n';
import { cn } from '@/lib/cn';

/** More tags than this fold behind a "show all" button, so the products stay near the top. */
const FOLDED_TAGS = 8;

type TagFilterProps = {
  tags: Tag[];
  selected: string | null;
  /** Called with the clicked tag; a second click on the selected one clears it (contract §2). */
  onToggle: (slug: string) => void;
};

export function TagFilter({ tags, selected, onToggle }: TagFilterProps) {
  const { t, i18n } = useTranslation();
  const labelId = useId();
  const listId = useId();
  const [expanded, setExpanded] = useState(false);
  if (tags.length === 0) return null;

  const foldable = tags.length > FOLDED_TAGS + 1;
  const shown =
    !foldable || expanded ? tags : tags.filter((tag, index) => index < FOLDED_TAGS || tag.slug === selected);

  return (
    <div className="flex items-start gap-3">
      <span id={labelId} className="shrink-0 pt-1.5 text-sm font-semibold text-ink-muted">
        {t('listing.tags_label')}
      </span>
      <ul id={listId} aria-labelledby={labelId} className="flex flex-wrap items-center gap-2">
        {shown.map((tag) => {
          const active = tag.slug === selected;
          return (
            <li key={tag.id}>
              <button
                type="button"
                aria-pressed={active}
                onClick={() => onToggle(tag.slug)}
                className={cn(
                  'min-h-9 cursor-pointer rounded-full border px-3.5 text-sm font-semibold transition-colors duration-150',
                  active
                    ? 'border-brand bg-brand text-white hover:bg-brand-strong'
                    : 'border-line-strong bg-surface text-ink hover:border-brand hover:text-brand',
                )}
              >
                {localized(tag, 'nume', i18n.language)}
              </button>
            </li>
          );
        })}
        {foldable ? (
          <li>
            <button
              type="button"
              aria-expanded={expanded}
              aria-controls={listId}
              onClick={() => setExpanded((value) => !value)}
              className="min-h-9 cursor-pointer rounded-full px-2 text-sm font-semibold text-brand underline underline-offset-4 hover:text-brand-strong"
            >
              {expanded
                ? t('listing.tags_fewer')
                : t('listing.tags_more', { count: tags.length - FOLDED_TAGS })}
            </button>
          </li>
        ) : null}
      </ul>
    </div>
  );
}
