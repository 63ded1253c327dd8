import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGES, STORAGE_KEYS, type Language } from '@shop/shared/constants';
import ro from '@/locales/ro';
import { readStorage, writeStorage } from '@/lib/storage';

export const DEFAULT_LANGUAGE = 'ro' satisfies Language;

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof ro };
  }
}

export const i18n = i18next;

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

const PREFIX = /^\/(ro|en)(?=\/|$)/;

/** The language a URL selects with its /ro or /en prefix, or null when it has none. */
export function languageFromPath(pathname: string): Language | null {
  const code = PREFIX.exec(pathname)?.[1];
  return isLanguage(code) ? code : null;
}

/** The path without its language prefix ("/en/produse" → "/produse", "/en" → "/"). */
export function stripLanguagePrefix(pathname: string): string {
  return pathname.replace(PREFIX, '') || '/';
}

/** Spec §4: a /ro or /en prefix wins, then the stored choice, then Romanian. */
export function resolveLanguage(pathname: string, stored: string | null | undefined): Language {
  return languageFromPath(pathname) ?? (isLanguage(stored) ? stored : DEFAULT_LANGUAGE);
}

export function readStoredLanguage(): string | null {
  return readStorage(STORAGE_KEYS.lang);
}

export function storeLanguage(language: Language): void {
  writeStorage(STORAGE_KEYS.lang, language);
}

/**
 * An in-app path that keeps the language prefix of the current URL, so a visitor who arrived on
 * /en stays on English pages while navigating.
 */
export function withLanguagePrefix(path: string, currentPathname: string): string {
  const language = languageFromPath(currentPathname);
  if (!language) return path;
  return path === '/' ? `/${language}` : `/${language}${path}`;
}

/**
 * Where the language switch sends the visitor: on a prefixed URL the prefix would override the
 * stored choice, so the prefix changes too; otherwise the same URL is reloaded (null).
 */
export function languageSwitchTarget(
  location: { pathname: string; search: string; hash: string },
  language: Language,
): string | null {
  if (!languageFromPath(location.pathname)) return null;
  const rest = stripLanguagePrefix(location.pathname);
  const pathname = rest === '/' ? `/${language}` : `/${language}${rest}`;
  return `${pathname}${location.search}${location.hash}`;
}

type LocalizedFields<K extends string> = { [P in K]: string } & {
  [P in `${K}_en`]?: string | null;
};

/**
 * The English variant of a content field when the language is English and that variant is not
 * empty, otherwise the Romanian field (spec §4).
 */
export function localized<K extends string>(
  item: LocalizedFields<K>,
  field: K,
  language: string = i18n.language ?? DEFAULT_LANGUAGE,
): string {
  if (language.toLowerCase().startsWith('en')) {
    const english = (item as Record<string, string | null | undefined>)[`${field}_en`];
    if (english && english.trim() !== '') return english;
  }
  return item[field];
}

// Romanian ships in the main bundle (most visitors); English is fetched only when needed.
// Key parity between the files is checked by locales.test.ts, not by the type.
const loaders: Record<Exclude<Language, typeof DEFAULT_LANGUAGE>, () => Promise<{ default: object }>> = {
  en: () => import('@/locales/en'),
};

async function ensureResources(language: Language): Promise<void> {
  if (language === DEFAULT_LANGUAGE || i18n.hasResourceBundle(language, 'translation')) return;
  const { default: resources } = await loaders[language]();
  i18n.addResourceBundle(language, 'translation', resources, true, true);
}

function reflectInDocument(language: string): void {
  document.documentElement.lang = language;
}

/** Initialises i18next in the given language; resolves once its texts are loaded. */
export async function initI18n(language: Language): Promise<typeof i18n> {
  if (!i18n.isInitialized) {
    await i18n.use(initReactI18next).init({
      lng: DEFAULT_LANGUAGE,
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: [...LANGUAGES],
      resources: { ro: { translation: ro } },
      interpolation: { escapeValue: false }, // React escapes
      react: { useSuspense: false },
      initAsync: false,
      returnNull: false,
    });
    i18n.on('languageChanged', reflectInDocument);
  }
  await setLanguage(language);
  reflectInDocument(i18n.language);
  return i18n;
}

export async function setLanguage(language: Language): Promise<void> {
  await ensureResources(language);
  if (i18n.language !== language) await i18n.changeLanguage(language);
}

/** Applies the language a location calls for (a prefix, else the stored choice). */
export function syncLanguageWithPath(pathname: string): Promise<void> {
  return setLanguage(resolveLanguage(pathname, readStoredLanguage()));
}

/**
 * Spec §4: changes are picked up live. Another tab storing a new `lang` switches this one too,
 * unless its URL prefix pins the language.
 */
export function watchStoredLanguage(getPathname: () => string = () => window.location.pathname): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key !== STORAGE_KEYS.lang && event.key !== null) return;
    void syncLanguageWithPath(getPathname());
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
