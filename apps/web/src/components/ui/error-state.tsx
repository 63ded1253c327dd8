import { CircleAlert, RotateCw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

type ErrorStateProps = {
  title: string;
  description?: string;
  retryLabel: string;
  onRetry: () => void;
  /** True while the retry is in flight. */
  retrying?: boolean;
  /** Less room above and below, for a state inside a card rather than in place of a page's content. */
  compact?: boolean;
  className?: string;
};

export function ErrorState({
  title,
  description,
  retryLabel,
  onRetry,
  retrying = false,
  compact = false,
  className,
}: ErrorStateProps) {
  return (
    <div
      role="alert"
      className={cn(
        'flex flex-col items-center gap-3 rounded-card border border-danger/30 bg-danger-soft px-6 text-center',
        compact ? 'py-8' : 'py-12',
        className,
      )}
    >
      <CircleAlert aria-hidden="true" className="size-8 text-danger" />
      <p className="text-lg font-semibold">{title}</p>
      {description ? <p className="max-w-prose text-ink-muted">{description}</p> : null}
      <Button variant="secondary" onClick={onRetry} disabled={retrying} className="mt-2">
        <RotateCw aria-hidden="true" className={cn(retrying && 'motion-safe:animate-spin')} />
        {retryLabel}
      </Button>
    </div>
  );
}
