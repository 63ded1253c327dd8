import type { APIRequestContext, Page } from '@playwright/test';
import {
  expect,
  placeOrderThroughApi,
  registerCustomer,
  soldAsItself,
  test,
  type Customer,
} from '../fixtures';

type Product = { id: number; titlu: string };

async function inStock(request: APIRequestContext, count: number): Promise<Product[]> {
  const response = await request.get(`/api/produse/?in_stoc=1&per=${count}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { results: Product[] }).results.filter(soldAsItself);
}

/** An order placed by the signed-in customer through the API, as the checkout places it. */
async function placeOrder(
  request: APIRequestContext,
  customer: Customer,
  lines: { produs: number; cantitate: number }[],
  plata: 'ramburs' | 'card' = 'ramburs',
): Promise<number> {
  const order = await placeOrderThroughApi(request, {
    lines,
    email: customer.email,
    token: customer.token,
    payment: plata,
  });
  return order.id;
}

async function signInWithToken(page: Page, token: string) {
  await page.addInitScript((value) => {
    localStorage.setItem('token', value);
  }, token);
}

test.describe('account orders', () => {
  test('see the orders, open one, cancel it, and order it again into the cart', async ({
    page,
    request,
    axe,
  }) => {
    const customer = await registerCustomer(request);
    const [first, second] = await inStock(request, 2);
    const older = await placeOrder(request, customer, [{ produs: first!.id, cantitate: 1 }], 'card');
    const newer = await placeOrder(request, customer, [
      { produs: first!.id, cantitate: 2 },
      { produs: second!.id, cantitate: 1 },
    ]);
    await signInWithToken(page, customer.token);

    await page.goto('/contul-meu');
    const orders = page.getByRole('region', { name: 'Comenzile mele' });
    const links = orders.getByRole('link', { name: /^Comanda nr\. \d+$/ });
    const cards = orders.getByRole('listitem');
    await expect(links).toHaveCount(2);
    await expect(links.first()).toHaveAccessibleName(`Comanda nr. ${newer}`);
    await expect(cards.first()).toContainText('3 produse');
    await expect(cards.nth(1)).toContainText('În așteptarea plății');
    await axe();

    await links.first().click();
    await expect(page.getByRole('heading', { level: 1, name: `Comanda nr. ${newer}` })).toBeVisible();
    await expect(page.getByText(first!.titlu).first()).toBeVisible();
    await expect(page.getByRole('region', { name: 'Istoricul comenzii' }).getByRole('listitem')).toHaveCount(
      1,
    );
    await axe();

    await page.getByRole('button', { name: 'Anulează comanda' }).click();
    const dialog = page.getByRole('alertdialog', { name: `Anulezi comanda nr. ${newer}?` });
    await dialog.getByRole('button', { name: 'Da, anulează' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Comanda a fost anulată.' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Istoricul comenzii' }).getByRole('listitem')).toHaveCount(
      2,
    );
    await expect(page.getByRole('button', { name: 'Anulează comanda' })).toHaveCount(0);

    await page.getByRole('button', { name: 'Comandă din nou' }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByText(first!.titlu).first()).toBeVisible();
    await expect(page.getByText(second!.titlu).first()).toBeVisible();

    // The older card order can be paid from its page.
    await page.goto(`/contul-meu/comenzi/${older}`);
    await expect(page.getByRole('button', { name: 'Plătește cu cardul' })).toBeVisible();
  });

  test("another customer's order is not found, and a customer without orders sees why the list is empty", async ({
    page,
    request,
  }) => {
    const owner = await registerCustomer(request);
    const other = await registerCustomer(request);
    const [product] = await inStock(request, 1);
    const id = await placeOrder(request, owner, [{ produs: product!.id, cantitate: 1 }]);
    await signInWithToken(page, other.token);

    await page.goto(`/contul-meu/comenzi/${id}`);
    await expect(page.getByText('Comanda nu a fost găsită.')).toBeVisible();
    await page.goto('/contul-meu');
    await expect(
      page.getByRole('region', { name: 'Comenzile mele' }).getByText('Nu ai încă nicio comandă.'),
    ).toBeVisible();
  });
});
