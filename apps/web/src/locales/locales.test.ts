import { describe, expect, it } from 'vitest';
import enShell from '@/locales/en/shell';
import roShell from '@/locales/ro/shell';
import { adminTextAreaLoaders } from '@/locales/admin-texts';
import { BRANCHES_LOADED_APART, textAreaLoaders, type TextArea, type TextAreaLoader } from '@/locales/texts';

const everyArea: Record<string, TextAreaLoader> = { ...textAreaLoaders, ...adminTextAreaLoaders };

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

function leafKeys(node: unknown, prefix = ''): string[] {
  if (typeof node !== 'object' || node === null) return [prefix];
  return Object.entries(node).flatMap(([key, value]) => leafKeys(value, prefix ? `${prefix}.${key}` : key));
}

/** Areas that are one branch of another area's file (`policies.terms`), loaded alone by a page. */
const isBranch = (area: string) => area.includes('.');

/** Every text of a language, as the app has it once every area and branch has arrived. */
async function allTexts(language: 'ro' | 'en') {
  const shell = language === 'ro' ? roShell : enShell;
  const areas = await Promise.all(
    (Object.keys(everyArea) as TextArea[])
      .filter((area) => !isBranch(area))
      .map(async (area) => [area, (await everyArea[area]![language]()).default]),
  );
  const texts = { ...shell, ...Object.fromEntries(areas) } as Record<string, Record<string, unknown>>;
  for (const branch of Object.keys(everyArea).filter(isBranch)) {
    const [area, key] = branch.split('.') as [string, string];
    texts[area] = { ...texts[area], [key]: (await everyArea[branch]![language]()).default };
  }
  return texts as Record<string, unknown>;
}

/** The JSON files themselves, by language and name. */
const fileTexts = {
  ro: import.meta.glob<Record<string, unknown>>('./ro/*.json', { eager: true, import: 'default' }),
  en: import.meta.glob<Record<string, unknown>>('./en/*.json', { eager: true, import: 'default' }),
};

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

  it.each(['ro', 'en'] as const)("split into branches that are their file's own (%s)", async (language) => {
    const branches = Object.keys(everyArea).filter(isBranch);
    expect(branches.length).toBeGreaterThan(0);
    for (const branch of branches) {
      const [area, key] = branch.split('.') as [string, string];
      const whole = fileTexts[language][`./${language}/${area}.json`]!;
      expect((await everyArea[branch]![language]()).default, branch).toEqual(whole[key]);
    }
    // An area whose parts load some branches apart is its file without them, and each has its loader.
    for (const [area, apart] of Object.entries(BRANCHES_LOADED_APART)) {
      const whole = fileTexts[language][`./${language}/${area}.json`]!;
      const rest = Object.fromEntries(Object.entries(whole).filter(([key]) => !apart.includes(key as never)));
      expect((await everyArea[area]![language]()).default, area).toEqual(rest);
      expect(apart.filter((key) => !everyArea[`${area}.${key}`])).toEqual([]);
    }
    // Every branch of a split file has its part, so no page needs the whole file.
    const whole = (await everyArea.policies![language]()).default;
    expect(branches.filter((branch) => branch.startsWith('policies.')).sort()).toEqual(
      Object.keys(whole)
        .map((key) => `policies.${key}`)
        .sort(),
    );
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

/** Every string of a language, with its key. */
function leafTexts(node: unknown, prefix = ''): [string, string][] {
  if (typeof node === 'string') return [[prefix, node]];
  if (typeof node !== 'object' || node === null) return [];
  return Object.entries(node).flatMap(([key, value]) => leafTexts(value, prefix ? `${prefix}.${key}` : key));
}

describe('the free-delivery threshold', () => {
  // The rule is "from the threshold, inclusive" (shippingCost: subtotal >= freeFrom), so no text may
  // say "over" it, and every page says it in the same words: the one key, common.free_shipping.
  const wording = {
    ro: 'Livrare gratuită pentru comenzi de la {{amount}}',
    en: 'Free delivery on orders from {{amount}}',
  };
  const otherWordings = /\b(peste|cel puțin|over|or more|at least|above)\b/i;

  it.each(['ro', 'en'] as const)('is said one way in %s, from the amount inclusive', async (language) => {
    const texts = leafTexts(await allTexts(language));
    expect(Object.fromEntries(texts)['common.free_shipping']).toBe(wording[language]);
    const aboutTheThreshold = texts.filter(
      ([key, text]) => text.includes('{{freeShipping') || key === 'common.free_shipping',
    );
    expect(aboutTheThreshold.length).toBeGreaterThan(3);
    for (const [key, text] of aboutTheThreshold) {
      expect({ key, text }).toEqual({ key, text: expect.not.stringMatching(otherWordings) });
    }
    // No text carries its own copy of the sentence: the threshold is said through the one key.
    const ownCopies = texts.filter(
      ([key, text]) =>
        key !== 'common.free_shipping' &&
        /gratuit|free deliver|ship(s)? free/i.test(text) &&
        otherWordings.test(text),
    );
    expect(ownCopies).toEqual([]);
  });
});
