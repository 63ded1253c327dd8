import { describe, expect, it } from 'vitest';
import {
  DEFAULT_FILTERS,
  forCategory,
  hasActiveFilters,
  listingQuery,
  listingSearch,
  parseListingSearch,
  shownRange,
  totalPages,
  withInStock,
  withOrdering,
  withPriceRange,
  withTag,
  type ListingFilters,
} from './listing-filters';

const parse = (query: string) => parseListingSearch(new URLSearchParams(query));

const filtered: ListingFilters = {
  tag: 'bio',
  minPrice: '10',
  maxPrice: '90.5',
  inStock: true,
  ordering: 'price',
  page: 3,
};

describe('reading the filters from the URL', () => {
  it('reads every filter', () => {
    expect(parse('tag=bio&pret_min=10&pret_max=90.50&in_stoc=1&ordering=price&page=3')).toEqual(filtered);
  });

  it('falls back to the defaults for values it cannot read', () => {
    expect(parse('')).toEqual(DEFAULT_FILTERS);
    expect(parse('page=abc&ordering=pret&tag=<script>&pret_min=-5&pret_max=ten&in_stoc=maybe')).toEqual(
      DEFAULT_FILTERS,
    );
    expect(parse('page=0').page).toBe(1);
    expect(parse('page=-2').page).toBe(1);
    expect(parse('page=2.5').page).toBe(1);
    expect(parse('page=99999999').page).toBe(1);
    expect(parse('ordering=-created').ordering).toBe('-created');
    expect(parse('ordering=-id').ordering).toBe('-created');
  });

  it('accepts a decimal comma in prices', () => {
    expect(parse('pret_min=12,5&pret_max=049,90')).toMatchObject({ minPrice: '12.5', maxPrice: '49.9' });
  });

  it('writes only what differs from the defaults, and reads back the same', () => {
    expect(listingSearch(DEFAULT_FILTERS).toString()).toBe('');
    const search = listingSearch(filtered);
    expect(search.toString()).toBe('tag=bio&pret_min=10&pret_max=90.5&in_stoc=1&ordering=price&page=3');
    expect(parseListingSearch(search)).toEqual(filtered);
  });
});

describe('the filter rules of contract §4', () => {
  it('goes back to page 1 when the tag changes, and clears the tag on a second click', () => {
    expect(withTag(filtered, 'vegan')).toEqual({ ...filtered, tag: 'vegan', page: 1 });
    expect(withTag(filtered, 'bio')).toEqual({ ...filtered, tag: null, page: 1 });
  });

  it('goes back to page 1 when the sort changes', () => {
    expect(withOrdering(filtered, '-name')).toEqual({ ...filtered, ordering: '-name', page: 1 });
    expect(withOrdering(filtered, 'nonsense').ordering).toBe('-created');
  });

  it('goes back to page 1 for a new price range or stock flag, turning a reversed range', () => {
    expect(withPriceRange(filtered, '200', '50')).toMatchObject({ minPrice: '50', maxPrice: '200', page: 1 });
    expect(withPriceRange(filtered, '', 'x')).toMatchObject({ minPrice: null, maxPrice: null, page: 1 });
    expect(withInStock(filtered, false)).toEqual({ ...filtered, inStock: false, page: 1 });
  });

  it('starts a selected category at page 1 without the previous tag', () => {
    expect(forCategory(filtered)).toEqual({ ...filtered, tag: null, page: 1 });
  });

  it('knows when anything is filtered', () => {
    expect(hasActiveFilters(DEFAULT_FILTERS)).toBe(false);
    expect(hasActiveFilters({ ...DEFAULT_FILTERS, page: 4 })).toBe(false);
    expect(hasActiveFilters({ ...DEFAULT_FILTERS, inStock: true })).toBe(true);
  });
});

describe('the shop list call and its counts', () => {
  it('asks for 24 products with the filters as the API names them', () => {
    expect(listingQuery(filtered, 'ingrijirea-fetei')).toEqual({
      per: 24,
      page: 3,
      ordering: 'price',
      categorie: 'ingrijirea-fetei',
      tag: 'bio',
      pret_min: '10',
      pret_max: '90.5',
      in_stoc: '1',
    });
    expect(listingQuery(DEFAULT_FILTERS, null)).toEqual({ per: 24, page: 1, ordering: '-created' });
  });

  it('counts pages and the shown range', () => {
    expect(totalPages(0)).toBe(1);
    expect(totalPages(24)).toBe(1);
    expect(totalPages(25)).toBe(2);
    expect(shownRange(1, 105)).toEqual({ from: 1, to: 24 });
    expect(shownRange(5, 105)).toEqual({ from: 97, to: 105 });
    expect(shownRange(1, 0)).toEqual({ from: 0, to: 0 });
  });
});
