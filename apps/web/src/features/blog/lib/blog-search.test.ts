import { describe, expect, it } from 'vitest';
import { blogIndexQuery, blogIndexSearch } from './blog-search';

describe('the blog index URL', () => {
  it('reads the page and the category, falling back to page 1 of every category', () => {
    expect(blogIndexSearch(new URLSearchParams('category=ingrediente-active&page=3'))).toEqual({
      page: 3,
      category: 'ingrediente-active',
    });
    for (const query of ['', 'page=0', 'page=-2', 'page=2.5', 'page=abc', 'category=<script>', 'category=']) {
      const search = blogIndexSearch(new URLSearchParams(query));
      expect(search.page >= 1 && Number.isInteger(search.page), query).toBe(true);
      expect(search.category, query).toBeNull();
    }
  });

  it('writes only what differs from the defaults, and reads back what it wrote', () => {
    expect(blogIndexQuery({ page: 1, category: null })).toBe('');
    expect(blogIndexQuery({ page: 2, category: null })).toBe('?page=2');
    expect(blogIndexQuery({ page: 1, category: 'protectie-solara' })).toBe('?category=protectie-solara');
    const state = { page: 4, category: 'natural-si-nutritie' };
    expect(blogIndexSearch(new URLSearchParams(blogIndexQuery(state).slice(1)))).toEqual(state);
  });
});
