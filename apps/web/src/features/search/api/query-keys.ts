/** Keys of the search feature; `searchKeys.all` invalidates suggestions and result pages at once. */
export const searchKeys = {
  all: ['search'] as const,
  suggestions: (query: string) => [...searchKeys.all, 'suggestions', query] as const,
  results: (query: string, page: number) => [...searchKeys.all, 'results', { query, page }] as const,
};
