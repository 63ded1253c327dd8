import { CircleCheck } from 'lucide-react';
import type { ReactNode } from 'react';

/** A form's outcome when it worked, announced when it appears (role="status"). */
export function FormSuccess({ children }: { children: ReactNode }) {
  return (
    <div
      role="status"
      className="flex items-start gap-2.5 rounded-lg border border-brand/30 bg-sage-100 px-3.5 py-3 text-ink"
    >
      <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand" />
      <div className="font-semibold">{children}</div>
    </div>
  );
}
