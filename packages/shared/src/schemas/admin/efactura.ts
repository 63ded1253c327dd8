import { z } from 'zod';

/** Where documents stand with RO e-Factura (the invoices' `efactura_state`). */
export const EFACTURA_STATES = ['pending', 'uploaded', 'accepted', 'rejected'] as const;

/** `GET /api/admin/efactura/connection`: the shop's connection to ANAF's e-Factura API. */
export const efacturaConnectionSchema = z.object({
  /** `off`: EFACTURA_ENV is not set; documents are kept and wait as `pending`. */
  env: z.enum(['off', 'test', 'prod']),
  connected: z.boolean(),
  access_expires_at: z.string().nullable(),
  refresh_expires_at: z.string().nullable(),
  /** How many documents stand in each e-Factura state. */
  counts: z.object(
    Object.fromEntries(EFACTURA_STATES.map((state) => [state, z.number().int()])) as Record<
      (typeof EFACTURA_STATES)[number],
      z.ZodNumber
    >,
  ),
});
export type EfacturaConnection = z.infer<typeof efacturaConnectionSchema>;

/** `POST /api/admin/efactura/connection/start`: where the person giving the consent goes. */
export const efacturaConsentStartSchema = z.object({ authorize_url: z.string() });
export type EfacturaConsentStart = z.infer<typeof efacturaConsentStartSchema>;

/** How a consent ended, as the callback reports it to the admin page (`?conectare=`). */
export const EFACTURA_CONSENT_OUTCOMES = ['ok', 'expired', 'denied', 'failed'] as const;
export type EfacturaConsentOutcome = (typeof EFACTURA_CONSENT_OUTCOMES)[number];
