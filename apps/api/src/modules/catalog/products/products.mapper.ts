import { type MediaBase, mediaUrl } from '../../../lib/media';
import type {
  ProductDetail,
  ProductOption,
  ProductSummary,
  ProductVariant,
  Review,
  Tag,
} from '@shop/shared/schemas/catalog';
import type { OptionRow, ProductDetailRow, ReviewRow, TagRow, VariantRow } from './products.repository';

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

/**
 * A relative media URL in stored cards (`shop_card_media`, migration 0020): the value of one of the
 * card's URL fields that is not already absolute. Inside a JSON string a quote is escaped, so
 * `"img1_url":"` can only be the field itself, never a product's text.
 */
const RELATIVE_CARD_MEDIA = /"(imagine_principala_url|img[1-3]_url)":"(?!https?:\/\/)/g;

/**
 * Stored cards (one, or a JSON array of them) with this server's media base in front of their
 * relative media URLs, as `mediaUrl` would make them; still JSON text, ready to send.
 */
export function withMediaBase(cardsJson: string, media: MediaBase): string {
  const base = JSON.stringify(`${media}/`).slice(1, -1);
  return cardsJson.replace(RELATIVE_CARD_MEDIA, (_match, field: string) => `"${field}":"${base}`);
}

/** Stored cards (a JSON array) as objects, with this server's media URLs. */
export function parseCards(cardsJson: string, media: MediaBase): ProductSummary[] {
  return JSON.parse(withMediaBase(cardsJson, media)) as ProductSummary[];
}

export function toProductDetail(row: ProductDetailRow, media: MediaBase): ProductDetail {
  return {
    ...(JSON.parse(withMediaBase(row.card, media)) as ProductSummary),
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
    // The card names an image only when its path is not empty (shop_card_media, migration 0020).
    imagini_alt: row.images.flatMap((image, index) => (image ? [row.image_alts[index] ?? ''] : [])),
    imagini_alt_en: row.images.flatMap((image, index) => (image ? [row.image_alts_en[index] ?? ''] : [])),
    recenzii: row.reviews.map(toReview),
    optiuni: row.options.map(toOption),
    variante: row.variants.map((variant) => toVariant(variant, media)),
  };
}

function toOption(row: OptionRow): ProductOption {
  return {
    id: row.id,
    nume: row.name,
    nume_en: row.name_en,
    valori: row.values.map((value) => ({ id: value.id, valoare: value.value, valoare_en: value.value_en })),
  };
}

function toVariant(row: VariantRow, media: MediaBase): ProductVariant {
  return {
    id: row.id,
    slug: row.slug,
    titlu: row.title,
    titlu_en: row.title_en,
    sku: row.sku,
    ean: row.ean,
    pret: row.price,
    pret_redus: row.discounted_price,
    pret_minim_30_zile: row.discounted_price === null ? null : row.lowest_30_days,
    cantitate_neta: row.net_quantity,
    unitate: row.unit,
    stoc: row.stock,
    imagine_principala_url: mediaUrl(media, row.image),
    valori: row.values.map((value) => ({ optiune: value.option, valoare: value.value })),
  };
}
