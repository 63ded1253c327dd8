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

/**
 * One mailbox however its address is written: lower case, without a "+tag", and for Gmail without
 * the dots it ignores (ana.pop+1@gmail.com and anapop@googlemail.com are one person).
 */
export function canonicalEmail(email: string): string {
  const [local = '', domain = ''] = email
    .trim()
    .toLowerCase()
    .split(/@(?=[^@]*$)/);
  const gmail = domain === 'gmail.com' || domain === 'googlemail.com';
  const base = local.split('+')[0]!;
  return `${gmail ? base.replace(/\./g, '') : base}@${gmail ? 'gmail.com' : domain}`;
}

/** A street address reduced to its letters and digits, for telling whether two are the same place. */
export function canonicalAddress(street: string, postalCode: string): string {
  return `${foldDiacritics(street).replace(/[^a-z0-9]+/g, '')}|${postalCode.replace(/\D/g, '')}`;
}
