import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ReactNode, RefObject } from 'react';
import { Button } from '@/components/ui/button';
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
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/40" />
        <Dialog.Content
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
          className="fixed inset-y-0 left-0 z-50 flex w-[min(22rem,90vw)] flex-col bg-surface shadow-xl outline-none"
        >
          <div className="flex items-center justify-between gap-4 border-b border-line px-4 py-3">
            <Dialog.Title className="text-lg font-bold">{t('listing.filters_title')}</Dialog.Title>
            <Dialog.Close asChild>
              <Button variant="ghost" size="icon" aria-label={t('listing.close')}>
                <X aria-hidden="true" />
              </Button>
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">{t('listing.filters_description')}</Dialog.Description>
          <div className="flex flex-1 flex-col gap-6 overflow-y-auto px-2 py-4">{children}</div>
          <div className="border-t border-line p-4">
            <Dialog.Close asChild>
              <Button className="w-full">{doneLabel}</Button>
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
