import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from '@/lib/api-client';
import { refusalDetail } from '@/lib/error-message';

/**
 * Shows an API refusal beside the fields it names, with the server's message, or a value already
 * taken (`admin.duplicate`) beside `duplicate.field`; the first field named gets the focus.
 */
export function showServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
  duplicate?: { field: Path<T>; message: string },
): void {
  if (!isApiError(error)) return;
  if (duplicate && error.code === 'admin.duplicate') {
    setError(duplicate.field, { type: 'server', message: duplicate.message }, { shouldFocus: true });
    return;
  }
  let focused = false;
  for (const field of fields) {
    const message = error.fieldErrors[field]?.[0];
    if (!message) continue;
    setError(field, { type: 'server', message }, { shouldFocus: !focused });
    focused = true;
  }
}

/** The form-level message for a failed save that no field explains; null when one does. */
export function unexplainedFailure(error: unknown, fallback: string): string | null {
  if (!error) return null;
  if (isApiError(error) && (error.code === 'admin.duplicate' || Object.keys(error.fieldErrors).length > 0)) {
    return null;
  }
  return refusalDetail(error) ?? fallback;
}
