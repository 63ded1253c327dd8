import type { APIRequestContext, Locator } from '@playwright/test';
import { productBody } from '../admin-products';
import { CART_KEY, type CartProduct, cartLine, storedCart } from '../cart-storage';
import {
  DECLINED_CONSENT,
  authHeader,
  expect,
  fillCheckoutForm,
  mailedMessage,
  signInWithToken,
  staffToken,
  test,
  uniqueSuffix,
} from '../fixtures';

// Admin screens, a product page, the cart, the checkout and a mail on a two-core machine.
test.describe.configure({ timeout: 180_000 });

/** A category of its own and one published product in it, so no other journey sees the discount. */
async function productInNewCategory(request: APIRequestContext, token: string, suffix: string) {
  const category = await request.post('/api/admin/categories/', {
    headers: authHeader(token),
    data: { nume: `Reduceri E2E ${suffix}`, nume_en: `E2E sale ${suffix}` },
  });
  expect(category.status(), await category.text()).toBe(201);
  const { id: categoryId, nume: categoryName } = (await category.json()) as { id: number; nume: string };
  const response = await request.post('/api/admin/products/', {
    headers: authHeader(token),
    data: productBody({
      titlu: `Ser reduceri ${suffix}`,
      titlu_en: `Sale serum ${suffix}`,
      descriere: '<p>Descriere</p>',
      descriere_en: '<p>Description</p>',
      pret: '80.00',
      publicat: true,
      categorii: [categoryId],
      stoc: 20,
    }),
  });
  expect(response.status(), await response.text()).toBe(201);
  const { id } = (await response.json()) as { id: number };
  const listed = await request.get(`/api/produse/?ids=${id}&per=1`);
  const [product] = ((await listed.json()) as { results: CartProduct[] }).results;
  return { product: product!, categoryName };
}

/** The figures a summary shows, each the value beside its label. */
async function figures(summary: Locator) {
  const value = (label: RegExp) =>
    summary
      .locator('dt')
      .filter({ hasText: label })
      .first()
      .locator('xpath=following-sibling::dd[1]')
      .innerText();
  return { automatic: await value(/^Reduceri automate$/), total: await value(/^Total$/) };
}

