import { createHash } from 'node:crypto';
import { secretKeyFrom } from '../../../lib/sealed-secrets';

/**
 * ANAF's OAuth 2.0 (`logincert.anaf.ro/anaf-oauth2/v1`): the authorization-code flow, whose consent
 * page asks a person for their qualified certificate, then refresh tokens. ANAF issues an access
 * token valid ~90 days and a refresh token valid ~365 days; `token_content_type=jwt` asks for the
 * JWT tokens the e-Factura API takes. Client credentials go in the form body.
 */

export type AnafTokens = {
  accessToken: string;
  refreshToken: string;
  accessExpiresAt: Date;
  refreshExpiresAt: Date;
};

export class AnafOAuthError extends Error {
  override name = 'AnafOAuthError';
  constructor(
    /** `refused`: ANAF said no (bad code, revoked refresh token); `unavailable`: no answer. */
    readonly kind: 'refused' | 'unavailable',
    message: string,
  ) {
    super(message);
  }
}

/** ANAF documents the refresh token as valid 365 days from its issue; its answer does not say. */
const REFRESH_LIFETIME_MS = 365 * 24 * 3600 * 1000;

export function createAnafOAuthClient(options: {
  oauthUrl: string;
  clientId: string;
  clientSecret: string;
  redirectUrl: string;
  timeoutMs?: number;
  now?: () => Date;
}) {
  const now = options.now ?? (() => new Date());
  const timeoutMs = options.timeoutMs ?? 30_000;

  async function token(grant: Record<string, string>): Promise<AnafTokens> {
    let response: Response;
    try {
      response = await fetch(`${options.oauthUrl}/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body: new URLSearchParams({
          ...grant,
          client_id: options.clientId,
          client_secret: options.clientSecret,
          token_content_type: 'jwt',
        }).toString(),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new AnafOAuthError('unavailable', `ANAF's OAuth server did not answer: ${(error as Error).name}`);
    }
    if (response.status >= 500) {
      await response.body?.cancel();
      throw new AnafOAuthError('unavailable', `ANAF's OAuth server failed (${response.status})`);
    }
    let body: Record<string, unknown> = {};
    try {
      body = (await response.json()) as Record<string, unknown>;
    } catch {
      // Not JSON: refused below.
    }
    const accessToken = body.access_token;
    const refreshToken = body.refresh_token ?? grant.refresh_token;
    if (!response.ok || typeof accessToken !== 'string' || typeof refreshToken !== 'string') {
      // The error code only: the answer may echo the grant, which is a secret.
      const code = typeof body.error === 'string' ? body.error : `status ${response.status}`;
      throw new AnafOAuthError('refused', `ANAF refused the token request (${code})`);
    }
    const issued = now().getTime();
    const expiresIn = typeof body.expires_in === 'number' ? body.expires_in : Number(body.expires_in);
    const refreshIn = Number(body.refresh_token_expires_in);
    return {
      accessToken,
      refreshToken,
      accessExpiresAt: new Date(issued + (Number.isFinite(expiresIn) ? expiresIn : 3600) * 1000),
      refreshExpiresAt: new Date(
        issued + (Number.isFinite(refreshIn) && refreshIn > 0 ? refreshIn * 1000 : REFRESH_LIFETIME_MS),
      ),
    };
  }

  return {
    authorizeUrl(state: string): string {
      const query = new URLSearchParams({
        response_type: 'code',
        client_id: options.clientId,
        redirect_uri: options.redirectUrl,
        token_content_type: 'jwt',
        state,
      });
      return `${options.oauthUrl}/authorize?${query}`;
    },
    exchangeCode: (code: string) =>
      token({ grant_type: 'authorization_code', code, redirect_uri: options.redirectUrl }),
    refresh: (refreshToken: string) => token({ grant_type: 'refresh_token', refresh_token: refreshToken }),
  };
}

export type AnafOAuthClient = ReturnType<typeof createAnafOAuthClient>;

/**
 * The key that encrypts the stored tokens: EFACTURA_TOKEN_KEY (32 bytes in hex) or, without it,
 * one derived from the server's CSRF secret (lib/sealed-secrets.ts), so that a shop needs no new
 * secret. Changing either makes the stored tokens unreadable: the shop then shows "not connected"
 * and staff give the consent again.
 */
export function tokenKeyFrom(config: { tokenKey: string | undefined }, serverSecret: string): Buffer {
  return secretKeyFrom(config.tokenKey, serverSecret, {
    salt: 'salvia-efactura',
    info: 'oauth-tokens-at-rest',
  });
}

export const hashState = (state: string) => createHash('sha256').update(state).digest('hex');
