import type { FastifyReply } from 'fastify';
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

export type PageLinks = { count: number; next: string | null; previous: string | null };

/**
 * The list shape's `{count, next, previous}` with absolute links, built from the public URL of the
 * shop and the request's own path and query (only `page` changes).
 */
export function pageLinks(
  count: number,
  request: PageRequest,
  link: { publicUrl: string; url: string },
): PageLinks {
  const lastPage = Math.max(1, Math.ceil(count / request.size));
  const hasNext = request.page < lastPage;
  const hasPrevious = request.page > 1;
  if (!hasNext && !hasPrevious) return { count, next: null, previous: null };
  // One URL for both links (the list answered on every catalogue read parsed four): setting or
  // deleting `page` leaves every other parameter where it was, so the second link is the same
  // as if it were made from the request's URL afresh.
  const url = new URL(link.url, link.publicUrl);
  const absolute = new URL(url.pathname + url.search, link.publicUrl);
  const pageUrl = (page: number) => {
    if (page === 1) absolute.searchParams.delete('page');
    else absolute.searchParams.set('page', String(page));
    return absolute.toString();
  };
  return {
    count,
    next: hasNext ? pageUrl(request.page + 1) : null,
    previous: hasPrevious ? pageUrl(Math.min(request.page - 1, lastPage)) : null,
  };
}

/** The list shape `{count, next, previous, results}` (see `pageLinks`). */
export function toPage<T>(
  results: T[],
  count: number,
  request: PageRequest,
  link: { publicUrl: string; url: string },
): Page<T> {
  return { ...pageLinks(count, request, link), results };
}

/**
 * Sends the list shape around results that are JSON text already (an array), as text: Fastify
 * neither runs the route's response schema nor encodes it again. The caller answers for the
 * results matching that schema.
 */
export function sendPageJson(reply: FastifyReply, links: PageLinks, resultsJson: string): FastifyReply {
  return reply
    .type('application/json; charset=utf-8')
    .send(`${JSON.stringify(links).slice(0, -1)},"results":${resultsJson}}`);
}
