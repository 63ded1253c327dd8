/** Keys of the blog's reads (the home's "From the blog" list keeps its own). */
export const blogKeys = {
  all: ['blog'] as const,
  posts: (page: number, category: string | null) => [...blogKeys.all, 'posts', { page, category }] as const,
  post: (slug: string) => [...blogKeys.all, 'post', slug] as const,
  categories: () => [...blogKeys.all, 'categories'] as const,
};
