import { useState } from 'react';
import { createIdempotencyKeys } from '@/lib/idempotency';

/**
 * The Idempotency-Key of a staff operation that moves money or stock (docs/decisions/027): one
 * per submitted body, so a retry of the same submission (a lost answer, a second press) is
 * answered with what the first did, and a changed body is a new submission. `reset` after success.
 */
export function useSubmissionKeys(): { keyFor: (body: unknown) => string; reset: () => void } {
  const [keys] = useState(createIdempotencyKeys);
  return { keyFor: (body) => keys.keyFor(JSON.stringify(body ?? null)), reset: keys.reset };
}
