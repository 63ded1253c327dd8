import { LoaderCircle, Search } from 'lucide-react';
import {
  lazy,
  Suspense,
  useId,
  useRef,
  useState,
  type FormEvent,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  type Ref,
} from 'react';
import { useNavigate } from 'react-router';
import { SEARCH_DEBOUNCE_MS } from '@shop/shared/constants';
import type { ProductSummary } from '@shop/shared/schemas/catalog';
import { useTranslation } from '@/lib/i18n';
import { cn } from '@/lib/cn';
import { useLocalizedPath } from '@/lib/use-localized-path';
import { useSearchSuggestions } from '../api/get-search-suggestions';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { normalizeQuery, SEARCH_PARAM, searchPath } from '../lib/search-path';

// The panel's code loads when the box is first approached, not with every page.
const loadPanel = () => import('./search-panel');
const SearchPanel = lazy(async () => ({ default: (await loadPanel()).SearchPanel }));

type SearchBoxProps = {
  /**
   * Extra panel content, mounted only while the panel is open (the header passes the popular
   * categories, which load their data only then).
   */
  categories?: ReactNode;
  inputRef?: Ref<HTMLInputElement>;
  size?: 'md' | 'lg';
  className?: string;
  /**
   * The panel's width: the box's own (`box`), or 48rem from the box's left edge, at most the
   * viewport's width less 2rem (`wide`: the header, where the box is narrower than the panel).
   */
  panel?: keyof typeof PANEL_WIDTH;
};

const PANEL_WIDTH = {
  box: 'right-0 left-0',
  wide: 'left-0 w-[48rem] max-w-[calc(100vw-2rem)]',
};

function assignRef<T>(ref: Ref<T> | undefined, value: T | null): void {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
}

/**
 * The search box of contract §2: on focus a panel with popular searches, categories and tips; while
 * typing, product suggestions (8, after 300 ms) as an ARIA combobox with a listbox. Arrows move
 * through the suggestions, Enter opens the highlighted product or searches, Escape closes.
 */
