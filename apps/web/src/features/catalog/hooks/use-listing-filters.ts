import { useMemo } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useLocalizedPath } from '@/lib/use-localized-path';
import {
  forCategory,
  listingSearch,
  parseListingSearch,
  searchString,
  withInStock,
  withOrdering,
  withPriceRange,
  withTag,
  type ListingFilters,
} from '../lib/listing-filters';

/** The two screens that list products: the shop (/produse) and the category page. */
export type ListingBasePath = '/produse' | '/categorii';

/**
 * The shop filters, read from the URL (the only place they live) and changed by navigating, so a
 * filtered listing can be shared, reloaded and walked with back and forward. The category is the
 * path (`/produse/{slug}`); everything else is a search parameter.
 */
export function useListingFilters(basePath: ListingBasePath) {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const localizedPath = useLocalizedPath();
  const filters = useMemo(() => parseListingSearch(searchParams), [searchParams]);

  /** Pushes the filters as a new history entry; nothing happens when they would not change. */
  const apply = (next: ListingFilters, { replace = false, fromEffect = false } = {}): boolean => {
    const search = searchString(listingSearch(next));
    if (search === searchString(listingSearch(filters))) return false;
    // flushSync: a controlled checkbox or select shows its new value at once, not a frame later
    // (but not from an effect, where React is already rendering).
    void navigate({ search }, { preventScrollReset: true, replace, flushSync: !fromEffect });
    return true;
  };

  const categoryPath = (slug: string | null) => localizedPath(slug ? `${basePath}/${slug}` : basePath);
  /** This listing with other filters: a real URL, so links work before (and without) the scripts. */
  const hrefWith = (next: ListingFilters) => `${pathname}${searchString(listingSearch(next))}`;

  return {
    filters,
    /** Where a tag chip goes: the tag selected (or cleared if it was), page 1, other filters kept. */
    tagHref: (tag: string) => hrefWith(withTag(filters, tag)),
    setOrdering: (ordering: string) => apply(withOrdering(filters, ordering)),
    setPriceRange: (min: string | null, max: string | null) => apply(withPriceRange(filters, min, max)),
    setInStock: (inStock: boolean) => apply(withInStock(filters, inStock)),
    /** A page of this listing, every other filter kept (`?page=2`). */
    pageHref: (page: number) => hrefWith({ ...filters, page }),
    /** Back to page 1 without a history entry, e.g. when the URL asked for a page past the end. */
    resetPage: () => apply({ ...filters, page: 1 }, { replace: true, fromEffect: true }),
    /** Where selecting a category goes: its path, page 1, no tag; sort, price and stock stay. */
    categoryHref: (slug: string | null) =>
      `${categoryPath(slug)}${searchString(listingSearch(forCategory(filters)))}`,
    /** Contract §4: clears every filter and returns to the listing's start (/produse). */
    resetHref: categoryPath(null),
  };
}

export type ListingFiltersApi = ReturnType<typeof useListingFilters>;
