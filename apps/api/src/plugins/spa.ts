import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

const YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * Serves the built web app: hashed assets cached for a year, `index.html` for every other
 * non-API path (the SPA routes), never cached so that a deploy is seen at once.
 */
export const spaPlugin = fp(async (app: FastifyInstance, options: { webDist: string | null }) => {
  const indexFile = options.webDist ? path.join(options.webDist, 'index.html') : null;
  const hasWeb = indexFile !== null && existsSync(indexFile);
  if (hasWeb && options.webDist) {
    await app.register(fastifyStatic, {
      root: options.webDist,
      prefix: '/',
      wildcard: false,
      index: false,
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
    reply.status(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(indexHtml),
  );

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') && !/^\/(api|media)(\/|$)/.test(pathname);
    if (isPage && indexHtml) return app.sendIndexHtml(reply);
    return reply.status(404).send({ detail: 'Resursa nu a fost găsită.', code: 'not_found' });
  });
});

declare module 'fastify' {
  interface FastifyInstance {
    sendIndexHtml(reply: FastifyReply, status?: number): FastifyReply;
  }
}
