import type { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema } from '@shop/shared/schemas/common';
import { notFound } from '../../lib/errors';
import { primedStream } from '../../lib/primed-stream';
import { SITEMAP_MAX_URLS, type SeoService } from './seo.service';

/** Crawlers may keep these a few minutes; a new product shows up soon enough. */
const CRAWL_CACHE = 'public, max-age=300';

export async function seoRoutes(app: FastifyInstance, options: { seo: SeoService }) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  // The route schemas document the body as text; a sitemap file is sent as it is written.
  const sendXml = (reply: FastifyReply, body: string | Readable) =>
    reply.header('cache-control', CRAWL_CACHE).type('application/xml; charset=utf-8').send(body);
  api.get(
    '/sitemap.xml',
    {
      schema: {
        tags: ['seo'],
        summary: 'Sitemap: home, listings, categories, products and blog posts in Romanian and English',
        description: `A \`<urlset>\` of every public page while they fit in one file (SITEMAP_URLS_PER_FILE URLs, at most ${SITEMAP_MAX_URLS}); past that a \`<sitemapindex>\` of \`/sitemap-{n}.xml\` files, each a \`<urlset>\`: the other pages first, then the products in id order.`,
        response: {
          200: {
            description: 'The sitemap or the sitemap index (sitemaps.org)',
            content: { 'application/xml': { schema: z.string() } },
          },
        },
      },
    },
    async (_request, reply) => {
      const sitemap = await options.seo.sitemap();
      const body = 'index' in sitemap ? sitemap.index : await primedStream(sitemap.urls);
      return sendXml(reply, body);
    },
  );

  api.get(
    '/sitemap-:file(^\\d{1,6}).xml',
    {
      schema: {
        tags: ['seo'],
        summary: 'One file of the sitemap index',
        params: z.object({ file: z.coerce.number().int().min(1) }),
        response: {
          200: {
            description: 'Part of the sitemap (sitemaps.org `<urlset>`)',
            content: { 'application/xml': { schema: z.string() } },
          },
          404: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const urls = await options.seo.sitemapFile(request.params.file);
      if (!urls) throw notFound('not_found', 'Fișierul hărții site-ului nu există.');
      return sendXml(reply, await primedStream(urls));
    },
  );

  api.get(
    '/robots.txt',
    {
      schema: {
        tags: ['seo'],
        summary: 'Rules for crawlers, with the sitemap address',
        response: { 200: { description: 'The rules', content: { 'text/plain': { schema: z.string() } } } },
      },
    },
    async (_request, reply) =>
      reply
        .header('cache-control', CRAWL_CACHE)
        .type('text/plain; charset=utf-8')
        .send(options.seo.robotsTxt()),
  );
}
