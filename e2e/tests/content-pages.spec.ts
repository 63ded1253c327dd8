import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';

const here = path.dirname(fileURLToPath(import.meta.url));
const web = path.resolve(here, '../../apps/web/src');

type Texts = Record<string, unknown>;
const readJson = (file: string) => JSON.parse(readFileSync(path.join(web, 'locales', file), 'utf8')) as Texts;

/** A text from the web app's own locale files, so the journeys survive wording changes. */
function text(texts: Texts, key: string): string {
  const value = key.split('.').reduce<unknown>((node, part) => (node as Texts | undefined)?.[part], texts);
  if (typeof value !== 'string') throw new Error(`No text at ${key}`);
  return value;
}

const LOCALES = {
  ro: {
    content: readJson('ro/content.json'),
    policies: readJson('ro/policies.json'),
    consent: readJson('ro/consent.json'),
    app: readJson('ro/app.json'),
  },
  en: {
    content: readJson('en/content.json'),
    policies: readJson('en/policies.json'),
    consent: readJson('en/consent.json'),
    app: readJson('en/app.json'),
  },
};
type Lang = keyof typeof LOCALES;

/** Each page with where its title lives. */
const PAGES: { path: string; file: 'content' | 'policies'; key: string }[] = [
  { path: '/despre-noi', file: 'content', key: 'about.title' },
  { path: '/cum-comand', file: 'content', key: 'how_to_order.title' },
  { path: '/detalii-livrare', file: 'policies', key: 'delivery.title' },
  { path: '/politica-retur', file: 'policies', key: 'returns.title' },
  { path: '/termeni-conditii', file: 'policies', key: 'terms.title' },
  { path: '/politica-confidentialitate', file: 'policies', key: 'privacy.title' },
  { path: '/politica-cookies', file: 'policies', key: 'cookies.title' },
  { path: '/faq', file: 'content', key: 'faq.title' },
  { path: '/contact', file: 'content', key: 'contact.title' },
];

const title = (lang: Lang, page: (typeof PAGES)[number]) => text(LOCALES[lang][page.file], page.key);
const url = (lang: Lang, pagePath: string) => (lang === 'ro' ? pagePath : `/en${pagePath}`);

