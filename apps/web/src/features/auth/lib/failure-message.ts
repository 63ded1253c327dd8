import { isApiError } from '@/lib/api-client';
import { errorMessageKey, type ErrorMessageKey } from '@/lib/error-message';
import type { AuthErrorKey, FieldErrorKeys } from '@/lib/form/field-errors';
import { MissingTokenError } from './complete-sign-in';

type RateLimited = 'auth.rate_limited';

/** A call that never got an answer: saying "wrong password" then would send people astray. */
function transportFailure(error: unknown): ErrorMessageKey | null {
  return isApiError(error) && error.status === 0 ? errorMessageKey(error) : null;
}

/**
 * Contract §8: any login failure reads "Utilizator sau parolă incorectă."; an answer without a token
 * fails with no message. Too many attempts (429) and an unreachable server say what happened.
 */
export function loginFailureKey(error: unknown): 'auth.login.failed' | RateLimited | ErrorMessageKey | null {
  if (error instanceof MissingTokenError) return null;
  if (isApiError(error) && error.status === 429) return 'auth.rate_limited';
  return transportFailure(error) ?? 'auth.login.failed';
}

export type RegisterField = 'username' | 'email' | 'password' | 'cod_recomandare';

export type RegisterFailure = {
  /** A locale key for the alert, or the server's own text when it has no translation here. */
  alert:
    { key: 'auth.register.failed' | RateLimited | ErrorMessageKey | AuthErrorKey } | { text: string } | null;
  fields: FieldErrorKeys<RegisterField>;
};

/**
 * Contract §8: the server's `error` text, or "Eroare la înregistrare.". A taken username or email
 * (code auth.account_exists) is shown in the visitor's language, next to its field too.
 */
export function registerFailure(error: unknown): RegisterFailure {
  if (error instanceof MissingTokenError) return { alert: null, fields: {} };
  if (!isApiError(error)) return { alert: { key: 'auth.register.failed' }, fields: {} };
  if (error.status === 429) return { alert: { key: 'auth.rate_limited' }, fields: {} };
  const transport = transportFailure(error);
  if (transport) return { alert: { key: transport }, fields: {} };

  const fields: FieldErrorKeys<RegisterField> = {};
  if (error.code === 'auth.account_exists') {
    if (error.fieldErrors.username) fields.username = 'auth.errors.username_taken';
    if (error.fieldErrors.email) fields.email = 'auth.errors.email_taken';
    const first = fields.username ?? fields.email;
    if (first) return { alert: { key: first }, fields };
  }
  if (error.code === 'referral.invalid_code' || error.code === 'referral.own_referral') {
    fields.cod_recomandare =
      error.code === 'referral.own_referral' ? 'auth.errors.referral_own' : 'auth.errors.referral_invalid';
    return { alert: { key: fields.cod_recomandare }, fields };
  }
  const text = error.detail.trim();
  // The client's generic "Request failed with status code …" is no message for a person.
  if (text && !text.startsWith('Request failed')) return { alert: { text }, fields };
  return { alert: { key: 'auth.register.failed' }, fields };
}
