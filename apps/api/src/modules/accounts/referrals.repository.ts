import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';

export type ReferralRow = { referrerUserId: number; voidedAt: Date | null; createdAt: Date };

/** Who referred whom (the `referrals` table) and the account facts the referral rules read. */
export function createReferralsRepository(db: Executor) {
  return {
    /** The active customer account that owns a referral code. */
    async findByCode(code: string): Promise<{ id: number; email: string } | undefined> {
      const result = await db.execute<{ id: number; email: string }>(sql`
        SELECT id, email FROM users
         WHERE referral_code = ${code} AND is_active AND NOT is_staff AND NOT is_superuser`);
      return result.rows[0];
    },

    async codeOf(userId: number): Promise<string> {
      const result = await db.execute<{ referral_code: string }>(
        sql`SELECT referral_code FROM users WHERE id = ${userId}`,
      );
      return result.rows[0]!.referral_code;
    },

    async insert(referredUserId: number, referrerUserId: number): Promise<void> {
      await db.execute(sql`
        INSERT INTO referrals (referred_user_id, referrer_user_id)
        VALUES (${referredUserId}, ${referrerUserId}) ON CONFLICT DO NOTHING`);
    },

    /** The customer's own referral, locked to the end of the transaction when `lock` is set. */
    async of(referredUserId: number, options: { lock?: boolean } = {}): Promise<ReferralRow | undefined> {
      const result = await db.execute<{
        referrer_user_id: number;
        voided_at: string | null;
        created_at: string;
      }>(sql`
        SELECT referrer_user_id, voided_at, created_at FROM referrals
         WHERE referred_user_id = ${referredUserId} ${options.lock ? sql`FOR UPDATE` : sql``}`);
      const row = result.rows[0];
      return row
        ? {
            referrerUserId: row.referrer_user_id,
            voidedAt: row.voided_at === null ? null : new Date(row.voided_at),
            createdAt: new Date(row.created_at),
          }
        : undefined;
    },

    async markVoid(referredUserId: number, reason: string): Promise<void> {
      await db.execute(sql`
        UPDATE referrals SET voided_at = now(), void_reason = ${reason}
         WHERE referred_user_id = ${referredUserId} AND voided_at IS NULL`);
    },

    /** The phones and street addresses of a referrer's account and address book. */
    async identityOf(
      userId: number,
    ): Promise<{ phone: string; street: string | null; postalCode: string | null }[]> {
      const result = await db.execute<{
        phone: string;
        street: string | null;
        postal_code: string | null;
      }>(sql`
        SELECT phone, NULL AS street, NULL AS postal_code FROM users WHERE id = ${userId}
        UNION ALL
        SELECT phone, street, postal_code FROM customer_addresses WHERE user_id = ${userId}`);
      return result.rows.map((row) => ({
        phone: row.phone,
        street: row.street,
        postalCode: row.postal_code,
      }));
    },

    /** The friends a customer brought, oldest first. */
    async friendsOf(
      referrerUserId: number,
    ): Promise<
      { userId: number; firstName: string; email: string; createdAt: Date; voidedAt: Date | null }[]
    > {
      const result = await db.execute<{
        id: number;
        first_name: string;
        email: string;
        created_at: string;
        voided_at: string | null;
      }>(sql`
        SELECT u.id, u.first_name, u.email, r.created_at, r.voided_at
          FROM referrals r JOIN users u ON u.id = r.referred_user_id
         WHERE r.referrer_user_id = ${referrerUserId}
         ORDER BY r.created_at, u.id`);
      return result.rows.map((row) => ({
        userId: row.id,
        firstName: row.first_name,
        email: row.email,
        createdAt: new Date(row.created_at),
        voidedAt: row.voided_at === null ? null : new Date(row.voided_at),
      }));
    },
  };
}
