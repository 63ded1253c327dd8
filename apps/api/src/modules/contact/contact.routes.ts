import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema } from '@shop/shared/schemas/common';
import {
  adminContactListQuerySchema,
  adminContactMessageSchema,
  adminContactPageSchema,
  adminContactParamsSchema,
  adminContactReplySchema,
  contactMessageSchema,
  contactSentSchema,
} from '@shop/shared/schemas/contact';
import { invalidPage, pageRequest, toPage } from '../../lib/pagination';
import { actorOf } from '../admin/admin-scope';
import type { ContactService } from './contact.service';

const fieldErrors = errorSchema.catchall(z.unknown());

export async function contactRoutes(app: FastifyInstance, options: { contact: ContactService }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.post(
    '/contact/',
    {
      schema: {
        tags: ['contact'],
        summary: 'Send a message from /contact',
        description:
          'Needs `consimtamant: true` (contract §5). Markup is removed; then the name has 2-100 characters, the subject 3-150, the message 10-5000. Stored, mailed to the shop (Reply-To: the sender) and acknowledged to the sender. Five messages an hour per client address (429 with Retry-After).',
        body: contactMessageSchema,
        response: { 201: contactSentSchema, 400: fieldErrors, 403: errorSchema, 429: fieldErrors },
      },
    },
    async (request, reply) => {
      const sent = await options.contact.send(request.body, {
        userId: request.user?.id ?? null,
        clientAddress: request.ip,
      });
      return reply.code(201).send(sent);
    },
  );
}

const CONTACT_PAGE_SIZE = 25;
const errors = { 400: fieldErrors, 401: errorSchema, 403: errorSchema, 404: errorSchema };

/** Messages for staff (`/api/admin/contact/`): read them, answer by mail. */
export async function contactAdminRoutes(
  app: FastifyInstance,
  options: { contact: ContactService; publicUrl: string },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/contact/',
    {
      schema: {
        summary: 'Contact messages, newest first, with how many wait for an answer',
        querystring: adminContactListQuerySchema,
        response: { 200: adminContactPageSchema, ...errors },
      },
    },
    async (request) => {
      const page = pageRequest(request.query, CONTACT_PAGE_SIZE);
      const { results, count, unanswered } = await options.contact.list(
        { status: request.query.status, q: request.query.q || undefined },
        page,
      );
      if (results.length === 0 && page.page > 1) throw invalidPage();
      return {
        ...toPage(results, count, page, { publicUrl: options.publicUrl, url: request.url }),
        unanswered,
      };
    },
  );

  api.post(
    '/contact/:id/reply/',
    {
      schema: {
        summary: 'Answer a message: mailed to the sender, quoting it; the message is then answered',
        params: adminContactParamsSchema,
        body: adminContactReplySchema,
        response: { 200: adminContactMessageSchema, ...errors },
      },
    },
    async (request) => options.contact.reply(actorOf(request), request.params.id, request.body.reply),
  );
}
