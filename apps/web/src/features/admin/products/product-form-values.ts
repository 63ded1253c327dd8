import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldErrors, Resolver } from 'react-hook-form';
import {
  type AdminProductDetail,
  BLANK_PRODUCT_BODY,
  priceInputToBani,
  type ProductCreate,
  productCreateSchema,
  productUpdateSchema,
} from '@shop/shared/schemas/admin/products';
import type { TextKey } from '@/lib/i18n';

/** The product form's values: the API's body, with the version it read (optimistic locking). */
export type ProductFormValues = ProductCreate & { version: number };

export const EMPTY_PRODUCT: ProductFormValues = {
  ...BLANK_PRODUCT_BODY,
  // The form's inputs hold '' where the API takes null; and the fields only the form starts.
  sku: '',
  pret_redus: '',
  greutate_grame: null,
  pret_achizitie: '',
  publicare_programata: null,
  imagini_alt: [],
  imagini_alt_en: [],
  optiuni: [],
  variante: [],
  version: 0,
};

/** The form's values for a saved product. */
export function productFormValuesOf(product: AdminProductDetail): ProductFormValues {
  return {
    titlu: product.titlu,
    titlu_en: product.titlu_en,
    descriere: product.descriere,
    descriere_en: product.descriere_en,
    informatii_suplimentare: product.informatii_suplimentare,
    informatii_suplimentare_en: product.informatii_suplimentare_en,
    meta_titlu: product.meta_titlu,
    meta_titlu_en: product.meta_titlu_en,
    meta_descriere: product.meta_descriere,
    meta_descriere_en: product.meta_descriere_en,
    nota: product.nota,
    nota_en: product.nota_en,
    slug: product.slug,
    sku: product.sku ?? '',
    pret: product.pret,
    pret_redus: product.pret_redus ?? '',
    cota_tva: product.cota_tva === 11 ? 11 : 21,
    cantitate_neta: product.cantitate_neta,
    unitate: product.unitate,
    greutate_grame: product.greutate_grame,
    publicat: product.publicat,
    pret_achizitie: product.pret_achizitie ?? '',
    publicare_programata: product.publicare_programata,
    imagini: product.imagini,
    imagini_alt: product.imagini_alt,
    imagini_alt_en: product.imagini_alt_en,
    categorii: product.categorii,
    tags: product.tags,
    optiuni: product.optiuni.map((option) => ({
      id: option.id,
      nume: option.nume,
      nume_en: option.nume_en,
      valori: option.valori.map((value) => ({
        id: value.id,
        valoare: value.valoare,
        valoare_en: value.valoare_en,
      })),
    })),
    variante: product.variante.map((variant) => ({
      id: variant.id,
      sku: variant.sku ?? '',
      ean: variant.ean ?? '',
      pret: variant.pret,
      pret_redus: variant.pret_redus ?? '',
      greutate_grame: variant.greutate_grame,
      cantitate_neta: variant.cantitate_neta,
      unitate: variant.unitate,
      imagine: variant.imagine,
      activ: variant.activ,
      valori: variant.valori,
    })),
    stoc: product.stoc,
    version: product.version,
  };
}

/** The options' and variants' fields whose errors have words of their own (`admin_products.errors.variant.*`). */
const NESTED_FIELDS = new Set([
  'nume',
  'valoare',
  'valori',
  'sku',
  'ean',
  'pret',
  'pret_redus',
  'stoc',
  'greutate_grame',
  'cantitate_neta',
  'unitate',
  'imagine',
]);

/** The locale key of an error at `variante.2.sku` or `optiuni.0.valori.1.valoare`. */
export function nestedErrorKey(path: string, suffix = ''): TextKey {
  const parts = path.split('.');
  const leaf = [...parts].reverse().find((part) => !/^\d+$/.test(part)) ?? '';
  const group = parts[0] === 'optiuni' ? 'option' : 'variant';
  if (parts.length === 1) return `admin_products.errors.${parts[0]}` as TextKey;
  return `admin_products.errors.${group}.${NESTED_FIELDS.has(leaf) ? leaf : 'invalid'}${suffix}` as TextKey;
}

