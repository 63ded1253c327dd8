import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

const API_PATH = /^\/api(?:[/?]|$)/;

/**
 * Private unless said otherwise: every API answer that did not set its own Cache-Control gets
 * `no-store` (tokens, accounts, orders, and the errors of any of them), so a route added later is
 * covered without a thought; a public read that may be cached sets its own header. An answer to a
 * request that carried a token is `no-store` whatever the route set, on any path: it may be about
 * that user, and a shared cache must not hand it to the next one.
 */
export const cacheControlPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.headers.authorization !== undefined) {
      void reply.header('cache-control', 'no-store');
    } else if (API_PATH.test(request.url) && !reply.hasHeader('cache-control')) {
      void reply.header('cache-control', 'no-store');
    }
    done(null, payload);
  });
});
