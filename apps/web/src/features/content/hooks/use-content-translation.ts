import { useCallback } from 'react';
import { useTranslation } from '@/lib/i18n';
import type content from '@/locales/ro/content.json';
import type policies from '@/locales/ro/policies.json';
import { useContentValues } from './use-content-values';

type Texts = { content: typeof content; policies: typeof policies };

/** Every key of the texts, leaves and branches ("policies.returns.sections"). */
type KeyOf<T> = {
  [K in keyof T & string]: T[K] extends string | readonly unknown[] ? K : K | `${K}.${KeyOf<T[K]>}`;
}[keyof T & string];

export type ContentTextKey = KeyOf<Texts>;

/**
 * `t()` for the information texts (the `content` and `policies` areas, loaded with their routes):
 * keys are checked against the Romanian files, the shared facts (prices, days, company details)
 * are always interpolated, and the component re-renders when the language or its texts change.
 */
export function useContentTranslation() {
  const { t, i18n } = useTranslation();
  const values = useContentValues();

  // `t` changes identity whenever texts arrive or the language changes; the callbacks follow it.
  const text = useCallback(
    (key: ContentTextKey, extra?: Record<string, unknown>) => i18n.translateKey(key, { ...values, ...extra }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- t stands for the texts' version
    [t, values],
  );
  /** A branch of the texts (sections, FAQ groups) with its strings interpolated, to be parsed. */
  const branch = useCallback(
    (key: ContentTextKey): unknown => i18n.translateBranch(key, values),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- t stands for the texts' version
    [t, values],
  );

  return { text, branch, t, language: i18n.language, values };
}
