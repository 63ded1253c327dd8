import type { Favourite } from '@shop/shared/schemas/favourites';
import { badRequest, notFound } from '../../lib/errors';
import { invalidPage, type PageRequest } from '../../lib/pagination';
import type { MediaBase } from '../../lib/media';
import { toFavourite } from './favourites.mapper';
import type { FavouritesRepository } from './favourites.repository';

const PRODUCT_UNAVAILABLE = 'Produsul nu există sau nu mai este disponibil.';

const favouriteNotFound = () => notFound('favourites.not_found', 'Produsul favorit nu a fost găsit.');

export function createFavouritesService(deps: { favourites: FavouritesRepository; media: MediaBase }) {
  const { favourites, media } = deps;

  return {
    /** A page of the user's favourites, newest first; `productId` finds the one for a product. */
    async list(
      userId: number,
      filter: { productId?: number },
      page: PageRequest,
    ): Promise<{ results: Favourite[]; count: number }> {
      const { rows, total } = await favourites.list(userId, filter, {
        limit: page.size,
        offset: page.offset,
      });
      if (rows.length === 0 && page.page > 1) throw invalidPage();
      return { results: rows.map((row) => toFavourite(row, media)), count: total };
    },

    /** Adds a product; adding one that is already a favourite answers the existing favourite. */
    async add(userId: number, productId: number): Promise<{ favourite: Favourite; created: boolean }> {
      const result = await favourites.add(userId, productId);
      if (result.outcome === 'no_product') {
        throw badRequest('favourites.product_not_found', PRODUCT_UNAVAILABLE, {
          produs: [PRODUCT_UNAVAILABLE],
        });
      }
      const row = await favourites.findForUser(userId, result.id);
      if (!row) {
        // The product stopped being sold between the two statements.
        throw badRequest('favourites.product_not_found', PRODUCT_UNAVAILABLE, {
          produs: [PRODUCT_UNAVAILABLE],
        });
      }
      return { favourite: toFavourite(row, media), created: result.outcome === 'created' };
    },

    /** Removes one of the user's own favourites; any other id is "not found", whoever owns it. */
    async remove(userId: number, favouriteId: number): Promise<void> {
      if (!(await favourites.remove(userId, favouriteId))) throw favouriteNotFound();
    },
  };
}

export type FavouritesService = ReturnType<typeof createFavouritesService>;
