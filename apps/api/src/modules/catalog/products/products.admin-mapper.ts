import { baniToDecimal } from '@shop/shared/money';
import type { AdminProductDetail, AdminProductRow } from '@shop/shared/schemas/admin/products';
import { type MediaBase, mediaUrl } from '../../../lib/media';
import type { AdminProductListRow, AdminProductRecord, PriceHistoryRow } from './products.admin-repository';

const money = (bani: number | null) => (bani == null ? null : baniToDecimal(bani));

export function toAdminProductRow(row: AdminProductListRow, media: MediaBase): AdminProductRow {
  return {
    id: row.id,
    slug: row.slug,
    titlu: row.title,
    sku: row.sku,
    pret: baniToDecimal(row.price),
    pret_redus: money(row.discounted_price),
    stoc: row.stock,
    publicat: row.is_active,
    imagine_principala_url: mediaUrl(media, row.image),
    categorii: row.categories.map((category) => ({ id: category.id, nume: category.name })),
    updated_at: new Date(row.updated_at).toISOString(),
    version: row.version,
  };
}

/** The product as the admin API shows it, without its price history (also what the audit log keeps). */
export function toAdminProductRecord(
  row: AdminProductRecord,
): Omit<AdminProductDetail, 'istoric_preturi' | 'imagini_url'> {
  return {
    id: row.id,
    titlu: row.title,
    titlu_en: row.title_en,
    descriere: row.description,
    descriere_en: row.description_en,
    informatii_suplimentare: row.additional_info,
    informatii_suplimentare_en: row.additional_info_en,
    meta_titlu: row.meta_title,
    meta_titlu_en: row.meta_title_en,
    meta_descriere: row.meta_description,
    meta_descriere_en: row.meta_description_en,
    nota: row.note,
    nota_en: row.note_en,
    slug: row.slug,
    sku: row.sku,
    pret: baniToDecimal(row.price),
    pret_redus: money(row.discounted_price),
    cota_tva: row.vat_rate,
    stoc: row.stock,
    cantitate_neta: row.net_quantity,
    unitate: row.unit,
    greutate_grame: row.weight_grams,
    publicat: row.is_active,
    imagini: row.images,
    imagini_alt: row.images.map((_image, index) => row.image_alts[index] ?? ''),
    imagini_alt_en: row.images.map((_image, index) => row.image_alts_en[index] ?? ''),
    categorii: row.category_ids,
    tags: row.tag_ids,
    version: row.version,
    created_at: new Date(row.created_at).toISOString(),
    updated_at: new Date(row.updated_at).toISOString(),
  };
}

export function toAdminProductDetail(
  row: AdminProductRecord,
  history: PriceHistoryRow[],
  media: MediaBase,
): AdminProductDetail {
  return {
    ...toAdminProductRecord(row),
    imagini_url: row.images.map((image) => mediaUrl(media, image) ?? ''),
    istoric_preturi: history.map((entry) => ({
      pret: baniToDecimal(entry.price),
      pret_redus: money(entry.discounted_price),
      changed_by: entry.changed_by,
      created_at: new Date(entry.created_at).toISOString(),
    })),
  };
}
