import type { APIRequestContext } from '@playwright/test';
import { createProduct } from '../admin-products';
import {
  authHeader,
  DECLINED_CONSENT,
  expect,
  signInWithToken,
  staffToken,
  test,
  uniqueSuffix,
} from '../fixtures';

// Two admin screens, a placement and an edit on a two-core machine.
test.describe.configure({ timeout: 120_000 });

type StockItem = { id: number; sku: string | null; title: string; stock: number; is_active: boolean };

/**
 * A product of its own, with an SKU and enough on the shelf: the journeys running beside this one
 * buy the shop's products, and this one counts its product's stock to the unit.
 */
async function someProduct(request: APIRequestContext, token: string): Promise<StockItem> {
  const made = await createProduct(request, token, { sku: `EDIT-${uniqueSuffix()}`, stoc: 50 });
  return { id: made.id, sku: String(made.sku), title: String(made.titlu), stock: 50, is_active: true };
}

async function stockOf(request: APIRequestContext, staff: Record<string, string>, item: StockItem) {
  const response = await request.get(`/api/admin/stock/?q=${encodeURIComponent(item.sku!)}&page_size=50`, {
    headers: staff,
  });
  const { results } = (await response.json()) as { results: StockItem[] };
  return results.find((found) => found.id === item.id)!.stock;
}

