import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema } from '@shop/shared/schemas/common';
import {
  adminNetopiaSettingsInputSchema,
  adminNetopiaSettingsSchema,
  adminSamedaySettingsInputSchema,
  adminSamedaySettingsSchema,
  INTEGRATIONS,
  integrationTestResultSchema,
} from '@shop/shared/schemas/admin/integrations';
import { tooManyRequests } from '../../lib/errors';
import { actorOf } from '../admin/admin-scope';
import type { RateLimitRule, RateLimitService } from '../system/rate-limit.service';
import type { IntegrationConnectionTests, IntegrationsService } from './integrations.service';

/** Each test calls the processor's or the courier's API: a few a minute is all a person needs. */
export const INTEGRATION_TEST_RATE_LIMIT: RateLimitRule = { limit: 10, windowSeconds: 600 };

const errors = { 400: errorSchema.catchall(z.unknown()), 401: errorSchema, 403: errorSchema };
const SECRETS_NOTE =
  'Secrets are write-only: the answer says only whether one is in force (`set`), saved in the settings (`saved`) or in the environment (`environment_set`), never the value; the audit log records which secrets a save replaced, not them.';
const CHANGE_NOTE =
  'A field with a value saves it; `null` clears the saved value, so the environment’s counts again; a field left out keeps what it had. The shop uses the new values at once, in every server process.';

/**
 * `/api/admin/integrations/…`: the card processor's (Netopia) and the courier's (Sameday)
 * configuration, over the environment's (docs/decisions/054). The `settings` permission (ADR 055),
 * as it holds credentials; changes are audited.
 */
export async function integrationsAdminRoutes(
  app: FastifyInstance,
  options: {
    integrations: IntegrationsService;
    tests: IntegrationConnectionTests;
    rateLimits: RateLimitService;
  },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { integrations } = options;

  api.get(
    '/integrations/netopia',
    {
      schema: {
        summary: 'Netopia Payments: the settings in force, saved or from the environment',
        description: SECRETS_NOTE,
        response: { 200: adminNetopiaSettingsSchema, ...errors },
      },
    },
    async () => integrations.adminView('netopia'),
  );

  api.put(
    '/integrations/netopia',
    {
      schema: {
        summary: 'Change the Netopia Payments settings (audited)',
        description: `${CHANGE_NOTE} The public key is checked to read as a key (PEM). ${SECRETS_NOTE}`,
        body: adminNetopiaSettingsInputSchema,
        response: { 200: adminNetopiaSettingsSchema, ...errors },
      },
    },
    async (request) => integrations.update(actorOf(request), 'netopia', request.body),
  );

  api.get(
    '/integrations/sameday',
    {
      schema: {
        summary: 'Sameday: the settings in force, saved or from the environment',
        description: SECRETS_NOTE,
        response: { 200: adminSamedaySettingsSchema, ...errors },
      },
    },
    async () => integrations.adminView('sameday'),
  );

  api.put(
    '/integrations/sameday',
    {
      schema: {
        summary: 'Change the Sameday settings (audited)',
        description: `${CHANGE_NOTE} ${SECRETS_NOTE}`,
        body: adminSamedaySettingsInputSchema,
        response: { 200: adminSamedaySettingsSchema, ...errors },
      },
    },
    async (request) => integrations.update(actorOf(request), 'sameday', request.body),
  );

  api.post(
    '/integrations/:name/test',
    {
      schema: {
        summary: 'Test the connection to Netopia or Sameday with the settings in force',
        description:
          'Calls the integration’s API with the saved (else the environment’s) settings. `ok` false carries what the integration said, with the secrets masked. 409 `integrations.not_configured` when a value it needs is missing. At most 10 tests per person in 10 minutes (429).',
        params: z.object({ name: z.enum(INTEGRATIONS) }),
        response: {
          200: integrationTestResultSchema,
          ...errors,
          409: errorSchema,
          429: errorSchema.catchall(z.unknown()),
        },
      },
    },
    async (request) => {
      const taken = await options.rateLimits.take(
        `integration-test:${request.user!.id}`,
        INTEGRATION_TEST_RATE_LIMIT,
      );
      if (!taken.taken) throw tooManyRequests(taken.retryAfter);
      return integrations.testConnection(request.params.name, options.tests);
    },
  );
}
