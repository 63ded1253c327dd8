import { z } from 'zod';
import { registerBodySchema } from '@shop/shared/schemas/auth';
import { PASSWORDS_DIFFER_MESSAGE, passwordChangeSchema } from '@shop/shared/schemas/account';
import { isApiError } from '@/lib/api-client';
import { errorMessageKey, type ErrorMessageKey } from '@/lib/error-message';
import type { AuthErrorKey } from '@/lib/form/field-errors';

/** A new password typed twice; the second must match. */
export const newPasswordTwiceSchema = z
  .object({ password: registerBodySchema.shape.password, confirm: z.string() })
  .refine((values) => values.confirm === values.password, {
    path: ['confirm'],
    message: PASSWORDS_DIFFER_MESSAGE,
  });

export const passwordChangeFormSchema = passwordChangeSchema
  .extend({ confirm: z.string() })
  .refine((values) => values.confirm === values.new_password, {
    path: ['confirm'],
    message: PASSWORDS_DIFFER_MESSAGE,
  });

export const NEW_PASSWORD_MESSAGES = {
  required: 'auth.errors.password_required',
  too_small: 'auth.errors.password_short',
  too_big: 'auth.errors.password_long',
} as const satisfies Record<string, AuthErrorKey>;

/** Spec §5 words the mismatch of the account forms "Parolele nu coincid!"... */
export const CONFIRM_MESSAGES = {
  required: 'auth.errors.confirm_password_required',
  custom: 'auth.errors.passwords_differ',
} as const satisfies Record<string, AuthErrorKey>;

/** ...and that of the security settings "Parolele nu coincid.". */
export const SETTINGS_CONFIRM_MESSAGES = {
  required: 'auth.errors.confirm_password_required',
  custom: 'auth.errors.passwords_differ_settings',
} as const satisfies Record<string, AuthErrorKey>;

/** Why a call of the account failed, as a locale key: too many tries, no answer, or `fallback`. */
export function accountFailureKey<Fallback extends string>(
  error: unknown,
  fallback: Fallback,
): Fallback | 'auth.rate_limited' | ErrorMessageKey {
  if (isApiError(error) && error.status === 429) return 'auth.rate_limited';
  if (isApiError(error) && error.status === 0) return errorMessageKey(error);
  return fallback;
}
