/** The blog index's state in its URL: `?category={slug}&page={n}`, the API's own names (as the shop listing). */
export type BlogIndexSearch = { page: number; category: string | null };

const SLUG = /^[a-z0-9-]{1,120}$/;

export function blogIndexSearch(params: URLSearchParams): BlogIndexSearch {
  const page = Number(params.get('page'));
  const category = params.get('category');
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    category: category && SLUG.test(category) ? category : null,
  };
}

/** The index's query string for a state, without the defaults (`''` for page 1 of every category). */
export function blogIndexQuery({ page, category }: BlogIndexSearch): string {
  const params = new URLSearchParams();
  if (category) params.set('category', category);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `?${query}` : '';
}
