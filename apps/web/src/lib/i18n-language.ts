import { LANGUAGES, STORAGE_KEYS, type Language } from '@shop/shared/constants';
import { readStorage, writeStorage } from '@/lib/storage';

/**
 * Which language a page is in (contract §4): the URL's /ro or /en prefix, else the visitor's
 * stored choice, else Romanian; and how links and the language switch keep it.
 */

export const DEFAULT_LANGUAGE = 'ro' satisfies Language;

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

/** The admin area (/admin, /ro/admin, /en/admin and below): rendered in the browser, without the shop's layout. */
export function isAdminPath(pathname: string): boolean {
  const rest = stripLanguagePrefix(pathname);
  return rest === '/admin' || rest.startsWith('/admin/');
}

/** Contract §4: a /ro or /en prefix wins, then the stored choice, then Romanian. */
export function resolveLanguage(pathname: string, stored: string | null | undefined): Language {
  return languageFromPath(pathname) ?? (isLanguage(stored) ? stored : DEFAULT_LANGUAGE);
}

export function readStoredLanguage(): string | null {
  return readStorage(STORAGE_KEYS.lang);
}

/** Read by the server for pages without a /ro or /en prefix, so it renders them in the stored language. */
export const LANGUAGE_COOKIE = 'lang';
const LANGUAGE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

export function storeLanguage(language: Language): void {
  writeStorage(STORAGE_KEYS.lang, language);
  rememberLanguageForServer(language);
}

/** Mirrors the stored language into a cookie (contract §4 keeps it in local storage, which the server cannot read). */
export function rememberLanguageForServer(language: Language): void {
  if (typeof document === 'undefined') return;
  document.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE}; SameSite=Lax`;
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
