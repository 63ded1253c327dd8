import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';

/**
 * The pages the law asks of a shop beside its policies: the model withdrawal form of OUG nr.
 * 34/2014 (annex nr. 1), printable, and the accessibility statement of Legea 232/2022 (the European
 * Accessibility Act). Both are reached from the footer of every page, in both languages.
 */

const PAGES = {
  ro: {
    home: '/',
    footer: { form: 'Formular de retragere', accessibility: 'Accesibilitate' },
    form: { path: '/formular-retragere', title: 'Formular de retragere', print: 'Tipărește' },
    accessibility: { path: '/accesibilitate', title: 'Declarație de accesibilitate' },
    to: '— Către Salvia Naturals SRL, Str. Doamnei nr. 12, et. 2, 030167 București, Sector 3, e-mail contact@salvia-naturals.ro:',
    annex: 'Vă informez/Vă informăm (*) prin prezenta cu privire la retragerea mea/noastră (*)',
    returns: { path: '/politica-retur', title: 'Politica de retur', link: 'formularul-tip de retragere' },
    enforcement: 'Autorității Naționale pentru Protecția Consumatorilor (ANPC)',
  },
  en: {
    home: '/en',
    footer: { form: 'Withdrawal form', accessibility: 'Accessibility' },
    form: { path: '/en/formular-retragere', title: 'Withdrawal form', print: 'Print' },
    accessibility: { path: '/en/accesibilitate', title: 'Accessibility statement' },
    to: '— To Salvia Naturals SRL, Str. Doamnei nr. 12, et. 2, 030167 București, Sector 3, e-mail contact@salvia-naturals.ro:',
    annex: 'I/We (*) hereby give notice that I/We (*) withdraw from my/our (*) contract',
    returns: { path: '/en/politica-retur', title: 'Return policy', link: 'model withdrawal form' },
    enforcement: 'National Authority for Consumer Protection (ANPC)',
  },
} as const;

const footer = (page: Page) => page.getByRole('contentinfo');

// Each journey opens two pages and reads them with axe: more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 90_000 });

for (const lang of ['ro', 'en'] as const) {
  const texts = PAGES[lang];

  test.describe(`legal pages (${lang})`, () => {
    test.use({ reducedMotion: 'reduce' });

    test('the footer leads to the withdrawal form, which prints alone', async ({ page, axe }) => {
      await page.goto(texts.home);
      await footer(page).getByRole('link', { name: texts.footer.form, exact: true }).click();
      await expect(page).toHaveURL(texts.form.path);
      await expect(page.getByRole('heading', { level: 1, name: texts.form.title })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', lang);

      const form = page.locator('[data-print-alone]');
      await expect(form).toContainText(texts.to);
      await expect(form).toContainText(texts.annex);
      await axe();

      // The print control is a real button; printing draws the form and nothing else.
      await page.evaluate(() => {
        window.print = () => document.body.setAttribute('data-printed', 'true');
      });
      await page.getByRole('button', { name: texts.form.print }).click();
      await expect(page.locator('body')).toHaveAttribute('data-printed', 'true');
      await page.emulateMedia({ media: 'print' });
      await expect(form).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toBeHidden();
      await expect(footer(page)).toBeHidden();
      await page.emulateMedia({ media: 'screen' });

      // The return policy links to it too.
      await page.goto(texts.returns.path);
      await page.getByRole('main').getByRole('link', { name: texts.returns.link }).click();
      await expect(page).toHaveURL(texts.form.path);
    });

    test('the footer leads to the accessibility statement', async ({ page, axe }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(texts.home);
      await footer(page).getByRole('link', { name: texts.footer.accessibility, exact: true }).click();
      await expect(page).toHaveURL(texts.accessibility.path);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1, name: texts.accessibility.title })).toBeVisible();
      await expect(main).toContainText('WCAG');
      await expect(main).toContainText('EN 301 549');
      await expect(main).toContainText(texts.enforcement);
      await expect(main.getByRole('link', { name: 'contact@salvia-naturals.ro' }).first()).toHaveAttribute(
        'href',
        'mailto:contact@salvia-naturals.ro',
      );
      await axe();
    });
  });
}

test.describe('legal pages without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the server sends both pages whole', async ({ page }) => {
    for (const lang of ['ro', 'en'] as const) {
      const texts = PAGES[lang];
      await page.goto(texts.form.path);
      await expect(page.locator('[data-print-alone]')).toContainText(texts.to);
      await page.goto(texts.accessibility.path);
      await expect(page.getByRole('main')).toContainText(texts.enforcement);
    }
  });
});
