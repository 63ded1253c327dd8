import { z } from 'zod';
import { ADMIN_MAX_PAGE_SIZE } from '../../constants';
import { isValidEan } from '../../ean';
import {
  idSchema,
  intParam,
  intSchema,
  moneyInputSchema,
  moneySchema,
  pageSchema,
  PG_INT_MAX,
  positiveIntParam,
  textSchema,
} from '../common';

export const PRODUCT_UNITS = ['ml', 'g', 'buc'] as const;
export type ProductUnit = (typeof PRODUCT_UNITS)[number];

export const VAT_RATES = [21, 11] as const;
export type VatRate = (typeof VAT_RATES)[number];

export const ADMIN_PRODUCT_SORTS = [
  'id',
  '-id',
  'title',
  '-title',
  'price',
  '-price',
  'stock',
  '-stock',
  'created',
  '-created',
  'updated',
  '-updated',
] as const;
export type AdminProductSort = (typeof ADMIN_PRODUCT_SORTS)[number];

/** Search engines cut longer titles and descriptions: the form counts against these. */
export const META_TITLE_RECOMMENDED = 60;
export const META_DESCRIPTION_RECOMMENDED = 160;
export const BULK_MAX_IDS = 500;
export const PRODUCT_MAX_IMAGES = 12;
/** A text alternative says what the image shows in a sentence; longer belongs in the description. */
export const IMAGE_ALT_MAX = 250;

const BOOLEAN_PARAM = z.enum(['true', 'false'], { error: 'Trebuie să fie true sau false.' });

export const adminProductListQuerySchema = z.object({
  page: positiveIntParam.optional(),
  page_size: intParam(1, ADMIN_MAX_PAGE_SIZE).optional(),
  q: textSchema().trim().max(200).optional(),
  category: positiveIntParam.optional(),
  tag: positiveIntParam.optional(),
  published: BOOLEAN_PARAM.optional(),
  in_stock: BOOLEAN_PARAM.optional(),
  discounted: BOOLEAN_PARAM.optional(),
  sort: z.enum(ADMIN_PRODUCT_SORTS, { error: 'Sortare necunoscută.' }).optional(),
});
export type AdminProductListQuery = z.infer<typeof adminProductListQuerySchema>;

export const adminCategoryRefSchema = z.object({ id: z.number().int(), nume: z.string() });

export const adminProductRowSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  titlu: z.string(),
  sku: z.string().nullable(),
  pret: moneySchema,
  pret_redus: moneySchema.nullable(),
  stoc: z.number().int(),
  publicat: z.boolean(),
  imagine_principala_url: z.string().nullable(),
  categorii: z.array(adminCategoryRefSchema),
  /** How many variants the product has (0: none, it is sold itself); with some, `pret` is "de la". */
  numar_variante: z.number().int(),
  updated_at: z.string(),
  version: z.number().int(),
});
export type AdminProductRow = z.infer<typeof adminProductRowSchema>;

export const adminProductPageSchema = pageSchema(adminProductRowSchema);
export type AdminProductPage = z.infer<typeof adminProductPageSchema>;

export const priceHistoryEntrySchema = z.object({
  pret: moneySchema,
  pret_redus: moneySchema.nullable(),
  changed_by: z.string().nullable(),
  created_at: z.string(),
});
export type PriceHistoryEntry = z.infer<typeof priceHistoryEntrySchema>;

/** A price as staff type it: lei with at most two decimals, a point or a comma ("49.90", "49,9"). */
const PRICE_MESSAGE = 'Prețul trebuie să fie un număr cu cel mult două zecimale, de exemplu 49.90.';
export const priceInputSchema = moneyInputSchema(PRICE_MESSAGE, { min: 0, max: 999_999_999 });

/** "49,9" → 4990 bani; the input is already checked by `priceInputSchema`. */
export function priceInputToBani(value: string): number {
  const [lei, fraction = ''] = value.trim().replace(',', '.').split('.');
  return Number(lei) * 100 + Number(fraction.padEnd(2, '0'));
}

const HTML_MAX = 100_000;
const html = () => textSchema().max(HTML_MAX, `Textul poate avea cel mult ${HTML_MAX} de caractere.`);
const line = (max: number) => textSchema().trim().max(max, `Cel mult ${max} de caractere.`);

