import { CircleAlert } from 'lucide-react';

/**
 * A form-level failure, announced when it appears (role="alert"). Render it with a new `key` for
 * each attempt so that the same message is announced again.
 */
export function FormAlert({ message }: { message: string }) {
  return (
    <div
      role="alert"
      className="flex items-start gap-2.5 rounded-lg border border-danger/30 bg-danger-soft px-3.5 py-3 text-ink"
    >
      <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-danger" />
      <p className="font-semibold">{message}</p>
    </div>
  );
}
