import { createHash, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** The person who signs in at the stand-in next, for one provider. */
export type StandInPerson = {
  sub: string;
  email: string | null;
  emailVerified?: boolean;
  firstName?: string;
  lastName?: string;
  /** The person refuses the consent: the provider answers `error=access_denied`. */
  deny?: boolean;
};

export const OIDC_STAND_IN_CLIENTS = {
  google: { id: 'google-test-client', secret: 'google-test-secret' },
  facebook: { id: 'facebook-test-app', secret: 'facebook-test-secret' },
} as const;

export type OidcStandIn = {
  url: string;
  /** The environment that points the shop's Google and Facebook sign-in at this stand-in. */
  env: Record<string, string>;
  /** Who signs in next with `provider` (a journey may also POST it to `/next-person`). */
  nextPerson(provider: 'google' | 'facebook', person: StandInPerson): void;
  /** Every code exchange it saw, with whether its PKCE verifier matched. */
  exchanges: { provider: string; pkce: boolean }[];
  close(): Promise<void>;
};

type Pending = { provider: string; challenge: string; redirectUri: string; person: StandInPerson };

const s256 = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');

/**
 * A local stand-in for Google's OpenID Connect provider (discovery, authorize, token, userinfo) and
 * Facebook Login (dialog, Graph `oauth/access_token` and `/me`), on loopback: it signs in whoever
 * `nextPerson` named without asking, checks the client's credentials, the redirect URI and the
 * PKCE verifier, and answers codes once. Tests and journeys use it instead of the real providers.
 */
export function startOidcStandIn(): Promise<OidcStandIn> {
  const next: Record<string, StandInPerson> = {
    google: {
      sub: 'google-1',
      email: 'ana.google@example.ro',
      emailVerified: true,
      firstName: 'Ana',
      lastName: 'Google',
    },
    facebook: { sub: 'fb-1', email: 'ana.facebook@example.ro', firstName: 'Ana', lastName: 'Facebook' },
  };
  const codes = new Map<string, Pending>();
  const tokens = new Map<string, StandInPerson>();
  const exchanges: OidcStandIn['exchanges'] = [];
  let base = '';

  const json = (response: http.ServerResponse, status: number, body: unknown) =>
    response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));

  function authorize(provider: 'google' | 'facebook', url: URL, response: http.ServerResponse) {
    const client = OIDC_STAND_IN_CLIENTS[provider];
    const redirectUri = url.searchParams.get('redirect_uri') ?? '';
    const state = url.searchParams.get('state') ?? '';
    if (url.searchParams.get('client_id') !== client.id || !redirectUri)
      return json(response, 400, { error: 'invalid_client' });
    if (url.searchParams.get('code_challenge_method') !== 'S256' || !url.searchParams.get('code_challenge')) {
      return json(response, 400, { error: 'invalid_request', detail: 'PKCE S256 required' });
    }
    const person = next[provider]!;
    const back = new URL(redirectUri);
    if (person.deny) {
      back.search = new URLSearchParams({ error: 'access_denied', state }).toString();
    } else {
      const code = randomBytes(16).toString('hex');
      codes.set(code, { provider, challenge: url.searchParams.get('code_challenge')!, redirectUri, person });
      back.search = new URLSearchParams({ code, state }).toString();
    }
    response.writeHead(302, { location: back.toString() }).end();
  }

  function exchange(provider: 'google' | 'facebook', params: URLSearchParams, response: http.ServerResponse) {
    const client = OIDC_STAND_IN_CLIENTS[provider];
    const pending = codes.get(params.get('code') ?? '');
    codes.delete(params.get('code') ?? '');
    const pkce = !!pending && s256(params.get('code_verifier') ?? '') === pending.challenge;
    exchanges.push({ provider, pkce });
    if (
      !pending ||
      pending.provider !== provider ||
      params.get('client_id') !== client.id ||
      params.get('client_secret') !== client.secret ||
      params.get('redirect_uri') !== pending.redirectUri ||
      !pkce
    ) {
      return json(response, 400, { error: 'invalid_grant' });
    }
    const accessToken = randomBytes(16).toString('hex');
    tokens.set(accessToken, pending.person);
    json(response, 200, { access_token: accessToken, token_type: 'Bearer', expires_in: 3600 });
  }

  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', base);
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const path = url.pathname;
      if (request.method === 'POST' && path === '/next-person') {
        const { provider, ...person } = JSON.parse(body) as StandInPerson & {
          provider: 'google' | 'facebook';
        };
        next[provider] = person;
        return json(response, 200, { ok: true });
      }
      if (path === '/google/.well-known/openid-configuration') {
        return json(response, 200, {
          issuer: `${base}/google`,
          authorization_endpoint: `${base}/google/authorize`,
          token_endpoint: `${base}/google/token`,
          userinfo_endpoint: `${base}/google/userinfo`,
        });
      }
      if (path === '/google/authorize') return authorize('google', url, response);
      if (request.method === 'POST' && path === '/google/token')
        return exchange('google', new URLSearchParams(body), response);
      if (path === '/google/userinfo') {
        const person = tokens.get((request.headers.authorization ?? '').replace(/^Bearer /, ''));
        if (!person) return json(response, 401, { error: 'invalid_token' });
        return json(response, 200, {
          sub: person.sub,
          ...(person.email ? { email: person.email, email_verified: person.emailVerified ?? true } : {}),
          given_name: person.firstName ?? '',
          family_name: person.lastName ?? '',
        });
      }
      if (path === '/facebook/dialog') return authorize('facebook', url, response);
      if (path === '/facebook/graph/oauth/access_token')
        return exchange('facebook', url.searchParams, response);
      if (path === '/facebook/graph/me') {
        const person = tokens.get(url.searchParams.get('access_token') ?? '');
        if (!person) return json(response, 400, { error: { message: 'Invalid OAuth access token' } });
        return json(response, 200, {
          id: person.sub,
          ...(person.email ? { email: person.email } : {}),
          first_name: person.firstName ?? '',
          last_name: person.lastName ?? '',
        });
      }
      json(response, 404, { error: 'not_found' });
    });
  });

  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      base = `http://127.0.0.1:${port}`;
      resolve({
        url: base,
        env: {
          GOOGLE_CLIENT_ID: OIDC_STAND_IN_CLIENTS.google.id,
          GOOGLE_CLIENT_SECRET: OIDC_STAND_IN_CLIENTS.google.secret,
          GOOGLE_ISSUER: `${base}/google`,
          FACEBOOK_CLIENT_ID: OIDC_STAND_IN_CLIENTS.facebook.id,
          FACEBOOK_CLIENT_SECRET: OIDC_STAND_IN_CLIENTS.facebook.secret,
          FACEBOOK_DIALOG_URL: `${base}/facebook/dialog`,
          FACEBOOK_GRAPH_URL: `${base}/facebook/graph`,
        },
        nextPerson(provider, person) {
          next[provider] = person;
        },
        exchanges,
        close: () =>
          new Promise<void>((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}
