import { Trash2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogActions,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
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
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="ghost-danger" size="sm">
          <Trash2 aria-hidden="true" className="size-4" />
          {t('cart.clear')}
        </Button>
      </DialogTrigger>
      <DialogContent
        kind="alert"
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          cancel.current?.focus();
        }}
      >
        <DialogTitle>{t('cart.clear_title')}</DialogTitle>
        <DialogDescription>{t('cart.clear_text')}</DialogDescription>
        <DialogActions>
          <DialogClose asChild>
            <Button ref={cancel} variant="secondary">
              {t('cart.clear_cancel')}
            </Button>
          </DialogClose>
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
        </DialogActions>
      </DialogContent>
    </Dialog>
  );
}