async function openPage(page: Page, lang: Lang, info: (typeof PAGES)[number]) {
  await page.goto(url(lang, info.path));
  await expect(page.getByRole('heading', { level: 1, name: title(lang, info), exact: true })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
}

function banner(page: Page, lang: Lang = 'ro') {
  const name = text(LOCALES[lang].consent, 'title').replace('{{shop}}', text(LOCALES[lang].app, 'name'));
  return page.getByRole('region', { name });
}

const GRANTED = {
  ad_storage: 'granted',
  ad_user_data: 'granted',
  ad_personalization: 'granted',
  analytics_storage: 'granted',
};

test.describe('information pages', () => {
  for (const lang of ['ro', 'en'] as const) {
    for (const info of PAGES) {
      test(`${url(lang, info.path)} opens with its title`, async ({ page }) => {
        await openPage(page, lang, info);
        await expect(page).toHaveTitle(new RegExp(`^${title(lang, info)} \\|`));
      });
    }
  }

  test('/politica-cookie redirects to /politica-cookies, keeping the language', async ({ page }) => {
    const cookies = PAGES.find((info) => info.path === '/politica-cookies')!;
    await page.goto('/politica-cookie');
    await expect(page).toHaveURL(/\/politica-cookies$/);
    await expect(page.getByRole('heading', { level: 1, name: title('ro', cookies) })).toBeVisible();

    await page.goto('/en/politica-cookie');
    await expect(page).toHaveURL(/\/en\/politica-cookies$/);
    await expect(page.getByRole('heading', { level: 1, name: title('en', cookies) })).toBeVisible();
  });

  test('policy contents link to their sections', async ({ page }) => {
    const returns = PAGES.find((info) => info.path === '/politica-retur')!;
    await openPage(page, 'ro', returns);
    const refund = text(LOCALES.ro.policies, 'returns.sections.refund.title');
    await page
      .getByRole('navigation', { name: text(LOCALES.ro.content, 'toc_title') })
      .getByRole('link', { name: refund })
      .click();
    await expect(page).toHaveURL(/#refund$/);
    await expect(page.getByRole('heading', { level: 2, name: refund })).toBeInViewport();
  });

  test('FAQ answers open with the keyboard', async ({ page }) => {
    const faq = PAGES.find((info) => info.path === '/faq')!;
    await openPage(page, 'ro', faq);
    const first = page.getByRole('button', {
      name: text(LOCALES.ro.content, 'faq.groups.delivery.items.shipping_cost.q'),
    });
    const second = page.getByRole('button', {
      name: text(LOCALES.ro.content, 'faq.groups.delivery.items.lockers.q'),
    });
    await expect(first).toHaveAttribute('aria-expanded', 'false');

    await first.focus();
    await page.keyboard.press('Enter');
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    // The single values of contract §9: 25 lei, free from 200 lei.
    await expect(page.getByText(/25,00 lei.*200,00 lei/)).toBeVisible();

    await page.keyboard.press('ArrowDown');
    await expect(second).toBeFocused();
    await page.keyboard.press('Space');
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Enter');
    await expect(second).toHaveAttribute('aria-expanded', 'false');
  });

  test('contact offers phone and e-mail links beside its form', async ({ page }) => {
    const contact = PAGES.find((info) => info.path === '/contact')!;
    await openPage(page, 'ro', contact);
    const main = page.getByRole('main');
    await expect(main.locator('a[href^="tel:"]').first()).toBeVisible();
    await expect(main.locator('a[href^="mailto:"]').first()).toBeVisible();
    await expect(main.getByRole('button', { name: 'Trimite mesajul' })).toBeVisible();
  });
});

test.describe('cookie banner', () => {
  test.use({ presetConsent: false });

  test('shows on the first visit; Accept stores the four flags and it stays gone', async ({ page }) => {
    await page.goto('/');
    await expect(banner(page)).toBeVisible();
    await banner(page)
      .getByRole('button', { name: text(LOCALES.ro.consent, 'accept'), exact: true })
      .click();
    await expect(banner(page)).toBeHidden();
    const stored = await page.evaluate(() => localStorage.getItem('cookie-consent-v2'));
    expect(JSON.parse(stored ?? 'null')).toEqual(GRANTED);

    await page.reload();
    await expect(page.getByRole('main')).toBeVisible();
    await expect(banner(page)).toBeHidden();
  });

  test('Decline stores the four flags as denied; the banner links to the cookie policy', async ({ page }) => {
    await page.goto('/en');
    await expect(banner(page, 'en')).toBeVisible();
    await banner(page, 'en')
      .getByRole('link', { name: text(LOCALES.en.consent, 'policy_link') })
      .click();
    await expect(page).toHaveURL(/\/en\/politica-cookies$/);

    await banner(page, 'en')
      .getByRole('button', { name: text(LOCALES.en.consent, 'decline') })
      .click();
    await expect(banner(page, 'en')).toBeHidden();
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('cookie-consent-v2') ?? 'null'));
    expect(Object.values(stored as object)).toEqual(['denied', 'denied', 'denied', 'denied']);

    // The cookie policy lets the visitor change the choice: the banner comes back.
    await page.getByRole('button', { name: text(LOCALES.en.consent, 'change') }).click();
    await expect(banner(page, 'en')).toBeVisible();
  });

  test('is reachable with the keyboard and leaves the page usable on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    const region = banner(page);
    await expect(region).toBeVisible();
    const box = await region.boundingBox();
    expect(box!.height, 'the banner takes at most 40% of a phone screen').toBeLessThan(844 * 0.4);
    // The page keeps room for it: the end of the footer can scroll above the banner.
    await page.mouse.wheel(0, 100_000);
    await expect
      .poll(async () => {
        const footer = await page.getByRole('contentinfo').boundingBox();
        return footer!.y + footer!.height - box!.y;
      })
      .toBeLessThanOrEqual(1);
    const accept = region.getByRole('button', { name: text(LOCALES.ro.consent, 'accept'), exact: true });
    // First in the document: the policy link, Decline and Accept are the first three Tab stops.
    for (let i = 0; i < 3; i += 1) await page.keyboard.press('Tab');
    await expect(accept).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(region).toBeHidden();
  });
});

