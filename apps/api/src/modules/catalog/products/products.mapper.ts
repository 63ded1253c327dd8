import { baniToDecimal } from '@shop/shared/money';
import { type MediaBase, mediaUrl } from '../../../lib/media';
import type { CategoryRef, ProductDetail, ProductSummary, Review, Tag } from '@shop/shared/schemas/catalog';
import type {
  CategoryRefRow,
  ProductDetailRow,
  ProductSummaryRow,
  ReviewRow,
  TagRow,
} from './products.repository';

export function toCategoryRef(row: CategoryRefRow): CategoryRef {
  return { id: row.id, nume: row.name, nume_en: row.name_en, slug: row.slug, parent: row.parent_id };
}

export function toTag(row: TagRow): Tag {
  return { id: row.id, nume: row.name, nume_en: row.name_en, slug: row.slug };
}

export function toReview(row: ReviewRow): Review {
  return {
    id: row.id,
    produs_id: row.product_id,
    user_nume: row.author_name,
    data_creare: new Date(row.created_at).toISOString(),
    comentariu: row.comment,
    rating: row.rating,
    cumparare_verificata: row.verified_purchase,
    raspuns: row.reply,
    data_raspuns: row.replied_at ? new Date(row.replied_at).toISOString() : null,
  };
}

export function toProductSummary(row: ProductSummaryRow, media: MediaBase): ProductSummary {
  const [main, ...more] = row.images;
  return {
    id: row.id,
    slug: row.slug,
    titlu: row.title,
    titlu_en: row.title_en,
    sku: row.sku,
    pret: baniToDecimal(row.price),
    pret_redus: row.discounted_price == null ? null : baniToDecimal(row.discounted_price),
    stoc: row.stock,
    imagine_principala: main ?? null,
    imagine_principala_url: mediaUrl(media, main),
    img1_url: mediaUrl(media, more[0]),
    img2_url: mediaUrl(media, more[1]),
    img3_url: mediaUrl(media, more[2]),
    categorie: row.categories.map(toCategoryRef),
    tags: row.tags.map(toTag),
    rating_mediu: row.rating_average,
    numar_recenzii: row.review_count,
    created_at: new Date(row.created_at).toISOString(),
    pret_minim_30_zile: row.lowest_30_days == null ? null : baniToDecimal(row.lowest_30_days),
    cantitate_neta: row.net_quantity,
    unitate: row.unit,
  };
}

export function toProductDetail(row: ProductDetailRow, media: MediaBase): ProductDetail {
  return {
    ...toProductSummary(row, media),
    descriere: row.description,
    descriere_en: row.description_en,
    informatii_suplimentare: row.additional_info,
    informatii_suplimentare_en: row.additional_info_en,
    meta_titlu: row.meta_title,
    meta_titlu_en: row.meta_title_en,
    meta_descriere: row.meta_description,
    meta_descriere_en: row.meta_description_en,
    cota_tva: row.vat_rate,
    nota: row.note,
    nota_en: row.note_en,
    recenzii: row.reviews.map(toReview),
  };
}
