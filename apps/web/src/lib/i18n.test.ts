import { beforeAll, describe, expect, it } from 'vitest';
import {
  i18n,
  initI18n,
  languageFromPath,
  languageSwitchTarget,
  localized,
  resolveLanguage,
  stripLanguagePrefix,
  syncLanguageWithPath,
  withLanguagePrefix,
} from '@/lib/i18n';

describe('language resolution (spec §4)', () => {
  it('lets a /ro or /en prefix beat the stored language', () => {
    expect(resolveLanguage('/en', 'ro')).toBe('en');
    expect(resolveLanguage('/en/produse', 'ro')).toBe('en');
    expect(resolveLanguage('/ro/', 'en')).toBe('ro');
  });

  it('uses the stored language when the URL has no prefix', () => {
    expect(resolveLanguage('/', 'en')).toBe('en');
    expect(resolveLanguage('/produse', 'ro')).toBe('ro');
  });

  it('falls back to Romanian without a prefix or a valid stored language', () => {
    expect(resolveLanguage('/', null)).toBe('ro');
    expect(resolveLanguage('/', 'de')).toBe('ro');
  });

  it('reads a prefix only as a whole first segment', () => {
    expect(languageFromPath('/english')).toBeNull();
    expect(languageFromPath('/produse/en')).toBeNull();
    expect(languageFromPath('/rochii')).toBeNull();
    expect(stripLanguagePrefix('/en/produse')).toBe('/produse');
    expect(stripLanguagePrefix('/en')).toBe('/');
    expect(stripLanguagePrefix('/english')).toBe('/english');
  });

  it('keeps the prefix on in-app links and swaps it on a language switch', () => {
    expect(withLanguagePrefix('/', '/en/produse')).toBe('/en');
    expect(withLanguagePrefix('/cart', '/en')).toBe('/en/cart');
    expect(withLanguagePrefix('/cart', '/produse')).toBe('/cart');
    expect(languageSwitchTarget({ pathname: '/en/produse', search: '?page=2', hash: '#lista' }, 'ro')).toBe(
      '/ro/produse?page=2#lista',
    );
    expect(languageSwitchTarget({ pathname: '/en', search: '', hash: '' }, 'ro')).toBe('/ro');
    expect(languageSwitchTarget({ pathname: '/produse', search: '', hash: '' }, 'en')).toBeNull();
  });
});

describe('localized', () => {
  const product = { titlu: 'Apă termală', titlu_en: 'Thermal water' };

  it('uses the English field in English', () => {
    expect(localized(product, 'titlu', 'en')).toBe('Thermal water');
    expect(localized(product, 'titlu', 'en-GB')).toBe('Thermal water');
  });

  it('falls back to Romanian when the English field is empty or missing', () => {
    expect(localized({ titlu: 'Cremă', titlu_en: '' }, 'titlu', 'en')).toBe('Cremă');
    expect(localized({ titlu: 'Cremă', titlu_en: '   ' }, 'titlu', 'en')).toBe('Cremă');
    expect(localized({ titlu: 'Cremă', titlu_en: null }, 'titlu', 'en')).toBe('Cremă');
    expect(localized({ titlu: 'Cremă' }, 'titlu', 'en')).toBe('Cremă');
  });

  it('uses the Romanian field in Romanian', () => {
    expect(localized(product, 'titlu', 'ro')).toBe('Apă termală');
  });
});

describe('i18next set-up', () => {
  beforeAll(async () => {
    await initI18n('ro');
  });

  it('loads English on demand, follows the URL and updates <html lang>', async () => {
    await syncLanguageWithPath('/en/produse');
    expect(i18n.language).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    expect(i18n.t('not_found.title')).toBe('Page not found');
    expect(localized({ titlu: 'Apă termală', titlu_en: 'Thermal water' }, 'titlu')).toBe('Thermal water');

    localStorage.setItem('lang', 'en');
    await syncLanguageWithPath('/ro');
    expect(i18n.language).toBe('ro');
    expect(document.documentElement.lang).toBe('ro');
    expect(i18n.t('not_found.title')).toBe('Pagina nu a fost găsită');

    await syncLanguageWithPath('/');
    expect(i18n.language).toBe('en');
  });
});
