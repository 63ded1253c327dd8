import type { APIRequestContext, Page } from '@playwright/test';
import {
  authHeader,
  expect,
  placeOrderThroughApi,
  registerCustomer,
  soldAsItself,
  uniqueSuffix,
} from './fixtures';

/*
 * Walking every admin screen (admin-screen-paths.ts, the list the admin's router is built from):
 * a real record for each path that takes an id, and what to measure on each screen.
 */

type Product = { id: number; stoc: number };

/** A real record for each kind of id the admin's paths take, made or found through the API. */
export async function sampleIds(request: APIRequestContext, staff: string): Promise<Record<string, number>> {
  const listed = await request.get('/api/produse/?per=30&page=1&ordering=-id');
  // Ordered by id, the products sold in sizes come first: a product bought as itself is wanted.
  const product = ((await listed.json()) as { results: Product[] }).results.find(
    (row) => row.stoc >= 5 && soldAsItself(row),
  );
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
export function concretePath(path: string, samples: Record<string, number>): string {
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
export function sidewaysOverflow(page: Page) {
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

/**
 * The boxes that scroll sideways inside the page (a table's frame wider than the screen): the page
 * itself fits, but a row is read by dragging it. Described as `sidewaysOverflow` describes.
 */
export function framesScrollingSideways(page: Page) {
  return page.evaluate(() =>
    [...document.body.querySelectorAll('*')]
      .filter((element) => {
        const { overflowX } = getComputedStyle(element);
        const scrolls = overflowX === 'auto' || overflowX === 'scroll';
        return (
          scrolls && element.scrollWidth > element.clientWidth + 1 && element.getClientRects().length > 0
        );
      })
      .map((element) => {
        const classes = typeof element.className === 'string' ? element.className : '';
        const text = (element.textContent ?? '').trim().slice(0, 40);
        return `<${element.tagName.toLowerCase()} class="${classes.slice(0, 80)}"> ${text} (${element.scrollWidth - element.clientWidth}px)`;
      }),
  );
}
