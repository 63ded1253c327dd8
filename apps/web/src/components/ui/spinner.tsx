import { cn } from '@/lib/cn';

type SpinnerProps = {
  /** Announced to screen readers, e.g. "Se încarcă…". */
  label: string;
  className?: string;
};

export function Spinner({ label, className }: SpinnerProps) {
  return (
    <span role="status" className={cn('inline-flex items-center gap-2 text-ink-muted', className)}>
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="size-6 motion-safe:animate-spin"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
      >
        <circle cx="12" cy="12" r="9" className="opacity-25" />
        <path d="M21 12a9 9 0 0 0-9-9" strokeLinecap="round" className="text-brand" />
      </svg>
      <span className="sr-only">{label}</span>
    </span>
  );
}
