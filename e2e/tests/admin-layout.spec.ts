import type { APIRequestContext, Page } from '@playwright/test';
import { ADMIN_OPEN_PATHS, ADMIN_SCREEN_PATHS } from '../../apps/web/src/app/routes/admin/admin-screen-paths';
import {
  authHeader,
  expect as baseExpect,
  placeOrderThroughApi,
  registerCustomer,
  signInWithToken,
  staffToken,
  test,
  uniqueSuffix,
} from '../fixtures';

/**
 * Every admin screen, read from the list the admin's router is built from, on a phone and on a
 * desktop: nothing scrolls sideways, one main landmark, one level-1 heading. A screen added to the
 * router is walked here the day it is added; one whose path takes an id needs a sample below.
 */

// Two dozen screens on two cores shared with other runs.
test.describe.configure({ timeout: 300_000 });
const expect = baseExpect.configure({ timeout: 30_000 });
test.use({ navigationTimeout: 60_000 });

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

type Product = { id: number; stoc: number };

/** A real record for each kind of id the admin's paths take, made or found through the API. */
async function sampleIds(request: APIRequestContext, staff: string): Promise<Record<string, number>> {
  const listed = await request.get('/api/produse/?per=30&page=1&ordering=-id');
  const product = ((await listed.json()) as { results: Product[] }).results.find((row) => row.stoc >= 5);
  expect(product, 'a product in stock').toBeTruthy();

  // A customer's delivered order with a note longer than a phone is wide, and its return.
  const customer = await registerCustomer(request);
  const order = await placeOrderThroughApi<{ id: number; produse: { linie: number }[] }>(request, {
    lines: [{ produs: product!.id, cantitate: 1 }],
    email: customer.email,
    token: customer.token,
    note: `Detalii: https://exemplu.ro/indicatii-de-livrare/${'strada-principala-'.repeat(4)}${uniqueSuffix()}`,
  });
  for (const status of ['processing', 'shipped', 'delivered']) {
    const moved = await request.post(`/api/admin/orders/${order.id}/status/`, {
      headers: authHeader(staff),
      data: { status },
    });
    expect(moved.status()).toBe(200);
  }
  const asked = await request.post('/api/account/returns/', {
    headers: authHeader(customer.token),
    data: { comanda: order.id, motiv: 'other', produse: [{ linie: order.produse[0]!.linie, cantitate: 1 }] },
  });
  expect(asked.status(), await asked.text()).toBe(201);

  const customers = await request.get(`/api/admin/customers/?q=${encodeURIComponent(customer.email)}`, {
    headers: authHeader(staff),
  });
  const found = ((await customers.json()) as { results: { id: number; email: string }[] }).results.find(
    (row) => row.email === customer.email,
  );
  expect(found, `customer ${customer.email}`).toBeTruthy();

  // The delivered order is paid, so invoiced (docs/decisions/045).
  const invoices = await request.get(`/api/admin/invoices/?q=${order.id}&kind=invoice`, {
    headers: authHeader(staff),
  });
  const invoice = ((await invoices.json()) as { results: { id: number; order_id: number }[] }).results.find(
    (row) => row.order_id === order.id,
  );
  expect(invoice, `the invoice of order ${order.id}`).toBeTruthy();

  const posts = await request.get('/api/admin/blog/posts/', { headers: authHeader(staff) });
  const post = ((await posts.json()) as { results: { id: number }[] }).results[0];
  expect(post, 'a blog post').toBeTruthy();

  return {
    comenzi: order.id,
    retururi: ((await asked.json()) as { id: number }).id,
    products: product!.id,
    clienti: found!.id,
    blog: post!.id,
    facturi: invoice!.id,
  };
}

/** The path with its id filled in from the samples of its first segment. */
function concretePath(path: string, samples: Record<string, number>): string {
  if (!path.includes(':id')) return path;
  const kind = path.split('/')[0]!;
  const id = samples[kind];
  if (id === undefined) throw new Error(`No sample id for /admin/${path}: add one to sampleIds().`);
  return path.replace(':id', String(id));
}

/**
 * How far the page is wider than its window, and the outermost elements that reach past the
 * right edge (what to fix when it is not 0).
 */
function sidewaysOverflow(page: Page) {
  return page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement;
    const edge = root.clientWidth;
    const describe = (element: Element) => {
      const classes = typeof element.className === 'string' ? element.className : '';
      const text = (element.textContent ?? '').trim().slice(0, 40);
      return `<${element.tagName.toLowerCase()} class="${classes.slice(0, 80)}"> ${text}`;
    };
    const beyond = [...document.body.querySelectorAll('*')].filter(
      (element) => element.getBoundingClientRect().right > edge + 1,
    );
    const outermost = beyond.filter((element) => !beyond.includes(element.parentElement as Element));
    return {
      excess: root.scrollWidth - root.clientWidth,
      culprits: outermost.slice(0, 5).map(describe),
    };
  });
}

/** The screen is drawn (its heading, nothing still loading), then measured. */
async function checkScreen(page: Page, url: string) {
  await page.goto(url);
  await expect(page.getByRole('heading', { level: 1 }), `${url}: one level-1 heading`).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('[aria-busy="true"]'), `${url}: still loading`).toHaveCount(0);
  await expect(page.getByRole('main'), `${url}: one main landmark`).toHaveCount(1);
  const { excess, culprits } = await sidewaysOverflow(page);
  // Soft: the walk goes on, so one run names every screen that does not fit.
  expect
    .soft(
      excess,
      `${url} scrolls sideways by ${excess}px at ${page.viewportSize()?.width}px:\n${culprits.join('\n')}`,
    )
    .toBeLessThanOrEqual(0);
}

for (const [name, viewport] of [
  ['a phone', PHONE],
  ['a desktop', DESKTOP],
] as const) {
  test(`every admin screen fits ${name} (${viewport.width} px), with one main and one heading`, async ({
    page,
    request,
  }) => {
    const staff = await staffToken(request);
    const samples = await sampleIds(request, staff);
    await page.setViewportSize(viewport);
    await signInWithToken(page, staff, { admin: true });
    // The index first: it sends staff on to a screen of the menu.
    await checkScreen(page, '/admin');
    for (const path of ADMIN_SCREEN_PATHS) await checkScreen(page, `/admin/${concretePath(path, samples)}`);
  });

  test(`the admin sign-in and invitation fit ${name} (${viewport.width} px)`, async ({ page }) => {
    await page.setViewportSize(viewport);
    for (const path of ADMIN_OPEN_PATHS) await checkScreen(page, `/${path}`);
  });
}
