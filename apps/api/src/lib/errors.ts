import type { ErrorCode } from '@shop/shared/error-codes';

/**
 * Typed application errors with stable codes. The one error handler turns them into
 * `{detail, code}` with their status; anything else is a 500 with no internals.
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    readonly detail: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(detail);
    this.name = 'AppError';
  }
}

export const notFound = (code: ErrorCode, detail: string) => new AppError(404, code, detail);
export const badRequest = (code: ErrorCode, detail: string, extra?: Record<string, unknown>) =>
  new AppError(400, code, detail, extra);
export const unauthorized = (detail = 'Autentificarea este necesară.') =>
  new AppError(401, 'auth.not_authenticated', detail);
export const forbidden = (detail = 'Nu aveți permisiunea de a face această acțiune.') =>
  new AppError(403, 'auth.forbidden', detail);
export const tooManyRequests = (retryAfterSeconds: number) =>
  new AppError(429, 'rate_limited', 'Prea multe încercări. Încercați din nou mai târziu.', {
    retry_after: retryAfterSeconds,
  });
