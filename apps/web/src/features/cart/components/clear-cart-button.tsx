import * as Dialog from '@radix-ui/react-dialog';
import { Trash2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Button } from '@/components/ui/button';
import { useCartStore } from '@/stores/cart-store';

/**
 * "Golește coșul" behind a confirmation: emptying is not undoable and drops the coupon too
 * (contract §4). An alert dialog: focus starts on the safe choice, and a click outside does not
 * count as an answer.
 */
export function ClearCartButton({ onCleared }: { onCleared: () => void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const cancel = useRef<HTMLButtonElement>(null);

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <Button variant="ghost-danger" size="sm">
          <Trash2 aria-hidden="true" className="size-4" />
          {t('cart.clear')}
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/40" />
        <Dialog.Content
          role="alertdialog"
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            cancel.current?.focus();
          }}
          onPointerDownOutside={(event) => event.preventDefault()}
          className="fixed top-1/2 left-1/2 z-50 flex w-[calc(100%-2rem)] max-w-sm -translate-1/2 flex-col gap-3 rounded-card bg-surface p-6 shadow-xl"
        >
          <Dialog.Title className="text-xl font-bold">{t('cart.clear_title')}</Dialog.Title>
          <Dialog.Description className="text-ink-muted">{t('cart.clear_text')}</Dialog.Description>
          <div className="mt-3 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Dialog.Close asChild>
              <Button ref={cancel} variant="secondary">
                {t('cart.clear_cancel')}
              </Button>
            </Dialog.Close>
            <Button
              variant="danger"
              onClick={() => {
                useCartStore.getState().clear();
                setOpen(false);
                onCleared();
              }}
            >
              {t('cart.clear_confirm')}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
