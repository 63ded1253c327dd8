import { gunzipSync, gzipSync } from 'node:zlib';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { createJsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema } from '@shop/shared/schemas/common';
import type { Access } from './auth';

type JsonSchema = Record<string, unknown>;

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A request body the route reads itself instead of through a validated `schema.body` (a
     * multipart upload): how the OpenAPI document describes it.
     */
    openapiRequestBody?: { mediaType: string; schema: JsonSchema; description?: string };
  }
}

/** Methods whose body Fastify parses (and so may refuse as malformed, too large or of another type). */
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const JSON_MEDIA = 'application/json';
/** Error answers the document may describe as a page rather than `{detail, code}`. */
const HTML_MEDIA = 'text/html';

const jsonSchemaOf = (schema: z.ZodType) => {
  const { $schema: _, ...rest } = z.toJSONSchema(schema, { io: 'output', target: 'draft-2020-12' });
  return rest as JsonSchema;
};
const ERROR = jsonSchemaOf(errorSchema);
/** A 400 also names each invalid field with its messages. */
const FIELD_ERRORS = jsonSchemaOf(errorSchema.catchall(z.unknown()));

const jsonError = (description: string, schema: JsonSchema = ERROR, extra: JsonSchema = {}) => ({
  description,
  ...extra,
  content: { [JSON_MEDIA]: { schema } },
});

/**
 * The answers every route may give whatever its own code does, from what the route is: the router
 * answers 400 to a badly encoded address and 414 to a path parameter over its limit; the auth
 * plugin 401 to a token that matches nobody (on any route) and to a guest where a sign-in is
 * needed, 403 to a customer on a staff route; the CSRF check 403 on an unsafe method; the
 * validator 400; the body parser 400, 413 and 415; the catalogue cache 304 to a matching
 * `If-None-Match`; any route 503 with `Retry-After` while the database cannot be reached. A
 * route's own description of a status wins.
 */
function conventionalResponses(route: RouteOptions, hasValidation: boolean): Record<string, unknown> {
  const access: Access = route.config?.access ?? 'public';
  const methods = (Array.isArray(route.method) ? route.method : [route.method]).map((m) => m.toUpperCase());
  const takesBody = methods.some((method) => BODY_METHODS.has(method));
  const checksCsrf = takesBody && route.config?.csrf !== false;
  const responses: Record<string, unknown> = {
    400: jsonError(
      hasValidation || takesBody
        ? 'Invalid input: `{detail, code}` and, for invalid fields, one key per field with its messages.'
        : 'A badly encoded address.',
      FIELD_ERRORS,
    ),
    401: jsonError(
      access === 'public'
        ? 'The `Authorization` header names no valid token (a guest sends none).'
        : 'Not signed in, or the token is not valid.',
    ),
    500: jsonError('An unexpected failure: the answer names only the request id (`internal_error`).'),
    503: jsonError(
      'The database cannot be reached right now; try again after `Retry-After` seconds.',
      ERROR,
      {
        headers: { 'retry-after': { type: 'integer', description: 'Seconds to wait.' } },
      },
    ),
  };
  const permissions = route.config?.permissions ?? [];
  const forbidden = [
    ...(access === 'superuser' ? ['Superusers only.'] : []),
    ...(access === 'staff'
      ? [
          permissions.length === 0
            ? 'Staff only.'
            : `Staff holding ${permissions.map((p) => `\`${p}\``).join(' or ')} through a role (a superuser holds every permission: \`x-permissions\`).`,
        ]
      : []),
    ...(checksCsrf
      ? [
          'The `csrftoken` cookie came without the same value in `X-CSRFToken`, or a request from the native app (an `Origin` of `APP_ORIGINS`) with a stale or forged signed token (`csrf.invalid`).',
        ]
      : []),
  ];
  if (forbidden.length > 0) responses[403] = jsonError(forbidden.join(' '));
  if (/[:*]/.test(route.url)) responses[414] = jsonError('A path parameter is longer than the router takes.');
  if (route.config?.catalogCache) {
    responses[304] = {
      description: 'Not modified: `If-None-Match` names the current `ETag`.',
      headers: { etag: { type: 'string' } },
      type: 'null',
    };
  }
  if (takesBody) {
    responses[413] = jsonError('The body is larger than the route accepts.');
    responses[415] = jsonError('The body is of a media type the route does not read.');
  }
  return responses;
}

