import type { APIRequestContext, Page } from '@playwright/test';
import {
  authHeader,
  DECLINED_CONSENT,
  expect,
  placeOrderThroughApi,
  registerCustomer,
  signInWithToken,
  soldAsItself,
  staffToken,
  test,
  uniqueSuffix,
} from '../fixtures';

// Several admin pages on a two-core machine.
test.describe.configure({ timeout: 120_000 });

type Product = { id: number; stoc: number };

async function someProduct(request: APIRequestContext): Promise<Product> {
  const response = await request.get('/api/produse/?per=30&page=1&ordering=-id');
  const { results } = (await response.json()) as { results: Product[] };
  const inStock = results.filter(soldAsItself).filter((product) => product.stoc >= 10);
  expect(inStock.length).toBeGreaterThan(0);
  return inStock[Math.floor(Math.random() * inStock.length)]!;
}

/** The page is the English admin's `path` (docs/decisions/080: links keep the /en prefix). */
async function expectEnglishAdmin(page: Page, path: string) {
  await expect.poll(() => new URL(page.url()).pathname).toBe(`/en/admin/${path}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
}

test('an English admin follows list, detail, bulk result and dashboard links and stays in English', async ({
  page,
  request,
  axe,
}) => {
  const token = await staffToken(request);
  const staff = authHeader(token);
  const customer = await registerCustomer(request);
  const product = await someProduct(request);
  const place = () =>
    placeOrderThroughApi<{ id: number }>(request, {
      lines: [{ produs: product.id, cantitate: 1 }],
      email: customer.email,
      token: customer.token,
      payment: 'ramburs',
    });
  const [first, second] = [await place(), await place()];
  const tag = `en-${uniqueSuffix()}`;
  for (const order of [first, second]) {
    const tagged = await request.post(`/api/admin/orders/${order.id}/tags/`, {
      headers: staff,
      data: { tag },
    });
    expect(tagged.status()).toBe(200);
  }
  await signInWithToken(page, token, { admin: true });
  await page.addInitScript((consent) => localStorage.setItem('cookie-consent-v2', consent), DECLINED_CONSENT);

  // List → detail → back to the list.
  await page.goto(`/en/admin/comenzi?eticheta=${tag}`);
  await page.getByRole('link', { name: `Open order no. ${first.id}` }).click();
  await expectEnglishAdmin(page, `comenzi/${first.id}`);
  await expect(page.getByRole('link', { name: 'Edit the order' })).toHaveAttribute(
    'href',
    `/en/admin/comenzi/${first.id}/modifica`,
  );
  await page.getByRole('link', { name: 'Back to orders' }).click();
  await expectEnglishAdmin(page, 'comenzi');

  // A bulk status change: the packing slips of the selection and each result's order.
  await page.goto(`/en/admin/comenzi?eticheta=${tag}`);
  for (const order of [first, second]) {
    await page.getByRole('checkbox', { name: `Select order no. ${order.id}` }).check();
  }
  await expect(page.getByRole('link', { name: 'Packing slips' })).toHaveAttribute(
    'href',
    new RegExp(`^/en/admin/comenzi/fise\\?comenzi=`),
  );
  await page.getByLabel('New status').selectOption('processing');
  await page.getByRole('button', { name: 'Change status' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Change status' }).click();
  const results = page.getByRole('dialog', { name: 'Status change results' });
  await expect(results.getByText('Moved', { exact: true })).toHaveCount(2);
  await axe();
  await results.getByRole('link', { name: `Order no. ${second.id}` }).click();
  await expectEnglishAdmin(page, `comenzi/${second.id}`);

  // The dashboard's way to the stock, and the menu's way back to the dashboard.
  await page.goto('/en/admin/dashboard');
  await page.getByRole('link', { name: 'See all stock' }).click();
  await expectEnglishAdmin(page, 'stoc');
  await page.getByRole('navigation', { name: 'Admin menu' }).getByRole('link', { name: 'Dashboard' }).click();
  await expectEnglishAdmin(page, 'dashboard');
  await axe();
});
