import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ErrorCode } from '@shop/shared/error-codes';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/errors';
import { postgresDataException } from '../lib/postgres-data-exception';
import { replyServiceUnavailable, unavailableCause } from '../lib/service-unavailable';

type FieldErrors = Record<string, string[]>;

const FASTIFY_CLIENT_ERRORS: Record<string, { code: ErrorCode; detail: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: {
    code: 'request.invalid_json',
    detail: 'Corpul cererii nu este JSON valid.',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: { code: 'request.empty_body', detail: 'Corpul cererii lipsește.' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    code: 'request.unsupported_media_type',
    detail: 'Tip de conținut neacceptat.',
  },
  FST_ERR_CTP_BODY_TOO_LARGE: { code: 'request.body_too_large', detail: 'Corpul cererii este prea mare.' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    code: 'request.invalid_length',
    detail: 'Lungimea cererii nu este validă.',
  },
  FST_ERR_BAD_URL: { code: 'request.bad_url', detail: 'Adresa cererii nu este validă.' },
  FST_ERR_MAX_PARAM_LENGTH: { code: 'request.url_too_long', detail: 'Adresa cererii este prea lungă.' },
};

/**
 * Fastify's router answers a badly encoded URL or a too long path parameter itself, before any
 * route or error handler: this gives those answers the shop's shape (Fastify's `frameworkErrors`).
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const known = FASTIFY_CLIENT_ERRORS[error.code];
  const status = error.statusCode ?? 500;
  if (!known || status >= 500) {
    request.log.error({ err: error }, 'router error');
    void reply.status(500).send({
      detail: `A apărut o eroare internă. Referință: ${request.id}`,
      code: 'internal_error' satisfies ErrorCode,
    });
    return;
  }
  void reply.status(status).send({ detail: known.detail, code: known.code });
}

function fieldErrorsOf(error: FastifyError): FieldErrors {
  const fields: FieldErrors = {};
  if (!hasZodFastifySchemaValidationErrors(error)) return fields;
  for (const issue of error.validation) {
    const path = issue.instancePath.replace(/^\//, '').replace(/\//g, '.');
    const params = issue.params as { issue?: { path?: PropertyKey[] } };
    const key = path || params.issue?.path?.map(String).join('.') || 'non_field_errors';
    (fields[key] ??= []).push(issue.message ?? 'Valoare invalidă.');
  }
  return fields;
}

/**
 * One error handler: validation problems answer 400 `{detail, code, <field>: [messages]}`, typed
 * application errors their own status and `{detail, code}`, a value PostgreSQL refused 400
 * (lib/postgres-data-exception), an unreachable database 503 with
 * Retry-After (lib/service-unavailable), and anything unexpected a 500 that
 * names only the request id (the cause is logged, never sent).
 */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const unavailable = unavailableCause(error);
    if (unavailable) return replyServiceUnavailable(request, reply, unavailable);
    if (error instanceof AppError) {
      if (error.status === 429 && typeof error.extra.retry_after === 'number') {
        void reply.header('retry-after', String(error.extra.retry_after));
      }
      // The error's own `detail` and `code` win over a field of the same name.
      return reply.status(error.status).send({ ...error.extra, detail: error.detail, code: error.code });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields = fieldErrorsOf(error);
      const first = Object.values(fields)[0]?.[0] ?? 'Date invalide.';
      // A field named `code` or `detail` must not turn the answer's own into a list: those two
      // keys always say what went wrong (the field's message is the detail when it is the first).
      return reply.status(400).send({ ...fields, detail: first, code: 'validation_error' });
    }
    const sqlState = postgresDataException(error);
    if (sqlState) {
      request.log.warn({ sqlState }, 'PostgreSQL refused a value from the request');
      return reply
        .status(400)
        .send({ detail: 'Date invalide.', code: 'request.invalid_data' satisfies ErrorCode });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (malformed JSON, body too large…) get stable codes and our words.
      const known = FASTIFY_CLIENT_ERRORS[error.code];
      const detail =
        known?.detail ??
        (error instanceof SyntaxError
          ? FASTIFY_CLIENT_ERRORS.FST_ERR_CTP_INVALID_JSON_BODY!.detail
          : error.message);
      return reply.status(status).send({ detail, code: known?.code ?? 'request.invalid' });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({
      detail: `A apărut o eroare internă. Referință: ${request.id}`,
      code: 'internal_error',
    });
  });
});
