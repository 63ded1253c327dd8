import http from 'node:http';
import type { Socket } from 'node:net';
import type { ErrorCode } from '@shop/shared/error-codes';

type ClientFailure = { status: number; code: ErrorCode; detail: string };

const TIMEOUT: ClientFailure = {
  status: 408,
  code: 'request.timeout',
  detail: 'Cererea a durat prea mult și a fost închisă.',
};
const HEADERS_TOO_LARGE: ClientFailure = {
  status: 431,
  code: 'request.headers_too_large',
  detail: 'Antetele cererii sunt prea mari.',
};
const MALFORMED: ClientFailure = {
  status: 400,
  code: 'request.invalid',
  detail: 'Cererea nu este HTTP valid.',
};

/** What the HTTP parser's refusal (`clientError`) is, in the shop's words and codes. */
export function clientFailureOf(error: NodeJS.ErrnoException): ClientFailure {
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') return TIMEOUT;
  if (error.code === 'HPE_HEADER_OVERFLOW') return HEADERS_TOO_LARGE;
  return MALFORMED;
}

/**
 * Fastify's `clientErrorHandler`: a request the HTTP parser refused before any route saw it (too
 * slow, headers too large, not HTTP) gets the shop's `{detail, code}` like every other answer,
 * and its connection closes. A reset connection has no one left to answer.
 */
export function answerClientError(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const failure = clientFailureOf(error);
  const body = JSON.stringify({ detail: failure.detail, code: failure.code });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${failure.status} ${http.STATUS_CODES[failure.status]}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Cache-Control: no-store\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
