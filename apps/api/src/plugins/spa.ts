import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { CONTENT_PAGES } from '@shop/shared/content-pages';
import type { ErrorCode } from '@shop/shared/error-codes';
import {
  HYDRATION_STATE_ID,
  type ApiTransport,
  type RenderedHead,
  type RenderedPage,
  type ServerRenderer,
} from '@shop/shared/server-render';
import { escapeHtml, injectHead, withDocumentLanguage, type PageHead } from '../lib/html-head';
import { inlineStylesheets } from '../lib/inline-styles';
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

const ROOT_ELEMENT = '<div id="root"></div>';

/** The status and head of a page path, or null for a page with the web app's default head. */
/** A page moved for good (a variant's own address) answers `redirect`, a 301 to that path. */
export type PageResolver = (
  pathname: string,
) => Promise<{ status: number; head: PageHead } | { redirect: string } | null>;

/** The whole head of a page from the title and description it declared while rendering. */
export type RenderedHeadResolver = (pathname: string, head: RenderedHead) => PageHead;

/**
 * Serves the built web app: hashed assets cached for a year, `index.html` for every other
 * non-API path (the SPA routes), never cached so that a deploy is seen at once. Pages that have
 * their own head (`pages`: home, products, categories, blog posts; `renderedHead`: every other
 * rendered page, from what it declared) get it in the HTML, so crawlers and link previews read it
 * without JavaScript, and an unknown product answers a real 404.
 */
