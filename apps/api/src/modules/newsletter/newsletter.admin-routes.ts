import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema } from '@shop/shared/schemas/common';
import { adminSubscriberListQuerySchema, adminSubscriberPageSchema } from '@shop/shared/schemas/newsletter';
import { invalidPage, pageRequest, toPage } from '../../lib/pagination';
import type { NewsletterService } from './newsletter.service';

const SUBSCRIBERS_PAGE_SIZE = 50;
const errors = {
  400: errorSchema.catchall(z.unknown()),
  401: errorSchema,
  403: errorSchema,
  404: errorSchema,
};

/** The newsletter's subscribers for staff: the list and its CSV export. */
export async function newsletterAdminRoutes(
  app: FastifyInstance,
  options: { newsletter: NewsletterService; publicUrl: string },
) {
  const { newsletter } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/newsletter/subscribers/',
    {
      schema: {
        summary: 'Newsletter subscribers, newest first, with how many are confirmed',
        description: `\`status\`: pending, subscribed or unsubscribed; \`q\` matches part of the email. ${SUBSCRIBERS_PAGE_SIZE} a page by default.`,
        querystring: adminSubscriberListQuerySchema,
        response: { 200: adminSubscriberPageSchema, ...errors },
      },
    },
    async (request) => {
      const page = pageRequest(request.query, SUBSCRIBERS_PAGE_SIZE);
      const filter = { status: request.query.status, q: request.query.q || undefined };
      const { results, count, subscribed } = await newsletter.list(filter, page);
      if (results.length === 0 && page.page > 1) throw invalidPage();
      return {
        ...toPage(results, count, page, { publicUrl: options.publicUrl, url: request.url }),
        subscribed,
      };
    },
  );

  api.get(
    '/newsletter/subscribers.csv',
    {
      schema: {
        summary: 'The subscribers the filter matches, as CSV (UTF-8 with BOM)',
        querystring: adminSubscriberListQuerySchema.omit({ page: true, page_size: true }),
        response: {
          200: { description: 'The CSV file', content: { 'text/csv': { schema: z.string() } } },
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const csv = await newsletter.csv({ status: request.query.status, q: request.query.q || undefined });
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="abonati-newsletter.csv"')
        .send(csv);
    },
  );
}
