import { cn } from '@/lib/cn';

const STAR_SYMBOL_ID = 'star-shape';
/** Lucide's star, drawn once per page (StarSymbol) and reused by every row. */
const STAR_PATH =
  'M11.525 2.295a.53.53 0 0 1 .95 0l2.31 4.679a2.123 2.123 0 0 0 1.595 1.16l5.166.756a.53.53 0 0 1 .294.904l-3.736 3.638a2.123 2.123 0 0 0-.611 1.878l.882 5.14a.53.53 0 0 1-.771.56l-4.618-2.428a2.122 2.122 0 0 0-1.973 0L6.396 21.01a.53.53 0 0 1-.77-.56l.881-5.139a2.122 2.122 0 0 0-.611-1.879L2.16 9.795a.53.53 0 0 1 .294-.906l5.165-.755a2.122 2.122 0 0 0 1.597-1.16z';
const STAR_OFFSETS = [0, 24, 48, 72, 96] as const;

/**
 * The star every StarRow draws, once in the document: a listing of 24 cards with two layers of
 * five stars each would otherwise carry 240 copies of the path (about 200 KB of HTML).
 */
export function StarSymbol() {
  return (
    <svg aria-hidden="true" width="0" height="0" className="absolute">
      <symbol id={STAR_SYMBOL_ID} viewBox="0 0 24 24">
        <path d={STAR_PATH} />
      </symbol>
    </svg>
  );
}

function Stars({ className }: { className: string }) {
  return (
    <svg
      viewBox="0 0 120 24"
      strokeWidth={1.5}
      stroke="currentColor"
      strokeLinecap="round"
      strokeLinejoin="round"
      className={cn('h-4 w-20 max-w-none shrink-0', className)}
    >
      {STAR_OFFSETS.map((x) => (
        <use key={x} href={`#${STAR_SYMBOL_ID}`} x={x} width={24} height={24} />
      ))}
    </svg>
  );
}

/**
 * Five stars filled to the rating, for display only. Hidden from assistive technology: the text
 * next to it says the rating in words.
 */
export function StarRow({
  value,
  className,
}: {
  /** 0-5; fractions fill part of a star. */ value: number;
  className?: string;
}) {
  const percent = Math.max(0, Math.min(5, value)) * 20;
  return (
    <span aria-hidden="true" className={cn('relative inline-flex shrink-0', className)}>
      <Stars className="fill-transparent text-line-strong" />
      <span className="absolute inset-y-0 left-0 overflow-hidden" style={{ width: `${percent}%` }}>
        <Stars className="fill-honey-300 text-honey-700" />
      </span>
    </span>
  );
}
