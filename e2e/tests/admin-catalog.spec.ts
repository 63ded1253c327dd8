import type { APIRequestContext, Page } from '@playwright/test';
import { createProduct } from '../admin-products';
import { adminCredentials, authHeader, expect, login, test } from '../fixtures';

type AdminCategory = {
  id: number;
  parent_id: number | null;
  sort_number: number | null;
  nume: string;
  slug: string;
  numar_produse: number;
};
type ShopProduct = { id: number; slug: string; categorie: { id: number }[] };

const PHONE = { width: 390, height: 844 };

/** Signs the admin in by token (the sign-in screen has its own journey). */
async function signInAsAdmin(page: Page, token: string) {
  await page.addInitScript((value) => {
    localStorage.setItem('token', value);
    localStorage.setItem('is_admin', 'true');
  }, token);
}

async function adminCategories(request: APIRequestContext, token: string): Promise<AdminCategory[]> {
  const response = await request.get('/api/admin/categories/', { headers: authHeader(token) });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { results: AdminCategory[] }).results;
}

const topLevel = (list: AdminCategory[]) => list.filter((category) => category.parent_id === null);

test.describe('admin categories and tags', () => {
  test('create a category, see it in the shop, order it by a sort number, delete it moving its products', async ({
    page,
    request,
    axe,
  }) => {
    test.slow();
    const { email, password } = adminCredentials();
    const token = await login(request, email, password);
    const name = `Cosmetice test ${Date.now().toString(36)}`;

    await signInAsAdmin(page, token);
    await page.goto('/admin');
    await page.getByRole('link', { name: 'Categorii', exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/categories$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Categorii' })).toBeVisible();
    await axe();

    // Create: the Romanian name is required, the English one sits beside it.
    await page.getByRole('button', { name: 'Categorie nouă' }).click();
    const dialog = page.getByRole('dialog', { name: 'Categorie nouă' });
    await dialog.getByRole('button', { name: 'Salvează' }).click();
    await expect(dialog.getByText('Numele în română este obligatoriu.')).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Nume (română)' }).fill(name);
    await dialog.getByRole('textbox', { name: 'Nume (engleză)' }).fill(`${name} EN`);
    await axe();
    await dialog.getByRole('button', { name: 'Salvează' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(name, { exact: true })).toBeVisible();
    const created = (await adminCategories(request, token)).find((category) => category.nume === name)!;
    expect(created.slug).toMatch(/^cosmetice-test-/);

    // The shop shows it at once, in both languages.
    const shop = await page.context().newPage();
    await shop.goto(`/categorii/${created.slug}`);
    await expect(shop.getByRole('heading', { level: 1, name })).toBeVisible();
    await shop.goto(`/en/categorii/${created.slug}`);
    await expect(shop.getByRole('heading', { level: 1, name: `${name} EN` })).toBeVisible();

    // Order by keyboard: a sort number typed into its field.
    // (Categories left by an earlier attempt of this journey may also be numbered 0.)
    const position = async (id: number) =>
      topLevel(await adminCategories(request, token)).findIndex((category) => category.id === id);
    const numbered = topLevel(await adminCategories(request, token)).filter(
      (category) => (category.sort_number ?? 0) > 0,
    );
    await page.getByRole('spinbutton', { name: `Ordine pentru ${name}` }).fill('0');
    await page.getByRole('spinbutton', { name: `Ordine pentru ${name}` }).press('Enter');
    await expect
      .poll(async () => (await position(created.id)) < (await position(numbered[0]!.id)))
      .toBe(true);
    await page.reload();
    await expect(page.getByRole('spinbutton', { name: `Ordine pentru ${name}` })).toHaveValue('0');
    const next = topLevel(await adminCategories(request, token))[(await position(created.id)) + 1]!;

    // Put a product of its own in it (the newest listed product may be another journey's, which
    // that journey then finds in a category it never chose), then delete it: the dialog asks where
    // its product goes.
    const product = await createProduct(request, token, {});
    const moved = await request.post('/api/admin/products/bulk/', {
      headers: authHeader(token),
      data: { ids: [product.id], action: 'set_category', category_id: created.id },
    });
    expect(moved.status()).toBe(200);
    await page.reload();
    const row = page.getByRole('listitem').filter({ has: page.getByText(name, { exact: true }) });
    await expect(row.getByText('1 produs')).toBeVisible();
    await row.getByRole('button', { name: `Șterge ${name}` }).click();
    const removal = page.getByRole('alertdialog', { name: `Ștergi categoria „${name}”?` });
    await expect(removal.getByText('Are un produs. Alege unde îl muți:')).toBeVisible();
    await axe();
    await removal.getByRole('button', { name: 'Șterge' }).click();
    await expect(removal.getByText('Alege categoria în care se mută produsele.')).toBeVisible();
    await removal.getByRole('combobox', { name: 'Mută produsele în' }).selectOption(String(next.id));
    await removal.getByRole('button', { name: 'Șterge' }).click();
    await expect(removal).toBeHidden();
    await expect(page.getByText(name, { exact: true })).toHaveCount(0);
    const after = await request.get(`/api/produse/${product.slug}/`);
    expect(((await after.json()) as ShopProduct).categorie.map((category) => category.id)).toContain(next.id);
    await shop.goto(`/categorii/${created.slug}`);
    await expect(shop.getByRole('heading', { level: 1, name: 'Pagina nu a fost găsită' })).toBeVisible();
  });

  test('create, rename, merge and delete tags', async ({ page, request, axe }) => {
    test.slow();
    const { email, password } = adminCredentials();
    const token = await login(request, email, password);
    const suffix = Date.now().toString(36);
    await signInAsAdmin(page, token);
    await page.goto('/admin/tags');
    await expect(page.getByRole('heading', { level: 1, name: 'Etichete' })).toBeVisible();
    await expect(page.getByRole('table')).toBeVisible();
    await axe();

    for (const tagName of [`Eticheta A ${suffix}`, `Eticheta B ${suffix}`]) {
      await page.getByRole('button', { name: 'Etichetă nouă' }).click();
      const dialog = page.getByRole('dialog', { name: 'Etichetă nouă' });
      await dialog.getByRole('textbox', { name: 'Nume (română)' }).fill(tagName);
      await dialog.getByRole('button', { name: 'Salvează' }).click();
      await expect(dialog).toBeHidden();
    }
    const search = page.getByRole('searchbox', { name: 'Caută o etichetă' });
    await search.fill(suffix);
    await expect(page.getByRole('row')).toHaveCount(3);

    await page.getByRole('button', { name: `Redenumește Eticheta A ${suffix}` }).click();
    const rename = page.getByRole('dialog', { name: `Redenumește „Eticheta A ${suffix}”` });
    await rename.getByRole('textbox', { name: 'Nume (engleză)' }).fill(`Tag A ${suffix}`);
    await rename.getByRole('button', { name: 'Salvează' }).click();
    await expect(rename).toBeHidden();
    await expect(page.getByRole('cell', { name: `Tag A ${suffix}` })).toBeVisible();

    await page.getByRole('button', { name: `Unește Eticheta B ${suffix} cu altă etichetă` }).click();
    const merge = page.getByRole('alertdialog', { name: `Unește „Eticheta B ${suffix}” cu altă etichetă` });
    await merge.getByRole('searchbox', { name: 'Caută o etichetă' }).fill(`Eticheta A ${suffix}`);
    const into = merge.getByRole('combobox', { name: 'Eticheta care rămâne' });
    await expect(into.getByRole('option', { name: new RegExp(`Eticheta A ${suffix}`) })).toHaveCount(1);
    const option = await into
      .getByRole('option', { name: new RegExp(`Eticheta A ${suffix}`) })
      .getAttribute('value');
    await into.selectOption(option!);
    await axe();
    await merge.getByRole('button', { name: 'Unește' }).click();
    await expect(merge).toBeHidden();
    await expect(page.getByRole('cell', { name: `Eticheta B ${suffix}` })).toHaveCount(0);

    await page.getByRole('button', { name: `Șterge Eticheta A ${suffix}` }).click();
    await page
      .getByRole('alertdialog', { name: `Ștergi eticheta „Eticheta A ${suffix}”?` })
      .getByRole('button', { name: 'Șterge' })
      .click();
    await expect(page.getByText('Nicio etichetă nu se potrivește.')).toBeVisible();
  });

  test('the categories and tags screens pass axe on a phone', async ({ page, request, axe }) => {
    const { email, password } = adminCredentials();
    const token = await login(request, email, password);
    await page.setViewportSize(PHONE);
    await signInAsAdmin(page, token);
    await page.goto('/admin/categories');
    await expect(page.getByRole('heading', { level: 1, name: 'Categorii' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Mută / }).first()).toBeVisible();
    await axe();
    await page
      .getByRole('button', { name: /^Editează / })
      .first()
      .click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await axe();
    await page.goto('/admin/tags');
    // A phone shows the tags as cards.
    await expect(page.getByRole('list', { name: 'Etichete' })).toBeVisible();
    await axe();
  });
});
