import {
  type AdminBlogCategory,
  type AdminBlogCategoryValues,
  type AdminBlogPost,
  type AdminBlogPostSummary,
  type AdminBlogPostValues,
  BLOG_COVER_PATTERN,
  BLOG_MESSAGES,
  type BlogPostStatus,
} from '@shop/shared/schemas/admin/blog';
import { slugify } from '@shop/shared/text';
import type { Database } from '../../../db/client';
import { errorChain } from '../../../lib/error-chain';
import { AppError, badRequest, notFound } from '../../../lib/errors';
import { type MediaBase, mediaUrl } from '../../../lib/media';
import type { PageRequest } from '../../../lib/pagination';
import type { MediaFiles } from '../../../lib/storage/object-storage';
import { sanitizeRichText } from '../../../lib/sanitize-html';
import type { Actor, AuditService } from '../../audit/audit.service';
import type { ProductsService } from '../../catalog/products/products.service';
import {
  type AdminBlogPostRow,
  type BlogPostValues,
  createBlogPostsAdminRepository,
} from './posts.admin-repository';

const iso = (value: Date | null) => (value ? new Date(value).toISOString() : null);

function toAdminBlogPost(row: AdminBlogPostRow, media: MediaBase): AdminBlogPost {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    title_en: row.title_en,
    excerpt: row.excerpt,
    excerpt_en: row.excerpt_en,
    body: row.body,
    body_en: row.body_en,
    meta_title: row.meta_title,
    meta_title_en: row.meta_title_en,
    meta_description: row.meta_description,
    meta_description_en: row.meta_description_en,
    cover: row.cover_path,
    cover_url: mediaUrl(media, row.cover_path),
    category_id: row.category_id,
    category_name: row.category_name,
    product_ids: row.product_ids,
    status: row.status,
    published_at: iso(row.published_at),
    created_at: new Date(row.created_at).toISOString(),
    updated_at: new Date(row.updated_at).toISOString(),
  };
}

function toSummary(post: AdminBlogPost): AdminBlogPostSummary {
  const {
    body: _body,
    body_en: _bodyEn,
    meta_title: _mt,
    meta_title_en: _mtEn,
    meta_description: _md,
    meta_description_en: _mdEn,
    excerpt_en: _exEn,
    ...summary
  } = post;
  return summary;
}

/** The audit's view: the content, not the version counter. */
function audited(post: AdminBlogPost) {
  const { updated_at: _u, created_at: _c, cover_url: _url, category_name: _name, ...content } = post;
  return content;
}

const missing = () => notFound('blog.post_not_found', BLOG_MESSAGES.notFound);
const missingCategory = () => notFound('blog.category_not_found', BLOG_MESSAGES.categoryNotFound);
const slugTaken = (message: string) => new AppError(409, 'admin.duplicate', message, { slug: [message] });
const fieldError = (field: string, message: string) =>
  badRequest('validation_error', message, { [field]: [message] });

function isUniqueViolation(error: unknown, constraint: string): boolean {
  for (const link of errorChain(error)) {
    const pg = link as { code?: unknown; constraint?: unknown };
    if (pg.code === '23505' && pg.constraint === constraint) return true;
  }
  return false;
}

