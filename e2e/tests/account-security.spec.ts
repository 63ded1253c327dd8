import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import {
  DECLINED_CONSENT,
  expect,
  login,
  mailedLink,
  registerCustomer,
  signInWithToken,
  test,
  uniqueSuffix,
} from '../fixtures';

function newCustomer() {
  const username = `e2e${uniqueSuffix()}`;
  return { username, email: `${username}@example.ro`, password: `Parola-${randomBytes(6).toString('hex')}!` };
}

async function signIn(page: Page, username: string, password: string) {
  await page.goto('/login?next=/contul-meu');
  await page.getByLabel('Utilizator sau email').fill(username);
  await page.getByLabel('Parolă', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Intră în cont' }).click();
  await expect(page).toHaveURL(/\/contul-meu$/);
}

const profile = (page: Page) => page.getByRole('region', { name: 'Profil' });
const security = (page: Page) => page.getByRole('region', { name: 'Securitate' });

test.describe('account security', () => {
  test('sign up, verify the address by the mailed link, change the password', async ({ page, axe }) => {
    const customer = newCustomer();
    await page.goto('/register?next=/contul-meu');
    await page.getByLabel('Nume de utilizator').fill(customer.username);
    await page.getByLabel('Email', { exact: true }).fill(customer.email);
    await page.getByLabel('Parolă', { exact: true }).fill(customer.password);
    await page.getByRole('checkbox', { name: /Sunt de acord/ }).check();
    await page.getByRole('button', { name: 'Creează contul' }).click();
    await expect(page).toHaveURL(/\/contul-meu$/);
    await expect(profile(page).getByText('Neconfirmat')).toBeVisible();
    await axe();

    const link = await mailedLink('email-verify-', customer.email, '/verificare');
    await page.goto(link);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Adresa de email a fost confirmată' }),
    ).toBeVisible();
    await axe();
    await page.getByRole('link', { name: 'Mergi la contul meu' }).click();
    await expect(profile(page).getByText('Confirmat', { exact: true })).toBeVisible();

    await profile(page).getByLabel('Telefon').fill('0722 123 456');
    await profile(page).getByRole('button', { name: 'Salvează' }).click();
    await expect(profile(page).getByRole('status')).toHaveText('Profilul a fost salvat.');

    const form = security(page).getByRole('group', { name: 'Schimbă parola' });
    await form.getByLabel('Parola actuală').fill(customer.password);
    await form.getByLabel('Parola nouă', { exact: true }).fill('parola-noua-123');
    await form.getByLabel('Repetă parola nouă').fill('parola-noua-124');
    await form.getByRole('button', { name: 'Schimbă parola' }).click();
    await expect(form.getByText('Parolele nu coincid.')).toBeVisible();
    await form.getByLabel('Repetă parola nouă').fill('parola-noua-123');
    await form.getByRole('button', { name: 'Schimbă parola' }).click();
    await expect(form.getByRole('status')).toContainText('Parola a fost schimbată.');

    await page.getByRole('button', { name: 'Deconectare' }).first().click();
    await expect(page).toHaveURL(/\/$/);
    await signIn(page, customer.username, 'parola-noua-123');
  });

  for (const { lang, prefix, texts } of [
    {
      lang: 'ro',
      prefix: '',
      texts: {
        done: 'Schimbarea adresei a fost oprită',
        invalid: 'Linkul nu este valid',
      },
    },
    {
      lang: 'en',
      prefix: '/en',
      texts: {
        done: 'The email change was stopped',
        invalid: 'The link is not valid',
      },
    },
  ]) {
    test(`the old address stops an email change by its mailed link (${lang})`, async ({
      page,
      request,
      axe,
    }) => {
      const customer = await registerCustomer(request);
      const newEmail = `nou.${customer.username}@example.ro`;
      await signInWithToken(page, customer.token);
      await page.goto('/contul-meu');
      const change = security(page).getByRole('group', { name: 'Schimbă adresa de email' });
      await change.getByLabel('Adresa nouă').fill(newEmail);
      await change.getByLabel('Parola', { exact: true }).fill(customer.password);
      await change.getByRole('button', { name: 'Trimite linkul de confirmare' }).click();
      await expect(change.getByText(`Ți-am trimis un link de confirmare la ${newEmail}.`)).toBeVisible();

      // The old address is told, with the way to stop it; the new one gets its confirmation.
      const cancel = await mailedLink('email-change-notice-', customer.email, '/anulare-schimbare-email');
      const confirm = await mailedLink('email-change-', newEmail, '/verificare');

      await page.goto(`${prefix}${cancel}`);
      await expect(page.getByRole('heading', { level: 1, name: texts.done })).toBeVisible();
      await expect(page.getByRole('main').getByText(customer.email, { exact: false })).toBeVisible();
      await axe();

      // The change no longer applies: its confirmation link is dead and the account keeps its address.
      await page.goto(`${prefix}${confirm}`);
      await expect(page.getByRole('heading', { level: 1, name: texts.invalid })).toBeVisible();
      const token = await login(request, customer.email, customer.password);
      const profile = await request.get('/api/account/profile/', {
        headers: { authorization: `Token ${token}` },
      });
      expect(profile.status()).toBe(200);
      expect(await profile.json()).toMatchObject({ email: customer.email, pending_email: null });
    });
  }

  test('reset a forgotten password by the mailed link', async ({ page, request, axe }) => {
    const customer = newCustomer();
    expect((await request.post('/api/register/', { data: customer })).status()).toBe(201);

    await page.goto('/login');
    await page.getByRole('link', { name: 'Ai uitat parola?' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Ai uitat parola?' })).toBeVisible();
    await page.getByLabel('Email', { exact: true }).fill('nu-e-email');
    await page.getByRole('button', { name: 'Trimite linkul' }).click();
    await expect(page.getByText('Introdu un email valid.')).toBeVisible();
    await axe();
    await page.getByLabel('Email', { exact: true }).fill(customer.email);
    await page.getByRole('button', { name: 'Trimite linkul' }).click();
    await expect(page.getByRole('status')).toContainText('Dacă există un cont cu această adresă');

    const link = await mailedLink('password-reset-', customer.email, '/resetare-parola');
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1, name: 'Alege o parolă nouă' })).toBeVisible();
    await page.getByLabel('Parola nouă', { exact: true }).fill('parola-resetata-1');
    await page.getByLabel('Repetă parola nouă').fill('parola-resetata-1');
    await page.getByRole('button', { name: 'Salvează parola' }).click();
    await expect(page.getByRole('status')).toContainText('Parola a fost schimbată.');
    await axe();

    // The link worked once.
    await page.goto(link);
    await page.getByLabel('Parola nouă', { exact: true }).fill('alta-parola-12');
    await page.getByLabel('Repetă parola nouă').fill('alta-parola-12');
    await page.getByRole('button', { name: 'Salvează parola' }).click();
    await expect(page.getByRole('alert')).toHaveText('Linkul nu este valid sau a fost deja folosit.');

    await signIn(page, customer.email, 'parola-resetata-1');
  });

  test('sign out everywhere ends the session on another device too', async ({ page, browser }) => {
    const customer = newCustomer();
    expect((await page.request.post('/api/register/', { data: customer })).status()).toBe(201);
    const other = await browser.newContext();
    try {
      const otherPage = await other.newPage();
      await otherPage.addInitScript(
        `localStorage.setItem('cookie-consent-v2', ${JSON.stringify(DECLINED_CONSENT)});`,
      );
      await signIn(otherPage, customer.username, customer.password);
      await signIn(page, customer.username, customer.password);

      await security(page).getByRole('button', { name: 'Deconectează-mă peste tot' }).click();
      await expect(page).toHaveURL(/\/$/);
      await page.goto('/contul-meu');
      await expect(page).toHaveURL(/\/login\?next=\/contul-meu$/);

      await otherPage.reload();
      await expect(otherPage).toHaveURL(/\/login\?next=\/contul-meu$/);
    } finally {
      await other.close();
    }
  });
});
