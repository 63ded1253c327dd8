import type { Executor } from '../../../db/client';
import { createStockRepository, type ProductForOrder, type StockLine } from './stock.repository';

export type { ProductForOrder, StockLine };

/**
 * The catalogue's stock port: the one way another module (checkout, and the admin area after it)
 * changes `products.stock`. Each call takes the caller's transaction, so a reservation commits or
 * rolls back with the order that made it.
 */
export function createStockService() {
  return {
    /** Locks the products in id order and reads them (price, VAT, stock, whether sold). */
    lock: (tx: Executor, productIds: number[]) => createStockRepository(tx).lock(productIds),
    /** Takes each quantity out of stock if enough is left; answers the ids that were reserved. */
    reserve: (tx: Executor, lines: StockLine[]) => createStockRepository(tx).reserve(lines),
    /** Puts the quantities back in stock. */
    restore: (tx: Executor, lines: StockLine[]) => createStockRepository(tx).restore(lines),
  };
}

export type StockService = ReturnType<typeof createStockService>;
