import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { adminCredentials, expect, login, placeOrderThroughApi, registerCustomer, test } from '../fixtures';
import { createProduct } from '../admin-products';

// Several admin pages, orders and mails per journey on a two-core machine.
test.describe.configure({ timeout: 90_000 });

type Product = { id: number; slug: string; stoc: number };
type PlacedOrder = { id: number; total: string; payment_url?: string };

const PHONE = { width: 390, height: 844 };

/**
 * A product of its own with enough on the shelf: the journeys running beside this one buy the
 * shop's products, and this one counts its product's stock to the unit.
 */
async function someProduct(request: APIRequestContext): Promise<Product> {
  const staff = await login(request, adminCredentials().email, adminCredentials().password);
  const made = await createProduct(request, staff, { stoc: 50 });
  return { id: made.id, slug: made.slug, stoc: 50 };
}

async function stockOf(request: APIRequestContext, slug: string): Promise<number> {
  const response = await request.get(`/api/produse/${slug}/`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { stoc: number }).stoc;
}

/** A customer (signed in) places an order through the shop's API, as the checkout page does. */
async function placeOrder(
  request: APIRequestContext,
  product: Product,
  options: { payment: 'ramburs' | 'card'; quantity?: number },
): Promise<{ order: PlacedOrder; email: string }> {
  const customer = await registerCustomer(request);
  const order = await placeOrderThroughApi<PlacedOrder>(request, {
    lines: [{ produs: product.id, cantitate: options.quantity ?? 1 }],
    email: customer.email,
    token: customer.token,
    payment: options.payment,
  });
  return { order, email: customer.email };
}

/** Staff's token in localStorage, as the admin sign-in leaves it. */
async function signInAsStaff(page: Page, request: APIRequestContext) {
  const { email, password } = adminCredentials();
  const token = await login(request, email, password);
  await page.addInitScript((value) => {
    localStorage.setItem('token', value);
    localStorage.setItem('is_admin', 'true');
    localStorage.setItem(
      'cookie-consent-v2',
      JSON.stringify({
        ad_storage: 'denied',
        ad_user_data: 'denied',
        ad_personalization: 'denied',
        analytics_storage: 'denied',
      }),
    );
  }, token);
}

/** A mail whose Message-ID starts with `key`, written as .eml under the harness's $DATA_DIR/mail. */
async function expectMail(key: string, to: string) {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) {
    test.info().annotations.push({ type: 'mail not checked', description: 'E2E_DATA_DIR is not set.' });
    return;
  }
  const folder = path.join(dataDir, 'mail');
  const find = async () => {
    const names = await readdir(folder).catch(() => [] as string[]);
    for (const name of names.filter((file) => file.endsWith('.eml'))) {
      const content = await readFile(path.join(folder, name), 'utf8').catch(() => '');
      if (content.includes(`<${key}`)) return content;
    }
    return '';
  };
  await expect.poll(find, { timeout: 20_000, message: `mail ${key}` }).toContain(`To: ${to}`);
}

