import { sql } from 'drizzle-orm';
import { WALLET_ENTRY_KINDS } from '@shop/shared/schemas/wallet';
import { check, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { orders } from './checkout';
import { createdAt, updatedAt } from './columns';

/**
 * A customer's wallet balance, in bani. Every movement locks this row first, so the movements of
 * one wallet take turns and the balance never goes below zero (the check is the last guard).
 */
export const wallets = pgTable(
  'wallets',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id),
    balance: integer('balance').notNull().default(0),
    updatedAt: updatedAt(),
  },
  (t) => [check('wallets_balance_check', sql`${t.balance} >= 0`)],
);

/**
 * The wallet's ledger: append-only (a trigger of migration 0012 refuses UPDATE and DELETE), one
 * row per movement. `source` names what caused it ("order:1042:payment", "refund:17") and is
 * unique, so a retried event or a replayed webhook never moves money twice.
 */
export const walletEntries = pgTable(
  'wallet_entries',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** Bani; positive for a credit, negative for a debit. */
    amount: integer('amount').notNull(),
    balanceAfter: integer('balance_after').notNull(),
    kind: text('kind', { enum: WALLET_ENTRY_KINDS }).notNull(),
    source: text('source').notNull().unique(),
    orderId: integer('order_id').references(() => orders.id),
    /** The staff's reason for an adjustment or a refund; shown to the customer. */
    note: text('note').notNull().default(''),
    /**
     * The staff member who made the movement. No foreign key: a ledger row never changes, so it
     * cannot follow a deleted user; the audit log names the actor too.
     */
    createdBy: integer('created_by'),
    createdAt: createdAt(),
  },
  (t) => [
    check('wallet_entries_amount_check', sql`${t.amount} <> 0`),
    check('wallet_entries_balance_check', sql`${t.balanceAfter} >= 0`),
    check(
      'wallet_entries_kind_check',
      sql`${t.kind} IN (${sql.raw(WALLET_ENTRY_KINDS.map((kind) => `'${kind}'`).join(', '))})`,
    ),
    index('wallet_entries_user_idx').on(t.userId, t.id),
    index('wallet_entries_order_idx').on(t.orderId),
  ],
);
