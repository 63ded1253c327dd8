import type { BlogCategory, BlogPostDetail, BlogPostSummary } from '@shop/shared/schemas/blog';
import type { ProductSummary } from '@shop/shared/schemas/catalog';
import { htmlToPlainText } from '../../../lib/sanitize-html';
import { type MediaBase, mediaUrl } from '../../../lib/media';
import type { BlogCategoryRow, BlogPostDetailRow, BlogPostSummaryRow } from './posts.repository';

export function toBlogCategory(row: BlogCategoryRow): BlogCategory {
  return { id: row.id, name: row.name, name_en: row.name_en, slug: row.slug };
}

export function toBlogPostSummary(row: BlogPostSummaryRow, media: MediaBase): BlogPostSummary {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    title_en: row.title_en,
    excerpt: row.excerpt,
    excerpt_en: row.excerpt_en,
    cover: mediaUrl(media, row.cover_path),
    category: row.category ? toBlogCategory(row.category) : null,
    published_at: new Date(row.published_at).toISOString(),
  };
}

const WORDS_PER_MINUTE = 200;

/** Minutes to read an HTML body, at least 1. */
export function readingMinutes(html: string): number {
  const words = htmlToPlainText(html).split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.round(words / WORDS_PER_MINUTE));
}

export function toBlogPostDetail(
  row: BlogPostDetailRow,
  media: MediaBase,
  relatedProducts: ProductSummary[],
): BlogPostDetail {
  return {
    ...toBlogPostSummary(row, media),
    reading_minutes: readingMinutes(row.body),
    reading_minutes_en: readingMinutes(row.body_en.trim() ? row.body_en : row.body),
    related_posts: row.related_posts.map((related) => toBlogPostSummary(related, media)),
    related_products: relatedProducts,
    body: row.body,
    body_en: row.body_en,
    meta_title: row.meta_title,
    meta_title_en: row.meta_title_en,
    meta_description: row.meta_description,
    meta_description_en: row.meta_description_en,
  };
}
