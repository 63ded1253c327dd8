/**
 * Folds diacritics and lower-cases. NFD splits ă â î and both the comma-below (ș ț) and the legacy
 * cedilla (ş ţ) forms into a base letter and a combining mark, which is then dropped.
 */
export function foldDiacritics(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

/** URL slug from a Romanian or English title. */
export function slugify(text: string): string {
  return foldDiacritics(text)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 120);
}