const imageAlts = () =>
  z
    .array(line(IMAGE_ALT_MAX), { error: 'Trebuie să fie o listă de texte.' })
    .max(PRODUCT_MAX_IMAGES, `Cel mult ${PRODUCT_MAX_IMAGES} imagini.`);

/** The heaviest unit a product may weigh, in grams (a courier's parcel stays far below). */
export const PRODUCT_MAX_WEIGHT_GRAMS = 100_000;
/** What one unit of a product without a weight counts for in the courier's parcel, in grams. */
export const DEFAULT_UNIT_WEIGHT_GRAMS = 500;

/** Options (size, shade, pack) a product may have, their values, and its variants (ADR 065). */
export const PRODUCT_MAX_OPTIONS = 3;
export const PRODUCT_MAX_OPTION_VALUES = 20;
export const PRODUCT_MAX_VARIANTS = 100;
export const OPTION_TEXT_MAX = 60;

const discountedPriceSchema = () =>
  textSchema({ error: PRICE_MESSAGE })
    .trim()
    .regex(/^(\d{1,7}([.,]\d{1,2})?)?$/, PRICE_MESSAGE)
    .nullable();

const netQuantitySchema = () =>
  intSchema(1, 1_000_000, 'Cantitatea netă trebuie să fie între 1 și 1000000.').nullable();
const unitSchema = () => z.enum(PRODUCT_UNITS, { error: 'Unitatea poate fi ml, g sau buc.' }).nullable();
const weightSchema = () =>
  intSchema(
    1,
    PRODUCT_MAX_WEIGHT_GRAMS,
    `Greutatea trebuie să fie între 1 și ${PRODUCT_MAX_WEIGHT_GRAMS} de grame.`,
  ).nullable();

export const productOptionValueInputSchema = z.object({
  /** Set for a value read with the product: it keeps its id (and the variants' links) when renamed. */
  id: idSchema().optional(),
  valoare: line(OPTION_TEXT_MAX).min(1, 'Valoarea este obligatorie.'),
  valoare_en: line(OPTION_TEXT_MAX),
});

export const productOptionInputSchema = z.object({
  id: idSchema().optional(),
  nume: line(OPTION_TEXT_MAX).min(1, 'Numele opțiunii este obligatoriu.'),
  nume_en: line(OPTION_TEXT_MAX),
  /** In the order the product page offers them. */
  valori: z
    .array(productOptionValueInputSchema, { error: 'Trebuie să fie o listă de valori.' })
    .min(1, 'O opțiune are cel puțin o valoare.')
    .max(PRODUCT_MAX_OPTION_VALUES, `Cel mult ${PRODUCT_MAX_OPTION_VALUES} de valori.`),
});
export type ProductOptionInput = z.infer<typeof productOptionInputSchema>;

export const productVariantInputSchema = z.object({
  /** Set for a variant read with the product; left out: a new variant. */
  id: idSchema().optional(),
  /** Empty or null: none. Unique across the catalogue. */
  sku: line(64).nullable(),
  /** EAN-13 or EAN-8 with a valid check digit; empty or null: none. Unique across the catalogue. */
  ean: line(13).nullable(),
  pret: priceInputSchema,
  pret_redus: discountedPriceSchema(),
  /** A new variant's initial stock; an existing variant's stock changes on the stock screen. */
  stoc: intSchema(0, 1_000_000, 'Stocul trebuie să fie între 0 și 1000000.').optional(),
  greutate_grame: weightSchema(),
  cantitate_neta: netQuantitySchema(),
  unitate: unitSchema(),
  /** One of the product's `imagini` or an uploaded image of its own; null: the product's main image. */
  imagine: line(300).nullable(),
  activ: z.boolean({ error: 'Trebuie să fie true sau false.' }),
  /** The variant's value (`valoare`) of each option, in the options' order. */
  valori: z.array(line(OPTION_TEXT_MAX), { error: 'Trebuie să fie o listă de valori.' }),
});
export type ProductVariantInput = z.infer<typeof productVariantInputSchema>;

type VariantFields = {
  sku?: string | null;
  optiuni?: ProductOptionInput[];
  variante?: ProductVariantInput[];
};

const sameText = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The rules of options and variants, each naming its field (`variante.2.sku`): one value of each
 * option per variant, no combination twice, no SKU or EAN twice, valid EANs, prices that make sense.
 */
