import { randomBytes } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';

export { expect };

export type Customer = { token: string; username: string; email: string; password: string };

export type AxeOptions = {
  /** CSS selectors left out of the scan, for third-party widgets we cannot fix. */
  exclude?: string[];
  /** Another page of the journey (a second tab) to scan instead of the test's own. */
  page?: Page;
};

type Fixtures = {
  /** Scans the page as it is now and fails on any serious or critical WCAG 2.x A/AA violation. */
  axe: (options?: AxeOptions) => Promise<void>;
  /**
   * A saved cookie choice before the first page loads, so the banner does not cover what a journey
   * clicks; the banner's own journeys turn it off with `test.use({ presetConsent: false })`.
   */
  presetConsent: boolean;
  /** Only the journey that proves mismatches are caught turns this on. */
  allowHydrationErrors: boolean;
  /**
   * A phone's first visit shows the splash over the page for up to 3 s; journeys start as returning
   * visitors, and the splash's own journeys turn this off.
   */
  presetSplashSeen: boolean;
};

export const DECLINED_CONSENT = JSON.stringify({
  ad_storage: 'denied',
  ad_user_data: 'denied',
  ad_personalization: 'denied',
  analytics_storage: 'denied',
});

/** How the app logs a hydration mismatch (main.tsx, onRecoverableError). */
export const HYDRATION_ERROR = '[hydration]';

/** Lower-case letters and digits, so a username passes any sensible pattern. */
export function uniqueSuffix(): string {
  return `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
}

export function adminCredentials(): { email: string; password: string } {
  const email = process.env.ADMIN_EMAIL;
  const password = process.env.ADMIN_PASSWORD;
  if (!email || !password) throw new Error('ADMIN_EMAIL and ADMIN_PASSWORD are set by playwright.config.ts.');
  return { email, password };
}

export function authHeader(token: string): Record<string, string> {
  return { Authorization: `Token ${token}` };
}

/** Signs in through the API; `username` may also be the e-mail address. */
export async function login(request: APIRequestContext, username: string, password: string): Promise<string> {
  const response = await request.post('/api/login/', { data: { username, password } });
  expect(response.status(), `login of ${username}: ${await response.text()}`).toBe(200);
  const body = (await response.json()) as { token?: unknown };
  expect(typeof body.token, 'login answers {token}').toBe('string');
  return body.token as string;
}

/**
 * The body of an .eml with quoted-printable soft breaks and escapes undone, its bytes read as UTF-8
 * (the mail itself is ASCII: nodemailer writes it 7-bit).
 */
function decodeQuotedPrintable(text: string): string {
  const bytes = text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/**
 * An .eml with its bodies decoded and its header block as sent: a header value may hold what
 * reads as an escape ("?token=51FC…" in List-Unsubscribe became "?tokenQFC…" when the whole
 * message was decoded, for one unsubscribe token in sixteen).
 */
function readableMail(raw: string): string {
  const headersEnd = raw.search(/\r?\n\r?\n/);
  return headersEnd < 0 ? raw : raw.slice(0, headersEnd) + decodeQuotedPrintable(raw.slice(headersEnd));
}

/**
 * The newest mail to `to` whose Message-ID starts with `key` and that holds `pattern`, as the
 * harness's server wrote it under $DATA_DIR/mail (no SMTP), decoded; polled until it arrives.
 */
export async function mailedMessage(key: string, to: string, pattern: RegExp = /./): Promise<string> {
  const dataDir = process.env.E2E_DATA_DIR;
  expect(dataDir, 'E2E_DATA_DIR is set by the global setup').toBeTruthy();
  const folder = path.join(dataDir!, 'mail');
  let found = '';
  await expect
    .poll(
      async () => {
        const names = (await readdir(folder).catch(() => [] as string[])).filter((name) =>
          name.endsWith('.eml'),
        );
        for (const name of names.sort().reverse()) {
          const content = readableMail(await readFile(path.join(folder, name), 'utf8').catch(() => ''));
          if (!content.includes(`<${key}`) || !content.includes(`To: ${to}`) || !pattern.test(content))
            continue;
          found = content;
          return true;
        }
        return false;
      },
      { timeout: 20_000, message: `${key} mail to ${to}` },
    )
    .toBe(true);
  return found;
}

/** The `linkPath?token=…` link of that mail, relative to the page's origin. */
export async function mailedLink(key: string, to: string, linkPath: string): Promise<string> {
  const link = new RegExp(`https?://[^/\\s]+(${linkPath}\\?token=[A-Za-z0-9_-]+)`);
  const content = await mailedMessage(key, to, link);
  return link.exec(content)![1]!;
}

/** Staff's token, signed in through the API. */
export async function staffToken(request: APIRequestContext): Promise<string> {
  const { email, password } = adminCredentials();
  return login(request, email, password);
}

/**
 * Puts a token in the page's storage before its first load, as signing in leaves it (with the
 * admin flag for staff), so a journey starts signed in.
 */
