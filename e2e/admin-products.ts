import type { APIRequestContext, Page } from '@playwright/test';
import { authHeader, expect, uniqueSuffix } from './fixtures';

/** One size of a product as staff type it on the new product form. */
export type SizeFields = {
  value: string;
  sku: string;
  /** Lei with a comma, as staff type it ("49,90"). */
  price: string;
  reducedPrice?: string;
  stock: number;
};

/**
 * Fills the admin's new product form (docs/decisions/065) with a product sold in sizes: its title in
 * both languages, one option ("Mărime") whose values are typed with the keyboard (Enter adds one),
 * and each size's SKU, price and initial stock; published in the shop when asked. Leaves it unsaved.
 */
export async function fillProductInSizes(
  page: Page,
  fields: { title: string; titleEn: string; sizes: SizeFields[]; publish?: boolean },
): Promise<void> {
  await page.goto('/admin/products/nou');
  await expect(page.getByRole('heading', { level: 1, name: 'Produs nou' })).toBeVisible();
  await page.getByLabel('Titlu (Română)').fill(fields.title);
  await page.getByLabel('Titlu (Engleză)').fill(fields.titleEn);
  if (fields.publish) await page.getByRole('checkbox', { name: 'Publicat în magazin' }).check();

  const section = page.getByRole('group', { name: 'Opțiuni și variante' });
  await section.getByRole('button', { name: 'Adaugă o opțiune' }).click();
  await section.getByLabel('Numele opțiunii (Română)').fill('Mărime');
  await section.getByLabel('Numele opțiunii (Engleză)').fill('Size');
  const newValue = section.getByLabel('Valoare nouă pentru Mărime');
  for (const size of fields.sizes) {
    await newValue.fill(size.value);
    await newValue.press('Enter');
  }
  await expect(section.getByRole('heading', { name: `${fields.sizes.length} variante` })).toBeVisible();

  for (const size of fields.sizes) {
    const group = sizeGroup(page, size.value);
    await group.getByLabel('SKU').fill(size.sku);
    await group.getByLabel('Preț (lei, cu TVA)').fill(size.price);
    if (size.reducedPrice !== undefined) await group.getByLabel('Preț redus (lei)').fill(size.reducedPrice);
    await group.getByLabel('Stoc inițial').fill(String(size.stock));
  }
}

/** A size's own group of fields on the product form. */
export function sizeGroup(page: Page, value: string) {
  return page
    .getByRole('group', { name: 'Opțiuni și variante' })
    .getByRole('group', { name: `Varianta ${value}` });
}

/** Saves the new product and answers its id, once its edit page shows. */
export async function saveNewProduct(page: Page, title: string): Promise<number> {
  await page.getByRole('button', { name: 'Salvează' }).click();
  await expect(page).toHaveURL(/\/admin\/products\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: `Editează: ${title}` })).toBeVisible();
  return Number(new URL(page.url()).pathname.split('/').pop());
}

/**
 * The body of `POST /api/admin/products/` for a product staff would leave mostly empty: no
 * descriptions, images, tags or options, 21% VAT, unpublished; `fields` sets the rest.
 */
export function productBody(fields: Record<string, unknown>): Record<string, unknown> {
  return {
    titlu: '',
    titlu_en: '',
    descriere: '',
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
    sku: null,
    pret: '',
    pret_redus: null,
    cota_tva: 21,
    cantitate_neta: null,
    unitate: null,
    publicat: false,
    imagini: [],
    categorii: [],
    tags: [],
    stoc: 0,
    ...fields,
  };
}

export type ProductFields = Record<string, unknown> & { id: number; slug: string; categorii: number[] };

/** A published product in stock (49.90 lei, 10 pieces), made through the API with the given fields. */
export async function createProduct(
  request: APIRequestContext,
  token: string,
  fields: Record<string, unknown>,
): Promise<ProductFields> {
  const suffix = uniqueSuffix();
  const response = await request.post('/api/admin/products/', {
    headers: authHeader(token),
    data: productBody({
      titlu: `Produs ${suffix}`,
      titlu_en: `Product ${suffix}`,
      descriere: '<p>Descriere</p>',
      descriere_en: '<p>Description</p>',
      pret: '49.90',
      publicat: true,
      stoc: 10,
      ...fields,
    }),
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as ProductFields;
}
