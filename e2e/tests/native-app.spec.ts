import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { APIRequestContext, Browser, BrowserContext, Page, Request } from '@playwright/test';
import {
  authHeader,
  expect,
  registerCustomer,
  staffToken,
  test,
  uniqueSuffix,
  soldAsItself,
} from '../fixtures';
import { APP_ORIGIN, FakeNative, type FakeNativeOptions, serveSyncedBundle } from '../native-app';

/**
 * The Android app as a phone runs it: the synced bundle (`npm run app:sync`, pointed at this run's
 * server) at https://localhost, Capacitor's own bridge with the native side played in Node, and
 * the real API across origins, with no cookie.
 */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  // Building the app's bundle for this run's server (its port changes each run) and syncing it.
  test.setTimeout(300_000);
  execFileSync('npm', ['run', 'app:sync'], {
    cwd: root,
    env: { ...process.env, APP_API_ORIGIN: process.env.E2E_BASE_URL },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
});

const CONSENT = JSON.stringify({
  ad_storage: 'denied',
  ad_user_data: 'denied',
  ad_personalization: 'denied',
  analytics_storage: 'denied',
});

type App = { context: BrowserContext; page: Page; native: FakeNative; apiRequests: Request[] };

async function openApp(browser: Browser, options: FakeNativeOptions & { token?: string } = {}): Promise<App> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    locale: 'ro-RO',
    serviceWorkers: 'block',
  });
  const native = await FakeNative.install(context, options);
  await serveSyncedBundle(context);
  await context.addInitScript(
    ([consent, token]) => {
      localStorage.setItem('seenSplash', 'true');
      if (!localStorage.getItem('cookie-consent-v2')) localStorage.setItem('cookie-consent-v2', consent);
      if (token && !localStorage.getItem('token')) localStorage.setItem('token', token);
    },
    [CONSENT, options.token ?? ''] as const,
  );
  const page = await context.newPage();
  const apiRequests: Request[] = [];
  const api = new URL(process.env.E2E_BASE_URL!).origin;
  page.on('request', (request) => {
    if (request.url().startsWith(`${api}/api/`)) apiRequests.push(request);
  });
  return { context, page, native, apiRequests };
}

/** What the FCM stand-in (started by the global setup) received for `token`. */
async function pushesTo(token: string): Promise<{ url: string; title: string }[]> {
  const response = await fetch(`${process.env.E2E_FCM_URL}/messages`);
  const messages = (await response.json()) as { token: string; url: string; title: string }[];
  return messages.filter((message) => message.token === token);
}

async function noCookieReachedTheApi(app: App) {
  expect(app.apiRequests.length).toBeGreaterThan(0);
  for (const request of app.apiRequests) {
    expect((await request.allHeaders()).cookie, `${request.method()} ${request.url()}`).toBeUndefined();
  }
}

async function inStockProduct(request: APIRequestContext) {
  const response = await request.get('/api/produse/?per=30&page=1&ordering=-id&in_stoc=1');
  const { results } = (await response.json()) as {
    results: { id: number; slug: string; titlu: string; stoc: number }[];
  };
  const product = results.filter(soldAsItself).find((candidate) => candidate.stoc >= 5);
  if (!product) throw new Error('No product with stock of 5 or more');
  return product;
}

test('push granted: the status bar first, the token reaches the shop, a notification opens its page', async ({
  browser,
  request,
}) => {
  const customer = await registerCustomer(request);
  const pushToken = `fcm-app-${randomUUID()}`;
  const app = await openApp(browser, { pushAnswer: 'granted', pushToken, token: customer.token });
  const uploaded = app.page.waitForResponse(
    (response) => response.url().endsWith('/api/devices/') && response.request().method() === 'POST',
  );
  await app.page.goto(`${APP_ORIGIN}/`);
  const device = await uploaded;
  expect(device.status(), await device.text()).toBe(200);
  expect(device.request().postDataJSON()).toMatchObject({
    token: pushToken,
    platform: 'android',
    token_kind: 'fcm',
    locale: 'ro',
  });

  // Contract §1: the status bar is set before push permission is asked.
  const order = app.native.calls.map((call) => `${call.pluginId}.${call.methodName}`);
  expect(order.indexOf('StatusBar.setStyle')).toBeGreaterThanOrEqual(0);
  expect(order.indexOf('StatusBar.setStyle')).toBeLessThan(
    order.indexOf('PushNotifications.requestPermissions'),
  );
  expect(app.native.callsTo('PushNotifications', 'register')).toHaveLength(1);

  // The device is the customer's: staff reach it by choosing the customer.
  const staff = await staffToken(request);
  const { id: customerId } = (await (
    await request.get('/api/user/', { headers: authHeader(customer.token) })
  ).json()) as { id: number };
  const sent = await request.post('/api/admin/notifications/', {
    headers: { ...authHeader(staff), 'Idempotency-Key': randomUUID() },
    data: {
      title: 'Apă termală la jumătate de preț',
      body: 'Doar azi.',
      url: '/produse',
      audience: 'customer',
      customer_id: customerId,
    },
  });
  expect(sent.status(), await sent.text()).toBe(200);
  expect(await sent.json()).toEqual({ reached: 1 });
  await expect
    .poll(() => pushesTo(pushToken), { timeout: 20_000 })
    .toEqual([expect.objectContaining({ url: '/produse', title: 'Apă termală la jumătate de preț' })]);

  // The customer taps it: the app opens the shop's page it points at, and nothing else.
  await app.native.fire('PushNotifications', 'pushNotificationActionPerformed', {
    actionId: 'tap',
    notification: { id: '1', data: { url: '/produse' } },
  });
  await expect(app.page).toHaveURL(`${APP_ORIGIN}/produse`);
  await expect(app.page.getByRole('heading', { level: 1 })).toBeVisible();
  await app.native.fire('PushNotifications', 'pushNotificationActionPerformed', {
    actionId: 'tap',
    notification: { id: '2', data: { url: 'https://evil.example/' } },
  });
  await expect(app.page).toHaveURL(`${APP_ORIGIN}/produse`);
  await noCookieReachedTheApi(app);
  await app.context.close();
});

