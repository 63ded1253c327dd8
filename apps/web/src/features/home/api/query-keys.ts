/** Keys of the home's own lists (contract §7 "home" calls). */
export const homeKeys = {
  all: ['home'] as const,
  recommended: () => [...homeKeys.all, 'recommended'] as const,
  productCount: () => [...homeKeys.all, 'product-count'] as const,
  popular: () => [...homeKeys.all, 'popular'] as const,
  blogPosts: () => [...homeKeys.all, 'blog-posts'] as const,
};
