import {
  PRODUCT_MAX_OPTION_VALUES,
  PRODUCT_MAX_OPTIONS,
  productCreateSchema,
} from '@shop/shared/schemas/admin/products';
import type { ProductImportResult, ProductImportRow } from '@shop/shared/schemas/admin/product-tools';
import type { Database, Executor } from '../../../db/client';
import { AppError, badRequest } from '../../../lib/errors';
import type { MediaFiles } from '../../../lib/storage/object-storage';
import type { Actor, AuditService } from '../../audit/audit.service';
import { toAdminProductRecord } from './products.admin-mapper';
import {
  type AdminProductRecord,
  type AdminProductValues,
  createProductsAdminRepository,
  type ProductLinkSlugs,
} from './products.admin-repository';
import { productValues, recordPriceChange } from './products.admin-service';
import {
  fromShopLocalTime,
  LIST_SEPARATOR,
  optionPairsCell,
  parseOptionPairs,
  parseOptionPairsEn,
  PRODUCT_CSV_COLUMNS,
  type ProductCells,
  productCells,
  parseProductCsv,
  type ParsedProductRow,
} from './product-csv';
import { createVariantsRepository } from './products.admin-variants';
import type { StockService } from './stock.service';

type Existing = AdminProductRecord & ProductLinkSlugs;

/** What applying a row writes. */
type Write =
  | {
      kind: 'create';
      values: AdminProductValues;
      stock: number;
      categoryIds: number[];
      tagIds: number[];
      ean: string | null;
      /** A variant's parent: a product that exists, or the line of the file that creates it. */
      parent: { id: number } | { line: number } | null;
      /** A new variant's value of each of its parent's options. */
      optionValues: VariantValuePair[];
    }
  | {
      kind: 'update';
      before: Existing;
      values: AdminProductValues;
      stock: number;
      categoryIds: number[];
      tagIds: number[];
      ean: string | null;
    };

type PlannedRow = { answer: ProductImportRow; write: Write | null };

type VariantValuePair = { name: string; name_en: string; value: string; value_en: string };

/**
 * A parent's options as the file's new variants meet them: the options' names in order (set by
 * the first variant when the parent has none), each option's values, and the combinations taken.
 */
type Family = { names: string[]; values: Set<string>[]; combinations: Set<string> };

const lower = (text: string) => text.toLowerCase();
const combinationOf = (values: string[]) => values.map(lower).join('\u0000');

function familyOf(parent: Existing): Family {
  const valueText = new Map(
    parent.options.flatMap((option) => option.values.map((value) => [value.id, value.value] as const)),
  );
  return {
    names: parent.options.map((option) => option.name),
    values: parent.options.map((option) => new Set(option.values.map((value) => lower(value.value)))),
    combinations: new Set(
      parent.variants.map((variant) => combinationOf(variant.value_ids.map((id) => valueText.get(id) ?? ''))),
    ),
  };
}

/**
 * A new variant's pairs checked against its family: the same options (any order, any case), a
 * combination no other variant has, the limits of the product form. The pairs come back in the
 * options' order and spelling; the family learns the new values and combination.
 */
function placeInFamily(family: Family, pairs: VariantValuePair[]): VariantValuePair[] | string {
  if (family.names.length === 0) {
    if (pairs.length > PRODUCT_MAX_OPTIONS) return `Cel mult ${PRODUCT_MAX_OPTIONS} opțiuni.`;
    family.names = pairs.map((pair) => pair.name);
    family.values = pairs.map(() => new Set());
  }
  const ordered = family.names.map((name) => pairs.find((pair) => lower(pair.name) === lower(name)));
  if (pairs.length !== family.names.length || ordered.some((pair) => pair === undefined)) {
    return `Produsul părinte are opțiunile: ${family.names.join(', ')}. Dați câte o valoare fiecăreia.`;
  }
  // Each pair takes its option's name as the parent spells it.
  const chosen = (ordered as VariantValuePair[]).map((pair, at) => ({ ...pair, name: family.names[at]! }));
  const combination = combinationOf(chosen.map((pair) => pair.value));
  if (family.combinations.has(combination)) return 'Părintele are deja o variantă cu aceste valori.';
  const full = chosen.findIndex(
    (pair, at) =>
      !family.values[at]!.has(lower(pair.value)) && family.values[at]!.size >= PRODUCT_MAX_OPTION_VALUES,
  );
  if (full >= 0) return `Opțiunea „${chosen[full]!.name}” are deja ${PRODUCT_MAX_OPTION_VALUES} de valori.`;
  family.combinations.add(combination);
  chosen.forEach((pair, at) => family.values[at]!.add(lower(pair.value)));
  return chosen;
}

