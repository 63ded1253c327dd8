import { decimalToBani } from '@shop/shared/money';
import type { ProductDetail, ProductListQuery, ProductSummary } from '@shop/shared/schemas/catalog';
import { foldDiacritics } from '@shop/shared/text';
import { badRequest, notFound } from '../../../lib/errors';
import { invalidPage, type PageRequest } from '../../../lib/pagination';
import type { MediaBase } from '../../../lib/media';
import { parseCards, toProductDetail, withMediaBase } from './products.mapper';
import type { Executor } from '../../../db/client';
import {
  createProductsRepository,
  type ProductFilter,
  type ProductSort,
  type ProductsRepository,
  type StoredCardsJson,
} from './products.repository';

const ORDERING_TO_SORT: Record<NonNullable<ProductListQuery['ordering']>, ProductSort> = {
  '-created': 'created_desc',
  created: 'created_asc',
  '-id': 'id_desc',
  id: 'id_asc',
  price: 'price_asc',
  '-price': 'price_desc',
  name: 'name_asc',
  '-name': 'name_desc',
};

const MAX_SEARCH_WORDS = 8;
const DETAIL_REVIEWS = 20;

/** Folds a shopper's query to the words the search index holds: no diacritics, lower case, [a-z0-9]. */
export function searchTerms(query: string): ProductFilter['search'] | undefined {
  const folded = foldDiacritics(query)
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
  if (!folded) return undefined;
  const words = folded.split(' ').slice(0, MAX_SEARCH_WORDS);
  return { text: words.join(' '), words };
}

export function filterFromQuery(query: ProductListQuery): ProductFilter {
  const minPrice = query.pret_min === undefined ? undefined : decimalToBani(query.pret_min);
  const maxPrice = query.pret_max === undefined ? undefined : decimalToBani(query.pret_max);
  if (minPrice != null && maxPrice != null && minPrice > maxPrice) {
    throw badRequest('catalog.price_range', 'Prețul minim nu poate fi mai mare decât prețul maxim.', {
      pret_min: ['Prețul minim nu poate fi mai mare decât prețul maxim.'],
    });
  }
  return {
    category: query.categorie,
    tag: query.tag,
    minPrice: minPrice ?? undefined,
    maxPrice: maxPrice ?? undefined,
    inStock: query.in_stoc === '1' || query.in_stoc === 'true',
    ids: query.ids ? [...new Set(query.ids.split(',').map(Number))] : undefined,
    search: query.q ? searchTerms(query.q) : undefined,
  };
}

export function sortFromQuery(query: ProductListQuery, filter: ProductFilter): ProductSort {
  if (query.ordering) return ORDERING_TO_SORT[query.ordering];
  if (query.sort === 'id_desc') return 'id_desc';
  return filter.search ? 'relevance' : 'created_desc';
}

export function createProductsService(deps: { products: ProductsRepository; media: MediaBase }) {
  const { products, media } = deps;

  return {
    /**
     * A page of product cards as JSON text (an array of `ProductSummary`), sent as it is: the cards
     * are stored ready (migration 0020), so a read neither parses nor rebuilds them.
     */
    async list(
      query: ProductListQuery,
      page: PageRequest,
    ): Promise<{ resultsJson: StoredCardsJson; count: number }> {
      const filter = filterFromQuery(query);
      const sort = sortFromQuery(query, filter);
      const { cards, total } = await products.list(filter, sort, { limit: page.size, offset: page.offset });
      if (total !== null) return { resultsJson: withMediaBase(cards, media), count: total };
      // An empty page: say why when a filter names something that does not exist, else count.
      if (filter.category && !(await products.categoryExists(filter.category))) {
        throw badRequest('catalog.category_not_found', 'Categoria nu există.', {
          categorie: ['Categoria nu există.'],
        });
      }
      if (filter.tag && !(await products.tagExists(filter.tag))) {
        throw badRequest('catalog.tag_not_found', 'Eticheta nu există.', { tag: ['Eticheta nu există.'] });
      }
      if (page.page > 1) throw invalidPage();
      return { resultsJson: '[]', count: 0 };
    },

    /**
     * A product's page by slug; a variant's slug names its parent's page, where the variant is
     * chosen (`variantOf`, docs/decisions/060). An unknown or withdrawn slug is a 404.
     */
    async detail(slug: string): Promise<{ product: ProductDetail } | { variantOf: string }> {
      const row = await products.findBySlug(slug, DETAIL_REVIEWS);
      if (!row) throw notFound('catalog.product_not_found', 'Produsul nu a fost găsit.');
      if (row.parent_slug !== null) return { variantOf: row.parent_slug };
      return { product: toProductDetail(row, media) };
    },

    /** Which of these products have variants, and so cannot be ordered themselves. */
    async withVariants(executor: Executor, ids: number[]): Promise<Set<number>> {
      return new Set(await createProductsRepository(executor).withVariants([...new Set(ids)]));
    },

    /**
     * The summaries of the products with these ids that are sold, by id; withdrawn or unknown ids
     * are missing. For modules that keep product ids (favourites).
     */
    async summariesByIds(ids: number[]): Promise<Map<number, ProductSummary>> {
      const cards = parseCards(await products.cardsByIds([...new Set(ids)]), media);
      return new Map(cards.map((card) => [card.id, card]));
    },

    /** Slug and SKU by product id, active or not: an order's lines link to what was bought. */
    async refsByIds(ids: number[]): Promise<Map<number, { slug: string; sku: string | null }>> {
      const rows = await products.refsByIds([...new Set(ids)]);
      return new Map(rows.map((row) => [row.id, { slug: row.slug, sku: row.sku }]));
    },

    /** Which of these product ids are sold (active). */
    async activeIds(ids: number[]): Promise<Set<number>> {
      return new Set(await products.activeIds([...new Set(ids)]));
    },

    /** A window of the listed products in id order for the sitemap: slug and last change. */
    async sitemapEntries(window: {
      offset: number;
      limit: number;
    }): Promise<{ slug: string; updatedAt: Date }[]> {
      if (window.limit <= 0) return [];
      const rows = await products.listSitemapEntries(window);
      return rows.map((row) => ({ slug: row.slug, updatedAt: new Date(row.updated_at) }));
    },

    /** The listed products as sitemap files hold them (see the repository's sitemapFiles). */
    async sitemapFiles(before: number, perFile: number) {
      const rows = await products.sitemapFiles(before, perFile);
      return rows.map((row) => ({ file: row.file, products: row.products, lastmod: new Date(row.lastmod) }));
    },
  };
}

export type ProductsService = ReturnType<typeof createProductsService>;
