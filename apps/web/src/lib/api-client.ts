import { API_TIMEOUT_MS, STORAGE_KEYS } from '@shop/shared/constants';
import { type ErrorCode, isErrorCode } from '@shop/shared/error-codes';
import type { ApiTransport, TransportResponse } from '@shop/shared/server-render';
import { API_ORIGIN, isAppBuild, isDevelopment } from '@/lib/env';
import { readStorage } from '@/lib/storage';

/**
 * Same origin on the web (the API process serves the SPA; the Vite proxy in dev); the shop's
 * absolute origin in the native app's bundle (`API_ORIGIN`).
 */
export const API_BASE = `${API_ORIGIN}/api`;
export const CSRF_COOKIE = 'csrftoken';
export const CSRF_HEADER = 'X-CSRFToken';

/**
 * The web sends the API's cookies (the CSRF cookie it echoes); the app sends none: its web view's
 * origin (`capacitor://localhost`, `https://localhost`) is another site to the API, whose cookies
 * iOS drops anyway, so it signs in with the Authorization header alone.
 */
export const CREDENTIALS: RequestCredentials = isAppBuild ? 'omit' : 'include';

let transport: ApiTransport = (url, init) => fetch(url, init as RequestInit);

/**
 * For the server renderer: answers the page's API calls inside the API process instead of over
 * the network (relative /api URLs have no origin there).
 */
