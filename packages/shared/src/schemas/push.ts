import { z } from 'zod';
import { isSafeInAppPath, NEXT_PATH_MAX } from '../safe-path';
import { idSchema, textSchema } from './common';

/** The platforms the app runs on, and the kinds of push token a device may hold. */
export const DEVICE_PLATFORMS = ['android', 'ios'] as const;
export const DEVICE_TOKEN_KINDS = ['fcm', 'apns'] as const;
export type DeviceTokenKind = (typeof DEVICE_TOKEN_KINDS)[number];

export const DEVICE_TOKEN_MAX = 4096;
export const DEVICE_APP_VERSION_MAX = 32;

/** `POST /api/devices/`: what the app sends at start-up, on sign-in and on sign-out. */
export const deviceRegistrationSchema = z.object({
  token: textSchema({ error: 'Tokenul dispozitivului lipsește.' })
    .trim()
    .min(1, 'Tokenul dispozitivului lipsește.')
    .max(DEVICE_TOKEN_MAX, `Tokenul are cel mult ${DEVICE_TOKEN_MAX} de caractere.`),
  platform: z.enum(DEVICE_PLATFORMS, { error: 'Platforma este android sau ios.' }),
  token_kind: z.enum(DEVICE_TOKEN_KINDS, { error: 'Tipul tokenului este fcm sau apns.' }),
  locale: z.enum(['ro', 'en'], { error: 'Limba este ro sau en.' }),
  app_version: textSchema()
    .trim()
    .max(DEVICE_APP_VERSION_MAX, `Versiunea are cel mult ${DEVICE_APP_VERSION_MAX} de caractere.`)
    .default(''),
});
export type DeviceRegistration = z.input<typeof deviceRegistrationSchema>;

export const deviceRegisteredSchema = z.object({ id: z.number().int() });

/** Who a notification goes to: every device, one customer's, or those of customers who opted in. */
export const NOTIFICATION_AUDIENCES = ['all', 'customer', 'offers'] as const;
export type NotificationAudience = (typeof NOTIFICATION_AUDIENCES)[number];

export const NOTIFICATION_TITLE_MAX = 65;
export const NOTIFICATION_BODY_MAX = 240;

export const NOTIFICATION_MESSAGES = {
  title: `Titlul are între 1 și ${NOTIFICATION_TITLE_MAX} de caractere.`,
  body: `Textul are între 1 și ${NOTIFICATION_BODY_MAX} de caractere.`,
  url: 'Linkul este o pagină a magazinului: începe cu un singur „/”, fără adresa site-ului (ex. /produse/crema).',
  audience: 'Alege cui trimiți: toți, un client sau cei care acceptă oferte.',
  customer: 'Alege clientul.',
} as const;

/**
 * A link a notification opens: one of the shop's own paths (one leading "/", no "//", no scheme,
 * no backslash or control character), the rule the app applies on a tap.
 */
export const shopPathSchema = textSchema({ error: NOTIFICATION_MESSAGES.url })
  .trim()
  .max(NEXT_PATH_MAX, NOTIFICATION_MESSAGES.url)
  .refine((value) => isSafeInAppPath(value), NOTIFICATION_MESSAGES.url);

/** `POST /api/admin/notifications/`: what staff send, and to whom. */
export const adminNotificationSchema = z
  .object({
    title: textSchema({ error: NOTIFICATION_MESSAGES.title })
      .trim()
      .min(1, NOTIFICATION_MESSAGES.title)
      .max(NOTIFICATION_TITLE_MAX, NOTIFICATION_MESSAGES.title),
    body: textSchema({ error: NOTIFICATION_MESSAGES.body })
      .trim()
      .min(1, NOTIFICATION_MESSAGES.body)
      .max(NOTIFICATION_BODY_MAX, NOTIFICATION_MESSAGES.body),
    url: shopPathSchema,
    audience: z.enum(NOTIFICATION_AUDIENCES, { error: NOTIFICATION_MESSAGES.audience }),
    customer_id: idSchema(NOTIFICATION_MESSAGES.customer).nullish(),
  })
  .superRefine((input, ctx) => {
    if (input.audience === 'customer' && !input.customer_id) {
      ctx.addIssue({ code: 'custom', path: ['customer_id'], message: NOTIFICATION_MESSAGES.customer });
    }
  });
export type AdminNotification = z.input<typeof adminNotificationSchema>;

/** The answer of a send: how many devices it was queued for. */
export const notificationSentSchema = z.object({ reached: z.number().int() });
export type NotificationSent = z.infer<typeof notificationSentSchema>;

/** Whether the shop can send push notifications (a Firebase service account is configured). */
export const notificationStatusSchema = z.object({ configured: z.boolean() });
export type NotificationStatus = z.infer<typeof notificationStatusSchema>;
