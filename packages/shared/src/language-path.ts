/**
 * A storefront path in a language (contract §4): Romanian pages have no prefix, English ones live
 * under /en ("/" → "/en", "/success?order=1" → "/en/success?order=1").
 */
export function pathInLanguage(language: string, path: string): string {
  if (language !== 'en') return path;
  return path === '/' ? '/en' : `/en${path}`;
}
