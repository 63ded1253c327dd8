import { baniToDecimal } from '@shop/shared/money';
import type {
  AdminProductDetail,
  AdminProductOption,
  AdminProductRow,
  AdminProductVariant,
} from '@shop/shared/schemas/admin/products';
import { type MediaBase, mediaUrl } from '../../../lib/media';
import type { AdminProductListRow, AdminProductRecord, PriceHistoryRow } from './products.admin-repository';
import type { OptionRecord, VariantRecord } from './products.admin-variants';

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
    numar_variante: row.variant_count,
    updated_at: new Date(row.updated_at).toISOString(),
    version: row.version,
  };
}

export function toAdminOption(option: OptionRecord): AdminProductOption {
  return {
    id: option.id,
    nume: option.name,
    nume_en: option.name_en,
    valori: option.values.map((value) => ({
      id: value.id,
      valoare: value.value,
      valoare_en: value.value_en,
    })),
  };
}

/** A variant's value of each option, as text, in the options' order. */
function valuesOf(variant: VariantRecord, options: OptionRecord[]): string[] {
  return options.map(
    (option) => option.values.find((value) => variant.value_ids?.includes(value.id))?.value ?? '',
  );
}

export function toAdminVariant(
  variant: VariantRecord,
  options: OptionRecord[],
  media: MediaBase,
): AdminProductVariant {
  return {
    id: variant.id,
    titlu: variant.title,
    titlu_en: variant.title_en,
    slug: variant.slug,
    sku: variant.sku,
    ean: variant.ean,
    pret: baniToDecimal(variant.price),
    pret_redus: money(variant.discounted_price),
    stoc: variant.stock,
    greutate_grame: variant.weight_grams,
    cantitate_neta: variant.net_quantity,
    unitate: variant.unit,
    imagine: variant.image,
    imagine_url: mediaUrl(media, variant.image),
    activ: variant.is_active,
    valori: valuesOf(variant, options),
    vanduta: variant.sold,
  };
}

/**
 * The product as the audit log keeps it: its fields, its options as "Mărime: 50 ml, 100 ml" and
 * each variant as one line (values, SKU, EAN, prices, weight, net quantity, image, active), so a
 * change reads as the line that changed.
 */
export function toAuditRecord(row: AdminProductRecord) {
  return {
    ...toAdminProductRecord(row),
    optiuni: row.options.map((option) => `${option.name}: ${option.values.map((v) => v.value).join(', ')}`),
    variante: row.variants.map((variant) =>
      [
        valuesOf(variant, row.options).join(' / '),
        variant.sku ?? '—',
        variant.ean ?? '—',
        variant.discounted_price === null
          ? baniToDecimal(variant.price)
          : `${baniToDecimal(variant.price)} → ${baniToDecimal(variant.discounted_price)}`,
        variant.weight_grams === null ? '—' : `${variant.weight_grams} g`,
        variant.net_quantity === null ? '—' : `${variant.net_quantity} ${variant.unit ?? ''}`.trim(),
        variant.image ?? '—',
        variant.is_active ? '✓' : '✗',
      ].join(' · '),
    ),
  };
}

/** The product as the admin API shows it, without its price history, options and variants. */
export function toAdminProductRecord(
  row: AdminProductRecord,
): Omit<AdminProductDetail, 'istoric_preturi' | 'imagini_url' | 'optiuni' | 'variante'> {
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
    pret_achizitie: money(row.cost_price),
    publicare_programata: row.publish_at ? new Date(row.publish_at).toISOString() : null,
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
    optiuni: row.options.map(toAdminOption),
    variante: row.variants.map((variant) => toAdminVariant(variant, row.options, media)),
    istoric_preturi: history.map((entry) => ({
      pret: baniToDecimal(entry.price),
      pret_redus: money(entry.discounted_price),
      changed_by: entry.changed_by,
      created_at: new Date(entry.created_at).toISOString(),
    })),
  };
}