export async function signInWithToken(page: Page, token: string, options: { admin?: boolean } = {}) {
  await page.addInitScript(
    ([value, admin]) => {
      localStorage.setItem('token', value);
      if (admin) localStorage.setItem('is_admin', 'true');
    },
    [token, options.admin === true] as const,
  );
}

/** Registers a fresh customer through the API, so a test never depends on another's data. */
export async function registerCustomer(request: APIRequestContext): Promise<Customer> {
  const username = `e2e${uniqueSuffix()}`;
  const email = `${username}@example.ro`;
  const password = `Parola-${randomBytes(6).toString('hex')}!`;
  const response = await request.post('/api/register/', { data: { username, email, password } });
  expect([200, 201], `register ${username}: ${await response.text()}`).toContain(response.status());
  const body = (await response.json()) as { token?: unknown };
  expect(typeof body.token, 'register answers {token}').toBe('string');
  return { token: body.token as string, username, email, password };
}

/**
 * Resolves once a server-rendered page runs (the app marks <html data-hydrated>); at once for a
 * page the browser renders itself or one loaded without JavaScript.
 */
export async function waitForHydration(page: Page): Promise<void> {
  // A selector rather than a function: the shop's Content Security Policy forbids the eval that
  // page.waitForFunction needs.
  await page
    .locator('html[data-hydrated="true"], html:not(:has(#app-state))')
    .waitFor({ state: 'attached', timeout: 15_000 });
}

function formatViolations(violations: Awaited<ReturnType<AxeBuilder['analyze']>>['violations']): string {
  return violations
    .map((violation) => {
      const nodes = violation.nodes
        .slice(0, 5)
        .map(
          (node) => `    ${node.target.join(' ')}\n      ${node.failureSummary?.replace(/\n/g, '\n      ')}`,
        )
        .join('\n');
      return `[${violation.impact}] ${violation.id}: ${violation.help} (${violation.nodes.length} nodes)\n${nodes}`;
    })
    .join('\n');
}

/**
 * Waits for the page's finite transitions and animations (a bar fading in as the page scrolls) to
 * end: axe reads colours as they are painted, so a half-faded element measures a contrast it never
 * keeps. Endless ones (a spinner) are left running.
 */
async function settleAnimations(page: Page) {
  await page.evaluate(async () => {
    const finite = document
      .getAnimations()
      .filter((animation) => Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)));
    await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
  });
}

async function scan(page: Page, options: AxeOptions = {}) {
  await settleAnimations(page);
  let builder = new AxeBuilder({ page })
    // Every rule axe enables by default (WCAG 2.0-2.2 A and AA, and its best practices), and one it
    // does not: WCAG 2.5.3 (Label in Name), experimental, a visible label that speech users say
    // must be part of the control's accessible name. Only violations are gathered: collecting every
    // passing node's selector and HTML took half of each scan.
    .options({
      rules: { 'label-content-name-mismatch': { enabled: true } },
      resultTypes: ['violations'],
    })
    // In the page itself: the default mode opens a second, blank page for every scan to merge the
    // frames' results, which cost about 1.8 s a scan. The shop's pages embed no cross-origin
    // frame, the one thing that mode is for.
    .setLegacyMode(true);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  return builder.analyze();
}

export const test = base.extend<Fixtures>({
  presetConsent: [true, { option: true }],
  allowHydrationErrors: [false, { option: true }],
  presetSplashSeen: [true, { option: true }],
  page: async ({ page, presetConsent, allowHydrationErrors, presetSplashSeen, javaScriptEnabled }, use) => {
    if (presetSplashSeen) await page.addInitScript(`localStorage.setItem('seenSplash', 'true');`);
    if (presetConsent) {
      // A string script: it runs in the page, where this file's (Node) types do not apply.
      await page.addInitScript(
        `if (!localStorage.getItem('cookie-consent-v2')) localStorage.setItem('cookie-consent-v2', ${JSON.stringify(DECLINED_CONSENT)});`,
      );
    }
    // A server-rendered page shows its buttons before the browser has attached their handlers; a
    // journey acts as a visitor does once the page runs, so navigations wait for it.
    for (const method of javaScriptEnabled ? (['goto', 'reload', 'goBack', 'goForward'] as const) : []) {
      const navigate = page[method].bind(page) as (...args: unknown[]) => Promise<unknown>;
      Object.assign(page, {
        [method]: async (...args: unknown[]) => {
          const response = await navigate(...args);
          await waitForHydration(page);
          return response;
        },
      });
    }
    // The app reports a text key it cannot find (a route that does not load its texts' area), and
    // a server-rendered page the browser could not take over as it was (a hydration mismatch).
    const missingTexts: string[] = [];
    const hydrationErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      if (message.text().startsWith('[i18n] missing text')) missingTexts.push(message.text());
      if (message.text().startsWith(HYDRATION_ERROR)) hydrationErrors.push(message.text());
    });
    await use(page);
    expect(missingTexts, 'texts missing on screen').toEqual([]);
    if (!allowHydrationErrors) {
      expect(hydrationErrors, 'server-rendered pages the browser could not hydrate').toEqual([]);
    }
  },
  axe: async ({ page }, use, testInfo) => {
    let scans = 0;
    const blockingOf = (results: Awaited<ReturnType<typeof scan>>) =>
      results.violations.filter(
        (violation) => violation.impact === 'serious' || violation.impact === 'critical',
      );
    await use(async (options) => {
      const scanned = options?.page ?? page;
      let results = await scan(scanned, options);
      // Something that starts fading in while axe reads the page (a toast whose code loads on its
      // first use) is measured half-way: a violation must still be there on a second look.
      if (blockingOf(results).length > 0) results = await scan(scanned, options);
      scans += 1;
      await testInfo.attach(`axe-${scans}.json`, {
        body: JSON.stringify(results.violations, null, 2),
        contentType: 'application/json',
      });
      const blocking = blockingOf(results);
      expect(blocking.length, `axe on ${scanned.url()}:\n${formatViolations(blocking)}`).toBe(0);
    });
  },
});

