import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/errors';

export const CSRF_COOKIE = 'csrftoken';
export const CSRF_HEADER = 'x-csrftoken';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** How long a signed token (the native app's) is accepted after `GET /api/csrf/` gave it. */
export const SIGNED_TOKEN_TTL_MS = 12 * 3600_000;
const SIGNED_TOKEN = /^v1\.([0-9]{10,13})\.([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/;

export function newCsrfToken(): string {
  return randomBytes(24).toString('base64url');
}

function sameToken(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * The native app's CSRF tokens: `v1.<expiry ms>.<nonce>.<HMAC-SHA256 of both>` with the server's
 * secret. The app's web view cannot keep the API's cookie (a third-party cookie to it), so it
 * sends this token, read from `GET /api/csrf/`'s body, which only the allowed origins can read
 * (CORS). Nothing is stored: any process with the secret checks it.
 */
export function createCsrfSigner(secret: string, now: () => number = Date.now) {
  const mac = (expiry: string, nonce: string) =>
    createHmac('sha256', secret).update(`csrf:v1.${expiry}.${nonce}`).digest('base64url');
  return {
    issue(): string {
      const expiry = String(now() + SIGNED_TOKEN_TTL_MS);
      const nonce = randomBytes(16).toString('base64url');
      return `v1.${expiry}.${nonce}.${mac(expiry, nonce)}`;
    },
    /** A token this server signed that has not expired. */
    verify(token: string): boolean {
      const match = SIGNED_TOKEN.exec(token);
      if (!match) return false;
      const [, expiry, nonce, signature] = match as unknown as [string, string, string, string];
      return sameToken(mac(expiry, nonce), signature) && Number(expiry) > now();
    },
  };
}
export type CsrfSigner = ReturnType<typeof createCsrfSigner>;

/**
 * The key of the signed tokens: CSRF_SECRET, or else one generated once and kept beside the data
 * ($DATA_DIR/csrf-secret, readable by the server alone), so that tokens outlive a restart.
 */
export async function csrfSecretFor(config: { csrfSecret: string | undefined; dataDir: string }) {
  if (config.csrfSecret) return config.csrfSecret;
  const file = path.join(config.dataDir, 'csrf-secret');
  await fs.mkdir(config.dataDir, { recursive: true });
  try {
    // `wx`: of two processes starting at once, one writes and the other reads what it wrote.
    await fs.writeFile(file, randomBytes(32).toString('hex'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const secret = (await fs.readFile(file, 'utf8')).trim();
  if (secret.length < 32) throw new Error(`${file} holds no usable secret: delete it or set CSRF_SECRET`);
  return secret;
}

const refused = () => new AppError(403, 'csrf.invalid', 'Token CSRF lipsă sau incorect.');

/**
 * Double-submit CSRF check: an unsafe request that carries the `csrftoken` cookie must send the same
 * value in `X-CSRFToken`. A page on another site can make the browser send the cookie, but it
 * cannot read it to copy it into the header.
 *
 * The native app (an `Origin` among APP_ORIGINS, which a page of another site cannot send) sends
 * a signed token instead of the cookie's value; a stale or forged one is refused, so the app knows
 * to fetch a new one. From any other origin a signed token counts for nothing.
 */
export const csrfPlugin = fp(
  async (
    app: FastifyInstance,
    options: { secureCookies: boolean; appOrigins: readonly string[]; signer: CsrfSigner },
  ) => {
    const appOrigins = new Set(options.appOrigins);
    app.decorate('csrfSigner', options.signer);

    app.addHook('onRequest', async (request) => {
      if (SAFE_METHODS.has(request.method)) return;
      // Routes that carry their own proof instead (a signed webhook, a form with a payment secret).
      if (request.routeOptions.config.csrf === false) return;
      const cookie = request.cookies[CSRF_COOKIE];
      const header = request.headers[CSRF_HEADER];
      const origin = request.headers.origin;
      if (typeof origin === 'string' && appOrigins.has(origin) && typeof header === 'string' && header) {
        if (options.signer.verify(header)) return;
        if (!cookie) throw refused();
      }
      // Without the cookie the request cannot come from a page of another site riding on it, except
      // where a route requires the token anyway (a form anyone can post: reviews).
      if (!cookie && request.routeOptions.config.csrf !== 'required') return;
      if (!cookie || typeof header !== 'string' || !sameToken(cookie, header)) throw refused();
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
  },
);

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * false: the route is not checked (it authenticates each request by other means); 'required':
     * the cookie and its header must be there (contract §6: the token is fetched before posting),
     * or, from the native app, a signed token.
     */
    csrf?: boolean | 'required';
  }
  interface FastifyInstance {
    /** Issues and checks the native app's signed CSRF tokens. */
    csrfSigner: CsrfSigner;
  }
  interface FastifyReply {
    setCsrfCookie(token: string): FastifyReply;
  }
}