function checkVariantRules(value: VariantFields, ctx: z.RefinementCtx) {
  const options = value.optiuni;
  const variants = value.variante;
  if ((options?.length ?? 0) > 0 && (variants?.length ?? 0) === 0) {
    ctx.addIssue({ code: 'custom', path: ['variante'], message: 'Adăugați cel puțin o variantă.' });
  }
  if ((options?.length ?? 0) === 0 && (variants?.length ?? 0) > 0) {
    ctx.addIssue({
      code: 'custom',
      path: ['optiuni'],
      message: 'Variantele au nevoie de cel puțin o opțiune.',
    });
  }
  const optionList = Array.isArray(options) ? options : [];
  optionList.forEach((option, index) => {
    if (optionList.slice(0, index).some((other) => sameText(other.nume ?? '', option.nume ?? ''))) {
      ctx.addIssue({ code: 'custom', path: ['optiuni', index, 'nume'], message: 'Opțiunea există deja.' });
    }
    const values = Array.isArray(option.valori) ? option.valori : [];
    values.forEach((entry, at) => {
      if (values.slice(0, at).some((other) => sameText(other.valoare ?? '', entry.valoare ?? ''))) {
        ctx.addIssue({
          code: 'custom',
          path: ['optiuni', index, 'valori', at, 'valoare'],
          message: 'Valoarea există deja.',
        });
      }
    });
  });
  const variantList = Array.isArray(variants) ? variants : [];
  const combinations = new Map<string, number>();
  const skus = new Map<string, number>();
  const eans = new Map<string, number>();
  const parentSku = value.sku?.trim().toLowerCase() || null;
  variantList.forEach((variant, index) => {
    const issue = (field: string, message: string) =>
      ctx.addIssue({ code: 'custom', path: ['variante', index, field], message });
    const chosen = Array.isArray(variant.valori) ? variant.valori : [];
    const fits =
      chosen.length === optionList.length &&
      chosen.every((entry, at) =>
        (optionList[at]?.valori ?? []).some((offered) => sameText(offered.valoare ?? '', entry)),
      );
    if (!fits) {
      issue('valori', 'Alegeți câte o valoare pentru fiecare opțiune.');
    } else {
      const key = chosen.map((entry) => entry.trim().toLowerCase()).join('\u0000');
      const first = combinations.get(key);
      if (first !== undefined) issue('valori', `Aceeași combinație ca varianta ${first + 1}.`);
      else combinations.set(key, index);
    }
    const sku = variant.sku?.trim().toLowerCase() || null;
    if (sku !== null) {
      const first = skus.get(sku);
      if (first !== undefined) issue('sku', `Același SKU ca varianta ${first + 1}.`);
      else if (sku === parentSku) issue('sku', 'Același SKU ca produsul.');
      else skus.set(sku, index);
    }
    const ean = variant.ean?.trim() || null;
    if (ean !== null) {
      if (!isValidEan(ean)) {
        issue('ean', 'Codul EAN trebuie să aibă 8 sau 13 cifre, cu cifra de control corectă.');
      } else {
        const first = eans.get(ean);
        if (first !== undefined) issue('ean', `Același EAN ca varianta ${first + 1}.`);
        else eans.set(ean, index);
      }
    }
    checkPrices(variant.pret, variant.pret_redus, (field, message) => issue(field, message));
    if (
      variant.cantitate_neta !== undefined &&
      variant.unitate !== undefined &&
      (variant.cantitate_neta === null) !== (variant.unitate === null)
    ) {
      issue(
        variant.cantitate_neta === null ? 'cantitate_neta' : 'unitate',
        'Cantitatea netă și unitatea se completează împreună.',
      );
    }
  });
}

/** A price above 0 and a reduced price below it, compared in bani once both are numbers. */
function checkPrices(
  price: unknown,
  discounted: unknown,
  issue: (field: 'pret' | 'pret_redus', message: string) => void,
) {
  const bani = (value: unknown) =>
    typeof value === 'string' && priceInputSchema.safeParse(value).success ? priceInputToBani(value) : null;
  const list = bani(price);
  const reduced = bani(discounted);
  if (list !== null && list <= 0) {
    issue('pret', 'Prețul trebuie să fie mai mare decât 0.');
  } else if (list !== null && reduced !== null && reduced >= list) {
    issue('pret_redus', 'Prețul redus trebuie să fie mai mic decât prețul.');
  }
}

