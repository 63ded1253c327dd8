import sharp from 'sharp';
import type { APIRequestContext, Page } from '@playwright/test';
import { adminCredentials, authHeader, expect, login, staffToken, test, uniqueSuffix } from '../fixtures';
import { createProduct, type ProductFields } from '../admin-products';

const text = {
  email: 'Email',
  password: 'Parolă',
  submit: 'Autentificare',
  failed: 'Autentificare eșuată: Utilizator sau parolă incorectă.',
  products: 'Produse',
  add: 'Adaugă produs',
  newTitle: 'Produs nou',
  titleRo: 'Titlu (Română)',
  titleEn: 'Titlu (Engleză)',
  descriptionRo: 'Descriere (Română)',
  descriptionEn: 'Descriere (Engleză)',
  price: 'Preț (lei, cu TVA)',
  stock: 'Stoc inițial',
  save: 'Salvează',
  conflict: 'Altcineva a modificat între timp această înregistrare. Reîncarcă pagina și reia modificările.',
  unpublish: 'Retrage din magazin',
  unpublished: 'Nepublicat',
  search: 'Caută produse',
  category: 'Categorie',
  upload: 'alege fișiere',
};

async function signInWithToken(page: Page, token: string) {
  await page.addInitScript((value) => {
    localStorage.setItem('token', value);
    localStorage.setItem('is_admin', 'true');
  }, token);
}

