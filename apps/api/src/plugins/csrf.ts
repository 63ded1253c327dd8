import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/errors';

export const CSRF_COOKIE = 'csrftoken';
export const CSRF_HEADER = 'x-csrftoken';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function newCsrfToken(): string {
  return randomBytes(24).toString('base64url');
}

function sameToken(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * Double-submit CSRF check: an unsafe request that carries the `csrftoken` cookie must send the same
 * value in `X-CSRFToken`. A page on another site can make the browser send the cookie, but it
 * cannot read it to copy it into the header.
 */
export const csrfPlugin = fp(async (app: FastifyInstance, options: { secureCookies: boolean }) => {
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    // Routes that carry their own proof instead (a signed webhook, a form with a payment secret).
    if (request.routeOptions.config.csrf === false) return;
    const cookie = request.cookies[CSRF_COOKIE];
    // Without the cookie the request cannot come from a page of another site riding on it, except
    // where a route requires the token anyway (a form anyone can post: reviews).
    if (!cookie && request.routeOptions.config.csrf !== 'required') return;
    const header = request.headers[CSRF_HEADER];
    if (!cookie || typeof header !== 'string' || !sameToken(cookie, header)) {
      throw new AppError(403, 'csrf.invalid', 'Token CSRF lipsă sau incorect.');
    }
  });

  app.decorateReply('setCsrfCookie', function (this: FastifyReply, token: string) {
    return this.setCookie(CSRF_COOKIE, token, {
      path: '/',
      sameSite: 'lax',
      secure: options.secureCookies,
      // The web app reads it to echo it back in the header, as Django's csrftoken.
      httpOnly: false,
      maxAge: 60 * 60 * 24 * 365,
    });
  });
});

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * false: the route is not checked (it authenticates each request by other means); 'required':
     * the cookie and its header must be there (contract §6: the token is fetched before posting).
     */
    csrf?: boolean | 'required';
  }
  interface FastifyReply {
    setCsrfCookie(token: string): FastifyReply;
  }
}
