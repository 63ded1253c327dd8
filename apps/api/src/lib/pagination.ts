import type { Page } from '@shop/shared/schemas/common';
import { notFound } from './errors';

export type PageRequest = { page: number; size: number; offset: number };

export function pageRequest(
  query: { page?: number; per?: number; page_size?: number },
  defaultSize: number,
): PageRequest {
  const page = query.page ?? 1;
  const size = query.per ?? query.page_size ?? defaultSize;
  return { page, size, offset: (page - 1) * size };
}

/** The page beyond the last one is a 404, as Django REST Framework answers it. */
export function invalidPage() {
  return notFound('pagination.invalid_page', 'Pagină invalidă.');
}

/**
 * The list shape `{count, next, previous, results}` with absolute links, built from the public URL
 * of the shop and the request's own path and query (only `page` changes).
 */
export function toPage<T>(
  results: T[],
  count: number,
  request: PageRequest,
  link: { publicUrl: string; url: string },
): Page<T> {
  const pageUrl = (page: number) => {
    const url = new URL(link.url, link.publicUrl);
    const absolute = new URL(url.pathname + url.search, link.publicUrl);
    if (page === 1) absolute.searchParams.delete('page');
    else absolute.searchParams.set('page', String(page));
    return absolute.toString();
  };
  const lastPage = Math.max(1, Math.ceil(count / request.size));
  return {
    count,
    next: request.page < lastPage ? pageUrl(request.page + 1) : null,
    previous: request.page > 1 ? pageUrl(Math.min(request.page - 1, lastPage)) : null,
    results,
  };
}
