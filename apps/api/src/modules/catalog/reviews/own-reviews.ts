import type { OwnReview } from '@shop/shared/schemas/catalog';
import type { Executor } from '../../../db/client';
import type { PersonalDataSource } from '../../accounts/personal-data';
import { createReviewsRepository, type OwnReviewRow } from './reviews.repository';

export function toOwnReview(row: OwnReviewRow): OwnReview {
  return {
    id: row.id,
    produs: { id: row.product_id, slug: row.slug, titlu: row.title, titlu_en: row.title_en },
    rating: row.rating,
    comentariu: row.comment,
    aprobata: row.is_approved,
    stare: row.is_approved ? 'approved' : row.moderated_at ? 'hidden' : 'pending',
    cumparare_verificata: row.verified_purchase,
    raspuns: row.reply,
    data_creare: new Date(row.created_at).toISOString(),
  };
}

/** The customer's reviews in the personal data export; a closed account's stay, anonymised. */
export function reviewsPersonalData(db: Executor): PersonalDataSource {
  return {
    name: 'reviews',
    export: async (userId) => (await createReviewsRepository(db).ofUser(userId)).map(toOwnReview),
    erase: (tx, userId) => createReviewsRepository(tx).anonymiseOfUser(userId),
  };
}
