import { readFile } from 'node:fs/promises';
import type { APIRequestContext } from '@playwright/test';
import {
  authHeader,
  expect,
  placeOrderThroughApi,
  registerCustomer,
  signInWithToken,
  soldAsItself,
  staffToken,
  test,
  uniqueSuffix,
} from '../fixtures';

/** Where a new invoice may stand with RO e-Factura while a journey looks at it. */
const SPV_STATES = /De trimis|Trimisă, în așteptare|Acceptată/;

async function someProduct(request: APIRequestContext): Promise<number> {
  const list = await request.get('/api/produse/?per=50&in_stoc=true');
  const product = (await list.json()).results.find(
    (item: { stoc: number }) => item.stoc > 5 && soldAsItself(item),
  );
  if (!product) throw new Error('The demo catalogue has no product with more than 5 in stock.');
  return product.id as number;
}

/** A cash order delivered by staff (so paid, so invoiced); its id and its invoice. */
async function invoicedOrder(request: APIRequestContext, staff: string, customerToken?: string) {
  const order = await placeOrderThroughApi(request, {
    lines: [{ produs: await someProduct(request), cantitate: 1 }],
    email: `factura-${uniqueSuffix()}@example.ro`,
    payment: 'ramburs',
    ...(customerToken ? { token: customerToken } : {}),
  });
  for (const status of ['processing', 'shipped', 'delivered']) {
    const response = await request.post(`/api/admin/orders/${order.id}/status/`, {
      headers: authHeader(staff),
      data: { status },
    });
    expect(response.status(), `${status}: ${await response.text()}`).toBe(200);
  }
  const list = await request.get(`/api/admin/invoices/?q=${order.id}&kind=invoice`, {
    headers: authHeader(staff),
  });
  const invoice = (await list.json()).results.find((row: { order_id: number }) => row.order_id === order.id);
  expect(invoice, 'the delivered order has its invoice').toBeTruthy();
  return { orderId: order.id, invoiceId: invoice.id as number, code: invoice.code as string };
}

test.describe('invoices in the admin and in the account', () => {
  test('staff find the invoice of a paid order, open it and download its PDF and XML', async ({
    page,
    request,
    axe,
  }) => {
    test.slow();
    const staff = await staffToken(request);
    const { orderId, code } = await invoicedOrder(request, staff);
    await signInWithToken(page, staff, { admin: true });

    // On a phone first: the list, its filters and the month's exports fit, and pass axe.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/admin/facturi');
    await expect(page.getByRole('heading', { level: 1, name: 'Facturi' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Descarcă jurnalul de vânzări (CSV)' })).toBeVisible();
    await axe();

    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByRole('searchbox', { name: 'Caută' }).fill(String(orderId));
    await page.getByRole('searchbox', { name: 'Caută' }).press('Enter');
    const link = page.getByRole('link', { name: `Deschide documentul ${code}` });
    const row = page.getByRole('row').filter({ has: link });
    // Once a journey beside this one has connected the shop to ANAF's stand-in, the SPV worker
    // uploads a new document within 15 s: it is still to send, or sent by now.
    await expect(row).toContainText(SPV_STATES);
    await expect(row).toContainText(`Comanda #${orderId}`);
    await axe();

    // Keyboard: the row's link opens the document.
    await link.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1 })).toContainText(`Factură ${code}`);
    await expect(page.getByRole('heading', { name: 'TVA pe cote' })).toBeVisible();
    // Staff may send again only a document not uploaded yet (the state and the button come from one
    // read of the document).
    const state = page.getByText(new RegExp(`^(${SPV_STATES.source})$`)).first();
    await expect(state).toBeVisible();
    const resend = page.getByRole('button', { name: 'Retrimite în e-Factura' });
    if ((await state.textContent()) === 'De trimis') await expect(resend).toBeVisible();
    else await expect(resend).toHaveCount(0);
    await axe();

    const [pdf] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Descarcă PDF' }).click(),
    ]);
    expect(pdf.suggestedFilename()).toBe(`${code}.pdf`);
    expect((await readFile((await pdf.path())!)).subarray(0, 5).toString()).toBe('%PDF-');

    const [xml] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Descarcă XML' }).click(),
    ]);
    expect(xml.suggestedFilename()).toBe(`${code}.xml`);
    expect(await readFile((await xml.path())!, 'utf8')).toContain(code);

    // In English too.
    await page.goto(`/en/admin/facturi?q=${orderId}`);
    await expect(page.getByRole('link', { name: `Open document ${code}` })).toBeVisible();
    await axe();
  });

  test('the customer downloads their invoice from the account; another customer gets 404', async ({
    page,
    request,
    axe,
  }) => {
    test.slow();
    const staff = await staffToken(request);
    const customer = await registerCustomer(request);
    const { orderId, invoiceId, code } = await invoicedOrder(request, staff, customer.token);
    await signInWithToken(page, customer.token);

    await page.goto(`/contul-meu/comenzi/${orderId}`);
    const invoices = page.getByRole('region', { name: 'Facturi' });
    await expect(invoices).toContainText(`Factura ${code}`);
    await axe();
    const [pdf] = await Promise.all([
      page.waitForEvent('download'),
      invoices.getByRole('button', { name: `Descarcă PDF: Factura ${code}` }).click(),
    ]);
    expect(pdf.suggestedFilename()).toBe(`${code}.pdf`);
    expect((await readFile((await pdf.path())!)).subarray(0, 5).toString()).toBe('%PDF-');

    // Someone else's invoice is not found, whichever way it is asked for.
    const other = await registerCustomer(request);
    const theirs = await request.get(`/api/account/orders/${orderId}/invoices/${invoiceId}/pdf`, {
      headers: authHeader(other.token),
    });
    expect(theirs.status()).toBe(404);
    const list = await request.get(`/api/account/orders/${orderId}/invoices/`, {
      headers: authHeader(other.token),
    });
    expect(list.status()).toBe(404);
    const guest = await request.get(`/api/account/orders/${orderId}/invoices/${invoiceId}/pdf`);
    expect(guest.status()).toBe(401);
  });
});