/**
 * Places an order through the API as the checkout page does (a courier delivery in Cluj, an invoice
 * for a person), for journeys that need an order without clicking one together; answers the order.
 */
export async function placeOrderThroughApi<Order extends { id: number } = { id: number }>(
  request: APIRequestContext,
  options: {
    lines: { produs: number; cantitate: number }[];
    email: string;
    /** The customer's token; without one the order is a guest's. */
    token?: string;
    payment?: 'ramburs' | 'card' | 'transfer';
    /** The customer's note to the shop (`observatii`). */
    note?: string;
    /** The checkout visit the order converts (`sesiune_checkout`, abandoned checkout). */
    checkoutVisit?: string;
  },
): Promise<Order> {
  const response = await request.post('/api/comenzi/', {
    ...(options.token ? { headers: authHeader(options.token) } : {}),
    data: {
      produse: options.lines,
      email: options.email,
      telefon: '0722 123 456',
      nume: 'Popescu',
      prenume: 'Ana',
      livrare: {
        metoda: 'curier',
        judet: 'Cluj',
        localitate: 'Cluj-Napoca',
        adresa: 'Str. Memorandumului 1',
        cod_postal: '400114',
      },
      facturare: { tip: 'persoana_fizica' },
      plata: options.payment ?? 'ramburs',
      ...(options.note === undefined ? {} : { observatii: options.note }),
      ...(options.checkoutVisit === undefined ? {} : { sesiune_checkout: options.checkoutVisit }),
      accept_termeni: true,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as Order;
}

/**
 * Whether a product card is bought as it is: a product sold in variants (`are_variante`, sizes or
 * shades, docs/decisions/060) is bought by choosing one on its page, so journeys that put a listed
 * product straight into a cart or an order leave it out.
 */
export function soldAsItself(product: object): boolean {
  return !(product as { are_variante?: boolean }).are_variante;
}

/**
 * Fills the checkout form in Romanian as a shopper does: contact (the e-mail only when given: a
 * signed-in customer finds theirs filled in), a courier address in Cluj, cash on delivery, and the
 * terms accepted; leaves the order to be placed.
 */
export async function fillCheckoutForm(page: Page, options: { email?: string } = {}) {
  if (options.email !== undefined)
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(options.email);
  await page.getByRole('textbox', { name: 'Telefon mobil' }).fill('0722 123 456');
  await page.getByRole('textbox', { name: 'Nume', exact: true }).fill('Popescu');
  await page.getByRole('textbox', { name: 'Prenume', exact: true }).fill('Ana');
  await page.getByRole('combobox', { name: 'Județ' }).selectOption('Cluj');
  await page.getByRole('textbox', { name: 'Localitate' }).fill('Cluj-Napoca');
  await page.getByRole('textbox', { name: 'Adresă', exact: true }).fill('Str. Memorandumului 1, ap. 4');
  await page.getByRole('textbox', { name: 'Cod poștal' }).fill('400114');
  await page.getByRole('radio', { name: 'Numerar la livrare (ramburs)', exact: true }).check();
  await page.getByRole('checkbox', { name: /Am citit și accept/ }).check();
}

/** A product's stock by its SKU, as the admin's stock screen lists it (a size is its own row). */
export async function stockOfSku(request: APIRequestContext, token: string, sku: string): Promise<number> {
  const response = await request.get(`/api/admin/stock/?q=${encodeURIComponent(sku)}`, {
    headers: authHeader(token),
  });
  expect(response.status()).toBe(200);
  const { results } = (await response.json()) as { results: { sku: string | null; stock: number }[] };
  const row = results.find((item) => item.sku === sku);
  if (!row) throw new Error(`No stock row for ${sku}`);
  return row.stock;
}
