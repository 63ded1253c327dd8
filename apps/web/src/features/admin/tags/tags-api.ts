import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { AdminTag, AdminTagPage, TagInput } from '@shop/shared/schemas/admin/tags';
import { ADMIN_MAX_PAGE_SIZE } from '@shop/shared/constants';
import { api } from '@/lib/api-client';

export type TagFilters = { q: string; page: number };

export const tagKeys = {
  all: ['admin', 'tags'] as const,
  list: (filters: TagFilters) => [...tagKeys.all, 'list', filters] as const,
  choices: (q: string) => [...tagKeys.all, 'choices', q] as const,
};

export function tagsQueryOptions(filters: TagFilters) {
  return queryOptions({
    queryKey: tagKeys.list(filters),
    queryFn: ({ signal }) =>
      api.get<AdminTagPage>('/admin/tags/', {
        signal,
        params: { q: filters.q.trim(), page: filters.page > 1 ? filters.page : undefined },
      }),
    placeholderData: keepPreviousData,
  });
}

export const saveTag = (id: number | null, body: TagInput) =>
  id === null ? api.post<AdminTag>('/admin/tags/', body) : api.put<AdminTag>(`/admin/tags/${id}/`, body);

export const deleteTag = (id: number) => api.delete(`/admin/tags/${id}/`);

export const mergeTag = (id: number, into: number) =>
  api.post<AdminTag>(`/admin/tags/${id}/merge/`, { into });

/** The tags a merge may go into: the first page of a search, as large as the API gives. */
export function tagChoicesQueryOptions(q: string) {
  return queryOptions({
    queryKey: tagKeys.choices(q.trim()),
    queryFn: ({ signal }) =>
      api.get<AdminTagPage>('/admin/tags/', { signal, params: { q: q.trim(), limit: ADMIN_MAX_PAGE_SIZE } }),
    placeholderData: keepPreviousData,
  });
}
