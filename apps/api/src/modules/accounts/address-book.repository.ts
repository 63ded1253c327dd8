import { and, asc, count, desc, eq, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { customerAddresses, customerCompanies, users } from '../../db/schema/accounts';

export type AddressRow = typeof customerAddresses.$inferSelect;
export type NewAddressValues = Omit<
  typeof customerAddresses.$inferInsert,
  'id' | 'userId' | 'createdAt' | 'updatedAt'
>;
export type CompanyRow = typeof customerCompanies.$inferSelect;
export type NewCompanyValues = Omit<
  typeof customerCompanies.$inferInsert,
  'id' | 'userId' | 'createdAt' | 'updatedAt'
>;

/** A customer's saved addresses, companies and preferred locker; every read and write is by owner. */
export function createAddressBookRepository(db: Executor) {
  return {
    addresses(userId: number): Promise<AddressRow[]> {
      return db
        .select()
        .from(customerAddresses)
        .where(eq(customerAddresses.userId, userId))
        .orderBy(desc(customerAddresses.isDefault), asc(customerAddresses.id));
    },

    /** Locks the owner's row, so that concurrent writes of one address book take turns. */
    async lockOwner(userId: number): Promise<void> {
      await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    },

    async countAddresses(userId: number): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(customerAddresses)
        .where(eq(customerAddresses.userId, userId));
      return row?.n ?? 0;
    },

    async insertAddress(userId: number, values: NewAddressValues): Promise<AddressRow> {
      const [row] = await db
        .insert(customerAddresses)
        .values({ ...values, userId })
        .returning();
      return row!;
    },

    async updateAddress(
      userId: number,
      id: number,
      values: NewAddressValues,
    ): Promise<AddressRow | undefined> {
      const [row] = await db
        .update(customerAddresses)
        .set(values)
        .where(and(eq(customerAddresses.id, id), eq(customerAddresses.userId, userId)))
        .returning();
      return row;
    },

    async deleteAddress(userId: number, id: number): Promise<AddressRow | undefined> {
      const [row] = await db
        .delete(customerAddresses)
        .where(and(eq(customerAddresses.id, id), eq(customerAddresses.userId, userId)))
        .returning();
      return row;
    },

    /** Takes the default away from every address of the owner but `keepId`. */
    async clearDefault(userId: number, keepId?: number): Promise<void> {
      await db
        .update(customerAddresses)
        .set({ isDefault: false })
        .where(
          and(
            eq(customerAddresses.userId, userId),
            eq(customerAddresses.isDefault, true),
            keepId ? ne(customerAddresses.id, keepId) : undefined,
          ),
        );
    },

    async setDefault(userId: number, id: number): Promise<AddressRow | undefined> {
      const [row] = await db
        .update(customerAddresses)
        .set({ isDefault: true })
        .where(and(eq(customerAddresses.id, id), eq(customerAddresses.userId, userId)))
        .returning();
      return row;
    },

    /** Makes the owner's newest address the default when none is (after the default was deleted). */
    async ensureDefault(userId: number): Promise<void> {
      await db.execute(sql`
        UPDATE customer_addresses SET is_default = true
         WHERE id = (SELECT id FROM customer_addresses WHERE user_id = ${userId} ORDER BY id DESC LIMIT 1)
           AND NOT EXISTS (SELECT 1 FROM customer_addresses WHERE user_id = ${userId} AND is_default)`);
    },

    companies(userId: number): Promise<CompanyRow[]> {
      return db
        .select()
        .from(customerCompanies)
        .where(eq(customerCompanies.userId, userId))
        .orderBy(asc(customerCompanies.id));
    },

    async countCompanies(userId: number): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(customerCompanies)
        .where(eq(customerCompanies.userId, userId));
      return row?.n ?? 0;
    },

    async insertCompany(userId: number, values: NewCompanyValues): Promise<CompanyRow | undefined> {
      const [row] = await db
        .insert(customerCompanies)
        .values({ ...values, userId })
        .onConflictDoNothing()
        .returning();
      return row;
    },

    async updateCompany(
      userId: number,
      id: number,
      values: NewCompanyValues,
    ): Promise<CompanyRow | undefined> {
      const [row] = await db
        .update(customerCompanies)
        .set(values)
        .where(and(eq(customerCompanies.id, id), eq(customerCompanies.userId, userId)))
        .returning();
      return row;
    },

    async deleteCompany(userId: number, id: number): Promise<boolean> {
      const rows = await db
        .delete(customerCompanies)
        .where(and(eq(customerCompanies.id, id), eq(customerCompanies.userId, userId)))
        .returning({ id: customerCompanies.id });
      return rows.length > 0;
    },

    async preferredLockerId(userId: number): Promise<string | null> {
      const [row] = await db.select({ id: users.preferredLockerId }).from(users).where(eq(users.id, userId));
      return row?.id ?? null;
    },

    /** A closed account's address book goes with it. */
    async eraseOf(userId: number): Promise<void> {
      await db.delete(customerAddresses).where(eq(customerAddresses.userId, userId));
      await db.delete(customerCompanies).where(eq(customerCompanies.userId, userId));
    },

    async setPreferredLocker(userId: number, lockerId: string | null): Promise<void> {
      await db.update(users).set({ preferredLockerId: lockerId }).where(eq(users.id, userId));
    },
  };
}
