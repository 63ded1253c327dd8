import { authHeader, expect, signInWithToken, staffToken, test, uniqueSuffix } from '../fixtures';

type AdminProduct = { id: number; slug: string; titlu: string; titlu_en: string; imagini: string[] };

test.describe('text alternatives of product images', () => {
  test('staff write them in Romanian and English and the shop shows each in its language', async ({
    page,
    request,
    axe,
  }) => {
    // The product form and two product pages, each scanned by axe: minutes on a busy machine.
    test.setTimeout(300_000);
    const token = await staffToken(request);
    await signInWithToken(page, token, { admin: true });
    const list = (await (
      await request.get('/api/admin/products/?page_size=50&published=true', { headers: authHeader(token) })
    ).json()) as { results: { id: number }[] };
    let product: AdminProduct | null = null;
    for (const { id } of list.results) {
      const detail = (await (
        await request.get(`/api/admin/products/${id}/`, { headers: authHeader(token) })
      ).json()) as AdminProduct;
      if (detail.imagini.length > 1) {
        product = detail;
        break;
      }
    }
    expect(product, 'a published product with several images').not.toBeNull();
    const { id, slug, titlu, titlu_en: titleEn, imagini } = product!;
    const suffix = uniqueSuffix();
    const altRo = `Borcanul văzut din față ${suffix}`;
    const altEn = `The jar seen from the front ${suffix}`;

    await page.goto(`/admin/products/${id}`);
    const romanian = page.getByLabel('Text alternativ al imaginii 1 (Română)');
    await expect(romanian).toBeVisible({ timeout: 20_000 });
    // The rich text editors load after the form; on a busy machine the page is slow until then.
    await expect(page.getByRole('textbox', { name: 'Descriere (Română)', exact: true })).toBeVisible({
      timeout: 20_000,
    });
    await romanian.fill(altRo, { timeout: 30_000 });
    await page.getByLabel('Text alternativ al imaginii 1 (Engleză)').fill(altEn, { timeout: 30_000 });
    // Image 2 keeps no text: the shop describes it itself.
    await expect(page.getByLabel('Text alternativ al imaginii 2 (Română)')).toHaveValue('');
    await axe();
    await page.getByRole('button', { name: 'Salvează' }).click();
    await expect(page.getByText('Produsul a fost salvat.')).toBeVisible({ timeout: 20_000 });

    await page.goto(`/produs/${slug}`);
    await expect(page.getByRole('img', { name: altRo })).toBeVisible({ timeout: 20_000 });
    await page.getByRole('button', { name: `Arată imaginea 2 din ${Math.min(imagini.length, 4)}` }).click();
    await expect(
      page.getByRole('img', { name: `${titlu}, imaginea 2 din ${Math.min(imagini.length, 4)}` }),
    ).toBeVisible();
    await axe();

    await page.goto(`/en/produs/${slug}`);
    await expect(page.getByRole('img', { name: altEn })).toBeVisible({ timeout: 20_000 });
    await page.getByRole('button', { name: `Show image 2 of ${Math.min(imagini.length, 4)}` }).click();
    await expect(
      page.getByRole('img', { name: `${titleEn || titlu}, image 2 of ${Math.min(imagini.length, 4)}` }),
    ).toBeVisible();
  });
});
