import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from '@playwright/test';
import {
  adminCredentials,
  authHeader,
  expect,
  login,
  placeOrderThroughApi,
  soldAsItself,
  test,
  uniqueSuffix,
} from '../fixtures';

const PHONE = { width: 390, height: 844 };

async function signInAsAdmin(page: Page, token: string) {
  await page.addInitScript((value) => {
    localStorage.setItem('token', value);
    localStorage.setItem('is_admin', 'true');
  }, token);
}

/** The mail's text part as written (quoted-printable soft breaks and "=3D" undone). */
async function mailTo(email: string): Promise<string> {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: this journey needs the harness-started server.');
  const folder = path.join(dataDir, 'mail');
  const find = async () => {
    const names = await readdir(folder).catch(() => [] as string[]);
    for (const name of names.filter((file) => file.endsWith('.eml'))) {
      const content = await readFile(path.join(folder, name), 'utf8').catch(() => '');
      if (content.includes(`To: ${email}`)) return content.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    }
    return '';
  };
  await expect
    .poll(find, { timeout: 20_000, message: `mail to ${email}` })
    .toContain('/admin/invitatie?token=');
  return find();
}

test.describe('admin operations: dashboard, staff, audit', () => {
  test("the dashboard shows today's order and the low-stock products", async ({ page, request, axe }) => {
    const { email, password } = adminCredentials();
    const token = await login(request, email, password);
    const list = await request.get('/api/produse/?per=50&in_stoc=true');
    const product = (await list.json()).results.find(
      (item: { stoc: number }) => item.stoc > 5 && soldAsItself(item),
    );
    const order = await placeOrderThroughApi(request, {
      lines: [{ produs: product.id, cantitate: 1 }],
      email: `panou-${uniqueSuffix()}@example.ro`,
    });
    const dashboard = await (
      await request.get('/api/admin/dashboard/', { headers: authHeader(token) })
    ).json();
    expect(dashboard.revenue_today.orders).toBeGreaterThanOrEqual(1);

    await signInAsAdmin(page, token);
    await page.goto('/admin/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Panou' })).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Meniu administrare' });
    await expect(nav.getByRole('listitem').first()).toHaveText('Panou');
    await expect(page.getByRole('link', { name: `Comanda nr. ${order.id}` })).toHaveAttribute(
      'href',
      `/admin/comenzi/${order.id}`,
    );
    await expect(page.getByRole('heading', { name: 'Produse cu stoc redus' })).toBeVisible();
    const low = dashboard.low_stock.products[0] as { titlu: string; stoc: number };
    expect(low.stoc).toBeLessThanOrEqual(5);
    await expect(page.getByRole('link', { name: low.titlu, exact: true }).first()).toHaveAttribute(
      'href',
      '/admin/stoc',
    );
    await expect(page.getByRole('img', { name: /Vânzări și încasări pe ultimele 30 de zile/ })).toBeVisible();
    await axe();
    await page.setViewportSize(PHONE);
    await expect(page.getByRole('heading', { level: 1, name: 'Panou' })).toBeVisible();
    await axe();
  });

  test('a superuser invites a staff member, who sets a password, signs in, and loses access when removed', async ({
    page,
    browser,
    request,
    axe,
  }) => {
    // Two browsers, three sign-ins (each a password hash) and axe: past 30 s with two shards running.
    test.setTimeout(90_000);
    const { email, password } = adminCredentials();
    const token = await login(request, email, password);
    await signInAsAdmin(page, token);
    await page.goto('/admin/personal');
    await expect(page.getByRole('heading', { level: 1, name: 'Personal' })).toBeVisible();
    await axe();

    const invited = `invitat-${uniqueSuffix()}@example.ro`;
    await page.getByRole('button', { name: 'Adaugă o persoană' }).click();
    const dialog = page.getByRole('dialog', { name: 'Adaugă în personal' });
    await expect(dialog.getByRole('combobox', { name: 'Cum' })).toHaveValue('invite');
    await dialog.getByRole('textbox', { name: 'Email' }).fill(invited);
    await dialog.getByRole('textbox', { name: 'Prenume' }).fill('Dana');
    await dialog.getByRole('button', { name: 'Adaugă' }).click();
    await expect(dialog).toBeHidden();
    const row = page.getByRole('row').filter({ hasText: invited });
    await expect(row).toContainText('Invitație în așteptare');
    // A new staff account opens no area until it holds a role (docs/decisions/055).
    await expect(row).toContainText('Fără rol');
    await row.getByRole('button', { name: `Roluri ${invited}` }).click();
    const roles = page.getByRole('dialog', { name: `Rolurile lui ${invited}` });
    await roles.getByRole('checkbox', { name: 'Magazin' }).check();
    await roles.getByRole('button', { name: 'Salvează' }).click();
    await expect(roles).toBeHidden();
    await expect(row).toContainText('Magazin');

    const mail = await mailTo(invited);
    const link = /https?:\/\/\S+?\/admin\/invitatie\?token=[0-9a-f]{64}/.exec(mail)?.[0];
    expect(link).toBeTruthy();

    const staffContext = await browser.newContext();
    const staffPage = await staffContext.newPage();
    const newPassword = `parola-personal-${uniqueSuffix()}`;
    await staffPage.goto(new URL(link!).pathname + new URL(link!).search);
    await expect(staffPage.getByRole('heading', { level: 1, name: 'Alege-ți parola' })).toBeVisible();
    await staffPage.getByLabel('Parola nouă').fill(newPassword);
    await staffPage.getByLabel('Confirmă parola').fill('altceva-decat-parola');
    await staffPage.getByRole('button', { name: 'Setează parola' }).click();
    await expect(staffPage.getByText('Parolele nu coincid.')).toBeVisible();
    await staffPage.getByLabel('Confirmă parola').fill(newPassword);
    await staffPage.getByRole('button', { name: 'Setează parola' }).click();
    await expect(staffPage.getByRole('status')).toHaveText('Parola a fost setată. Te poți autentifica acum.');

    await staffPage.goto('/admin/login?next=/admin/dashboard');
    await staffPage.getByRole('textbox', { name: 'Email' }).fill(invited);
    await staffPage.getByLabel('Parolă', { exact: true }).fill(newPassword);
    await staffPage.getByRole('button', { name: 'Autentificare' }).click();
    // The dashboard is not a "Magazin"'s: they land on the first screen their role opens.
    await expect(staffPage.getByRole('heading', { level: 1, name: 'Comenzi' })).toBeVisible();
    const staffNav = staffPage.getByRole('navigation', { name: 'Meniu administrare' });
    await expect(staffNav.getByRole('link', { name: 'Stoc' })).toBeVisible();
    await expect(staffNav.getByRole('link', { name: 'Personal' })).toHaveCount(0);

    // The link works once.
    const reuse = await request.post('/api/staff-invitations/accept/', {
      data: { token: new URL(link!).searchParams.get('token'), password: 'inca-o-parola-lunga' },
    });
    expect(reuse.status()).toBe(400);

    await page.reload();
    await row.getByRole('button', { name: /Retrage drepturile/ }).click();
    const confirm = page.getByRole('alertdialog', { name: `Retragi drepturile lui ${invited}?` });
    await confirm.getByRole('button', { name: 'Retrage drepturile' }).click();
    await expect(row).toHaveCount(0);

    // Signed out everywhere; signing in again, the admin pages send them to the customer sign-in.
    await staffPage.goto('/admin/dashboard');
    await expect(staffPage).toHaveURL(/\/login\?next=/);
    const again = await login(request, invited, newPassword);
    await staffContext.close();
    const customerContext = await browser.newContext();
    const customerPage = await customerContext.newPage();
    await customerPage.addInitScript((value) => {
      localStorage.setItem('token', value);
      localStorage.setItem('is_admin', 'false');
    }, again);
    await customerPage.goto('/admin/dashboard');
    await expect(customerPage).toHaveURL(/\/login\?next=\/admin$/);
    await customerContext.close();

    await page.setViewportSize(PHONE);
    await expect(page.getByRole('heading', { level: 1, name: 'Personal' })).toBeVisible();
    await axe();
  });

  test('an admin change appears in the audit log, filtered by who made it, with a link to the record', async ({
    page,
    request,
    axe,
  }) => {
    const { email, password } = adminCredentials();
    const token = await login(request, email, password);
    const promoted = `promovat-${uniqueSuffix()}@example.ro`;
    const created = await request.post('/api/admin/staff/', {
      headers: authHeader(token),
      data: { email: promoted, mode: 'create', password: `parola-lunga-${uniqueSuffix()}` },
    });
    expect(created.status()).toBe(201);

    await signInAsAdmin(page, token);
    await page.goto('/admin/audit');
    await expect(page.getByRole('heading', { level: 1, name: 'Jurnal de modificări' })).toBeVisible();
    await page.getByRole('combobox', { name: 'Cine' }).selectOption({ label: `${email} (Eu)` });
    await expect(page.getByRole('status', { name: 'Se încarcă…' })).toHaveCount(0);
    const entry = page.getByRole('row').filter({ hasText: promoted });
    await expect(entry.getByRole('link', { name: `Deschide Personal: ${promoted}` })).toHaveAttribute(
      'href',
      '/admin/personal',
    );
    await expect(entry).toContainText('Adăugare');
    await axe();
    await page.setViewportSize(PHONE);
    await expect(page.getByRole('heading', { level: 1, name: 'Jurnal de modificări' })).toBeVisible();
    await axe();
  });
});