export const spaPlugin = fp(
  async (
    app: FastifyInstance,
    options: {
      webDist: string | null;
      pages?: PageResolver;
      /**
       * For rendered pages `pages` does not know (the information pages, the listing, search): the
       * head they declared, with the canonical address and language alternates added.
       */
      renderedHead?: RenderedHeadResolver;
      /** The web app's server entry (entry-server.js); without it every page renders in the browser. */
      serverEntry?: string | null;
      /**
       * Google Analytics 4's measurement ID, handed to the web app in a meta tag; the browser loads
       * gtag.js only once the visitor consents to analytics.
       */
      analyticsId?: string | null;
      /**
       * The CDN's address of the media (MEDIA_PUBLIC_URL), handed to the web app in a meta tag and
       * to its server renderer: images under it are the shop's, with resized variants.
       */
      mediaBase?: string | null;
    },
  ) => {
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
    const analyticsMeta = options.analyticsId
      ? `<meta name="ga-measurement-id" content="${options.analyticsId}">`
      : '';
    const mediaMeta = options.mediaBase
      ? `<meta name="media-base" content="${escapeHtml(options.mediaBase)}">`
      : '';
    const indexHtml =
      hasWeb && indexFile && options.webDist
        ? inlineStylesheets(readFileSync(indexFile, 'utf8'), options.webDist).replace(
            '</head>',
            `${analyticsMeta}${mediaMeta}</head>`,
          )
        : null;
    // A rendered page paints without its scripts: they load after what is on screen (the largest
    // image, the font), which matters on a slow phone network, and hydrate it when they arrive.
    const renderedPageHtml = indexHtml?.replace(
      /<(script type="module"|link rel="modulepreload")/g,
      (tag) => `${tag} fetchpriority="low"`,
    );
    // Imported with the first page asked for, not at start: a start answers the API sooner, and a
    // process that serves only the API (the native app's, the admin's) never loads it (ADR 078).
    const serverEntry =
      indexHtml?.includes(ROOT_ELEMENT) && options.serverEntry && existsSync(options.serverEntry)
        ? options.serverEntry
        : null;
    let renderer: Promise<ServerRenderer> | undefined;

    async function renderedPage(request: FastifyRequest): Promise<RenderedPage> {
      if (!serverEntry) return { kind: 'client' };
      try {
        renderer ??= loadRenderer(app, serverEntry, options.mediaBase ?? null);
        return await (await renderer).render({ url: request.url, cookie: request.headers.cookie });
      } catch (error) {
        // The browser renders the page itself, as it does for the pages the server never renders.
        request.log.error({ err: error }, 'server rendering failed');
        return { kind: 'client' };
      }
    }

    async function pageAnswer(
      request: FastifyRequest,
      pathname: string,
    ): Promise<
      { status: number; head: PageHead } | { redirect: string } | { unavailable: UnavailableCause } | null
    > {
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

    const API_OR_MEDIA = /^\/(api|media)(\/|$)/;

    async function answerPage(
      request: FastifyRequest,
      reply: FastifyReply,
      templates: { browser: string; rendered: string },
    ) {
      const pathname = request.url.split('?')[0] ?? '/';
      const alias = PAGE_ALIASES.exec(pathname);
      if (alias) {
        const query = request.url.slice(pathname.length);
        return reply.redirect(`${alias[1] ?? ''}${CONTENT_PAGES.cookies.path}${query}`, 301);
      }
      const [page, rendered] = await Promise.all([pageAnswer(request, pathname), renderedPage(request)]);
      if (page && 'redirect' in page) return reply.redirect(page.redirect, 301);
      if (rendered.kind === 'redirect') return reply.redirect(rendered.location, rendered.status);
      if (page && 'unavailable' in page) {
        request.log.warn({ cause: page.unavailable }, 'database unavailable');
        return reply
          .status(503)
          .header('retry-after', String(RETRY_AFTER_SECONDS))
          .header('cache-control', 'no-store')
          .type('text/html; charset=utf-8')
          .send(serviceUnavailablePage(/^\/en(\/|$)/.test(pathname) ? 'en' : 'ro'));
      }
      reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
      if (rendered.kind === 'client') {
        return reply
          .status(page?.status ?? 200)
          .send(page ? injectHead(templates.browser, page.head) : templates.browser);
      }
      const template = templates.rendered;
      const head =
        page?.head ??
        (rendered.head && options.renderedHead ? options.renderedHead(pathname, rendered.head) : null);
      const document = withDocumentLanguage(head ? injectHead(template, head) : template, rendered.language);
      return reply
        .status(Math.max(page?.status ?? 200, rendered.status))
        .send(Readable.from(serverRenderedDocument(document, rendered)));
    }

    // Pages are a route (not the not-found handler) so that @fastify/compress, which hooks into
    // routes only, compresses them. Files of the build and every other route match first.
    if (indexHtml && renderedPageHtml) {
      const templates = { browser: indexHtml, rendered: renderedPageHtml };
      app.get('/*', { schema: { hide: true } }, async (request, reply) => {
        if (API_OR_MEDIA.test(request.url)) return reply.callNotFound();
        return answerPage(request, reply, templates);
      });
    }

    app.setNotFoundHandler(async (_request: FastifyRequest, reply: FastifyReply) =>
      reply.status(404).send({ detail: 'Resursa nu a fost găsită.', code: 'not_found' satisfies ErrorCode }),
    );
  },
);

/** The app's document with the rendered page inside its root element and the state to hydrate it with. */
async function* serverRenderedDocument(
  html: string,
  page: Extract<RenderedPage, { kind: 'page' }>,
): AsyncGenerator<string | Uint8Array> {
  const at = html.indexOf(ROOT_ELEMENT);
  yield `${html.slice(0, at)}<div id="root">`;
  yield* page.body;
  yield `</div><script type="application/json" id="${HYDRATION_STATE_ID}">${page.state}</script>`;
  yield html.slice(at + ROOT_ELEMENT.length);
}

/**
 * The web app's server renderer, whose API calls are answered inside this process (through the
 * same routes, cache included, as a browser's).
 */
async function loadRenderer(
  app: FastifyInstance,
  entry: string,
  mediaBase: string | null,
): Promise<ServerRenderer> {
  const { serverRenderer } = (await import(pathToFileURL(entry).href)) as { serverRenderer: ServerRenderer };
  const transport: ApiTransport = async (url, init) => {
    const target = new URL(url, 'http://localhost');
    const answer = await app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url: `${target.pathname}${target.search}`,
      headers: { accept: 'application/json' },
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    }
    const empty = answer.statusCode === 204 || answer.statusCode === 304;
    return new Response(empty ? null : answer.rawPayload, { status: answer.statusCode, headers });
  };
  await serverRenderer.prepare({ transport, mediaBase });
  return serverRenderer;
}
