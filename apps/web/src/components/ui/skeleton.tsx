import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

const ROUNDED = {
  none: 'rounded-none',
  md: 'rounded-md',
  lg: 'rounded-lg',
  full: 'rounded-full',
};

type SkeletonProps = ComponentProps<'div'> & {
  /** The corners: `none` for a picture's place at the edge of a card, `full` for a circle. */
  rounded?: keyof typeof ROUNDED;
};

/**
 * A placeholder shape. Hidden from assistive technology: the region that shows skeletons announces
 * the loading state once (see Spinner's label or a role="status" text).
 */
export function Skeleton({ rounded = 'md', className, ...props }: SkeletonProps) {
  return (
    <div
      aria-hidden="true"
      className={cn('bg-sage-100 motion-safe:animate-pulse', ROUNDED[rounded], className)}
      {...props}
    />
  );
}
