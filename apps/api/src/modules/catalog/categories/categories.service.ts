import type { z } from 'zod';
import {
  type AdminCategory,
  CATEGORY_IMAGE_PATH,
  CATEGORY_MAX_DEPTH,
  type CategoryReorder,
  type categoryInputSchema,
} from '@shop/shared/schemas/admin/categories';
import type { CategoryNode, CategoryRef } from '@shop/shared/schemas/catalog';
import { slugify } from '@shop/shared/text';
import type { Database, Transaction } from '../../../db/client';
import { AppError, badRequest, notFound } from '../../../lib/errors';
import { isUniqueViolation } from '../../../lib/postgres-data-exception';
import { invalidPage, type PageRequest } from '../../../lib/pagination';
import { type MediaBase, mediaUrl } from '../../../lib/media';
import type { MediaFiles } from '../../../lib/storage/object-storage';
import type { Actor, AuditService } from '../../audit/audit.service';
import { ancestorsOf, toCategoryTree } from './categories.mapper';
import {
  type AdminCategoryRow,
  type CategoriesRepository,
  type CategoryValues,
  createCategoriesRepository,
} from './categories.repository';

type CategoryInputParsed = z.output<typeof categoryInputSchema>;

function findNode(nodes: CategoryNode[], id: number): CategoryNode | undefined {
  for (const node of nodes) {
    if (node.id === id) return node;
    const found = findNode(node.subcategorii, id);
    if (found) return found;
  }
  return undefined;
}

export function createCategoriesService(deps: { categories: CategoriesRepository; media: MediaBase }) {
  const { categories, media } = deps;

  return {
    /** A page of top-level categories, each with its nested subcategories and product counts. */
    async list(page: PageRequest): Promise<{ results: CategoryNode[]; count: number }> {
      const roots = toCategoryTree(await categories.listWithCounts(), media);
      if (page.page > 1 && page.offset >= roots.length) throw invalidPage();
      return { results: roots.slice(page.offset, page.offset + page.size), count: roots.length };
    },

    /** One category with its subtree and the chain of its parents. */
    async detail(slug: string): Promise<CategoryNode & { parinti: CategoryRef[] }> {
      const rows = await categories.listWithCounts();
      const chain = ancestorsOf(rows, slug);
      const self = chain.at(-1);
      if (!self) throw notFound('catalog.category_not_found', 'Categoria nu a fost găsită.');
      const node = findNode(toCategoryTree(rows, media), self.id);
      return {
        ...node!,
        parent: self.parent_id,
        parinti: chain.slice(0, -1).map((row) => ({
          id: row.id,
          nume: row.name,
          nume_en: row.name_en,
          slug: row.slug,
          parent: row.parent_id,
        })),
      };
    },
  };
}

export type CategoriesService = ReturnType<typeof createCategoriesService>;

/** A 400 naming the one field at fault, as the schema validation answers it. */
function fieldError(field: string, detail: string): AppError {
  return badRequest('validation_error', detail, { [field]: [detail] });
}

const categoryNotFound = () => notFound('catalog.category_not_found', 'Categoria nu a fost găsită.');

/** The category as the admin API shows it and the audit log records it. */
function toAdminCategory(row: AdminCategoryRow, media: MediaBase): AdminCategory {
  return {
    id: row.id,
    parent_id: row.parent_id,
    sort_number: row.sort_number,
    nume: row.name,
    nume_en: row.name_en,
    slug: row.slug,
    imagine: row.image_path,
    imagine_url: mediaUrl(media, row.image_path),
    numar_produse: row.own_product_count,
    numar_produse_total: row.product_count,
  };
}

function auditView(row: AdminCategoryRow | CategoryValues) {
  return {
    nume: row.name,
    nume_en: row.name_en,
    slug: row.slug,
    parent_id: row.parent_id,
    sort_number: row.sort_number,
    imagine: row.image_path,
  };
}

/**
 * Checks a tree given as child → parent: every parent exists, no category is its own ancestor and
 * no chain is deeper than CATEGORY_MAX_DEPTH. Answers the offending category's id and the reason.
 */
