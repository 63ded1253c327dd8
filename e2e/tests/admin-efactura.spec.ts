import { expect, signInWithToken, staffToken, test } from '../fixtures';

/**
 * /admin/facturi/e-factura against ANAF's OAuth stand-in (the global setup points the server at
 * it with EFACTURA_ENV=test): the consent leaves for "ANAF", comes back connected, and the page
 * says until when; a consent that comes back from another browser is refused with its reason.
 */
const LANGUAGES = [
  {
    name: 'Romanian',
    prefix: '',
    viewport: { width: 1280, height: 900 },
    heading: 'e-Factura (ANAF)',
    consent: /^(Conectează|Reconectează) cu ANAF$/,
    done: 'Gata: magazinul este conectat la ANAF și trimite facturile care așteaptă.',
    connected: 'Conectat la ANAF',
    until: 'Conectat până la',
    test: /Mediul de test al ANAF/,
    counts: 'Documente',
  },
  {
    name: 'English',
    prefix: '/en',
    viewport: { width: 390, height: 844 },
    heading: 'e-Factura (ANAF)',
    consent: /^(Connect|Reconnect) with ANAF$/,
    done: 'Done: the shop is connected to ANAF and sends the invoices waiting.',
    connected: 'Connected to ANAF',
    until: 'Connected until',
    test: /ANAF's test environment/,
    counts: 'Documents',
  },
] as const;

test.describe('staff connect the shop to RO e-Factura', () => {
  for (const language of LANGUAGES) {
    test(`in ${language.name} (${language.viewport.width} px): the consent at ANAF and back`, async ({
      page,
      request,
      axe,
    }) => {
      await page.setViewportSize(language.viewport);
      await signInWithToken(page, await staffToken(request), { admin: true });
      await page.goto(`${language.prefix}/admin/facturi/e-factura`);
      await expect(page.getByRole('heading', { level: 1, name: language.heading })).toBeVisible();
      await expect(page.getByText(language.test)).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: language.counts })).toBeVisible();
      await axe();

      // The consent: off to ANAF (the stand-in consents at once) and back to this page.
      const consent = page.getByRole('button', { name: language.consent });
      await consent.focus();
      await page.keyboard.press('Enter');
      await page.waitForURL(new RegExp(`${language.prefix}/admin/facturi/e-factura\\?conectare=ok$`));
      await expect(page.getByRole('status').filter({ hasText: language.done })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: language.connected })).toBeVisible();
      await expect(page.getByText(language.until)).toBeVisible();
      await axe();

      // ANAF's way back without this browser's state (so in the shop's default language, Romanian):
      // refused, and the page says why.
      await page.goto('/api/efactura/oauth/callback?code=furat&state=' + 'x'.repeat(43));
      await expect(page).toHaveURL(/\/admin\/facturi\/e-factura\?conectare=expired$/);
      await expect(
        page
          .getByRole('alert')
          .filter({ hasText: /Conectarea a expirat sau a fost pornită din alt browser/ }),
      ).toBeVisible();
    });
  }
});
