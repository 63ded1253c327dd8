import { queryOptions } from '@tanstack/react-query';
import type {
  AdminBlogCategory,
  AdminBlogCategoryInput,
  AdminBlogPost,
  AdminBlogPostInput,
  AdminBlogPostPage,
  AdminBlogPostUpdate,
  BlogPostStatus,
} from '@shop/shared/schemas/admin/blog';
import { api } from '@/lib/api-client';

export type BlogFilters = { q: string; status: BlogPostStatus | ''; category: string; page: number };

export const blogKeys = {
  all: ['admin', 'blog'] as const,
  list: (filters: BlogFilters) => [...blogKeys.all, 'list', filters] as const,
  post: (id: number) => [...blogKeys.all, 'post', id] as const,
  categories: () => [...blogKeys.all, 'categories'] as const,
};

export function blogPostsQueryOptions(filters: BlogFilters) {
  return queryOptions({
    queryKey: blogKeys.list(filters),
    queryFn: ({ signal }) =>
      api.get<AdminBlogPostPage>('/admin/blog/posts/', {
        signal,
        params: {
          q: filters.q.trim(),
          status: filters.status,
          category: filters.category,
          page: filters.page > 1 ? filters.page : undefined,
        },
      }),
  });
}

export function blogPostQueryOptions(id: number) {
  return queryOptions({
    queryKey: blogKeys.post(id),
    queryFn: ({ signal }) => api.get<AdminBlogPost>(`/admin/blog/posts/${id}/`, { signal }),
  });
}

export function blogCategoriesQueryOptions() {
  return queryOptions({
    queryKey: blogKeys.categories(),
    queryFn: ({ signal }) => api.get<AdminBlogCategory[]>('/admin/blog/categories/', { signal }),
  });
}

export const createBlogPost = (body: AdminBlogPostInput) =>
  api.post<AdminBlogPost>('/admin/blog/posts/', body);
export const updateBlogPost = (id: number, body: AdminBlogPostUpdate) =>
  api.put<AdminBlogPost>(`/admin/blog/posts/${id}/`, body);
export const deleteBlogPost = (id: number) => api.delete(`/admin/blog/posts/${id}/`);

export const createBlogCategory = (body: AdminBlogCategoryInput) =>
  api.post<AdminBlogCategory>('/admin/blog/categories/', body);
export const deleteBlogCategory = (id: number) => api.delete(`/admin/blog/categories/${id}/`);
