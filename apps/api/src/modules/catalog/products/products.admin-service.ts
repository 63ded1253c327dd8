import { sql } from 'drizzle-orm';
import { adjustedPrice, reducedPrice } from '@shop/shared/bulk-pricing';
import { baniToDecimal } from '@shop/shared/money';
import {
  type ProductBulkEdit,
  type ProductBulkEditResult,
  signedDecimalValue,
} from '@shop/shared/schemas/admin/product-tools';
import {
  type AdminProductDetail,
  type AdminProductListQuery,
  type AdminProductRow,
  type ProductBulk,
  type ProductBulkResult,
  type ProductCreate,
  type ProductDeleteResult,
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
import type { MediaFiles } from '../../../lib/storage/object-storage';
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
import type { StockService } from './stock.service';

const PRICE_HISTORY_ROWS = 20;

/** Paths the media upload gives (a fresh uuid per file); older paths are kept only where they already are. */
const UPLOADED_MEDIA_PATH = /^(products|blog|categories)\/[0-9a-f-]{36}\.webp$/;

const PRODUCT_NOT_FOUND = 'Produsul nu a fost găsit.';
const SOLD_NOT_DELETED =
  'Produsul a fost vândut, deci nu poate fi șters (comenzile, facturile și mișcările de stoc îl numesc): a fost retras din vânzare.';

/** A bulk change's signed value in the unit the pricing rules take: per cent, or bani for an amount. */
function amountOf(change: { mode: 'percent' | 'amount'; value: string }) {
  const value = signedDecimalValue(change.value);
  return { mode: change.mode, value: change.mode === 'amount' ? Math.round(value * 100) : value };
}

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

export type ProductInput = Omit<ProductCreate, 'stoc'>;

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

/**
 * The planned publication to store: the one sent (in the future, for an unpublished product), the
 * one kept when left out, none once the product is published.
 */
function publishAtOf(input: ProductInput, existing: AdminProductRecord | null): Date | null {
  if (input.publicat) return null;
  if (input.publicare_programata === undefined) return existing?.publish_at ?? null;
  if (input.publicare_programata === null) return null;
  const moment = new Date(input.publicare_programata);
  const unchanged = existing?.publish_at && new Date(existing.publish_at).getTime() === moment.getTime();
  if (!unchanged && moment.getTime() <= Date.now()) {
    throw fieldError('publicare_programata', 'Data publicării trebuie să fie în viitor.');
  }
  return moment;
}

/** The columns to write, or a 400 naming the field: slug folded, HTML cleaned, images checked. */
export async function productValues(
  tx: Executor,
  mediaFiles: MediaFiles,
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
    if (!UPLOADED_MEDIA_PATH.test(image)) throw fieldError('imagini', `Imagine necunoscută: ${image}`);
    if (!(await mediaFiles.exists(image))) throw fieldError('imagini', `Imaginea nu a fost găsită: ${image}`);
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
    cost_price:
      input.pret_achizitie !== undefined
        ? input.pret_achizitie
          ? priceInputToBani(input.pret_achizitie)
          : null
        : (existing?.cost_price ?? null),
    publish_at: publishAtOf(input, existing),
    is_active: input.publicat,
    images,
    image_alts: alts.ro,
    image_alts_en: alts.en,
  };
}