async function openOrder(page: Page, id: number) {
  await page.goto('/admin/comenzi');
  await expect(page.getByRole('heading', { level: 1, name: 'Comenzi' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Caută comandă' }).fill(String(id));
  await page.getByRole('link', { name: `Deschide comanda nr. ${id}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(`Comanda nr. ${id}`) })).toBeVisible();
}

const statusButton = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

test.describe('orders admin', () => {
  test('staff take an order from placed to delivered, and the customer is mailed', async ({
    page,
    request,
    axe,
  }) => {
    const product = await someProduct(request);
    const { order, email } = await placeOrder(request, product, { payment: 'ramburs' });
    await signInAsStaff(page, request);

    await page.goto('/admin/comenzi');
    await expect(page.getByRole('link', { name: `Deschide comanda nr. ${order.id}` })).toBeVisible();
    await axe();
    await openOrder(page, order.id);
    await axe();

    await statusButton(page, 'Începe procesarea').click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('În procesare');
    await page.getByRole('textbox', { name: 'Notă (opțional)' }).fill('AWB 1234567890');
    await statusButton(page, 'Marchează expediată').click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Expediată');
    await statusButton(page, 'Marchează livrată').click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Livrată');
    await expect(page.getByText('Nicio schimbare de status posibilă.')).toBeVisible();
    await expect(page.getByText('AWB 1234567890')).toBeVisible();

    await expectMail(`order-${order.id}-shipped@`, email);
    await expectMail(`order-${order.id}-delivered@`, email);

    await page.getByRole('textbox', { name: 'Notă nouă' }).fill('Clientul a confirmat primirea.');
    await page.getByRole('button', { name: 'Adaugă nota' }).click();
    await expect(page.getByText('Clientul a confirmat primirea.')).toBeVisible();
  });

  test('cancelling asks first and puts the stock back', async ({ page, request }) => {
    const product = await someProduct(request);
    const { order } = await placeOrder(request, product, { payment: 'ramburs', quantity: 2 });
    const before = await stockOf(request, product.slug);
    await signInAsStaff(page, request);
    await openOrder(page, order.id);

    await statusButton(page, 'Anulează comanda').click();
    const dialog = page.getByRole('alertdialog', { name: `Anulezi comanda nr. ${order.id}?` });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Nu, păstrează' }).click();
    await expect(dialog).toBeHidden();
    expect(await stockOf(request, product.slug)).toBe(before);

    await statusButton(page, 'Anulează comanda').click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Da, anulează' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Anulată');
    await expect.poll(() => stockOf(request, product.slug)).toBe(before + 2);
  });

  test('a paid card order is refunded in full and reads as refunded', async ({ page, request, axe }) => {
    const product = await someProduct(request);
    const { order, email } = await placeOrder(request, product, { payment: 'card' });
    expect(order.payment_url).toBeTruthy();
    // The sandbox card page the e2e server uses in place of Stripe.
    await page.goto(order.payment_url!);
    await page.getByRole('button', { name: 'Aprobă plata' }).click();
    await page.waitForURL(/\/success/);

    await signInAsStaff(page, request);
    await openOrder(page, order.id);
    for (const step of ['Începe procesarea', 'Marchează expediată', 'Marchează livrată']) {
      await statusButton(page, step).click();
      await expect(statusButton(page, step)).toBeHidden();
    }
    await page.getByRole('button', { name: 'Rambursează' }).click();
    const dialog = page.getByRole('dialog', { name: `Rambursare pentru comanda nr. ${order.id}` });
    await expect(dialog.getByRole('textbox', { name: 'Suma (lei)' })).toHaveValue(order.total);
    await axe();
    await dialog.getByRole('button', { name: 'Înregistrează rambursarea' }).click();
    await expect(dialog.getByText('Scrie motivul rambursării.')).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Motiv' }).fill('Produs returnat');
    // The sandbox stands in for the processor: a card refund is made there by staff, then recorded.
    await expect(dialog.getByText(/^Aplicația nu trimite nimic procesatorului de plăți/)).toBeVisible();
    await dialog
      .getByRole('checkbox', { name: 'Am rambursat deja suma din contul procesatorului de plăți.' })
      .check();
    await dialog.getByRole('button', { name: 'Înregistrează rambursarea' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Rambursată');
    await expect(page.getByText(/Produs returnat/).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Rambursează' })).toHaveCount(0);
    await expectMail(`order-${order.id}-refund-`, email);
  });

  test('a manual card refund waits for its transfer; confirming it mails the customer', async ({
    page,
    request,
    axe,
  }) => {
    const product = await someProduct(request);
    const { order, email } = await placeOrder(request, product, { payment: 'card' });
    await page.goto(order.payment_url!);
    await page.getByRole('button', { name: 'Aprobă plata' }).click();
    await page.waitForURL(/\/success/);

    await signInAsStaff(page, request);
    await openOrder(page, order.id);
    await page.getByRole('button', { name: 'Rambursează' }).click();
    const dialog = page.getByRole('dialog', { name: `Rambursare pentru comanda nr. ${order.id}` });
    await dialog.getByRole('textbox', { name: 'Suma (lei)' }).fill('10,00');
    await dialog.getByRole('textbox', { name: 'Motiv' }).fill('Ambalaj lovit');
    await dialog.getByRole('combobox', { name: 'Metoda' }).selectOption('card');
    await expect(dialog.getByText(/rămâne „Transfer de făcut” până confirmi aici/)).toBeVisible();
    // Not ticked: the money has not left yet.
    await dialog.getByRole('button', { name: 'Înregistrează rambursarea' }).click();
    await expect(dialog).toBeHidden();

    const refunds = page.getByRole('listitem').filter({ hasText: 'Ambalaj lovit' });
    await expect(refunds.getByText('Transfer de făcut')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).not.toContainText('Rambursată');
    await axe();

    await refunds.getByRole('button', { name: 'Am făcut transferul' }).click();
    const ask = page.getByRole('alertdialog', { name: 'Ai trimis clientului 10,00 lei?' });
    await expect(ask.getByText(/Confirmă doar după ce ai rambursat suma/)).toBeVisible();
    await axe();
    await ask.getByRole('button', { name: 'Da, banii au plecat' }).click();
    await expect(ask).toBeHidden();
    await expect(refunds.getByText(/Transfer confirmat/)).toBeVisible();
    await expect(refunds.getByRole('button', { name: 'Am făcut transferul' })).toHaveCount(0);
    await expectMail(`order-${order.id}-refund-`, email);
  });

  test('list and detail pass axe on a phone', async ({ page, request, axe }) => {
    const product = await someProduct(request);
    const { order } = await placeOrder(request, product, { payment: 'ramburs' });
    await page.setViewportSize(PHONE);
    await signInAsStaff(page, request);
    await page.goto('/admin/comenzi');
    await expect(page.getByRole('link', { name: `Deschide comanda nr. ${order.id}` })).toBeVisible();
    await axe();
    await page.getByRole('link', { name: `Deschide comanda nr. ${order.id}` }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: new RegExp(`Comanda nr. ${order.id}`) }),
    ).toBeVisible();
    await axe();
    await page.getByRole('link', { name: 'Tipărește lista de colet' }).click();
    await expect(page.getByRole('heading', { level: 1, name: /Listă de colet/ })).toBeVisible();
    await axe();
  });
});
