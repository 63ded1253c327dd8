import { cn } from '@/lib/cn';

/**
 * The number on the favourites and cart icons. Decorative: the link or button around it says the
 * count in words for screen readers.
 */
export function CountBadge({ count, className }: { count: number; className?: string }) {
  if (count <= 0) return null;
  return (
    <span
      aria-hidden="true"
      className={cn(
        'absolute -top-1 -right-1.5 grid h-5 min-w-5 place-items-center rounded-full bg-honey-300 px-1 text-xs leading-none font-bold text-honey-900 ring-2 ring-surface',
        className,
      )}
    >
      {count > 99 ? '99+' : count}
    </span>
  );
}
