import type { ProductSummary } from '@shop/shared/schemas/catalog';
import type { Favourite } from '@shop/shared/schemas/favourites';
import type { FavouriteRow } from './favourites.repository';

export function toFavourite(row: FavouriteRow, product: ProductSummary): Favourite {
  return {
    id: row.id,
    produs: product,
    created_at: new Date(row.created_at).toISOString(),
  };
}
