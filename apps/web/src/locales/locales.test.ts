import { describe, expect, it } from 'vitest';
import en from '@/locales/en';
import ro from '@/locales/ro';

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

function leafKeys(node: unknown, prefix = ''): string[] {
  if (typeof node !== 'object' || node === null) return [prefix];
  return Object.entries(node).flatMap(([key, value]) => leafKeys(value, prefix ? `${prefix}.${key}` : key));
}

describe('locale files', () => {
  it('have the same texts in Romanian and English', () => {
    const base = (keys: string[]) => [...new Set(keys.map((key) => key.replace(PLURAL_SUFFIX, '')))].sort();
    expect(base(leafKeys(en))).toEqual(base(leafKeys(ro)));
  });

  it.each([
    ['ro', ro],
    ['en', en],
  ])('have every plural form %s needs', (language, texts) => {
    const keys = leafKeys(texts);
    const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
    const plurals = new Set(
      keys.filter((key) => PLURAL_SUFFIX.test(key)).map((key) => key.replace(PLURAL_SUFFIX, '')),
    );
    for (const key of plurals) {
      for (const category of categories) expect(keys).toContain(`${key}_${category}`);
    }
  });
});