test.describe('admin products', () => {
  test('staff sign in through the admin sign-in, land on the dashboard, open the products list', async ({
    page,
    axe,
  }) => {
    const { email, password } = adminCredentials();
    await page.goto('/admin/login');
    await page.getByRole('textbox', { name: text.email }).fill(email);
    await page.getByLabel(text.password, { exact: true }).fill('nu-este-parola');
    await page.getByRole('button', { name: text.submit }).click();
    await expect(page.getByRole('alert')).toHaveText(text.failed);

    await page.getByLabel(text.password, { exact: true }).fill(password);
    await page.getByRole('button', { name: text.submit }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await page.getByRole('link', { name: text.products, exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/products$/);
    await expect(page.getByRole('heading', { level: 1, name: text.products })).toBeVisible();
    await expect(page.getByRole('link', { name: text.products, exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(page.getByRole('table')).toBeVisible();
    await axe();
  });

  test('create, see in the shop and search, reprice, move, conflict, bulk unpublish', async ({
    page,
    request,
    axe,
  }) => {
    test.slow();
    const { email, password } = adminCredentials();
    const token = await login(request, email, password);
    await signInWithToken(page, token);
    const suffix = uniqueSuffix();
    const title = `Cremă zorelă ${suffix}`;
    const slug = `crema-zorela-${suffix}`;

    const categories = (await (await request.get('/api/categorii/')).json()) as
      { id: number; nume: string }[] | { results: { id: number; nume: string }[] };
    const [first, second] = Array.isArray(categories) ? categories : categories.results;

    // Create.
    await page.goto('/admin/products');
    await page.getByRole('link', { name: text.add }).click();
    await expect(page.getByRole('heading', { level: 1, name: text.newTitle })).toBeVisible();
    await page.getByLabel(text.titleRo).fill(title);
    await page.getByLabel(text.titleEn).fill(`Zorela cream ${suffix}`);
    await expect(page.getByLabel('Slug (adresa paginii)')).toHaveValue(slug);
    // Rich text through the editor: typed, then made bold with the keyboard shortcut.
    const descriptionRo = page.getByRole('textbox', { name: text.descriptionRo, exact: true });
    await descriptionRo.click();
    await page.keyboard.type('O cremă ');
    await page.keyboard.press('Control+b');
    await page.keyboard.type('bogată');
    await page.keyboard.press('Control+b');
    await page.keyboard.type('.');
    await page.getByRole('textbox', { name: text.descriptionEn, exact: true }).fill('A rich cream.');
    await page.getByLabel(text.price).fill('59,90');
    await page.getByLabel(text.stock).fill('12');
    await page.getByRole('checkbox', { name: first!.nume, exact: true }).check();
    await axe();
    await page.getByRole('button', { name: text.save }).click();
    await expect(page).toHaveURL(/\/admin\/products\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: `Editează: ${title}` })).toBeVisible();
    const id = Number(new URL(page.url()).pathname.split('/').pop());

    // In the shop, with the cleaned description, and in search without diacritics.
    await page.goto(`/produs/${slug}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText('59,90 lei').first()).toBeVisible();
    await expect(page.locator('strong', { hasText: 'bogată' }).first()).toBeVisible();
    await page.goto(`/search?searchText=${encodeURIComponent(`crema zorela ${suffix}`)}`);
    await expect(page.getByRole('link', { name: title }).first()).toBeVisible();

    // A new price, seen in the shop; and another category.
    await page.goto(`/admin/products/${id}`);
    await page.getByLabel(text.price).fill('44,50');
    await page.getByRole('checkbox', { name: first!.nume, exact: true }).uncheck();
    await page.getByRole('checkbox', { name: second!.nume, exact: true }).check();
    await page.keyboard.press('Control+s');
    await expect(page.getByText('Produsul a fost salvat.')).toBeVisible();
    await page.goto(`/produs/${slug}`);
    await expect(page.getByText('44,50 lei').first()).toBeVisible();
    await page.goto(`/admin/products?category=${second!.id}&q=${suffix}`);
    await expect(page.getByRole('link', { name: title })).toBeVisible();
    await expect(page.getByLabel(text.category)).toHaveValue(String(second!.id));
    await page.goto(`/admin/products?category=${first!.id}&q=${suffix}`);
    await expect(page.getByText('Niciun produs pentru filtrele alese.')).toBeVisible();

    // Someone else saves while this page is open: saving answers the conflict message.
    await page.goto(`/admin/products/${id}`);
    await expect(page.getByLabel(text.titleRo)).toHaveValue(title);
    const current = (await (
      await request.get(`/api/admin/products/${id}/`, { headers: authHeader(token) })
    ).json()) as Record<string, unknown>;
    const {
      id: _id,
      stoc: _stoc,
      created_at: _c,
      updated_at: _u,
      istoric_preturi: _h,
      imagini_url: _i,
      ...fields
    } = current;
    const other = await request.put(`/api/admin/products/${id}/`, {
      headers: authHeader(token),
      data: { ...fields, titlu_en: 'Changed elsewhere' },
    });
    expect(other.status()).toBe(200);
    await page.getByLabel(text.titleEn).fill('Mine');
    await page.getByRole('button', { name: text.save }).click();
    await expect(page.getByRole('alert')).toHaveText(text.conflict);

    // Bulk unpublish from the list, found by search; the shop no longer shows it.
    await page.goto('/admin/products');
    await page.getByRole('searchbox', { name: text.search }).fill(suffix);
    await expect(page).toHaveURL(new RegExp(`q=${suffix}`));
    await page.getByRole('checkbox', { name: `Selectează ${title}` }).check();
    await page.getByRole('button', { name: text.unpublish }).click();
    await expect(page.getByRole('row', { name: new RegExp(title) })).toContainText(text.unpublished);
    const shop = await request.get(`/api/produse/${slug}/`);
    expect(shop.status()).toBe(404);

    // Reload keeps the list's state.
    await page.reload();
    await expect(page.getByRole('searchbox', { name: text.search })).toHaveValue(suffix);
    await axe();

    // On a phone.
    await page.setViewportSize({ width: 390, height: 844 });
    await axe();
    await page.goto(`/admin/products/${id}`);
    await expect(page.getByLabel(text.titleRo)).toBeVisible();
    await axe();
  });

  test('uploads two images for a new product and shows them in the shop', async ({ page, request }) => {
    const { email, password } = adminCredentials();
    const token = await login(request, email, password);
    await signInWithToken(page, token);
    const suffix = uniqueSuffix();
    const title = `Săpun imagini ${suffix}`;
    const png = (r: number) =>
      sharp({ create: { width: 8, height: 8, channels: 3, background: { r, g: 120, b: 90 } } })
        .png()
        .toBuffer();

    await page.goto('/admin/products/nou');
    await page.getByLabel(text.titleRo).fill(title);
    await page.getByLabel(text.price).fill('12');
    await page.getByLabel(text.upload).setInputFiles([
      { name: 'a.png', mimeType: 'image/png', buffer: await png(10) },
      { name: 'b.png', mimeType: 'image/png', buffer: await png(200) },
    ]);
    await expect(page.getByRole('img', { name: /^Imaginea [12]$/ })).toHaveCount(2);
    await page.getByRole('button', { name: text.save }).click();
    await expect(page).toHaveURL(/\/admin\/products\/\d+$/);
    const product = (await (await request.get(`/api/produse/sapun-imagini-${suffix}/`)).json()) as {
      imagine_principala: string;
      img1_url: string | null;
    };
    expect(product.imagine_principala).toMatch(/^products\/[0-9a-f-]{36}\.webp$/);
    expect(product.img1_url).not.toBeNull();
  });
});

async function productThroughApi(request: APIRequestContext, token: string, id: number) {
  const response = await request.get(`/api/admin/products/${id}/`, { headers: authHeader(token) });
  expect(response.status()).toBe(200);
  return (await response.json()) as ProductFields;
}

/** Saves changed fields over the product as it is now, as another editor would. */
async function updateProduct(
  request: APIRequestContext,
  token: string,
  id: number,
  changes: Record<string, unknown>,
) {
  const {
    id: _id,
    stoc: _stoc,
    created_at: _c,
    updated_at: _u,
    istoric_preturi: _h,
    imagini_url: _i,
    ...fields
  } = await productThroughApi(request, token, id);
  const response = await request.put(`/api/admin/products/${id}/`, {
    headers: authHeader(token),
    data: { ...fields, ...changes },
  });
  expect(response.status(), await response.text()).toBe(200);
}

test.describe('admin products: bulk categories and the reference price', () => {
  test('"Mută în categoria" adds or replaces categories, as chosen, after asking', async ({
    page,
    request,
    axe,
  }) => {
    test.slow();
    const token = await staffToken(request);
    type Category = { id: number; nume: string; subcategorii?: Category[] };
    const answer = (await (await request.get('/api/categorii/')).json()) as
      Category[] | { results: Category[] };
    const flatten = (nodes: Category[]): Category[] =>
      nodes.flatMap((node) => [node, ...flatten(node.subcategorii ?? [])]);
    const categories = flatten(Array.isArray(answer) ? answer : answer.results);
    expect(categories.length, 'three categories to move between').toBeGreaterThanOrEqual(3);
    const [first, second, third] = categories as [Category, Category, Category];
    const suffix = uniqueSuffix();
    const one = await createProduct(request, token, { titlu: `Ceai mutat ${suffix}`, categorii: [first.id] });
    const two = await createProduct(request, token, {
      titlu: `Miere mutată ${suffix}`,
      categorii: [second.id],
    });
    const categoriesOf = async () =>
      Promise.all(
        [one, two].map(async ({ id }) => (await productThroughApi(request, token, id)).categorii.toSorted()),
      );

    await signInWithToken(page, token);
    await page.goto(`/admin/products?q=${suffix}`);
    const selectBoth = async () => {
      await page.getByRole('checkbox', { name: `Selectează Ceai mutat ${suffix}` }).check();
      await page.getByRole('checkbox', { name: `Selectează Miere mutată ${suffix}` }).check();
      return page.getByRole('region', { name: '2 produse selectate' });
    };

    // Add: each keeps its own category and gains the third; asked first, and "Renunță" changes nothing.
    let bulk = await selectBoth();
    await bulk.getByRole('combobox', { name: 'Categorie' }).selectOption(String(third.id));
    await expect(bulk.getByRole('combobox', { name: 'Cum' })).toHaveValue('add_category');
    await bulk.getByRole('button', { name: 'Aplică' }).click();
    let dialog = page.getByRole('alertdialog', { name: `Adaugi 2 produse în „${third.nume}”?` });
    await expect(dialog).toContainText('Produsele rămân și în categoriile în care sunt deja.');
    await axe();
    await dialog.getByRole('button', { name: 'Renunță' }).click();
    await expect(dialog).toHaveCount(0);
    expect(await categoriesOf()).toEqual([[first.id], [second.id]]);
    await bulk.getByRole('button', { name: 'Aplică' }).click();
    await dialog.getByRole('button', { name: 'Da, aplică' }).click();
    await expect(page.getByText('Am actualizat 2 produse.')).toBeVisible();
    await expect
      .poll(categoriesOf)
      .toEqual([[first.id, third.id].toSorted(), [second.id, third.id].toSorted()]);

    // Replace: both end up in the first category alone.
    bulk = await selectBoth();
    await bulk.getByRole('combobox', { name: 'Categorie' }).selectOption(String(first.id));
    await bulk.getByRole('combobox', { name: 'Cum' }).selectOption('set_category');
    await bulk.getByRole('button', { name: 'Aplică' }).click();
    dialog = page.getByRole('alertdialog', { name: `Muți 2 produse doar în „${first.nume}”?` });
    await expect(dialog).toContainText('Produsele ies din toate celelalte categorii în care sunt acum.');
    await dialog.getByRole('button', { name: 'Da, aplică' }).click();
    await expect(dialog).toHaveCount(0);
    await expect.poll(categoriesOf).toEqual([[first.id], [first.id]]);
  });

  test('the product form shows the reference price the product page then shows, after a further reduction', async ({
    page,
    request,
    axe,
  }) => {
    test.slow();
    const token = await staffToken(request);
    const suffix = uniqueSuffix();
    // On sale since a moment ago at 80 from 100: a further reduction to 60 is part of the same sale.
    const product = await createProduct(request, token, { titlu: `Săpun redus ${suffix}`, pret: '100.00' });
    await updateProduct(request, token, product.id, { pret_redus: '80.00' });

    await signInWithToken(page, token);
    await page.goto(`/admin/products/${product.id}`);
    // No sale typed, no line; the further reduction typed, the line for it.
    const salePrice = page.getByLabel('Preț redus (lei)');
    const line = page.getByText(/^Magazinul va afișa ca preț de referință (.+ lei):/);
    await expect(salePrice).toHaveValue('80.00');
    await salePrice.fill('');
    await expect(line).toHaveCount(0);
    await salePrice.fill('60');
    await expect(line).toBeVisible();
    const shown = /referință (.+ lei):/.exec((await line.textContent()) ?? '')![1]!;
    // The rule: the lowest price of the 30 days before the sale began, not the sale's own 80.
    expect(shown).toBe('100,00 lei');
    await axe();
    await page.getByRole('button', { name: 'Salvează' }).click();
    await expect(page.getByText('Produsul a fost salvat.')).toBeVisible();

    await page.goto(`/produs/${product.slug}`);
    await expect(page.getByText('60,00 lei').first()).toBeVisible();
    await expect(page.getByText(`Cel mai mic preț din ultimele 30 de zile: ${shown}`)).toBeVisible();
  });
});
