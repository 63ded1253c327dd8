import fs from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { baniToDecimal } from '@shop/shared/money';
import {
  type AdminProductDetail,
  type AdminProductListQuery,
  type AdminProductRow,
  type ProductBulk,
  type ProductCreate,
  type ProductUpdate,
  priceInputToBani,
} from '@shop/shared/schemas/admin/products';
import { slugify } from '@shop/shared/text';
import type { Database, Executor } from '../../../db/client';
import { uniqueViolationOf } from '../../../lib/error-chain';
import { AppError, badRequest, notFound } from '../../../lib/errors';
import type { MediaBase } from '../../../lib/media';
import { invalidPage, type PageRequest } from '../../../lib/pagination';
import { sanitizeRichText } from '../../../lib/sanitize-html';
import type { Actor, AuditService } from '../../audit/audit.service';
import {
  toAdminProductDetail,
  toAdminProductRecord,
  toAdminProductRow,
  toAuditRecord,
} from './products.admin-mapper';
import {
  type AdminProductFilter,
  type AdminProductOrder,
  type AdminProductRecord,
  type AdminProductSortKey,
  type AdminProductValues,
  createProductsAdminRepository,
} from './products.admin-repository';
import { createVariantsService } from './products.admin-variants-service';
import { searchTerms } from './products.service';

const PRICE_HISTORY_ROWS = 20;

/** Paths the media upload gives (a fresh uuid per file); older paths are kept only where they already are. */
const UPLOADED_MEDIA_PATH = /^(products|blog|categories)\/[0-9a-f-]{36}\.webp$/;

const PRODUCT_NOT_FOUND = 'Produsul nu a fost găsit.';

function fieldError(field: string, message: string) {
  return badRequest('validation_error', message, { [field]: [message] });
}

function duplicate(field: 'slug' | 'sku') {
  const message =
    field === 'slug' ? 'Există deja un produs cu acest slug.' : 'Există deja un produs cu acest cod SKU.';
  return new AppError(409, 'admin.duplicate', message, { [field]: [message] });
}

export const staleVersion = () =>
  new AppError(
    409,
    'conflict',
    'Produsul a fost modificat de altcineva între timp. Reîncărcați-l și refaceți modificările.',
  );

export function filterFromAdminQuery(query: AdminProductListQuery): AdminProductFilter {
  const flag = (value: 'true' | 'false' | undefined) => (value === undefined ? undefined : value === 'true');
  return {
    search: query.q ? searchTerms(query.q) : undefined,
    code: query.q?.trim() || undefined,
    categoryId: query.category,
    tagId: query.tag,
    published: flag(query.published),
    inStock: flag(query.in_stock),
    discounted: flag(query.discounted),
  };
}

export function orderFromAdminQuery(
  query: AdminProductListQuery,
  filter: AdminProductFilter,
): AdminProductOrder {
  if (!query.sort) return filter.search ? null : { key: 'updated', descending: true };
  const descending = query.sort.startsWith('-');
  return { key: query.sort.replace(/^-/, '') as AdminProductSortKey, descending };
}

type ProductInput = Omit<ProductCreate, 'stoc'>;

/**
 * The price written on the product's own row. With variants it is theirs (refresh_variant_parents
 * keeps it once they are written): a new product starts at its cheapest active variant's, a saved one
 * keeps what it has until then, so its price history gets no passing row.
 */
function ownPrice(
  input: ProductInput,
  existing: AdminProductRecord | null,
): { price: number; discounted_price: number | null } {
  const variants = input.variante ?? (existing && existing.variants.length > 0 ? null : []);
  if (variants === null || variants.length > 0) {
    if (existing) return { price: existing.price, discounted_price: existing.discounted_price };
    const prices = variants!.map((variant) => ({
      active: variant.activ,
      price: priceInputToBani(variant.pret),
      discounted_price: variant.pret_redus ? priceInputToBani(variant.pret_redus) : null,
    }));
    const paid = (p: { price: number; discounted_price: number | null }) => p.discounted_price ?? p.price;
    const candidates = prices.some((p) => p.active) ? prices.filter((p) => p.active) : prices.slice(0, 1);
    const cheapest = candidates.reduce((best, p) => (paid(p) < paid(best) ? p : best));
    return { price: cheapest.price, discounted_price: cheapest.discounted_price };
  }
  return {
    price: priceInputToBani(input.pret),
    discounted_price: input.pret_redus ? priceInputToBani(input.pret_redus) : null,
  };
}

