import { Clock, MapPin, PackageCheck, Search, Store } from 'lucide-react';
import { useEffect, useId, useImperativeHandle, useRef, useState, type KeyboardEvent, type Ref } from 'react';
import type { Locker } from '@shop/shared/schemas/checkout';
import { useTranslation } from '@/lib/i18n';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { useLockers } from '../api/get-lockers';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { FieldError } from '@/components/ui/form-field';
import { groupOpeningHours, isNonstop } from '../lib/locker-hours';

const SEARCH_DELAY_MS = 250;

type LockerPickerProps = {
  name: string;
  /** The form focuses the picker through it when the choice is missing or refused. */
  ref?: Ref<{ focus: () => void }>;
  value: Locker | null;
  onChange: (locker: Locker | null) => void;
  error?: string | undefined;
};

const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
type Weekday = (typeof WEEKDAYS)[number];
const weekday = (day: number): Weekday => WEEKDAYS[Math.min(Math.max(day, 1), 7) - 1]!;

/** The week's hours in one line ("luni–vineri 08:00–20:00, sâmbătă 09:00–14:00"), or nonstop. */
function LockerHours({ program }: { program: Locker['program'] }) {
  const { t } = useTranslation();
  // A point the courier gives no hours for: nothing said rather than a guess.
  if (program.length === 0) return null;
  const hours = isNonstop(program)
    ? t('checkout.locker.nonstop')
    : groupOpeningHours(program)
        .map(({ from, to, opens, closes }) => {
          const days =
            from === to
              ? t(`checkout.locker.day_${weekday(from)}`)
              : `${t(`checkout.locker.day_${weekday(from)}`)}–${t(`checkout.locker.day_${weekday(to)}`)}`;
          return `${days} ${opens}–${closes}`;
        })
        .join(', ');
  return (
    <span className="flex items-start gap-1.5 text-sm text-ink-muted">
      <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>{t('checkout.locker.hours', { hours })}</span>
    </span>
  );
}

/** Whether it is a locker (easybox) or an out-of-home point (a shop's counter), then where and when. */
function LockerAddress({ locker }: { locker: Locker }) {
  const { t } = useTranslation();
  return (
    <>
      <span className="block text-sm font-semibold text-brand-strong">
        {t(locker.tip === 'ooh' ? 'checkout.locker.kind_ooh' : 'checkout.locker.kind_locker')}
      </span>
      <span className="block text-sm text-ink">{locker.adresa}</span>
      <span className="block text-sm text-ink-muted">
        {locker.localitate}, {locker.judet} · {locker.cod_postal}
      </span>
      <LockerHours program={locker.program} />
    </>
  );
}

/**
 * The easybox choice without a map: a search box (combobox) over a list of lockers (listbox)
 * from the API, searched by city, street or name with or without diacritics. Arrow keys move
 * through the results, Enter chooses; the chosen locker is then shown with a way to change it.
 */