const productFieldsSchema = z.object({
  titlu: line(200).min(1, 'Titlul este obligatoriu.'),
  titlu_en: line(200),
  descriere: html(),
  descriere_en: html(),
  informatii_suplimentare: html(),
  informatii_suplimentare_en: html(),
  meta_titlu: line(200),
  meta_titlu_en: line(200),
  meta_descriere: line(500),
  meta_descriere_en: line(500),
  nota: line(2000),
  nota_en: line(2000),
  /** Empty: made from the Romanian title. Always stored lower case, without diacritics. */
  slug: line(120),
  /** Empty or null: none. */
  sku: line(64).nullable(),
  /** Required without variants; with variants, ignored (the cheapest active variant's, kept by the database). */
  pret: z.union([z.literal(''), priceInputSchema], { error: PRICE_MESSAGE }),
  /** Empty or null: not discounted. */
  pret_redus: discountedPriceSchema(),
  cota_tva: z.union([z.literal(21), z.literal(11)], { error: 'Cota TVA poate fi 21 sau 11.' }),
  cantitate_neta: netQuantitySchema(),
  unitate: unitSchema(),
  /**
   * The packed weight of one unit in grams, for the courier's AWB; null: the shop's default per
   * unit. Left out: a new product has none, an edited one keeps its own.
   */
  greutate_grame: weightSchema().optional(),
  publicat: z.boolean({ error: 'Trebuie să fie true sau false.' }),
  /**
   * What one unit costs the shop, VAT excluded (staff only, for the margin). Empty or null: none.
   * Left out: a new product has none, an edited one keeps its own.
   */
  pret_achizitie: textSchema({ error: PRICE_MESSAGE })
    .trim()
    .regex(/^(\d{1,7}([.,]\d{1,2})?)?$/, PRICE_MESSAGE)
    .nullable()
    .optional(),
  /**
   * When the scheduled jobs publish the product (an ISO moment; the admin enters it on Romania's
   * clock); only for an unpublished product, and in the future when saved. Null: none. Left out:
   * a new product has none, an edited one keeps its own.
   */
  publicare_programata: z.iso
    .datetime({ offset: true, error: 'Data publicării nu este validă.' })
    .nullable()
    .optional(),
  /** Media-relative paths, main image first. */
  imagini: z
    .array(line(300).min(1), { error: 'Trebuie să fie o listă de imagini.' })
    .max(PRODUCT_MAX_IMAGES, `Cel mult ${PRODUCT_MAX_IMAGES} imagini.`),
  /**
   * The images' text alternatives in Romanian and English, one for each of `imagini`, in its
   * order; an empty one leaves the shop's own description ("‹title›, imaginea 2 din 3"). Left out:
   * each image keeps the text it had.
   */
  imagini_alt: imageAlts().optional(),
  imagini_alt_en: imageAlts().optional(),
  categorii: z.array(idSchema(), { error: 'Trebuie să fie o listă de id-uri.' }).max(50),
  tags: z.array(idSchema(), { error: 'Trebuie să fie o listă de id-uri.' }).max(50),
  /**
   * The product's options and its variants, sent together (ADR 065). Left out: those it has stay
   * as they are; both empty: it has none (its variants are removed, a sold one only deactivated).
   */
  optiuni: z
    .array(productOptionInputSchema, { error: 'Trebuie să fie o listă de opțiuni.' })
    .max(PRODUCT_MAX_OPTIONS, `Cel mult ${PRODUCT_MAX_OPTIONS} opțiuni.`)
    .optional(),
  variante: z
    .array(productVariantInputSchema, { error: 'Trebuie să fie o listă de variante.' })
    .max(PRODUCT_MAX_VARIANTS, `Cel mult ${PRODUCT_MAX_VARIANTS} de variante.`)
    .optional(),
});

type ProductFields = z.infer<typeof productFieldsSchema>;

