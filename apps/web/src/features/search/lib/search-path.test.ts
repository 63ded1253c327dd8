import { describe, expect, it } from 'vitest';
import { POPULAR_SEARCHES } from '@shop/shared/constants';
import { romanianShell as ro } from '@/locales/texts';
import { normalizeQuery, parsePage, POPULAR_SEARCH_KEYS, searchPath } from './search-path';

describe('searchPath (contract §5)', () => {
  it.each(['', '   ', '\t\n'])(
    'sends an empty or whitespace query (%j) to /search with no parameter',
    (text) => {
      expect(searchPath(text)).toBe('/search');
    },
  );

  it('carries the trimmed query as searchText', () => {
    expect(searchPath('  apă   termală ')).toBe('/search?searchText=ap%C4%83+termal%C4%83');
    expect(new URLSearchParams(searchPath('ser & vitamina C').split('?')[1]).get('searchText')).toBe(
      'ser & vitamina C',
    );
  });

  it('adds the page only after the first', () => {
    expect(searchPath('acnee', 1)).toBe('/search?searchText=acnee');
    expect(searchPath('acnee', 3)).toBe('/search?searchText=acnee&page=3');
  });
});

describe('normalizeQuery and parsePage', () => {
  it('collapses whitespace', () => {
    expect(normalizeQuery('  ten \n sensibil ')).toBe('ten sensibil');
  });

  it.each([
    [null, 1],
    ['', 1],
    ['0', 1],
    ['-2', 1],
    ['2.5', 1],
    ['abc', 1],
    ['4', 4],
  ])('reads page %j as %i', (value, page) => {
    expect(parsePage(value)).toBe(page);
  });
});

describe('popular searches', () => {
  it('are the contract constants, in Romanian, in the same order', () => {
    expect(POPULAR_SEARCH_KEYS.map((key) => ro.search.popular[key])).toEqual([...POPULAR_SEARCHES]);
  });
});
