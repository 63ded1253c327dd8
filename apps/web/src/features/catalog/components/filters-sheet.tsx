import { X } from 'lucide-react';
import type { ReactNode, RefObject } from 'react';
import { Button } from '@/components/ui/button';
import { Sheet, SheetClose, SheetContent, SheetDescription, SheetTitle } from '@/components/ui/sheet';
import { useTranslation } from '@/lib/i18n';

type FiltersSheetProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The "Filtre" button, which gets the focus back when the sheet closes. */
  returnFocusTo: RefObject<HTMLButtonElement | null>;
  doneLabel: string;
  children: ReactNode;
};

/** The sheet of filters-drawer.tsx: loaded with its dialog code the first time it is wanted. */
export function FiltersSheet({ open, onOpenChange, returnFocusTo, doneLabel, children }: FiltersSheetProps) {
  const { t } = useTranslation();
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocusTo.current?.focus();
        }}
      >
        <div className="flex items-center justify-between gap-4 border-b border-line px-4 py-3">
          <SheetTitle className="text-lg font-bold">{t('listing.filters_title')}</SheetTitle>
          <SheetClose asChild>
            <Button variant="ghost" size="icon" aria-label={t('listing.controls.close')}>
              <X aria-hidden="true" />
            </Button>
          </SheetClose>
        </div>
        <SheetDescription className="sr-only">{t('listing.controls.filters_description')}</SheetDescription>
        <div className="flex flex-1 flex-col gap-6 overflow-y-auto px-2 py-4">{children}</div>
        <div className="border-t border-line p-4">
          <SheetClose asChild>
            <Button className="w-full">{doneLabel}</Button>
          </SheetClose>
        </div>
      </SheetContent>
    </Sheet>
  );
}
