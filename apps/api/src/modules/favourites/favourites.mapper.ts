import type { Favourite } from '@shop/shared/schemas/favourites';
import type { MediaBase } from '../../lib/media';
import { toProductSummary } from '../catalog/products/products.mapper';
import type { FavouriteRow } from './favourites.repository';

export function toFavourite(row: FavouriteRow, media: MediaBase): Favourite {
  return {
    id: row.favourite_id,
    produs: toProductSummary(row, media),
    created_at: new Date(row.favourite_created_at).toISOString(),
  };
}
