import type { ProductDetail, ProductSummary, ProductVariant } from '@shop/shared/schemas/catalog';

/** The query parameter that names the chosen variant on a product's page (by its slug). */
export const VARIANT_PARAM = 'varianta';

/**
 * The variant a product page shows: the one the address names, else the first in stock (variants
 * come in the order of their values), else none — then the shopper has to choose. Null for a
 * product without variants.
 */
export function chosenVariant(product: ProductDetail, slug: string | null): ProductVariant | null {
  if (product.variante.length === 0) return null;
  const named = slug ? product.variante.find((variant) => variant.slug === slug) : undefined;
  if (named) return named;
  return product.variante.find((variant) => variant.stoc > 0) ?? null;
}

/** The value a variant has for an option, or null. */
export function valueOf(variant: ProductVariant | null, optionId: number): number | null {
  return variant?.valori.find((entry) => entry.optiune === optionId)?.valoare ?? null;
}

/**
 * The variant a click on a value leads to: the one with that value and the other values of the
 * current choice, else the first (in stock, if any) with that value. Null when no variant has it.
 */
export function variantWith(
  product: ProductDetail,
  current: ProductVariant | null,
  optionId: number,
  valueId: number,
): ProductVariant | null {
  const candidates = product.variante.filter((variant) => valueOf(variant, optionId) === valueId);
  const sameOthers = candidates.find((variant) =>
    product.optiuni.every(
      (option) => option.id === optionId || valueOf(variant, option.id) === valueOf(current, option.id),
    ),
  );
  return sameOthers ?? candidates.find((variant) => variant.stoc > 0) ?? candidates[0] ?? null;
}

/**
 * A variant as the card of what is bought (the cart line, the price block): the product's card
 * with the variant's own title, SKU, prices, stock, unit figures and, when it has one, picture.
 */
export function variantAsProduct(product: ProductSummary, variant: ProductVariant): ProductSummary {
  return {
    ...product,
    id: variant.id,
    slug: variant.slug,
    titlu: variant.titlu,
    titlu_en: variant.titlu_en,
    sku: variant.sku,
    pret: variant.pret,
    pret_redus: variant.pret_redus,
    pret_minim_30_zile: variant.pret_minim_30_zile,
    stoc: variant.stoc,
    cantitate_neta: variant.cantitate_neta,
    unitate: variant.unitate,
    imagine_principala_url: variant.imagine_principala_url ?? product.imagine_principala_url,
    are_variante: false,
  };
}
