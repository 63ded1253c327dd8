import { Button } from '@/components/ui/button';
import { Dialog, DialogActions, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { useTranslation } from '@/lib/i18n';

type ConfirmDialogProps = {
  open: boolean;
  /** Closing by Escape, the overlay or the cancel button. */
  onCancel: () => void;
  onConfirm: () => void;
  title: string;
  description: string;
  /** The destructive button's label; "Delete" when omitted. */
  confirmLabel?: string;
  /** The cancel button's label; "Cancel" when omitted. */
  cancelLabel?: string;
  /** While the action runs: a second press does nothing. */
  busy?: boolean;
  /** Why the last attempt failed, shown in the dialog. */
  error?: string | null;
  /** `primary` for a change that loses nothing (adding to a category); `danger` otherwise. */
  tone?: 'danger' | 'primary';
};

/** Asks before a destructive action (delete, cancel an order, remove rights), focused on "Cancel". */
export function ConfirmDialog({
  open,
  onCancel,
  onConfirm,
  title,
  description,
  confirmLabel,
  cancelLabel,
  busy = false,
  error,
  tone = 'danger',
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onCancel()}>
      <DialogContent kind="alert">
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>{description}</DialogDescription>
        {error ? (
          <p role="alert" className="font-semibold text-danger">
            {error}
          </p>
        ) : null}
        <DialogActions>
          <Button type="button" variant="secondary" onClick={onCancel}>
            {cancelLabel ?? t('admin.common.cancel')}
          </Button>
          <Button
            type="button"
            variant={tone}
            aria-disabled={busy || undefined}
            onClick={() => {
              if (!busy) onConfirm();
            }}
          >
            {confirmLabel ?? t('admin.common.delete')}
          </Button>
        </DialogActions>
      </DialogContent>
    </Dialog>
  );
}
