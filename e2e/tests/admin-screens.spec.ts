import {
  adminCredentials,
  authHeader,
  expect as baseExpect,
  login,
  placeOrderThroughApi,
  signInWithToken,
  test,
  uniqueSuffix,
} from '../fixtures';
import { createProduct } from '../admin-products';

test.describe.configure({ timeout: 300_000 });
// Two cores shared with other runs: an admin screen may take longer than the default 5 s to load.
const expect = baseExpect.configure({ timeout: 30_000 });
test.use({ navigationTimeout: 60_000 });

test.describe('staff sign-in and rights', () => {
  test('staff who sign in without a destination land on the dashboard', async ({ page, axe }) => {
    const { email, password } = adminCredentials();
    await page.goto('/admin/login');
    await page.getByRole('textbox', { name: 'Email' }).fill(email);
    await page.getByLabel('Parolă', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Autentificare' }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Panou' })).toBeVisible();
    await axe();
  });

  test('staff without the staff permission are told they may not manage staff, in both languages', async ({
    page,
    request,
    axe,
  }) => {
    const { email, password } = adminCredentials();
    const superuser = await login(request, email, password);
    const memberEmail = `personal-${uniqueSuffix()}@example.ro`;
    const memberPassword = `parola-lunga-${uniqueSuffix()}`;
    const created = await request.post('/api/admin/staff/', {
      headers: authHeader(superuser),
      data: { email: memberEmail, mode: 'create', password: memberPassword },
    });
    expect(created.status()).toBe(201);
    const member = await login(request, memberEmail, memberPassword);
    await signInWithToken(page, member, { admin: true });

    await page.goto('/admin/personal');
    const refusal = page.getByRole('alert');
    await expect(refusal).toContainText('Nu ai acces la această pagină');
    await expect(page.getByText('Nu am putut încărca datele.')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Adaugă o persoană' })).toHaveCount(0);
    await axe();

    await page.goto('/en/admin/personal');
    await expect(page.getByRole('alert')).toContainText('You may not open this page');
    await axe();
  });
});

test('the packing slip says how the order is paid, what to collect on delivery and the customer’s note', async ({
  page,
  request,
  axe,
}) => {
  const staff = await login(request, adminCredentials().email, adminCredentials().password);
  // A product of its own: the newest listed ones are other journeys', whose stock they count.
  const product = await createProduct(request, staff, {});
  const note = `Sunați la interfon 12, vă rog (${uniqueSuffix()})`;
  const order = await placeOrderThroughApi<{ id: number; total: string; din_portofel: string }>(request, {
    lines: [{ produs: product.id, cantitate: 1 }],
    email: `colet-${uniqueSuffix()}@example.ro`,
    payment: 'ramburs',
    note,
  });
  const owed = (Number(order.total) - Number(order.din_portofel)).toFixed(2).replace('.', ',');

  await signInWithToken(page, staff, { admin: true });
  await page.goto(`/admin/comenzi/${order.id}/print`);
  const payment = page.getByRole('region', { name: 'Plată' });
  await expect(payment).toContainText('Ramburs');
  await expect(payment).toContainText(`De încasat la livrare: ${owed} lei`);
  await expect(page.getByRole('region', { name: 'Observațiile clientului' })).toContainText(note);
  await axe();
});

test('the audit log reads in the admin’s words, names records with links, its filters in the URL', async ({
  page,
  request,
}) => {
  const staff = await login(request, adminCredentials().email, adminCredentials().password);
  // A product of its own, priced itself (a product sold in variants takes its price from them): the
  // newest listed one may be another journey's, which would find a category it never chose.
  const { id } = await createProduct(request, staff, {});
  const current = (await (
    await request.get(`/api/admin/products/${id}/`, { headers: authHeader(staff) })
  ).json()) as Record<string, unknown> & { titlu: string; pret: string; categorii: number[] };
  const categories = (await (await request.get('/api/categorii/')).json()) as {
    results: { id: number; nume: string }[];
  };
  const added = categories.results.find((category) => !current.categorii.includes(category.id))!;
  const {
    id: _id,
    stoc: _stoc,
    created_at: _c,
    updated_at: _u,
    istoric_preturi: _h,
    imagini_url: _i,
    ...fields
  } = current;
  const salePrice = (Number(current.pret) - 1).toFixed(2);
  const saved = await request.put(`/api/admin/products/${id}/`, {
    headers: authHeader(staff),
    data: { ...fields, pret_redus: salePrice, categorii: [...current.categorii, added.id] },
  });
  expect(saved.status(), await saved.text()).toBe(200);

  await signInWithToken(page, staff, { admin: true });
  await page.goto('/admin/audit');
  await expect(page.getByRole('heading', { level: 1, name: 'Jurnal de modificări' })).toBeVisible();
  await page.getByLabel('Tip').selectOption('product');
  await page.getByRole('textbox', { name: 'ID' }).fill(String(id));
  await expect(page).toHaveURL(new RegExp(`tip=product&id=${id}$`));
  const entry = page.getByRole('row').filter({ hasText: 'Preț redus' }).first();
  await expect(entry.getByRole('link', { name: `Deschide Produs: ${current.titlu}` })).toHaveAttribute(
    'href',
    `/admin/products/${id}`,
  );
  await expect(entry).toContainText('Modificare');
  await expect(entry).toContainText(`${salePrice.replace('.', ',')} lei`);
  await expect(entry).not.toContainText('pret_redus');
});
