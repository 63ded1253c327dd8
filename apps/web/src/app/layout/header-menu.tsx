import { ChevronDown } from 'lucide-react';
import { useEffect, useId, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useHydrated } from '@/hooks/use-hydrated';
import { cn } from '@/lib/cn';

const PANEL_ALIGN = {
  start: 'left-0 mt-2',
  end: 'right-0 mt-2',
  // Right under the bar, without a gap, nearly as wide as it.
  full: 'inset-x-4 xl:inset-x-8',
};

type HeaderMenuProps = {
  /** The button's content: an icon and a visible (or visually hidden) name. */
  label: ReactNode;
  /** `full` spans the nearest positioned ancestor (the category bar's mega menu). */
  align?: keyof typeof PANEL_ALIGN;
  chevron?: boolean;
  /** The button's height and padding, which differ by place (the menu sets neither). */
  buttonClassName?: string;
  /** The panel's width (the menu does not set one). */
  panelClassName?: string;
  /**
   * The page the menu's links lead on to (all products): until the scripts run (and without them)
   * the menu is this plain link, so its button is never dead.
   */
  href?: string;
  /** Called when the pointer or focus reaches the button: a chance to prefetch the panel's data. */
  onIntent?: () => void;
  /** Mounted only while open, so its data loads only when someone looks. */
  children: ReactNode;
};

/**
 * A disclosure menu of site navigation (the WAI-ARIA "disclosure navigation" pattern): a button
 * with aria-expanded that shows a panel of ordinary links. Escape closes it and returns focus to
 * the button; a click outside, focus leaving it or following a link closes it too.
 */
export function HeaderMenu({
  label,
  align = 'start',
  chevron = false,
  buttonClassName,
  panelClassName,
  href,
  onIntent,
  children,
}: HeaderMenuProps) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  const onPanelClick = (event: MouseEvent<HTMLDivElement>) => {
    if ((event.target as Element).closest('a')) setOpen(false);
  };

  const triggerClass = cn(
    'group inline-flex cursor-pointer items-center gap-1.5 rounded-lg font-semibold text-ink transition-colors duration-200 hover:bg-sage-100 hover:text-brand aria-expanded:bg-sage-100 aria-expanded:text-brand',
    buttonClassName,
  );
  const chevronIcon = chevron ? (
    <ChevronDown
      aria-hidden="true"
      className="size-4 transition-transform duration-200 group-aria-expanded:rotate-180"
    />
  ) : null;

  if (href && !hydrated) {
    return (
      <div className={align === 'full' ? 'static' : 'relative'}>
        <Link to={href} className={triggerClass} data-until-hydrated="">
          {label}
          {chevronIcon}
        </Link>
      </div>
    );
  }

  return (
    <div
      ref={root}
      className={align === 'full' ? 'static' : 'relative'}
      onBlur={(event) => {
        if (event.relatedTarget && !event.currentTarget.contains(event.relatedTarget)) setOpen(false);
      }}
    >
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((value) => !value)}
        onPointerEnter={onIntent}
        onFocus={onIntent}
        className={triggerClass}
      >
        {label}
        {chevronIcon}
      </button>
      {open ? (
        // Clicks only close the panel after a link was followed; the links do the work.
        // eslint-disable-next-line jsx-a11y/no-static-element-interactions, jsx-a11y/click-events-have-key-events
        <div
          id={panelId}
          onClick={onPanelClick}
          className={cn(
            'absolute top-full z-50 rounded-card border border-line bg-surface p-5 shadow-xl',
            PANEL_ALIGN[align],
            panelClassName,
          )}
        >
          {children}
        </div>
      ) : null}
    </div>
  );
}
