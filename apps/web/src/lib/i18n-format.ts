import type { Language } from '@shop/shared/constants';
import type { AllTexts } from '@/locales/texts';

/**
 * How a text is found and filled in, apart from where texts come from: nested keys,
 * {{value}} interpolation and CLDR plurals (ADR 008), and the types of the keys.
 */

type PluralCategory = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';

type WithoutPlural<K extends string> = K extends `${infer Base}_${PluralCategory}` ? Base : K;

/** "header.cart_count" for header.json's cart_count_one/_few/_other, and every other leaf text. */
type LeafKey<T> = {
  [K in keyof T & string]: T[K] extends string
    ? WithoutPlural<K>
    : T[K] extends readonly unknown[]
      ? never
      : `${K}.${LeafKey<T[K]>}`;
}[keyof T & string];

/**
 * Every text key the app may ask for. The information pages' long texts (content, policies) are
 * read through useContentTranslation, which types them on its own.
 */
export type TextKey = LeafKey<Omit<AllTexts, 'content' | 'policies'>>;

export type TextValues = Record<string, unknown> & { count?: number };

export type TranslateFunction = (key: TextKey, values?: TextValues) => string;

type TextNode = { readonly [key: string]: unknown };

/** The node at a dotted key ("checkout.alerts.retry") in a tree of texts, or undefined. */
export function lookup(tree: unknown, key: string): unknown {
  let node = tree;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null || !Object.hasOwn(node, part)) return undefined;
    node = (node as TextNode)[part];
  }
  return node;
}

/** Fills {{name}} placeholders; a value not given leaves its placeholder as it is. */
export function interpolate(text: string, values: TextValues | undefined): string {
  if (!values) return text;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (placeholder, name: string) => {
    const value = values[name];
    return value === undefined || value === null ? placeholder : String(value);
  });
}

/** Interpolates every string of a branch of texts (lists, nested sections). */
export function interpolateTree(node: unknown, values: TextValues | undefined): unknown {
  if (typeof node === 'string') return interpolate(node, values);
  if (Array.isArray(node)) return node.map((item) => interpolateTree(item, values));
  if (typeof node === 'object' && node !== null) {
    return Object.fromEntries(
      Object.entries(node).map(([key, value]) => [key, interpolateTree(value, values)]),
    );
  }
  return node;
}

const pluralRules = new Map<Language, Intl.PluralRules>();

function pluralCategory(language: Language, count: number): string {
  let rules = pluralRules.get(language);
  if (!rules) {
    rules = new Intl.PluralRules(language);
    pluralRules.set(language, rules);
  }
  return rules.select(count);
}

/**
 * The text at a key in the first of the languages that has it, interpolated; a count picks its
 * plural form (key_one, key_few, …), then key_other, then the key itself.
 */
export function findText(
  textsOf: (language: Language) => unknown,
  languages: Iterable<Language>,
  key: string,
  values: TextValues | undefined,
): string | undefined {
  for (const language of languages) {
    const candidates =
      typeof values?.count === 'number'
        ? [`${key}_${pluralCategory(language, values.count)}`, `${key}_other`, key]
        : [key];
    for (const candidate of candidates) {
      const text = lookup(textsOf(language), candidate);
      if (typeof text === 'string') return interpolate(text, values);
    }
  }
  return undefined;
}
