import type { POPULAR_SEARCHES } from '@shop/shared/constants';

/** Collapses runs of whitespace and trims, so "  apă   termală " searches for "apă termală". */
export function normalizeQuery(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** The search page's query parameter (contract §2), also the header search form's field name. */
export const SEARCH_PARAM = 'searchText';

/** Contract §2 and §5: `/search?searchText=…`, or `/search` with no parameter for an empty query. */
export function searchPath(text: string, page = 1): string {
  const query = normalizeQuery(text);
  if (!query) return '/search';
  const params = new URLSearchParams({ [SEARCH_PARAM]: query });
  if (page > 1) params.set('page', String(page));
  return `/search?${params.toString()}`;
}

/**
 * Locale keys of the popular searches (contract §2), in the order of POPULAR_SEARCHES; the Romanian
 * texts are those constants, the English ones what an English visitor would type.
 */
export const POPULAR_SEARCH_KEYS = [
  'sensitive_skin',
  'acne',
  'intense_hydration',
  'thermal_water',
  'vitamin_serum',
  'sun_protection',
] as const satisfies readonly string[] & { length: (typeof POPULAR_SEARCHES)['length'] };

export type PopularSearchKey = (typeof POPULAR_SEARCH_KEYS)[number];

/** A `page` query value as a page number: anything but a positive integer is page 1. */
export function parsePage(value: string | null): number {
  if (!value || !/^\d{1,6}$/.test(value)) return 1;
  const page = Number(value);
  return page >= 1 ? page : 1;
}
