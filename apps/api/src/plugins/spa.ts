import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { CONTENT_PAGES } from '@shop/shared/content-pages';
import type { ErrorCode } from '@shop/shared/error-codes';
import { injectHead, type PageHead } from '../lib/html-head';
import {
  RETRY_AFTER_SECONDS,
  serviceUnavailablePage,
  type UnavailableCause,
  unavailableCause,
} from '../lib/service-unavailable';

const YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * Contract §2: the cookie banner links to /politica-cookie, the footer to /politica-cookies. The
 * server answers the first with a permanent redirect (keeping a /ro or /en prefix and the query),
 * so crawlers and shared links see one page; the web app redirects the same way in-app.
 */
const PAGE_ALIASES = /^(\/(?:ro|en))?\/politica-cookie\/?$/;

/** The status and head of a page path, or null for a page with the web app's default head. */
export type PageResolver = (pathname: string) => Promise<{ status: number; head: PageHead } | null>;

/**
 * Serves the built web app: hashed assets cached for a year, `index.html` for every other
 * non-API path (the SPA routes), never cached so that a deploy is seen at once. Pages that have
 * their own head (`pages`: home, products, categories, blog posts) get it in the HTML, so crawlers
 * and link previews read it without JavaScript, and an unknown product answers a real 404.
 */
export const spaPlugin = fp(
  async (app: FastifyInstance, options: { webDist: string | null; pages?: PageResolver }) => {
    const indexFile = options.webDist ? path.join(options.webDist, 'index.html') : null;
    const hasWeb = indexFile !== null && existsSync(indexFile);
    if (hasWeb && options.webDist) {
      await app.register(fastifyStatic, {
        root: options.webDist,
        prefix: '/',
        wildcard: false,
        index: false,
        // The server answers these itself (modules/seo); a copy in the build must not clash with them.
        globIgnore: ['robots.txt', 'sitemap.xml'],
        setHeaders(reply, filePath) {
          const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
          void reply.header(
            'cache-control',
            hashed ? `public, max-age=${YEAR_SECONDS}, immutable` : 'no-cache',
          );
        },
      });
    }
    // Read once: the file only changes with a new build, which means a new process.
    const indexHtml = hasWeb && indexFile ? readFileSync(indexFile, 'utf8') : null;

    app.decorate('sendIndexHtml', (reply: FastifyReply, status = 200) =>
      reply
        .status(status)
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(indexHtml),
    );

    async function pageAnswer(
      request: FastifyRequest,
      pathname: string,
    ): Promise<{ status: number; head: PageHead } | { unavailable: UnavailableCause } | null> {
      if (!options.pages) return null;
      try {
        return await options.pages(pathname);
      } catch (error) {
        // Without the database the web app could not load the page's data either: the visitor is
        // told to come back in a moment, and a crawler gets a 503 it retries, not a page without content.
        const unavailable = unavailableCause(error);
        if (unavailable) return { unavailable };
        // The page still works without its head: the web app loads its own data.
        request.log.warn({ err: error }, 'page head failed');
        return null;
      }
    }

    app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
      const pathname = request.url.split('?')[0] ?? '/';
      const isPage =
        (request.method === 'GET' || request.method === 'HEAD') && !/^\/(api|media)(\/|$)/.test(pathname);
      if (isPage && indexHtml) {
        const alias = PAGE_ALIASES.exec(pathname);
        if (alias) {
          const query = request.url.slice(pathname.length);
          return reply.redirect(`${alias[1] ?? ''}${CONTENT_PAGES.cookies.path}${query}`, 301);
        }
        const page = await pageAnswer(request, pathname);
        if (!page) return app.sendIndexHtml(reply);
        if ('unavailable' in page) {
          request.log.warn({ cause: page.unavailable }, 'database unavailable');
          return reply
            .status(503)
            .header('retry-after', String(RETRY_AFTER_SECONDS))
            .header('cache-control', 'no-store')
            .type('text/html; charset=utf-8')
            .send(serviceUnavailablePage(/^\/en(\/|$)/.test(pathname) ? 'en' : 'ro'));
        }
        return reply
          .status(page.status)
          .header('cache-control', 'no-store')
          .type('text/html; charset=utf-8')
          .send(injectHead(indexHtml, page.head));
      }
      return reply
        .status(404)
        .send({ detail: 'Resursa nu a fost găsită.', code: 'not_found' satisfies ErrorCode });
    });
  },
);

declare module 'fastify' {
  interface FastifyInstance {
    sendIndexHtml(reply: FastifyReply, status?: number): FastifyReply;
  }
}
