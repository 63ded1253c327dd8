import type { Language } from '@shop/shared/constants';
import { i18n, isLanguage, readStoredLanguage, resolveLanguage } from '@/lib/i18n';

/**
 * The long texts of the information pages (`content` and `policies`, some 13 kB gzipped per
 * language) are not part of the first bundle that every visitor downloads: they load with the first
 * information page, in the page's language only, and join the `translation` bundle so that `t()`
 * reads them like any other text. Their keys are typed by use-content-translation.ts and their
 * RO/EN parity is checked by content-texts.test.ts.
 */
const loaders: Record<Language, () => Promise<[{ default: object }, { default: object }]>> = {
  ro: () => Promise.all([import('@/locales/ro/content.json'), import('@/locales/ro/policies.json')]),
  en: () => Promise.all([import('@/locales/en/content.json'), import('@/locales/en/policies.json')]),
};

const loading = new Map<Language, Promise<void>>();
const listeners = new Set<() => void>();
let version = 0;

export function loadContentTexts(language: Language): Promise<void> {
  const pending = loading.get(language);
  if (pending) return pending;
  const load = loaders[language]()
    .then(([content, policies]) => {
      i18n.addResourceBundle(
        language,
        'translation',
        { content: content.default, policies: policies.default },
        true,
        true,
      );
      version += 1;
      for (const listener of listeners) listener();
    })
    .catch((error: unknown) => {
      // Forget the failure so that the next visit (or the error page's reload) tries again.
      loading.delete(language);
      throw error;
    });
  loading.set(language, load);
  return load;
}

/** Route loader: the texts of the language the URL (or the stored choice) selects. */
export function contentTextsLoader({ request }: { request: Request }): Promise<null> {
  const language = resolveLanguage(new URL(request.url).pathname, readStoredLanguage());
  return loadContentTexts(language).then(() => null);
}

/** For useSyncExternalStore: changes each time a language's texts arrive. */
export function subscribeContentTexts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const contentTextsVersion = () => version;

/**
 * The language can also change without a navigation (another tab stores a new `lang`, spec §4);
 * the texts of the new language then follow. Until they arrive, i18next falls back to Romanian.
 */
i18n.on('languageChanged', (language) => {
  if (isLanguage(language) && loading.size > 0) void loadContentTexts(language).catch(() => {});
});
