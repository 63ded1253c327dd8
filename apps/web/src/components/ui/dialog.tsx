import * as DialogPrimitive from '@radix-ui/react-dialog';
import { useEffect, useId, useRef, useState, type ComponentProps } from 'react';
import { cn } from '@/lib/cn';
import { useTranslation } from '@/lib/i18n';
import { Button } from './button';

// Radix brings the focus trap, Escape, the scroll lock, the inert background and the focus return
// (~14 KB gzipped): import this module only from code that is itself loaded lazily, never from the
// shell, or every first load pays for it (bench/README.md).

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

export const DIALOG_OVERLAY =
  'fixed inset-0 z-50 bg-ink/40 transition-opacity duration-200 starting:opacity-0';

type AutoFocusHandlers = Pick<
  ComponentProps<typeof DialogPrimitive.Content>,
  'onOpenAutoFocus' | 'onCloseAutoFocus'
>;

/**
 * Radix gives the focus back to a DialogTrigger only; most of our dialogs and sheets are opened by
 * a screen's own button (an open state), and the focus then fell to the page's start. With these
 * handlers, what had the focus when the dialog appeared gets it back, while it is still on the page
 * (WCAG 2.4.3, focus order).
 */
export function useFocusReturn({ onOpenAutoFocus, onCloseAutoFocus }: AutoFocusHandlers): AutoFocusHandlers {
  const opener = useRef<Element | null>(null);
  return {
    onOpenAutoFocus: (event) => {
      // Radix asks before it moves the focus in: what has it now opened the dialog.
      opener.current = document.activeElement;
      onOpenAutoFocus?.(event);
    },
    onCloseAutoFocus: (event) => {
      onCloseAutoFocus?.(event);
      const back = opener.current;
      opener.current = null;
      if (event.defaultPrevented || !(back instanceof HTMLElement) || !back.isConnected) return;
      if (back === document.body) return;
      event.preventDefault();
      back.focus();
    },
  };
}

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
 *
 * Once something was typed or chosen inside, Escape or a click outside no longer throws it away
 * silently: the dialog asks first (every form dialog gets this, none has to remember it).
 */
export function DialogContent({
  kind = 'dialog',
  size = 'sm',
  className,
  children,
  onPointerDownOutside,
  onEscapeKeyDown,
  onInputCapture,
  onOpenAutoFocus,
  onCloseAutoFocus,
  ...props
}: DialogContentProps) {
  const focusReturn = useFocusReturn({ onOpenAutoFocus, onCloseAutoFocus });
  const [edited, setEdited] = useState(false);
  const [askingToDiscard, setAskingToDiscard] = useState(false);

  /** True when the dismissal was held back to ask first. */
  const holdDismissal = (event: Event) => {
    if (!edited || event.defaultPrevented) return false;
    event.preventDefault();
    // A second Escape while asking answers "keep editing".
    setAskingToDiscard((asking) => !asking);
    return true;
  };

  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className={DIALOG_OVERLAY} />
      <DialogPrimitive.Content
        // Radix sets role="dialog" itself; an explicit undefined would remove it.
        {...(kind === 'alert' ? { role: 'alertdialog' } : {})}
        onPointerDownOutside={(event) => {
          onPointerDownOutside?.(event);
          if (kind === 'alert') event.preventDefault();
          else if (edited && !event.defaultPrevented) {
            event.preventDefault();
            setAskingToDiscard(true);
          }
        }}
        onEscapeKeyDown={(event) => {
          onEscapeKeyDown?.(event);
          holdDismissal(event);
        }}
        onInputCapture={(event) => {
          onInputCapture?.(event);
          if (!askingToDiscard) setEdited(true);
        }}
        {...focusReturn}
        className={cn(
          'fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] -translate-1/2 flex-col gap-3 overflow-y-auto rounded-card bg-surface p-6 shadow-xl outline-none',
          DIALOG_WIDTH[size],
          className,
        )}
        {...props}
      >
        {children}
        {askingToDiscard ? <DiscardQuestion onKeepEditing={() => setAskingToDiscard(false)} /> : null}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

/** Asked inside the dialog, so the focus stays trapped in it and its fields stay as they were. */
function DiscardQuestion({ onKeepEditing }: { onKeepEditing: () => void }) {
  const { t } = useTranslation();
  const questionId = useId();
  const keepEditing = useRef<HTMLButtonElement>(null);
  // The safe answer takes the focus, so a stray Enter keeps what was typed.
  useEffect(() => keepEditing.current?.focus(), []);
  return (
    <div
      role="group"
      aria-labelledby={questionId}
      className="flex flex-col gap-2 rounded-lg border border-honey-300 bg-honey-100 p-3"
    >
      <p id={questionId} role="alert" className="font-semibold">
        {t('common.discard_question')}
      </p>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <DialogPrimitive.Close asChild>
          <Button variant="secondary" size="sm">
            {t('common.discard_confirm')}
          </Button>
        </DialogPrimitive.Close>
        <Button ref={keepEditing} size="sm" onClick={onKeepEditing}>
          {t('common.discard_keep')}
        </Button>
      </div>
    </div>
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
