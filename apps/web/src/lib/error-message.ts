import { isApiError } from '@/lib/api-client';

export type ErrorMessageKey = 'errors.network' | 'errors.timeout' | 'errors.server';

/** The user-facing explanation of a failed call, as a locale key (the UI translates by code). */
export function errorMessageKey(error: unknown): ErrorMessageKey {
  if (isApiError(error)) {
    if (error.code === 'timeout') return 'errors.timeout';
    if (error.code === 'network') return 'errors.network';
  }
  return 'errors.server';
}
