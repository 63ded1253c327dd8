import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema } from '@shop/shared/schemas/common';
import {
  newsletterAnswerSchema,
  newsletterSubscribeSchema,
  newsletterTokenQuerySchema,
} from '@shop/shared/schemas/newsletter';
import type { LinkOutcome, NewsletterService } from './newsletter.service';

/** Where a mailed link lands: /abonare with its outcome, under the subscriber's language. */
function toStatusPage(reply: FastifyReply, outcome: LinkOutcome) {
  const prefix = outcome.lang === 'en' ? '/en' : '';
  return reply
    .code(303)
    .header('cache-control', 'no-store')
    .redirect(`${prefix}/abonare?status=${outcome.status}`);
}

export async function newsletterRoutes(app: FastifyInstance, options: { newsletter: NewsletterService }) {
  const { newsletter } = options;
  // RFC 8058: a mail app's one-click unsubscribe posts `List-Unsubscribe=One-Click` url-encoded.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/newsletter/subscribe/',
    {
      schema: {
        tags: ['newsletter'],
        summary: 'Sign up for the newsletter (double opt-in)',
        description:
          'Mails a confirmation link valid 48 hours. The answer is the same for a new, waiting or already subscribed address. Ten sign-ups an hour per client address and three confirmation mails an hour per email address (429 with Retry-After).',
        body: newsletterSubscribeSchema,
        response: {
          200: newsletterAnswerSchema,
          400: errorSchema.catchall(z.unknown()),
          403: errorSchema,
          429: errorSchema.catchall(z.unknown()),
        },
      },
    },
    async (request) => newsletter.subscribe(request.body, request.ip),
  );

  api.get(
    '/newsletter/confirm/',
    {
      schema: {
        tags: ['newsletter'],
        summary: "The confirmation mail's link: redirects to /abonare?status=ok, expirat or error",
        querystring: newsletterTokenQuerySchema,
        response: { 303: z.null(), 400: errorSchema.catchall(z.unknown()) },
      },
    },
    async (request, reply) => toStatusPage(reply, await newsletter.confirm(request.query.token)),
  );

  api.get(
    '/newsletter/unsubscribe/',
    {
      schema: {
        tags: ['newsletter'],
        summary: "A newsletter's unsubscribe link: redirects to /abonare?status=unsubscribed (or error)",
        querystring: newsletterTokenQuerySchema,
        response: { 303: z.null(), 400: errorSchema.catchall(z.unknown()) },
      },
    },
    async (request, reply) => toStatusPage(reply, await newsletter.unsubscribe(request.query.token)),
  );

  api.post(
    '/newsletter/unsubscribe/',
    {
      // Mail apps post it on the reader's behalf, with no cookie of the shop's: the token is the proof.
      config: { csrf: false },
      schema: {
        tags: ['newsletter'],
        summary: 'One-click unsubscribe (RFC 8058 List-Unsubscribe-Post)',
        consumes: ['application/x-www-form-urlencoded', 'application/json'],
        querystring: newsletterTokenQuerySchema,
        response: { 200: newsletterAnswerSchema, 400: errorSchema.catchall(z.unknown()), 404: errorSchema },
      },
    },
    async (request, reply) => {
      const outcome = await newsletter.unsubscribe(request.query.token);
      if (outcome.status !== 'unsubscribed') {
        return reply.code(404).send({ detail: 'Linkul de dezabonare nu este valid.', code: 'not_found' });
      }
      return { detail: 'Te-ai dezabonat.' };
    },
  );
}
