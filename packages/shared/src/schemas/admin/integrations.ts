import { z } from 'zod';
import { textSchema } from '../common';

/** The integrations staff configure in the settings: the card processor and the courier. */
export const INTEGRATIONS = ['netopia', 'sameday'] as const;
export type IntegrationName = (typeof INTEGRATIONS)[number];

/**
 * A plain setting as staff see it: the value in force (`value`: the saved one, else the
 * environment's, null when neither), whether it was saved in the settings, and the environment's.
 */
export const plainSettingSchema = z.object({
  value: z.string().nullable(),
  saved: z.boolean(),
  environment: z.string().nullable(),
});
export type PlainSetting = z.infer<typeof plainSettingSchema>;

/** A secret is never sent back: only whether one is in force, saved, or in the environment. */
export const secretSettingSchema = z.object({
  set: z.boolean(),
  saved: z.boolean(),
  environment_set: z.boolean(),
});
export type SecretSetting = z.infer<typeof secretSettingSchema>;

const changeSchema = {
  /** Whether the integration is on: every value it needs is in force. */
  active: z.boolean(),
  updated_at: z.string().nullable(),
  updated_by: z.string().nullable(),
};

/** `GET /api/admin/integrations/netopia`. */
export const adminNetopiaSettingsSchema = z.object({
  ...changeSchema,
  env: plainSettingSchema,
  pos_signature: plainSettingSchema,
  public_key: plainSettingSchema,
  api_url: plainSettingSchema,
  api_key: secretSettingSchema,
});
export type AdminNetopiaSettings = z.infer<typeof adminNetopiaSettingsSchema>;

/** `GET /api/admin/integrations/sameday`. */
export const adminSamedaySettingsSchema = z.object({
  ...changeSchema,
  username: plainSettingSchema,
  api_url: plainSettingSchema,
  pickup_point_id: plainSettingSchema,
  service_id: plainSettingSchema,
  password: secretSettingSchema,
});
export type AdminSamedaySettings = z.infer<typeof adminSamedaySettingsSchema>;

/** A field of a change: a value saves it, null clears it back to the environment's, absent keeps it. */
const field = <T extends z.ZodType>(schema: T) => schema.nullable().optional();
const text = (max: number) => textSchema().trim().min(1, 'Completați valoarea.').max(max);
const apiUrl = textSchema()
  .trim()
  .max(300)
  .pipe(z.url({ protocol: /^https?$/, error: 'Introduceți o adresă http(s) validă.' }));
/** Netopia's public key or certificate, in PEM (the server also checks that it reads as a key). */
const publicKeyPem = textSchema()
  .trim()
  .max(10_000)
  .regex(
    /^-----BEGIN (PUBLIC KEY|RSA PUBLIC KEY|CERTIFICATE)-----[\s\S]+-----END (PUBLIC KEY|RSA PUBLIC KEY|CERTIFICATE)-----$/,
    'Introduceți cheia publică în format PEM (-----BEGIN PUBLIC KEY-----…).',
  );
const serviceOrPointId = textSchema()
  .trim()
  .regex(/^\d{1,12}$/, 'Introduceți identificatorul numeric de la Sameday.');

/** `PUT /api/admin/integrations/netopia`. */
export const adminNetopiaSettingsInputSchema = z.strictObject({
  env: field(z.enum(['sandbox', 'live'], { error: 'Alegeți sandbox sau live.' })),
  pos_signature: field(text(100)),
  public_key: field(publicKeyPem),
  api_url: field(apiUrl),
  api_key: field(text(500)),
});
export type AdminNetopiaSettingsInput = z.infer<typeof adminNetopiaSettingsInputSchema>;

/** `PUT /api/admin/integrations/sameday`. */
export const adminSamedaySettingsInputSchema = z.strictObject({
  username: field(text(200)),
  api_url: field(apiUrl),
  pickup_point_id: field(serviceOrPointId),
  service_id: field(serviceOrPointId),
  // A password is kept as typed: spaces may be part of it.
  password: field(textSchema().min(1, 'Completați parola.').max(200)),
});
export type AdminSamedaySettingsInput = z.infer<typeof adminSamedaySettingsInputSchema>;

/** `POST /api/admin/integrations/{name}/test`: whether the integration answered with the values in force. */
export const integrationTestResultSchema = z.object({
  ok: z.boolean(),
  /** Why it failed, as the integration said it (secrets masked); null when it answered. */
  message: z.string().nullable(),
});
export type IntegrationTestResult = z.infer<typeof integrationTestResultSchema>;
