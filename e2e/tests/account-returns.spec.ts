import type { APIRequestContext, Page } from '@playwright/test';
import {
  adminCredentials,
  authHeader,
  DECLINED_CONSENT,
  expect,
  login,
  placeOrderThroughApi,
  registerCustomer,
  test,
  type Customer,
  soldAsItself,
} from '../fixtures';

test.describe.configure({ timeout: 120_000 });

type Product = { id: number; titlu: string; stoc: number };

/** A cash order of the customer's, moved by staff to delivered through the API. */
async function deliveredOrder(request: APIRequestContext, customer: Customer, staff: string) {
  const response = await request.get('/api/produse/?per=30&page=1&ordering=-id');
  const { results } = (await response.json()) as { results: Product[] };
  const products = results
    .filter(soldAsItself)
    .filter((product) => product.stoc >= 10)
    .slice(0, 2);
  expect(products).toHaveLength(2);
  const { id } = await placeOrderThroughApi(request, {
    lines: [
      { produs: products[0]!.id, cantitate: 2 },
      { produs: products[1]!.id, cantitate: 1 },
    ],
    email: customer.email,
    token: customer.token,
  });
  for (const status of ['processing', 'shipped', 'delivered']) {
    const moved = await request.post(`/api/admin/orders/${id}/status/`, {
      headers: authHeader(staff),
      data: { status },
    });
    expect(moved.status()).toBe(200);
  }
  return { id, products };
}

async function useToken(page: Page, token: string, admin = false) {
  await page.addInitScript(
    ([value, isAdmin, consent]) => {
      localStorage.setItem('token', value);
      localStorage.setItem('lang', 'ro');
      localStorage.setItem('cookie-consent-v2', consent);
      if (isAdmin) localStorage.setItem('is_admin', 'true');
    },
    [token, admin, DECLINED_CONSENT] as const,
  );
}

test('a customer asks to return products and staff approve, receive and refund it to the wallet', async ({
  page,
  request,
  axe,
}) => {
  const { email, password } = adminCredentials();
  const staff = await login(request, email, password);
  const customer = await registerCustomer(request);
  const order = await deliveredOrder(request, customer, staff);
  await useToken(page, customer.token);

  await page.goto(`/contul-meu/comenzi/${order.id}`);
  await expect(page.getByText(/Poți returna produse din această comandă până la/)).toBeVisible();
  await page.getByRole('button', { name: 'Returnează produse' }).click();
  const form = page.getByRole('form', { name: 'Cerere de retur' });
  await form.getByRole('button', { name: 'Trimite cererea' }).click();
  await expect(form.getByText('Alege motivul returului.')).toBeVisible();
  await expect(form.getByText('Alege cel puțin un produs de returnat.')).toBeVisible();
  await form.getByRole('combobox', { name: 'Motivul' }).selectOption('defective');
  await form.getByRole('checkbox', { name: order.products[0]!.titlu }).check();
  await form.getByRole('combobox', { name: `Bucăți din ${order.products[0]!.titlu}` }).selectOption('2');
  await form.getByRole('textbox', { name: 'Detalii (opțional)' }).fill('Ambele flacoane au sosit sparte.');
  // Paid on delivery: the form offers only the ways such an order is paid back, never a card.
  await expect(
    form.getByRole('textbox', { name: 'IBAN pentru rambursare (opțional)' }),
  ).toHaveAccessibleDescription(
    'Banii îți revin prin transfer bancar, în portofel sau cu voucher. Pentru transfer bancar, scrie aici IBAN-ul.',
  );
  await axe();
  await form.getByRole('button', { name: 'Trimite cererea' }).click();
  await expect(page.getByText('Trimisă')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Returnează produse' })).toHaveCount(0);
  await axe();

  // Staff handle it in the admin, in another tab.
  // A context of its own: axe scans only pages of contexts the test made.
  const adminContext = await page
    .context()
    .browser()!
    .newContext({ baseURL: test.info().project.use.baseURL });
  const admin = await adminContext.newPage();
  await useToken(admin, staff, true);
  await admin.goto('/admin/retururi');
  await expect(admin.getByRole('heading', { level: 1, name: 'Retururi' })).toBeVisible();
  await admin.getByRole('link', { name: new RegExp(`\\(comanda ${order.id}\\)`) }).click();
  await expect(admin.getByText('Ambele flacoane au sosit sparte.')).toBeVisible();
  await admin.getByRole('textbox', { name: 'Nota pentru client' }).fill('Trimite coletul prin curier.');
  await admin.getByRole('button', { name: 'Aprobă' }).click();
  await expect(admin.getByText('Aprobată, așteaptă coletul')).toBeVisible();
  await admin.getByRole('button', { name: 'Am primit produsele' }).click();
  await expect(admin.getByText('Primită, de rambursat')).toBeVisible();
  const refund = admin.getByRole('form', { name: 'Rambursare' });
  await refund.getByRole('combobox', { name: 'Metoda' }).selectOption('wallet');
  await refund.getByRole('button', { name: 'Rambursare' }).click();
  // Staff confirm the amount and what will happen before any money moves.
  const confirm = admin.getByRole('alertdialog', { name: /^Rambursezi .+ lei\?$/ });
  await expect(confirm).toContainText('Suma intră acum în portofelul clientului.');
  await confirm.getByRole('button', { name: 'Rambursare' }).click();
  await expect(admin.getByText('Cererea este încheiată.')).toBeVisible();
  await expect(admin.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 10_000 });
  await axe({ page: admin });
  await adminContext.close();

  // The customer sees the refund in the wallet and the request closed.
  await page.goto('/contul-meu');
  const returns = page.getByRole('region', { name: 'Retururi' });
  await expect(returns.getByText('Rambursată')).toBeVisible();
  await expect(returns.getByText(/Rambursat: .+ lei, în portofel\./)).toBeVisible();
  await expect(returns.getByText('Trimite coletul prin curier.')).toBeVisible();
  const wallet = page.getByRole('region', { name: 'Portofel' });
  await expect(wallet.getByRole('listitem').filter({ hasText: 'Rambursare' })).toBeVisible();
  await axe();
});