/** A new product's cells before the file's: what the create form starts with. */
const NEW_PRODUCT: ProductCells = {
  ...(Object.fromEntries(PRODUCT_CSV_COLUMNS.map((column) => [column, ''])) as ProductCells),
  cota_tva: '21',
  stoc: '0',
  publicat: 'nu',
};

const YES = new Set(['da', 'true', '1', 'yes']);
const NO = new Set(['nu', 'false', '0', 'no']);

const list = (cell: string) =>
  cell
    .split(LIST_SEPARATOR)
    .map((item) => item.trim())
    .filter((item) => item !== '');

const errorsOf = (error: unknown): { field: string; message: string }[] => {
  if (!(error instanceof AppError)) throw error;
  const fields = (error.extra ?? {}) as Record<string, unknown>;
  const found = Object.entries(fields).flatMap(([field, messages]) =>
    Array.isArray(messages) ? messages.map((message) => ({ field, message: String(message) })) : [],
  );
  return found.length > 0 ? found : [{ field: 'row', message: error.message }];
};

/**
 * The product CSV import (docs/decisions/063): each row is read as the product form's body would
 * be (the same schema and the same checks), compared with the product its SKU, else its slug,
 * names, and answered with its changes or its errors. Applying writes every row in one
 * transaction, stock through `import` movements, and only when no row has an error.
 */
