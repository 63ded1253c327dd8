import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { loginBodySchema, registerBodySchema, tokenSchema, userSchema } from '@shop/shared/schemas/auth';
import { errorSchema } from '@shop/shared/schemas/common';
import { newCsrfToken } from '../../plugins/csrf';
import type { AccountSecurityService } from './account-security.service';
import { toUser } from './accounts.mapper';
import type { AccountsService } from './accounts.service';
import type { ReferralsService } from './referrals.service';

const registerErrorSchema = errorSchema.extend({ error: z.string() }).catchall(z.unknown());
const fieldErrorSchema = errorSchema.catchall(z.unknown());
const limitedSchema = errorSchema.extend({ retry_after: z.number() });

export async function authRoutes(
  app: FastifyInstance,
  options: {
    accounts: AccountsService;
    security: Pick<AccountSecurityService, 'afterRegister'>;
    referrals: Pick<ReferralsService, 'referrerFor' | 'link'>;
  },
) {
  const { accounts, security, referrals } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/register/',
    {
      schema: {
        tags: ['auth'],
        summary: 'Create a customer account and sign in',
        description:
          "Mails a link that verifies the address (48 hours; `/verificare`). `accept_terms`: the customer agreed to the terms and the privacy policy (recorded with the time). `cod_recomandare`: a friend's referral code (`referral.invalid_code` when unknown, `referral.own_referral` when it is the same mailbox); the first order then gets the referral discount.",
        body: registerBodySchema,
        response: { 201: tokenSchema, 400: registerErrorSchema, 429: limitedSchema },
      },
      // The sign-up form shows `error` (contract §8): every refusal carries it, validation ones included.
      preSerialization: async (_request, reply, payload: unknown) => {
        if (reply.statusCode !== 400 || typeof payload !== 'object' || payload === null) return payload;
        const body = payload as { detail?: string; error?: string };
        return body.error ? body : { ...body, error: body.detail ?? 'Eroare la înregistrare.' };
      },
    },
    async (request, reply) => {
      // The code is checked first: a wrong one must not leave an account behind.
      const referrerId = await referrals.referrerFor(request.body.cod_recomandare, request.body.email);
      const { token, user } = await accounts.register(request.body, request.ip);
      if (referrerId !== null) await referrals.link(user.id, referrerId);
      await security.afterRegister(user, request.body.accept_terms === true);
      return reply.status(201).send({ token });
    },
  );

  api.post(
    '/login/',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign in with a username or an email',
        body: loginBodySchema,
        response: { 200: tokenSchema, 400: fieldErrorSchema, 429: limitedSchema },
      },
    },
    async (request) => {
      const { token } = await accounts.login(request.body, request.ip);
      return { token };
    },
  );

  api.post(
    '/logout/',
    {
      config: { access: 'customer' },
      schema: {
        tags: ['auth'],
        summary: 'Revoke the token of this request',
        security: [{ token: [] }],
        response: { 204: z.null(), 401: errorSchema },
      },
    },
    async (request, reply) => {
      if (request.authToken) await accounts.logout(request.authToken);
      return reply.status(204).send(null);
    },
  );

  api.get(
    '/user/',
    {
      config: { access: 'customer' },
      schema: {
        tags: ['auth'],
        summary: 'The signed-in user',
        security: [{ token: [] }],
        response: { 200: userSchema, 401: errorSchema },
      },
    },
    async (request) => toUser(request.user!),
  );

  api.get(
    '/csrf/',
    {
      schema: {
        tags: ['auth'],
        summary: 'Set the csrftoken cookie, and answer a signed token for the native app',
        description:
          'Sets the `csrftoken` cookie, which the web app echoes in `X-CSRFToken`. `csrfToken` is a signed token valid 12 hours for the native app, which cannot keep the cookie: an unsafe request whose `Origin` is one of `APP_ORIGINS` passes with it in `X-CSRFToken`, without the cookie; from any other origin it counts for nothing. A stale or forged one is answered 403 `csrf.invalid` (fetch a new one).',
        response: { 200: z.object({ detail: z.string(), csrfToken: z.string() }) },
      },
    },
    async (request, reply) => {
      const current = request.cookies.csrftoken;
      reply.setCsrfCookie(current && /^[A-Za-z0-9_-]{20,64}$/.test(current) ? current : newCsrfToken());
      return { detail: 'CSRF cookie set', csrfToken: app.csrfSigner.issue() };
    },
  );
}