test.describe('consent mode v2', () => {
  test.use({ presetConsent: false });

  /**
   * The shop as it serves pages with GA_MEASUREMENT_ID set: the meta tag in the HTML and Google's
   * script origin in the Content-Security-Policy; gtag.js itself is played by a stub that counts
   * its loads (there is no Internet here).
   */
  async function withMeasurementId(page: Page) {
    const loads: string[] = [];
    await page.route('https://www.googletagmanager.com/**', async (route) => {
      loads.push(route.request().url());
      await route.fulfill({ contentType: 'application/javascript', body: 'window.gtagStubLoaded = true;' });
    });
    await page.route('**/*', async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback();
      const response = await route.fetch();
      const headers = { ...response.headers() };
      headers['content-security-policy'] = (headers['content-security-policy'] ?? '').replace(
        "script-src 'self'",
        "script-src 'self' https://www.googletagmanager.com",
      );
      const body = (await response.text()).replace(
        '</head>',
        '<meta name="ga-measurement-id" content="G-TEST1234"></head>',
      );
      await route.fulfill({ response, headers, body });
    });
    return loads;
  }

  const consentCalls = (page: Page) =>
    page.evaluate(() =>
      ((window as unknown as { dataLayer?: ArrayLike<unknown>[] }).dataLayer ?? [])
        .map((entry) => Array.from(entry))
        .filter((entry) => entry[0] === 'consent')
        .map((entry) => `${String(entry[1])}:${(entry[2] as Record<string, string>).analytics_storage}`),
    );

  test('denies everything by default, loads analytics only after Accept, and again after a reload', async ({
    page,
  }) => {
    const loads = await withMeasurementId(page);
    await page.goto('/');
    await expect(banner(page)).toBeVisible();
    expect(await consentCalls(page)).toEqual(['default:denied']);
    expect(loads).toEqual([]);

    await banner(page)
      .getByRole('button', { name: text(LOCALES.ro.consent, 'accept'), exact: true })
      .click();
    await expect.poll(() => loads.length).toBe(1);
    expect(loads[0]).toBe('https://www.googletagmanager.com/gtag/js?id=G-TEST1234');
    expect(await consentCalls(page)).toEqual(['default:denied', 'update:granted']);

    // The saved choice is applied again at start-up, before the script loads.
    await page.reload();
    await expect(page.getByRole('main')).toBeVisible();
    await expect.poll(() => loads.length).toBe(2);
    expect(await consentCalls(page)).toEqual(['update:granted']);
  });

  test('after Decline nothing loads, even after a reload; the footer link reopens the choice', async ({
    page,
  }) => {
    const loads = await withMeasurementId(page);
    await page.goto('/');
    await banner(page)
      .getByRole('button', { name: text(LOCALES.ro.consent, 'decline') })
      .click();
    await expect(banner(page)).toBeHidden();
    expect(await consentCalls(page)).toEqual(['default:denied', 'update:denied']);
    await page.reload();
    await expect(page.getByRole('main')).toBeVisible();
    expect(await consentCalls(page)).toEqual(['update:denied']);
    expect(loads).toEqual([]);

    await page.getByRole('contentinfo').getByRole('button', { name: 'Setări cookie' }).click();
    await expect(banner(page)).toBeVisible();
    await banner(page)
      .getByRole('button', { name: text(LOCALES.ro.consent, 'accept'), exact: true })
      .click();
    await expect.poll(() => loads.length).toBe(1);
  });
});

test.describe('accessibility of the information pages', () => {
  test.use({ reducedMotion: 'reduce' });

  for (const width of [1280, 390]) {
    test(`no serious violations at ${width} px`, async ({ page, axe }) => {
      test.slow();
      await page.setViewportSize({ width, height: width > 800 ? 800 : 844 });
      for (const info of PAGES) {
        await openPage(page, 'ro', info);
        await axe();
      }
      // The English texts and an open FAQ answer too.
      for (const info of PAGES.filter((p) => ['/politica-cookies', '/faq', '/contact'].includes(p.path))) {
        await openPage(page, 'en', info);
        if (info.path === '/faq') await page.getByRole('button').filter({ hasText: '?' }).first().click();
        await axe();
      }
    });
  }
});
