import { randomBytes } from 'node:crypto';
import { badRequest } from '../../lib/errors';
import { isSafeInAppPath } from '@shop/shared/safe-path';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { appSignInCodes, socialIdentities, socialLoginStates, users } from '../../db/schema/accounts';
import { hashToken } from './tokens';
import type { AccountsService } from './accounts.service';
import { createAccountsRepository, CUSTOMER_LINK_PURPOSES, type UserRow } from './accounts.repository';
import {
  SocialProviderError,
  pkcePair,
  type SocialProvider,
  type SocialProviderName,
} from './social-providers';

/** How long the browser has to come back from the provider. */
const STATE_MINUTES = 10;
/** How long the native app has to trade a sign-in's one-time code for a token. */
export const APP_CODE_TTL_MS = 2 * 60_000;

/** Why a social sign-in did not end signed in: the login page's `?social=` says it. */
export type SocialFailure = 'cancelled' | 'expired' | 'failed' | 'email' | 'staff';

export class SocialSignInError extends Error {
  constructor(
    readonly reason: SocialFailure,
    /** The sign-in was started by the native app: the way back is into the app. */
    readonly forApp = false,
  ) {
    super(`Social sign-in failed: ${reason}`);
  }
}

/** How a finished sign-in goes back: a token for the web page, a one-time code for the native app. */
export type SocialSignInResult = { kind: 'web'; token: string; next: string } | { kind: 'app'; code: string };

/** A path inside the shop to go to after signing in; anything else is the home page. */
export function safeNextPath(next: string | undefined): string {
  return isSafeInAppPath(next) ? next : '/';
}

/** A password hash no password matches: the account signs in socially until a reset sets one. */
const unusablePassword = () => `social:${randomBytes(16).toString('hex')}`;

/** A username from the address's local part, made unique by a random tail. */
function usernameFor(email: string): string {
  const base =
    email
      .split('@')[0]!
      .replace(/[^\p{L}\p{N}._-]/gu, '')
      .slice(0, 30) || 'client';
  return `${base}.${randomBytes(3).toString('hex')}`;
}

/**
 * Signing in with Google or Facebook: the authorization-code flow with PKCE and a single-use
 * `state` (kept hashed, and bound to the browser by a cookie the route sets). The person is found by
 * the provider's id; failing that, an account with the same address is linked when the provider
 * vouches for the address (never a staff account); else a new, verified account is made.
 */
