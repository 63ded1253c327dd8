import { createVerify, generateKeyPairSync, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export const FCM_STAND_IN_PROJECT = 'salvia-test';

/** A message FCM accepted, as the stand-in received it. */
export type ReceivedPush = {
  token: string;
  title: string;
  body: string;
  url: string;
  /** The collapse key the Android notification carried (`android.notification.tag`). */
  tag: string | null;
};

export type FcmStandIn = {
  url: string;
  /** The service account's JSON key (its token_uri is this stand-in's). */
  serviceAccount: Record<string, string>;
  /** The environment that points the shop's push sender at this stand-in. */
  env: { FCM_SERVICE_ACCOUNT: string; FCM_API_URL: string };
  /** Every message accepted, in order. */
  messages: ReceivedPush[];
  /** Access tokens issued, and assertions refused (bad signature, issuer, audience, scope or time). */
  exchanges: { issued: number; refused: number };
  /** The device behind `token` uninstalled the app: FCM answers 404 UNREGISTERED from now on. */
  markStale(token: string): void;
  /** The next `count` sends fail with `status` (500, 503, 429…) before reaching a device. */
  failNext(status: number, count?: number): void;
  close(): Promise<void>;
};

type Json = Record<string, unknown>;

function decodeJwt(jwt: string, publicKey: string): { header: Json; claims: Json } | null {
  const parts = jwt.split('.');
  if (parts.length !== 3) return null;
  const [header, claims, signature] = parts as [string, string, string];
  const verified = createVerify('RSA-SHA256')
    .update(`${header}.${claims}`)
    .verify(publicKey, Buffer.from(signature, 'base64url'));
  if (!verified) return null;
  try {
    return {
      header: JSON.parse(Buffer.from(header, 'base64url').toString()) as Json,
      claims: JSON.parse(Buffer.from(claims, 'base64url').toString()) as Json,
    };
  } catch {
    return null;
  }
}

const fcmError = (status: number, apiStatus: string, errorCode: string) => ({
  error: {
    code: status,
    message: errorCode,
    status: apiStatus,
    details: [{ '@type': 'type.googleapis.com/google.firebase.fcm.v1.FcmError', errorCode }],
  },
});

/**
 * A local stand-in for Google's OAuth token endpoint and FCM's HTTP v1 send, on loopback, with a
 * service account of its own (a fresh RSA key): the token endpoint verifies the RS256 assertion with
 * the account's public key (issuer, audience, scope, expiry) before issuing an access token; the send
 * checks that token, the project in the path and the message's shape, then records it, or answers
 * 404 UNREGISTERED for a token a test marked stale. Tests and journeys use it instead of Firebase;
 * a journey can mark a token stale (`POST /stale {token}`) and read the messages (`GET /messages`).
 */
export async function startFcmStandIn(): Promise<FcmStandIn> {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    publicKeyEncoding: { type: 'spki', format: 'pem' },
  });
  const clientEmail = `shop@${FCM_STAND_IN_PROJECT}.iam.gserviceaccount.com`;
  const keyId = randomBytes(8).toString('hex');
  const accessTokens = new Set<string>();
  const stale = new Set<string>();
  const failures: number[] = [];
  const messages: ReceivedPush[] = [];
  const exchanges = { issued: 0, refused: 0 };
  let base = '';

  const json = (response: http.ServerResponse, status: number, body: unknown) =>
    response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));

  function token(body: string, response: http.ServerResponse) {
    const params = new URLSearchParams(body);
    const decoded = decodeJwt(params.get('assertion') ?? '', publicKey);
    const nowSeconds = Math.floor(Date.now() / 1000);
    const claims = decoded?.claims ?? {};
    const valid =
      params.get('grant_type') === 'urn:ietf:params:oauth:grant-type:jwt-bearer' &&
      decoded?.header.alg === 'RS256' &&
      decoded.header.kid === keyId &&
      claims.iss === clientEmail &&
      claims.aud === `${base}/token` &&
      String(claims.scope ?? '')
        .split(' ')
        .includes('https://www.googleapis.com/auth/firebase.messaging') &&
      typeof claims.iat === 'number' &&
      typeof claims.exp === 'number' &&
      claims.iat <= nowSeconds + 60 &&
      claims.exp > nowSeconds &&
      claims.exp - claims.iat <= 3600;
    if (!valid) {
      exchanges.refused += 1;
      return json(response, 400, { error: 'invalid_grant' });
    }
    exchanges.issued += 1;
    const accessToken = `ya29.${randomBytes(16).toString('hex')}`;
    accessTokens.add(accessToken);
    json(response, 200, { access_token: accessToken, expires_in: 3599, token_type: 'Bearer' });
  }

  function send(request: http.IncomingMessage, project: string, body: string, response: http.ServerResponse) {
    const bearer = (request.headers.authorization ?? '').replace(/^Bearer /, '');
    if (!accessTokens.has(bearer))
      return json(response, 401, fcmError(401, 'UNAUTHENTICATED', 'THIRD_PARTY_AUTH_ERROR'));
    if (project !== FCM_STAND_IN_PROJECT)
      return json(response, 403, fcmError(403, 'PERMISSION_DENIED', 'SENDER_ID_MISMATCH'));
    const failure = failures.shift();
    if (failure !== undefined)
      return json(response, failure, fcmError(failure, 'UNAVAILABLE', 'UNAVAILABLE'));
    let message: { token?: unknown; notification?: Json; data?: Json; android?: { notification?: Json } };
    try {
      message = (JSON.parse(body) as { message?: typeof message }).message ?? {};
    } catch {
      return json(response, 400, fcmError(400, 'INVALID_ARGUMENT', 'INVALID_ARGUMENT'));
    }
    const { token, notification, data } = message;
    if (
      typeof token !== 'string' ||
      typeof notification?.title !== 'string' ||
      typeof notification.body !== 'string' ||
      typeof data?.url !== 'string' ||
      // FCM's data values are strings only.
      Object.values(data).some((value) => typeof value !== 'string')
    ) {
      return json(response, 400, fcmError(400, 'INVALID_ARGUMENT', 'INVALID_ARGUMENT'));
    }
    if (stale.has(token)) return json(response, 404, fcmError(404, 'NOT_FOUND', 'UNREGISTERED'));
    const tag = message.android?.notification?.tag;
    messages.push({
      token,
      title: notification.title,
      body: notification.body,
      url: data.url,
      tag: typeof tag === 'string' ? tag : null,
    });
    json(response, 200, { name: `projects/${project}/messages/${randomBytes(8).toString('hex')}` });
  }

  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', base);
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      if (request.method === 'POST' && url.pathname === '/token') return token(body, response);
      const sendPath = /^\/v1\/projects\/([^/]+)\/messages:send$/.exec(url.pathname);
      if (request.method === 'POST' && sendPath)
        return send(request, decodeURIComponent(sendPath[1]!), body, response);
      if (request.method === 'POST' && url.pathname === '/stale') {
        stale.add((JSON.parse(body) as { token: string }).token);
        return json(response, 200, { ok: true });
      }
      if (request.method === 'GET' && url.pathname === '/messages') return json(response, 200, messages);
      json(response, 404, { error: 'not_found' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const serviceAccount = {
    type: 'service_account',
    project_id: FCM_STAND_IN_PROJECT,
    private_key_id: keyId,
    private_key: privateKey,
    client_email: clientEmail,
    token_uri: `${base}/token`,
  };
  return {
    url: base,
    serviceAccount,
    env: { FCM_SERVICE_ACCOUNT: JSON.stringify(serviceAccount), FCM_API_URL: base },
    messages,
    exchanges,
    markStale: (token) => stale.add(token),
    failNext: (status, count = 1) => {
      for (let i = 0; i < count; i++) failures.push(status);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
