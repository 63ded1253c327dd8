import { LOW_STOCK_THRESHOLD } from '@shop/shared/constants';
import type { StockListQuery, StockSort } from '@shop/shared/schemas/admin/stock';
import type { Executor } from '../../../db/client';
import { AppError, badRequest } from '../../../lib/errors';
import { searchTerms } from './products.service';
import {
  createStockRepository,
  type MovementContext,
  type ProductForOrder,
  type StockChange,
  type StockLine,
  type StockListFilter,
} from './stock.repository';

export type { MovementContext, ProductForOrder, StockChange, StockLine };

/** A manual adjustment, as the staff member asked for it. */
export type Adjustment = {
  productId: number;
  delta?: number;
  setTo?: number;
  reason: string;
  expectedStock?: number;
  userId: number;
};

/** Counted stock for products found by SKU, as an import applies it. */
export type Count = { productId: number; stock: number };

const toDeltas = (lines: StockLine[], sign: 1 | -1) =>
  lines.map((line) => ({ productId: line.productId, delta: sign * line.quantity }));

export function stockFilterFromQuery(query: StockListQuery): StockListFilter {
  return {
    skuPrefix: query.q || undefined,
    words: query.q ? searchTerms(query.q)?.words : undefined,
    maxStock: query.level === 'out' ? 0 : query.level === 'low' ? LOW_STOCK_THRESHOLD : undefined,
    category: query.category,
  };
}

/**
 * The catalogue's stock port: the one way another module (checkout, the admin) changes
 * `products.stock`. Every change writes its movement in the same statement, and each call takes
 * the caller's transaction, so a reservation commits or rolls back with the order that made it.
 */
export function createStockService() {
  return {
    /** Locks the products in id order and reads them (price, VAT, stock, whether sold). */
    lock: (tx: Executor, productIds: number[]) => createStockRepository(tx).lock(productIds),

    /** The same facts, unlocked: what a cart is priced with (decision 062). */
    read: (executor: Executor, productIds: number[]) => createStockRepository(executor).read(productIds),

    /**
     * Omnibus (decision 062): for each product, the lowest price it was sold at in the 30 days
     * before `start` (the price in force when that window opened included), from its price
     * history; the current effective price when the history says nothing about that time.
     */
    referencePrices: (executor: Executor, wanted: { productId: number; start: Date }[]) =>
      createStockRepository(executor).referencePrices(wanted),

    /**
     * Takes each quantity out of stock if enough is left (a 'sale' movement, with the order when
     * given); answers the ids that were reserved.
     */
    async reserve(
      tx: Executor,
      lines: StockLine[],
      context: MovementContext = { kind: 'sale' },
    ): Promise<number[]> {
      const changes = await createStockRepository(tx).apply(toDeltas(lines, -1), context);
      return changes.map((change) => change.productId);
    },

    /** Puts the quantities back in stock (a 'cancellation' movement unless the context says otherwise). */
    async restore(
      tx: Executor,
      lines: StockLine[],
      context: MovementContext = { kind: 'cancellation' },
    ): Promise<StockChange[]> {
      return createStockRepository(tx).apply(toDeltas(lines, 1), context);
    },

    /**
     * A staff member's correction, by a change or to a counted value. Refused when the stock moved
     * since the staff member read it (409) or would go below zero (400).
     */
    async adjust(
      tx: Executor,
      adjustment: Adjustment,
    ): Promise<{ before: number; change: StockChange } | null> {
      const repository = createStockRepository(tx);
      const [product] = await repository.lock([adjustment.productId]);
      if (!product) return null;
      if (await repository.isParent(product.id)) {
        const message = 'Produsul are variante: stocul se modifică pe fiecare variantă.';
        throw badRequest('admin.not_allowed', message, { product_id: [message] });
      }
      if (adjustment.expectedStock !== undefined && adjustment.expectedStock !== product.stock) {
        throw new AppError(
          409,
          'conflict',
          `Stocul s-a schimbat între timp: acum este ${product.stock}, nu ${adjustment.expectedStock}. Verificați și încercați din nou.`,
          { stock: product.stock },
        );
      }
      const delta = adjustment.setTo !== undefined ? adjustment.setTo - product.stock : adjustment.delta!;
      if (product.stock + delta < 0) {
        const message = `Stocul nu poate deveni negativ: sunt ${product.stock} bucăți, modificarea este ${delta}.`;
        throw badRequest('admin.not_allowed', message, { delta: [message] });
      }
      if (delta === 0) {
        const message = `Stocul este deja ${product.stock}.`;
        throw badRequest('admin.not_allowed', message, { set_to: [message] });
      }
      const [change] = await repository.apply([{ productId: product.id, delta }], {
        kind: 'manual',
        reason: adjustment.reason,
        userId: adjustment.userId,
      });
      return { before: product.stock, change: change! };
    },

    /**
     * Sets counted stock ('import' movements, or 'manual' for a staff member's bulk edit); products
     * already at their count get none.
     */
    async importCounts(
      tx: Executor,
      counts: Count[],
      context: { userId: number; reason?: string; kind?: 'import' | 'manual' },
    ) {
      const repository = createStockRepository(tx);
      const products = new Map(
        (await repository.lock(counts.map((count) => count.productId))).map((p) => [p.id, p]),
      );
      const deltas = counts.flatMap((count) => {
        const product = products.get(count.productId);
        return product ? [{ productId: product.id, delta: count.stock - product.stock }] : [];
      });
      return repository.apply(deltas, {
        kind: context.kind ?? 'import',
        userId: context.userId,
        reason: context.reason,
      });
    },

    list: (db: Executor, filter: StockListFilter, sort: StockSort, page: { limit: number; offset: number }) =>
      createStockRepository(db).list(filter, sort, page),
    exists: (db: Executor, productId: number) => createStockRepository(db).exists(productId),
    movements: (db: Executor, productId: number, beforeId: number | undefined, limit: number) =>
      createStockRepository(db).movements(productId, beforeId, limit),
    movement: (db: Executor, id: number) => createStockRepository(db).movement(id),
    byIdOrSku: (db: Executor, ids: number[], skus: string[], forUpdate = false) =>
      createStockRepository(db).byIdOrSku(ids, skus, forUpdate),
    exportBatch: (db: Executor, afterId: number, limit: number) =>
      createStockRepository(db).exportBatch(afterId, limit),
    setWeights: (tx: Executor, weights: { productId: number; weightGrams: number | null }[]) =>
      createStockRepository(tx).setWeights(weights),
  };
}

export type StockService = ReturnType<typeof createStockService>;