/**
 * Error answers are `{detail, code}` in JSON whatever the route's success answer is (the error
 * handler makes them): a route's `produces` (CSV, XML) or a bare schema for an error status is
 * documented as JSON; only a page the route documents as HTML stays HTML.
 */
function errorAsJson(status: string, response: unknown): unknown {
  if (Number(status) < 400 || !response || typeof response !== 'object') return response;
  const entry = response as { content?: Record<string, unknown>; description?: string };
  if (entry.content) {
    const kept = Object.fromEntries(
      Object.entries(entry.content).filter(([media]) => media === JSON_MEDIA || media === HTML_MEDIA),
    );
    return { ...entry, content: Object.keys(kept).length > 0 ? kept : { [JSON_MEDIA]: { schema: ERROR } } };
  }
  const { description, ...schema } = entry as JsonSchema & { description?: string };
  return { description: description ?? 'Default Response', content: { [JSON_MEDIA]: { schema } } };
}

/**
 * Zod's JSON Schema of a pipe in input mode is its input side only: a check made after a
 * transform (an email format after trimming, the bounds of a number read from a query string)
 * would not be published although the server enforces it. The output side's checks are merged
 * in, so the document is as strict as the server.
 */
function publishPipeChecks(zodSchema: z.core.$ZodType, jsonSchema: JsonSchema, target: string): void {
  const def = zodSchema._zod.def as { type: string; out?: z.core.$ZodType };
  if (def.type !== 'pipe' || !def.out) return;
  const outType = (def.out._zod.def as { type: string }).type;
  if (outType === 'transform' || outType === 'pipe') return;
  let out: JsonSchema;
  try {
    out = z.toJSONSchema(def.out, {
      io: 'output',
      target: target as 'draft-2020-12',
      unrepresentable: 'any',
    }) as JsonSchema;
  } catch {
    return;
  }
  const isDigits = jsonSchema.type === 'string' && typeof jsonSchema.pattern === 'string';
  if (out.type === 'integer' && isDigits && /^\^\\d\{1,\d+\}\$$/.test(jsonSchema.pattern as string)) {
    // Decimal digits read into an integer: on the wire, an integer parameter with its bounds.
    delete jsonSchema.pattern;
    jsonSchema.type = 'integer';
    if (out.minimum !== undefined) jsonSchema.minimum = out.minimum;
    if (out.maximum !== undefined) jsonSchema.maximum = out.maximum;
    return;
  }
  if (out.type !== 'string' || jsonSchema.type !== 'string') return;
  if (typeof out.format === 'string' && jsonSchema.format === undefined) jsonSchema.format = out.format;
  if (typeof out.pattern === 'string' && out.pattern !== jsonSchema.pattern) {
    if (jsonSchema.pattern === undefined) jsonSchema.pattern = out.pattern;
    else jsonSchema.allOf = [...((jsonSchema.allOf as JsonSchema[]) ?? []), { pattern: out.pattern }];
  }
  for (const [key, pick] of [
    ['minLength', Math.max],
    ['maxLength', Math.min],
  ] as const) {
    const value = out[key];
    if (typeof value !== 'number') continue;
    const own = jsonSchema[key];
    jsonSchema[key] = typeof own === 'number' ? pick(own, value) : value;
  }
}

/** fastify-type-provider-zod's own adjustments for OpenAPI 3.1 (replaced when an override is given). */
function zodOverride(io: 'input' | 'output', target: string) {
  return (ctx: { zodSchema: z.core.$ZodType; jsonSchema: JsonSchema }) => {
    const type = (ctx.zodSchema._zod.def as { type: string }).type;
    if (type === 'union' && Array.isArray(ctx.jsonSchema.anyOf)) {
      ctx.jsonSchema.anyOf = (ctx.jsonSchema.anyOf as JsonSchema[]).filter((s) => Object.keys(s).length > 0);
    }
    if (type === 'date' && io === 'output') {
      ctx.jsonSchema.type = 'string';
      ctx.jsonSchema.format = 'date-time';
    }
    if (type === 'undefined' && io === 'output') ctx.jsonSchema.type = 'null';
    if (io === 'input') publishPipeChecks(ctx.zodSchema, ctx.jsonSchema, target);
  };
}

