import { useSyncExternalStore } from 'react';
import { STORAGE_KEYS, type Language } from '@shop/shared/constants';
import type { TextArea } from '@/locales/texts';
import {
  findText,
  interpolateTree,
  lookup,
  type TextKey,
  type TextValues,
  type TranslateFunction,
} from './i18n-format';
import { DEFAULT_LANGUAGE, readStoredLanguage, resolveLanguage } from './i18n-language';
import { loadedTexts, loadTexts, onTextsArrived, requestedTextAreas } from './i18n-loading';

/**
 * The shop's translator and its language: `t`, `useTranslation`, the language switch. The
 * language's detection lives in i18n-language.ts, text formatting in i18n-format.ts, the loading
 * of text files in i18n-loading.ts; this module re-exports them, the one import for the app.
 */
export {
  DEFAULT_LANGUAGE,
  isAdminPath,
  isLanguage,
  LANGUAGE_COOKIE,
  languageFromPath,
  languageSwitchTarget,
  readStoredLanguage,
  rememberLanguageForServer,
  resolveLanguage,
  storeLanguage,
  stripLanguagePrefix,
  withLanguagePrefix,
} from './i18n-language';
export type { TextKey, TextValues, TranslateFunction } from './i18n-format';
export { loadTexts, registerTextAreas, textsLoader } from './i18n-loading';

type LocalizedFields<K extends string> = { [P in K]: string } & {
  [P in `${K}_en`]?: string | null;
};

/**
 * The English variant of a content field when the language is English and that variant is not
 * empty, otherwise the Romanian field (contract §4).
 */
export function localized<K extends string>(
  item: LocalizedFields<K>,
  field: K,
  language: string = i18n.language,
): string {
  if (language.toLowerCase().startsWith('en')) {
    const english = (item as Record<string, string | null | undefined>)[`${field}_en`];
    if (english && english.trim() !== '') return english;
  }
  return item[field];
}

// ---------------------------------------------------------------------------------------------
// Texts and translation. A small in-house translator instead of i18next (ADR 008): the shop uses
// nested keys, {{value}} interpolation, CLDR plurals and a few tagged links, which fit in a page
// of code, where i18next cost 17 kB of the 150 kB first-load budget.

const listeners = new Set<() => void>();
const reportedMissing = new Set<string>();
/** A text was missing when asked for since the last notification: arriving texts may fill it. */
let missedSinceNotify = false;
let currentLanguage: Language = DEFAULT_LANGUAGE;
/**
 * On the server, pages in both languages render at once: the language of the page being rendered
 * comes from the request (see renderingLanguageSource), not from the module's one current language.
 */
let renderingLanguage: (() => Language | undefined) | null = null;
let boundTranslate: TranslateFunction = (key, values) => translate(key, values);
let languageRequest = 0;

function activeLanguage(): Language {
  return renderingLanguage?.() ?? currentLanguage;
}

/** For the server renderer: where the language of the page being rendered is read from. */
export function setRenderingLanguageSource(source: () => Language | undefined): void {
  renderingLanguage = source;
}

function reportMissing(key: string): void {
  missedSinceNotify = true;
  const id = `${activeLanguage()}:${key}`;
  if (reportedMissing.has(id)) return;
  reportedMissing.add(id);
  // A visible bug (the raw key on screen): the end-to-end journeys fail on this message.
  console.error(`[i18n] missing text "${key}" (${activeLanguage()})`);
}

/** The text in the current language, else in Romanian; a count picks its plural form. */
function textFor(key: string, values: TextValues | undefined): string | undefined {
  return findText(loadedTexts, new Set<Language>([activeLanguage(), DEFAULT_LANGUAGE]), key, values);
}

function translate(key: string, values?: TextValues): string {
  const text = textFor(key, values);
  if (text !== undefined) return text;
  reportMissing(key);
  return key;
}

function notify(): void {
  missedSinceNotify = false;
  // A new function identity, so components and memos that depend on `t` update.
  boundTranslate = (key, values) => translate(key, values);
  for (const listener of listeners) listener();
}

// Texts are loaded before the parts that show them, so new texts change nothing on screen unless a
// text was missing. Re-rendering every translated component for nothing would be one long task (a
// whole server-rendered page, when the cookie banner's texts arrive).
onTextsArrived(() => {
  if (missedSinceNotify) notify();
});

/** A branch of texts (a list of sections, FAQ groups) with its strings interpolated, or undefined. */
function translateBranch(key: string, values?: TextValues): unknown {
  const node = lookup(loadedTexts(activeLanguage()), key) ?? lookup(loadedTexts(DEFAULT_LANGUAGE), key);
  if (node === undefined) reportMissing(key);
  return interpolateTree(node, values);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const i18n = {
  get language(): Language {
    return activeLanguage();
  },
  t: (key: TextKey, values?: TextValues): string => translate(key, values),
  /** For texts whose keys are built at run time (the information pages); see useContentTranslation. */
  translateKey: translate,
  translateBranch,
  subscribe,
};

function reflectInDocument(language: string): void {
  // Writing the attribute, even with the value it has, makes the browser restyle the whole
  // document (every `:lang()` may have changed): on a server-rendered page that is one long task.
  if (document.documentElement.lang !== language) document.documentElement.lang = language;
}

/**
 * Switches the language once its texts are in: the shell and every area loaded so far, so the
 * page on screen never shows a half-translated state. The newest request wins.
 */
export async function setLanguage(language: Language): Promise<void> {
  const request = ++languageRequest;
  // Areas asked for while these load (a part loading its texts in the language being left, as a
  // page hydrates) load in this language too before it applies.
  const loaded = new Set<string>();
  let areas = requestedTextAreas();
  do {
    areas.forEach((area) => loaded.add(area));
    await loadTexts(language, areas);
    areas = requestedTextAreas().filter((area) => !loaded.has(area));
  } while (areas.length > 0);
  if (request !== languageRequest) return;
  reflectInDocument(language);
  if (language === currentLanguage) return;
  currentLanguage = language;
  notify();
}

/**
 * Sets the starting language; resolves once its texts are loaded. English texts that cannot be
 * fetched (offline) leave the shop in Romanian rather than blank.
 */
export async function initI18n(language: Language): Promise<typeof i18n> {
  try {
    await setLanguage(language);
  } catch (error) {
    console.error('[i18n] could not load the texts', error);
    reflectInDocument(currentLanguage);
  }
  return i18n;
}

/** Applies the language a location calls for (a prefix, else the stored choice). */
export function syncLanguageWithPath(pathname: string): Promise<void> {
  return setLanguage(resolveLanguage(pathname, readStoredLanguage()));
}

/** For events that switch the language on their own: a failed load keeps the current language. */
export function followLanguage(pathname: string): void {
  syncLanguageWithPath(pathname).catch((error: unknown) =>
    console.error('[i18n] could not switch language', error),
  );
}

/**
 * Contract §4: changes are picked up live. Another tab storing a new `lang` switches this one too,
 * unless its URL prefix pins the language.
 */
export function watchStoredLanguage(getPathname: () => string = () => window.location.pathname): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key !== STORAGE_KEYS.lang && event.key !== null) return;
    followLanguage(getPathname());
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}

const getTranslate = () => boundTranslate;

/** `t` in the current language; the component re-renders when the language or its texts change. */
export function useTranslation(): { t: TranslateFunction; i18n: typeof i18n } {
  const t = useSyncExternalStore(subscribe, getTranslate, getTranslate);
  return { t, i18n };
}

export type { TextArea };