export function createProductImport(deps: {
  db: Database;
  audit: AuditService;
  stock: StockService;
  mediaFiles: MediaFiles;
}) {
  const { db, audit, stock, mediaFiles } = deps;

  async function plan(tx: Executor, rows: ParsedProductRow[], lock: boolean): Promise<PlannedRow[]> {
    const repository = createProductsAdminRepository(tx);
    const parentKeys = rows.flatMap((row) =>
      row.cells.parent_sku?.trim() ? [row.cells.parent_sku.trim()] : [],
    );
    const skus = [
      ...rows.flatMap((row) => (row.cells.sku?.trim() ? [row.cells.sku.trim()] : [])),
      ...parentKeys,
    ];
    const slugs = [
      ...rows.flatMap((row) => (row.cells.slug?.trim() ? [row.cells.slug.trim()] : [])),
      ...parentKeys,
    ];
    const existing = await repository.bySkuOrSlug(skus, slugs, { lock });
    const bySku = new Map(existing.flatMap((p) => (p.sku ? [[p.sku.toLowerCase(), p] as const] : [])));
    const bySlug = new Map(existing.map((p) => [p.slug, p]));
    const links = await repository.linkIdsBySlug(
      rows.flatMap((row) => list(row.cells.categorii ?? '')),
      rows.flatMap((row) => list(row.cells.tags ?? '')),
    );
    const categorySlugOf = new Map([...links.categories].map(([slug, id]) => [id, slug]));
    const tagSlugOf = new Map([...links.tags].map(([slug, id]) => [id, slug]));

    const lineOfProduct = new Map<number, number>();
    const lineOfSlug = new Map<string, number>();
    const lineOfSku = new Map<string, number>();
    const lineOfEan = new Map<string, number>();
    /** The products the file creates without a parent, by SKU (lower case) and slug: a later variant may name them. */
    const createdParents = new Map<string, number>();
    /** The families new variants join, by parent id or by the line that creates the parent. */
    const families = new Map<string, Family>();
    const planned: PlannedRow[] = [];

    for (const row of rows) {
      const sku = row.cells.sku?.trim() ?? '';
      const slug = row.cells.slug?.trim() ?? '';
      const product =
        (sku ? bySku.get(sku.toLowerCase()) : undefined) ?? (slug ? bySlug.get(slug) : undefined);
      const answer: ProductImportRow = {
        line: row.line,
        sku: sku || null,
        slug,
        title: row.cells.titlu?.trim() || product?.title || '',
        product_id: product?.id ?? null,
        action: 'invalid',
        changes: [],
        errors: [],
      };
      const refuse = (field: string, message: string) => {
        answer.errors.push({ field, message });
      };
      const done = (write: Write | null) => planned.push({ answer, write });

      if (!sku && !slug) {
        refuse('sku', 'Rândul nu are nici SKU, nici slug.');
        done(null);
        continue;
      }
      if (product) {
        const first = lineOfProduct.get(product.id);
        if (first !== undefined) {
          refuse('sku', `Produsul apare de mai multe ori (prima dată pe linia ${first}).`);
          done(null);
          continue;
        }
        lineOfProduct.set(product.id, row.line);
      }

      const before = product ? productCells(product) : NEW_PRODUCT;
      const cells: ProductCells = { ...before, ...row.cells };
      if (!product && row.cells.slug === undefined) cells.slug = '';

      const published = cells.publicat.trim().toLowerCase();
      if (!YES.has(published) && !NO.has(published)) refuse('publicat', 'Scrieți „da” sau „nu”.');
      let scheduled: string | null = null;
      if (cells.publicare_programata.trim()) {
        const moment = fromShopLocalTime(cells.publicare_programata);
        if (moment) scheduled = moment.toISOString();
        else refuse('publicare_programata', 'Scrieți data ca AAAA-LL-ZZ HH:MM (ora României).');
      }
      const ean = cells.ean.trim() || null;
      if (ean !== null && !/^(\d{8}|\d{13})$/.test(ean)) refuse('ean', 'EAN-ul are 8 sau 13 cifre.');
      else if (ean !== null) {
        const first = lineOfEan.get(ean);
        if (first !== undefined) refuse('ean', `Același EAN ca pe linia ${first}.`);
        else if (await repository.eanTaken(ean, product?.id ?? null)) {
          refuse('ean', 'Există deja un produs cu acest EAN.');
        }
        lineOfEan.set(ean, row.line);
      }
      const parentKey = cells.parent_sku.trim();
      let parent: { id: number } | { line: number } | null = null;
      if (product && parentKey !== before.parent_sku) {
        refuse(
          'parent_sku',
          'Importul nu mută un produs la alt părinte: lăsați coloana cum a fost exportată.',
        );
      } else if (!product && parentKey) {
        const existingParent = bySku.get(parentKey.toLowerCase()) ?? bySlug.get(parentKey);
        const fileParent = createdParents.get(parentKey.toLowerCase()) ?? createdParents.get(parentKey);
        if (existingParent && existingParent.parent_id === null) parent = { id: existingParent.id };
        else if (existingParent) refuse('parent_sku', 'Părintele este el însuși o variantă.');
        else if (fileParent !== undefined) parent = { line: fileParent };
        else refuse('parent_sku', `Niciun produs nu are SKU-ul sau slugul „${parentKey}”.`);
      }
      let optionValues: VariantValuePair[] = [];
      if (product) {
        // The form owns an existing product's options: the file keeps them as exported.
        for (const field of ['optiuni', 'optiuni_en'] as const) {
          if (cells[field].trim() !== before[field].trim()) {
            refuse(
              field,
              'Importul nu schimbă valorile unei variante existente: folosiți formularul produsului.',
            );
          }
        }
      } else if (!parentKey) {
        if (cells.optiuni.trim() || cells.optiuni_en.trim()) {
          refuse('optiuni', 'Doar rândurile variantelor (cu parent_sku) au valori de opțiuni.');
        }
      } else if (parent) {
        const pairs = parseOptionPairs(cells.optiuni);
        const key = 'id' in parent ? `id:${parent.id}` : `line:${parent.line}`;
        if (!families.has(key)) {
          const existingParent = 'id' in parent ? existing.find((p) => p.id === parent.id) : undefined;
          families.set(
            key,
            existingParent ? familyOf(existingParent) : { names: [], values: [], combinations: new Set() },
          );
        }
        const english = typeof pairs === 'string' ? [] : parseOptionPairsEn(cells.optiuni_en, pairs.length);
        const placed =
          typeof pairs === 'string'
            ? pairs
            : pairs.length === 0
              ? 'O variantă nouă își numește valoarea fiecărei opțiuni, de exemplu „Mărime=100 ml”.'
              : typeof english === 'string'
                ? english
                : placeInFamily(
                    families.get(key)!,
                    pairs.map((pair, at) => ({
                      ...pair,
                      name_en: english[at]!.name,
                      value_en: english[at]!.value,
                    })),
                  );
        if (typeof placed === 'string') {
          refuse(
            typeof english === 'string' && typeof pairs !== 'string' && pairs.length > 0
              ? 'optiuni_en'
              : 'optiuni',
            placed,
          );
        } else optionValues = placed;
      }
      const integer = (field: keyof ProductCells, text: string) => {
        const value = text.trim();
        if (value === '') return null;
        if (!/^-?\d{1,9}$/.test(value)) {
          refuse(field, `„${value.slice(0, 40)}” nu este un număr întreg.`);
          return null;
        }
        return Number(value);
      };
      const categorySlugs = list(cells.categorii);
      const tagSlugs = list(cells.tags);
      const unknownCategories = categorySlugs.filter((s) => !links.categories.has(s));
      if (unknownCategories.length > 0) {
        refuse('categorii', `Categorii necunoscute: ${unknownCategories.slice(0, 5).join(', ')}.`);
      }
      const unknownTags = tagSlugs.filter((s) => !links.tags.has(s));
      if (unknownTags.length > 0)
        refuse('tags', `Etichete necunoscute: ${unknownTags.slice(0, 5).join(', ')}.`);
      const images = list(cells.imagini);
      const altsOf = (field: 'imagini_alt' | 'imagini_alt_en') => {
        if (images.length === 0) return [];
        const alts = cells[field].split(LIST_SEPARATOR).map((alt) => alt.trim());
        if (alts.length === 1 && alts[0] === '') return images.map(() => '');
        if (alts.length !== images.length) {
          refuse(field, 'Câte un text alternativ pentru fiecare imagine, despărțite prin „|”.');
        }
        return alts;
      };
      const stockCount = integer('stoc', cells.stoc) ?? 0;
      const candidate = {
        titlu: cells.titlu,
        titlu_en: cells.titlu_en,
        descriere: cells.descriere,
        descriere_en: cells.descriere_en,
        informatii_suplimentare: cells.informatii_suplimentare,
        informatii_suplimentare_en: cells.informatii_suplimentare_en,
        meta_titlu: cells.meta_titlu,
        meta_titlu_en: cells.meta_titlu_en,
        meta_descriere: cells.meta_descriere,
        meta_descriere_en: cells.meta_descriere_en,
        nota: cells.nota,
        nota_en: cells.nota_en,
        slug: cells.slug.trim(),
        sku: cells.sku.trim() || null,
        pret: cells.pret.trim(),
        pret_redus: cells.pret_redus.trim() || null,
        pret_achizitie: cells.pret_achizitie.trim() || null,
        cota_tva: integer('cota_tva', cells.cota_tva),
        stoc: stockCount,
        cantitate_neta: integer('cantitate_neta', cells.cantitate_neta),
        unitate: cells.unitate.trim() || null,
        greutate_grame: integer('greutate_grame', cells.greutate_grame),
        publicat: YES.has(published),
        publicare_programata: scheduled,
        imagini: images,
        imagini_alt: altsOf('imagini_alt'),
        imagini_alt_en: altsOf('imagini_alt_en'),
        categorii: categorySlugs.map((s) => links.categories.get(s) ?? 0).filter((id) => id > 0),
        tags: tagSlugs.map((s) => links.tags.get(s) ?? 0).filter((id) => id > 0),
      };
      const parsed = productCreateSchema.safeParse(candidate);
      if (!parsed.success) {
        for (const issue of parsed.error.issues) refuse(String(issue.path[0] ?? 'row'), issue.message);
      }
      if (answer.errors.length > 0 || !parsed.success) {
        done(null);
        continue;
      }
      const { stoc: _stock, ...input } = parsed.data;
      let values: AdminProductValues;
      try {
        values = await productValues(tx, mediaFiles, input, product ?? null);
      } catch (error) {
        answer.errors.push(...errorsOf(error));
        done(null);
        continue;
      }
      // Two rows of the file may not end with the same slug or SKU.
      const slugFirst = lineOfSlug.get(values.slug);
      const skuFirst = values.sku ? lineOfSku.get(values.sku.toLowerCase()) : undefined;
      if (slugFirst !== undefined) refuse('slug', `Același slug ca pe linia ${slugFirst}.`);
      if (skuFirst !== undefined) refuse('sku', `Același SKU ca pe linia ${skuFirst}.`);
      if (answer.errors.length > 0) {
        done(null);
        continue;
      }
      lineOfSlug.set(values.slug, row.line);
      if (values.sku) lineOfSku.set(values.sku.toLowerCase(), row.line);

      const categoryIds = [...new Set(input.categorii)];
      const tagIds = [...new Set(input.tags)];
      const after = productCells({
        ...values,
        ean,
        parent_key: parentKey || null,
        stock: stockCount,
        category_slugs: categoryIds.map((id) => categorySlugOf.get(id)!),
        tag_slugs: tagIds.map((id) => tagSlugOf.get(id)!).sort(),
        option_values: product ? before.optiuni : optionPairsCell(optionValues),
        option_values_en: product
          ? before.optiuni_en
          : optionValues.some((pair) => pair.name_en || pair.value_en)
            ? optionPairsCell(optionValues.map((pair) => ({ name: pair.name_en, value: pair.value_en })))
            : '',
      });
      answer.slug = values.slug;
      answer.title = values.title;
      answer.changes = PRODUCT_CSV_COLUMNS.filter((column) =>
        product ? before[column] !== after[column] : after[column] !== '',
      ).map((field) => ({ field, before: product ? before[field] : '', after: after[field] }));
      answer.action = !product ? 'create' : answer.changes.length > 0 ? 'update' : 'same';
      if (!product && !parentKey) {
        createdParents.set(values.slug, row.line);
        if (values.sku) createdParents.set(values.sku.toLowerCase(), row.line);
      }
      done(
        !product
          ? { kind: 'create', values, stock: stockCount, categoryIds, tagIds, ean, parent, optionValues }
          : answer.action === 'update'
            ? { kind: 'update', before: product, values, stock: stockCount, categoryIds, tagIds, ean }
            : null,
      );
    }
    return planned;
  }

  const summarize = (rows: ProductImportRow[]) => ({
    create: rows.filter((row) => row.action === 'create').length,
    update: rows.filter((row) => row.action === 'update').length,
    same: rows.filter((row) => row.action === 'same').length,
    invalid: rows.filter((row) => row.action === 'invalid').length,
  });

  return {
    async run(actor: Actor, text: string, dryRun: boolean): Promise<ProductImportResult> {
      const { rows } = parseProductCsv(text);
      if (dryRun) {
        const planned = await plan(db, rows, false);
        const answers = planned.map((row) => row.answer);
        return { dry_run: true, applied: false, rows: answers, summary: summarize(answers) };
      }
      const answers = await db.transaction(async (tx) => {
        const planned = await plan(tx, rows, true);
        const invalid = planned.filter((row) => row.answer.action === 'invalid').map((row) => row.answer);
        if (invalid.length > 0) {
          throw badRequest(
            'products.import_invalid',
            `Nimic nu a fost importat: ${invalid.length === 1 ? 'un rând are' : `${invalid.length} rânduri au`} erori. Corectați fișierul și încercați din nou.`,
            { rows: invalid },
          );
        }
        const repository = createProductsAdminRepository(tx);
        // The price history and stock rows the triggers write name the actor.
        await audit.actAs(tx, actor);
        const createdOnLine = new Map<number, number>();
        for (const { answer, write } of planned) {
          if (!write) continue;
          if (write.kind === 'create') {
            const id = await repository.insert(write.values, write.stock, write.categoryIds, write.tagIds);
            answer.product_id = id;
            createdOnLine.set(answer.line, id);
            if (write.ean) await repository.setEan(id, write.ean);
            if (write.parent) {
              const parentId = 'id' in write.parent ? write.parent.id : createdOnLine.get(write.parent.line)!;
              await repository.setParent(id, parentId);
              await createVariantsRepository(tx).addVariantValues(parentId, id, write.optionValues);
            }
            await audit.record(tx, actor, {
              entityType: 'product',
              entityId: id,
              action: 'create',
              after: toAdminProductRecord((await repository.find(id))!),
            });
            continue;
          }
          const { before } = write;
          await repository.update(before.id, before.version, write.values, write.categoryIds, write.tagIds);
          await repository.setEan(before.id, write.ean);
          if (write.stock !== before.stock) {
            await stock.importCounts(tx, [{ productId: before.id, stock: write.stock }], {
              userId: actor.id,
              reason: 'Import CSV produse',
            });
          }
          const after = (await repository.find(before.id))!;
          await audit.record(tx, actor, {
            entityType: 'product',
            entityId: before.id,
            action: 'update',
            before: toAdminProductRecord(before),
            after: toAdminProductRecord(after),
          });
          await recordPriceChange(audit, tx, actor, before, after);
        }
        return planned.map((row) => row.answer);
      });
      return { dry_run: false, applied: true, rows: answers, summary: summarize(answers) };
    },
  };
}

export type ProductImport = ReturnType<typeof createProductImport>;
