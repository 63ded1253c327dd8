import { readFile } from 'node:fs/promises';
import type { APIRequestContext } from '@playwright/test';
import { authHeader, expect, signInWithToken, staffToken, test, uniqueSuffix } from '../fixtures';

type AdminProduct = {
  id: number;
  titlu: string;
  sku: string | null;
  slug: string;
  pret: string;
  publicat: boolean;
  stoc: number;
};

async function createProduct(
  request: APIRequestContext,
  token: string,
  fields: { titlu: string; sku: string; pret: string },
): Promise<AdminProduct> {
  const response = await request.post('/api/admin/products/', {
    headers: authHeader(token),
    data: {
      ...fields,
      titlu_en: '',
      descriere: '<p>Produs de test pentru uneltele catalogului.</p>',
      descriere_en: '',
      informatii_suplimentare: '',
      informatii_suplimentare_en: '',
      meta_titlu: '',
      meta_titlu_en: '',
      meta_descriere: '',
      meta_descriere_en: '',
      nota: '',
      nota_en: '',
      slug: '',
      pret_redus: null,
      cota_tva: 21,
      cantitate_neta: null,
      unitate: null,
      // Unpublished: the journey's products never reach a shop listing another journey reads.
      publicat: false,
      imagini: [],
      categorii: [],
      tags: [],
      stoc: 5,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as AdminProduct;
}

async function product(request: APIRequestContext, token: string, id: number): Promise<AdminProduct> {
  const response = await request.get(`/api/admin/products/${id}/`, { headers: authHeader(token) });
  expect(response.status()).toBe(200);
  return (await response.json()) as AdminProduct;
}

test.describe('admin catalogue tools', () => {
  test('export, import one edited price, bulk −10 % to ,99, duplicate', async ({ page, request, axe }) => {
    test.slow();
    const token = await staffToken(request);
    const suffix = uniqueSuffix();
    const first = await createProduct(request, token, {
      titlu: `Ser unelte ${suffix}`,
      sku: `UNL-A-${suffix}`,
      pret: '49.90',
    });
    const second = await createProduct(request, token, {
      titlu: `Balsam unelte ${suffix}`,
      sku: `UNL-B-${suffix}`,
      pret: '30.00',
    });

    await signInWithToken(page, token, { admin: true });
    await page.goto(`/admin/products?q=${encodeURIComponent(`unelte ${suffix}`)}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Produse' })).toBeVisible();
    await expect(page.getByRole('link', { name: first.titlu })).toBeVisible();
    await axe();

    // Export: every product, every field.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Exportă CSV' }).click(),
    ]);
    const exported = await readFile(await download.path(), 'utf8');
    expect(exported.startsWith('\uFEFFparent_sku;sku;slug;ean;titlu;')).toBe(true);
    const lines = exported.split('\r\n');
    const at = lines.findIndex((line) => line.startsWith(`;${first.sku};`));
    expect(at).toBeGreaterThan(0);
    expect(lines[at]).toContain(';49,90;');
    // Only this journey's rows go back: the whole export would also write back, over them, what
    // journeys running beside this one changed in their own products since it was taken.
    const ours = lines.filter(
      (line) => line.startsWith(`;${first.sku};`) || line.startsWith(`;${second.sku};`),
    );
    expect(ours).toHaveLength(2);
    const edited = [lines[0], ...ours.map((line) => line.replace(';49,90;', ';45,00;'))].join('\r\n');

    // Import: the dry run shows exactly the edited price, then applies it.
    await page.getByRole('button', { name: 'Importă CSV' }).click();
    const dialog = page.getByRole('dialog', { name: 'Importă produse din CSV' });
    await dialog.getByLabel('Fișierul CSV').setInputFiles({
      name: 'produse.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(edited, 'utf8'),
    });
    await expect(dialog.getByTestId('import-summary')).toContainText('un produs modificat');
    await expect(dialog.getByTestId('import-summary')).toContainText('0 produse noi');
    await expect(dialog.getByTestId('import-summary')).toContainText('0 rânduri cu erori');
    const row = dialog.getByRole('row', { name: new RegExp(first.titlu) });
    await expect(row).toContainText('pret');
    await expect(row).toContainText('49,90 → 45,00');
    await expect(dialog.getByRole('row')).toHaveCount(2);
    await axe();
    await dialog.getByRole('button', { name: 'Aplică importul' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Am importat un produs.')).toBeVisible();
    expect((await product(request, token, first.id)).pret).toBe('45.00');
    expect((await product(request, token, second.id)).pret).toBe('30.00');

    // Bulk edit: both products, 10 % off, rounded to ,99.
    await page.reload();
    await expect(page.getByRole('link', { name: first.titlu })).toBeVisible();
    await page.getByRole('checkbox', { name: `Selectează ${first.titlu}` }).check();
    await page.getByRole('checkbox', { name: `Selectează ${second.titlu}` }).check();
    await page.getByRole('button', { name: 'Editează în bloc' }).click();
    const bulk = page.getByRole('dialog', { name: 'Editezi 2 produse' });
    await bulk.getByLabel('Modifică').selectOption('percent');
    await bulk.getByLabel('Cu cât').fill('-10');
    await bulk.getByLabel('Rotunjire').first().selectOption('99');
    await axe();
    await bulk.getByRole('button', { name: 'Aplică modificările' }).click();
    await expect(bulk).toBeHidden();
    await expect(page.getByText('Am actualizat 2 produse.')).toBeVisible();
    // 45,00 − 10 % = 40,50 → 40,99; 30,00 − 10 % = 27,00 → 26,99.
    expect((await product(request, token, first.id)).pret).toBe('40.99');
    expect((await product(request, token, second.id)).pret).toBe('26.99');

    // Duplicate, from the product's own page.
    await page.getByRole('link', { name: first.titlu }).click();
    await expect(page.getByRole('heading', { level: 1, name: new RegExp(first.titlu) })).toBeVisible();
    await page.getByRole('button', { name: 'Duplică' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: `Editează: ${first.titlu} (copie)` }),
    ).toBeVisible();
    await expect(page).not.toHaveURL(new RegExp(`/admin/products/${first.id}$`));
    const copyId = Number(/\/admin\/products\/(\d+)$/.exec(page.url())![1]);
    const copy = await product(request, token, copyId);
    expect(copy).toMatchObject({
      titlu: `${first.titlu} (copie)`,
      slug: `${first.slug}-copie`,
      sku: null,
      pret: '40.99',
      publicat: false,
      stoc: 0,
    });
    await expect(page.getByLabel('Preț de achiziție (fără TVA)')).toBeVisible();
    await axe();
  });

  test('the import and bulk edit dialogs fit a phone and pass axe', async ({ page, request, axe }) => {
    const token = await staffToken(request);
    const suffix = uniqueSuffix();
    const made = await createProduct(request, token, {
      titlu: `Loțiune unelte ${suffix}`,
      sku: `UNL-C-${suffix}`,
      pret: '19.90',
    });
    await page.setViewportSize({ width: 390, height: 844 });
    await signInWithToken(page, token, { admin: true });
    await page.goto(`/admin/products?q=${encodeURIComponent(`unelte ${suffix}`)}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Produse' })).toBeVisible();
    await expect(page.getByText(made.titlu)).toBeVisible();
    const fits = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

    await page.getByRole('button', { name: 'Importă CSV' }).click();
    const dialog = page.getByRole('dialog', { name: 'Importă produse din CSV' });
    await dialog.getByLabel('Fișierul CSV').setInputFiles({
      name: 'produse.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(`sku;pret\r\n${made.sku};abc\r\n`, 'utf8'),
    });
    await expect(dialog.getByTestId('import-summary')).toContainText('un rând cu erori');
    await expect(dialog.getByRole('button', { name: 'Aplică importul' })).toBeDisabled();
    expect(await fits()).toBe(true);
    await axe();
    await dialog.getByRole('button', { name: 'Renunță' }).click();
    await expect(dialog).toBeHidden();

    await page.getByRole('checkbox', { name: `Selectează ${made.titlu}` }).check();
    await page.getByRole('button', { name: 'Editează în bloc' }).click();
    const bulk = page.getByRole('dialog', { name: 'Editezi un produs' });
    await bulk.getByLabel('Stocul').selectOption('set');
    await bulk.getByLabel('Bucăți').fill('12');
    expect(await fits()).toBe(true);
    await axe();
    await bulk.getByRole('button', { name: 'Aplică modificările' }).click();
    await expect(bulk).toBeHidden();
    expect((await product(request, token, made.id)).stoc).toBe(12);
  });
});