const zodTransform = (io: 'input' | 'output') =>
  createJsonSchemaTransform({
    zodToJsonConfig: { override: zodOverride(io, 'draft-2020-12') as never },
  });
/** Requests are described by their input side, answers by their output side (the library's split). */
const inputTransform = zodTransform('input');
const outputTransform = zodTransform('output');

type TransformInput = Parameters<typeof inputTransform>[0] & { route: RouteOptions };

function transform(input: TransformInput) {
  const { schema } = input;
  if (!schema || (schema as { hide?: boolean }).hide) return inputTransform(input);
  const { response, ...request } = schema as Record<string, unknown>;
  const requestPart = inputTransform({ ...input, schema: request } as never);
  const responsePart = response
    ? outputTransform({ ...input, schema: { response } } as never)
    : { schema: {} };
  const described = requestPart.schema as Record<string, unknown>;
  const own = ((responsePart.schema as { response?: Record<string, unknown> }).response ?? {}) as Record<
    string,
    unknown
  >;
  const hasValidation = ['body', 'querystring', 'params', 'headers'].some(
    (key) => request[key] !== undefined,
  );
  const responses = Object.fromEntries(
    Object.entries({ ...conventionalResponses(input.route, hasValidation), ...own }).map(
      ([status, value]) => [status, errorAsJson(status, value)],
    ),
  );
  const body = input.route.config?.openapiRequestBody;
  return {
    url: requestPart.url,
    schema: {
      ...described,
      ...(body
        ? {
            body: { ...body.schema, ...(body.description ? { description: body.description } : {}) },
            consumes: [body.mediaType],
          }
        : {}),
      response: responses,
    },
  };
}

/**
 * The OpenAPI document at `/api/openapi.json` (and its browser at `/api/docs`), made from the
 * routes' own Zod schemas, so what the server enforces is what it publishes: the input side of
 * every request schema with the checks made after a transform, the output side of every answer,
 * and the answers every route gives by what it is (`conventionalResponses`).
 */
export const openapiPlugin = fp(async (app: FastifyInstance) => {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Shop API',
        version: '1.0.0',
        description:
          'The public contract of the shop. Money is a decimal string in lei ("49.90"); lists are `{count, next, previous, results}`; errors are `{detail, code}` and, for invalid input, one key per field with its messages.',
      },
      components: {
        securitySchemes: {
          token: { type: 'apiKey', in: 'header', name: 'Authorization', description: '`Token <token>`' },
        },
      },
    },
    transform: transform as never,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(fastifySwaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    transformStaticCSP: (header) => header,
  });
  const document = keptCompressed(app);
  app.get('/api/openapi.json', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('application/json; charset=utf-8').send(gunzipSync(document()).toString('utf8')),
  );
});

/**
 * @fastify/swagger builds the document on its first request and keeps it for the life of the
 * process: about 6 MB of heap for a document asked for now and then (docs/decisions/078). It is
 * kept as gzipped JSON instead (a few hundred KB), parsed again for each caller of `swagger()`
 * (the docs page): the library's cached object is emptied once it has been turned into bytes (it
 * never builds the document again, and its cache holds an empty object). Returns the bytes.
 */
function keptCompressed(app: FastifyInstance): () => Buffer {
  const build = app.swagger;
  let kept: Buffer | undefined;
  const compressed = () => {
    if (!kept) {
      const built = build() as unknown as Record<string, unknown>;
      kept = gzipSync(JSON.stringify(built));
      for (const key of Object.keys(built)) delete built[key];
    }
    return kept;
  };
  app.swagger = ((options?: { yaml?: boolean }) =>
    options?.yaml
      ? build(options as { yaml: true })
      : (JSON.parse(gunzipSync(compressed()).toString('utf8')) as ReturnType<
          typeof build
        >)) as typeof app.swagger;
  return compressed;
}