export function SearchBox({ categories, inputRef, size = 'md', className, panel = 'box' }: SearchBoxProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const localizedPath = useLocalizedPath();
  const id = useId();
  const listboxId = `${id}-listbox`;
  const input = useRef<HTMLInputElement | null>(null);

  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [activeId, setActiveId] = useState<number | null>(null);

  const query = normalizeQuery(text);
  const debouncedQuery = useDebouncedValue(query, SEARCH_DEBOUNCE_MS);
  const suggestions = useSearchSuggestions(debouncedQuery);
  // A cleared box shows no stale suggestions, even before the debounce catches up.
  const products = query !== '' && debouncedQuery !== '' ? (suggestions.data ?? []) : [];
  const settled = query !== '' && query === debouncedQuery && !suggestions.isFetching;
  const activeIndex = products.findIndex((product) => product.id === activeId);
  const activeProduct = open && activeIndex >= 0 ? products[activeIndex] : undefined;
  const expanded = open && products.length > 0;

  const close = () => {
    setOpen(false);
    setActiveId(null);
  };

  const leave = () => {
    close();
    input.current?.blur();
  };

  const openProduct = (product: ProductSummary) => {
    leave();
    void navigate(localizedPath(`/produs/${product.slug}`));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (activeProduct) {
      openProduct(activeProduct);
      return;
    }
    leave();
    void navigate(localizedPath(searchPath(text)));
  };

  const move = (step: 1 | -1) => {
    if (products.length === 0) return;
    const from = activeIndex === -1 ? (step === 1 ? -1 : products.length) : activeIndex;
    const next = (from + step + products.length) % products.length;
    setActiveId(products[next]?.id ?? null);
    document.getElementById(`${id}-option-${products[next]?.id}`)?.scrollIntoView?.({ block: 'nearest' });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) setOpen(true);
      else move(event.key === 'ArrowDown' ? 1 : -1);
    } else if (event.key === 'Escape') {
      // Closing comes first; a second Escape clears the box as a search field does.
      if (open) {
        event.preventDefault();
        close();
      } else if (text !== '') {
        event.preventDefault();
        setText('');
      }
    }
  };

  // Links in the panel (popular searches, categories) navigate; the panel closes behind them.
  const onPanelClick = (event: MouseEvent<HTMLDivElement>) => {
    if ((event.target as Element).closest('a')) leave();
  };

  return (
    <div
      className={cn('relative', className)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) close();
      }}
    >
      {/* A plain GET form to the search page: Enter searches before the scripts arrive and without
          them; once they run, the submit handler navigates in the app instead. */}
      <form
        role="search"
        aria-label={t('search.label')}
        action={localizedPath('/search')}
        method="get"
        onSubmit={submit}
        className="relative"
      >
        <Search
          aria-hidden="true"
          className={cn(
            'pointer-events-none absolute top-1/2 left-4 -translate-y-1/2 text-ink-muted',
            size === 'lg' ? 'size-6' : 'size-5',
          )}
        />
        <input
          ref={(node) => {
            input.current = node;
            assignRef(inputRef, node);
          }}
          // A text input: the ARIA combobox role is not allowed on type="search" (HTML's rules for
          // ARIA), and the Nu HTML checker reports it.
          type="text"
          name={SEARCH_PARAM}
          role="combobox"
          aria-label={t('search.label')}
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={expanded ? listboxId : undefined}
          aria-activedescendant={activeProduct ? `${id}-option-${activeProduct.id}` : undefined}
          placeholder={t('search.placeholder')}
          autoComplete="off"
          autoCorrect="off"
          spellCheck={false}
          enterKeyHint="search"
          maxLength={100}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setActiveId(null);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          onPointerEnter={() => void loadPanel()}
          onClick={() => setOpen(true)}
          onKeyDown={onKeyDown}
          className={cn(
            'w-full rounded-full border border-line-strong bg-sage-50 pr-14 text-ink placeholder:text-ink-muted',
            'transition-colors duration-200 hover:border-brand focus:border-brand focus:bg-surface focus-visible:outline-offset-0',
            size === 'lg' ? 'h-14 pl-13 text-lg' : 'h-11 pl-11 text-base',
          )}
        />
        <button
          type="submit"
          aria-label={t('search.submit')}
          className={cn(
            'absolute top-1/2 right-1 grid -translate-y-1/2 cursor-pointer place-items-center rounded-full bg-brand text-white transition-colors duration-200 hover:bg-brand-strong',
            size === 'lg' ? 'size-12' : 'size-9',
          )}
        >
          {open && query !== '' && !settled ? (
            <LoaderCircle aria-hidden="true" className="size-5 motion-safe:animate-spin" />
          ) : (
            <Search aria-hidden="true" className="size-5" />
          )}
        </button>
      </form>

      <p role="status" className="sr-only">
        {open && settled && !suggestions.isError
          ? products.length > 0
            ? t('search.suggestions_count', { count: products.length })
            : t('search.suggestions_none', { query })
          : ''}
      </p>

      {open ? (
        // The panel keeps the focus in the box: a click on it must not blur the input.
        // eslint-disable-next-line jsx-a11y/no-static-element-interactions, jsx-a11y/click-events-have-key-events
        <div
          onMouseDown={(event) => event.preventDefault()}
          onClick={onPanelClick}
          className={cn(
            'absolute top-full z-50 mt-2 max-h-[min(36rem,calc(100dvh-9rem))] overflow-y-auto overscroll-contain rounded-card border border-line bg-surface shadow-xl',
            PANEL_WIDTH[panel],
          )}
        >
          <Suspense fallback={<p className="p-5 text-ink-muted">{t('common.loading')}</p>}>
            <SearchPanel
              query={query}
              products={products}
              loading={query !== '' && products.length === 0 && !settled}
              failed={settled && suggestions.isError}
              listboxId={listboxId}
              optionId={(product) => `${id}-option-${product.id}`}
              activeId={activeProduct?.id ?? null}
              onHover={setActiveId}
              onChoose={openProduct}
              categories={categories}
            />
          </Suspense>
        </div>
      ) : null}
    </div>
  );
}
