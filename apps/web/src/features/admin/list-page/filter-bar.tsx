import { SlidersHorizontal } from 'lucide-react';
import { type ReactNode, type RefObject, useEffect, useId, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useLocation } from 'react-router';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { useTranslation } from '@/lib/i18n';

export type ListFilters = {
  fields: ReactNode;
  onReset: () => void;
  onSubmit?: () => void;
  className?: string;
  /** "/" jumps to the search box from anywhere on the list (its input says `aria-keyshortcuts="/"`). */
  slashToSearch?: boolean;
};

/**
 * What the form shows of the filters at work: its fields' names (the URL says which have a value)
 * and its pressed toggles (the orders' statuses). Read from the form as it is drawn.
 */
type FormFilters = { names: string[]; pressed: number };

function readForm(form: HTMLFormElement): FormFilters {
  const names = [...form.elements].map((element) => element.getAttribute('name') ?? '').filter(Boolean);
  return { names: [...new Set(names)], pressed: form.querySelectorAll('[aria-pressed="true"]').length };
}

const sameFilters = (a: FormFilters, b: FormFilters) =>
  a.pressed === b.pressed && a.names.join('\n') === b.names.join('\n');

/** How many filters are at work: the folded form's count. */
function activeFilterCount({ names, pressed }: FormFilters, search: string): number {
  const params = new URLSearchParams(search);
  return names.filter((name) => params.getAll(name).some((value) => value !== '')).length + pressed;
}

/** "/" jumps to the list's search from anywhere on the page, as in most admin tools. */
function useSlashToSearch(
  form: RefObject<HTMLFormElement | null>,
  enabled: boolean,
  setOpen: (open: boolean) => void,
) {
  useEffect(() => {
    if (!enabled) return;
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      const typing = target?.closest('input, textarea, select, [contenteditable="true"]');
      if (event.key !== '/' || typing || event.ctrlKey || event.metaKey || event.altKey) return;
      event.preventDefault();
      // Folded on a phone: the search is shown first, or it could not take the focus.
      flushSync(() => setOpen(true));
      form.current?.querySelector<HTMLInputElement>('input[type="search"]')?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [enabled, form, setOpen]);
}

/**
 * A list's filters, kept in the URL by the list: a plain GET form (Enter applies what is typed),
 * with a button back to no filters. On a phone (below `md`) it folds behind a "Filters" button that
 * says how many are at work, so the rows come first; from `md` up it is always open.
 */
export function FilterBar({ filters }: { filters: ListFilters }) {
  const { t } = useTranslation();
  const form = useRef<HTMLFormElement>(null);
  const [open, setOpen] = useState(false);
  const formId = useId();
  const { search } = useLocation();
  const [shown, setShown] = useState<FormFilters>({ names: [], pressed: 0 });
  const active = activeFilterCount(shown, search);
  const attach = (element: HTMLFormElement | null) => {
    form.current = element;
    if (!element) return;
    const next = readForm(element);
    // The same again keeps the state, or every drawing would ask for another.
    setShown((previous) => (sameFilters(previous, next) ? previous : next));
  };
  useSlashToSearch(form, filters.slashToSearch === true, setOpen);
  return (
    <>
      <Button
        type="button"
        variant="secondary"
        className="self-start md:hidden"
        aria-expanded={open}
        aria-controls={formId}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
      >
        <SlidersHorizontal aria-hidden="true" />
        {active > 0 ? t('admin.common.filters_active', { count: active }) : t('admin.common.filters')}
      </Button>
      <form
        id={formId}
        ref={attach}
        role="search"
        method="get"
        onSubmit={(event) => {
          event.preventDefault();
          filters.onSubmit?.();
        }}
        className={cn(
          open ? 'grid' : 'hidden',
          'gap-3 rounded-card border border-line bg-surface p-3 md:grid',
          filters.className,
        )}
      >
        {filters.fields}
        <Button type="button" variant="secondary" onClick={filters.onReset}>
          {t('admin.common.reset_filters')}
        </Button>
      </form>
    </>
  );
}
