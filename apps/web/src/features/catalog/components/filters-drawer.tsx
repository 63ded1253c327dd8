import * as Dialog from '@radix-ui/react-dialog';
import { SlidersHorizontal, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Button } from '@/components/ui/button';

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
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger asChild>
        <Button variant="secondary" size="sm" className="lg:hidden">
          <SlidersHorizontal aria-hidden="true" />
          {t('listing.filters')}
          {activeCount > 0 ? (
            <span className="grid min-w-5 place-items-center rounded-full bg-brand px-1.5 text-sm leading-5 text-white">
              <span aria-hidden="true">{activeCount}</span>
              <span className="sr-only">{t('listing.filters_active', { count: activeCount })}</span>
            </span>
          ) : null}
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/40" />
        <Dialog.Content className="fixed inset-y-0 left-0 z-50 flex w-[min(22rem,90vw)] flex-col bg-surface shadow-xl outline-none">
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
