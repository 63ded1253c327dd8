import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { Database } from '../../../db/client';
import { openSecret, sealSecret } from '../../../lib/sealed-secrets';
import type { Actor, AuditService } from '../../audit/audit.service';
import { AnafOAuthError, type AnafOAuthClient, type AnafTokens, hashState } from './anaf-oauth';
import { createSpvRepository } from './spv-repository';

/** How long a started consent may take (the person signs in with their certificate at ANAF). */
const CONSENT_SECONDS = 15 * 60;
/** The access token is refreshed this long before it expires (it lives ~90 days). */
const REFRESH_AHEAD_MS = 7 * 24 * 3600 * 1000;

export type ConnectionStatus = {
  env: 'off' | 'test' | 'prod';
  connected: boolean;
  access_expires_at: string | null;
  refresh_expires_at: string | null;
};

/** Why a consent did not end in a connection, for the admin page's message. */
export type ConsentFailure = 'expired' | 'denied' | 'failed';

export class ConsentError extends Error {
  override name = 'ConsentError';
  constructor(readonly reason: ConsentFailure) {
    super(`e-Factura consent ${reason}`);
  }
}

/**
 * The shop's connection to ANAF's e-Factura API: the consent staff start from the admin, the
 * tokens it yields (stored sealed with AES-256-GCM, never logged), and a valid access token for
 * the worker, refreshed a week before it expires. With EFACTURA_ENV off (`env: 'off'`) there is
 * nothing to connect: the status says so and the worker never asks.
 */
