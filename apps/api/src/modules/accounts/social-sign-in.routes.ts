import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema, textSchema } from '@shop/shared/schemas/common';
import { notFound, tooManyRequests } from '../../lib/errors';
import type { RateLimitRule, RateLimitService } from '../system/rate-limit.service';
import { SOCIAL_PROVIDERS } from './social-providers';
import { SocialSignInError, type SocialSignInService } from './social-sign-in.service';

/** The browser's half of a sign-in's state: only the browser that started it may finish it. */
const STATE_COOKIE = 'social_state';
const START_RATE_LIMIT: RateLimitRule = { limit: 30, windowSeconds: 10 * 60 };

const providerParams = z.object({ provider: z.enum(SOCIAL_PROVIDERS) });

/** Sign-in with Google or Facebook (`/api/auth/social/…`), for the providers configured. */
export async function socialSignInRoutes(
  app: FastifyInstance,
  options: {
    social: SocialSignInService;
    rateLimits: Pick<RateLimitService, 'take'>;
    publicUrl: string;
  },
) {
  const { social, rateLimits, publicUrl } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['auth'];
  const secure = publicUrl.startsWith('https://');
  const cookiePath = '/api/auth/social/';

  api.get(
    '/auth/social/providers/',
    {
      schema: {
        tags,
        summary: 'The social sign-ins this shop offers',
        response: { 200: z.object({ providers: z.array(z.enum(SOCIAL_PROVIDERS)) }) },
      },
    },
    async () => ({ providers: social.enabled() }),
  );

  api.get(
    '/auth/social/:provider/start/',
    {
      schema: {
        tags,
        summary: 'Start signing in with a provider: 302 to its consent page',
        description:
          'Authorization-code flow with PKCE (S256) and a single-use `state`, valid 10 minutes and bound to this browser by a cookie. `next`: a path in the shop to land on after. 404 for a provider that is not configured.',
        params: providerParams,
        querystring: z.object({ next: textSchema().max(300).optional() }),
        response: {
          302: z.null(),
          400: errorSchema.catchall(z.unknown()),
          404: errorSchema,
          429: errorSchema.extend({ retry_after: z.number() }),
        },
      },
    },
    async (request, reply) => {
      if (!social.isEnabled(request.params.provider))
        throw notFound('not_found', 'Autentificarea cu acest furnizor nu este disponibilă.');
      const taken = await rateLimits.take(`social-start:${request.ip}`, START_RATE_LIMIT);
      if (!taken.taken) throw tooManyRequests(taken.retryAfter);
      const { url, state } = await social.start(request.params.provider, request.query.next);
      return reply
        .setCookie(STATE_COOKIE, state, {
          path: cookiePath,
          httpOnly: true,
          sameSite: 'lax',
          secure,
          maxAge: 600,
        })
        .header('cache-control', 'no-store')
        .redirect(url, 302);
    },
  );

  api.get(
    '/auth/social/:provider/callback/',
    {
      schema: {
        tags,
        summary: "The provider's way back: 302 to /social-success with a token, or to /login with the reason",
        description:
          'Signed in: `/social-success#token=…&next=…` (the token in the fragment, which no server sees). Otherwise `/login?social=` `cancelled`, `expired` (an unknown, used or old state, or another browser), `failed` (the provider did not answer), `email` (no address the provider vouches for) or `staff` (staff sign in with their password).',
        params: providerParams,
        // What the provider sends back is read leniently: a malformed value is a missing one (the
        // sign-in then fails with its reason), never a validation error naming a field `code`,
        // which would collide with the error's own `code`.
        querystring: z.object({
          code: textSchema().max(2000).optional().catch(undefined),
          state: textSchema().max(200).optional().catch(undefined),
          error: textSchema().max(200).optional().catch(undefined),
        }),
        response: { 302: z.null(), 400: errorSchema.catchall(z.unknown()), 404: errorSchema },
      },
    },
    async (request, reply) => {
      if (!social.isEnabled(request.params.provider))
        throw notFound('not_found', 'Autentificarea cu acest furnizor nu este disponibilă.');
      void reply.clearCookie(STATE_COOKIE, { path: cookiePath }).header('cache-control', 'no-store');
      try {
        const { token, next } = await social.finish(
          request.params.provider,
          request.query,
          request.cookies[STATE_COOKIE],
        );
        const fragment = new URLSearchParams({ token, next }).toString();
        return reply.redirect(`${publicUrl}/social-success#${fragment}`, 302);
      } catch (error) {
        if (!(error instanceof SocialSignInError)) throw error;
        return reply.redirect(`${publicUrl}/login?social=${error.reason}`, 302);
      }
    },
  );
}
