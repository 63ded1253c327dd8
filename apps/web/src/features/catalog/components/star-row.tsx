import { Star } from 'lucide-react';
import { cn } from '@/lib/cn';

const STARS = [1, 2, 3, 4, 5] as const;

type StarRowProps = {
  /** 0-5; fractions fill part of a star. */
  value: number;
  className?: string;
  starClassName?: string;
};

/**
 * Five stars filled to the rating, for display only. Hidden from assistive technology: the text
 * next to it says the rating in words.
 */
export function StarRow({ value, className, starClassName = 'size-4' }: StarRowProps) {
  const percent = Math.max(0, Math.min(5, value)) * 20;
  const row = (filled: boolean) =>
    STARS.map((star) => (
      <Star
        key={star}
        strokeWidth={1.5}
        className={cn(
          'shrink-0',
          starClassName,
          filled ? 'fill-honey-300 text-honey-700' : 'fill-transparent text-line-strong',
        )}
      />
    ));
  return (
    <span aria-hidden="true" className={cn('relative inline-flex shrink-0', className)}>
      <span className="flex">{row(false)}</span>
      <span className="absolute inset-y-0 left-0 flex overflow-hidden" style={{ width: `${percent}%` }}>
        {row(true)}
      </span>
    </span>
  );
}
