import * as DialogPrimitive from '@radix-ui/react-dialog';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

// Radix brings the focus trap, Escape, the scroll lock, the inert background and the focus return
// (~14 KB gzipped): import this module only from code that is itself loaded lazily, never from the
// shell, or every first load pays for it (bench/README.md).

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

export const DIALOG_OVERLAY =
  'fixed inset-0 z-50 bg-ink/40 transition-opacity duration-200 starting:opacity-0';

type DialogContentProps = ComponentProps<typeof DialogPrimitive.Content> & {
  /**
   * `alert` for a question that needs an answer (confirm a destructive action): role alertdialog,
   * and a click outside does not close it.
   */
  kind?: 'dialog' | 'alert';
  /** `sm` for a question or a short form; `md` for a longer form; `lg` for a table to review. */
  size?: keyof typeof DIALOG_WIDTH;
};

const DIALOG_WIDTH = { sm: 'max-w-sm', md: 'max-w-md', lg: 'max-w-3xl' } as const;

/**
 * A modal dialog centred on the screen, in a portal over a dimmed page. It needs a DialogTitle
 * inside, and a DialogDescription or `aria-describedby={undefined}`.
 */
export function DialogContent({
  kind = 'dialog',
  size = 'sm',
  className,
  onPointerDownOutside,
  ...props
}: DialogContentProps) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className={DIALOG_OVERLAY} />
      <DialogPrimitive.Content
        // Radix sets role="dialog" itself; an explicit undefined would remove it.
        {...(kind === 'alert' ? { role: 'alertdialog' } : {})}
        onPointerDownOutside={(event) => {
          if (kind === 'alert') event.preventDefault();
          onPointerDownOutside?.(event);
        }}
        className={cn(
          'fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] -translate-1/2 flex-col gap-3 overflow-y-auto rounded-card bg-surface p-6 shadow-xl outline-none',
          DIALOG_WIDTH[size],
          className,
        )}
        {...props}
      />
    </DialogPrimitive.Portal>
  );
}

export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return <DialogPrimitive.Title className={cn('text-xl font-bold', className)} {...props} />;
}

export function DialogDescription({
  className,
  ...props
}: ComponentProps<typeof DialogPrimitive.Description>) {
  return <DialogPrimitive.Description className={cn('text-ink-muted', className)} {...props} />;
}

/** The row of answers at the bottom: stacked on phones (the first one lowest), in a row from sm. */
export function DialogActions({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      className={cn('mt-3 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)}
      {...props}
    />
  );
}
