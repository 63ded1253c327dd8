import { readFile } from 'node:fs/promises';
import type { APIRequestContext } from '@playwright/test';
import {
  authHeader,
  DECLINED_CONSENT,
  expect,
  placeOrderThroughApi,
  registerCustomer,
  signInWithToken,
  staffToken,
  test,
  uniqueSuffix,
  soldAsItself,
} from '../fixtures';

// Several admin pages and a download per journey on a two-core machine.
test.describe.configure({ timeout: 120_000 });

type Product = { id: number; stoc: number };

async function someProduct(request: APIRequestContext): Promise<Product> {
  const response = await request.get('/api/produse/?per=30&page=1&ordering=-id');
  const { results } = (await response.json()) as { results: Product[] };
  const inStock = results.filter(soldAsItself).filter((product) => product.stoc >= 10);
  expect(inStock.length).toBeGreaterThan(0);
  return inStock[Math.floor(Math.random() * inStock.length)]!;
}

test('staff export, tag, move, print and read a customer through the order tools', async ({
  page,
  request,
  axe,
}) => {
  const token = await staffToken(request);
  const staff = authHeader(token);
  const customer = await registerCustomer(request);
  const product = await someProduct(request);
  const place = () =>
    placeOrderThroughApi<{ id: number; total: string }>(request, {
      lines: [{ produs: product.id, cantitate: 1 }],
      email: customer.email,
      token: customer.token,
      payment: 'ramburs',
    });
  const [first, second] = [await place(), await place()];
  const tag = `lot-${uniqueSuffix()}`;
  expect(
    (await request.post(`/api/admin/orders/${first.id}/tags/`, { headers: staff, data: { tag } })).status(),
  ).toBe(200);
  await signInWithToken(page, token, { admin: true });
  await page.addInitScript((consent) => localStorage.setItem('cookie-consent-v2', consent), DECLINED_CONSENT);

  // A tag put on from the order's page.
  await page.goto(`/admin/comenzi/${second.id}`);
  await page.getByLabel('Etichetă nouă').fill(tag);
  await page.getByRole('button', { name: 'Adaugă eticheta' }).click();
  await expect(page.getByRole('button', { name: `Scoate eticheta „${tag}”` })).toBeVisible();
  await axe();

  // The list filtered by the tag: both orders, with their tag; the CSV holds exactly them.
  await page.goto(`/admin/comenzi?eticheta=${tag}`);
  for (const order of [first, second]) {
    await expect(page.getByRole('link', { name: `Deschide comanda nr. ${order.id}` })).toBeVisible();
  }
  await expect(page.getByRole('list', { name: 'Etichete' })).toHaveCount(2);
  await axe();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportă CSV' }).click();
  const download = await downloading;
  const csv = await readFile((await download.path())!, 'utf8');
  const lines = csv
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  expect(lines[0]).toMatch(/^Nr\. comandă;Data;Status;/);
  expect(lines.slice(1).map((line) => Number(line.split(';')[0]))).toEqual([second.id, first.id]);

  // Both orders to processing in one go.
  for (const order of [first, second]) {
    await page.getByRole('checkbox', { name: `Selectează comanda nr. ${order.id}` }).check();
  }
  await page.getByLabel('Status nou').selectOption('processing');
  await page.getByRole('button', { name: 'Schimbă statusul' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Schimbă statusul' }).click();
  const results = page.getByRole('dialog', { name: 'Rezultatul schimbării de status' });
  await expect(results.getByText('Mutată')).toHaveCount(2);
  await axe();
  await results.getByRole('button', { name: 'Închide' }).click();

  // Their packing slips on one page.
  await page.goto(`/admin/comenzi/fise?comenzi=${first.id},${second.id}`);
  for (const order of [first, second]) {
    await expect(
      page.getByRole('heading', { name: `Listă de colet · Comanda nr. ${order.id}` }),
    ).toBeVisible();
  }
  await axe();

  // The first order delivered (paid at the door): the customer's page counts it.
  for (const status of ['shipped', 'delivered']) {
    const moved = await request.post(`/api/admin/orders/${first.id}/status/`, {
      headers: staff,
      data: { status },
    });
    expect(moved.status()).toBe(200);
  }
  const found = await request.get(`/api/admin/customers/?q=${encodeURIComponent(customer.email)}`, {
    headers: staff,
  });
  const customerId = ((await found.json()) as { results: { id: number }[] }).results[0]!.id;
  await page.goto(`/admin/clienti/${customerId}`);
  const lei = `${first.total.replace('.', ',')} lei`;
  await expect(page.getByTestId('customer-orders-count')).toHaveText('2');
  await expect(page.getByTestId('customer-total-spent')).toHaveText(lei);
  await expect(page.getByTestId('customer-average-order')).toHaveText(lei);
  await expect(page.getByRole('link', { name: `Comanda nr. ${first.id}` })).toHaveAttribute(
    'href',
    `/admin/comenzi/${first.id}`,
  );
  await axe();
});
