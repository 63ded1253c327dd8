import { Slot } from '@radix-ui/react-slot';
import type { ComponentProps } from 'react';
import { variants, type VariantProps } from '@/lib/variants';

const buttonVariants = {
  variant: {
    primary: 'bg-brand text-white hover:bg-brand-strong',
    secondary: 'border border-line-strong bg-surface text-ink hover:border-brand hover:text-brand',
    ghost: 'text-ink hover:bg-sage-100',
    link: 'text-brand underline underline-offset-4 hover:text-brand-strong',
  },
  size: {
    sm: 'h-9 px-3 text-sm',
    md: 'h-11 px-5 text-base',
    lg: 'h-12 px-6 text-lg',
    // Icon-only buttons still need an accessible name: pass aria-label.
    icon: 'size-11',
  },
};

export const buttonClass = variants({
  base: 'inline-flex shrink-0 cursor-pointer items-center justify-center gap-2 rounded-lg font-semibold whitespace-nowrap transition-colors duration-200 ease-out-soft disabled:pointer-events-none disabled:opacity-50 [&_svg]:size-5 [&_svg]:shrink-0',
  variants: buttonVariants,
  defaults: { variant: 'primary', size: 'md' },
});

type ButtonProps = ComponentProps<'button'> &
  VariantProps<typeof buttonVariants> & {
    /** Renders the child (a link, usually) with the button's look instead of a <button>. */
    asChild?: boolean;
  };

export function Button({ asChild = false, variant, size, className, type, ...props }: ButtonProps) {
  if (asChild) return <Slot className={buttonClass({ variant, size, className })} {...props} />;
  return <button type={type ?? 'button'} className={buttonClass({ variant, size, className })} {...props} />;
}
