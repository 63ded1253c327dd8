import type { APIRequestContext, Page } from '@playwright/test';
import {
  authHeader,
  expect,
  placeOrderThroughApi,
  signInWithToken,
  soldAsItself,
  staffToken,
  test,
  uniqueSuffix,
} from '../fixtures';

/** Texts of the two languages, as the admin writes them. */
const LANGUAGES = [
  {
    name: 'Romanian',
    prefix: '',
    figures: ['Vânzări azi', 'Încasat azi', 'Vânzări luna aceasta', 'Încasat luna aceasta'],
    hints: ['Vânzări', 'Încasat'],
    search: 'Caută comandă',
    open: (id: number) => `Deschide comanda nr. ${id}`,
    paymentState: 'Stare plată',
    paid: 'Plătită',
    cashCollected: 'Numerar la livrare · Încasată',
  },
  {
    name: 'English',
    prefix: '/en',
    figures: ['Sales today', 'Received today', 'Sales this month', 'Received this month'],
    hints: ['Sales', 'Received'],
    search: 'Search orders',
    open: (id: number) => `Open order no. ${id}`,
    paymentState: 'Payment state',
    paid: 'Paid',
    cashCollected: 'Cash on delivery · Received',
  },
] as const;

async function someProduct(request: APIRequestContext): Promise<number> {
  const list = await request.get('/api/produse/?per=50&in_stoc=true');
  const product = (await list.json()).results.find(
    (item: { stoc: number }) => item.stoc > 5 && soldAsItself(item),
  );
  if (!product) throw new Error('The demo catalogue has no product with more than 5 in stock.');
  return product.id as number;
}

/** A cash-on-delivery order taken to delivered by staff through the API. */
async function deliveredCashOrder(request: APIRequestContext, token: string): Promise<number> {
  const order = await placeOrderThroughApi(request, {
    lines: [{ produs: await someProduct(request), cantitate: 1 }],
    email: `incasat-${uniqueSuffix()}@example.ro`,
    payment: 'ramburs',
  });
  for (const status of ['processing', 'shipped', 'delivered']) {
    const response = await request.post(`/api/admin/orders/${order.id}/status/`, {
      headers: authHeader(token),
      data: { status },
    });
    expect(response.status(), `${status}: ${await response.text()}`).toBe(200);
  }
  return order.id;
}

/** The figure's tile: its label, then an amount in lei. */
function figure(page: Page, label: string) {
  return page.locator('main').getByText(label, { exact: true }).locator('xpath=..');
}

test.describe('the dashboard splits sales from money received; one payment state per order', () => {
  for (const language of LANGUAGES) {
    test(`in ${language.name}: both figures, and a delivered cash order reads paid on its row and its detail`, async ({
      page,
      request,
      axe,
    }) => {
      test.slow();
      const token = await staffToken(request);
      const orderId = await deliveredCashOrder(request, token);
      await signInWithToken(page, token, { admin: true });

      await page.goto(`${language.prefix}/admin/dashboard`);
      for (const label of language.figures) {
        await expect(figure(page, label)).toContainText(/\d+,\d{2} lei/);
      }
      // Each figure says what it counts.
      for (const term of language.hints) {
        await expect(page.locator('main dt').getByText(term, { exact: true })).toBeVisible();
      }
      await axe();

      await page.goto(`${language.prefix}/admin/comenzi`);
      await page.getByRole('searchbox', { name: language.search }).fill(String(orderId));
      const link = page.getByRole('link', { name: language.open(orderId) });
      const row = page.getByRole('row').filter({ has: link });
      await expect(row).toContainText(language.paid);

      // Opened by address: the list's links lead to the Romanian admin (they carry no /en).
      await page.goto(`${language.prefix}/admin/comenzi/${orderId}`);
      const state = page
        .locator('dt', { hasText: language.paymentState })
        .locator('xpath=following-sibling::dd[1]');
      await expect(state).toHaveText(language.paid);
      await expect(page.getByRole('listitem').filter({ hasText: language.cashCollected })).toHaveCount(1);
    });
  }
});
