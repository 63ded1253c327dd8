import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { adminCredentials, authHeader, expect, login, test } from '../fixtures';

type StockPage = {
  results: {
    id: number;
    sku: string | null;
    title: string;
    slug: string;
    stock: number;
    is_active: boolean;
  }[];
};

const text = {
  title: 'Stoc',
  search: 'Caută după titlu sau SKU',
  level: 'Nivel',
  adjustDialog: 'Ajustează stocul',
  delta: 'Modificare (+/−)',
  reason: 'Motiv',
  save: 'Salvează ajustarea',
  importButton: 'Importă CSV',
  importFile: 'Fișier CSV',
  apply: 'Aplică importul',
  history: 'Istoricul stocului',
};

/** Signs the admin in by token (the sign-in screen has its own journey). */
async function signInAsAdmin(page: Page, token: string) {
  await page.addInitScript((value) => {
    localStorage.setItem('token', value);
    localStorage.setItem('is_admin', 'true');
  }, token);
}

test.describe('admin stock (stoc)', () => {
  test('adjust an out-of-stock product, see it in the shop, then import a count and find it in the logs', async ({
    page,
    request,
    axe,
  }) => {
    // A long journey (two screens, a shop page, three dialogs, four axe scans) on a shared machine.
    test.slow();
    const { email, password } = adminCredentials();
    const token = await login(request, email, password);
    const list = await request.get('/api/admin/stock/?level=out&ordering=title', {
      headers: authHeader(token),
    });
    expect(list.status()).toBe(200);
    const product = ((await list.json()) as StockPage).results.find((item) => item.sku && item.is_active);
    if (!product?.sku) throw new Error('The demo catalogue has no active out-of-stock product with a SKU.');
    const sku = product.sku;

    await signInAsAdmin(page, token);
    await page.goto('/admin');
    await page.getByRole('link', { name: text.title, exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/stoc$/);
    await expect(page.getByRole('heading', { level: 1, name: text.title })).toBeVisible();
    await expect(page.getByRole('table')).toBeVisible();
    await axe();

    await page.getByLabel(text.level).selectOption('out');
    await page.getByRole('searchbox', { name: text.search }).fill(sku);
    const row = page.getByRole('row').filter({ hasText: sku });
    await expect(row).toHaveCount(1);
    await expect(row.getByRole('cell').filter({ hasText: 'Epuizat' })).toBeVisible();

    // Adjust: +7 with a reason; the dialog shows the resulting stock before saving.
    await row.getByRole('button', { name: `Ajustează stocul pentru ${product.title}` }).click();
    const dialog = page.getByRole('dialog', { name: text.adjustDialog });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: text.save }).click();
    await expect(dialog.getByText('Introdu un număr întreg.')).toBeVisible();
    await expect(dialog.getByText('Motivul trebuie să aibă între 3 și 500 de caractere.')).toBeVisible();
    await dialog.getByRole('textbox', { name: text.delta }).fill('7');
    await dialog.getByRole('textbox', { name: text.reason }).fill('Recepție marfă e2e');
    await expect(dialog.getByText('Stoc după ajustare: 7')).toBeVisible();
    await axe();
    await dialog.getByRole('button', { name: text.save }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('status')).toHaveText(`Stocul pentru ${product.title} este acum 7.`);

    // The shop's product page now sells it.
    const shop = await page.context().newPage();
    await shop.goto(`/produs/${product.slug}`);
    await expect(shop.getByRole('heading', { level: 1, name: product.title })).toBeVisible();
    // The product's own details: the recommended cards below may show other products out of stock.
    const details = shop.getByRole('region', { name: product.title });
    await expect(details.getByText('În stoc', { exact: true })).toBeVisible();
    await expect(details.getByText('Stoc epuizat', { exact: true })).toHaveCount(0);
    await shop.close();

    // Import: a count of 3 for that SKU, previewed, then applied.
    await page.getByLabel(text.level).selectOption('');
    await page.getByRole('button', { name: text.importButton }).click();
    const importDialog = page.getByRole('dialog', { name: 'Importă stocul din CSV' });
    await importDialog.getByLabel(text.importFile).setInputFiles({
      name: 'stoc.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(`\uFEFFsku;stock\r\n${sku};3\r\n`, 'utf8'),
    });
    const preview = importDialog.getByRole('row').filter({ hasText: sku });
    await expect(preview).toContainText('Se modifică');
    await expect(preview).toContainText('(-4)');
    await expect(
      importDialog.getByText(
        '1 rând de modificat, 0 rânduri neschimbate, 0 SKU-uri necunoscute, 0 rânduri invalide',
      ),
    ).toBeVisible();
    await axe();
    await importDialog.getByRole('button', { name: text.apply }).click();
    await expect(importDialog).toBeHidden();
    await expect(page.getByRole('status')).toHaveText('Import aplicat: un produs actualizat.');
    // Cells after the product's name: SKU, stock (with its low-stock badge), actions.
    await expect(row.getByRole('cell').nth(1)).toHaveText(/(^|\D)3$/);

    // The movement log: the import, then the manual adjustment with its reason, newest first.
    await row.getByRole('button', { name: `Istoricul stocului pentru ${product.title}` }).click();
    const sheet = page.getByRole('dialog', { name: text.history });
    const movements = sheet.getByRole('listitem');
    await expect(movements.nth(0)).toContainText('Import CSV');
    await expect(movements.nth(0)).toContainText('-4');
    await expect(movements.nth(1)).toContainText('Ajustare manuală');
    await expect(movements.nth(1)).toContainText('Recepție marfă e2e');
    await expect(movements.nth(1)).toContainText(email);
    await axe();
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();

    // The audit log has both: the adjustment (by product id) and the import.
    await page.goto('/admin/audit');
    await page.getByLabel('Tip').selectOption('stock');
    await expect(page.getByRole('cell', { name: 'Stoc #import' }).first()).toBeVisible();
    await expect(page.getByRole('cell', { name: `Stoc: ${product.title}` }).first()).toBeVisible();
  });

  for (const language of [
    {
      prefix: '',
      export: 'Exportă CSV',
      import: 'Importă CSV',
      dialog: 'Importă stocul din CSV',
      file: 'Fișier CSV',
      apply: 'Aplică importul',
      nothing: 'Nimic de modificat: stocul din fișier este deja cel din magazin.',
      noErrors: '0 rânduri invalide',
    },
    {
      prefix: '/en',
      export: 'Export CSV',
      import: 'Import CSV',
      dialog: 'Import stock from CSV',
      file: 'CSV file',
      apply: 'Apply import',
      nothing: "Nothing to change: the stock in the file is already the shop's.",
      noErrors: '0 invalid rows',
    },
  ]) {
    test(`the exported file imports back unchanged as nothing to change${language.prefix ? ' (English)' : ''}`, async ({
      page,
      request,
      axe,
    }) => {
      // The whole catalogue is previewed in the dialog and scanned by axe.
      test.slow();
      const { email, password } = adminCredentials();
      await signInAsAdmin(page, await login(request, email, password));
      await page.goto(`${language.prefix}/admin/stoc`);
      // The first visit in a language loads that language's admin texts too.
      await expect(page.getByRole('table')).toBeVisible({ timeout: 15_000 });

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: language.export }).click(),
      ]);
      const file = await download.path();
      const exported = await readFile(file, 'utf8');
      expect(exported.startsWith('\uFEFFid;sku;title;stock;weight_grams\r\n')).toBe(true);
      // The demo catalogue has products without a SKU: their rows carry the id alone.
      expect(exported).toMatch(/\r\n\d+;;/);

      await page.getByRole('button', { name: language.import }).click();
      const dialog = page.getByRole('dialog', { name: language.dialog });
      await dialog.getByLabel(language.file).setInputFiles(file);
      await expect(dialog.getByText(language.nothing)).toBeVisible();
      await expect(dialog.getByText(language.noErrors)).toBeVisible();
      await expect(dialog.getByRole('button', { name: language.apply })).toBeDisabled();
      await axe();
    });
  }

  test('the stock screen and its dialog pass axe on a phone', async ({ page, request, axe }) => {
    const { email, password } = adminCredentials();
    await signInAsAdmin(page, await login(request, email, password));
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/admin/stoc');
    await expect(page.getByRole('heading', { level: 1, name: text.title })).toBeVisible();
    // A phone shows the products' stock as cards.
    await expect(page.getByRole('list', { name: text.title })).toBeVisible();
    await axe();
    await page
      .getByRole('button', { name: /^Ajustează stocul pentru / })
      .first()
      .click();
    await expect(page.getByRole('dialog', { name: text.adjustDialog })).toBeVisible();
    await axe();
  });
});
