import { z } from 'zod';
import { REFERRAL_PERCENT } from '../constants';
import { moneySchema, textSchema } from './common';

export { REFERRAL_PERCENT };

/** Eight letters and digits, from an alphabet without look-alikes (no 0/O, 1/I/L). */
export const REFERRAL_CODE_PATTERN = /^[2-9A-HJKMNP-Z]{8}$/;

export const REFERRAL_MESSAGES = {
  codeInvalid: 'Codul de recomandare nu există. Verifică-l sau lasă câmpul gol.',
  ownCode: 'Nu îți poți folosi propriul cod de recomandare.',
  ownOrder:
    'Reducerea pentru prieteni recomandați nu se aplică: comanda are telefonul sau adresa celui care te-a recomandat. Trimite din nou comanda, fără reducere.',
} as const;

/** A code as a friend types it: spaces dropped, upper case; empty means none. */
export const referralCodeInputSchema = textSchema()
  .trim()
  .max(20, REFERRAL_MESSAGES.codeInvalid)
  .transform((value) => value.replace(/[\s-]/g, '').toUpperCase())
  .refine((code) => code === '' || REFERRAL_CODE_PATTERN.test(code), REFERRAL_MESSAGES.codeInvalid)
  .optional();

/** How far one friend got: signed up, ordered (the discount used), cashback paid, or taken back. */
export const REFERRAL_FRIEND_STATUSES = ['signed_up', 'ordered', 'rewarded', 'reversed', 'void'] as const;
export type ReferralFriendStatus = (typeof REFERRAL_FRIEND_STATUSES)[number];

/** `GET /api/account/referral/`. */
export const referralSchema = z.object({
  cod: z.string(),
  /** The sign-up page with the code filled in, to share. */
  link: z.string(),
  procent_reducere: z.number().int(),
  procent_cashback: z.number().int(),
  /** The signed-in customer was referred and their first order still gets the discount. */
  reducere_disponibila: z.boolean(),
  /** What the referral cashback brought into the wallet, net of reversals. */
  castigat: moneySchema,
  prieteni: z.array(
    z.object({
      /** The friend's first name, or their email with its middle hidden. */
      nume: z.string(),
      inscris_la: z.string(),
      status: z.enum(REFERRAL_FRIEND_STATUSES),
      cashback: moneySchema.nullable(),
    }),
  ),
});
export type Referral = z.infer<typeof referralSchema>;
