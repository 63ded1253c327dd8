import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
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

/**
 * AWBs from the admin against the Sameday stand-in the journeys' server talks to: make one from an
 * order's "Livrare" panel, print its label, see it on the customer's order page, cancel it; make
 * them for several orders from the list and print their labels in one PDF.
 */

type PlacedOrder = { id: number; key: string; total: string };

async function someProduct(request: APIRequestContext): Promise<number> {
  const list = await request.get('/api/produse/?per=50&in_stoc=true');
  const product = (await list.json()).results.find(
    (item: { stoc: number }) => item.stoc > 5 && soldAsItself(item),
  );
  if (!product) throw new Error('The demo catalogue has no product with more than 5 in stock.');
  return product.id as number;
}

async function cashOrder(request: APIRequestContext, email: string): Promise<PlacedOrder> {
  return placeOrderThroughApi<PlacedOrder>(request, {
    lines: [{ produs: await someProduct(request), cantitate: 1 }],
    email,
    payment: 'ramburs',
  });
}

const deliveryPanel = (page: Page) => page.getByRole('region', { name: 'Livrare' }).first();

/** The PDF a click downloads: its suggested name and whether its bytes are a PDF. */
async function downloaded(page: Page, click: () => Promise<void>) {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  const bytes = await readFile((await download.path())!);
  return { name: download.suggestedFilename(), pdf: bytes.subarray(0, 5).toString('latin1') === '%PDF-' };
}

