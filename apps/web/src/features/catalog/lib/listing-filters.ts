import { DEFAULT_SHOP_ORDERING, SHOP_PAGE_SIZE } from '@shop/shared/constants';
import type { ProductListQuery } from '@shop/shared/schemas/catalog';

/** The sort choices of the shop (contract §2, §7); the first is the default. */
export const SHOP_ORDERINGS = [DEFAULT_SHOP_ORDERING, 'price', '-price', 'name', '-name'] as const;
export type ShopOrdering = (typeof SHOP_ORDERINGS)[number];

/**
 * The shop filters of contract §4 except the category, which is the URL path. They live only in the
 * URL's search parameters; this is their parsed form.
 */
export type ListingFilters = {
  tag: string | null;
  /** Lei, as typed: "49.9" (a dot, at most two decimals). */
  minPrice: string | null;
  maxPrice: string | null;
  inStock: boolean;
  ordering: ShopOrdering;
  page: number;
};

export const DEFAULT_FILTERS: ListingFilters = {
  tag: null,
  minPrice: null,
  maxPrice: null,
  inStock: false,
  ordering: DEFAULT_SHOP_ORDERING,
  page: 1,
};

/** Search parameter names: the API's own, so a shop URL reads like the call it makes. */
export const PARAM = {
  tag: 'tag',
  minPrice: 'pret_min',
  maxPrice: 'pret_max',
  inStock: 'in_stoc',
  ordering: 'ordering',
  page: 'page',
} as const;

const SLUG = /^[a-z0-9-]{1,120}$/i;
const PRICE = /^\d{1,7}(?:[.,]\d{1,2})?$/;
const MAX_PAGE = 100_000;

function isOrdering(value: string | null): value is ShopOrdering {
  return (SHOP_ORDERINGS as readonly string[]).includes(value ?? '');
}

/** A price in lei as the API takes it ("12,5" → "12.5"), or null when it is not one. */
export function normalizePrice(value: string | null | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  if (!PRICE.test(trimmed)) return null;
  const [whole = '0', decimals] = trimmed.replace(',', '.').split('.');
  const units = String(Number(whole));
  return decimals && Number(decimals) !== 0 ? `${units}.${decimals.replace(/0+$/, '')}` : units;
}

/** The filters a URL asks for; anything unreadable (page=abc, ordering=x) falls back to its default. */
export function parseListingSearch(search: URLSearchParams): ListingFilters {
  const tag = search.get(PARAM.tag);
  const ordering = search.get(PARAM.ordering);
  const pageText = search.get(PARAM.page) ?? '';
  const page = /^\d{1,6}$/.test(pageText) ? Number(pageText) : 1;
  const inStock = search.get(PARAM.inStock);
  return {
    tag: tag && SLUG.test(tag) ? tag : null,
    minPrice: normalizePrice(search.get(PARAM.minPrice)),
    maxPrice: normalizePrice(search.get(PARAM.maxPrice)),
    inStock: inStock === '1' || inStock === 'true',
    ordering: isOrdering(ordering) ? ordering : DEFAULT_SHOP_ORDERING,
    page: page >= 1 && page <= MAX_PAGE ? page : 1,
  };
}

/** The URL form of the filters: defaults are left out, so a plain listing has a plain URL. */
export function listingSearch(filters: ListingFilters): URLSearchParams {
  const search = new URLSearchParams();
  if (filters.tag) search.set(PARAM.tag, filters.tag);
  if (filters.minPrice) search.set(PARAM.minPrice, filters.minPrice);
  if (filters.maxPrice) search.set(PARAM.maxPrice, filters.maxPrice);
  if (filters.inStock) search.set(PARAM.inStock, '1');
  if (filters.ordering !== DEFAULT_SHOP_ORDERING) search.set(PARAM.ordering, filters.ordering);
  if (filters.page > 1) search.set(PARAM.page, String(filters.page));
  return search;
}

/** "?a=1" or "" for an empty search. */
export function searchString(search: URLSearchParams): string {
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** Contract §4: changing the tag (a second click on the same tag clears it) goes back to page 1. */
export function withTag(filters: ListingFilters, tag: string | null): ListingFilters {
  return { ...filters, tag: tag === filters.tag ? null : tag, page: 1 };
}

/** Contract §4: changing the sort goes back to page 1. */
export function withOrdering(filters: ListingFilters, ordering: string): ListingFilters {
  return { ...filters, ordering: isOrdering(ordering) ? ordering : DEFAULT_SHOP_ORDERING, page: 1 };
}

/** A new price range starts at page 1 too; a range typed the wrong way round is turned over. */
export function withPriceRange(
  filters: ListingFilters,
  min: string | null | undefined,
  max: string | null | undefined,
): ListingFilters {
  let minPrice = normalizePrice(min);
  let maxPrice = normalizePrice(max);
  if (minPrice !== null && maxPrice !== null && Number(minPrice) > Number(maxPrice)) {
    [minPrice, maxPrice] = [maxPrice, minPrice];
  }
  return { ...filters, minPrice, maxPrice, page: 1 };
}

export function withInStock(filters: ListingFilters, inStock: boolean): ListingFilters {
  return { ...filters, inStock, page: 1 };
}

/**
 * Contract §4: selecting a category goes back to page 1. The tag goes too: tags are listed per
 * category, and one the new category lacks would filter invisibly. Sort, price and stock stay.
 */
export function forCategory(filters: ListingFilters): ListingFilters {
  return { ...filters, tag: null, page: 1 };
}

export function hasActiveFilters(filters: ListingFilters): boolean {
  return (
    filters.tag !== null ||
    filters.minPrice !== null ||
    filters.maxPrice !== null ||
    filters.inStock ||
    filters.ordering !== DEFAULT_SHOP_ORDERING
  );
}

export function totalPages(count: number, pageSize: number = SHOP_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(count / pageSize));
}

/** The shop list call of contract §7 for these filters in a category (a slug) or in all products. */
export function listingQuery(filters: ListingFilters, categorySlug: string | null): ProductListQuery {
  return {
    per: SHOP_PAGE_SIZE,
    page: filters.page,
    ordering: filters.ordering,
    ...(categorySlug ? { categorie: categorySlug } : {}),
    ...(filters.tag ? { tag: filters.tag } : {}),
    ...(filters.minPrice ? { pret_min: filters.minPrice } : {}),
    ...(filters.maxPrice ? { pret_max: filters.maxPrice } : {}),
    ...(filters.inStock ? { in_stoc: '1' as const } : {}),
  };
}

/** "Showing from–to of total" (contract §2) for a page of the listing. */
export function shownRange(page: number, count: number, pageSize: number = SHOP_PAGE_SIZE) {
  if (count <= 0) return { from: 0, to: 0 };
  const from = (page - 1) * pageSize + 1;
  return { from: Math.min(from, count), to: Math.min(page * pageSize, count) };
}
