import type { Favourite } from '@shop/shared/schemas/favourites';
import type { Executor } from '../../db/client';
import type { PersonalDataSource } from '../accounts/personal-data';
import { badRequest, notFound } from '../../lib/errors';
import { invalidPage, type PageRequest } from '../../lib/pagination';
import type { ProductsService } from '../catalog/products/products.service';
import { toFavourite } from './favourites.mapper';
import { createFavouritesRepository, type FavouritesRepository } from './favourites.repository';

const PRODUCT_UNAVAILABLE = 'Produsul nu există sau nu mai este disponibil.';

const favouriteNotFound = () => notFound('favourites.not_found', 'Produsul favorit nu a fost găsit.');

const productUnavailable = () =>
  badRequest('favourites.product_not_found', PRODUCT_UNAVAILABLE, { produs: [PRODUCT_UNAVAILABLE] });

export function createFavouritesService(deps: {
  favourites: FavouritesRepository;
  products: Pick<ProductsService, 'summariesByIds' | 'activeIds'>;
}) {
  const { favourites, products } = deps;

  return {
    /** The favourite products in the export; they go with the account. */
    personalData: {
      name: 'favourites',
      export: async (userId: number) =>
        (await favourites.list(userId, {})).map((row) => ({
          produs: row.product_id,
          created_at: row.created_at,
        })),
      erase: (tx: Executor, userId: number) => createFavouritesRepository(tx).removeAllOf(userId),
    } satisfies PersonalDataSource,

    /** A page of the user's favourites, newest first; `productId` finds the one for a product. */
    async list(
      userId: number,
      filter: { productId?: number },
      page: PageRequest,
    ): Promise<{ results: Favourite[]; count: number }> {
      // Products no longer sold are left out, and do not count.
      const rows = await favourites.list(userId, filter);
      const sold = await products.activeIds(rows.map((row) => row.product_id));
      const live = rows.filter((row) => sold.has(row.product_id));
      const pageRows = live.slice(page.offset, page.offset + page.size);
      if (pageRows.length === 0 && page.page > 1) throw invalidPage();
      const summaries = await products.summariesByIds(pageRows.map((row) => row.product_id));
      const results = pageRows.flatMap((row) => {
        const product = summaries.get(row.product_id);
        return product ? [toFavourite(row, product)] : [];
      });
      return { results, count: live.length };
    },

    /** Adds a product; adding one that is already a favourite answers the existing favourite. */
    async add(userId: number, productId: number): Promise<{ favourite: Favourite; created: boolean }> {
      if (!(await products.activeIds([productId])).has(productId)) throw productUnavailable();
      let result;
      try {
        result = await favourites.add(userId, productId);
      } catch (error) {
        // The product was deleted since it was checked (foreign key).
        if (
          (error as { code?: string }).code === '23503' ||
          (error as { cause?: { code?: string } }).cause?.code === '23503'
        ) {
          throw productUnavailable();
        }
        throw error;
      }
      // Read after the write: the product may have stopped being sold in between.
      const product = (await products.summariesByIds([productId])).get(productId);
      if (!product) throw productUnavailable();
      const row = await favourites.findForUser(userId, result.id);
      if (!row) throw productUnavailable();
      return { favourite: toFavourite(row, product), created: result.outcome === 'created' };
    },

    /** Removes one of the user's own favourites; any other id is "not found", whoever owns it. */
    async remove(userId: number, favouriteId: number): Promise<void> {
      if (!(await favourites.remove(userId, favouriteId))) throw favouriteNotFound();
    },
  };
}

export type FavouritesService = ReturnType<typeof createFavouritesService>;
