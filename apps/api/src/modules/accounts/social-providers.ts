import { createHash, randomBytes } from 'node:crypto';

export const SOCIAL_PROVIDERS = ['google', 'facebook'] as const;
export type SocialProviderName = (typeof SOCIAL_PROVIDERS)[number];

/** Who the provider says signed in. */
export type SocialProfile = {
  subject: string;
  email: string | null;
  /** The provider vouches that the person controls the address. */
  emailVerified: boolean;
  firstName: string;
  lastName: string;
};

export interface SocialProvider {
  readonly name: SocialProviderName;
  /** Where to send the browser: the provider's consent page for this state and PKCE challenge. */
  authorizeUrl(params: { state: string; codeChallenge: string; redirectUri: string }): Promise<string>;
  /** Trades the code (with the PKCE verifier) for the person's profile, server to server. */
  profile(params: { code: string; codeVerifier: string; redirectUri: string }): Promise<SocialProfile>;
}

/** A provider that failed or answered what we cannot use. */
export class SocialProviderError extends Error {}

const TIMEOUT_MS = 10_000;

/** PKCE (RFC 7636): a random verifier and its S256 challenge. */
export function pkcePair(): { verifier: string; challenge: string } {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

async function getJson(
  fetcher: typeof fetch,
  url: string,
  init: RequestInit = {},
): Promise<Record<string, unknown>> {
  let response: Response;
  try {
    response = await fetcher(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch (error) {
    throw new SocialProviderError(`The provider did not answer: ${(error as Error).message}`);
  }
  const body = (await response.json().catch(() => null)) as Record<string, unknown> | null;
  if (!response.ok || !body) throw new SocialProviderError(`The provider answered ${response.status}`);
  return body;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * Google, by OpenID Connect: the endpoints from the issuer's discovery document (cached), the
 * authorization-code flow with PKCE, and the person from the userinfo endpoint with the access
 * token the token endpoint gave this server directly.
 */
export function createGoogleProvider(options: {
  clientId: string;
  clientSecret: string;
  issuer: string;
  fetch?: typeof fetch;
}): SocialProvider {
  const fetcher = options.fetch ?? fetch;
  let discovery: Promise<Record<string, unknown>> | undefined;
  const endpoints = async () => {
    discovery ??= getJson(
      fetcher,
      `${options.issuer.replace(/\/$/, '')}/.well-known/openid-configuration`,
    ).catch((error: unknown) => {
      discovery = undefined;
      throw error;
    });
    const document = await discovery;
    return {
      authorize: text(document.authorization_endpoint),
      token: text(document.token_endpoint),
      userinfo: text(document.userinfo_endpoint),
    };
  };
  return {
    name: 'google',
    async authorizeUrl({ state, codeChallenge, redirectUri }) {
      const url = new URL((await endpoints()).authorize);
      url.search = new URLSearchParams({
        client_id: options.clientId,
        redirect_uri: redirectUri,
        response_type: 'code',
        scope: 'openid email profile',
        state,
        code_challenge: codeChallenge,
        code_challenge_method: 'S256',
        prompt: 'select_account',
      }).toString();
      return url.toString();
    },
    async profile({ code, codeVerifier, redirectUri }) {
      const { token, userinfo } = await endpoints();
      const tokens = await getJson(fetcher, token, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          grant_type: 'authorization_code',
          code,
          code_verifier: codeVerifier,
          redirect_uri: redirectUri,
          client_id: options.clientId,
          client_secret: options.clientSecret,
        }),
      });
      const accessToken = text(tokens.access_token);
      if (!accessToken) throw new SocialProviderError('No access token');
      const person = await getJson(fetcher, userinfo, {
        headers: { authorization: `Bearer ${accessToken}` },
      });
      if (!text(person.sub)) throw new SocialProviderError('No subject');
      return {
        subject: text(person.sub),
        email: text(person.email) || null,
        emailVerified: person.email_verified === true,
        firstName: text(person.given_name),
        lastName: text(person.family_name),
      };
    },
  };
}

/**
 * Facebook Login: its dialog with PKCE, the code traded at the Graph API, and the person from
 * `/me`. Facebook gives the email only once the person confirmed it, so an email is a verified one.
 */
export function createFacebookProvider(options: {
  clientId: string;
  clientSecret: string;
  dialogUrl: string;
  graphUrl: string;
  fetch?: typeof fetch;
}): SocialProvider {
  const fetcher = options.fetch ?? fetch;
  const graph = options.graphUrl.replace(/\/$/, '');
  return {
    name: 'facebook',
    async authorizeUrl({ state, codeChallenge, redirectUri }) {
      const url = new URL(options.dialogUrl);
      url.search = new URLSearchParams({
        client_id: options.clientId,
        redirect_uri: redirectUri,
        response_type: 'code',
        scope: 'email,public_profile',
        state,
        code_challenge: codeChallenge,
        code_challenge_method: 'S256',
      }).toString();
      return url.toString();
    },
    async profile({ code, codeVerifier, redirectUri }) {
      const tokenUrl = new URL(`${graph}/oauth/access_token`);
      tokenUrl.search = new URLSearchParams({
        client_id: options.clientId,
        client_secret: options.clientSecret,
        redirect_uri: redirectUri,
        code,
        code_verifier: codeVerifier,
      }).toString();
      const tokens = await getJson(fetcher, tokenUrl.toString());
      const accessToken = text(tokens.access_token);
      if (!accessToken) throw new SocialProviderError('No access token');
      const me = new URL(`${graph}/me`);
      me.search = new URLSearchParams({
        fields: 'id,email,first_name,last_name',
        access_token: accessToken,
      }).toString();
      const person = await getJson(fetcher, me.toString());
      if (!text(person.id)) throw new SocialProviderError('No subject');
      const email = text(person.email) || null;
      return {
        subject: text(person.id),
        email,
        emailVerified: email !== null,
        firstName: text(person.first_name),
        lastName: text(person.last_name),
      };
    },
  };
}
