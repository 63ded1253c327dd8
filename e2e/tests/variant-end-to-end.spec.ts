import type { APIRequestContext } from '@playwright/test';
import { fillProductInSizes, saveNewProduct } from '../admin-products';
import { CART_KEY } from '../cart-storage';
import {
  authHeader,
  DECLINED_CONSENT,
  expect,
  fillCheckoutForm,
  registerCustomer,
  signInWithToken,
  staffToken,
  stockOfSku,
  test,
  uniqueSuffix,
} from '../fixtures';

/**
 * Issue 28's "done when" for variants, in one journey: staff create a cream in 50 ml and 100 ml in
 * the admin and publish it; a customer buys two of the 100 ml; the stock of that size alone moves;
 * the order, its invoice, the return and its credit note name the size; the returned unit goes back
 * to the 100 ml only.
 */

type AdminVariant = { id: number; titlu: string; sku: string | null; stoc: number; valori: string[] };
type AdminProduct = { id: number; slug: string; variante: AdminVariant[] };
type Movement = { delta: number; order_id: number | null; kind?: string };
type InvoiceRow = { id: number; order_id: number; code: string; kind: string };

// Two sessions (staff and a customer), an order, an invoice, a return and a credit note on a
// two-core machine.
test.describe.configure({ timeout: 240_000 });

async function movements(request: APIRequestContext, staff: string, id: number): Promise<Movement[]> {
  const response = await request.get(`/api/admin/stock/${id}/movements/`, { headers: authHeader(staff) });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { results: Movement[] }).results;
}

/** The order's one document of that kind, once it exists, with its UBL XML. */
async function documentOf(
  request: APIRequestContext,
  staff: string,
  orderId: number,
  kind: 'invoice' | 'credit_note',
): Promise<InvoiceRow & { xml: string }> {
  let found: InvoiceRow | undefined;
  await expect
    .poll(async () => {
      const list = await request.get(`/api/admin/invoices/?q=${orderId}&kind=${kind}`, {
        headers: authHeader(staff),
      });
      found = ((await list.json()) as { results: InvoiceRow[] }).results.find(
        (row) => row.order_id === orderId,
      );
      return found !== undefined;
    })
    .toBe(true);
  const xml = await request.get(`/api/admin/invoices/${found!.id}/xml`, { headers: authHeader(staff) });
  expect(xml.status()).toBe(200);
  return { ...found!, xml: await xml.text() };
}

/** The names of a UBL document's items (`cac:Item/cbc:Name`), unescaped enough for our titles. */
function itemNames(xml: string): string[] {
  const items = xml.matchAll(
    /<cac:Item>\s*(?:<cbc:Description>[^<]*<\/cbc:Description>\s*)?<cbc:Name>([^<]*)<\/cbc:Name>/g,
  );
  return [...items].map((match) => match[1]!.replace(/&amp;/g, '&'));
}

