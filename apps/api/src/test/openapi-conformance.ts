/**
 * Every answer of the API checked against the OpenAPI document the server publishes: the status is
 * one the operation documents, the content type one that status documents, and a JSON body valid
 * against its schema. The test app checks every response of `app.inject` with it, so no route can
 * drift from its description without a test failing.
 */
import zlib from 'node:zlib';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';

type Media = { schema?: Record<string, unknown> };
type ResponseObject = { content?: Record<string, Media> };
type Operation = { responses?: Record<string, ResponseObject> };
export type OpenApiDocument = {
  paths: Record<string, Record<string, Operation>>;
  components?: Record<string, unknown>;
};

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];
const DOCUMENT_ID = 'https://shop.test/openapi.json';

type Template = { path: string; pattern: RegExp; segments: string[] };

/** A pointer segment as a URI fragment: `~` and `/` escaped (RFC 6901), then percent-encoded. */
const pointer = (...segments: string[]) =>
  segments.map((segment) => encodeURIComponent(segment.replace(/~/g, '~0').replace(/\//g, '~1'))).join('/');

const mediaTypeOf = (header: unknown) =>
  String(header ?? '')
    .split(';')[0]!
    .trim()
    .toLowerCase();

const isJson = (media: string) => media === 'application/json' || media.endsWith('+json');

/** The answer's body as text, decompressed when the test asked for a compressed one. */
function bodyOf(response: LightMyRequestResponse): string {
  const encoding = String(response.headers['content-encoding'] ?? '');
  if (encoding === 'br') return zlib.brotliDecompressSync(response.rawPayload).toString('utf8');
  if (encoding === 'gzip') return zlib.gunzipSync(response.rawPayload).toString('utf8');
  return response.body;
}

export type Conformance = {
  /** The document answers are checked against (a test may change it to prove a mismatch fails). */
  document: OpenApiDocument;
  /** What is wrong with this answer to this request, or null when it is what the document says. */
  problemsOf: (method: string, url: string, response: LightMyRequestResponse) => string | null;
  /** Answers checked so far (a test proves the check runs at all). */
  checked: () => number;
};

export function conformanceTo(document: OpenApiDocument): Conformance {
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true });
  addFormats(ajv);
  ajv.addSchema(document as object, DOCUMENT_ID);
  const compiled = new Map<string, ValidateFunction>();
  let checked = 0;

  const templates: Template[] = Object.keys(document.paths).map((path) => {
    const segments = path.split('/');
    const source = segments
      .map((segment) =>
        /^\{[^}]+\}$/.test(segment) ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
      )
      .join('/');
    return { path, pattern: new RegExp(`^${source}$`), segments };
  });

  /** The documented path the router would pick: a fixed segment wins over a parameter, left first. */
  function operationPath(method: string, pathname: string): string | undefined {
    const matches = templates.filter(
      (template) => template.pattern.test(pathname) && document.paths[template.path]?.[method],
    );
    matches.sort((a, b) => {
      for (let i = 0; i < Math.min(a.segments.length, b.segments.length); i++) {
        const aParam = a.segments[i]!.startsWith('{');
        const bParam = b.segments[i]!.startsWith('{');
        if (aParam !== bParam) return aParam ? 1 : -1;
      }
      return 0;
    });
    return matches[0]?.path;
  }

  /** One compiled validator per distinct schema: most operations share their error answers'. */
  function validatorFor(path: string, method: string, status: string, media: string): ValidateFunction {
    const schema = document.paths[path]![method]!.responses![status]!.content![media]!.schema;
    const key = JSON.stringify(schema);
    let validate = compiled.get(key);
    if (!validate) {
      const ref = `${DOCUMENT_ID}#/${pointer('paths', path, method, 'responses', status, 'content', media, 'schema')}`;
      validate = ajv.compile({ $ref: ref });
      compiled.set(key, validate);
    }
    return validate;
  }

  function problemsOf(requestMethod: string, url: string, response: LightMyRequestResponse): string | null {
    const head = requestMethod.toUpperCase() === 'HEAD';
    const method = head ? 'get' : requestMethod.toLowerCase();
    if (!METHODS.includes(method)) return null;
    const pathname = new URL(url, 'http://shop.test').pathname;
    const path = operationPath(method, pathname);
    // Not an operation of the document: an unknown address (the router's 404), a page, media.
    if (!path) return null;
    checked += 1;
    const name = `${method.toUpperCase()} ${path}`;
    const status = String(response.statusCode);
    const responses = document.paths[path]![method]!.responses ?? {};
    const documented = responses[status] ?? responses[`${status[0]}XX`] ?? responses.default;
    const said = `${name} answered ${status} (${url})`;
    if (!documented) {
      return `${said}, a status the document does not give it (it has ${Object.keys(responses).join(', ')}): ${response.body.slice(0, 300)}`;
    }
    const documentedStatus = responses[status]
      ? status
      : responses[`${status[0]}XX`]
        ? `${status[0]}XX`
        : 'default';
    const body = head ? '' : bodyOf(response);
    const content = documented.content ?? {};
    const mediaTypes = Object.keys(content);
    const media = mediaTypeOf(response.headers['content-type']);
    if (mediaTypes.length === 0) {
      return body.length === 0
        ? null
        : `${said} with a ${media || 'untyped'} body where the document has none`;
    }
    if (!mediaTypes.includes(media)) {
      if (head && body.length === 0 && !media) return null;
      return `${said} as ${media || 'no content type'}, documented as ${mediaTypes.join(', ')}: ${body.slice(0, 300)}`;
    }
    if (head || !isJson(media) || !content[media]!.schema) return null;
    let value: unknown;
    try {
      value = JSON.parse(body);
    } catch {
      return `${said} with a body that is not JSON: ${body.slice(0, 300)}`;
    }
    const validate = validatorFor(path, method, documentedStatus, media);
    if (validate(value)) return null;
    const errors = (validate.errors ?? [])
      .slice(0, 5)
      .map(
        (error) => `${error.instancePath || '(body)'} ${error.message ?? ''} ${JSON.stringify(error.params)}`,
      )
      .join('; ');
    return `${said} with a body its schema refuses: ${errors}; body: ${body.slice(0, 500)}`;
  }

  return { document, problemsOf, checked: () => checked };
}

