import { z } from 'zod';
import { ORDER_STATUSES } from '../order-status';
import { registerBodySchema } from './auth';
import {
  addressFields,
  companyNameSchema,
  CHECKOUT_MESSAGES,
  cuiSchema,
  lockerSchema,
  orderSchema,
  PAYMENT_METHODS,
  personNameSchema,
  phoneSchema,
  tradeRegisterSchema,
  withLocality,
} from './checkout';
import { intParam, moneySchema, pageSchema, positiveIntParam, textSchema } from './common';
import { orderReturnStateSchema } from './returns';

/** How long each mailed link works. */
export const EMAIL_VERIFY_HOURS = 48;
export const PASSWORD_RESET_HOURS = 1;
export const EMAIL_CHANGE_HOURS = 24;

export const INVALID_EMAIL_MESSAGE = 'Introdu un email valid.';
export const PASSWORDS_DIFFER_MESSAGE = 'Parolele nu coincid.';

/** An address typed by the customer: trimmed, lower case, refused with the spec's words. */
const emailInputSchema = textSchema({ error: INVALID_EMAIL_MESSAGE })
  .trim()
  .toLowerCase()
  .max(254, INVALID_EMAIL_MESSAGE)
  .pipe(z.email({ error: INVALID_EMAIL_MESSAGE }));

const newPasswordSchema = registerBodySchema.shape.password;

/** The secret of a mailed link: 64 hex characters (tokens.ts). */
const linkTokenSchema = textSchema({ error: 'Linkul nu este valid.' })
  .trim()
  .regex(/^[a-f0-9]{64}$/, 'Linkul nu este valid.');

export const accountProfileSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  email_verified: z.boolean(),
  /** The address waiting for its confirmation link to be opened, if a change was asked for. */
  pending_email: z.string().nullable(),
  first_name: z.string(),
  last_name: z.string(),
  phone: z.string(),
  created_at: z.string(),
});
export type AccountProfile = z.infer<typeof accountProfileSchema>;

/** Romanian numbers as people type them: +40 or 0, then nine digits; spaces, dots and dashes allowed. */
export const PHONE_PATTERN = /^(?:\+40|0040|0)[\s.-]?\d(?:[\s.-]?\d){8}$/;

export const profileUpdateSchema = z.object({
  first_name: textSchema().trim().max(100, 'Prenumele poate avea cel mult 100 de caractere.'),
  last_name: textSchema().trim().max(100, 'Numele poate avea cel mult 100 de caractere.'),
  phone: textSchema()
    .trim()
    .refine((value) => value === '' || PHONE_PATTERN.test(value), 'Introdu un număr de telefon valid.')
    .meta({ pattern: `^$|${PHONE_PATTERN.source}` }),
});
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

export const passwordResetRequestSchema = z.object({ email: emailInputSchema });
export type PasswordResetRequest = z.infer<typeof passwordResetRequestSchema>;

export const passwordResetConfirmSchema = z.object({ token: linkTokenSchema, password: newPasswordSchema });
export type PasswordResetConfirm = z.infer<typeof passwordResetConfirmSchema>;

export const linkTokenBodySchema = z.object({ token: linkTokenSchema });

/** What opening the link that stops a change of address did: the account keeps `email`. */
export const emailChangeCancelledSchema = z.object({ detail: z.string(), email: z.string() });
export type EmailChangeCancelled = z.infer<typeof emailChangeCancelledSchema>;

/** What opening a verification link did. */
export const emailConfirmedSchema = z.object({
  outcome: z.enum(['verified', 'email_changed']),
  email: z.string(),
});
export type EmailConfirmed = z.infer<typeof emailConfirmedSchema>;

export const passwordChangeSchema = z.object({
  current_password: textSchema({ error: 'Introdu parola actuală.' })
    .min(1, 'Introdu parola actuală.')
    .max(128),
  new_password: newPasswordSchema,
});
export type PasswordChange = z.infer<typeof passwordChangeSchema>;

export const emailChangeSchema = z.object({
  password: textSchema({ error: 'Introdu parola.' }).min(1, 'Introdu parola.').max(128),
  email: emailInputSchema,
});
export type EmailChange = z.infer<typeof emailChangeSchema>;

export const detailSchema = z.object({ detail: z.string() });

export const accountOrderListQuerySchema = z.object({
  page: positiveIntParam.optional(),
  per: intParam(1, 50).optional(),
});