test.describe('AWBs from the admin', () => {
  test('staff make an AWB for a cash order, print its label, the customer follows it, staff cancel it', async ({
    page,
    request,
    axe,
  }) => {
    test.slow();
    const order = await cashOrder(request, `awb-${uniqueSuffix()}@example.ro`);
    const token = await staffToken(request);
    await signInWithToken(page, token, { admin: true });

    await page.goto(`/admin/comenzi/${order.id}`);
    const panel = deliveryPanel(page);
    await expect(panel.getByText('Comanda nu are încă AWB.')).toBeVisible();
    await panel.getByRole('button', { name: 'Generează AWB' }).click();
    const dialog = page.getByRole('dialog', { name: `Generează AWB pentru comanda nr. ${order.id}` });
    // Cash on delivery starts at the order's total; the weight at its products' weights.
    await expect(dialog.getByRole('textbox', { name: 'Ramburs (lei)' })).toHaveValue(order.total);
    await expect(dialog.getByRole('spinbutton', { name: 'Greutate (grame)' })).not.toHaveValue('');
    await axe();
    await dialog.getByRole('spinbutton', { name: 'Număr de colete' }).fill('2');
    await dialog.getByRole('button', { name: 'Generează AWB' }).click();
    await expect(dialog).toBeHidden();

    const awb = (await panel.locator('dd.font-mono').textContent())!.trim();
    expect(awb).not.toBe('');
    await expect(panel.getByText('Înregistrat')).toBeVisible();
    await expect(panel.getByRole('link', { name: /Urmărește coletul/ })).toHaveAttribute(
      'href',
      `https://www.sameday.ro/#awb=${awb}`,
    );
    await axe();
    const label = await downloaded(page, () =>
      panel.getByRole('button', { name: 'Descarcă eticheta' }).click(),
    );
    expect(label).toEqual({ name: `awb-${awb}.pdf`, pdf: true });

    // The guest's order page (the mail's link) shows the AWB and where to follow the parcel.
    const customer = await page.context().browser()!.newPage();
    await customer.goto(`/checkout/success?id=${order.id}&key=${encodeURIComponent(order.key)}`);
    const tracking = customer.getByTestId('parcel-tracking');
    await expect(tracking).toContainText(awb);
    await expect(tracking.getByRole('link', { name: /Urmărește coletul/ })).toHaveAttribute(
      'href',
      `https://www.sameday.ro/#awb=${awb}`,
    );
    await axe({ page: customer });

    await panel.getByRole('button', { name: 'Anulează AWB' }).click();
    const ask = page.getByRole('alertdialog', { name: `Anulezi AWB ${awb}?` });
    await ask.getByRole('button', { name: 'Da, anulează AWB' }).click();
    await expect(ask).toBeHidden();
    await expect(panel.getByText(new RegExp(`AWB ${awb} anulat`))).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Generează AWB' })).toBeVisible();
    await customer.reload();
    await expect(customer.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(customer.getByTestId('parcel-tracking')).toHaveCount(0);
    await customer.close();
  });

  test("a customer's account order shows the AWB and where to follow the parcel", async ({
    page,
    request,
    axe,
  }) => {
    const customer = await registerCustomer(request);
    const order = await placeOrderThroughApi(request, {
      lines: [{ produs: await someProduct(request), cantitate: 1 }],
      email: customer.email,
      token: customer.token,
    });
    const staff = authHeader(await staffToken(request));
    const defaults = await (
      await request.get(`/api/admin/orders/${order.id}/awb/defaults`, { headers: staff })
    ).json();
    const made = await request.post(`/api/admin/orders/${order.id}/awb`, {
      headers: { ...staff, 'Idempotency-Key': `journey-awb-${uniqueSuffix()}` },
      data: { ...defaults, locker_id: undefined },
    });
    expect(made.status(), await made.text()).toBe(201);
    const { awb } = (await made.json()) as { awb: string };

    await signInWithToken(page, customer.token);
    await page.goto(`/contul-meu/comenzi/${order.id}`);
    const tracking = page.getByTestId('parcel-tracking');
    await expect(tracking).toContainText(`AWB: ${awb}`);
    await expect(
      tracking.getByRole('link', { name: 'Urmărește coletul (se deschide într-o filă nouă)' }),
    ).toHaveAttribute('href', `https://www.sameday.ro/#awb=${awb}`);
    await axe();
  });

  test('on a phone, in English, the panel fits and works by keyboard', async ({ page, request, axe }) => {
    const order = await cashOrder(request, `awb-phone-${uniqueSuffix()}@example.ro`);
    await page.setViewportSize({ width: 390, height: 844 });
    await signInWithToken(page, await staffToken(request), { admin: true });
    await page.goto(`/en/admin/comenzi/${order.id}`);
    const create = page.getByRole('region', { name: 'Delivery' }).first().getByRole('button', {
      name: 'Create AWB',
    });
    await create.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: `Create an AWB for order no. ${order.id}` });
    await expect(dialog.getByRole('spinbutton', { name: 'Weight (grams)' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await axe();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(create).toBeFocused();
  });

  test("staff make a day's AWBs from the list and print their labels in one PDF", async ({
    page,
    request,
    axe,
  }) => {
    test.slow();
    const suffix = uniqueSuffix();
    const orders = [
      await cashOrder(request, `awb-lot-${suffix}-a@example.ro`),
      await cashOrder(request, `awb-lot-${suffix}-b@example.ro`),
    ];
    await signInWithToken(page, await staffToken(request), { admin: true });
    await page.goto(`/admin/comenzi?q=${encodeURIComponent(`awb-lot-${suffix}`)}`);
    for (const order of orders)
      await page.getByRole('checkbox', { name: `Selectează comanda nr. ${order.id}` }).check();
    await axe();
    await page.getByRole('button', { name: 'Generează AWB' }).click();

    const results = page.getByRole('dialog', { name: 'Rezultatul AWB-urilor' });
    await expect(results.getByText('2 AWB-uri generate, 0 refuzate.')).toBeVisible();
    await expect(results.getByRole('listitem')).toHaveCount(2);
    await axe();
    const labels = await downloaded(page, () =>
      results.getByRole('button', { name: 'Descarcă etichetele generate' }).click(),
    );
    expect(labels).toEqual({ name: 'etichete-awb-2.pdf', pdf: true });
    await results.getByRole('button', { name: 'Închide' }).click();

    // A second press answers for each order that it already has its AWB.
    for (const order of orders)
      await page.getByRole('checkbox', { name: `Selectează comanda nr. ${order.id}` }).check();
    await page.getByRole('button', { name: 'Generează AWB' }).click();
    await expect(results.getByText('0 AWB-uri generate, 2 refuzate.')).toBeVisible();
  });
});