test('staff create a category discount; the product page, cart, checkout, order and mail show the same figures', async ({
  page,
  request,
  axe,
}) => {
  const suffix = uniqueSuffix();
  const token = await staffToken(request);
  const { product, categoryName } = await productInNewCategory(request, token, suffix);
  const name = `Toamna E2E ${suffix}`;
  let discountId: number | null = null;

  try {
    // Staff create the discount on the admin screen, under Marketing.
    await signInWithToken(page, token, { admin: true });
    await page.goto('/admin/reduceri');
    await expect(page.getByRole('heading', { level: 1, name: 'Reduceri automate' })).toBeVisible();
    await expect(
      page.getByRole('navigation').getByRole('link', { name: 'Reduceri automate' }).first(),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Reducere nouă' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reducere automată nouă' });
    // Nothing chosen: the form says what is missing.
    await dialog.getByRole('button', { name: 'Salvează' }).click();
    await expect(dialog.getByText('Numele are 1–80 de caractere.')).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Nume', exact: true }).fill(name);
    await dialog.getByRole('textbox', { name: 'Procent (1–100)' }).fill('25');
    await dialog.getByRole('checkbox', { name: categoryName }).check();
    await axe();
    await dialog.getByRole('button', { name: 'Salvează' }).click();
    await expect(dialog).toHaveCount(0);
    const row = page.getByRole('row').filter({ hasText: name });
    await expect(row).toContainText('−25%');
    await expect(row).toContainText('Activă');
    await axe();
    const listed = await request.get(`/api/admin/discounts/?q=${encodeURIComponent(suffix)}`, {
      headers: authHeader(token),
    });
    discountId = ((await listed.json()) as { results: { id: number }[] }).results[0]!.id;

    // A shopper sees it on the product page, with the Omnibus line.
    const shopper = await page.context().browser()!.newPage();
    await shopper.goto('/');
    await shopper.evaluate(
      ([consent]) => {
        localStorage.setItem('lang', 'ro');
        localStorage.setItem('cookie-consent-v2', consent);
      },
      [DECLINED_CONSENT] as const,
    );
    await shopper.goto(`/produs/${product.slug}`);
    const note = shopper.getByTestId('automatic-discount');
    await expect(note).toContainText(`${name}: −25%, acum 60,00 lei`);
    await expect(note).toContainText('Preț minim în ultimele 30 de zile: 80,00 lei');
    await axe({ page: shopper });

    // The cart: the server's figures, the line's discount and its Omnibus reference.
    await shopper.evaluate(([key, cart]) => localStorage.setItem(key, cart), [
      CART_KEY,
      storedCart([cartLine(product, 2)]),
    ] as const);
    await shopper.goto('/cart');
    const line = shopper.getByTestId('line-discount');
    await expect(line).toContainText(`${name}: −40,00 lei`);
    await expect(line).toContainText('Preț minim în ultimele 30 de zile: 80,00 lei');
    const cartSummary = shopper.getByRole('region', { name: 'Sumarul comenzii' });
    await expect(cartSummary.getByText('Reduceri automate')).toBeVisible();
    const inCart = await figures(cartSummary);
    expect(inCart.automatic).toBe('−40,00 lei');
    await axe({ page: shopper });

    // The checkout shows the same figures.
    await cartSummary.getByRole('link', { name: 'Finalizează comanda' }).click();
    await expect(shopper).toHaveURL(/\/checkout$/);
    const checkoutSummary = shopper.getByRole('region', { name: 'Sumarul comenzii' });
    await expect(checkoutSummary.getByTestId('line-discount')).toContainText(`${name}: −40,00 lei`);
    await expect(checkoutSummary.getByText('Reduceri automate')).toBeVisible();
    expect(await figures(checkoutSummary)).toEqual(inCart);
    const email = `reduceri${suffix}@example.ro`.toLowerCase();
    await fillCheckoutForm(shopper, { email });
    await shopper.getByRole('button', { name: 'Comandă cu obligație de plată' }).click();
    await expect(
      shopper.getByRole('heading', { name: /Comanda #\d+ a fost (plasată|înregistrată)/ }),
    ).toBeVisible({ timeout: 30_000 });
    const orderId = Number(
      new URL(shopper.url()).searchParams.get('id') ?? new URL(shopper.url()).searchParams.get('order'),
    );

    // The order page: the line's discount and the same total.
    await expect(shopper.getByTestId('order-line-discount')).toContainText(`${name}: −40,00 lei`);
    await expect(shopper.getByText('Reduceri automate')).toBeVisible();
    await expect(shopper.getByText(inCart.total).first()).toBeVisible();
    await shopper.close();

    // The confirmation mail: the line's discount, the automatic discounts and the same total.
    const mail = await mailedMessage(`order-${orderId}-confirmation`, email, /Reduceri automate/);
    expect(mail).toContain(`Reducere: ${name}: -40,00 lei`);
    expect(mail).toContain('Reduceri automate: -40,00 lei');
    expect(mail).toContain(`Total de plată: ${inCart.total}`);

    // Back in the admin: one order counted, with its revenue.
    await page.reload();
    await expect(page.getByRole('row').filter({ hasText: name })).toContainText('−25%');
    const stats = await request.get(`/api/admin/discounts/${discountId}/`, { headers: authHeader(token) });
    expect(await stats.json()).toMatchObject({ utilizari: 1, reducere_totala: '40.00' });
  } finally {
    // Nothing of this journey stays in the shop the next journeys walk.
    if (discountId !== null) {
      const rules = await request.get(`/api/admin/discounts/${discountId}/`, { headers: authHeader(token) });
      const rule = (await rules.json()) as Record<string, unknown>;
      await request.put(`/api/admin/discounts/${discountId}/`, {
        headers: authHeader(token),
        data: {
          nume: rule.nume,
          nume_en: rule.nume_en,
          tip: rule.tip,
          procent: rule.procent,
          cumpara: rule.cumpara,
          categorii: rule.categorii,
          produse: rule.produse,
          starts_at: rule.starts_at,
          ends_at: rule.ends_at,
          is_active: false,
        },
      });
    }
    await request.post('/api/admin/products/bulk/', {
      headers: authHeader(token),
      data: { ids: [product.id], action: 'unpublish' },
    });
  }
});

test('the automatic discounts screen passes axe on a phone', async ({ page, request, axe }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInWithToken(page, await staffToken(request), { admin: true });
  await page.goto('/admin/reduceri');
  await expect(page.getByRole('heading', { level: 1, name: 'Reduceri automate' })).toBeVisible();
  await page.getByRole('button', { name: 'Reducere nouă' }).click();
  await expect(page.getByRole('dialog', { name: 'Reducere automată nouă' })).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth))
    .toBe(true);
  await axe();
});