export function createSocialSignInService(deps: {
  db: Database;
  providers: SocialProvider[];
  publicUrl: string;
  accounts: Pick<AccountsService, 'signInAs'>;
  /** What a newly verified address brings: its guest orders, the welcome voucher. */
  onVerified: (tx: Executor, userId: number, email: string) => Promise<void>;
}) {
  const { db, publicUrl, accounts } = deps;
  const byName = new Map(deps.providers.map((provider) => [provider.name, provider]));
  const redirectUri = (name: SocialProviderName) => `${publicUrl}/api/auth/social/${name}/callback/`;

  async function findOrCreate(
    name: SocialProviderName,
    profile: Awaited<ReturnType<SocialProvider['profile']>>,
  ) {
    return db.transaction(async (tx) => {
      const [linked] = await tx
        .select({ user: users })
        .from(socialIdentities)
        .innerJoin(users, eq(users.id, socialIdentities.userId))
        .where(and(eq(socialIdentities.provider, name), eq(socialIdentities.subject, profile.subject)));
      if (linked) {
        if (!linked.user.isActive) throw new SocialSignInError('failed');
        return linked.user;
      }
      if (!profile.email || !profile.emailVerified) throw new SocialSignInError('email');
      const email = profile.email.toLowerCase();
      const [existing] = await tx
        .select()
        .from(users)
        .where(sql`lower(${users.email}) = ${email}`)
        .for('update');
      let user: UserRow;
      if (existing) {
        if (existing.isStaff || existing.isSuperuser) throw new SocialSignInError('staff');
        if (!existing.isActive) throw new SocialSignInError('failed');
        user = existing;
        if (!existing.emailVerifiedAt) {
          // Nobody had proved this address: whoever signed it up may not be its owner (a
          // pre-account takeover: someone registers the victim's address and waits). The owner,
          // proved now by the provider, takes the account over alone: the first person's password,
          // sessions and pending links end; the owner sets a password by the reset if they want one.
          const accounts = createAccountsRepository(tx);
          await accounts.updateUser(existing.id, {
            emailVerifiedAt: new Date(),
            passwordHash: unusablePassword(),
          });
          await accounts.deleteTokensOf(existing.id);
          await accounts.revokeLinks(existing.id, [...CUSTOMER_LINK_PURPOSES]);
          await deps.onVerified(tx, existing.id, existing.email);
        }
      } else {
        [user] = (await tx
          .insert(users)
          .values({
            username: usernameFor(email),
            email,
            // No password signs into this account until the person sets one (password reset).
            passwordHash: unusablePassword(),
            firstName: profile.firstName.slice(0, 100),
            lastName: profile.lastName.slice(0, 100),
            emailVerifiedAt: new Date(),
            termsAcceptedAt: new Date(),
          })
          .returning()) as [UserRow];
        await deps.onVerified(tx, user.id, email);
      }
      await tx
        .insert(socialIdentities)
        .values({ userId: user.id, provider: name, subject: profile.subject, email })
        .onConflictDoNothing();
      return user;
    });
  }

  /** A one-time code for the native app, bound to the person; only its hash is kept. */
  async function issueAppCode(userId: number): Promise<string> {
    const code = randomBytes(32).toString('base64url');
    await db.delete(appSignInCodes).where(lt(appSignInCodes.expiresAt, new Date()));
    await db.insert(appSignInCodes).values({
      codeHash: hashToken(code),
      userId,
      expiresAt: new Date(Date.now() + APP_CODE_TTL_MS),
    });
    return code;
  }

  return {
    enabled: (): SocialProviderName[] => [...byName.keys()],

    isEnabled: (name: string): name is SocialProviderName => byName.has(name as SocialProviderName),

    /**
     * Where to send the browser, and the state its cookie must carry back. `forApp`: the native app
     * opened this in the system browser, and gets the person back through a one-time code.
     */
    async start(
      name: SocialProviderName,
      next: string | undefined,
      options: { forApp?: boolean } = {},
    ): Promise<{ url: string; state: string }> {
      const provider = byName.get(name)!;
      const state = randomBytes(32).toString('base64url');
      const { verifier, challenge } = pkcePair();
      await db.delete(socialLoginStates).where(lt(socialLoginStates.expiresAt, new Date()));
      await db.insert(socialLoginStates).values({
        stateHash: hashToken(state),
        provider: name,
        codeVerifier: verifier,
        nextPath: safeNextPath(next),
        forApp: options.forApp === true,
        expiresAt: new Date(Date.now() + STATE_MINUTES * 60_000),
      });
      return {
        url: await provider.authorizeUrl({ state, codeChallenge: challenge, redirectUri: redirectUri(name) }),
        state,
      };
    },

    /**
     * The provider's redirect back: the state must be this browser's (its cookie), known, unused
     * and fresh; then the code is traded for the person, who is signed in. Answers a new token and
     * where to go, or, for the native app, a one-time code to trade for the token.
     */
    async finish(
      name: SocialProviderName,
      query: { code?: string | undefined; state?: string | undefined; error?: string | undefined },
      cookieState: string | undefined,
    ): Promise<SocialSignInResult> {
      // The state is used up first, whatever follows: a failure then knows where to go back to.
      const [pending] = query.state
        ? await db
            .delete(socialLoginStates)
            .where(eq(socialLoginStates.stateHash, hashToken(query.state)))
            .returning()
        : [];
      const forApp = pending?.forApp === true;
      const fail = (reason: SocialFailure) => new SocialSignInError(reason, forApp);
      if (!query.state || !cookieState || query.state !== cookieState) throw fail('expired');
      if (!pending || pending.provider !== name || pending.expiresAt < new Date()) throw fail('expired');
      if (query.error || !query.code) throw fail('cancelled');
      let profile;
      try {
        profile = await byName.get(name)!.profile({
          code: query.code,
          codeVerifier: pending.codeVerifier,
          redirectUri: redirectUri(name),
        });
      } catch (error) {
        if (error instanceof SocialProviderError) throw fail('failed');
        throw error;
      }
      let user;
      try {
        user = await findOrCreate(name, profile);
      } catch (error) {
        if (error instanceof SocialSignInError) throw fail(error.reason);
        throw error;
      }
      if (forApp) return { kind: 'app', code: await issueAppCode(user.id) };
      return { kind: 'web', token: await accounts.signInAs(user.id), next: pending.nextPath };
    },

    /**
     * The native app trades the one-time code for a token. Deleting the row is the use: of two
     * exchanges of one code at once, one gets it; used, expired or unknown are alike refused.
     */
    async exchangeAppCode(code: string): Promise<{ token: string }> {
      const [found] = code
        ? await db
            .delete(appSignInCodes)
            .where(eq(appSignInCodes.codeHash, hashToken(code)))
            .returning()
        : [];
      const [user] = found
        ? await db.select({ isActive: users.isActive }).from(users).where(eq(users.id, found.userId))
        : [];
      if (!found || found.expiresAt <= new Date() || !user?.isActive) {
        throw badRequest(
          'auth.app_code_invalid',
          'Codul de autentificare nu mai este valabil. Autentifică-te din nou.',
        );
      }
      return { token: await accounts.signInAs(found.userId) };
    },
  };
}

export type SocialSignInService = ReturnType<typeof createSocialSignInService>;
