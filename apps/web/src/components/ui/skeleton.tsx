import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/**
 * A placeholder shape. Hidden from assistive technology: the region that shows skeletons announces
 * the loading state once (see Spinner's label or a role="status" text).
 */
export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      aria-hidden="true"
      className={cn('rounded-md bg-sage-100 motion-safe:animate-pulse', className)}
      {...props}
    />
  );
}