/** The staff's blog: posts (draft, published, scheduled) and their categories. */
export function createBlogPostsAdminService(deps: {
  db: Database;
  audit: Pick<AuditService, 'record'>;
  media: MediaBase;
  /** Whether a media path is in the storage: a cover must be a file that exists. */
  mediaFiles: MediaFiles;
  /** The catalogue, which says which product ids exist (a post may recommend a withdrawn one). */
  products: Pick<ProductsService, 'refsByIds'>;
}) {
  const { db, audit, media, mediaFiles, products } = deps;

  /** A cover is an upload to the blog folder, or the path the post already has; the file must exist. */
  async function checkCover(cover: string | null, current: string | null): Promise<void> {
    if (cover === null) return;
    if (!BLOG_COVER_PATTERN.test(cover) && cover !== current) throw fieldError('cover', BLOG_MESSAGES.cover);
    if (!(await mediaFiles.exists(cover))) throw fieldError('cover', BLOG_MESSAGES.cover);
  }

  /**
   * The stored values: bodies cleaned, the slug from the title when left empty, and the publishing
   * moment: now for "publish now" (kept when the post is already public), the chosen moment for
   * "schedule", which must still be ahead.
   */
  function toValues(input: AdminBlogPostValues, current: AdminBlogPostRow | undefined): BlogPostValues {
    const slug = input.slug || slugify(input.title) || slugify(input.title_en);
    if (!slug) throw fieldError('slug', BLOG_MESSAGES.slug);
    let publishedAt: Date | null = input.published_at ? new Date(input.published_at) : null;
    const now = new Date();
    if (input.status === 'scheduled') {
      if (!publishedAt || publishedAt <= now) throw fieldError('published_at', BLOG_MESSAGES.scheduledAt);
    } else if (input.status === 'published') {
      const wasPublic = current?.status === 'published' && current.published_at;
      publishedAt = wasPublic ? new Date(current.published_at!) : now;
    } else {
      publishedAt = current?.published_at ? new Date(current.published_at) : null;
    }
    return {
      slug,
      title: input.title,
      titleEn: input.title_en,
      excerpt: input.excerpt,
      excerptEn: input.excerpt_en,
      body: sanitizeRichText(input.body),
      bodyEn: sanitizeRichText(input.body_en),
      metaTitle: input.meta_title,
      metaTitleEn: input.meta_title_en,
      metaDescription: input.meta_description,
      metaDescriptionEn: input.meta_description_en,
      coverPath: input.cover,
      categoryId: input.category_id,
      isPublished: input.status !== 'draft',
      publishedAt,
    };
  }

  async function checkCategory(
    repository: ReturnType<typeof createBlogPostsAdminRepository>,
    id: number | null,
  ) {
    if (id !== null && !(await repository.findCategory(id))) {
      throw fieldError('category_id', BLOG_MESSAGES.category);
    }
  }

  async function linkProducts(
    repository: ReturnType<typeof createBlogPostsAdminRepository>,
    postId: number,
    productIds: number[],
  ) {
    const known = await products.refsByIds(productIds);
    if (productIds.some((id) => !known.has(id)))
      throw fieldError('product_ids', BLOG_MESSAGES.productUnknown);
    await repository.setProducts(postId, productIds);
  }

  return {
    async list(
      filter: { q?: string; status?: BlogPostStatus; categoryId?: number },
      page: PageRequest,
    ): Promise<{ results: AdminBlogPostSummary[]; count: number }> {
      const { rows, total } = await createBlogPostsAdminRepository(db).list(filter, {
        limit: page.size,
        offset: page.offset,
      });
      return { results: rows.map((row) => toSummary(toAdminBlogPost(row, media))), count: total };
    },

    async detail(id: number): Promise<AdminBlogPost> {
      const row = await createBlogPostsAdminRepository(db).findById(id);
      if (!row) throw missing();
      return toAdminBlogPost(row, media);
    },

    async create(actor: Actor, input: AdminBlogPostValues): Promise<AdminBlogPost> {
      await checkCover(input.cover, null);
      const values = toValues(input, undefined);
      try {
        return await db.transaction(async (tx) => {
          const repository = createBlogPostsAdminRepository(tx);
          await checkCategory(repository, values.categoryId);
          if (await repository.slugTaken(values.slug)) throw slugTaken(BLOG_MESSAGES.slugTaken);
          const id = await repository.insert(values);
          await linkProducts(repository, id, input.product_ids);
          const created = toAdminBlogPost((await repository.findById(id))!, media);
          await audit.record(tx, actor, {
            entityType: 'blog_post',
            entityId: id,
            action: 'create',
            after: audited(created),
          });
          return created;
        });
      } catch (error) {
        if (isUniqueViolation(error, 'blog_posts_slug_unique')) throw slugTaken(BLOG_MESSAGES.slugTaken);
        throw error;
      }
    },

    async update(
      actor: Actor,
      id: number,
      input: AdminBlogPostValues & { updated_at: string },
    ): Promise<AdminBlogPost> {
      try {
        return await db.transaction(async (tx) => {
          const repository = createBlogPostsAdminRepository(tx);
          const current = await repository.findById(id);
          if (!current) throw missing();
          await checkCover(input.cover, current.cover_path);
          const values = toValues(input, current);
          await checkCategory(repository, values.categoryId);
          if (await repository.slugTaken(values.slug, id)) throw slugTaken(BLOG_MESSAGES.slugTaken);
          if (!(await repository.update(id, new Date(input.updated_at), values))) {
            throw new AppError(409, 'conflict', BLOG_MESSAGES.conflict);
          }
          await linkProducts(repository, id, input.product_ids);
          const after = toAdminBlogPost((await repository.findById(id))!, media);
          await audit.record(tx, actor, {
            entityType: 'blog_post',
            entityId: id,
            action: 'update',
            before: audited(toAdminBlogPost(current, media)),
            after: audited(after),
          });
          return after;
        });
      } catch (error) {
        if (isUniqueViolation(error, 'blog_posts_slug_unique')) throw slugTaken(BLOG_MESSAGES.slugTaken);
        throw error;
      }
    },

    async remove(actor: Actor, id: number): Promise<void> {
      await db.transaction(async (tx) => {
        const repository = createBlogPostsAdminRepository(tx);
        const current = await repository.findById(id);
        if (!current || !(await repository.remove(id))) throw missing();
        await audit.record(tx, actor, {
          entityType: 'blog_post',
          entityId: id,
          action: 'delete',
          before: audited(toAdminBlogPost(current, media)),
        });
      });
    },

    async categories(): Promise<AdminBlogCategory[]> {
      return createBlogPostsAdminRepository(db).categories();
    },

    async saveCategory(
      actor: Actor,
      id: number | null,
      input: AdminBlogCategoryValues,
    ): Promise<AdminBlogCategory> {
      const values = { name: input.name, nameEn: input.name_en, slug: input.slug || slugify(input.name) };
      if (!values.slug) throw fieldError('slug', BLOG_MESSAGES.slug);
      try {
        return await db.transaction(async (tx) => {
          const repository = createBlogPostsAdminRepository(tx);
          const before = id === null ? undefined : await repository.findCategory(id);
          if (id !== null && !before) throw missingCategory();
          if (await repository.categorySlugTaken(values.slug, id ?? undefined)) {
            throw slugTaken(BLOG_MESSAGES.categorySlugTaken);
          }
          const savedId = id ?? (await repository.insertCategory(values));
          if (id !== null) await repository.updateCategory(id, values);
          const saved = (await repository.findCategory(savedId))!;
          await audit.record(tx, actor, {
            entityType: 'blog_category',
            entityId: savedId,
            action: id === null ? 'create' : 'update',
            before: before ? { name: before.name, name_en: before.name_en, slug: before.slug } : undefined,
            after: { name: saved.name, name_en: saved.name_en, slug: saved.slug },
          });
          return saved;
        });
      } catch (error) {
        if (isUniqueViolation(error, 'blog_categories_slug_unique')) {
          throw slugTaken(BLOG_MESSAGES.categorySlugTaken);
        }
        throw error;
      }
    },

    /** Its posts stay, without a category. */
    async removeCategory(actor: Actor, id: number): Promise<void> {
      await db.transaction(async (tx) => {
        const repository = createBlogPostsAdminRepository(tx);
        const before = await repository.findCategory(id);
        if (!before) throw missingCategory();
        await repository.removeCategory(id);
        await audit.record(tx, actor, {
          entityType: 'blog_category',
          entityId: id,
          action: 'delete',
          before: { name: before.name, name_en: before.name_en, slug: before.slug },
        });
      });
    },
  };
}

export type BlogPostsAdminService = ReturnType<typeof createBlogPostsAdminService>;