/** Gives every message in a nested error tree (options, variants) its locale key. */
function keyNested(tree: unknown, path: string): void {
  if (!tree || typeof tree !== 'object') return;
  const node = tree as Record<string, unknown>;
  if (typeof node.message === 'string' && 'type' in node) node.message = nestedErrorKey(path);
  for (const [name, child] of Object.entries(node)) {
    if (name === 'ref' || name === 'message' || name === 'type' || name === 'types') continue;
    keyNested(child, name === 'root' ? path : `${path}.${name}`);
  }
}

/** The locale key of a field's error message. */
export const productErrorKey = (field: string) => `admin_products.errors.${field}` as TextKey;

/**
 * The shared schema checks the form as the API will; its messages are Romanian, so each failed
 * field gets its own locale key instead, translated when shown.
 */
export function keyedResolver(isNew: boolean): Resolver<ProductFormValues> {
  const resolve = zodResolver(
    (isNew ? productCreateSchema : productUpdateSchema) as never,
  ) as unknown as Resolver<ProductFormValues>;
  return async (values, context, options) => {
    const result = await resolve(values, context, options);
    const names = Object.keys(result.errors);
    if (names.length === 0) return { values, errors: {} };
    const errors: FieldErrors<ProductFormValues> = {};
    for (const name of names) {
      if (name === 'optiuni' || name === 'variante') {
        // Each option's and variant's field keeps its place, so the grid shows it where it is.
        const tree = (result.errors as Record<string, unknown>)[name];
        keyNested(tree, name);
        (errors as Record<string, unknown>)[name] = tree;
        continue;
      }
      (errors as Record<string, unknown>)[name] = { type: 'validate', message: productErrorKey(name) };
    }
    return { values: {}, errors };
  };
}

/**
 * The price of a unit of measure, as shops must show it: per 100 ml, per kg or per piece, in bani,
 * from the sale price when one is typed; null until the price, quantity and unit make sense.
 */
export function unitPrice(
  price: string,
  discounted: string | null,
  quantity: number | null,
  unit: string | null,
): number | null {
  const pattern = /^\d{1,7}([.,]\d{1,2})?$/;
  const effective = discounted && pattern.test(discounted.trim()) ? discounted : price;
  if (!pattern.test(effective.trim()) || !quantity || quantity <= 0 || !unit) return null;
  const bani = priceInputToBani(effective);
  const per = unit === 'ml' ? 100 : unit === 'g' ? 1000 : 1;
  return Math.round((bani * per) / quantity);
}

/** Each image's text alternatives follow it when the images are reordered, added or removed. */
export function altsFollowingImages(before: string[], after: string[], alts: string[]): string[] {
  return after.map((path) => {
    const at = before.indexOf(path);
    return at >= 0 ? (alts[at] ?? '') : '';
  });
}

/**
 * The margin on a unit, VAT excluded: the price paid (the reduced one when typed) without its VAT,
 * less the cost price; null until both prices make sense. `percent` is of the price without VAT.
 */
export function margin(
  price: string,
  discounted: string | null,
  cost: string | null | undefined,
  vatRate: number,
): { bani: number; percent: number } | null {
  const pattern = /^\d{1,7}([.,]\d{1,2})?$/;
  const effective = discounted && pattern.test(discounted.trim()) ? discounted : price;
  if (!cost || !pattern.test(cost.trim()) || !pattern.test(effective.trim())) return null;
  const net = (priceInputToBani(effective) * 100) / (100 + vatRate);
  if (net <= 0) return null;
  const bani = Math.round(net - priceInputToBani(cost));
  return { bani, percent: Math.round(((net - priceInputToBani(cost)) / net) * 1000) / 10 };
}
