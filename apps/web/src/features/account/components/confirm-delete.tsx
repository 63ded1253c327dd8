import { Button } from '@/components/ui/button';
import { Dialog, DialogActions, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';

type ConfirmDeleteProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  confirmLabel: string;
  keepLabel: string;
  busy: boolean;
  onConfirm: () => void;
};

/** Asks before something saved is deleted (an alert dialog: a click outside does not answer). */
export function ConfirmDelete({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  keepLabel,
  busy,
  onConfirm,
}: ConfirmDeleteProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent kind="alert" size="sm">
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>{description}</DialogDescription>
        <DialogActions>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {keepLabel}
          </Button>
          <Button
            variant="danger"
            aria-disabled={busy || undefined}
            onClick={() => {
              if (!busy) onConfirm();
            }}
          >
            {confirmLabel}
          </Button>
        </DialogActions>
      </DialogContent>
    </Dialog>
  );
}
