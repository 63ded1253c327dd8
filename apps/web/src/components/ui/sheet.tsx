import * as DialogPrimitive from '@radix-ui/react-dialog';
import type { ComponentProps } from 'react';
import { variants } from '@/lib/variants';
import { DIALOG_OVERLAY } from './dialog';

// A side drawer is a Radix dialog too: the same lazy-only rule as ./dialog applies.

export const Sheet = DialogPrimitive.Root;
export const SheetTrigger = DialogPrimitive.Trigger;
export const SheetClose = DialogPrimitive.Close;
export const SheetTitle = DialogPrimitive.Title;
export const SheetDescription = DialogPrimitive.Description;

const sheetClass = variants({
  base: 'fixed inset-y-0 z-50 flex w-[min(22rem,90vw)] flex-col bg-surface shadow-2xl transition-transform duration-200 ease-out-soft outline-none',
  variants: {
    side: {
      left: 'left-0 starting:-translate-x-full',
      right: 'right-0 starting:translate-x-full',
    },
  },
  defaults: { side: 'left' },
});

type SheetContentProps = ComponentProps<typeof DialogPrimitive.Content> & { side?: 'left' | 'right' };

/**
 * A modal panel sliding in from a side, full height, in a portal over a dimmed page: focus stays
 * inside, Escape or a click outside closes it. It needs a SheetTitle inside, and a
 * SheetDescription or `aria-describedby={undefined}`.
 */
export function SheetContent({ side, className, ...props }: SheetContentProps) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className={DIALOG_OVERLAY} />
      <DialogPrimitive.Content className={sheetClass({ side, className })} {...props} />
    </DialogPrimitive.Portal>
  );
}
