import type { APIRequestContext, Locator } from '@playwright/test';
import {
  expect,
  placeOrderThroughApi,
  registerCustomer,
  signInWithToken,
  staffToken,
  authHeader,
  test,
  uniqueSuffix,
  soldAsItself,
} from '../fixtures';

/** Reviews: posted on the product page, shown once staff approve them, answered by the shop. */

type Product = { id: number; slug: string; titlu: string; stoc: number };

async function someProduct(request: APIRequestContext, offset = 0): Promise<Product> {
  const response = await request.get('/api/produse/?per=30&page=1&ordering=-id');
  const { results } = (await response.json()) as { results: Product[] };
  const inStock = results.filter(soldAsItself).filter((product) => product.stoc >= 10);
  return inStock[(Math.floor(Math.random() * inStock.length) + offset) % inStock.length]!;
}

/** Clicks the n-th star, as a shopper does (the radio inside it is for keyboards and readers). */
async function chooseStars(form: Locator, stars: number) {
  await form
    .locator('label')
    .filter({ has: form.page().getByRole('radio', { name: `${stars} stele` }) })
    .click();
}

test.describe('reviews', () => {
  test('a guest posts a review, staff approve and answer it, and it shows on the product page', async ({
    page,
    request,
    browser,
    axe,
  }) => {
    const product = await someProduct(request);
    const text = `Textura e lejeră și se absoarbe repede. ${uniqueSuffix()}`;
    await page.goto(`/produs/${product.slug}`);
    await page.getByRole('tab', { name: /^Recenzii/ }).click();
    const form = page.getByRole('form', { name: 'Scrie o recenzie' });
    await expect(form).toBeVisible();

    // Nothing chosen yet: the form says what is missing, next to each field.
    await form.getByRole('button', { name: 'Trimite recenzia' }).click();
    await expect(form.getByText('Introdu numele.')).toBeVisible();
    await expect(form.getByText('Alege o notă de la 1 la 5 stele.')).toBeVisible();
    await expect(form.getByText('Scrie câteva cuvinte despre produs.')).toBeVisible();
    await axe();

    await form.getByLabel('Numele tău').fill('Ioana P.');
    await chooseStars(form, 4);
    await expect(form.getByRole('radio', { name: '4 stele' })).toBeChecked();
    await form.getByLabel('Recenzia ta').fill(text);
    await form.getByRole('button', { name: 'Trimite recenzia' }).click();

    // Contract §4: the form resets, the list reloads, the toast leads to /favorite#reviews.
    const toast = page.locator('[data-sonner-toast]');
    await expect(toast).toContainText('Mulțumim! Recenzia ta apare după ce o aprobăm.');
    await expect(toast.getByRole('link', { name: 'Vezi recenziile tale' })).toHaveAttribute(
      'href',
      '/favorite#reviews',
    );
    await expect(form.getByLabel('Recenzia ta')).toHaveValue('');
    await expect(page.getByText(text)).toHaveCount(0);

    // Staff find it waiting, answer and approve it.
    const staff = await staffToken(request);
    const admin = await browser.newContext();
    const adminPage = await admin.newPage();
    await signInWithToken(adminPage, staff, { admin: true });
    await adminPage.goto('/admin/recenzii');
    const card = adminPage.getByRole('article').filter({ hasText: text });
    await expect(card).toBeVisible();
    await expect(card.getByText('Așteaptă aprobarea')).toBeVisible();
    await axe({ page: adminPage });
    await card.getByLabel('Răspunsul magazinului (public)').fill('Mulțumim, Ioana!');
    await card.getByRole('button', { name: 'Salvează răspunsul' }).click();
    await expect(adminPage.locator('[data-sonner-toast]')).toContainText('Răspunsul a fost salvat.');
    await card.getByRole('button', { name: 'Aprobă' }).click();
    // Approved, it leaves the list of waiting reviews.
    await expect(adminPage.getByRole('article').filter({ hasText: text })).toHaveCount(0);
    await admin.close();

    await page.reload();
    await page.getByRole('tab', { name: /^Recenzii/ }).click();
    const shown = page.getByRole('listitem').filter({ hasText: text });
    await expect(shown).toBeVisible();
    await expect(shown.getByText('Ioana P.')).toBeVisible();
    await expect(shown.getByText('Mulțumim, Ioana!')).toBeVisible();
  });

  test('a customer who received the product writes a verified purchase and finds it under /favorite#reviews', async ({
    page,
    request,
  }) => {
    const product = await someProduct(request, 1);
    const customer = await registerCustomer(request);
    const { id } = await placeOrderThroughApi(request, {
      lines: [{ produs: product.id, cantitate: 1 }],
      email: customer.email,
      token: customer.token,
    });
    const staff = await staffToken(request);
    for (const status of ['processing', 'shipped', 'delivered']) {
      const moved = await request.post(`/api/admin/orders/${id}/status/`, {
        headers: authHeader(staff),
        data: { status },
      });
      expect(moved.status()).toBe(200);
    }
    await signInWithToken(page, customer.token);
    const text = `Am primit-o repede, exact ce căutam. ${uniqueSuffix()}`;
    await page.goto(`/produs/${product.slug}`);
    await page.getByRole('tab', { name: /^Recenzii/ }).click();
    const form = page.getByRole('form', { name: 'Scrie o recenzie' });
    await form.getByLabel('Numele tău').fill('Radu');
    await chooseStars(form, 5);
    await form.getByLabel('Recenzia ta').fill(text);
    await form.getByRole('button', { name: 'Trimite recenzia' }).click();
    await page.locator('[data-sonner-toast]').getByRole('link', { name: 'Vezi recenziile tale' }).click();
    await expect(page).toHaveURL(/\/favorite#reviews$/);
    const reviews = page.getByRole('region', { name: 'Recenziile mele' });
    const mine = reviews.getByRole('listitem').filter({ hasText: text });
    await expect(mine).toBeVisible();
    await expect(mine.getByText('Cumpărare verificată')).toBeVisible();
    await expect(mine.getByText('În așteptarea aprobării')).toBeVisible();
  });

  test('a failed post shows the alert and keeps what was typed', async ({ page, request, axe }) => {
    const product = await someProduct(request, 2);
    await page.route('**/api/recenzii/', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({ status: 500, json: { detail: 'Eroare internă.', code: 'internal_error' } })
        : route.fallback(),
    );
    await page.goto(`/produs/${product.slug}`);
    await page.getByRole('tab', { name: /^Recenzii/ }).click();
    const form = page.getByRole('form', { name: 'Scrie o recenzie' });
    await form.getByLabel('Numele tău').fill('Ana');
    await chooseStars(form, 3);
    await form.getByLabel('Recenzia ta').fill('Mi-a plăcut, dar ambalajul putea fi mai bun.');
    await form.getByRole('button', { name: 'Trimite recenzia' }).click();
    await expect(form.getByRole('alert')).toHaveText('Eroare la trimiterea recenziei');
    await expect(form.getByLabel('Recenzia ta')).toHaveValue('Mi-a plăcut, dar ambalajul putea fi mai bun.');
    await axe();
  });
});
