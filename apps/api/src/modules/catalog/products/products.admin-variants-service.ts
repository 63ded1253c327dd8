import {
  priceInputToBani,
  type ProductOptionInput,
  type ProductVariantInput,
} from '@shop/shared/schemas/admin/products';
import { slugify } from '@shop/shared/text';
import type { Executor } from '../../../db/client';
import { AppError, badRequest } from '../../../lib/errors';
import { createStockRepository } from './stock.repository';
import { createVariantsRepository, type OptionRecord, type VariantRecord } from './products.admin-variants';

/** What a save writes the variants from: the product as just written, and what it had before. */
export type VariantParent = {
  id: number;
  title: string;
  title_en: string;
  slug: string;
  vat_rate: number;
  images: string[];
  /** Its options and variants before the save (none for a new product). */
  options: OptionRecord[];
  variants: VariantRecord[];
  /** Its own stock before the save, moved out when it first gets variants. */
  stock: number;
};

export type Variants = { optiuni: ProductOptionInput[]; variante: ProductVariantInput[] };

function fieldError(field: string, message: string) {
  return badRequest('validation_error', message, { [field]: [message] });
}

function duplicate(field: string, message: string) {
  return new AppError(409, 'admin.duplicate', message, { [field]: [message] });
}

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * Saves a product's options and variants with the product, in its transaction (ADR 065): options
 * and values keep their ids when renamed, each variant's title and slug follow the product's and its
 * values, a variant removed after it was sold is deactivated and kept, SKU and EAN are checked
 * against the catalogue (409 naming `variante.N.sku`), and the product's price and stock are then
 * its variants' (refresh_variant_parents).
 */
