import { and, eq, gt, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { accountTokens, authTokens, users } from '../../db/schema/accounts';

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;

/** The mailed links of a customer account (a staff invitation is the staff module's). */
/** `email_change_cancel`: the link mailed to the old address that stops a change of address. */
export const CUSTOMER_LINK_PURPOSES = [
  'email_verify',
  'password_reset',
  'email_change',
  'email_change_cancel',
] as const;
export type AccountLinkPurpose = (typeof CUSTOMER_LINK_PURPOSES)[number];

export function createAccountsRepository(db: Executor) {
  return {
    /** The email of each of these accounts (for naming customers and staff in the admin). */
    async emailsByIds(ids: number[]): Promise<{ id: number; email: string }[]> {
      if (ids.length === 0) return [];
      const result = await db.execute<{ id: number; email: string }>(
        sql`SELECT id, email FROM users WHERE id = ANY(${sql.param(ids)}::int[])`,
      );
      return result.rows;
    },

    async findByLogin(identifier: string): Promise<UserRow | undefined> {
      const lowered = identifier.toLowerCase();
      const [row] = await db
        .select()
        .from(users)
        .where(or(sql`lower(${users.username}) = ${lowered}`, sql`lower(${users.email}) = ${lowered}`))
        // A username that equals another user's email must not shadow it: prefer the exact username.
        .orderBy(sql`lower(${users.username}) = ${lowered} DESC`)
        .limit(1);
      return row;
    },

    async findConflicts(username: string, email: string): Promise<{ username: boolean; email: boolean }> {
      const rows = await db
        .select({ username: users.username, email: users.email })
        .from(users)
        .where(
          or(
            sql`lower(${users.username}) = ${username.toLowerCase()}`,
            sql`lower(${users.email}) = ${email.toLowerCase()}`,
          ),
        );
      return {
        username: rows.some((row) => row.username.toLowerCase() === username.toLowerCase()),
        email: rows.some((row) => row.email.toLowerCase() === email.toLowerCase()),
      };
    },

    async insertUser(user: NewUserRow): Promise<UserRow> {
      const [row] = await db.insert(users).values(user).returning();
      if (!row) throw new Error('insert returned no row');
      return row;
    },

    async updateUser(id: number, values: Partial<NewUserRow>): Promise<void> {
      await db.update(users).set(values).where(eq(users.id, id));
    },

    async findByEmail(email: string): Promise<UserRow | undefined> {
      const [row] = await db
        .select()
        .from(users)
        .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
        .limit(1);
      return row;
    },

    async insertToken(userId: number, tokenHash: string): Promise<void> {
      await db.insert(authTokens).values({ userId, tokenHash });
    },

    /**
     * The active user a token belongs to. One statement; it also records when the token was last
     * used, at most every five minutes so that reads do not turn into a write per request.
     */
    async findUserByTokenHash(tokenHash: string): Promise<UserRow | undefined> {
      const token = db
        .$with('token')
        .as(
          db
            .select({ id: authTokens.id, userId: authTokens.userId, lastUsedAt: authTokens.lastUsedAt })
            .from(authTokens)
            .where(eq(authTokens.tokenHash, tokenHash)),
        );
      const touch = db.$with('touch').as(
        db
          .update(authTokens)
          .set({ lastUsedAt: sql`now()` })
          .where(
            and(
              sql`${authTokens.id} = (SELECT id FROM token)`,
              sql`${authTokens.lastUsedAt} < now() - interval '5 minutes'`,
            ),
          )
          .returning({ id: authTokens.id }),
      );
      const [row] = await db
        .with(token, touch)
        .select({ user: users })
        .from(users)
        .innerJoin(token, eq(token.userId, users.id))
        .where(eq(users.isActive, true))
        .limit(1);
      return row?.user;
    },

    async deleteToken(tokenHash: string): Promise<void> {
      await db.delete(authTokens).where(eq(authTokens.tokenHash, tokenHash));
    },

    /** Signs the user out of every device, but the one holding `keepTokenHash` if given. */
    async deleteTokensOf(userId: number, keepTokenHash?: string): Promise<void> {
      await db
        .delete(authTokens)
        .where(
          and(
            eq(authTokens.userId, userId),
            keepTokenHash ? ne(authTokens.tokenHash, keepTokenHash) : undefined,
          ),
        );
    },

    async findById(id: number): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
      return row;
    },

    /** Whether another account than `userId` uses this address. */
    async emailTaken(email: string, userId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(sql`lower(${users.email}) = ${email.toLowerCase()}`, ne(users.id, userId)))
        .limit(1);
      return row !== undefined;
    },

    async insertLink(link: {
      userId: number;
      purpose: AccountLinkPurpose;
      tokenHash: string;
      expiresAt: Date;
      newEmail?: string;
    }): Promise<void> {
      await db.insert(accountTokens).values(link);
    },

    /** Ends every unused link of these purposes (a newer one replaces them, or they were used up). */
    async revokeLinks(userId: number, purposes: AccountLinkPurpose[]): Promise<void> {
      await db
        .update(accountTokens)
        .set({ usedAt: sql`now()` })
        .where(
          and(
            eq(accountTokens.userId, userId),
            inArray(accountTokens.purpose, purposes),
            isNull(accountTokens.usedAt),
          ),
        );
    },

    /** The link with that hash among these purposes, locked, used or expired alike (the caller tells). */
    async findLink(tokenHash: string, purposes: AccountLinkPurpose[]) {
      const [row] = await db
        .select({
          id: accountTokens.id,
          userId: accountTokens.userId,
          purpose: accountTokens.purpose,
          newEmail: accountTokens.newEmail,
          usedAt: accountTokens.usedAt,
          expired: sql<boolean>`${accountTokens.expiresAt} <= now()`,
        })
        .from(accountTokens)
        .where(and(eq(accountTokens.tokenHash, tokenHash), inArray(accountTokens.purpose, purposes)))
        .for('update')
        .limit(1);
      return row && { ...row, purpose: row.purpose as AccountLinkPurpose };
    },

    /** The address an unexpired, unused change link waits to confirm, if any. */
    async pendingEmail(userId: number): Promise<string | null> {
      const [row] = await db
        .select({ newEmail: accountTokens.newEmail })
        .from(accountTokens)
        .where(
          and(
            eq(accountTokens.userId, userId),
            eq(accountTokens.purpose, 'email_change'),
            isNull(accountTokens.usedAt),
            gt(accountTokens.expiresAt, sql`now()`),
          ),
        )
        .orderBy(sql`${accountTokens.id} DESC`)
        .limit(1);
      return row?.newEmail ?? null;
    },
  };
}

export type AccountsRepository = ReturnType<typeof createAccountsRepository>;
