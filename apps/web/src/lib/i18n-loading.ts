import type { Language } from '@shop/shared/constants';
import {
  loadEnglishShell,
  romanianShell,
  textAreaLoaders,
  type TextArea,
  type TextAreaLoader,
} from '@/locales/texts';
import { DEFAULT_LANGUAGE, readStoredLanguage, resolveLanguage } from './i18n-language';

/**
 * Where the texts come from: the Romanian shell ships with the app; the English shell and each
 * route area's texts are fetched once per language, when a route or a language switch needs them.
 */

const texts: Record<Language, Record<string, unknown>> = { ro: { ...romanianShell }, en: {} };
const pendingTexts = new Map<string, Promise<void>>();
/** The route areas asked for so far in any language: a language switch loads them first. */
const requestedAreas = new Set<TextArea>();
const areaLoaders: Partial<Record<TextArea, TextAreaLoader>> = { ...textAreaLoaders };
let textsArrived: () => void = () => undefined;

/** The texts loaded so far in a language. */
export function loadedTexts(language: Language): Record<string, unknown> {
  return texts[language];
}

/** The route areas asked for so far, in any language. */
export function requestedTextAreas(): TextArea[] {
  return [...requestedAreas];
}

/** Called each time a file of texts has arrived (the translator re-renders what was missing). */
export function onTextsArrived(callback: () => void): void {
  textsArrived = callback;
}

/** Adds text areas that ship with a lazily discovered part of the app (the admin's routes). */
export function registerTextAreas(loaders: Partial<Record<TextArea, TextAreaLoader>>): void {
  Object.assign(areaLoaders, loaders);
}

function loadArea(area: TextArea, language: Language): Promise<{ default: object }> {
  const loader = areaLoaders[area];
  if (!loader) return Promise.reject(new Error(`The text area "${area}" is not registered`));
  return loader[language]();
}

function loadTextPart(language: Language, part: 'shell' | TextArea): Promise<void> {
  if (language === DEFAULT_LANGUAGE && part === 'shell') return Promise.resolve();
  const id = `${language}:${part}`;
  const pending = pendingTexts.get(id);
  if (pending) return pending;
  const load = (part === 'shell' ? loadEnglishShell() : loadArea(part, language))
    .then(({ default: loaded }) => {
      if (part === 'shell') Object.assign(texts[language], loaded);
      else mergeArea(texts[language], part, loaded);
      textsArrived();
    })
    .catch((error: unknown) => {
      // Forgotten, so that the next navigation (or the error page's reload) tries again.
      pendingTexts.delete(id);
      throw error;
    });
  pendingTexts.set(id, load);
  return load;
}

/**
 * Puts an area's texts in place: `policies.terms` (one branch of an area, loaded alone) under
 * `policies`, beside the branches already there; a whole area merges with its branches too.
 */
function mergeArea(target: Record<string, unknown>, area: TextArea, loaded: object): void {
  const [name, branch] = area.split('.') as [string, string | undefined];
  const current = (target[name] ?? {}) as Record<string, unknown>;
  target[name] = branch ? { ...current, [branch]: loaded } : { ...current, ...loaded };
}

/** Loads the shell's texts and the given areas in a language (each file once). */
export function loadTexts(language: Language, areas: readonly TextArea[] = []): Promise<void> {
  for (const area of areas) requestedAreas.add(area);
  return Promise.all([
    loadTextPart(language, 'shell'),
    ...areas.map((area) => loadTextPart(language, area)),
  ]).then(() => undefined);
}

/** Route loader for the texts a route renders, in the language its URL (or the stored choice) selects. */
export function textsLoader(areas: readonly TextArea[]) {
  return async ({ request }: { request: Request }): Promise<null> => {
    await loadTexts(resolveLanguage(new URL(request.url).pathname, readStoredLanguage()), areas);
    return null;
  };
}
