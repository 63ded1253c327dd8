import { z } from 'zod';
import { intParam, pageSchema, positiveIntParam, textSchema } from './common';

/** Contract §5 (footer.email_required, footer.email_invalid) and §9 (48 hours). */
export const NEWSLETTER_MESSAGES = {
  required: 'Introduceți adresa de email.',
  invalid: 'Adresă email invalidă.',
  source: 'Sursă invalidă.',
  /** The same answer whether the address was new, waiting or already subscribed. */
  checkInbox: 'Verifică-ți emailul: ți-am trimis linkul de confirmare.',
} as const;

export const NEWSLETTER_CONFIRM_HOURS = 48;

/** Contract §7: `POST /api/newsletter/subscribe/ {email, source}`; the email is trimmed (§5). */
export const newsletterSubscribeSchema = z.object({
  email: textSchema({ error: NEWSLETTER_MESSAGES.required })
    .trim()
    .toLowerCase()
    .min(1, NEWSLETTER_MESSAGES.required)
    .max(254, NEWSLETTER_MESSAGES.invalid)
    .pipe(z.email({ error: NEWSLETTER_MESSAGES.invalid })),
  source: textSchema({ error: NEWSLETTER_MESSAGES.source })
    .trim()
    .regex(/^[a-z0-9_]{1,40}$/, NEWSLETTER_MESSAGES.source)
    .default('cta_footer'),
  /** The page's language, for the mails. */
  lang: z.enum(['ro', 'en']).default('ro'),
});
export type NewsletterSubscribe = z.input<typeof newsletterSubscribeSchema>;

export const newsletterAnswerSchema = z.object({ detail: z.string() });

export const newsletterTokenQuerySchema = z.object({
  token: textSchema().trim().max(200).default(''),
});

export const NEWSLETTER_STATUSES = ['pending', 'subscribed', 'unsubscribed'] as const;
export type NewsletterStatus = (typeof NEWSLETTER_STATUSES)[number];

/** A subscriber as staff see them. */
export const adminSubscriberSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  status: z.enum(NEWSLETTER_STATUSES),
  source: z.string(),
  lang: z.string(),
  created_at: z.string(),
  confirmed_at: z.string().nullable(),
  unsubscribed_at: z.string().nullable(),
});
export type AdminSubscriber = z.infer<typeof adminSubscriberSchema>;

export const adminSubscriberPageSchema = pageSchema(adminSubscriberSchema).extend({
  /** Confirmed subscribers, whatever the filter. */
  subscribed: z.number().int(),
});
export type AdminSubscriberPage = z.infer<typeof adminSubscriberPageSchema>;

export const adminSubscriberListQuerySchema = z.object({
  status: z
    .enum(NEWSLETTER_STATUSES, {
      error: `Stare invalidă. Valori permise: ${NEWSLETTER_STATUSES.join(', ')}.`,
    })
    .optional(),
  q: textSchema().trim().max(100, 'Cel mult 100 de caractere.').optional(),
  page: positiveIntParam.optional(),
  page_size: intParam(1, 100).optional(),
});
export type AdminSubscriberListQuery = z.input<typeof adminSubscriberListQuerySchema>;
