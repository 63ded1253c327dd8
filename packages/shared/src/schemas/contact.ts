import { z } from 'zod';
import { intParam, pageSchema, positiveIntParam, textSchema } from './common';

export const CONTACT_LIMITS = {
  nameMin: 2,
  nameMax: 100,
  subjectMin: 3,
  subjectMax: 150,
  messageMin: 10,
  messageMax: 5000,
  /** Messages one client address may send an hour. */
  perHour: 5,
} as const;

export const CONTACT_MESSAGES = {
  name: `Numele are între ${CONTACT_LIMITS.nameMin} și ${CONTACT_LIMITS.nameMax} de caractere.`,
  email: 'Adresă email invalidă.',
  subject: `Subiectul are între ${CONTACT_LIMITS.subjectMin} și ${CONTACT_LIMITS.subjectMax} de caractere.`,
  message: `Mesajul are între ${CONTACT_LIMITS.messageMin} și ${CONTACT_LIMITS.messageMax} de caractere.`,
  /** Contract §5. */
  consent: 'Trebuie să bifezi consimțământul pentru prelucrarea datelor.',
  sent: 'Mulțumim! Ți-am primit mesajul și îți răspundem în cel mult o zi lucrătoare.',
} as const;

/** `POST /api/contact/`. Lengths are checked again once markup is removed. */
export const contactMessageSchema = z.object({
  nume: textSchema({ error: CONTACT_MESSAGES.name })
    .trim()
    .min(1, CONTACT_MESSAGES.name)
    .max(1000, CONTACT_MESSAGES.name),
  email: textSchema({ error: CONTACT_MESSAGES.email })
    .trim()
    .toLowerCase()
    .max(254, CONTACT_MESSAGES.email)
    .pipe(z.email({ error: CONTACT_MESSAGES.email })),
  subiect: textSchema({ error: CONTACT_MESSAGES.subject })
    .trim()
    .min(1, CONTACT_MESSAGES.subject)
    .max(1000, CONTACT_MESSAGES.subject),
  mesaj: textSchema({ error: CONTACT_MESSAGES.message })
    .trim()
    .min(1, CONTACT_MESSAGES.message)
    .max(20_000, CONTACT_MESSAGES.message),
  consimtamant: z.literal(true, { error: CONTACT_MESSAGES.consent }),
  lang: z.enum(['ro', 'en']).default('ro'),
});
export type ContactMessageInput = z.input<typeof contactMessageSchema>;

export const contactSentSchema = z.object({ id: z.number().int(), detail: z.string() });

export const CONTACT_STATUSES = ['new', 'answered'] as const;
export type ContactStatus = (typeof CONTACT_STATUSES)[number];

export const CONTACT_REPLY_MAX = 5000;

/** A message as staff read it. */
export const adminContactMessageSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  lang: z.string(),
  status: z.enum(CONTACT_STATUSES),
  reply: z.string(),
  replied_at: z.string().nullable(),
  replied_by: z.string().nullable(),
  created_at: z.string(),
});
export type AdminContactMessage = z.infer<typeof adminContactMessageSchema>;

export const adminContactPageSchema = pageSchema(adminContactMessageSchema).extend({
  /** Messages not answered yet, whatever the filter. */
  unanswered: z.number().int(),
});
export type AdminContactPage = z.infer<typeof adminContactPageSchema>;

export const adminContactListQuerySchema = z.object({
  status: z
    .enum(CONTACT_STATUSES, { error: `Stare invalidă. Valori permise: ${CONTACT_STATUSES.join(', ')}.` })
    .optional(),
  q: textSchema().trim().max(100, 'Cel mult 100 de caractere.').optional(),
  page: positiveIntParam.optional(),
  page_size: intParam(1, 100).optional(),
});

export const adminContactParamsSchema = z.object({ id: positiveIntParam });

export const adminContactReplySchema = z.object({
  reply: textSchema({ error: 'Răspunsul este obligatoriu.' })
    .trim()
    .min(1, 'Răspunsul este obligatoriu.')
    .max(CONTACT_REPLY_MAX, `Cel mult ${CONTACT_REPLY_MAX} de caractere.`),
});
