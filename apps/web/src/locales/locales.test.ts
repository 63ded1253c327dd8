import { describe, expect, it } from 'vitest';
import enShell from '@/locales/en/shell';
import roShell from '@/locales/ro/shell';
import { adminTextAreaLoaders } from '@/locales/admin-texts';
import { textAreaLoaders, type TextArea, type TextAreaLoader } from '@/locales/texts';

const everyArea: Record<string, TextAreaLoader> = { ...textAreaLoaders, ...adminTextAreaLoaders };

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

function leafKeys(node: unknown, prefix = ''): string[] {
  if (typeof node !== 'object' || node === null) return [prefix];
  return Object.entries(node).flatMap(([key, value]) => leafKeys(value, prefix ? `${prefix}.${key}` : key));
}

async function allTexts(language: 'ro' | 'en') {
  const shell = language === 'ro' ? roShell : enShell;
  const areas = await Promise.all(
    (Object.keys(everyArea) as TextArea[]).map(async (area) => [
      area,
      (await everyArea[area]![language]()).default,
    ]),
  );
  return { ...shell, ...Object.fromEntries(areas) } as Record<string, unknown>;
}

// Every JSON file of each language folder must be reachable: in its shell or as a loadable area.
const files = {
  ro: Object.keys(import.meta.glob('./ro/*.json')),
  en: Object.keys(import.meta.glob('./en/*.json')),
};

describe('locale files', () => {
  it('are all in a shell or a loadable area, in both languages', async () => {
    for (const language of ['ro', 'en'] as const) {
      const texts = await allTexts(language);
      const names = files[language].map((file) => file.replace(/^.*\/(.+)\.json$/, '$1').replace(/-/g, '_'));
      expect(Object.keys(texts).sort()).toEqual(names.sort());
    }
  });

  it('have the same texts in Romanian and English', async () => {
    const base = (keys: string[]) => [...new Set(keys.map((key) => key.replace(PLURAL_SUFFIX, '')))].sort();
    expect(base(leafKeys(await allTexts('en')))).toEqual(base(leafKeys(await allTexts('ro'))));
  });

  it.each(['ro', 'en'] as const)('have every plural form %s needs', async (language) => {
    const keys = leafKeys(await allTexts(language));
    const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
    const plurals = new Set(
      keys.filter((key) => PLURAL_SUFFIX.test(key)).map((key) => key.replace(PLURAL_SUFFIX, '')),
    );
    for (const key of plurals) {
      for (const category of categories) expect(keys).toContain(`${key}_${category}`);
    }
  });

  it.each(['ro', 'en'] as const)(
    'give every admin text that counts things its plural forms (%s)',
    async (language) => {
      // A count written into a noun needs the language's forms: "1 produs", "2 produse", "20 de produse".
      const texts = await allTexts(language);
      const counting = Object.keys(adminTextAreaLoaders).flatMap((area) =>
        leafKeys(texts[area], area).filter((key) => {
          const text = key
            .split('.')
            .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], texts);
          return typeof text === 'string' && text.includes('{{count}}');
        }),
      );
      expect(counting.length).toBeGreaterThan(10);
      expect(counting.filter((key) => !PLURAL_SUFFIX.test(key))).toEqual([]);
    },
  );
});
