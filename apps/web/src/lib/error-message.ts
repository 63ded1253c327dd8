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

/**
 * The API's own words when it refused the request (a 4xx answer with `{detail, code}`): what to
 * change, which retrying cannot fix. Null for failures (no answer, a timeout, 5xx) and for 408
 * and 429, where trying again later is the answer.
 */
export function refusalDetail(error: unknown): string | null {
  if (!isApiError(error) || error.status < 400 || error.status >= 500) return null;
  if (error.status === 408 || error.status === 429 || !error.code) return null;
  return error.detail;
}

/** What to tell the person after a failed call: the API's refusal in its own words, else the kind of failure. */
export function failureMessage(error: unknown, t: (key: ErrorMessageKey) => string): string {
  return refusalDetail(error) ?? t(errorMessageKey(error));
}