/** The rules between fields, shared by the form and the API (each names the field it is about). */
function checkProductRules(value: ProductFields, ctx: z.RefinementCtx) {
  if ((value.variante?.length ?? 0) === 0) {
    if (value.pret === '') {
      ctx.addIssue({ code: 'custom', path: ['pret'], message: PRICE_MESSAGE });
    } else {
      // A price that is not a number already has its message; the rules compare only numbers.
      checkPrices(value.pret, value.pret_redus, (field, message) =>
        ctx.addIssue({ code: 'custom', path: [field], message }),
      );
    }
  }
  if ((value.optiuni === undefined) !== (value.variante === undefined)) {
    ctx.addIssue({
      code: 'custom',
      path: [value.optiuni === undefined ? 'optiuni' : 'variante'],
      message: 'Opțiunile și variantele se trimit împreună.',
    });
  } else {
    checkVariantRules(value, ctx);
  }
  if (value.publicare_programata && value.publicat === true) {
    ctx.addIssue({
      code: 'custom',
      path: ['publicare_programata'],
      message: 'Un produs programat rămâne nepublicat până la data aleasă: debifați „Publicat”.',
    });
  }
  for (const field of ['imagini_alt', 'imagini_alt_en'] as const) {
    const alts = value[field];
    if (alts !== undefined && Array.isArray(value.imagini) && alts.length !== value.imagini.length) {
      ctx.addIssue({
        code: 'custom',
        path: [field],
        message: 'Câte un text alternativ pentru fiecare imagine, în ordinea lor.',
      });
    }
  }
  if (
    value.cantitate_neta !== undefined &&
    value.unitate !== undefined &&
    (value.cantitate_neta === null) !== (value.unitate === null)
  ) {
    ctx.addIssue({
      code: 'custom',
      path: [value.cantitate_neta === null ? 'cantitate_neta' : 'unitate'],
      message: 'Cantitatea netă și unitatea se completează împreună.',
    });
  }
}

export const productCreateSchema = productFieldsSchema
  .extend({ stoc: intSchema(0, 1_000_000, 'Stocul trebuie să fie între 0 și 1000000.') })
  .superRefine(checkProductRules);
export type ProductCreate = z.infer<typeof productCreateSchema>;

/**
 * A product body with every text blank and every optional field empty (21% VAT, published, no
 * stock): what the create form starts from and what a caller spreads its own fields over.
 */
export const BLANK_PRODUCT_BODY = {
  titlu: '',
  titlu_en: '',
  descriere: '',
  descriere_en: '',
  informatii_suplimentare: '',
  informatii_suplimentare_en: '',
  meta_titlu: '',
  meta_titlu_en: '',
  meta_descriere: '',
  meta_descriere_en: '',
  nota: '',
  nota_en: '',
  slug: '',
  sku: null as string | null,
  pret: '',
  pret_redus: null as string | null,
  cota_tva: 21,
  cantitate_neta: null as number | null,
  unitate: null as ProductCreate['unitate'],
  publicat: true,
  imagini: [] as string[],
  categorii: [] as number[],
  tags: [] as number[],
  stoc: 0,
} satisfies ProductCreate;

export const productUpdateSchema = productFieldsSchema
  .extend({ version: intSchema(1, PG_INT_MAX, 'Versiune invalidă.') })
  .superRefine(checkProductRules);
export type ProductUpdate = z.infer<typeof productUpdateSchema>;

export const adminProductOptionSchema = z.object({
  id: z.number().int(),
  nume: z.string(),
  nume_en: z.string(),
  valori: z.array(z.object({ id: z.number().int(), valoare: z.string(), valoare_en: z.string() })),
});
export type AdminProductOption = z.infer<typeof adminProductOptionSchema>;

/** A variant as staff edit it: its own row, its title and slug made from the product's and its values. */
export const adminProductVariantSchema = z.object({
  id: z.number().int(),
  titlu: z.string(),
  titlu_en: z.string(),
  slug: z.string(),
  sku: z.string().nullable(),
  ean: z.string().nullable(),
  pret: moneySchema,
  pret_redus: moneySchema.nullable(),
  stoc: z.number().int(),
  greutate_grame: z.number().int().nullable(),
  cantitate_neta: z.number().int().nullable(),
  unitate: z.enum(PRODUCT_UNITS).nullable(),
  imagine: z.string().nullable(),
  imagine_url: z.string().nullable(),
  activ: z.boolean(),
  /** In the options' order. */
  valori: z.array(z.string()),
  /** Sold at least once: removing it deactivates it, so its orders keep pointing at it. */
  vanduta: z.boolean(),
});
export type AdminProductVariant = z.infer<typeof adminProductVariantSchema>;

