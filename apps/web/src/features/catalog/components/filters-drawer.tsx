import { SlidersHorizontal } from 'lucide-react';
import { lazy, Suspense, useRef, useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { useTranslation } from '@/lib/i18n';

// The dialog's code (focus trap, scroll lock: some 14 kB) is not part of the listing's first load;
// it starts loading when a finger or pointer nears the button.
const loadFiltersSheet = () => import('./filters-sheet');
const FiltersSheet = lazy(async () => ({ default: (await loadFiltersSheet()).FiltersSheet }));

type FiltersDrawerProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** How many filters are set, shown on the button. */
  activeCount: number;
  /** Text of the button that closes the drawer, e.g. "Vezi 24 de produse". */
  doneLabel: string;
  children: ReactNode;
};

/** Phones and tablets: the sidebar's filters in a sheet opened by a "Filtre" button. */
export function FiltersDrawer({ open, onOpenChange, activeCount, doneLabel, children }: FiltersDrawerProps) {
  const { t } = useTranslation();
  const [wanted, setWanted] = useState(false);
  const button = useRef<HTMLButtonElement>(null);

  return (
    <>
      <Button
        ref={button}
        variant="secondary"
        size="sm"
        className="lg:hidden"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setWanted(true);
          onOpenChange(true);
        }}
        onPointerEnter={() => void loadFiltersSheet()}
        onTouchStart={() => void loadFiltersSheet()}
      >
        <SlidersHorizontal aria-hidden="true" />
        {t('listing.controls.filters')}
        {activeCount > 0 ? (
          <span className="grid min-w-5 place-items-center rounded-full bg-brand px-1.5 text-sm leading-5 text-white">
            <span aria-hidden="true">{activeCount}</span>
            <span className="sr-only">{t('listing.controls.filters_active', { count: activeCount })}</span>
          </span>
        ) : null}
      </Button>
      {wanted || open ? (
        <Suspense fallback={null}>
          <FiltersSheet open={open} onOpenChange={onOpenChange} returnFocusTo={button} doneLabel={doneLabel}>
            {children}
          </FiltersSheet>
        </Suspense>
      ) : null}
    </>
  );
}
