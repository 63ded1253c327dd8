import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@shop/shared/constants';
import type { CategoryNode } from '@shop/shared/schemas/catalog';
import {
  CATEGORY_LOAD_ERROR,
  getCategories,
  getCategoriesQueryOptions,
  popularCategories,
  readCachedCategories,
  sortCategories,
} from '@/hooks/use-categories';

function node(id: number, sort: number | null, count = 1, children: CategoryNode[] = []): CategoryNode {
  return {
    id,
    slug: `c${id}`,
    nume: `C${id}`,
    nume_en: `C${id}`,
    imagine_principala_url: null,
    parent: null,
    sort_number: sort,
    numar_produse: count,
    subcategorii: children,
  };
}

function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.useRealTimers();
});

describe('sortCategories', () => {
  it('orders by sort_number with a missing one last (9999), at every level, stable otherwise', () => {
    const sorted = sortCategories([
      node(1, null),
      node(2, 2, 1, [node(21, null), node(22, 1)]),
      node(3, 1),
      node(4, 2),
    ]);
    expect(sorted.map((category) => category.id)).toEqual([3, 2, 4, 1]);
    expect(sorted[1]!.subcategorii.map((category) => category.id)).toEqual([22, 21]);
  });
});

describe('popularCategories', () => {
  it('takes the top-level categories with most products, up to the limit', () => {
    const list = [node(1, 1, 5), node(2, 2, 30), node(3, 3, 12)];
    expect(popularCategories(list, 2).map((category) => category.id)).toEqual([2, 3]);
  });
});

describe('getCategories (contract §7, §8)', () => {
  it('follows next links, sorts, and keeps the list with a timestamp', async () => {
    fetchMock
      .mockResolvedValueOnce(
        jsonResponse({ count: 2, next: '/api/categorii/?page=2', previous: null, results: [node(1, 2)] }),
      )
      .mockResolvedValueOnce(jsonResponse({ count: 2, next: null, previous: null, results: [node(2, 1)] }));

    const categories = await getCategories();

    expect(categories.map((category) => category.id)).toEqual([2, 1]);
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual([
      '/api/categorii/',
      '/api/categorii/?page=2',
    ]);
    const cached = readCachedCategories();
    expect(cached?.categories.map((category) => category.id)).toEqual([2, 1]);
    expect(Math.abs((cached?.savedAt ?? 0) - Date.now())).toBeLessThan(5_000);
  });

  it('logs "Eroare la încărcarea categoriilor" when the list cannot be loaded', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    fetchMock.mockResolvedValue(jsonResponse({ detail: 'boom' }, 500));
    await expect(getCategories()).rejects.toThrow();
    expect(log).toHaveBeenCalledWith(CATEGORY_LOAD_ERROR, expect.anything());
  });

  it('ignores an unreadable local copy', () => {
    localStorage.setItem(STORAGE_KEYS.categories, '{"savedAt":"yesterday"}');
    expect(readCachedCategories()).toBeNull();
    localStorage.setItem(STORAGE_KEYS.categories, 'not json');
    expect(readCachedCategories()).toBeNull();
  });
});

describe('the category query', () => {
  it('uses a local copy younger than an hour without asking the server', async () => {
    localStorage.setItem(
      STORAGE_KEYS.categories,
      JSON.stringify({ savedAt: Date.now() - 10 * 60_000, categories: [node(9, 1)] }),
    );
    const client = new QueryClient();
    const categories = await client.fetchQuery(getCategoriesQueryOptions());
    expect(categories.map((category) => category.id)).toEqual([9]);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks again when the local copy is older than an hour', async () => {
    localStorage.setItem(
      STORAGE_KEYS.categories,
      JSON.stringify({ savedAt: Date.now() - 2 * 60 * 60_000, categories: [node(9, 1)] }),
    );
    fetchMock.mockResolvedValue(
      jsonResponse({ count: 1, next: null, previous: null, results: [node(10, 1)] }),
    );
    const client = new QueryClient();
    const categories = await client.fetchQuery(getCategoriesQueryOptions());
    expect(categories.map((category) => category.id)).toEqual([10]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
