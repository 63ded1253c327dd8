import { useCallback, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import type content from '@/locales/ro/content.json';
import type policies from '@/locales/ro/policies.json';
import { contentTextsVersion, subscribeContentTexts } from '../content-texts';
import { useContentValues } from './use-content-values';

type Texts = { content: typeof content; policies: typeof policies };

/** Every key of the texts, leaves and branches ("policies.returns.sections"). */
type KeyOf<T> = {
  [K in keyof T & string]: T[K] extends string | readonly unknown[] ? K : K | `${K}.${KeyOf<T[K]>}`;
}[keyof T & string];

export type ContentTextKey = KeyOf<Texts>;

type LooseT = (key: string, options?: Record<string, unknown>) => unknown;

/**
 * `t()` for the lazily loaded information texts (content-texts.ts): keys are checked against the
 * Romanian files, the shared facts (prices, days, company details) are always interpolated, and
 * the component re-renders when a language's texts arrive.
 */
export function useContentTranslation() {
  const { t, i18n } = useTranslation();
  useSyncExternalStore(subscribeContentTexts, contentTextsVersion);
  const values = useContentValues();
  const translate = t as unknown as LooseT;

  const text = useCallback(
    (key: ContentTextKey, extra?: Record<string, unknown>) => String(translate(key, { ...values, ...extra })),
    [translate, values],
  );
  /** A branch of the texts (sections, FAQ groups) as i18next returns it, to be parsed. */
  const branch = useCallback(
    (key: ContentTextKey): unknown => translate(key, { ...values, returnObjects: true }),
    [translate, values],
  );

  return { text, branch, t, language: i18n.language, values };
}
