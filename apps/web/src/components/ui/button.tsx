import type { ComponentProps } from 'react';
import { variants, type VariantProps } from '@/lib/variants';
import { Slot } from './slot';

// Each look is a variant of its own: a caller's className may add layout (width, margins, flex)
// but never restyle what a variant or size already sets, since nothing merges the two.
export const buttonVariants = {
  variant: {
    primary: 'bg-brand text-white hover:bg-brand-strong',
    secondary: 'border border-line-strong bg-surface text-ink hover:border-brand hover:text-brand',
    ghost: 'text-ink hover:bg-sage-100',
    /** Secondary actions beside muted text (print the page). */
    'ghost-muted': 'text-ink-muted hover:bg-sage-100 hover:text-ink',
    /** A quiet way into a destructive action (empty the cart), red only on hover. */
    'ghost-danger': 'text-ink-muted hover:bg-sage-100 hover:text-danger',
    /** An icon action that should stand out from the text around it (copy a transfer detail). */
    'ghost-brand': 'text-brand hover:bg-sage-100',
    link: 'text-brand underline underline-offset-4 hover:text-brand-strong',
    /** Confirms a destructive action. */
    danger: 'bg-danger text-white hover:bg-danger/90',
    /** Confirms a destructive action next to a calmer choice (cancel an order). */
    'secondary-danger': 'border border-danger bg-surface text-danger',
    /** For brand-coloured panels: a white button, and a quieter white-text one. */
    inverse: 'border border-white bg-surface text-ink hover:border-brand hover:text-brand',
    'ghost-inverse': 'text-white underline underline-offset-4 hover:bg-brand-strong',
  },
  size: {
    sm: 'h-9 px-3 text-sm',
    /** `sm` with less padding: a full-width button in a narrow card, where the label needs the room. */
    'sm-tight': 'h-9 px-2 text-sm',
    /** `sm` at the 44 px touch height (buttons side by side in the mobile menu). */
    'sm-touch': 'h-11 px-3 text-sm',
    md: 'h-11 px-5 text-base',
    lg: 'h-12 px-6 text-lg',
    // Icon-only buttons still need an accessible name: pass aria-label.
    icon: 'size-11',
  },
  /** The size of the icons (any child svg). */
  iconSize: {
    sm: '[&_svg]:size-4',
    md: '[&_svg]:size-5',
  },
};

export const buttonClass = variants({
  base: 'inline-flex shrink-0 cursor-pointer items-center justify-center gap-2 rounded-lg font-semibold whitespace-nowrap transition-colors duration-200 ease-out-soft disabled:pointer-events-none disabled:opacity-50 [&_svg]:shrink-0',
  variants: buttonVariants,
  defaults: { variant: 'primary', size: 'md', iconSize: 'md' },
});

type ButtonProps = ComponentProps<'button'> &
  VariantProps<typeof buttonVariants> & {
    /** Renders the child (a link, usually) with the button's look instead of a <button>. */
    asChild?: boolean;
  };

export function Button({ asChild = false, variant, size, iconSize, className, type, ...props }: ButtonProps) {
  const classes = buttonClass({ variant, size, iconSize, className });
  if (asChild) return <Slot className={classes} {...props} />;
  return <button type={type ?? 'button'} className={classes} {...props} />;
}
