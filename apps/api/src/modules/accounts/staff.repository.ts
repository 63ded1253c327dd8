import { and, asc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { accountTokens, authTokens, users } from '../../db/schema/accounts';

export type StaffRow = {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  isStaff: boolean;
  isSuperuser: boolean;
  isActive: boolean;
  invitationPending: boolean;
  lastLoginAt: Date | null;
  createdAt: Date;
};

const STAFF_INVITE = 'staff_invite';

/** Staff accounts and their invitations (the accounts module owns users and account tokens). */
export function createStaffRepository(db: Executor) {
  const staffColumns = {
    id: users.id,
    email: users.email,
    firstName: users.firstName,
    lastName: users.lastName,
    isStaff: users.isStaff,
    isSuperuser: users.isSuperuser,
    isActive: users.isActive,
    // Spelled out: inside a subquery, Drizzle would leave the outer column unqualified.
    invitationPending: sql<boolean>`EXISTS (
      SELECT 1 FROM account_tokens invitation
      WHERE invitation.user_id = "users"."id" AND invitation.purpose = ${STAFF_INVITE}
        AND invitation.used_at IS NULL AND invitation.expires_at > now())`,
    lastLoginAt: users.lastLoginAt,
    createdAt: users.createdAt,
  };

  return {
    list(): Promise<StaffRow[]> {
      return db
        .select(staffColumns)
        .from(users)
        .where(or(eq(users.isStaff, true), eq(users.isSuperuser, true)))
        .orderBy(asc(users.email));
    },

    async find(id: number, options: { lock?: boolean } = {}): Promise<StaffRow | undefined> {
      const query = db.select(staffColumns).from(users).where(eq(users.id, id));
      const [row] = await (options.lock ? query.for('update', { of: users }) : query);
      return row;
    },

    async findIdByEmail(
      email: string,
    ): Promise<{ id: number; isStaff: boolean; isSuperuser: boolean } | undefined> {
      const [row] = await db
        .select({ id: users.id, isStaff: users.isStaff, isSuperuser: users.isSuperuser })
        .from(users)
        .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
        .for('update')
        .limit(1);
      return row;
    },

    /**
     * Other active superusers than `id`. Every superuser row is locked first, in id order, so two
     * superusers demoting each other at once serialise instead of deadlocking, and the second one
     * sees the first's change.
     */
    async otherSuperusers(id: number): Promise<number> {
      const rows = await db
        .select({ id: users.id, isActive: users.isActive })
        .from(users)
        .where(eq(users.isSuperuser, true))
        .orderBy(asc(users.id))
        .for('update');
      return rows.filter((row) => row.isActive && row.id !== id).length;
    },

    async insert(values: { email: string; firstName: string; lastName: string; passwordHash: string }) {
      const [row] = await db
        .insert(users)
        .values({ ...values, username: values.email, isStaff: true })
        .returning({ id: users.id });
      if (!row) throw new Error('insert returned no row');
      return row.id;
    },

    async setStaff(id: number, values: { isStaff: boolean; isSuperuser?: boolean }): Promise<void> {
      await db.update(users).set(values).where(eq(users.id, id));
    },

    /** The invitation's link was opened: that proves the address too. */
    async setPassword(id: number, passwordHash: string): Promise<void> {
      await db
        .update(users)
        .set({
          passwordHash,
          isActive: true,
          emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`,
        })
        .where(eq(users.id, id));
    },

    /** Signs the account out everywhere and voids its pending invitations. */
    async revokeTokens(id: number): Promise<void> {
      await db.delete(authTokens).where(eq(authTokens.userId, id));
      await db
        .update(accountTokens)
        .set({ usedAt: sql`now()` })
        .where(
          and(
            eq(accountTokens.userId, id),
            eq(accountTokens.purpose, STAFF_INVITE),
            isNull(accountTokens.usedAt),
          ),
        );
    },

    async insertInvitation(userId: number, tokenHash: string, expiresAt: Date): Promise<void> {
      await db.insert(accountTokens).values({ userId, purpose: STAFF_INVITE, tokenHash, expiresAt });
    },

    /** The invitation with that hash, locked, whether used or expired (the caller tells which). */
    async findInvitation(tokenHash: string) {
      const [row] = await db
        .select({
          id: accountTokens.id,
          userId: accountTokens.userId,
          usedAt: accountTokens.usedAt,
          expired: sql<boolean>`${accountTokens.expiresAt} <= now()`,
          email: users.email,
          isStaff: users.isStaff,
        })
        .from(accountTokens)
        .innerJoin(users, eq(users.id, accountTokens.userId))
        .where(and(eq(accountTokens.tokenHash, tokenHash), eq(accountTokens.purpose, STAFF_INVITE)))
        .for('update', { of: accountTokens })
        .limit(1);
      return row;
    },

    /** Marks it used; false when another request used it first. */
    async useInvitation(id: number): Promise<boolean> {
      const rows = await db
        .update(accountTokens)
        .set({ usedAt: sql`now()` })
        .where(
          and(
            eq(accountTokens.id, id),
            isNull(accountTokens.usedAt),
            gt(accountTokens.expiresAt, sql`now()`),
          ),
        )
        .returning({ id: accountTokens.id });
      return rows.length === 1;
    },
  };
}

export type StaffRepository = ReturnType<typeof createStaffRepository>;