/**
 * The text alternatives to store, parallel to the (deduplicated) images: those sent, by the
 * position of each image's first mention; when a language is left out, what each image had.
 */
function imageAltsOf(
  input: ProductInput,
  existing: AdminProductRecord | null,
  images: string[],
): { ro: string[]; en: string[] } {
  const pick = (sent: string[] | undefined, stored: string[] | undefined) =>
    images.map((image) => {
      if (sent) return sent[input.imagini.indexOf(image)] ?? '';
      const before = existing?.images.indexOf(image) ?? -1;
      return before >= 0 ? (stored?.[before] ?? '') : '';
    });
  return {
    ro: pick(input.imagini_alt, existing?.image_alts),
    en: pick(input.imagini_alt_en, existing?.image_alts_en),
  };
}

export function createProductsAdminService(deps: {
  db: Database;
  audit: AuditService;
  media: MediaBase;
  mediaDir: string;
}) {
  const { db, audit, media, mediaDir } = deps;

  /** A newly sent image must be one the media upload made, and be there; else a 400 naming `field`. */
  async function checkUpload(image: string, field: string) {
    if (!UPLOADED_MEDIA_PATH.test(image)) throw fieldError(field, `Imagine necunoscută: ${image}`);
    const found = await fs
      .access(path.join(mediaDir, image))
      .then(() => true)
      .catch(() => false);
    if (!found) throw fieldError(field, `Imaginea nu a fost găsită: ${image}`);
  }

  const variants = createVariantsService({ checkUpload });

  /** The columns to write, or a 400 naming the field: slug folded, HTML cleaned, images checked. */
  async function valuesOf(
    tx: Executor,
    input: ProductInput,
    existing: AdminProductRecord | null,
  ): Promise<AdminProductValues> {
    const slug = slugify(input.slug || input.titlu);
    if (!slug) throw fieldError('slug', 'Slugul trebuie să conțină cel puțin o literă sau o cifră.');
    const sku = input.sku?.trim() || null;

    const repository = createProductsAdminRepository(tx);
    const categories = [...new Set(input.categorii)];
    const tags = [...new Set(input.tags)];
    const knownCategories = new Set(await repository.existingCategoryIds(categories));
    if (categories.some((id) => !knownCategories.has(id))) {
      throw fieldError('categorii', 'Una dintre categorii nu există.');
    }
    const knownTags = new Set(await repository.existingTagIds(tags));
    if (tags.some((id) => !knownTags.has(id))) throw fieldError('tags', 'Una dintre etichete nu există.');

    const images = [...new Set(input.imagini)];
    const alts = imageAltsOf(input, existing, images);
    for (const image of images) {
      if (existing?.images.includes(image)) continue;
      await checkUpload(image, 'imagini');
    }

    const taken = await repository.takenBy({ slug, sku }, existing?.id ?? null);
    if (taken.slug_taken) throw duplicate('slug');
    if (taken.sku_taken) throw duplicate('sku');

    return {
      slug,
      title: input.titlu,
      title_en: input.titlu_en,
      description: sanitizeRichText(input.descriere),
      description_en: sanitizeRichText(input.descriere_en),
      additional_info: sanitizeRichText(input.informatii_suplimentare),
      additional_info_en: sanitizeRichText(input.informatii_suplimentare_en),
      meta_title: input.meta_titlu,
      meta_title_en: input.meta_titlu_en,
      meta_description: input.meta_descriere,
      meta_description_en: input.meta_descriere_en,
      note: input.nota,
      note_en: input.nota_en,
      sku,
      ...ownPrice(input, existing),
      vat_rate: input.cota_tva,
      net_quantity: input.cantitate_neta,
      unit: input.unitate,
      weight_grams:
        input.greutate_grame !== undefined ? input.greutate_grame : (existing?.weight_grams ?? null),
      is_active: input.publicat,
      images,
      image_alts: alts.ro,
      image_alts_en: alts.en,
    };
  }

  /** A race with another write of the same slug or SKU that passed the check at the same time. */
  function rethrowDuplicate(error: unknown): never {
    const constraint = uniqueViolationOf(error);
    if (constraint === 'products_slug_unique') throw duplicate('slug');
    if (constraint === 'products_sku_unique') throw duplicate('sku');
    if (constraint === 'products_ean_idx') {
      const message = 'Există deja un produs cu acest cod EAN.';
      throw new AppError(409, 'admin.duplicate', message, { variante: [message] });
    }
    throw error;
  }

  async function recordPriceChange(
    tx: Executor,
    actor: Actor,
    before: AdminProductRecord,
    after: AdminProductRecord,
  ) {
    if (before.price === after.price && before.discounted_price === after.discounted_price) return;
    const { pret, pret_redus } = toAdminProductRecord(before);
    const next = toAdminProductRecord(after);
    await audit.record(tx, actor, {
      entityType: 'price',
      entityId: after.id,
      action: 'update',
      before: { pret, pret_redus },
      after: { pret: next.pret, pret_redus: next.pret_redus },
    });
  }

  async function detailOf(tx: Executor, id: number): Promise<AdminProductDetail> {
    const repository = createProductsAdminRepository(tx);
    const row = await repository.find(id);
    if (!row) throw notFound('catalog.product_not_found', PRODUCT_NOT_FOUND);
    return toAdminProductDetail(row, await repository.priceHistory(id, PRICE_HISTORY_ROWS), media);
  }

  return {
    async list(
      query: AdminProductListQuery,
      page: PageRequest,
    ): Promise<{ results: AdminProductRow[]; count: number }> {
      const filter = filterFromAdminQuery(query);
      const order = orderFromAdminQuery(query, filter);
      const repository = createProductsAdminRepository(db);
      const [rows, count] = await Promise.all([
        repository.list(filter, order, { limit: page.size, offset: page.offset }),
        repository.count(filter),
      ]);
      if (page.page > 1 && page.offset >= count) throw invalidPage();
      return { results: rows.map((row) => toAdminProductRow(row, media)), count };
    },

    detail: (id: number) => detailOf(db, id),

    async create(actor: Actor, input: ProductCreate): Promise<AdminProductDetail> {
      return db
        .transaction(async (tx) => {
          const repository = createProductsAdminRepository(tx);
          const values = await valuesOf(tx, input, null);
          // The price history and initial stock rows the insert's triggers write name the actor.
          await audit.actAs(tx, actor);
          const hasVariants = (input.variante?.length ?? 0) > 0;
          const id = await repository.insert(
            values,
            hasVariants ? 0 : input.stoc,
            [...new Set(input.categorii)],
            [...new Set(input.tags)],
          );
          if (input.optiuni && input.variante) {
            await variants.save(
              tx,
              { ...values, id, options: [], variants: [], stock: hasVariants ? 0 : input.stoc },
              { optiuni: input.optiuni, variante: input.variante },
              actor.id,
            );
          }
          const created = (await repository.find(id))!;
          await audit.record(tx, actor, {
            entityType: 'product',
            entityId: id,
            action: 'create',
            after: toAuditRecord(created),
          });
          return detailOf(tx, id);
        })
        .catch(rethrowDuplicate);
    },

    async update(actor: Actor, id: number, input: ProductUpdate): Promise<AdminProductDetail> {
      return db
        .transaction(async (tx) => {
          const repository = createProductsAdminRepository(tx);
          const before = await repository.find(id, { lock: true });
          if (!before) throw notFound('catalog.product_not_found', PRODUCT_NOT_FOUND);
          if (before.parent_id !== null) {
            // Its title, slug and values follow its product's: it is saved in the product's variante.
            const message = 'Aceasta este o variantă: se modifică pe pagina produsului ei.';
            throw badRequest('admin.not_allowed', message, { id: [message] });
          }
          if (before.version !== input.version) throw staleVersion();
          const values = await valuesOf(tx, input, before);
          await audit.actAs(tx, actor);
          const written = await repository.update(
            id,
            input.version,
            values,
            [...new Set(input.categorii)],
            [...new Set(input.tags)],
          );
          if (!written) throw staleVersion();
          if (input.optiuni && input.variante) {
            await variants.save(
              tx,
              { ...values, id, options: before.options, variants: before.variants, stock: before.stock },
              { optiuni: input.optiuni, variante: input.variante },
              actor.id,
            );
          }
          const after = (await repository.find(id))!;
          await audit.record(tx, actor, {
            entityType: 'product',
            entityId: id,
            action: 'update',
            before: toAuditRecord(before),
            after: toAuditRecord(after),
          });
          await recordPriceChange(tx, actor, before, after);
          return detailOf(tx, id);
        })
        .catch(rethrowDuplicate);
    },

    async remove(actor: Actor, id: number): Promise<void> {
      await db.transaction(async (tx) => {
        const repository = createProductsAdminRepository(tx);
        const before = await repository.find(id, { lock: true });
        if (!before) throw notFound('catalog.product_not_found', PRODUCT_NOT_FOUND);
        await repository.delete([id]);
        await audit.record(tx, actor, {
          entityType: 'product',
          entityId: id,
          action: 'delete',
          before: toAuditRecord(before),
        });
      });
    },

    /**
     * The reference price the shop would show if these prices were saved now. The Omnibus rule
     * lives once, in SQL (refresh_product_card_facts, ADR 019): the prices are written in a
     * transaction that is always rolled back, so the triggers compute it exactly as a save would,
     * and nothing of it stays (a NOTIFY is only sent on commit).
     */
    async referencePrice(id: number, prices: { price: number; discounted: number }): Promise<string | null> {
      const preview = new ReferencePricePreview();
      try {
        await db.transaction(async (tx) => {
          const updated = await tx.execute(sql`UPDATE products
            SET price = ${prices.price}, discounted_price = ${prices.discounted} WHERE id = ${id}`);
          if (updated.rowCount === 0) throw notFound('catalog.product_not_found', PRODUCT_NOT_FOUND);
          const facts = await tx.execute<{ lowest: number | null }>(
            sql`SELECT lowest_30_days AS lowest FROM product_card_facts WHERE product_id = ${id}`,
          );
          preview.lowest = facts.rows[0]?.lowest ?? null;
          throw preview;
        });
      } catch (error) {
        if (error !== preview) throw error;
      }
      return preview.lowest === null ? null : baniToDecimal(preview.lowest);
    },

    /** One action on many products, all or nothing; unknown ids are a 400 naming them. */
    async bulk(actor: Actor, request: ProductBulk): Promise<{ updated: number }> {
      const ids = [...new Set(request.ids)];
      return db.transaction(async (tx) => {
        const repository = createProductsAdminRepository(tx);
        const before = await repository.lockExisting(ids);
        if (before.length !== ids.length) {
          const known = new Set(before.map((row) => row.id));
          const missing = ids.filter((id) => !known.has(id));
          throw fieldError('ids', `Produse inexistente: ${missing.slice(0, 10).join(', ')}.`);
        }
        switch (request.action) {
          case 'publish':
          case 'unpublish':
            await repository.setPublished(ids, request.action === 'publish');
            break;
          case 'set_category':
          case 'add_category': {
            const categoryId = request.category_id!;
            if ((await repository.existingCategoryIds([categoryId])).length === 0) {
              throw fieldError('category_id', 'Categoria nu există.');
            }
            if (request.action === 'set_category') await repository.setCategory(ids, categoryId);
            else await repository.addCategory(ids, categoryId);
            break;
          }
          case 'delete':
            await repository.delete(ids);
            break;
        }
        const after =
          request.action === 'delete'
            ? new Map<number, AdminProductRecord>()
            : new Map((await repository.lockExisting(ids)).map((row) => [row.id, row]));
        for (const row of before) {
          const next = after.get(row.id);
          await audit.record(tx, actor, {
            entityType: 'product',
            entityId: row.id,
            action: next ? 'update' : 'delete',
            before: toAuditRecord(row),
            after: next ? toAuditRecord(next) : undefined,
          });
        }
        return { updated: ids.length };
      });
    },
  };
}

export type ProductsAdminService = ReturnType<typeof createProductsAdminService>;

/** Thrown to roll back a preview's writes, carrying what was read before. */
class ReferencePricePreview extends Error {
  lowest: number | null = null;
}
