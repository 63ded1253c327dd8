import type { LoginBody, RegisterBody } from '@shop/shared/schemas/auth';
import { AppError, badRequest, tooManyRequests } from '../../lib/errors';
import type { RateLimitRule, RateLimitService, RateLimitSlot } from '../system/rate-limit.service';
import type { AccountsRepository, UserRow } from './accounts.repository';
import { decoyPasswordHash, hashPassword, verifyPassword } from './passwords';
import { hashToken, newToken } from './tokens';

/** Failed sign-ins per client address and login name, and per address overall; sign-ups per address. */
export const AUTH_RATE_LIMITS = {
  loginPerIdentifier: { limit: 5, windowSeconds: 15 * 60 },
  loginPerAddress: { limit: 20, windowSeconds: 15 * 60 },
  registerPerAddress: { limit: 10, windowSeconds: 60 * 60 },
} satisfies Record<string, RateLimitRule>;

const LOGIN_FAILED = 'Utilizator sau parolă incorectă.';

export type AuthenticatedUser = UserRow;

export function createAccountsService(deps: {
  accounts: AccountsRepository;
  rateLimits: Pick<RateLimitService, 'takeEach' | 'giveBack' | 'reset'>;
  /** Sign-ups per client address per hour (REGISTER_RATE_LIMIT); the rule's own limit by default. */
  registerLimit?: number;
}) {
  const { accounts, rateLimits } = deps;
  const registerRule: RateLimitRule = {
    ...AUTH_RATE_LIMITS.registerPerAddress,
    limit: deps.registerLimit ?? AUTH_RATE_LIMITS.registerPerAddress.limit,
  };

  async function issueToken(userId: number): Promise<string> {
    const { token, tokenHash } = newToken();
    await accounts.insertToken(userId, tokenHash);
    return token;
  }

  /** Takes a slot of every key before the work it guards, or refuses with 429. */
  async function takeSlots(keys: [string, RateLimitRule][]): Promise<RateLimitSlot[]> {
    const outcome = await rateLimits.takeEach(keys);
    if (!outcome.taken) throw tooManyRequests(outcome.retryAfter);
    return outcome.slots;
  }

  return {
    /** Account emails by id, for screens that name who placed or changed something. */
    async emailsByIds(ids: number[]): Promise<Map<number, string>> {
      const rows = await accounts.emailsByIds([...new Set(ids)]);
      return new Map(rows.map((row) => [row.id, row.email]));
    },

    async register(body: RegisterBody, clientAddress: string): Promise<{ token: string; user: UserRow }> {
      // Every sign-up counts, refused ones too: "this email has an account" answers must not be
      // an unlimited way to learn who is a customer.
      await takeSlots([[`register:${clientAddress}`, registerRule]]);
      const conflicts = await accounts.findConflicts(body.username, body.email);
      if (conflicts.username || conflicts.email) {
        const error = conflicts.username
          ? 'Numele de utilizator este deja folosit.'
          : 'Există deja un cont cu acest email.';
        throw badRequest('auth.account_exists', error, {
          error,
          ...(conflicts.username ? { username: ['Numele de utilizator este deja folosit.'] } : {}),
          ...(conflicts.email ? { email: ['Există deja un cont cu acest email.'] } : {}),
        });
      }
      const passwordHash = await hashPassword(body.password);
      let user: UserRow;
      try {
        user = await accounts.insertUser({ username: body.username, email: body.email, passwordHash });
      } catch (error) {
        // Two sign-ups racing for the same name: the unique index decides.
        if (
          (error as { code?: string }).code === '23505' ||
          (error as { cause?: { code?: string } }).cause?.code === '23505'
        ) {
          const message = 'Există deja un cont cu acest nume sau email.';
          throw badRequest('auth.account_exists', message, { error: message });
        }
        throw error;
      }
      return { token: await issueToken(user.id), user };
    },

    async login(body: LoginBody, clientAddress: string): Promise<{ token: string; user: UserRow }> {
      const identifierKey = `login:${clientAddress}:${body.username.toLowerCase()}`;
      const addressKey = `login:${clientAddress}`;
      // Only failures count, but the slots are taken before the password is checked: counted
      // after, a parallel burst of guesses would all be checked before the first one is counted.
      const slots = await takeSlots([
        [identifierKey, AUTH_RATE_LIMITS.loginPerIdentifier],
        [addressKey, AUTH_RATE_LIMITS.loginPerAddress],
      ]);
      let valid = false;
      let user: UserRow | undefined;
      try {
        user = await accounts.findByLogin(body.username);
        valid = user?.isActive
          ? await verifyPassword(user.passwordHash, body.password)
          : (await verifyPassword(await decoyPasswordHash(), body.password), false);
      } catch (error) {
        // Not a wrong password (the database failed): it does not count.
        await Promise.all(slots.map((slot) => rateLimits.giveBack(slot)));
        throw error;
      }
      if (!user || !valid) throw new AppError(400, 'auth.invalid_credentials', LOGIN_FAILED);
      // A right password: the slots are given back, and the name's earlier failures forgotten.
      await Promise.all([
        ...slots.map((slot) => rateLimits.giveBack(slot)),
        rateLimits.reset(identifierKey),
        accounts.updateUser(user.id, { lastLoginAt: new Date() }),
      ]);
      return { token: await issueToken(user.id), user };
    },

    /** Signs a user in whom another proof identified (a social sign-in): a new token. */
    async signInAs(userId: number): Promise<string> {
      await accounts.updateUser(userId, { lastLoginAt: new Date() });
      return issueToken(userId);
    },

    async logout(token: string): Promise<void> {
      await accounts.deleteToken(hashToken(token));
    },

    userForToken(token: string): Promise<UserRow | undefined> {
      return accounts.findUserByTokenHash(hashToken(token));
    },

    /**
     * Creates the staff account, or makes an existing account with that email staff and sets its
     * password. Used on first start and by `npm run admin:create`.
     */
    async upsertAdmin(email: string, password: string): Promise<{ user: UserRow; created: boolean }> {
      const passwordHash = await hashPassword(password);
      const existing = await accounts.findByEmail(email);
      if (existing) {
        await accounts.updateUser(existing.id, {
          passwordHash,
          emailVerifiedAt: existing.emailVerifiedAt ?? new Date(),
          isStaff: true,
          isSuperuser: true,
          isActive: true,
        });
        return { user: { ...existing, isStaff: true, isSuperuser: true }, created: false };
      }
      const user = await accounts.insertUser({
        username: email,
        email,
        passwordHash,
        emailVerifiedAt: new Date(),
        isStaff: true,
        isSuperuser: true,
      });
      return { user, created: true };
    },

    hashPassword,
  };
}

export type AccountsService = ReturnType<typeof createAccountsService>;
