import type { ProductOptionInput, ProductVariantInput } from '@shop/shared/schemas/admin/products';

const key = (text: string) => text.trim().toLowerCase();

/** A new variant's fields: the first variant's prices when there is one, empty otherwise. */
export function newVariant(values: string[], template?: ProductVariantInput): ProductVariantInput {
  return {
    sku: '',
    ean: '',
    pret: template?.pret ?? '',
    pret_redus: template?.pret_redus ?? '',
    stoc: 0,
    greutate_grame: template?.greutate_grame ?? null,
    cantitate_neta: null,
    unitate: null,
    imagine: null,
    activ: true,
    valori: values,
  };
}

/** Every combination of the options' values, in the options' order (an option without values is left blank). */
export function combinations(options: ProductOptionInput[]): string[][] {
  if (!options.some((option) => option.valori.length > 0)) return [];
  return options.reduce<string[][]>(
    (combos, option) => {
      const values = option.valori.length > 0 ? option.valori.map((value) => value.valoare) : [''];
      return combos.flatMap((combo) => values.map((value) => [...combo, value]));
    },
    [[]],
  );
}

/**
 * The variants for these options: one per combination, in the options' order. A variant already
 * there keeps its fields (a blank value, from an option just added, takes the option's first one);
 * the other combinations get new variants; variants of combinations gone are dropped.
 */
export function reconcileVariants(
  options: ProductOptionInput[],
  variants: ProductVariantInput[],
): ProductVariantInput[] {
  const used = new Set<number>();
  return combinations(options)
    .filter((combo) => combo.some((value) => value.trim() !== ''))
    .map((combo) => {
      const matches = (variant: ProductVariantInput) =>
        combo.every((value, at) => {
          const own = variant.valori[at] ?? '';
          return own.trim() === '' || value.trim() === '' || key(own) === key(value);
        });
      const at = variants.findIndex((variant, index) => !used.has(index) && matches(variant));
      if (at < 0) return newVariant(combo, variants[0]);
      used.add(at);
      return { ...variants[at]!, valori: combo };
    });
}

/** A value renamed: the variants that had it follow. */
export function renameValue(
  variants: ProductVariantInput[],
  optionIndex: number,
  before: string,
  after: string,
): ProductVariantInput[] {
  return variants.map((variant) =>
    key(variant.valori[optionIndex] ?? '') === key(before) && before.trim() !== ''
      ? { ...variant, valori: variant.valori.map((value, at) => (at === optionIndex ? after : value)) }
      : variant,
  );
}

/** An option removed: its value leaves each variant, and variants that become the same merge into the first. */
export function withoutOption(
  options: ProductOptionInput[],
  variants: ProductVariantInput[],
  optionIndex: number,
): { options: ProductOptionInput[]; variants: ProductVariantInput[] } {
  const nextOptions = options.filter((_option, at) => at !== optionIndex);
  const trimmed = variants.map((variant) => ({
    ...variant,
    valori: variant.valori.filter((_value, at) => at !== optionIndex),
  }));
  return { options: nextOptions, variants: reconcileVariants(nextOptions, trimmed) };
}

/** An option added (with no values yet): each variant gets a blank value for it. */
export function withOption(
  options: ProductOptionInput[],
  variants: ProductVariantInput[],
): { options: ProductOptionInput[]; variants: ProductVariantInput[] } {
  return {
    options: [...options, { nume: '', nume_en: '', valori: [] }],
    variants: variants.map((variant) => ({ ...variant, valori: [...variant.valori, ''] })),
  };
}
