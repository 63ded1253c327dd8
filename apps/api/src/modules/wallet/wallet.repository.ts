import { count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { walletEntries, wallets } from '../../db/schema/wallet';

export type WalletEntryRow = typeof walletEntries.$inferSelect;
export type NewWalletEntry = Omit<typeof walletEntries.$inferInsert, 'id' | 'createdAt'>;

/** The wallets and their ledger; the wallet service is their one writer. */
export function createWalletRepository(db: Executor) {
  return {
    /**
     * The customer's wallet row, created at zero if it is new, locked until the transaction ends:
     * one statement, so two first movements cannot both create it.
     */
    async lockBalance(userId: number): Promise<number> {
      const [row] = await db
        .insert(wallets)
        .values({ userId, balance: 0 })
        .onConflictDoUpdate({ target: wallets.userId, set: { userId: sql`excluded.user_id` } })
        .returning({ balance: wallets.balance });
      return row!.balance;
    },

    async balance(userId: number): Promise<number> {
      const [row] = await db
        .select({ balance: wallets.balance })
        .from(wallets)
        .where(eq(wallets.userId, userId));
      return row?.balance ?? 0;
    },

    async balances(userIds: number[]): Promise<Map<number, number>> {
      if (userIds.length === 0) return new Map();
      const rows = await db
        .select({ userId: wallets.userId, balance: wallets.balance })
        .from(wallets)
        .where(inArray(wallets.userId, userIds));
      return new Map(rows.map((row) => [row.userId, row.balance]));
    },

    async findBySource(source: string): Promise<WalletEntryRow | undefined> {
      const [row] = await db.select().from(walletEntries).where(eq(walletEntries.source, source));
      return row;
    },

    async bySources(sources: string[]): Promise<WalletEntryRow[]> {
      if (sources.length === 0) return [];
      return db.select().from(walletEntries).where(inArray(walletEntries.source, sources));
    },

    async hasSource(source: string): Promise<boolean> {
      const [row] = await db
        .select({ id: walletEntries.id })
        .from(walletEntries)
        .where(eq(walletEntries.source, source));
      return !!row;
    },

    /** Writes the entry and the balance it leaves (the wallet row is locked by the caller). */
    async append(entry: NewWalletEntry): Promise<WalletEntryRow> {
      const [row] = await db.insert(walletEntries).values(entry).returning();
      await db.update(wallets).set({ balance: entry.balanceAfter }).where(eq(wallets.userId, entry.userId));
      return row!;
    },

    async entries(
      userId: number,
      page: { limit: number; offset: number },
    ): Promise<{ rows: WalletEntryRow[]; total: number }> {
      const [rows, [counted]] = await Promise.all([
        db
          .select()
          .from(walletEntries)
          .where(eq(walletEntries.userId, userId))
          .orderBy(desc(walletEntries.id))
          .limit(page.limit)
          .offset(page.offset),
        db.select({ n: count() }).from(walletEntries).where(eq(walletEntries.userId, userId)),
      ]);
      return { rows, total: counted?.n ?? 0 };
    },
  };
}