const byRoutes = new Map<string, Conformance>();

/** The request's method and address, as `inject` takes them. */
function requestOf(options: InjectOptions | string): { method: string; url: string } {
  if (typeof options === 'string') return { method: 'GET', url: options };
  const raw = options.url ?? options.path ?? '/';
  const url =
    typeof raw === 'string'
      ? raw
      : `${raw.pathname ?? '/'}${raw.query ? `?${new URLSearchParams(raw.query as Record<string, string>)}` : ''}`;
  return { method: String(options.method ?? 'GET'), url };
}

/**
 * Makes `app.inject` check every answer against the app's own OpenAPI document: a mismatch rejects
 * the request with a message naming the operation, so the test that made it fails.
 */
export async function checkResponsesAgainstDocument(app: FastifyInstance): Promise<Conformance> {
  const original = app.inject.bind(app);
  // Apps with the same routes publish the same document: it is made and compiled once per worker.
  const routes = app.printRoutes({ commonPrefix: false });
  let conformance = byRoutes.get(routes);
  if (!conformance) {
    const documentResponse = await original({ method: 'GET', url: '/api/openapi.json' });
    conformance = conformanceTo(documentResponse.json<OpenApiDocument>());
    byRoutes.set(routes, conformance);
  }
  const checker = conformance;
  const checkedInject = async (options: InjectOptions | string) => {
    const response = await original(options as InjectOptions);
    const { method, url } = requestOf(options);
    const problem = checker.problemsOf(method, url, response);
    if (problem) throw new Error(`The answer does not match the OpenAPI document: ${problem}`);
    return response;
  };
  Object.defineProperty(app, 'inject', {
    configurable: true,
    value: (options?: InjectOptions | string, callback?: unknown) => {
      if (options === undefined || callback !== undefined) {
        throw new Error('The test app checks answers of `inject(options)` only: await it with its options.');
      }
      return checkedInject(options);
    },
  });
  return checker;
}
