import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import {
  i18n,
  initI18n,
  languageFromPath,
  languageSwitchTarget,
  loadTexts,
  localized,
  setLanguage,
  resolveLanguage,
  stripLanguagePrefix,
  syncLanguageWithPath,
  withLanguagePrefix,
} from '@/lib/i18n';
import { Trans } from '@/lib/trans';

describe('language resolution (contract §4)', () => {
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

describe('language set-up', () => {
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

describe('translation', () => {
  beforeAll(async () => {
    await initI18n('ro');
  });

  it('reads nested keys and fills in {{values}}', () => {
    expect(i18n.t('header.greeting', { name: 'Ana' })).toBe('Salut, Ana!');
    expect(i18n.t('header.greeting')).toBe('Salut, {{name}}!');
  });

  it('picks the plural form the language needs', async () => {
    expect(i18n.t('header.cart_count', { count: 1 })).toBe('1 produs în coș');
    expect(i18n.t('header.cart_count', { count: 3 })).toBe('3 produse în coș');
    expect(i18n.t('header.cart_count', { count: 20 })).toBe('20 de produse în coș');
    await setLanguage('en');
    expect(i18n.t('header.cart_count', { count: 1 })).toMatch(/^1 \w+/);
    expect(i18n.t('header.cart_count', { count: 1 })).not.toBe(i18n.t('header.cart_count', { count: 2 }));
    await setLanguage('ro');
  });

  it('counts in the admin with the three Romanian forms: 1, 2-19 (and 0, 101-119), 20 and up', async () => {
    await loadTexts('ro', ['admin_products']);
    const count = (n: number) => i18n.t('admin_products.bulk.confirm_title', { count: n });
    expect(count(1)).toBe('Ștergi un produs?');
    expect(count(0)).toBe('Ștergi 0 produse?');
    expect(count(2)).toBe('Ștergi 2 produse?');
    expect(count(19)).toBe('Ștergi 19 produse?');
    expect(count(20)).toBe('Ștergi 20 de produse?');
    expect(count(101)).toBe('Ștergi 101 produse?');
    expect(count(120)).toBe('Ștergi 120 de produse?');
  });

  it('shows the key and reports it once when a text is missing', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const missing = 'header.not_a_text' as Parameters<typeof i18n.t>[0];
    expect(i18n.t(missing)).toBe('header.not_a_text');
    expect(i18n.t(missing)).toBe('header.not_a_text');
    expect(error).toHaveBeenCalledTimes(1);
    expect(error.mock.calls[0]?.[0]).toBe('[i18n] missing text "header.not_a_text" (ro)');
  });

  it('places the components of a text around its tagged parts', () => {
    render(
      <p>
        <Trans i18nKey="auth.register.terms" components={{ terms: <em />, privacy: <strong /> }} />
      </p>,
    );
    expect(screen.getByText('Termenii și condițiile').tagName).toBe('EM');
    expect(screen.getByText('Politica de confidențialitate').tagName).toBe('STRONG');
    expect(screen.getByRole('paragraph')).toHaveTextContent(
      'Sunt de acord cu Termenii și condițiile și cu Politica de confidențialitate.',
    );
  });
});

describe('text loading', () => {
  // A fresh copy of the module: the test set-up has already loaded every text into the shared one.
  async function freshI18n() {
    vi.resetModules();
    return import('@/lib/i18n');
  }

  it('has only the shell in Romanian at first and loads the area of a route on request', async () => {
    const fresh = await freshI18n();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(fresh.i18n.t('not_found.title')).toBe('Pagina nu a fost găsită');
    expect(fresh.i18n.t('home.newest_title')).toBe('home.newest_title');
    expect(error).toHaveBeenCalledOnce();

    await fresh.loadTexts('ro', ['home']);
    expect(fresh.i18n.t('home.newest_title')).toBe('Produse noi');
  });

  it('switches language only once the new language has the areas already in use', async () => {
    const fresh = await freshI18n();
    await fresh.loadTexts('ro', ['home']);
    const switching = fresh.setLanguage('en');
    expect(fresh.i18n.language).toBe('ro');
    await switching;
    expect(fresh.i18n.language).toBe('en');
    expect(fresh.i18n.t('home.newest_title')).toBe('New products');
    expect(fresh.i18n.t('not_found.title')).toBe('Page not found');
  });

  it('loads in the new language an area asked for while it loads (a part, as a page hydrates)', async () => {
    const fresh = await freshI18n();
    const switching = fresh.setLanguage('en');
    // A part asks for its texts in the language still current, as the page is being taken over.
    await fresh.loadTexts(fresh.i18n.language, ['listing.controls']);
    await switching;
    expect(fresh.i18n.language).toBe('en');
    expect(fresh.i18n.t('listing.controls.sort_label')).toBe('Sort by');
  });

  it('lets the newest language request win', async () => {
    const fresh = await freshI18n();
    const toEnglish = fresh.setLanguage('en');
    const backToRomanian = fresh.setLanguage('ro');
    await Promise.all([toEnglish, backToRomanian]);
    expect(fresh.i18n.language).toBe('ro');
  });

  it('re-renders a component when its texts arrive', async () => {
    const fresh = await freshI18n();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    function Title() {
      const { t } = fresh.useTranslation();
      return <h1>{t('home.newest_title')}</h1>;
    }
    render(<Title />);
    expect(screen.getByRole('heading')).toHaveTextContent('home.newest_title');
    await fresh.loadTexts('ro', ['home']);
    expect(await screen.findByRole('heading', { name: 'Produse noi' })).toBeInTheDocument();
  });

  it('leaves translated components alone when texts arrive that no one was missing', async () => {
    const fresh = await freshI18n();
    await fresh.loadTexts('ro', ['home']);
    let renders = 0;
    function Title() {
      renders += 1;
      const { t } = fresh.useTranslation();
      return <h1>{t('home.newest_title')}</h1>;
    }
    render(<Title />);
    expect(renders).toBe(1);
    await fresh.loadTexts('ro', ['footer']);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(renders).toBe(1);
    expect(screen.getByRole('heading')).toHaveTextContent('Produse noi');
  });
});