test('a bank refund of a return waits for the transfer staff confirm on the return page', async ({
  page,
  request,
  axe,
}) => {
  const { email, password } = adminCredentials();
  const staff = await login(request, email, password);
  const customer = await registerCustomer(request);
  const order = await deliveredOrder(request, customer, staff);
  const placed = await request.get(`/api/account/orders/${order.id}/`, {
    headers: authHeader(customer.token),
  });
  const { produse } = (await placed.json()) as { produse: { linie: number }[] };
  const lineIds = produse.map((line) => line.linie);
  expect(lineIds.length).toBeGreaterThan(0);
  const asked = await request.post('/api/account/returns/', {
    headers: authHeader(customer.token),
    data: {
      comanda: order.id,
      motiv: 'not_fit',
      detalii: '',
      produse: [{ linie: lineIds[0], cantitate: 1 }],
    },
  });
  expect(asked.status(), await asked.text()).toBe(201);
  const { id } = (await asked.json()) as { id: number };
  for (const [step, body] of [
    ['decision', { decizie: 'approve', nota: '' }],
    ['receipt', undefined],
  ] as const) {
    const moved = await request.post(`/api/admin/returns/${id}/${step}/`, {
      headers: authHeader(staff),
      ...(body ? { data: body } : {}),
    });
    expect(moved.status(), await moved.text()).toBe(200);
  }

  await useToken(page, staff, true);
  await page.goto(`/admin/retururi/${id}`);
  const refund = page.getByRole('form', { name: 'Rambursare' });
  await refund.getByRole('combobox', { name: 'Metoda' }).selectOption('bank');
  await refund.getByRole('button', { name: 'Rambursare' }).click();
  const record = page.getByRole('alertdialog', { name: /^Rambursezi .+ lei\?$/ });
  await expect(record).toContainText('Rambursarea rămâne „Transfer de făcut” până confirmi aici');
  await record.getByRole('button', { name: 'Înregistrează rambursarea' }).click();

  const next = page.getByRole('region', { name: 'Pasul următor' });
  await expect(next.getByText('Rambursarea așteaptă transferul: fă-l, apoi confirmă-l aici.')).toBeVisible();
  await expect(next.getByText('Transfer de făcut')).toBeVisible();
  await axe();
  await next.getByRole('button', { name: 'Am făcut transferul' }).click();
  const ask = page.getByRole('alertdialog', { name: /^Ai trimis clientului .+ lei\?$/ });
  await expect(ask).toContainText('Confirmă doar după ce ai făcut transferul din contul băncii.');
  await axe();
  await ask.getByRole('button', { name: 'Da, banii au plecat' }).click();
  await expect(next.getByText('Cererea este încheiată.')).toBeVisible();
  await expect(page.getByText(/· Încheiată$/)).toBeVisible();
});
