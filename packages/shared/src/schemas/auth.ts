import { z } from 'zod';
import { textSchema } from './common';
import { referralCodeInputSchema } from './referral';

export const USERNAME_PATTERN = /^[\p{L}\p{N}._@+-]+$/u;

export const registerBodySchema = z.object({
  username: textSchema({ error: 'Numele de utilizator este obligatoriu.' })
    .trim()
    .min(3, 'Numele de utilizator trebuie să aibă cel puțin 3 caractere.')
    .max(150, 'Numele de utilizator poate avea cel mult 150 de caractere.')
    .regex(USERNAME_PATTERN, 'Numele de utilizator poate conține doar litere, cifre și . _ @ + -'),
  email: textSchema({ error: 'Emailul este obligatoriu.' })
    .trim()
    .toLowerCase()
    .max(254, 'Emailul este prea lung.')
    .pipe(z.email({ error: 'Adresă email invalidă.' })),
  password: textSchema({ error: 'Parola este obligatorie.' })
    .min(8, 'Parola trebuie să aibă cel puțin 8 caractere.')
    .max(128, 'Parola poate avea cel mult 128 de caractere.'),
  /** The customer agreed to the terms and the privacy policy (the sign-up form requires it). */
  accept_terms: z.boolean().optional(),
  /** A friend's referral code: their first order gets the referral discount. */
  cod_recomandare: referralCodeInputSchema,
});
export type RegisterBody = z.infer<typeof registerBodySchema>;

export const loginBodySchema = z.object({
  username: textSchema({ error: 'Introdu utilizatorul sau emailul.' })
    .trim()
    .min(1, 'Introdu utilizatorul sau emailul.')
    .max(254),
  password: textSchema({ error: 'Introdu parola.' }).min(1, 'Introdu parola.').max(128),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

export const tokenSchema = z.object({ token: z.string() });

/**
 * `POST /api/auth/app-code/` `{code}`: the native app trades the one-time code of a social sign-in
 * for a token. Any value is taken (a malformed code is an unknown one, 400 `auth.app_code_invalid`):
 * a field error named `code` would collide with the error's own `code`.
 */
export const appCodeExchangeSchema = z.object({
  code: textSchema().trim().max(200).catch(''),
});
export type AppCodeExchangeBody = { code: string };

export const userSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  is_staff: z.boolean(),
  is_superuser: z.boolean(),
  email_verified: z.boolean(),
});
export type User = z.infer<typeof userSchema>;