export function createAnafConnection(deps: {
  db: Database;
  audit: Pick<AuditService, 'record'>;
  env: 'off' | 'test' | 'prod';
  oauth: AnafOAuthClient | null;
  key: Buffer;
  now?: () => Date;
  log?: { warn: (obj: object, msg?: string) => void };
}) {
  const now = deps.now ?? (() => new Date());

  function tokensOf(row: Awaited<ReturnType<ReturnType<typeof createSpvRepository>['connection']>>) {
    if (!row || row.env !== deps.env || !row.accessToken || !row.refreshToken) return null;
    const accessToken = openSecret(deps.key, row.accessToken);
    const refreshToken = openSecret(deps.key, row.refreshToken);
    // Sealed with another key (EFACTURA_TOKEN_KEY or the CSRF secret changed): not usable.
    if (accessToken === null || refreshToken === null) return null;
    return {
      accessToken,
      refreshToken,
      accessExpiresAt: row.accessExpiresAt!,
      refreshExpiresAt: row.refreshExpiresAt!,
    } satisfies AnafTokens;
  }

  const sealed = (tokens: AnafTokens) => ({
    env: deps.env === 'off' ? null : deps.env,
    accessToken: sealSecret(deps.key, tokens.accessToken),
    refreshToken: sealSecret(deps.key, tokens.refreshToken),
    accessExpiresAt: tokens.accessExpiresAt,
    refreshExpiresAt: tokens.refreshExpiresAt,
    lastError: null,
  });

  return {
    async status(): Promise<ConnectionStatus> {
      if (deps.env === 'off') {
        return { env: 'off', connected: false, access_expires_at: null, refresh_expires_at: null };
      }
      const tokens = tokensOf(await createSpvRepository(deps.db).connection());
      const connected = tokens !== null && tokens.refreshExpiresAt > now();
      return {
        env: deps.env,
        connected,
        access_expires_at: connected ? tokens.accessExpiresAt.toISOString() : null,
        refresh_expires_at: connected ? tokens.refreshExpiresAt.toISOString() : null,
      };
    },

    /** A new consent: ANAF's authorize URL and the state the browser must bring back. */
    async start(actor: Actor): Promise<{ authorizeUrl: string; state: string }> {
      if (!deps.oauth) throw new Error('e-Factura is off');
      const state = randomBytes(32).toString('base64url');
      await createSpvRepository(deps.db).saveConnection(
        {
          pendingStateHash: hashState(state),
          pendingStateExpiresAt: new Date(now().getTime() + CONSENT_SECONDS * 1000),
          pendingStateBy: actor.id,
          pendingStateByEmail: actor.email,
        },
        now(),
      );
      return { authorizeUrl: deps.oauth.authorizeUrl(state), state };
    },

    /**
     * ANAF's way back: the state must be the pending one, unexpired, and the one this browser
     * started (its cookie); then the code is traded for tokens, stored sealed, and the audit log
     * names the staff member who started the consent.
     */
    async finish(query: { code?: string; state?: string; error?: string }, browserState: string | undefined) {
      const oauth = deps.oauth;
      if (!oauth) throw new ConsentError('failed');
      const state = query.state ?? '';
      const sameBrowser =
        browserState !== undefined &&
        browserState.length === state.length &&
        timingSafeEqual(Buffer.from(browserState), Buffer.from(state));
      const started = await deps.db.transaction(async (tx) => {
        const repository = createSpvRepository(tx);
        const row = await repository.connection({ lock: true });
        const valid =
          sameBrowser &&
          state !== '' &&
          row?.pendingStateHash === hashState(state) &&
          row.pendingStateExpiresAt !== null &&
          row.pendingStateExpiresAt > now();
        if (!valid) return null;
        // Single use: whatever happens next, this state is spent.
        await repository.saveConnection(
          {
            pendingStateHash: null,
            pendingStateExpiresAt: null,
            pendingStateBy: null,
            pendingStateByEmail: null,
          },
          now(),
        );
        return { by: row.pendingStateBy, email: row.pendingStateByEmail ?? '' };
      });
      if (!started) throw new ConsentError('expired');
      if (query.error || !query.code) throw new ConsentError('denied');
      let tokens: AnafTokens;
      try {
        tokens = await oauth.exchangeCode(query.code);
      } catch (error) {
        if (error instanceof AnafOAuthError) {
          deps.log?.warn({ reason: error.message }, 'e-Factura consent: the code exchange failed');
          throw new ConsentError('failed');
        }
        throw error;
      }
      await deps.db.transaction(async (tx) => {
        await createSpvRepository(tx).saveConnection(
          { ...sealed(tokens), connectedAt: now(), connectedBy: started.by },
          now(),
        );
        if (started.by !== null) {
          await deps.audit.record(
            tx,
            { id: started.by, email: started.email },
            {
              entityType: 'efactura_connection',
              entityId: deps.env,
              action: 'connect',
              after: {
                env: deps.env,
                access_expires_at: tokens.accessExpiresAt.toISOString(),
                refresh_expires_at: tokens.refreshExpiresAt.toISOString(),
              },
            },
          );
        }
      });
    },

    /**
     * A valid access token for the API, refreshed when it expires within a week; null when the
     * shop is not connected (off, never connected, refresh token expired or refused).
     */
    async accessToken(): Promise<string | null> {
      if (deps.env === 'off' || !deps.oauth) return null;
      const oauth = deps.oauth;
      const current = tokensOf(await createSpvRepository(deps.db).connection());
      if (!current || current.refreshExpiresAt <= now()) return null;
      if (current.accessExpiresAt.getTime() - REFRESH_AHEAD_MS > now().getTime()) return current.accessToken;
      // One process refreshes at a time (the row's lock); the others then read its new tokens.
      return deps.db.transaction(async (tx) => {
        const repository = createSpvRepository(tx);
        const locked = tokensOf(await repository.connection({ lock: true }));
        if (!locked || locked.refreshExpiresAt <= now()) return null;
        if (locked.accessExpiresAt.getTime() - REFRESH_AHEAD_MS > now().getTime()) return locked.accessToken;
        try {
          const fresh = await oauth.refresh(locked.refreshToken);
          await repository.saveConnection(sealed(fresh), now());
          return fresh.accessToken;
        } catch (error) {
          if (!(error instanceof AnafOAuthError)) throw error;
          await repository.saveConnection({ lastError: error.message }, now());
          deps.log?.warn({ reason: error.message }, 'e-Factura: refreshing the access token failed');
          // Refused: the refresh token is dead, staff must consent again. Unavailable: the
          // current token still works until it expires.
          if (error.kind === 'refused') {
            await repository.saveConnection({ accessToken: null, refreshToken: null }, now());
            return null;
          }
          return locked.accessExpiresAt > now() ? locked.accessToken : null;
        }
      });
    },

    /** ANAF refused the access token (401): refresh it at the next call. */
    async accessRefused(): Promise<void> {
      await createSpvRepository(deps.db).saveConnection({ accessExpiresAt: now() }, now());
    },
  };
}

export type AnafConnection = ReturnType<typeof createAnafConnection>;
