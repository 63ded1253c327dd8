import { baniToDecimal } from '@shop/shared/money';
import {
  type Wallet,
  type WalletEntry,
  type WalletEntryKind,
  WALLET_MESSAGES,
} from '@shop/shared/schemas/wallet';
import { randomUUID } from 'node:crypto';
import type { Database, Executor } from '../../db/client';
import type { PersonalDataSource } from '../accounts/personal-data';
import type { Actor, AuditService } from '../audit/audit.service';
import { AppError } from '../../lib/errors';
import { invalidPage, type PageRequest, toPage } from '../../lib/pagination';
import { createWalletRepository, type WalletEntryRow } from './wallet.repository';

/** One movement of a customer's money. `source` is unique over the whole ledger. */
export type WalletMovement = {
  userId: number;
  /** Bani: positive credits, negative debits. */
  amount: number;
  kind: WalletEntryKind;
  source: string;
  orderId?: number | null;
  note?: string;
  createdBy?: number | null;
};

export const insufficientBalance = (balance: number) =>
  new AppError(409, 'wallet.insufficient', WALLET_MESSAGES.insufficient, {
    sold: baniToDecimal(balance),
  });

export function toWalletEntry(row: WalletEntryRow): WalletEntry {
  return {
    id: row.id,
    suma: baniToDecimal(row.amount),
    sold_dupa: baniToDecimal(row.balanceAfter),
    tip: row.kind,
    comanda: row.orderId,
    nota: row.note,
    created_at: row.createdAt.toISOString(),
  };
}

/**
 * Customers' wallets: an append-only ledger and the balance it leaves. Every movement runs inside
 * the caller's transaction with the wallet's row locked, so movements of one wallet take turns:
 * two payments racing for one balance cannot both spend it, and a source already in the ledger
 * (a retried event) moves nothing.
 */
export function createWalletService(deps: { db: Database; audit: Pick<AuditService, 'record'> }) {
  const { db, audit } = deps;

  async function move(
    tx: Executor,
    movement: WalletMovement,
    options: { clampToBalance?: boolean } = {},
  ): Promise<WalletEntryRow | null> {
    const repository = createWalletRepository(tx);
    const balance = await repository.lockBalance(movement.userId);
    if (await repository.hasSource(movement.source)) return null;
    let amount = movement.amount;
    if (balance + amount < 0) {
      if (!options.clampToBalance) throw insufficientBalance(balance);
      amount = -balance;
    }
    if (amount === 0) return null;
    return repository.append({
      userId: movement.userId,
      amount,
      balanceAfter: balance + amount,
      kind: movement.kind,
      source: movement.source,
      orderId: movement.orderId ?? null,
      note: movement.note ?? '',
      createdBy: movement.createdBy ?? null,
    });
  }

  return {
    /**
     * Records a movement once per source; answers the entry, or null when the source had already
     * moved money. A debit beyond the balance is refused (409 `wallet.insufficient`).
     */
    move: (tx: Executor, movement: WalletMovement) => move(tx, movement),

    /**
     * Takes back up to `amount` (a reversal): what the balance holds, never below zero. Answers
     * the entry, or null when the source already moved money or the balance is empty.
     */
    takeBackUpTo: (tx: Executor, movement: WalletMovement) => move(tx, movement, { clampToBalance: true }),

    /** The balance, read inside a transaction that has locked it (checkout's split payment). */
    lockBalance: (tx: Executor, userId: number) => createWalletRepository(tx).lockBalance(userId),

    balance: (userId: number) => createWalletRepository(db).balance(userId),

    /** The movements these sources made (those that made one). */
    bySources: (executor: Executor, sources: string[]) => createWalletRepository(executor).bySources(sources),

    /** Each customer's balance (0 for one without a wallet yet). */
    balances: (userIds: number[]) => createWalletRepository(db).balances(userIds),

    /**
     * A staff adjustment with its reason, audited. `key` (the request's Idempotency-Key) makes a
     * retried request answer the movement it already made instead of making another.
     */
    async adjust(
      actor: Actor,
      userId: number,
      change: { amount: number; note: string },
      key: string | undefined,
    ): Promise<{ entry: WalletEntry; replayed: boolean }> {
      const source = `adjustment:${key ? `${actor.id}:${key}` : randomUUID()}`;
      return db.transaction(async (tx) => {
        const entry = await move(tx, {
          userId,
          amount: change.amount,
          kind: 'adjustment',
          source,
          note: change.note,
          createdBy: actor.id,
        });
        if (!entry) {
          const earlier = await createWalletRepository(tx).findBySource(source);
          if (!earlier || earlier.userId !== userId || earlier.amount !== change.amount) {
            throw new AppError(
              409,
              'wallet.idempotency_conflict',
              'Cheia (Idempotency-Key) a fost folosită pentru altă operație.',
            );
          }
          return { entry: toWalletEntry(earlier), replayed: true };
        }
        await audit.record(tx, actor, {
          entityType: 'wallet',
          entityId: userId,
          action: 'adjust',
          after: {
            entry_id: entry.id,
            amount: baniToDecimal(entry.amount),
            note: entry.note,
            balance: baniToDecimal(entry.balanceAfter),
          },
        });
        return { entry: toWalletEntry(entry), replayed: false };
      });
    },

    /** The wallet in the export; money left in it keeps the account open. */
    personalData: {
      name: 'wallet',
      async export(userId: number) {
        const repository = createWalletRepository(db);
        const [balance, { rows }] = await Promise.all([
          repository.balance(userId),
          repository.entries(userId, { limit: 100_000, offset: 0 }),
        ]);
        return { sold: baniToDecimal(balance), miscari: rows.map(toWalletEntry) };
      },
      async blocker(userId: number) {
        const balance = await createWalletRepository(db).balance(userId);
        return balance > 0
          ? `Ai ${baniToDecimal(balance).replace('.', ',')} lei în portofel. Folosește-i sau scrie-ne să ți-i returnăm, apoi poți șterge contul.`
          : null;
      },
    } satisfies PersonalDataSource,

    /** The balance and a page of movements, newest first, as the account and the admin answer it. */
    async statement(
      userId: number,
      page: PageRequest,
      link: { publicUrl: string; url: string },
    ): Promise<Wallet> {
      const repository = createWalletRepository(db);
      const [balance, { rows, total }] = await Promise.all([
        repository.balance(userId),
        repository.entries(userId, { limit: page.size, offset: page.offset }),
      ]);
      if (rows.length === 0 && page.page > 1) throw invalidPage();
      return { sold: baniToDecimal(balance), miscari: toPage(rows.map(toWalletEntry), total, page, link) };
    },
  };
}

export type WalletService = ReturnType<typeof createWalletService>;
