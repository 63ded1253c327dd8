import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { authHeader, expect, registerCustomer, signInWithToken, staffToken, test } from '../fixtures';

/** What the FCM stand-in (started by the global setup, the server's FCM_API_URL) received. */
type ReceivedPush = { token: string; title: string; body: string; url: string; tag: string | null };

function fcmStandIn(): string {
  const url = process.env.E2E_FCM_URL;
  expect(url, 'E2E_FCM_URL is set by the global setup, which starts the FCM stand-in').toBeTruthy();
  return url!;
}

/** A phone with the app, signed in as the customer: its token registered as the app sends it. */
async function customerWithPhone(request: APIRequestContext) {
  const customer = await registerCustomer(request);
  const token = `fcm-e2e-${randomUUID()}`;
  const registered = await request.post('/api/devices/', {
    headers: authHeader(customer.token),
    data: { token, platform: 'android', token_kind: 'fcm', locale: 'ro', app_version: '1.0.0' },
  });
  expect(registered.status(), await registered.text()).toBe(200);
  return { email: customer.email, token };
}

const LANGUAGES = [
  {
    name: 'Romanian',
    prefix: '',
    heading: 'Notificări',
    title: 'Titlu',
    body: 'Text',
    link: 'Link',
    customer: 'Unui client',
    search: 'Caută clientul după email, nume sau telefon',
    choose: (email: string) => `Alege ${email}`,
    send: 'Trimite notificarea',
    reached: 'Notificarea a plecat către 1 dispozitiv.',
    badLink: /Linkul este o pagină a magazinului/,
  },
  {
    name: 'English',
    prefix: '/en',
    heading: 'Notifications',
    title: 'Title',
    body: 'Text',
    link: 'Link',
    customer: 'One customer',
    search: 'Find the customer by email, name or phone',
    choose: (email: string) => `Choose ${email}`,
    send: 'Send the notification',
    reached: 'The notification went out to 1 device.',
    badLink: /The link is a page of the shop/,
  },
] as const;

test.describe('staff send a push notification from Notificări', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const language of LANGUAGES) {
    test(`in ${language.name}, on a phone: to one customer, which reaches their phone through FCM`, async ({
      page,
      request,
      axe,
    }) => {
      test.slow();
      const fcm = fcmStandIn();
      const phone = await customerWithPhone(request);
      await signInWithToken(page, await staffToken(request), { admin: true });

      await page.goto(`${language.prefix}/admin/notificari`);
      await expect(page.getByRole('heading', { level: 1, name: language.heading })).toBeVisible();
      await axe();

      const title = `Coletul tău ${randomUUID().slice(0, 8)}`;
      await page.getByLabel(language.title, { exact: true }).fill(title);
      await page.getByLabel(language.body, { exact: true }).fill('A plecat azi spre tine.');

      // A link to another site is refused before anything is sent.
      await page.getByLabel(language.link, { exact: true }).fill('https://alt-site.example/oferta');
      await page.getByRole('radio', { name: language.customer }).check();
      await page.getByLabel(language.search).fill(phone.email);
      await page.getByRole('button', { name: language.choose(phone.email) }).click();
      await page.getByRole('button', { name: language.send }).click();
      await expect(page.getByText(language.badLink)).toBeVisible();
      await expect(page.getByLabel(language.link, { exact: true })).toHaveAttribute('aria-invalid', 'true');
      await axe();

      await page.getByLabel(language.link, { exact: true }).fill('/contul-meu/comenzi');
      await page.getByRole('button', { name: language.send }).click();
      await expect(page.getByRole('status').filter({ hasText: language.reached })).toBeVisible();
      await axe();

      // The worker delivers it to FCM (the stand-in), with the link in its data.
      await expect
        .poll(async () => {
          const received = (await (await request.get(`${fcm}/messages`)).json()) as ReceivedPush[];
          return received.find((message) => message.token === phone.token) ?? null;
        })
        .toEqual({
          token: phone.token,
          title,
          body: 'A plecat azi spre tine.',
          url: '/contul-meu/comenzi',
          tag: expect.stringMatching(/^salvia-\d+$/),
        });
      // Nothing reached the admin's page sideways on a phone.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    });
  }
});
