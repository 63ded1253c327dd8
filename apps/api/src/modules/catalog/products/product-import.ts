import { productCreateSchema } from '@shop/shared/schemas/admin/products';
import type { ProductImportResult, ProductImportRow } from '@shop/shared/schemas/admin/product-tools';
import type { Database, Executor } from '../../../db/client';
import { AppError, badRequest } from '../../../lib/errors';
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
  PRODUCT_CSV_COLUMNS,
  type ProductCells,
  productCells,
  parseProductCsv,
  type ParsedProductRow,
} from './product-csv';
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
  mediaDir: string;
}) {
  const { db, audit, stock, mediaDir } = deps;

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
        values = await productValues(tx, mediaDir, input, product ?? null);
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
          ? { kind: 'create', values, stock: stockCount, categoryIds, tagIds, ean, parent }
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
