import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/**
 * The number beside the favourites and cart icons. Decorative: the link or button around it says
 * the count in words for screen readers. It sits after the icon, raised, in the flow of an
 * `IconWithCount`: laid over the icon's corner it hid most of a 20 px icon.
 */
export function CountBadge({ count, className }: { count: number; className?: string }) {
  if (count <= 0) return null;
  return (
    <span
      aria-hidden="true"
      className={cn(
        '-mt-2 ml-0.5 grid h-4 min-w-4 place-items-center rounded-full bg-honey-300 px-1 text-[0.6875rem] leading-none font-bold text-honey-900',
        className,
      )}
    >
      {count > 99 ? '99+' : count}
    </span>
  );
}

/** An icon with its count beside it, raised to the icon's top, never over it. */
export function IconWithCount({ icon, count }: { icon: ReactNode; count: number }) {
  return (
    <span data-count-icon="" className="inline-flex items-start">
      {icon}
      <CountBadge count={count} />
    </span>
  );
}