export function setApiTransport(next: ApiTransport): void {
  transport = next;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const UNSAFE_METHODS: ReadonlySet<Method> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export type FieldErrors = Record<string, string[]>;

/** Codes of failures that never reached an answer; the API's own codes are `ErrorCode`s. */
export type TransportErrorCode = 'timeout' | 'network' | 'aborted' | 'invalid_response';
export type ApiErrorCode = ErrorCode | TransportErrorCode;

type ApiErrorInit = {
  status: number;
  detail: string;
  code?: ApiErrorCode | undefined;
  fieldErrors?: FieldErrors;
  /** The answer's other numbers and flags (`produs`, `disponibil`, `retry_after`…). */
  extra?: Record<string, number | boolean>;
  cause?: unknown;
};

/**
 * Every failed call ends here. The API answers `{detail, code}` or, for validation,
 * `{detail, code, <field>: [messages]}`; transport failures have status 0 and a transport code.
 */
export class ApiError extends Error {
  override name = 'ApiError';
  readonly status: number;
  readonly detail: string;
  /** A code this app knows; an answer with a code it does not know keeps only its detail. */
  readonly code: ApiErrorCode | undefined;
  readonly fieldErrors: FieldErrors;
  readonly extra: Record<string, number | boolean>;

  constructor({ status, detail, code, fieldErrors = {}, extra = {}, cause }: ApiErrorInit) {
    super(detail, cause === undefined ? undefined : { cause });
    this.status = status;
    this.detail = detail;
    this.code = code;
    this.fieldErrors = fieldErrors;
    this.extra = extra;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

export type QueryParams = Record<string, string | number | boolean | null | undefined>;

export type RequestOptions = {
  params?: QueryParams;
  body?: unknown;
  headers?: Record<string, string>;
  /** Lets the caller (TanStack Query, an unmounting component) cancel the call. */
  signal?: AbortSignal | undefined;
  timeoutMs?: number;
  /**
   * Sent without this device's session: a mailed link's own token is its credential, and a
   * session the server has already ended (the token this device still holds) must not make the
   * server refuse the link before the page has learned that it is signed out.
   */
  anonymous?: boolean;
  /** The answer's body as bytes (a PDF, a ZIP), not as text or JSON; errors are read as usual. */
  binary?: boolean;
};

export function buildUrl(path: string, params: QueryParams | undefined): string {
  // Absolute URLs and /api/… paths come from the API itself, e.g. the `next` link of a page.
  const base = /^https?:\/\//i.test(path)
    ? path
    : path.startsWith('/api/')
      ? `${API_ORIGIN}${path}`
      : `${API_BASE}${path}`;
  if (!params) return base;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== '') search.append(key, String(value));
  }
  const query = search.toString();
  if (!query) return base;
  return `${base}${base.includes('?') ? '&' : '?'}${query}`;
}

export function readCookie(name: string): string | null {
  for (const part of document.cookie.split(';')) {
    const separator = part.indexOf('=');
    if (separator === -1) continue;
    if (part.slice(0, separator).trim() !== name) continue;
    const value = part.slice(separator + 1).trim();
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  }
  return null;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function errorFromResponse(response: TransportResponse, body: unknown): ApiError {
  let detail: string | undefined;
  let code: ErrorCode | undefined;
  const fieldErrors: FieldErrors = {};
  const extra: Record<string, number | boolean> = {};
  if (isRecord(body)) {
    if (typeof body.detail === 'string') detail = body.detail;
    // The register call of the original API answered {error}; keep its text.
    else if (typeof body.error === 'string') detail = body.error;
    if (isErrorCode(body.code)) code = body.code;
    for (const [field, value] of Object.entries(body)) {
      if (field === 'detail' || field === 'code' || field === 'error') continue;
      if (Array.isArray(value) && value.every((message) => typeof message === 'string')) {
        fieldErrors[field] = value;
      } else if (typeof value === 'string') {
        fieldErrors[field] = [value];
      } else if (typeof value === 'number' || typeof value === 'boolean') {
        extra[field] = value;
      }
    }
    detail ??= Object.values(fieldErrors)[0]?.[0];
  }
  return new ApiError({
    status: response.status,
    detail: detail ?? `Request failed with status code ${response.status}`,
    code,
    fieldErrors,
    extra,
  });
}

export async function readBody(response: TransportResponse): Promise<unknown> {
  if (response.status === 204 || response.status === 205) return undefined;
  const text = await response.text();
  if (text === '') return undefined;
  const type = response.headers.get('Content-Type') ?? '';
  if (!/[/+]json\b/i.test(type)) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch (cause) {
    if (!response.ok) return undefined;
    throw new ApiError({
      status: response.status,
      detail: 'The server sent an answer that is not valid JSON',
      code: 'invalid_response' satisfies TransportErrorCode,
      cause,
    });
  }
}

function encodeBody(body: unknown, headers: Headers): BodyInit | undefined {
  if (body === undefined) return undefined;
  if (body instanceof FormData || body instanceof Blob || body instanceof URLSearchParams) return body;
  headers.set('Content-Type', 'application/json');
  return JSON.stringify(body);
}

/** One fetch with credentials, a timeout and the caller's signal; no headers of its own. */
async function send<T>(
  method: Method,
  url: string,
  headers: Headers,
  body: BodyInit | undefined,
  { signal, timeoutMs = API_TIMEOUT_MS, binary }: Pick<RequestOptions, 'signal' | 'timeoutMs' | 'binary'>,
): Promise<T> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  // Linked by hand rather than AbortSignal.any, which Safari before 17.4 lacks.
  const forwardAbort = () => controller.abort(signal?.reason);
  if (signal?.aborted) forwardAbort();
  else signal?.addEventListener('abort', forwardAbort, { once: true });

  if (isDevelopment) console.debug(`[api] → ${method} ${url}`, body ?? '');
  try {
    const response = await transport(url, {
      method,
      headers,
      body,
      credentials: CREDENTIALS,
      signal: controller.signal,
    });
    // The timeout covers the body too: a server that stalls mid-answer is as slow as one that never answers.
    const data = binary && response.ok && response.blob ? await response.blob() : await readBody(response);
    if (isDevelopment) console.debug(`[api] ← ${response.status} ${method} ${url}`, data ?? '');
    if (!response.ok) throw errorFromResponse(response, data);
    return data as T;
  } catch (error) {
    if (error instanceof ApiError) throw error;
    if (timedOut) {
      throw new ApiError({
        status: 0,
        detail: `timeout of ${timeoutMs}ms exceeded`,
        code: 'timeout' satisfies TransportErrorCode,
        cause: error,
      });
    }
    if (signal?.aborted) {
      throw new ApiError({ status: 0, detail: 'Request aborted', code: 'aborted', cause: error });
    }
    throw new ApiError({ status: 0, detail: 'Network Error', code: 'network', cause: error });
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', forwardAbort);
  }
}

let csrfRequest: Promise<void> | null = null;

/**
 * The app's CSRF token: the body of GET /api/csrf/ (a signed token the server accepts from the app's
 * origins), kept in memory only. It is no secret from the page that holds it, and fetching it again
 * at each start costs one request; it is dropped when the server refuses it (expired after 12 h).
 */
let appCsrfToken: string | null = null;

function csrfTokenIn(answer: unknown): string | null {
  if (typeof answer !== 'object' || answer === null) return null;
  const token = (answer as { csrfToken?: unknown }).csrfToken;
  return typeof token === 'string' && token !== '' ? token : null;
}

/** The token at hand: the app's from memory, the web's from the cookie. */
function currentCsrfToken(): string | null {
  return isAppBuild ? appCsrfToken : readCookie(CSRF_COOKIE);
}

/**
 * The CSRF token for an unsafe call. Without one, GET /api/csrf/ provides it first (the web: the
 * cookie it sets; the app: its body); concurrent calls share that one request, which is why no
 * single caller's signal may cancel it. A failure is only logged: the call goes on and the server
 * decides.
 */
export async function csrfToken(): Promise<string | null> {
  const existing = currentCsrfToken();
  if (existing) return existing;
  csrfRequest ??= send<unknown>(
    'GET',
    `${API_BASE}/csrf/`,
    new Headers({ Accept: 'application/json' }),
    undefined,
    {},
  )
    .then(
      (answer) => {
        if (isAppBuild) appCsrfToken = csrfTokenIn(answer);
      },
      (error: unknown) => console.warn('Could not fetch the CSRF token', error),
    )
    .finally(() => {
      csrfRequest = null;
    });
  await csrfRequest;
  return currentCsrfToken();
}

function isCsrfRefusal(error: unknown): boolean {
  return error instanceof ApiError && error.status === 403 && error.code === 'csrf.invalid';
}

export async function request<T>(method: Method, path: string, options: RequestOptions = {}): Promise<T> {
  const headers = new Headers(options.headers);
  headers.set('Accept', 'application/json');
  const body = encodeBody(options.body, headers);
  const token = options.anonymous ? null : readStorage(STORAGE_KEYS.token);
  if (token) headers.set('Authorization', `Token ${token}`);
  const url = buildUrl(path, options.params);
  if (!UNSAFE_METHODS.has(method)) return send<T>(method, url, headers, body, options);

  const sendWithCsrf = async () => {
    const withCsrf = new Headers(headers);
    const csrf = await csrfToken();
    if (csrf) withCsrf.set(CSRF_HEADER, csrf);
    return send<T>(method, url, withCsrf, body, options);
  };
  try {
    return await sendWithCsrf();
  } catch (error) {
    // The app's token expired (or the server's secret changed): the refused call did nothing, so
    // it goes once more with a fresh token. The web's cookie is renewed by the server itself.
    if (!isAppBuild || !isCsrfRefusal(error)) throw error;
    appCsrfToken = null;
    return sendWithCsrf();
  }
}

type BodylessOptions = Omit<RequestOptions, 'body'>;

/** Paths are relative to /api and keep the API's trailing slash: `api.get('/produse/')`. */
export const api = {
  get: <T>(path: string, options?: BodylessOptions) => request<T>('GET', path, options),
  /** A body only where the API asks for one (closing the account confirms it with the password). */
  delete: <T = void>(path: string, options?: RequestOptions) => request<T>('DELETE', path, options),
  post: <T>(path: string, body?: unknown, options?: BodylessOptions) =>
    request<T>('POST', path, { ...options, body }),
  put: <T>(path: string, body?: unknown, options?: BodylessOptions) =>
    request<T>('PUT', path, { ...options, body }),
  patch: <T>(path: string, body?: unknown, options?: BodylessOptions) =>
    request<T>('PATCH', path, { ...options, body }),
};