export const adminProductDetailSchema = z.object({
  id: z.number().int(),
  titlu: z.string(),
  titlu_en: z.string(),
  descriere: z.string(),
  descriere_en: z.string(),
  informatii_suplimentare: z.string(),
  informatii_suplimentare_en: z.string(),
  meta_titlu: z.string(),
  meta_titlu_en: z.string(),
  meta_descriere: z.string(),
  meta_descriere_en: z.string(),
  nota: z.string(),
  nota_en: z.string(),
  slug: z.string(),
  sku: z.string().nullable(),
  pret: moneySchema,
  pret_redus: moneySchema.nullable(),
  cota_tva: z.number().int(),
  stoc: z.number().int(),
  cantitate_neta: z.number().int().nullable(),
  unitate: z.enum(PRODUCT_UNITS).nullable(),
  /** Grams per unit; null: none entered (the courier's parcel counts the shop's default). */
  greutate_grame: z.number().int().nullable(),
  publicat: z.boolean(),
  /** Staff only: never in a public answer. */
  pret_achizitie: moneySchema.nullable(),
  publicare_programata: z.string().nullable(),
  imagini: z.array(z.string()),
  imagini_url: z.array(z.string()),
  imagini_alt: z.array(z.string()),
  imagini_alt_en: z.array(z.string()),
  categorii: z.array(z.number().int()),
  tags: z.array(z.number().int()),
  optiuni: z.array(adminProductOptionSchema),
  variante: z.array(adminProductVariantSchema),
  version: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
  istoric_preturi: z.array(priceHistoryEntrySchema),
});
export type AdminProductDetail = z.infer<typeof adminProductDetailSchema>;

/**
 * `set_category` replaces every category of the products with one; `add_category` adds one and
 * keeps those they have (the admin asks which, and confirms).
 */
export const BULK_ACTIONS = ['publish', 'unpublish', 'set_category', 'add_category', 'delete'] as const;
export type BulkAction = (typeof BULK_ACTIONS)[number];

export const productBulkSchema = z
  .object({
    ids: z
      .array(idSchema(), { error: 'Trebuie să fie o listă de id-uri.' })
      .min(1, 'Alegeți cel puțin un produs.')
      .max(BULK_MAX_IDS, `Cel mult ${BULK_MAX_IDS} produse odată.`),
    action: z.enum(BULK_ACTIONS, { error: 'Acțiune necunoscută.' }),
    category_id: idSchema().optional(),
  })
  .superRefine((value, ctx) => {
    if (
      (value.action === 'set_category' || value.action === 'add_category') &&
      value.category_id === undefined
    ) {
      ctx.addIssue({ code: 'custom', path: ['category_id'], message: 'Alegeți categoria.' });
    }
  });
export type ProductBulk = z.infer<typeof productBulkSchema>;

/**
 * `updated`: the products the action reached. A delete takes a product that was ever sold off sale
 * instead (its stock movements, orders and invoices keep naming it): `deleted` and `unpublished`
 * say how many went which way.
 */
export const productBulkResultSchema = z.object({
  updated: z.number().int(),
  deleted: z.number().int().optional(),
  unpublished: z.number().int().optional(),
});
export type ProductBulkResult = z.infer<typeof productBulkResultSchema>;

/** `DELETE /api/admin/products/{id}/` of a product that was sold: taken off sale instead. */
export const productDeleteResultSchema = z.object({
  deleted: z.boolean(),
  unpublished: z.boolean(),
  message: z.string(),
});
export type ProductDeleteResult = z.infer<typeof productDeleteResultSchema>;

export const productIdParamsSchema = z.object({ id: positiveIntParam });

/**
 * `GET /api/admin/products/{id}/reference-price/`: the prices staff are typing, not yet saved.
 * Both are required: without a sale price the shop shows no reference price.
 */
export const productReferencePriceQuerySchema = z
  .object({
    pret: priceInputSchema,
    pret_redus: textSchema({ error: PRICE_MESSAGE })
      .trim()
      .regex(/^\d{1,7}([.,]\d{1,2})?$/, PRICE_MESSAGE),
  })
  .superRefine((value, ctx) => {
    if (priceInputToBani(value.pret_redus) >= priceInputToBani(value.pret)) {
      ctx.addIssue({
        code: 'custom',
        path: ['pret_redus'],
        message: 'Prețul redus trebuie să fie mai mic decât prețul.',
      });
    }
  });
export type ProductReferencePriceQuery = z.infer<typeof productReferencePriceQuerySchema>;

/**
 * The reference price the storefront would show beside the sale price once saved (the Omnibus
 * rule: the lowest price of the 30 days before the reduction began, Directive 98/6/EC art. 6a as
 * transposed by OG 21/1992).
 */
export const productReferencePriceSchema = z.object({ pret_referinta: moneySchema.nullable() });
