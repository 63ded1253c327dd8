import type { Page } from '@shop/shared/schemas/common';
import { api, type QueryParams } from '@/lib/api-client';

const MAX_PAGES = 50;

/**
 * Every item of a paginated list, following `next` links until they run out (contract §7: lists may
 * also come as a plain array, which is returned as it is).
 */
export async function fetchAllPages<T>(
  path: string,
  options: { params?: QueryParams; signal?: AbortSignal } = {},
): Promise<T[]> {
  const items: T[] = [];
  let next: string | null = path;
  let params = options.params;
  for (let page = 0; next && page < MAX_PAGES; page++) {
    const answer: Page<T> | T[] = await api.get<Page<T> | T[]>(next, { params, signal: options.signal });
    if (Array.isArray(answer)) return answer;
    items.push(...answer.results);
    next = answer.next;
    params = undefined; // the next link carries the query
  }
  return items;
}