export function createVariantsService(deps: {
  checkUpload: (image: string, field: string) => Promise<void>;
}) {
  async function checkOwnership(parent: VariantParent, input: Variants) {
    const options = new Map(parent.options.map((option) => [option.id, option]));
    input.optiuni.forEach((option, index) => {
      const known = option.id === undefined ? undefined : options.get(option.id);
      if (option.id !== undefined && !known) {
        throw fieldError(`optiuni.${index}.id`, 'Opțiunea nu este a acestui produs.');
      }
      option.valori.forEach((value, at) => {
        if (value.id !== undefined && !known?.values.some((stored) => stored.id === value.id)) {
          throw fieldError(`optiuni.${index}.valori.${at}.id`, 'Valoarea nu este a acestei opțiuni.');
        }
      });
    });
    const variants = new Map(parent.variants.map((variant) => [variant.id, variant]));
    const seen = new Set<number>();
    for (const [index, variant] of input.variante.entries()) {
      if (variant.id === undefined) {
        continue;
      }
      if (!variants.has(variant.id) || seen.has(variant.id)) {
        throw fieldError(`variante.${index}.id`, 'Varianta nu este a acestui produs.');
      }
      seen.add(variant.id);
      const image = variant.imagine;
      if (image && !parent.images.includes(image) && variants.get(variant.id)!.image !== image) {
        await deps.checkUpload(image, `variante.${index}.imagine`);
      }
    }
    for (const [index, variant] of input.variante.entries()) {
      if (variant.id === undefined && variant.imagine && !parent.images.includes(variant.imagine)) {
        await deps.checkUpload(variant.imagine, `variante.${index}.imagine`);
      }
    }
  }

  return {
    async save(tx: Executor, parent: VariantParent, input: Variants, actorId: number): Promise<void> {
      const repository = createVariantsRepository(tx);
      const none = input.optiuni.length === 0 && input.variante.length === 0;
      // A product without options saved as one: nothing to write, and its own stock stays its own.
      if (none && parent.options.length === 0 && parent.variants.length === 0) return;
      await checkOwnership(parent, input);
      if (input.optiuni.length === 0 && parent.options.length > 0 && (await repository.anySold(parent.id))) {
        throw fieldError(
          'optiuni',
          'Variantele acestui produs s-au vândut: dezactivați-le în loc să ștergeți toate opțiunile.',
        );
      }
      if (input.variante.length > 0 && parent.options.length === 0 && parent.stock !== 0) {
        // The product's own stock ends here: from now on its stock is the sum of its variants'.
        await createStockRepository(tx).apply([{ productId: parent.id, delta: -parent.stock }], {
          kind: 'manual',
          reason: 'Stocul trece pe variante',
          userId: actorId,
        });
      }

      const kept = new Set(
        input.variante.flatMap((variant) => (variant.id === undefined ? [] : [variant.id])),
      );
      await repository.remove(parent.variants.filter((variant) => !kept.has(variant.id)));
      await repository.park([...kept]);

      const keptOptions = input.optiuni.flatMap((option) => (option.id === undefined ? [] : [option.id]));
      await repository.deleteOptions(parent.id, keptOptions);
      const keptValues: number[] = [];
      for (const option of input.optiuni) {
        if (option.id === undefined) continue;
        const keep = option.valori.flatMap((value) => (value.id === undefined ? [] : [value.id]));
        await repository.deleteValues(option.id, keep);
        keptValues.push(...keep);
      }
      await repository.parkNames(keptOptions, keptValues);
      const saved: { optionId: number; values: { id: number; value: string; value_en: string }[] }[] = [];
      for (const [position, option] of input.optiuni.entries()) {
        const optionId = await repository.saveOption(parent.id, {
          id: option.id,
          name: option.nume.trim(),
          name_en: option.nume_en.trim(),
          position,
        });
        const values = [];
        for (const [at, value] of option.valori.entries()) {
          const entry = { value: value.valoare.trim(), value_en: value.valoare_en.trim() };
          values.push({
            id: await repository.saveValue(optionId, { id: value.id, ...entry, position: at }),
            ...entry,
          });
        }
        saved.push({ optionId, values });
      }

      const skus = input.variante.flatMap((variant) => (variant.sku?.trim() ? [variant.sku.trim()] : []));
      const eans = input.variante.flatMap((variant) => (variant.ean?.trim() ? [variant.ean.trim()] : []));
      const taken = await repository.taken(skus, eans);
      input.variante.forEach((variant, index) => {
        if (variant.sku?.trim() && taken.skus.has(variant.sku.trim().toLowerCase())) {
          throw duplicate(`variante.${index}.sku`, 'Există deja un produs cu acest cod SKU.');
        }
        if (variant.ean?.trim() && taken.eans.has(variant.ean.trim())) {
          throw duplicate(`variante.${index}.ean`, 'Există deja un produs cu acest cod EAN.');
        }
      });

      const usedSlugs = new Set<string>();
      for (const variant of input.variante) {
        const chosen = variant.valori.map((text, at) =>
          saved[at]!.values.find((value) => same(value.value, text))!,
        );
        const names = chosen.map((value) => value.value);
        const base = slugify(`${parent.slug}-${names.join('-')}`) || `${parent.slug}-varianta`;
        const existing = await taken.slugs(base);
        let slug = base;
        for (let n = 2; existing.has(slug) || usedSlugs.has(slug); n += 1) slug = `${base}-${n}`;
        usedSlugs.add(slug);
        const values = {
          title: `${parent.title} – ${names.join(' / ')}`,
          title_en: `${parent.title_en || parent.title} – ${chosen.map((value) => value.value_en || value.value).join(' / ')}`,
          slug,
          sku: variant.sku?.trim() || null,
          ean: variant.ean?.trim() || null,
          price: priceInputToBani(variant.pret),
          discounted_price: variant.pret_redus ? priceInputToBani(variant.pret_redus) : null,
          vat_rate: parent.vat_rate,
          weight_grams: variant.greutate_grame,
          net_quantity: variant.cantitate_neta,
          unit: variant.unitate,
          image: variant.imagine || null,
          is_active: variant.activ,
        };
        let id = variant.id;
        if (id === undefined) id = await repository.insert(parent.id, values, variant.stoc ?? 0);
        else await repository.update(id, values);
        await repository.setValues(
          id,
          chosen.map((value, at) => ({ optionId: saved[at]!.optionId, valueId: value.id })),
        );
      }
      if (input.variante.length > 0) await repository.refreshParent(parent.id);
    },
  };
}