/** One of the customer's orders in their list. */
export const accountOrderSummarySchema = z.object({
  id: z.number().int(),
  created_at: z.string(),
  status: z.enum(ORDER_STATUSES),
  total: moneySchema,
  plata: z.enum(PAYMENT_METHODS),
  /** Units ordered, all lines together. */
  produse_count: z.number().int(),
  /** The titles of the first three lines. */
  titluri: z.array(z.string()),
  /** The same titles in English, in the same order; an empty string where a line has none. */
  titluri_en: z.array(z.string()),
  can_pay: z.boolean(),
  can_cancel: z.boolean(),
});
export type AccountOrderSummary = z.infer<typeof accountOrderSummarySchema>;
export const accountOrderPageSchema = pageSchema(accountOrderSummarySchema);

/** One of the customer's orders, whole: the order, its status changes and what they may do next. */
export const accountOrderSchema = orderSchema.extend({
  ...orderReturnStateSchema.shape,
  history: z.array(
    z.object({
      from_status: z.enum(ORDER_STATUSES).nullable(),
      to_status: z.enum(ORDER_STATUSES),
      created_at: z.string(),
    }),
  ),
  can_pay: z.boolean(),
  can_cancel: z.boolean(),
});
export type AccountOrder = z.infer<typeof accountOrderSchema>;

/** The most saved addresses and companies a customer keeps. */
export const MAX_SAVED_ADDRESSES = 20;
export const MAX_SAVED_COMPANIES = 10;

/** A delivery address to save: who receives, where, and whether checkout offers it first. */
export const addressInputSchema = withLocality(
  z.object({
    eticheta: textSchema()
      .trim()
      .max(40, 'Eticheta poate avea cel mult 40 de caractere.')
      .optional()
      .default(''),
    nume: personNameSchema(CHECKOUT_MESSAGES.lastNameRequired),
    prenume: personNameSchema(CHECKOUT_MESSAGES.firstNameRequired),
    telefon: phoneSchema,
    ...addressFields,
    implicita: z.boolean().optional().default(false),
  }),
);
export type AddressInput = z.input<typeof addressInputSchema>;

export const savedAddressSchema = z.object({
  id: z.number().int(),
  eticheta: z.string(),
  nume: z.string(),
  prenume: z.string(),
  telefon: z.string(),
  judet: z.string(),
  localitate: z.string(),
  adresa: z.string(),
  cod_postal: z.string(),
  implicita: z.boolean(),
});
export type SavedAddress = z.infer<typeof savedAddressSchema>;

/** A company to save: what its invoices need. */
export const companyInputSchema = withLocality(
  z.object({
    cui: cuiSchema,
    nr_reg_com: tradeRegisterSchema,
    denumire: companyNameSchema,
    ...addressFields,
  }),
);
export type CompanyInput = z.input<typeof companyInputSchema>;

export const savedCompanySchema = z.object({
  id: z.number().int(),
  cui: z.string(),
  nr_reg_com: z.string(),
  denumire: z.string(),
  judet: z.string(),
  localitate: z.string(),
  adresa: z.string(),
  cod_postal: z.string(),
});
export type SavedCompany = z.infer<typeof savedCompanySchema>;

export const companyLookupQuerySchema = z.object({ cui: cuiSchema });

/** What ANAF's register says of a CUI, ready to fill the company form (fields it lacks are empty). */
export const companyLookupSchema = z.object({
  cui: z.string(),
  nr_reg_com: z.string(),
  denumire: z.string(),
  judet: z.string(),
  localitate: z.string(),
  adresa: z.string(),
  cod_postal: z.string(),
});
export type CompanyLookup = z.infer<typeof companyLookupSchema>;

export const COMPANY_NOT_FOUND_MESSAGE = 'Nu am găsit nicio firmă cu acest CUI.';
export const COMPANY_LOOKUP_UNAVAILABLE_MESSAGE =
  'Serviciul ANAF nu răspunde acum. Completează datele firmei de mână sau încearcă din nou mai târziu.';

/** The easybox the checkout offers first; null for none. */
export const preferredLockerInputSchema = z.object({
  locker_id: textSchema()
    .trim()
    .max(40)
    .regex(/^[A-Za-z0-9_-]+$/, CHECKOUT_MESSAGES.lockerRequired)
    .nullable(),
});

/** The preferred easybox, if one is chosen and still open. */
export const preferredLockerSchema = z.object({ locker: lockerSchema.nullable() });
export type PreferredLocker = z.infer<typeof preferredLockerSchema>;

/** A saved record of the signed-in customer, by id. */
export const accountRecordParamsSchema = z.object({ id: positiveIntParam });

/** `DELETE /api/account/`: the password confirms closing the account. */
export const accountCloseSchema = z.object({
  password: textSchema({ error: 'Introdu parola.' }).min(1, 'Introdu parola.').max(128),
});
export type AccountCloseBody = z.infer<typeof accountCloseSchema>;