test('staff sell a cream in two sizes; the 100 ml bought, invoiced and returned is named and stocked alone', async ({
  page,
  request,
  axe,
}) => {
  const staff = await staffToken(request);
  const suffix = uniqueSuffix();
  const title = `Cremă variante ${suffix}`;

  // Staff, in a browser of their own (axe scans pages of contexts the test made).
  const adminContext = await page
    .context()
    .browser()!
    .newContext({ baseURL: test.info().project.use.baseURL });
  const admin = await adminContext.newPage();
  await admin.addInitScript(
    `localStorage.setItem('cookie-consent-v2', ${JSON.stringify(DECLINED_CONSENT)});`,
  );
  await signInWithToken(admin, staff, { admin: true });

  // 1. The product, made and published in the admin.
  await fillProductInSizes(admin, {
    title,
    titleEn: `Variant cream ${suffix}`,
    sizes: [
      { value: '50 ml', sku: `VJ50-${suffix}`, price: '49,90', stock: 6 },
      { value: '100 ml', sku: `VJ100-${suffix}`, price: '79,90', stock: 6 },
    ],
    publish: true,
  });
  const productId = await saveNewProduct(admin, title);
  const detail = await request.get(`/api/admin/products/${productId}/`, { headers: authHeader(staff) });
  expect(detail.status()).toBe(200);
  const product = (await detail.json()) as AdminProduct;
  const small = product.variante.find((variant) => variant.valori[0] === '50 ml')!;
  const large = product.variante.find((variant) => variant.valori[0] === '100 ml')!;
  // A size's title names it: this is what the order, the invoice and the return carry.
  expect(large.titlu).toBe(`${title} – 100 ml`);
  expect(small.titlu).toBe(`${title} – 50 ml`);
  expect(await stockOfSku(request, staff, large.sku!)).toBe(6);
  expect(await stockOfSku(request, staff, small.sku!)).toBe(6);

  // 2. A customer chooses the 100 ml on the product page, takes two and checks out.
  const customer = await registerCustomer(request);
  await signInWithToken(page, customer.token);
  await page.goto(`/produs/${product.slug}`);
  const box = page.getByRole('region', { name: title });
  await box.getByText('100 ml', { exact: true }).click();
  await expect(page.getByRole('radio', { name: '100 ml' })).toBeChecked();
  await expect(box).toContainText(large.sku!);
  await box.getByRole('button', { name: 'Crește cantitatea' }).click();
  await box.getByRole('button', { name: 'Adaugă în coș' }).click();
  await expect
    .poll(() => page.evaluate((key) => localStorage.getItem(key) ?? '', CART_KEY))
    .toMatch(new RegExp(`"id":${large.id},.*"cantitate":2`));

  await page.goto('/checkout');
  await expect(page.getByRole('textbox', { name: 'Email', exact: true })).toHaveValue(customer.email);
  await fillCheckoutForm(page);
  await page.getByRole('button', { name: 'Comandă cu obligație de plată' }).click();
  await page.waitForURL(/\/checkout\/success\?id=\d+&key=/);
  const orderId = Number(new URL(page.url()).searchParams.get('id'));
  const ordered = page.getByRole('list', { name: 'Produse comandate' }).getByRole('listitem');
  await expect(ordered).toHaveCount(1);
  await expect(ordered).toContainText(large.titlu);

  // 3. The stock moved for the 100 ml by the quantity bought, and not for the 50 ml.
  expect(await stockOfSku(request, staff, large.sku!)).toBe(4);
  expect(await stockOfSku(request, staff, small.sku!)).toBe(6);
  expect((await movements(request, staff, large.id)).filter((move) => move.order_id === orderId)).toEqual([
    expect.objectContaining({ delta: -2 }),
  ]);
  expect((await movements(request, staff, small.id)).some((move) => move.order_id === orderId)).toBe(false);

  // 4. Staff deliver it (paid in cash to the courier, so invoiced); the admin's order names the size.
  for (const status of ['processing', 'shipped', 'delivered']) {
    const moved = await request.post(`/api/admin/orders/${orderId}/status/`, {
      headers: authHeader(staff),
      data: { status },
    });
    expect(moved.status(), `${status}: ${await moved.text()}`).toBe(200);
  }
  await admin.goto(`/admin/comenzi/${orderId}`);
  await expect(admin.getByRole('heading', { level: 1 })).toContainText(String(orderId));
  await expect(admin.getByRole('main').getByText(large.titlu).first()).toBeVisible();
  await expect(admin.getByRole('main')).not.toContainText(small.titlu);
  await axe({ page: admin });

  // 5. The invoice names the size: its lines on the admin's page and the item in its e-Factura XML.
  const invoice = await documentOf(request, staff, orderId, 'invoice');
  expect(itemNames(invoice.xml).filter((name) => name !== 'Transport')).toEqual([large.titlu]);
  expect(invoice.xml).not.toContain(small.titlu);
  await admin.goto(`/admin/facturi/${invoice.id}`);
  await expect(admin.getByRole('heading', { level: 1 })).toContainText(`Factură ${invoice.code}`);
  await expect(admin.getByRole('row').filter({ hasText: large.titlu })).toHaveCount(1);
  await axe({ page: admin });

  // 6. The customer's order page names the size, and its return form offers it by name.
  await page.goto(`/contul-meu/comenzi/${orderId}`);
  await expect(page.getByRole('main').getByText(large.titlu).first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Facturi' })).toContainText(`Factura ${invoice.code}`);
  await page.getByRole('button', { name: 'Returnează produse' }).click();
  const form = page.getByRole('form', { name: 'Cerere de retur' });
  await form.getByRole('combobox', { name: 'Motivul' }).selectOption('not_fit');
  await form.getByRole('checkbox', { name: large.titlu }).check();
  await form.getByRole('combobox', { name: `Bucăți din ${large.titlu}` }).selectOption('1');
  await axe();
  await form.getByRole('button', { name: 'Trimite cererea' }).click();
  await expect(page.getByText('Trimisă')).toBeVisible();

  // 7. Staff find the return by the size's name, approve it, receive it (restock) and refund it.
  await admin.goto('/admin/retururi');
  await admin.getByRole('link', { name: new RegExp(`\\(comanda ${orderId}\\)`) }).click();
  await expect(admin.getByRole('main').getByText(large.titlu).first()).toBeVisible();
  await admin.getByRole('button', { name: 'Aprobă' }).click();
  await expect(admin.getByText('Aprobată, așteaptă coletul')).toBeVisible();
  await admin.getByRole('button', { name: 'Am primit produsele' }).click();
  await expect(admin.getByText('Primită, de rambursat')).toBeVisible();
  await axe({ page: admin });

  // The returned unit went back to the 100 ml only.
  expect(await stockOfSku(request, staff, large.sku!)).toBe(5);
  expect(await stockOfSku(request, staff, small.sku!)).toBe(6);
  expect(
    (await movements(request, staff, large.id)).filter((move) => move.order_id === orderId && move.delta > 0),
  ).toEqual([expect.objectContaining({ delta: 1 })]);
  expect((await movements(request, staff, small.id)).some((move) => move.order_id === orderId)).toBe(false);

  const refund = admin.getByRole('form', { name: 'Rambursare' });
  await refund.getByRole('combobox', { name: 'Metoda' }).selectOption('wallet');
  await refund.getByRole('button', { name: 'Rambursare' }).click();
  const confirm = admin.getByRole('alertdialog', { name: /^Rambursezi .+ lei\?$/ });
  await confirm.getByRole('button', { name: 'Rambursare' }).click();
  await expect(admin.getByText('Cererea este încheiată.')).toBeVisible();

  // 8. The credit note of the return names the size it gives back.
  const creditNote = await documentOf(request, staff, orderId, 'credit_note');
  // One unit of a line of two: "<name> (parțial)" when the note credits a part of the line.
  const credited = itemNames(creditNote.xml).filter((name) => name !== 'Transport');
  expect(credited).toHaveLength(1);
  expect(credited[0]).toMatch(new RegExp(`^${large.titlu}( \\(parțial\\))?$`));
  await adminContext.close();
});
