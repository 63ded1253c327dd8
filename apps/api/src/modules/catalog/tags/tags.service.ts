import type { z } from 'zod';
import type { AdminTag, tagInputSchema } from '@shop/shared/schemas/admin/tags';
import { slugify } from '@shop/shared/text';
import type { Database, Transaction } from '../../../db/client';
import { AppError, badRequest, notFound } from '../../../lib/errors';
import { isUniqueViolation } from '../../../lib/postgres-data-exception';
import type { Actor, AuditService } from '../../audit/audit.service';
import { type AdminTagRow, createTagsRepository } from './tags.repository';

type TagInputParsed = z.output<typeof tagInputSchema>;

const tagNotFound = () => notFound('catalog.tag_not_found', 'Eticheta nu a fost găsită.');
const DUPLICATE_SLUG = 'Există deja o etichetă cu acest slug.';
const duplicateSlug = () => new AppError(409, 'admin.duplicate', DUPLICATE_SLUG, { slug: [DUPLICATE_SLUG] });

function toAdminTag(row: AdminTagRow): AdminTag {
  return {
    id: row.id,
    nume: row.name,
    nume_en: row.name_en,
    slug: row.slug,
    numar_produse: row.product_count,
  };
}

const auditView = (row: { name: string; name_en: string; slug: string }) => ({
  nume: row.name,
  nume_en: row.name_en,
  slug: row.slug,
});

/** The tags admin: list with search, create, rename, delete, merge; writes audited. */
export function createTagsAdminService(deps: { db: Database; audit: AuditService }) {
  const { db, audit } = deps;

  async function write<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
    try {
      return await db.transaction(work);
    } catch (error) {
      if (isUniqueViolation(error)) throw duplicateSlug();
      throw error;
    }
  }

  async function valuesOf(tx: Transaction, input: TagInputParsed, exceptId: number | null) {
    const slug = input.slug || slugify(input.nume);
    if (!slug) {
      const detail = 'Slug-ul nu poate fi făcut din acest nume; scrieți-l.';
      throw badRequest('validation_error', detail, { slug: [detail] });
    }
    if (await createTagsRepository(tx).slugTaken(slug, exceptId)) throw duplicateSlug();
    return { name: input.nume, name_en: input.nume_en, slug };
  }

  async function one(id: number): Promise<AdminTag> {
    const row = await createTagsRepository(db).findById(id);
    if (!row) throw tagNotFound();
    return toAdminTag(row);
  }

  return {
    async list(options: { search?: string; limit: number; offset: number }) {
      const { rows, total } = await createTagsRepository(db).listForAdmin(options);
      return { results: rows.map(toAdminTag), count: total };
    },

    async create(actor: Actor, input: TagInputParsed): Promise<AdminTag> {
      const id = await write(async (tx) => {
        const values = await valuesOf(tx, input, null);
        const id = await createTagsRepository(tx).insert(values);
        await audit.record(tx, actor, {
          entityType: 'tag',
          entityId: id,
          action: 'create',
          after: auditView(values),
        });
        return id;
      });
      return one(id);
    },

    async update(actor: Actor, id: number, input: TagInputParsed): Promise<AdminTag> {
      await write(async (tx) => {
        const repository = createTagsRepository(tx);
        const current = await repository.findById(id);
        if (!current) throw tagNotFound();
        const values = await valuesOf(tx, input, id);
        await repository.update(id, values);
        await audit.record(tx, actor, {
          entityType: 'tag',
          entityId: id,
          action: 'update',
          before: auditView(current),
          after: auditView(values),
        });
      });
      return one(id);
    },

    /** Deletes a tag; the products that carried it simply lose it. */
    async remove(actor: Actor, id: number): Promise<void> {
      await write(async (tx) => {
        const repository = createTagsRepository(tx);
        const current = await repository.findById(id);
        if (!current) throw tagNotFound();
        await repository.remove(id);
        await audit.record(tx, actor, {
          entityType: 'tag',
          entityId: id,
          action: 'delete',
          before: { ...auditView(current), numar_produse: current.product_count },
        });
      });
    },

    /** Merges tag `id` into `into`: its products get `into`, and `id` is deleted. */
    async merge(actor: Actor, id: number, into: number): Promise<AdminTag> {
      if (id === into) {
        const detail = 'O etichetă nu poate fi unită cu ea însăși.';
        throw badRequest('validation_error', detail, { into: [detail] });
      }
      await write(async (tx) => {
        const repository = createTagsRepository(tx);
        const current = await repository.findById(id);
        if (!current) throw tagNotFound();
        if (!(await repository.findById(into))) {
          const detail = 'Eticheta destinație nu există.';
          throw badRequest('validation_error', detail, { into: [detail] });
        }
        await repository.merge(id, into);
        await audit.record(tx, actor, {
          entityType: 'tag',
          entityId: id,
          action: 'merge',
          before: { ...auditView(current), numar_produse: current.product_count },
          after: { into },
        });
      });
      return one(into);
    },
  };
}

export type TagsAdminService = ReturnType<typeof createTagsAdminService>;
