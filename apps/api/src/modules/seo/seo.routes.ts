import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { SeoService } from './seo.service';

/** Crawlers may keep these a few minutes; a new product shows up soon enough. */
const CRAWL_CACHE = 'public, max-age=300';

export async function seoRoutes(app: FastifyInstance, options: { seo: SeoService }) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/sitemap.xml',
    {
      schema: {
        tags: ['seo'],
        summary: 'Sitemap: home, listings, categories, products and blog posts in Romanian and English',
        response: {
          200: {
            description: 'The sitemap (sitemaps.org)',
            content: { 'application/xml': { schema: z.string() } },
          },
        },
      },
    },
    async (_request, reply) => {
      const xml = await options.seo.sitemapXml();
      return reply.header('cache-control', CRAWL_CACHE).type('application/xml; charset=utf-8').send(xml);
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
