import type { APIRequestContext } from '@playwright/test';
import { CART_KEY, type CartProduct, cartLine, storedCart } from '../cart-storage';
import {
  authHeader,
  expect,
  mailedMessage,
  placeOrderThroughApi,
  signInWithToken,
  soldAsItself,
  staffToken,
  test,
  uniqueSuffix,
} from '../fixtures';

/**
 * /admin/setari: the shop's identity and figures are one source. A superuser changes them and the
 * shop follows at once: the footer, the information pages (server-rendered too), the cart, the
 * order's price and the mails. The journey puts the demo values back whatever happens, since every
 * other journey reads them.
 */

test.describe.configure({ timeout: 90_000 });

type Settings = Record<string, unknown>;

async function currentSettings(request: APIRequestContext): Promise<Settings> {
  const response = await request.get('/api/shop/');
  expect(response.status()).toBe(200);
  return (await response.json()) as Settings;
}

/** The settings as staff read and send them: the published ones and the shop's own choices. */
async function adminSettings(request: APIRequestContext, token: string): Promise<Settings> {
  const response = await request.get('/api/admin/settings/', { headers: authHeader(token) });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { settings: Settings }).settings;
}

async function restore(request: APIRequestContext, token: string, settings: Settings): Promise<void> {
  const response = await request.put('/api/admin/settings/', { headers: authHeader(token), data: settings });
  expect(response.status(), await response.text()).toBe(200);
}

/** A product of at most 100 lei in stock, for a cart below the new free-shipping threshold. */
async function cheapProduct(request: APIRequestContext): Promise<CartProduct> {
  const response = await request.get('/api/produse/?per=40&page=1&ordering=price');
  const { results } = (await response.json()) as { results: CartProduct[] };
  const product = results.find(
    (item) => item.stoc >= 2 && Number(item.pret_redus ?? item.pret) <= 100 && soldAsItself(item),
  );
  expect(product, 'a product of at most 100 lei in stock').toBeDefined();
  return product!;
}

test('a superuser changes the shop settings and the shop follows at once', async ({
  page,
  browser,
  request,
  axe,
}) => {
  const token = await staffToken(request);
  const demo = await currentSettings(request);
  const demoAdmin = await adminSettings(request, token);
  expect(demoAdmin.order_notifications).toBe(true);
  const company = `Verbena Cosmetice ${uniqueSuffix().slice(-4)} SRL`;
  try {
    const admin = await browser.newContext();
    const adminPage = await admin.newPage();
    await signInWithToken(adminPage, token, { admin: true });
    await adminPage.goto('/admin/setari');
    const form = adminPage.getByRole('form', { name: 'Setări magazin' });
    await expect(form.getByRole('textbox', { name: 'Denumirea firmei' })).toHaveValue(
      String(demo.company_name),
    );
    await axe({ page: adminPage });

    // A return right below the legal 14 days is refused beside its field, before anything is sent.
    await form.getByRole('textbox', { name: 'Drept de retur (zile)' }).fill('10');
    await form.getByRole('button', { name: 'Salvează' }).click();
    await expect(form.getByText('Între 14 și 365 de zile.')).toBeVisible();

    await form.getByRole('textbox', { name: 'Denumirea firmei' }).fill(company);
    await form.getByRole('textbox', { name: 'Telefon' }).fill('0745 123 456');
    await form.getByRole('textbox', { name: 'Costul livrării (lei)' }).fill('19,90');
    await form.getByRole('textbox', { name: 'Livrare gratuită de la (lei)' }).fill('300');
    await form.getByRole('textbox', { name: 'Livrare în maximum (zile lucrătoare)' }).fill('5');
    await form.getByRole('textbox', { name: 'Drept de retur (zile)' }).fill('45');
    // The shop's mails about its own orders and return requests: on until staff turn them off.
    const notifications = form.getByRole('checkbox', {
      name: 'Trimite-mi un email la fiecare comandă nouă și la fiecare cerere de retur',
    });
    await expect(notifications).toBeChecked();
    await notifications.press('Space');
    await expect(notifications).not.toBeChecked();
    await form.getByRole('button', { name: 'Salvează' }).click();
    await expect(adminPage.locator('[data-sonner-toast]')).toContainText('Modificările au fost salvate.');
    await expect(adminPage.getByText(/^Ultima modificare: /)).toBeVisible();
    expect((await adminSettings(request, token)).order_notifications).toBe(false);
    // Read again, in English: the choice is kept and named in the admin's language.
    await adminPage.goto('/en/admin/setari');
    await expect(
      adminPage.getByRole('checkbox', { name: 'Email me about every new order and every return request' }),
    ).not.toBeChecked();
    await admin.close();

    // The server renders the information pages with the new values from the next request on.
    const html = await (await request.get('/detalii-livrare')).text();
    expect(html).toContain(company);
    expect(html).toContain('19,90 lei');

    await page.goto('/detalii-livrare');
    const main = page.getByRole('main');
    await expect(main.getByText('de la 300,00 lei').first()).toBeVisible();
    await expect(main.getByText('1–5 zile lucrătoare').first()).toBeVisible();
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByText(`${company} · CUI ${String(demo.cui)}`, { exact: false })).toBeVisible();
    await expect(footer.getByText('Drept de retur în 45 de zile')).toBeVisible();
    await expect(
      page.getByRole('banner').getByText('Livrare gratuită pentru comenzi de la 300,00 lei'),
    ).toBeVisible();

    await page.goto('/contact');
    await expect(page.getByRole('link', { name: '0745 123 456' })).toHaveAttribute(
      'href',
      'tel:+40745123456',
    );
    await expect(page.getByRole('main').getByText(company)).toBeVisible();

    // The cart prices with the new cost and threshold.
    const product = await cheapProduct(request);
    await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
      CART_KEY,
      storedCart([cartLine(product, 1)]),
    ] as const);
    await page.goto('/cart');
    const summary = page.getByRole('region', { name: 'Sumarul comenzii' });
    await expect(
      summary.getByText('Livrare', { exact: true }).locator('xpath=following-sibling::dd[1]'),
    ).toHaveText('19,90 lei');
    await expect(summary.getByText(/pentru livrare gratuită$/)).toBeVisible();
    await axe();

    // The server prices the order the same way, and signs its mail with the new identity.
    const email = `setari${uniqueSuffix()}@example.ro`;
    const order = await placeOrderThroughApi<{ id: number; shipping_cost: string }>(request, {
      lines: [{ produs: product.id, cantitate: 1 }],
      email,
    });
    expect(order.shipping_cost).toBe('19.90');
    const mail = await mailedMessage(`order-${order.id}-`, email);
    expect(mail).toContain(`${company} · CUI ${String(demo.cui)}`);
  } finally {
    await restore(request, token, demoAdmin);
  }
  expect(await currentSettings(request)).toEqual(demo);
  expect(await adminSettings(request, token)).toEqual(demoAdmin);
});