export function treeProblem(
  parents: Map<number, number | null>,
): { id: number; reason: 'missing_parent' | 'cycle' | 'too_deep' } | null {
  for (const id of parents.keys()) {
    const seen = new Set<number>([id]);
    let depth = 1;
    let current = parents.get(id) ?? null;
    while (current !== null) {
      if (!parents.has(current)) return { id, reason: 'missing_parent' };
      if (seen.has(current)) return { id, reason: 'cycle' };
      seen.add(current);
      depth += 1;
      if (depth > CATEGORY_MAX_DEPTH) return { id, reason: 'too_deep' };
      current = parents.get(current) ?? null;
    }
  }
  return null;
}

const TREE_MESSAGES = {
  missing_parent: 'Categoria părinte nu există.',
  cycle: 'O categorie nu poate fi mutată sub ea însăși sau sub o subcategorie a ei.',
  too_deep: `Arborele de categorii are cel mult ${CATEGORY_MAX_DEPTH} niveluri.`,
} as const;

/** The categories admin: every write in one transaction with its audit entry. */
export function createCategoriesAdminService(deps: {
  db: Database;
  audit: AuditService;
  media: MediaBase;
  /** Whether an uploaded image is in the storage. */
  mediaFiles: MediaFiles;
}) {
  const { db, audit, media, mediaFiles } = deps;

  async function checkImage(image: string | null, current: string | null): Promise<void> {
    if (image === null || image === current) return;
    if (!CATEGORY_IMAGE_PATH.test(image)) {
      throw fieldError('imagine', 'Imaginea trebuie încărcată în folderul categoriilor.');
    }
    if (!(await mediaFiles.exists(image))) {
      throw fieldError('imagine', 'Imaginea nu a fost găsită; încărcați-o din nou.');
    }
  }

  async function valuesOf(
    tx: Transaction,
    input: CategoryInputParsed,
    current: AdminCategoryRow | null,
  ): Promise<CategoryValues> {
    const repository = createCategoriesRepository(tx);
    const slug = input.slug || slugify(input.nume);
    if (!slug) throw fieldError('slug', 'Slug-ul nu poate fi făcut din acest nume; scrieți-l.');
    if (await repository.slugTaken(slug, current?.id ?? null)) {
      throw new AppError(409, 'admin.duplicate', 'Există deja o categorie cu acest slug.', {
        slug: ['Există deja o categorie cu acest slug.'],
      });
    }
    await checkImage(input.imagine, current?.image_path ?? null);
    return {
      parent_id: input.parent_id,
      name: input.nume,
      name_en: input.nume_en,
      slug,
      image_path: input.imagine,
      sort_number: input.sort_number,
    };
  }

  /** Locks the tree and checks it once `changes` (child → new parent) are applied. */
  async function checkTree(tx: Transaction, changes: Map<number, number | null>): Promise<void> {
    const rows = await createCategoriesRepository(tx).lockAll();
    const parents = new Map(rows.map((row) => [row.id, row.parent_id]));
    for (const [id, parent] of changes) parents.set(id, parent);
    const problem = treeProblem(parents);
    if (problem) throw fieldError('parent_id', TREE_MESSAGES[problem.reason]);
  }

  async function write<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
    try {
      return await db.transaction(work);
    } catch (error) {
      if (isUniqueViolation(error)) {
        throw new AppError(409, 'admin.duplicate', 'Există deja o categorie cu acest slug.', {
          slug: ['Există deja o categorie cu acest slug.'],
        });
      }
      throw error;
    }
  }

  async function one(id: number): Promise<AdminCategory> {
    const row = (await createCategoriesRepository(db).listForAdmin()).find((r) => r.id === id);
    if (!row) throw categoryNotFound();
    return toAdminCategory(row, media);
  }

  return {
    async list(): Promise<AdminCategory[]> {
      const rows = await createCategoriesRepository(db).listForAdmin();
      return rows.map((row) => toAdminCategory(row, media));
    },

    async create(actor: Actor, input: CategoryInputParsed): Promise<AdminCategory> {
      const id = await write(async (tx) => {
        const values = await valuesOf(tx, input, null);
        if (values.parent_id !== null) await checkTree(tx, new Map([[0, values.parent_id]]));
        const repository = createCategoriesRepository(tx);
        const id = await repository.insert(values);
        await audit.record(tx, actor, {
          entityType: 'category',
          entityId: id,
          action: 'create',
          after: auditView(values),
        });
        return id;
      });
      return one(id);
    },

    async update(actor: Actor, id: number, input: CategoryInputParsed): Promise<AdminCategory> {
      await write(async (tx) => {
        const repository = createCategoriesRepository(tx);
        const current = await repository.findById(id);
        if (!current) throw categoryNotFound();
        const values = await valuesOf(tx, input, current);
        await checkTree(tx, new Map([[id, values.parent_id]]));
        await repository.update(id, values);
        await audit.record(tx, actor, {
          entityType: 'category',
          entityId: id,
          action: 'update',
          before: auditView(current),
          after: auditView(values),
        });
      });
      return one(id);
    },

    /** Places many categories at once (drag and drop): parents and sort numbers, all or nothing. */
    async reorder(actor: Actor, items: CategoryReorder['items']): Promise<AdminCategory[]> {
      const ids = new Set(items.map((item) => item.id));
      if (ids.size !== items.length) throw fieldError('items', 'O categorie apare de două ori în listă.');
      await write(async (tx) => {
        const rows = await createCategoriesRepository(tx).lockAll();
        const known = new Set(rows.map((row) => row.id));
        const missing = items.find((item) => !known.has(item.id));
        if (missing) throw fieldError('items', `Categoria ${missing.id} nu există.`);
        await checkTree(tx, new Map(items.map((item) => [item.id, item.parent_id])));
        const repository = createCategoriesRepository(tx);
        for (const item of items) {
          const current = await repository.findById(item.id);
          if (current!.parent_id === item.parent_id && current!.sort_number === item.sort_number) continue;
          await repository.place(item.id, item.parent_id, item.sort_number);
          await audit.record(tx, actor, {
            entityType: 'category',
            entityId: item.id,
            action: 'update',
            before: { parent_id: current!.parent_id, sort_number: current!.sort_number },
            after: { parent_id: item.parent_id, sort_number: item.sort_number },
          });
        }
      });
      return (await createCategoriesRepository(db).listForAdmin()).map((row) => toAdminCategory(row, media));
    },

    /**
     * Deletes a category. Its products need a destination category (the shop keeps no product
     * without a place in the tree by accident); its subcategories move up to its parent.
     */
    async remove(actor: Actor, id: number, moveProductsTo: number | undefined): Promise<void> {
      await write(async (tx) => {
        const repository = createCategoriesRepository(tx);
        await repository.lockAll();
        const current = await repository.findById(id);
        if (!current) throw categoryNotFound();
        let target: number | null = null;
        if (current.own_product_count > 0) {
          if (moveProductsTo === undefined) {
            throw new AppError(
              409,
              'admin.not_allowed',
              `Categoria are ${current.own_product_count} produse; alegeți categoria în care se mută.`,
              { product_count: current.own_product_count },
            );
          }
          if (moveProductsTo === id) {
            throw fieldError('move_products_to', 'Produsele nu pot fi mutate în categoria ștearsă.');
          }
          if (!(await repository.findById(moveProductsTo))) {
            throw fieldError('move_products_to', 'Categoria destinație nu există.');
          }
          target = moveProductsTo;
        }
        await repository.remove(id, target);
        await audit.record(tx, actor, {
          entityType: 'category',
          entityId: id,
          action: 'delete',
          before: { ...auditView(current), numar_produse: current.own_product_count },
          after: target === null ? null : { move_products_to: target },
        });
      });
    },
  };
}

export type CategoriesAdminService = ReturnType<typeof createCategoriesAdminService>;
