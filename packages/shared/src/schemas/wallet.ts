import { z } from 'zod';
import { decimalToBani } from '../money';
import {
  idempotencyHeadersSchema,
  intParam,
  moneySchema,
  pageSchema,
  positiveIntParam,
  textSchema,
} from './common';

/** What moved money in or out of a wallet. */
export const WALLET_ENTRY_KINDS = [
  'payment',
  'payment_return',
  'refund',
  'referral_cashback',
  'referral_reversal',
  'adjustment',
] as const;
export type WalletEntryKind = (typeof WALLET_ENTRY_KINDS)[number];

/** The largest single staff adjustment, in lei: a typo must not create a fortune. */
export const WALLET_ADJUSTMENT_MAX_LEI = 5000;
export const WALLET_NOTE_MAX = 300;

export const WALLET_MESSAGES = {
  insufficient: 'Sold insuficient în portofel.',
  requiresAccount: 'Plata din portofel este disponibilă doar în cont. Autentifică-te.',
  amountInvalid: `Suma trebuie să fie între -${WALLET_ADJUSTMENT_MAX_LEI} și ${WALLET_ADJUSTMENT_MAX_LEI} lei, diferită de zero, cu cel mult două zecimale.`,
  noteRequired: 'Scrie motivul: clientul îl vede în portofel.',
  noteTooLong: `Motivul poate avea cel mult ${WALLET_NOTE_MAX} de caractere.`,
} as const;

export const walletEntrySchema = z.object({
  id: z.number().int(),
  /** Positive for money in, negative for money out. */
  suma: moneySchema,
  sold_dupa: moneySchema,
  tip: z.enum(WALLET_ENTRY_KINDS),
  /** The order it belongs to, if any. */
  comanda: z.number().int().nullable(),
  nota: z.string(),
  created_at: z.string(),
});
export type WalletEntry = z.infer<typeof walletEntrySchema>;

/** `GET /api/account/wallet/`: the balance and a page of movements, newest first. */
export const walletSchema = z.object({
  sold: moneySchema,
  miscari: pageSchema(walletEntrySchema),
});
export type Wallet = z.infer<typeof walletSchema>;

export const walletQuerySchema = z.object({
  page: positiveIntParam.optional(),
  per: intParam(1, 50).optional(),
});

/** A staff adjustment: signed amount in lei ("25.00" credits, "-10.00" debits) and its reason. */
export const walletAdjustmentSchema = z.object({
  suma: textSchema({ error: WALLET_MESSAGES.amountInvalid })
    .trim()
    .transform((value, ctx) => {
      const bani = decimalToBani(value);
      if (bani === null || bani === 0 || Math.abs(bani) > WALLET_ADJUSTMENT_MAX_LEI * 100) {
        ctx.addIssue({ code: 'custom', message: WALLET_MESSAGES.amountInvalid });
        return z.NEVER;
      }
      return bani;
    }),
  nota: textSchema({ error: WALLET_MESSAGES.noteRequired })
    .trim()
    .min(1, WALLET_MESSAGES.noteRequired)
    .max(WALLET_NOTE_MAX, WALLET_MESSAGES.noteTooLong),
});
/** The admin's adjustment retried with the same key answers the movement already made. */
export const walletAdjustmentHeadersSchema = idempotencyHeadersSchema;

export type WalletAdjustmentBody = z.input<typeof walletAdjustmentSchema>;