test('push refused: a warning in Romanian and no registration', async ({ browser }) => {
  const app = await openApp(browser, { pushAnswer: 'denied' });
  const warnings: string[] = [];
  app.page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  await app.page.goto(`${APP_ORIGIN}/`);
  await expect.poll(() => app.native.callsTo('PushNotifications', 'requestPermissions').length).toBe(1);
  await expect.poll(() => warnings).toContain('Permisiunea pentru notificări a fost refuzată');
  expect(app.native.callsTo('PushNotifications', 'register')).toHaveLength(0);
  await app.context.close();
});

test('a purchase by card in the system browser comes back into the app, and a review is posted', async ({
  browser,
  request,
  axe,
}) => {
  const product = await inStockProduct(request);
  const app = await openApp(browser, { pushAnswer: 'denied' });
  const { page, native } = app;
  await page.goto(`${APP_ORIGIN}/produs/${product.slug}`);
  const buyBox = page.getByRole('region', { name: product.titlu });
  await buyBox.getByRole('button', { name: 'Adaugă în coș' }).click();
  await page.goto(`${APP_ORIGIN}/checkout`);

  const email = `app-${uniqueSuffix()}@example.ro`;
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Telefon mobil' }).fill('0722 123 456');
  await page.getByRole('textbox', { name: 'Nume', exact: true }).fill('Popescu');
  await page.getByRole('textbox', { name: 'Prenume', exact: true }).fill('Ana');
  await page.getByRole('combobox', { name: 'Județ' }).selectOption('Cluj');
  await page.getByRole('textbox', { name: 'Localitate' }).fill('Cluj-Napoca');
  await page.getByRole('textbox', { name: 'Adresă', exact: true }).fill('Str. Memorandumului 1');
  await page.getByRole('textbox', { name: 'Cod poștal' }).fill('400114');
  await page.getByRole('radio', { name: 'Card online', exact: true }).check();
  await page.getByRole('checkbox', { name: /Am citit și accept/ }).check();
  await page.getByRole('button', { name: 'Comandă cu obligație de plată' }).click();

  // The card page opens in the system browser, not in the app's web view.
  await expect.poll(() => native.callsTo('Browser', 'open').length).toBe(1);
  const paymentUrl = String(native.callsTo('Browser', 'open')[0]!.options.url);
  expect(paymentUrl).toMatch(/\/api\/payments\/sandbox\/pay\//);
  expect(page.url()).toMatch(new RegExp(`^${APP_ORIGIN}/`));

  // The system browser: a link into the app's scheme is the operating system's to hand over,
  // so this one takes it from the redirect and shows a blank page in its place.
  const systemBrowser = await browser.newContext();
  let deepLink = '';
  await systemBrowser.route(/\/api\/payments\//, async (route) => {
    const response = await route.fetch({ maxRedirects: 0 });
    const location = response.headers().location ?? '';
    if (!location.startsWith('ro.salvia.shop://')) return route.fulfill({ response });
    deepLink = location;
    return route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Salvia</title>' });
  });
  const card = await systemBrowser.newPage();
  await card.goto(paymentUrl);
  await card.getByRole('button', { name: 'Aprobă plata' }).click();
  await expect.poll(() => deepLink).toMatch(/^ro\.salvia\.shop:\/\/app\/success\?/);
  await systemBrowser.close();

  // The operating system hands the link to the app.
  await native.fire('App', 'appUrlOpen', { url: deepLink });
  await expect(page).toHaveURL(/\/success\?/);
  await expect(
    page.getByRole('heading', { level: 1, name: /Comanda #\d+ a fost (plasată|înregistrată)/ }),
  ).toBeVisible();
  await axe({ page });

  // A review from the app: CSRF by the signed token of GET /api/csrf/, not by a cookie.
  await page.goto(`${APP_ORIGIN}/produs/${product.slug}`);
  await page.getByRole('tab', { name: /^Recenzii/ }).click();
  const form = page.getByRole('form', { name: 'Scrie o recenzie' });
  await form.getByLabel('Numele tău').fill('Ana din aplicație');
  await form
    .locator('label')
    .filter({ has: page.getByRole('radio', { name: '5 stele' }) })
    .click();
  await form.getByLabel('Recenzia ta').fill(`Comandată din aplicație. ${uniqueSuffix()}`);
  const posted = page.waitForResponse(
    (response) => response.url().endsWith('/api/recenzii/') && response.request().method() === 'POST',
  );
  await form.getByRole('button', { name: 'Trimite recenzia' }).click();
  expect((await posted).status()).toBe(201);
  await noCookieReachedTheApi(app);
  await app.context.close();
});
