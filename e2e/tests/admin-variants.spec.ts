import { fillProductInSizes, productBody, saveNewProduct, sizeGroup } from '../admin-products';
import { sidewaysOverflow } from '../admin-walk';
import { authHeader, expect, signInWithToken, staffToken, test, uniqueSuffix } from '../fixtures';

type Detail = {
  id: number;
  pret: string;
  stoc: number;
  variante: { id: number; titlu: string; sku: string | null; pret: string; stoc: number; valori: string[] }[];
};

test.describe('admin variants', () => {
  test('staff create a cream in two sizes, reopen it, and adjust the 100 ml on the stock screen', async ({
    page,
    request,
    axe,
  }) => {
    test.slow();
    const token = await staffToken(request);
    await signInWithToken(page, token, { admin: true });
    const suffix = uniqueSuffix();
    const title = `Cremă test ${suffix}`;

    await fillProductInSizes(page, {
      title,
      titleEn: `Test cream ${suffix}`,
      sizes: [
        { value: '50 ml', sku: `CT50-${suffix}`, price: '49,90', stock: 5 },
        { value: '100 ml', sku: `CT100-${suffix}`, price: '79,90', reducedPrice: '69,90', stock: 3 },
      ],
    });
    const small = sizeGroup(page, '50 ml');
    const large = sizeGroup(page, '100 ml');
    await axe();
    const id = await saveNewProduct(page, title);

    // Reopened: the sizes with their prices, and their stock (changed on the stock screen now).
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: `Editează: ${title}` })).toBeVisible();
    await expect(small.getByLabel('Preț (lei, cu TVA)')).toHaveValue('49.90');
    await expect(large.getByLabel('Preț (lei, cu TVA)')).toHaveValue('79.90');
    await expect(large.getByLabel('Preț redus (lei)')).toHaveValue('69.90');
    await expect(small.getByText('Stoc: 5 buc')).toBeVisible();
    await expect(large.getByText('Stoc: 3 buc')).toBeVisible();
    await expect(page.getByText('Prețul și stocul vin din variante: de la 49,90 lei.')).toBeVisible();
    await axe();

    // The products list shows the product once, with its variants and "de la" price.
    await page.goto(`/admin/products?q=${encodeURIComponent(`CT100-${suffix}`)}`);
    const listed = page.getByRole('row').filter({ hasText: title });
    await expect(listed).toHaveCount(1);
    await expect(listed).toContainText('2 variante');
    await expect(listed).toContainText('de la 49,90 lei');

    // The stock screen lists each size; the 100 ml is adjusted alone.
    await page.goto('/admin/stoc');
    await page.getByRole('searchbox', { name: 'Caută după titlu sau SKU' }).fill(`CT100-${suffix}`);
    const row = page.getByRole('row').filter({ hasText: `CT100-${suffix}` });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(`${title} – 100 ml`);
    await row.getByRole('button', { name: `Ajustează stocul pentru ${title} – 100 ml` }).click();
    const dialog = page.getByRole('dialog', { name: 'Ajustează stocul' });
    await dialog.getByRole('textbox', { name: 'Modificare (+/−)' }).fill('4');
    await dialog.getByRole('textbox', { name: 'Motiv' }).fill('Recepție marfă e2e');
    await expect(dialog.getByText('Stoc după ajustare: 7')).toBeVisible();
    await dialog.getByRole('button', { name: 'Salvează' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('status')).toHaveText(`Stocul pentru ${title} – 100 ml este acum 7.`);

    const detail = (await (
      await request.get(`/api/admin/products/${id}/`, { headers: authHeader(token) })
    ).json()) as Detail;
    expect(detail.variante.map((variant) => [variant.valori, variant.stoc])).toEqual([
      [['50 ml'], 5],
      [['100 ml'], 7],
    ]);
    expect(detail.stoc).toBe(12);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('the options and variants fit 390 px and pass axe', async ({ page, request, axe }) => {
      const token = await staffToken(request);
      const suffix = uniqueSuffix();
      const variant = (value: string, price: string) => ({
        sku: null,
        ean: null,
        pret: price,
        pret_redus: null,
        stoc: 1,
        greutate_grame: null,
        cantitate_neta: null,
        unitate: null,
        imagine: null,
        activ: true,
        valori: [value],
      });
      const created = await request.post('/api/admin/products/', {
        headers: authHeader(token),
        data: productBody({
          titlu: `Cremă telefon ${suffix}`,
          optiuni: [
            {
              nume: 'Mărime',
              nume_en: 'Size',
              valori: [
                { valoare: '50 ml', valoare_en: '50 ml' },
                { valoare: '100 ml', valoare_en: '100 ml' },
              ],
            },
          ],
          variante: [variant('50 ml', '49.90'), variant('100 ml', '79.90')],
        }),
      });
      expect(created.status(), await created.text()).toBe(201);
      const { id } = (await created.json()) as { id: number };

      await signInWithToken(page, token, { admin: true });
      await page.goto(`/admin/products/${id}`);
      const section = page.getByRole('group', { name: 'Opțiuni și variante' });
      await expect(section.getByRole('group', { name: 'Varianta 100 ml' })).toBeVisible();
      await section.getByRole('group', { name: 'Varianta 100 ml' }).scrollIntoViewIfNeeded();
      const fits = await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
      const { culprits } = await sidewaysOverflow(page);
      expect(fits, culprits.join('\n')).toBe(true);
      await axe();
    });
  });
});
