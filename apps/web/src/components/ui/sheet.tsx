import * as DialogPrimitive from '@radix-ui/react-dialog';
import type { ComponentProps } from 'react';
import { variants } from '@/lib/variants';
import { DIALOG_OVERLAY, useFocusReturn } from './dialog';

// A side drawer is a Radix dialog too: the same lazy-only rule as ./dialog applies.

export const Sheet = DialogPrimitive.Root;
export const SheetTrigger = DialogPrimitive.Trigger;
export const SheetClose = DialogPrimitive.Close;
export const SheetTitle = DialogPrimitive.Title;
export const SheetDescription = DialogPrimitive.Description;

const sheetClass = variants({
  base: 'fixed inset-y-0 z-50 flex flex-col bg-surface shadow-2xl transition-transform duration-200 ease-out-soft outline-none',
  variants: {
    side: {
      left: 'left-0 starting:-translate-x-full',
      right: 'right-0 starting:translate-x-full',
    },
    /** `narrow` for a menu; `wide` for a log or a form read beside the page. */
    width: { narrow: 'w-[min(22rem,90vw)]', wide: 'w-[min(34rem,100vw)]' },
  },
  defaults: { side: 'left', width: 'narrow' },
});

type SheetContentProps = ComponentProps<typeof DialogPrimitive.Content> & {
  side?: 'left' | 'right';
  width?: 'narrow' | 'wide';
};

/**
 * A modal panel sliding in from a side, full height, in a portal over a dimmed page: focus stays
 * inside, Escape or a click outside closes it. It needs a SheetTitle inside, and a
 * SheetDescription or `aria-describedby={undefined}`.
 */
export function SheetContent({
  side,
  width,
  className,
  onOpenAutoFocus,
  onCloseAutoFocus,
  ...props
}: SheetContentProps) {
  const focusReturn = useFocusReturn({ onOpenAutoFocus, onCloseAutoFocus });
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className={DIALOG_OVERLAY} />
      <DialogPrimitive.Content
        className={sheetClass({ side, width, className })}
        {...focusReturn}
        {...props}
      />
    </DialogPrimitive.Portal>
  );
}
