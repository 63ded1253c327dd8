import { createSign } from 'node:crypto';
import type { FcmServiceAccount } from '../../config';

/** What one notification to one device says. */
export type PushMessage = {
  token: string;
  title: string;
  body: string;
  /** The shop path the app opens on a tap. */
  url: string;
  /**
   * The same for every attempt at one delivery: the device shows a re-sent notification in place
   * of the first (Android `tag`, iOS `apns-collapse-id`), so a retry after a crash never doubles it.
   */
  collapseKey: string;
};

/**
 * How a send ended: delivered to FCM; the token is no longer valid (the device row goes); a
 * passing failure worth retrying (5xx, 429, a network error, an expired access token); or a
 * failure no retry will mend.
 */
export type PushSendResult =
  | { outcome: 'sent' }
  | { outcome: 'stale'; error: string }
  | { outcome: 'retry'; error: string; retryAfterSeconds: number | null }
  | { outcome: 'failed'; error: string };

export type PushSender = { send(message: PushMessage): Promise<PushSendResult> };

const SCOPE = 'https://www.googleapis.com/auth/firebase.messaging';
/** An access token is renewed this long before it expires, so none expires on its way to FCM. */
const RENEW_BEFORE_MS = 5 * 60_000;
const REQUEST_TIMEOUT_MS = 10_000;

/** FCM's error codes that mean the token will never work again (docs/decisions/042). */
const STALE_TOKEN_CODES = new Set(['UNREGISTERED', 'INVALID_ARGUMENT']);

const base64url = (value: string | Buffer) => Buffer.from(value).toString('base64url');

/** The service account's signed assertion (RFC 7523), exchanged at its token_uri for an access token. */
export function serviceAccountAssertion(account: FcmServiceAccount, nowSeconds: number): string {
  const header = { alg: 'RS256', typ: 'JWT', ...(account.privateKeyId ? { kid: account.privateKeyId } : {}) };
  const claims = {
    iss: account.clientEmail,
    scope: SCOPE,
    aud: account.tokenUri,
    iat: nowSeconds,
    exp: nowSeconds + 3600,
  };
  const unsigned = `${base64url(JSON.stringify(header))}.${base64url(JSON.stringify(claims))}`;
  const signature = createSign('RSA-SHA256').update(unsigned).sign(account.privateKey);
  return `${unsigned}.${base64url(signature)}`;
}

type FcmErrorBody = {
  error?: { status?: string; message?: string; details?: { '@type'?: string; errorCode?: string }[] };
};

/** FCM's own error code (`UNREGISTERED`…) from its answer, else the API status (`NOT_FOUND`…). */
function fcmErrorCode(body: FcmErrorBody): string {
  const detail = body.error?.details?.find((d) => d['@type']?.endsWith('FcmError'))?.errorCode;
  return detail ?? body.error?.status ?? 'UNKNOWN';
}

function retryAfterSeconds(header: string | null): number | null {
  if (!header) return null;
  const seconds = Number(header);
  if (Number.isFinite(seconds) && seconds >= 0) return Math.ceil(seconds);
  const at = Date.parse(header);
  return Number.isNaN(at) ? null : Math.max(0, Math.ceil((at - Date.now()) / 1000));
}

/**
 * Firebase Cloud Messaging's HTTP v1 API without firebase-admin (69 MB): the service account signs
 * an RS256 assertion with node:crypto, exchanges it for an access token (kept until five minutes
 * before it expires, one exchange at a time), and each message is one
 * `POST {apiUrl}/v1/projects/{project}/messages:send`. Neither the key nor a token is ever logged.
 */
export function createFcmSender(options: {
  serviceAccount: FcmServiceAccount;
  apiUrl: string;
  fetch?: typeof fetch;
  now?: () => number;
}): PushSender {
  const { serviceAccount: account } = options;
  const fetcher = options.fetch ?? fetch;
  const now = options.now ?? Date.now;
  let cached: { token: string; expiresAt: number } | null = null;
  let pending: Promise<string> | null = null;

  async function exchange(): Promise<string> {
    const response = await fetcher(account.tokenUri, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer',
        assertion: serviceAccountAssertion(account, Math.floor(now() / 1000)),
      }).toString(),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const body = (await response.json().catch(() => ({}))) as { access_token?: string; expires_in?: number };
    if (!response.ok || !body.access_token) {
      throw new Error(`The service account's token exchange failed (HTTP ${response.status})`);
    }
    cached = { token: body.access_token, expiresAt: now() + (body.expires_in ?? 3600) * 1000 };
    return body.access_token;
  }

  async function accessToken(): Promise<string> {
    if (cached && cached.expiresAt - RENEW_BEFORE_MS > now()) return cached.token;
    pending ??= exchange().finally(() => {
      pending = null;
    });
    return pending;
  }

  return {
    async send(message) {
      let response: Response;
      try {
        const token = await accessToken();
        response = await fetcher(
          `${options.apiUrl}/v1/projects/${encodeURIComponent(account.projectId)}/messages:send`,
          {
            method: 'POST',
            headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
            body: JSON.stringify({
              message: {
                token: message.token,
                notification: { title: message.title, body: message.body },
                data: { url: message.url },
                android: { notification: { tag: message.collapseKey } },
                apns: { headers: { 'apns-collapse-id': message.collapseKey } },
              },
            }),
            signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
          },
        );
      } catch (error) {
        return {
          outcome: 'retry',
          error: error instanceof Error ? error.message : String(error),
          retryAfterSeconds: null,
        };
      }
      if (response.ok) return { outcome: 'sent' };
      const code = fcmErrorCode((await response.json().catch(() => ({}))) as FcmErrorBody);
      const error = `FCM ${response.status} ${code}`;
      if (STALE_TOKEN_CODES.has(code)) return { outcome: 'stale', error };
      if (response.status === 401) {
        // The access token was refused (revoked, or the clock moved): the next attempt gets another.
        cached = null;
        return { outcome: 'retry', error, retryAfterSeconds: 0 };
      }
      if (response.status === 429 || response.status >= 500) {
        return {
          outcome: 'retry',
          error,
          retryAfterSeconds: retryAfterSeconds(response.headers.get('retry-after')),
        };
      }
      return { outcome: 'failed', error };
    },
  };
}
