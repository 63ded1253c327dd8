import { LoaderCircle } from 'lucide-react';
import { Button } from '@/components/ui/button';

/**
 * The form's button; while busy it says so and ignores presses. aria-disabled rather than
 * disabled, so keyboard focus stays on it instead of dropping to the page.
 */
export function SubmitButton({
  busy,
  label,
  busyLabel,
}: {
  busy: boolean;
  label: string;
  busyLabel: string;
}) {
  return (
    <Button
      type="submit"
      size="lg"
      aria-disabled={busy || undefined}
      className="mt-1 w-full aria-disabled:cursor-wait aria-disabled:opacity-80"
    >
      {busy ? <LoaderCircle aria-hidden="true" className="motion-safe:animate-spin" /> : null}
      {busy ? busyLabel : label}
    </Button>
  );
}