test('staff take a phone order for a guest, then change its quantity before it ships', async ({
  page,
  request,
  axe,
}) => {
  const token = await staffToken(request);
  const staff = authHeader(token);
  const product = await someProduct(request, token);
  const before = await stockOf(request, staff, product);
  await signInWithToken(page, token, { admin: true });
  await page.addInitScript((consent) => localStorage.setItem('cookie-consent-v2', consent), DECLINED_CONSENT);

  // "Comandă nouă" from the orders list.
  await page.goto('/admin/comenzi');
  await page.getByRole('link', { name: 'Comandă nouă' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Comandă nouă' })).toBeVisible();
  await axe();

  // The product found by its SKU, two of it; the total is the server's.
  await page.getByRole('searchbox', { name: 'Caută un produs' }).fill(product.sku!);
  await page.getByRole('button', { name: `Adaugă ${product.title}`, exact: true }).click();
  const quantity = page.getByRole('spinbutton', { name: `Cantitate — ${product.title}` });
  await quantity.fill('2');
  const total = page.getByTestId('quote-total');
  await expect(total).toHaveText(/lei$/);
  const quoted = await request.post('/api/admin/orders/quote/', {
    headers: staff,
    data: { produse: [{ produs: product.id, cantitate: 2 }] },
  });
  const expected = ((await quoted.json()) as { total: string }).total.replace('.', ',');
  await expect(total).toContainText(expected);

  // A guest, by courier, cash on delivery.
  await page.getByLabel('Nume', { exact: true }).fill('Ionescu');
  await page.getByLabel('Prenume').fill('Maria');
  await page.getByLabel('Email').fill(`telefon.${Date.now()}@example.ro`);
  await page.getByLabel('Telefon').fill('0722 123 456');
  await page.getByLabel('Județ').selectOption('Cluj');
  await page.getByLabel('Localitate').fill('Cluj-Napoca');
  await page.getByRole('textbox', { name: 'Adresă' }).fill('Str. Memorandumului 1');
  await page.getByLabel('Cod poștal').fill('400114');
  await axe();
  await page.getByRole('button', { name: 'Plasează comanda' }).click();

  await expect(page).toHaveURL(/\/admin\/comenzi\/\d+$/);
  const id = Number(new URL(page.url()).pathname.split('/').pop());
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(`Comanda nr. ${id}`) })).toBeVisible();
  await expect(page.getByText('Comandă preluată de personal (telefon)')).toBeVisible();
  expect(await stockOf(request, staff, product)).toBe(before - 2);

  // Three instead of two, before it ships: the stock follows, the order shows it.
  await page.getByRole('link', { name: 'Modifică comanda' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Modifică comanda nr. ${id}` })).toBeVisible();
  const edited = page.getByRole('spinbutton', { name: `Cantitate — ${product.title}` });
  await expect(edited).toHaveValue('2');
  await edited.fill('3');
  const preview = await request.post(`/api/admin/orders/${id}/quote/`, {
    headers: staff,
    data: { version: 1, produse: [{ produs: product.id, cantitate: 3 }] },
  });
  const newTotal = ((await preview.json()) as { total: string }).total.replace('.', ',');
  await expect(page.getByTestId('quote-total')).toContainText(newTotal);
  await page.getByLabel('Motivul modificării (opțional)').fill('clienta a sunat');
  await axe();
  await page.getByRole('button', { name: 'Salvează modificarea' }).click();

  await expect(page).toHaveURL(new RegExp(`/admin/comenzi/${id}$`));
  await expect(page.getByText(/Comandă modificată: total .* \(clienta a sunat\)/)).toBeVisible();
  const lines = page.getByRole('table', { name: 'Produse' });
  await expect(lines.getByRole('row').nth(1).getByRole('cell').nth(2)).toHaveText('3');
  expect(await stockOf(request, staff, product)).toBe(before - 3);
  const order = await request.get(`/api/admin/orders/${id}/`, { headers: staff });
  expect(await order.json()).toMatchObject({ version: 2, total: newTotal.replace(',', '.') });
  await axe();
});

test('staff lower a paid counter order (refund, storno) and raise it again (amount due, received)', async ({
  page,
  request,
  axe,
}) => {
  const token = await staffToken(request);
  const staff = authHeader(token);
  const product = await someProduct(request, token);
  // A counter sale: paid in cash and invoiced as it is placed.
  const placed = await request.post('/api/admin/orders/', {
    headers: staff,
    data: {
      produse: [{ produs: product.id, cantitate: 3 }],
      email: `ghiseu.${Date.now()}@example.ro`,
      telefon: '0722 123 456',
      nume: 'Ionescu',
      prenume: 'Maria',
      livrare: {
        metoda: 'curier',
        judet: 'Cluj',
        localitate: 'Cluj-Napoca',
        adresa: 'Str. Memorandumului 1',
        cod_postal: '400114',
      },
      facturare: { tip: 'persoana_fizica' },
      plata: 'numerar',
    },
  });
  expect(placed.status()).toBe(201);
  const { id, total: paidTotal } = (await placed.json()) as { id: number; total: string };
  const before = await stockOf(request, staff, product);
  await signInWithToken(page, token, { admin: true });
  await page.addInitScript((consent) => localStorage.setItem('cookie-consent-v2', consent), DECLINED_CONSENT);

  // One instead of three: the preview says what goes back and which invoice is cancelled.
  await page.goto(`/admin/comenzi/${id}/modifica`);
  await expect(page.getByRole('heading', { level: 1, name: `Modifică comanda nr. ${id}` })).toBeVisible();
  await page.getByRole('spinbutton', { name: `Cantitate — ${product.title}` }).fill('1');
  const preview = await request.post(`/api/admin/orders/${id}/quote/`, {
    headers: staff,
    data: { version: 1, produse: [{ produs: product.id, cantitate: 1 }] },
  });
  const { total: lowered, modificare } = (await preview.json()) as {
    total: string;
    modificare: { rambursare: { suma: string }; factura_stornata: string };
  };
  const money = page.getByTestId('edit-money');
  await expect(money).toContainText(`Plătit până acum: ${paidTotal.replace('.', ',')} lei`);
  await expect(money).toContainText(`Diferența de ${modificare.rambursare.suma.replace('.', ',')} lei`);
  await expect(money).toContainText(`Factura ${modificare.factura_stornata} se stornează`);
  await axe();
  await page.getByRole('button', { name: 'Salvează modificarea' }).click();

  await expect(page).toHaveURL(new RegExp(`/admin/comenzi/${id}$`));
  await expect(page.getByText(/Comandă modificată: total .*se rambursează/)).toBeVisible();
  expect(await stockOf(request, staff, product)).toBe(before + 2);
  const afterLower = (await (await request.get(`/api/admin/orders/${id}/`, { headers: staff })).json()) as {
    total: string;
    refunds: { amount: string; status: string }[];
  };
  expect(afterLower.total).toBe(lowered);
  expect(afterLower.refunds).toMatchObject([
    { amount: modificare.rambursare.suma, status: 'awaiting_transfer' },
  ]);

  // Two again: the customer owes the difference; staff record it received in cash.
  await page.getByRole('link', { name: 'Modifică comanda' }).click();
  await page.getByRole('spinbutton', { name: `Cantitate — ${product.title}` }).fill('2');
  await expect(page.getByTestId('edit-money')).toContainText('Rest de plată pentru client');
  await page.getByRole('button', { name: 'Salvează modificarea' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/comenzi/${id}$`));
  const due = page.getByTestId('amount-due');
  await expect(due).toContainText('Rest de plată:');
  await axe();
  await page.getByRole('button', { name: 'Încasat numerar' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Da, am primit banii' }).click();
  await expect(due).toBeHidden();
  const settled = (await (await request.get(`/api/admin/orders/${id}/`, { headers: staff })).json()) as {
    amount_due: string;
    version: number;
  };
  expect(settled).toMatchObject({ amount_due: '0.00', version: 4 });
  expect(await stockOf(request, staff, product)).toBe(before + 1);
});