/** The audit log's price entry (entity `price`), when the prices changed. */
export async function recordPriceChange(
  audit: AuditService,
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

export function createProductsAdminService(deps: {
  db: Database;
  audit: AuditService;
  media: MediaBase;
  mediaFiles: MediaFiles;
  stock: StockService;
}) {
  const { db, audit, media, mediaFiles, stock } = deps;

  /** A newly sent image must be one the media upload made, and be there; else a 400 naming `field`. */
  async function checkUpload(image: string, field: string) {
    if (!UPLOADED_MEDIA_PATH.test(image)) throw fieldError(field, `Imagine necunoscută: ${image}`);
    if (!(await mediaFiles.exists(image))) throw fieldError(field, `Imaginea nu a fost găsită: ${image}`);
  }

  const variants = createVariantsService({ checkUpload });

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
          const values = await productValues(tx, mediaFiles, input, null);
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
          const values = await productValues(tx, mediaFiles, input, before);
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
          await recordPriceChange(audit, tx, actor, before, after);
          return detailOf(tx, id);
        })
        .catch(rethrowDuplicate);
    },

    /**
     * Deletes a product that was never sold; one that was (its stock movements, orders and
     * invoices name it) is taken off sale instead, and the answer says so.
     */
    async remove(actor: Actor, id: number): Promise<ProductDeleteResult> {
      return db.transaction(async (tx) => {
        const repository = createProductsAdminRepository(tx);
        const before = await repository.find(id, { lock: true });
        if (!before) throw notFound('catalog.product_not_found', PRODUCT_NOT_FOUND);
        const sold = (await repository.soldIds([id])).length > 0;
        if (sold) await repository.unpublish([id]);
        else await repository.delete([id]);
        const after = sold ? await repository.find(id) : undefined;
        await audit.record(tx, actor, {
          entityType: 'product',
          entityId: id,
          action: sold ? 'update' : 'delete',
          before: toAuditRecord(before),
          after: after ? toAuditRecord(after) : undefined,
        });
        return sold
          ? { deleted: false, unpublished: true, message: SOLD_NOT_DELETED }
          : { deleted: true, unpublished: false, message: 'Produsul a fost șters.' };
      });
    },

    /**
     * A copy of the product to start a similar one from: every field, its categories, tags and
     * images, with a new slug, no SKU, unpublished and without stock.
     */
    async duplicate(actor: Actor, id: number): Promise<AdminProductDetail> {
      return db
        .transaction(async (tx) => {
          const repository = createProductsAdminRepository(tx);
          const source = await repository.find(id);
          if (!source) throw notFound('catalog.product_not_found', PRODUCT_NOT_FOUND);
          if (source.parent_id !== null) {
            // A copy of a variant would need a combination of values no other variant has.
            const message =
              'O variantă nu se copiază singură: copiați produsul sau adăugați o variantă în formularul lui.';
            throw new AppError(409, 'admin.not_allowed', message, { id: [message] });
          }
          const slug = await repository.freeSlug(`${source.slug}-copie`.slice(0, 120));
          const {
            id: _id,
            stock: _stock,
            version: _version,
            created_at: _created,
            updated_at: _updated,
            category_ids,
            tag_ids,
            parent_id: _parent,
            ean: _ean,
            options,
            variants: sourceVariants,
            ...fields
          } = source;
          await audit.actAs(tx, actor);
          const copyId = await repository.insert(
            {
              ...fields,
              slug,
              sku: null,
              title: `${source.title} (copie)`.slice(0, 200),
              title_en: source.title_en ? `${source.title_en} (copy)`.slice(0, 200) : '',
              is_active: false,
              publish_at: null,
            },
            0,
            category_ids,
            tag_ids,
          );
          if (options.length > 0) {
            // The copy gets the same options and a variant of each live combination, made by the
            // product form's own save: titles and slugs follow the copy's, no SKU, EAN or stock.
            const copied = (await repository.find(copyId))!;
            await variants.save(
              tx,
              { ...copied, options: [], variants: [], stock: 0 },
              {
                optiuni: options.map((option) => ({
                  nume: option.name,
                  nume_en: option.name_en,
                  valori: option.values.map((value) => ({
                    valoare: value.value,
                    valoare_en: value.value_en,
                  })),
                })),
                variante: sourceVariants.map((variant) => ({
                  sku: null,
                  ean: null,
                  pret: baniToDecimal(variant.price),
                  pret_redus:
                    variant.discounted_price === null ? null : baniToDecimal(variant.discounted_price),
                  stoc: 0,
                  greutate_grame: variant.weight_grams,
                  cantitate_neta: variant.net_quantity,
                  unitate: variant.unit,
                  imagine: variant.image,
                  activ: variant.is_active,
                  valori: options.map(
                    (option) =>
                      option.values.find((value) => variant.value_ids.includes(value.id))?.value ?? '',
                  ),
                })),
              },
              actor.id,
            );
          }
          const created = (await repository.find(copyId))!;
          await audit.record(tx, actor, {
            entityType: 'product',
            entityId: copyId,
            action: 'create',
            before: { copiat_din: id },
            after: toAdminProductRecord(created),
          });
          return detailOf(tx, copyId);
        })
        .catch(rethrowDuplicate);
    },

    /**
     * The bulk edit (docs/decisions/063): each change to each product, all or nothing. A product
     * saved by someone since staff read it (its version) stops the whole edit with 409; a product
     * the change would leave invalid (a reduced price not below the price, negative stock) with
     * 400 naming it. Stock moves through `manual` movements; every product gets its audit entry.
     */
    async bulkEdit(actor: Actor, request: ProductBulkEdit): Promise<ProductBulkEditResult> {
      const ids = request.products.map((product) => product.id);
      return db.transaction(async (tx) => {
        const repository = createProductsAdminRepository(tx);
        const locked = await repository.lockExisting(ids);
        const byId = new Map(locked.map((row) => [row.id, row]));
        const missing = ids.filter((id) => !byId.has(id));
        if (missing.length > 0) {
          throw fieldError('products', `Produse inexistente: ${missing.slice(0, 10).join(', ')}.`);
        }
        const stale = request.products.filter((product) => byId.get(product.id)!.version !== product.version);
        if (stale.length > 0) {
          throw new AppError(
            409,
            'conflict',
            `${stale.length === 1 ? 'Un produs a fost modificat' : `${stale.length} produse au fost modificate`} de altcineva între timp. Reîncărcați lista și refaceți modificarea.`,
            { products: stale.map((product) => product.id) },
          );
        }
        for (const [field, change] of [
          ['categories', request.categories],
          ['tags', request.tags],
        ] as const) {
          if (!change) continue;
          const wanted = [...new Set(change.ids)];
          const known =
            field === 'categories'
              ? await repository.existingCategoryIds(wanted)
              : await repository.existingTagIds(wanted);
          if (known.length !== wanted.length) {
            throw fieldError(
              field,
              field === 'categories' ? 'Una dintre categorii nu există.' : 'Una dintre etichete nu există.',
            );
          }
        }

        // A parent's price and stock are its variants' (docs/decisions/059): edit those instead.
        if (request.price || request.discounted_price || request.stock) {
          const parents = await repository.withVariants(ids);
          if (parents.length > 0) {
            const names = parents.map((id) => byId.get(id)!.title).slice(0, 5);
            throw fieldError(
              'products',
              `Prețul și stocul unui produs cu variante vin din variantele lui; modificați variantele: ${names.join(', ')}.`,
            );
          }
        }
        const problems: string[] = [];
        const planned = request.products.map(({ id }) => {
          const row = byId.get(id)!;
          const price = request.price
            ? adjustedPrice(row.price, amountOf(request.price), request.price.rounding)
            : row.price;
          let discounted = row.discounted_price;
          if (request.discounted_price?.mode === 'remove') discounted = null;
          else if (request.discounted_price) {
            discounted = reducedPrice(
              price,
              amountOf({ mode: request.discounted_price.mode, value: request.discounted_price.value! }),
              request.discounted_price.rounding,
            );
          }
          const stock = request.stock
            ? request.stock.mode === 'set'
              ? request.stock.value
              : row.stock + request.stock.value
            : row.stock;
          const merge = (
            current: number[],
            change: { mode: 'add' | 'replace'; ids: number[] } | undefined,
          ) =>
            !change
              ? current
              : [...new Set(change.mode === 'replace' ? change.ids : [...current, ...change.ids])];
          if (price <= 0) problems.push(`${row.title}: prețul nou ar fi ${baniToDecimal(price)} lei.`);
          else if (discounted !== null && (discounted <= 0 || discounted >= price)) {
            problems.push(
              `${row.title}: prețul redus trebuie să fie între 0 și prețul (${baniToDecimal(price)} lei).`,
            );
          }
          if (stock < 0) problems.push(`${row.title}: stocul ar deveni ${stock}.`);
          return {
            row,
            price,
            discounted,
            stock,
            isActive: request.published ?? row.is_active,
            categoryIds: merge(row.category_ids, request.categories),
            tagIds: merge(row.tag_ids, request.tags),
          };
        });
        if (problems.length > 0) {
          throw badRequest(
            'validation_error',
            `Nimic nu a fost modificat: ${problems.slice(0, 5).join(' ')}`,
            {
              products: problems,
            },
          );
        }

        await audit.actAs(tx, actor);
        await repository.writeBulk(
          planned.map((plan) => ({
            id: plan.row.id,
            price: plan.price,
            discountedPrice: plan.discounted,
            isActive: plan.isActive,
            categoryIds: plan.categoryIds,
            tagIds: plan.tagIds,
          })),
          { categories: request.categories !== undefined, tags: request.tags !== undefined },
        );
        if (request.stock) {
          await stock.importCounts(
            tx,
            planned.map((plan) => ({ productId: plan.row.id, stock: plan.stock })),
            { kind: 'manual', userId: actor.id, reason: 'Editare în bloc' },
          );
        }
        const after = new Map((await repository.lockExisting(ids)).map((row) => [row.id, row]));
        for (const plan of planned) {
          const next = after.get(plan.row.id)!;
          await audit.record(tx, actor, {
            entityType: 'product',
            entityId: plan.row.id,
            action: 'update',
            before: toAdminProductRecord(plan.row),
            after: toAdminProductRecord(next),
          });
          await recordPriceChange(audit, tx, actor, plan.row, next);
        }
        return {
          updated: planned.length,
          products: request.products.map(({ id }) => {
            const next = after.get(id)!;
            return {
              id,
              pret: baniToDecimal(next.price),
              pret_redus: next.discounted_price === null ? null : baniToDecimal(next.discounted_price),
              stoc: next.stock,
              version: next.version,
            };
          }),
        };
      });
    },

    /** Publishes the products whose planned publication has come (the scheduled jobs, every minute). */
    async publishDue(limit = 100): Promise<number> {
      return db.transaction(async (tx) => {
        const published = await createProductsAdminRepository(tx).publishDue(limit);
        for (const product of published) {
          await audit.recordUnattended(tx, {
            entityType: 'product',
            entityId: product.id,
            action: 'update',
            before: { publicat: false, publicare_programata: product.planned },
            after: { publicat: true, publicare_programata: null },
          });
        }
        return published.length;
      });
    },

    /** The CSV export's rows after `afterId`, `limit` at a time. */
    exportBatch: (afterId: number, limit: number) =>
      createProductsAdminRepository(db).exportBatch(afterId, limit),

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
    async bulk(actor: Actor, request: ProductBulk): Promise<ProductBulkResult> {
      const ids = [...new Set(request.ids)];
      return db.transaction(async (tx) => {
        const repository = createProductsAdminRepository(tx);
        const before = await repository.lockExisting(ids);
        if (before.length !== ids.length) {
          const known = new Set(before.map((row) => row.id));
          const missing = ids.filter((id) => !known.has(id));
          throw fieldError('ids', `Produse inexistente: ${missing.slice(0, 10).join(', ')}.`);
        }
        let sold: number[] = [];
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
            // A product that was sold is taken off sale instead, as a single delete does.
            sold = await repository.soldIds(ids);
            await repository.unpublish(sold);
            await repository.delete(ids.filter((id) => !sold.includes(id)));
            break;
        }
        const after = new Map((await repository.lockExisting(ids)).map((row) => [row.id, row]));
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
        if (request.action !== 'delete') return { updated: ids.length };
        return { updated: ids.length, deleted: ids.length - sold.length, unpublished: sold.length };
      });
    },
  };
}

export type ProductsAdminService = ReturnType<typeof createProductsAdminService>;

/** Thrown to roll back a preview's writes, carrying what was read before. */
class ReferencePricePreview extends Error {
  lowest: number | null = null;
}