export function LockerPicker({ name, ref, value, onChange, error }: LockerPickerProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search, SEARCH_DELAY_MS);
  const lockers = useLockers(debounced, value === null);
  const results = lockers.data?.results ?? [];
  const count = lockers.data?.count ?? 0;
  // The highlighted option belongs to one list: a new list starts with nothing highlighted.
  const [highlight, setHighlight] = useState<{ list: unknown; index: number }>({ list: null, index: -1 });
  const active = highlight.list === lockers.data ? highlight.index : -1;
  const setActive = (next: number | ((current: number) => number)) =>
    setHighlight({ list: lockers.data, index: typeof next === 'function' ? next(active) : next });
  const inputRef = useRef<HTMLInputElement>(null);
  const chosenRef = useRef<HTMLDivElement>(null);
  const changeRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const focusAfter = useRef<'chosen' | 'search' | null>(null);
  const baseId = useId();
  const inputId = `${baseId}-search`;
  const hintId = `${baseId}-hint`;
  const errorId = `${baseId}-error`;
  const listId = `${baseId}-list`;
  const optionId = (index: number) => `${baseId}-option-${index}`;

  // The search box while nothing is chosen; otherwise the way to change the chosen locker, read with its error.
  useImperativeHandle(ref, () => ({ focus: () => (inputRef.current ?? changeRef.current)?.focus() }), []);

  useEffect(() => {
    if (focusAfter.current === 'chosen') chosenRef.current?.focus();
    if (focusAfter.current === 'search') inputRef.current?.focus();
    focusAfter.current = null;
  }, [value]);

  useEffect(() => {
    if (active < 0) return;
    const option = document.getElementById(optionId(active));
    option?.scrollIntoView?.({ block: 'nearest' });
    // optionId only depends on baseId, which never changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [active]);

  const choose = (locker: Locker) => {
    focusAfter.current = 'chosen';
    onChange(locker);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const last = results.length - 1;
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (results.length === 0) return;
        setActive((current) => (current >= last ? 0 : current + 1));
        break;
      case 'ArrowUp':
        event.preventDefault();
        if (results.length === 0) return;
        setActive((current) => (current <= 0 ? last : current - 1));
        break;
      case 'Home':
      case 'End':
        if (results.length === 0 || active < 0) return;
        event.preventDefault();
        setActive(event.key === 'Home' ? 0 : last);
        break;
      case 'Enter':
        // Never submits the order from here: Enter picks the highlighted locker.
        event.preventDefault();
        if (active >= 0 && results[active]) choose(results[active]);
        break;
      case 'Escape':
        if (search) {
          event.preventDefault();
          setSearch('');
        }
        break;
      default:
    }
  };

  if (value) {
    return (
      <div
        ref={chosenRef}
        tabIndex={-1}
        className="flex flex-col gap-3 rounded-card border border-brand bg-sage-50 p-4 outline-none focus-visible:outline-2 sm:flex-row sm:items-start"
      >
        <PackageCheck aria-hidden="true" className="size-6 shrink-0 text-brand" />
        <div className="min-w-0 flex-1">
          <p className="text-sm font-semibold text-ink-muted">{t('checkout.locker.chosen')}</p>
          <p className="font-bold">{value.nume}</p>
          <LockerAddress locker={value} />
          {error ? (
            <div className="mt-2">
              <FieldError id={errorId}>{error}</FieldError>
            </div>
          ) : null}
        </div>
        <Button
          variant="secondary"
          size="sm"
          ref={changeRef}
          name={name}
          aria-describedby={error ? errorId : undefined}
          onClick={() => {
            focusAfter.current = 'search';
            onChange(null);
          }}
        >
          {t('checkout.locker.change')}
        </Button>
        <p role="status" className="sr-only">
          {t('checkout.locker.selected_status', { name: value.nume })}
        </p>
      </div>
    );
  }

  const status = lockers.isError
    ? t('checkout.locker.error')
    : lockers.isPending
      ? t('checkout.locker.loading')
      : count === 0
        ? t('checkout.locker.none')
        : count > results.length
          ? `${t('checkout.locker.count', { count })} ${t('checkout.locker.showing', { shown: results.length, count })}`
          : t('checkout.locker.count', { count });

  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={inputId} className="font-semibold">
        {t('checkout.locker.search_label')}
      </label>
      <p id={hintId} className="text-sm text-ink-muted">
        {t('checkout.locker.search_hint')}
      </p>
      <div className="relative">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3.5 size-5 -translate-y-1/2 text-ink-muted"
        />
        <input
          ref={inputRef}
          id={inputId}
          name={name}
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={results.length > 0}
          aria-controls={listId}
          aria-activedescendant={active >= 0 ? optionId(active) : undefined}
          aria-describedby={[hintId, error ? errorId : null].filter(Boolean).join(' ')}
          aria-invalid={error ? true : undefined}
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          onKeyDown={onKeyDown}
          className={cn(
            'h-12 w-full rounded-lg border border-ink-muted/70 bg-surface pr-3.5 pl-11 text-base text-ink',
            'placeholder:text-ink-muted hover:border-ink-muted focus-visible:border-brand focus-visible:outline-2 focus-visible:outline-offset-0',
            'aria-invalid:border-danger',
          )}
        />
      </div>
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
      <p role="status" className="text-sm text-ink-muted">
        {status}
      </p>
      <ul
        ref={listRef}
        id={listId}
        role="listbox"
        aria-label={t('checkout.locker.results_label')}
        className={cn(
          'max-h-80 flex-col gap-1 overflow-y-auto rounded-lg border border-line bg-surface p-1',
          results.length === 0 ? 'hidden' : 'flex',
          lockers.isPlaceholderData && 'opacity-70',
        )}
      >
        {results.map((locker, index) => (
          // Options are chosen with the keyboard through the combobox, as the listbox pattern has it.
          // eslint-disable-next-line jsx-a11y/click-events-have-key-events
          <li
            key={locker.id}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            onClick={() => choose(locker)}
            onMouseDown={(event) => event.preventDefault()}
            onMouseMove={() => setActive(index)}
            className={cn(
              'flex cursor-pointer items-start gap-3 rounded-md px-3 py-2.5',
              index === active ? 'bg-sage-100 outline-2 outline-brand' : 'hover:bg-sage-50',
            )}
          >
            {locker.tip === 'ooh' ? (
              <Store aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand" />
            ) : (
              <MapPin aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand" />
            )}
            <span className="min-w-0">
              <span className="block font-semibold">{locker.nume}</span>
              <LockerAddress locker={locker} />
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
