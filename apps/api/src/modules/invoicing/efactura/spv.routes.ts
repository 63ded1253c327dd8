import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { efacturaConnectionSchema, efacturaConsentStartSchema } from '@shop/shared/schemas/admin/efactura';
import { errorSchema, textSchema } from '@shop/shared/schemas/common';
import { AppError, notFound } from '../../../lib/errors';
import { actorOf } from '../../admin/admin-scope';
import { ConsentError } from './anaf-oauth-connection';
import type { Efactura } from './spv-service';

/** The browser's half of a consent's state: only the browser that started it may finish it. */
const STATE_COOKIE = 'efactura_state';
/** The admin's language when the consent started, so that the way back lands in it. */
const LOCALE_COOKIE = 'efactura_locale';
const COOKIE_PATH = '/api/efactura/oauth/';
/** The admin page the consent comes back to. */
export const EFACTURA_ADMIN_PAGE = '/admin/facturi/e-factura';

/** The staff's view of the e-Factura connection and the start of ANAF's consent (`/api/admin/efactura/…`). */
export async function efacturaAdminRoutes(
  app: FastifyInstance,
  options: { efactura: Efactura; publicUrl: string },
) {
  const { efactura } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const secure = options.publicUrl.startsWith('https://');

  api.get(
    '/efactura/connection',
    {
      schema: {
        summary: "The shop's connection to ANAF's RO e-Factura",
        description:
          '`env` is EFACTURA_ENV (`off` by default: documents are issued and kept, and wait as `pending`). `connected`: a consent was given for this environment and its refresh token is alive; the dates are when the access token (refreshed a week ahead by the server) and the refresh token expire. `counts`: documents per e-Factura state.',
        response: { 200: efacturaConnectionSchema },
      },
    },
    async () => ({ ...(await efactura.connection.status()), counts: await efactura.counts() }),
  );

  api.post(
    '/efactura/connection/start',
    {
      schema: {
        summary: "Start ANAF's OAuth consent: the URL of ANAF's sign-in with a qualified certificate",
        description:
          "Answers ANAF's authorize URL with a single-use `state`, valid 15 minutes and bound to this browser by a cookie; the browser goes there, the person with the shop's qualified certificate signs in, and ANAF sends the browser back to `GET /api/efactura/oauth/callback`, which lands on the admin page in `locale` (default `ro`). 409 `efactura.off` when EFACTURA_ENV is off.",
        body: z.object({ locale: z.enum(['ro', 'en']).optional() }).nullish(),
        response: {
          200: efacturaConsentStartSchema,
          400: errorSchema.catchall(z.unknown()),
          403: errorSchema,
          409: errorSchema,
        },
      },
    },
    async (request, reply) => {
      if (!efactura.enabled)
        throw new AppError(409, 'efactura.off', 'e-Factura este oprit (EFACTURA_ENV): nu ai ce conecta.');
      const { authorizeUrl, state } = await efactura.connection.start(actorOf(request));
      const cookie = { path: COOKIE_PATH, httpOnly: true, sameSite: 'lax', secure, maxAge: 15 * 60 } as const;
      void reply
        .setCookie(STATE_COOKIE, state, cookie)
        .setCookie(LOCALE_COOKIE, request.body?.locale ?? 'ro', cookie)
        .header('cache-control', 'no-store');
      return { authorize_url: authorizeUrl };
    },
  );
}

/** ANAF's way back after the consent (`/api/efactura/oauth/callback`), outside the admin scope. */
export async function efacturaOAuthRoutes(
  app: FastifyInstance,
  options: { efactura: Efactura; publicUrl: string },
) {
  const { efactura, publicUrl } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/efactura/oauth/callback',
    {
      schema: {
        tags: ['admin'],
        summary: "ANAF's way back from the e-Factura consent: 302 to the admin page",
        description: `Trades the code for tokens (stored encrypted) when \`state\` is the pending one, unexpired, and this browser's; then 302 to \`${EFACTURA_ADMIN_PAGE}?conectare=\` (under \`/en\` when the consent started in English) \`ok\`, \`expired\` (unknown, used or old state, or another browser), \`denied\` (the person refused) or \`failed\` (ANAF refused the code or did not answer). 404 when EFACTURA_ENV is off.`,
        // What ANAF sends back is read leniently: a malformed value is a missing one.
        querystring: z.object({
          code: textSchema().max(4000).optional().catch(undefined),
          state: textSchema().max(200).optional().catch(undefined),
          error: textSchema().max(200).optional().catch(undefined),
        }),
        response: { 302: z.null(), 404: errorSchema },
      },
    },
    async (request, reply) => {
      if (!efactura.enabled) throw notFound('not_found', 'e-Factura este oprit.');
      const prefix = request.cookies[LOCALE_COOKIE] === 'en' ? '/en' : '';
      void reply
        .clearCookie(STATE_COOKIE, { path: COOKIE_PATH })
        .clearCookie(LOCALE_COOKIE, { path: COOKIE_PATH })
        .header('cache-control', 'no-store');
      let outcome = 'ok';
      try {
        await efactura.connection.finish(request.query, request.cookies[STATE_COOKIE]);
      } catch (error) {
        if (!(error instanceof ConsentError)) throw error;
        outcome = error.reason;
      }
      return reply.redirect(`${publicUrl}${prefix}${EFACTURA_ADMIN_PAGE}?conectare=${outcome}`, 302);
    },
  );
}
