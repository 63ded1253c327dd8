/**
 * "The database cannot be reached right now", told apart from "this query is wrong": such a
 * failure answers 503 with Retry-After (the pool reconnects by itself once PostgreSQL is back),
 * not a 500 that reads as a bug. Recognised from the shapes `pg` and `pg-pool` give it, at any
 * depth of `cause` (Drizzle wraps driver errors; fetch wraps socket errors) or inside an
 * AggregateError (a host name with several addresses). A socket error of another backing service
 * (Stripe, SMTP) is as temporary and answers the same.
 */

import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorCode } from '@shop/shared/error-codes';
import { errorChain } from './error-chain';

/** Seconds a client is told to wait before trying again; PostgreSQL restarts in a few. */
export const RETRY_AFTER_SECONDS = 5;

export const SERVICE_UNAVAILABLE: { code: ErrorCode; detail: string } = {
  code: 'service_unavailable',
  detail: 'Serviciul este temporar indisponibil. Încercați din nou în câteva momente.',
};

/** Socket errors of a connection that could not be made or was lost. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'EHOSTDOWN',
  'ENETUNREACH',
  'ENETDOWN',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * SQLSTATEs of a server that is not there for us: class 08 (connection exception), 57P01-57P03
 * (admin shutdown, crash shutdown, cannot connect now: starting or stopping), 53300 (too many
 * connections) and 57014 (query cancelled: a statement ran past the bound, `statement_timeout`,
 * which a server stuck on locks or load gives).
 */
const UNAVAILABLE_SQLSTATE = /^(08[0-9A-Z]{3}|57P0[123]|57014|53300)$/;

/** What pg and pg-pool throw, without a code, when a connection is lost or cannot be had. */
const DRIVER_MESSAGES = new Set([
  'Connection terminated',
  'Connection terminated unexpectedly',
  'Connection terminated due to connection timeout',
  'timeout expired',
  'timeout exceeded when trying to connect',
  // No answer within the pool's `query_timeout`: the server is frozen or cut off.
  'Query read timeout',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
  'Cannot use a pool after calling end on the pool',
]);

const MAX_DEPTH = 8;

export type UnavailableCause = { code: string | undefined; message: string };

/**
 * The connection-class error inside `error`, or null when it is some other failure. Only its code
 * and message are returned: a wrapping query error carries the SQL and its parameters, which are
 * not for the logs.
 */
export function unavailableCause(error: unknown): UnavailableCause | null {
  for (const link of errorChain(error, MAX_DEPTH)) {
    const { code, message, statusCode } = link as { code?: unknown; message?: unknown; statusCode?: unknown };
    // Already the client's fault by Fastify's reckoning: an upload the client aborted is ECONNRESET too.
    if (typeof statusCode === 'number' && statusCode < 500) return null;
    const codeText = typeof code === 'string' ? code : undefined;
    const messageText = typeof message === 'string' ? message : '';
    if (
      (codeText && (NETWORK_CODES.has(codeText) || UNAVAILABLE_SQLSTATE.test(codeText))) ||
      DRIVER_MESSAGES.has(messageText)
    ) {
      return { code: codeText, message: messageText };
    }
  }
  return null;
}

/** Answers 503 `{detail, code}` with Retry-After; the cause is logged as a warning, once per request. */
export function replyServiceUnavailable(
  request: FastifyRequest,
  reply: FastifyReply,
  cause: UnavailableCause,
): FastifyReply {
  request.log.warn({ cause }, 'database unavailable');
  return reply
    .status(503)
    .header('retry-after', String(RETRY_AFTER_SECONDS))
    .send({ detail: SERVICE_UNAVAILABLE.detail, code: SERVICE_UNAVAILABLE.code });
}

const PAGE_TEXTS = {
  ro: {
    title: 'Magazin indisponibil temporar',
    heading: 'Magazinul este indisponibil pentru câteva momente',
    body: 'Nu putem încărca pagina chiar acum. Încercați din nou în câteva momente.',
    retry: 'Încercați din nou',
  },
  en: {
    title: 'Shop temporarily unavailable',
    heading: 'The shop is unavailable for a few moments',
    body: 'We cannot load this page right now. Please try again in a few moments.',
    retry: 'Try again',
  },
} as const;

/**
 * The page a visitor gets instead of the web app while the database is away: small, without
 * scripts or other requests, in the page's language. Its link reloads the same address.
 */
export function serviceUnavailablePage(lang: 'ro' | 'en'): string {
  const text = PAGE_TEXTS[lang];
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${text.title}</title>
<style>body{font-family:system-ui,sans-serif;max-width:36rem;margin:15vh auto;padding:0 1.5rem;color:#1f2937;line-height:1.5}a{color:#166534}</style>
</head>
<body>
<main>
<h1>${text.heading}</h1>
<p>${text.body}</p>
<p><a href="">${text.retry}</a></p>
</main>
</body>
</html>
`;
}
