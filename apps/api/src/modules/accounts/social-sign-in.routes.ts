import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { appCodeExchangeSchema, tokenSchema } from '@shop/shared/schemas/auth';
import { errorSchema, textSchema } from '@shop/shared/schemas/common';
import { appDeepLink } from '../../lib/app-links';
import { notFound, tooManyRequests } from '../../lib/errors';
import type { RateLimitRule, RateLimitService } from '../system/rate-limit.service';
import { AUTH_RATE_LIMITS } from './accounts.service';
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
    rateLimits: Pick<RateLimitService, 'take' | 'takeEach' | 'giveBack'>;
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
          'Authorization-code flow with PKCE (S256) and a single-use `state`, valid 10 minutes and bound to this browser by a cookie. `next`: a path in the shop to land on after. `app=1`: the native app opened this in the system browser; the way back is then its deep link with a one-time code (see the callback). 404 for a provider that is not configured.',
        params: providerParams,
        querystring: z.object({
          next: textSchema().max(300).optional(),
          app: z.literal('1').optional(),
        }),
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
      const { url, state } = await social.start(request.params.provider, request.query.next, {
        forApp: request.query.app === '1',
      });
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
          'Signed in: `/social-success#token=…&next=…` (the token in the fragment, which no server sees). Otherwise `/login?social=` `cancelled`, `expired` (an unknown, used or old state, or another browser), `failed` (the provider did not answer), `email` (no address the provider vouches for) or `staff` (staff sign in with their password). Started with `app=1`, the same ways back go into the native app: `ro.salvia.shop://app/autentificare/aplicatie?code=…` (a one-time code, valid 2 minutes, for `POST /api/auth/app-code/`) or `ro.salvia.shop://app/login?social=…`.',
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
        const result = await social.finish(
          request.params.provider,
          request.query,
          request.cookies[STATE_COOKIE],
        );
        if (result.kind === 'app') {
          const query = new URLSearchParams({ code: result.code }).toString();
          return reply.redirect(appDeepLink(`/autentificare/aplicatie?${query}`), 302);
        }
        const fragment = new URLSearchParams({ token: result.token, next: result.next }).toString();
        return reply.redirect(`${publicUrl}/social-success#${fragment}`, 302);
      } catch (error) {
        if (!(error instanceof SocialSignInError)) throw error;
        const login = `/login?social=${error.reason}`;
        return reply.redirect(error.forApp ? appDeepLink(login) : `${publicUrl}${login}`, 302);
      }
    },
  );

  api.post(
    '/auth/app-code/',
    {
      schema: {
        tags,
        summary: "The native app trades a social sign-in's one-time code for a token",
        description:
          '`{code}` from the deep link `ro.salvia.shop://app/autentificare/aplicatie?code=…` that ends a sign-in started with `app=1`. Answers `{token}` as `POST /api/login/` does. A code works once, for 2 minutes: used, expired or unknown, 400 `auth.app_code_invalid`. Refusals count against the client address as failed sign-ins do (429 with `retry_after`).',
        body: appCodeExchangeSchema,
        response: {
          200: tokenSchema,
          400: errorSchema.catchall(z.unknown()),
          429: errorSchema.extend({ retry_after: z.number() }),
        },
      },
    },
    async (request) => {
      // As a sign-in: the slot is taken before the code is looked up, and given back when it works.
      const taken = await rateLimits.takeEach([[`app-code:${request.ip}`, AUTH_RATE_LIMITS.loginPerAddress]]);
      if (!taken.taken) throw tooManyRequests(taken.retryAfter);
      const answer = await social.exchangeAppCode(request.body.code);
      await Promise.all(taken.slots.map((slot) => rateLimits.giveBack(slot)));
      return answer;
    },
  );
}
