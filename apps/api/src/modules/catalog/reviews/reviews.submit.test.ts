import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminReview, AdminReviewPage } from '@shop/shared/schemas/admin/reviews';
import type { OrderCreated } from '@shop/shared/schemas/checkout';
import {
  REVIEW_ANONYMOUS_NAME,
  type OwnReview,
  type ProductDetail,
  type Review,
  type ReviewCreated,
} from '@shop/shared/schemas/catalog';
import type { Page } from '@shop/shared/schemas/common';
import { orderBody, placeOrder, setProduct } from '../../../test/checkout';
import { createTestApp, type TestApp } from '../../../test/test-app';

/** Posting reviews (CSRF, bounds, markup, verified purchase) and moderating them as staff. */
let t: TestApp;
let staff: { authorization: string };
type Customer = Awaited<ReturnType<TestApp['customer']>>;

const PRODUCT = 12;
const CSRF = 'un-token-csrf-de-test';
const csrf = { cookie: `csrftoken=${CSRF}`, 'x-csrftoken': CSRF };
const auth = (token: string) => ({ authorization: `Token ${token}` });

let address = 0;
/** Each call from its own address, so the hourly limit of one address does not mix tests. */
function post(payload: Record<string, unknown>, headers: Record<string, string> = csrf) {
  address += 1;
  return t.app.inject({
    method: 'POST',
    url: '/api/recenzii/',
    payload,
    headers,
    remoteAddress: `10.40.${Math.floor(address / 250)}.${address % 250}`,
  });
}

const valid = {
  produs_id: PRODUCT,
  rating: 4,
  comentariu: 'Se absoarbe repede și nu lasă urme.',
  nume: 'Ioana',
};

async function shown(productId = PRODUCT): Promise<Review[]> {
  const response = await t.app.inject(`/api/recenzii/?produs_id=${productId}&per=100`);
  return response.json<Page<Review>>().results;
}

async function productOf(id: number): Promise<ProductDetail> {
  const [row] = await t.query<{ slug: string }>('SELECT slug FROM products WHERE id = $1', [id]);
  return (await t.app.inject(`/api/produse/${row!.slug}/`)).json<ProductDetail>();
}

function moderate(id: number, action: 'approve' | 'hide', headers: Record<string, string> = staff) {
  return t.app.inject({
    method: 'POST',
    url: `/api/admin/reviews/${id}/moderation/`,
    payload: { action },
    headers,
  });
}

async function deliver(customer: Customer, productId: number) {
  await setProduct(t, productId, { stock: 1000 });
  const placed = await placeOrder(
    t,
    orderBody([{ produs: productId, cantitate: 1 }], { email: customer.email }),
    auth(customer.token),
  );
  expect(placed.statusCode, placed.body).toBe(201);
  const order = placed.json<OrderCreated>();
  for (const status of ['processing', 'shipped', 'delivered']) {
    const moved = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${order.id}/status/`,
      headers: staff,
      payload: { status },
    });
    expect(moved.statusCode, moved.body).toBe(200);
  }
}

beforeAll(async () => {
  t = await createTestApp();
  staff = auth((await t.staff()).token);
});
afterAll(() => t.close());

describe('POST /api/recenzii/', () => {
  it('refuses a post without the CSRF cookie, without the header, or with another token', async () => {
    const attempts: Record<string, string>[] = [
      {},
      { cookie: `csrftoken=${CSRF}` },
      { 'x-csrftoken': CSRF },
      { cookie: `csrftoken=${CSRF}`, 'x-csrftoken': 'altul' },
    ];
    for (const headers of attempts) {
      const response = await post(valid, headers);
      expect(response.statusCode, JSON.stringify(headers)).toBe(403);
      expect(response.json()).toMatchObject({ code: 'csrf.invalid' });
    }
    const [row] = await t.query<{ n: number }>('SELECT count(*)::int AS n FROM reviews WHERE comment = $1', [
      valid.comentariu,
    ]);
    expect(row!.n).toBe(0);
  });

  it("keeps a guest's review from the shop until staff approve it, then counts it in the rating", async () => {
    const before = await productOf(PRODUCT);
    const response = await post({ ...valid, comentariu: 'O cremă bună pentru iarnă, o recomand.' });
    expect(response.statusCode, response.body).toBe(201);
    const created = response.json<ReviewCreated>();
    expect(created).toMatchObject({ stare: 'pending', cumparare_verificata: false });
    expect((await shown()).map((review) => review.id)).not.toContain(created.id);
    expect((await productOf(PRODUCT)).numar_recenzii).toBe(before.numar_recenzii);

    const approved = await moderate(created.id, 'approve');
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json<AdminReview>().status).toBe('approved');
    const review = (await shown()).find((item) => item.id === created.id);
    expect(review).toMatchObject({ user_nume: 'Ioana', rating: 4, cumparare_verificata: false, raspuns: '' });
    expect((await productOf(PRODUCT)).numar_recenzii).toBe(before.numar_recenzii + 1);

    const hidden = await moderate(created.id, 'hide');
    expect(hidden.json<AdminReview>().status).toBe('hidden');
    expect((await shown()).map((item) => item.id)).not.toContain(created.id);
    expect((await productOf(PRODUCT)).numar_recenzii).toBe(before.numar_recenzii);
  });

  it('refuses ratings outside 1-5, short or long texts, a name sent too short or long, and unknown or withdrawn products', async () => {
    for (const rating of [0, 6, 2.5, '5', null]) {
      const response = await post({ ...valid, rating });
      expect(response.statusCode, String(rating)).toBe(400);
      expect(response.json().rating, String(rating)).toEqual([expect.any(String)]);
    }
    for (const comentariu of ['', 'Scurt', '<b>  </b>', 'x'.repeat(2001)]) {
      const response = await post({ ...valid, comentariu });
      expect(response.statusCode, comentariu.slice(0, 20)).toBe(400);
      expect(response.json().comentariu).toEqual(['Recenzia are între 10 și 2000 de caractere.']);
    }
    for (const nume of ['A', '<b>B</b>', 'N'.repeat(61)]) {
      const response = await post({ ...valid, nume });
      expect(response.statusCode, String(nume)).toBe(400);
      expect(response.json().nume).toEqual([expect.any(String)]);
    }
    expect((await post({ ...valid, produs_id: 999_999 })).statusCode).toBe(404);
    await setProduct(t, 13, { active: false });
    try {
      const response = await post({ ...valid, produs_id: 13 });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'catalog.product_not_found' });
    } finally {
      await setProduct(t, 13, { active: true });
    }
  });

  it('takes the contract\'s body without a name: a guest signs as "Client", a customer with the first name', async () => {
    const contractBody = { produs_id: 15, rating: 5, comentariu: 'Miroase frumos și ține mult.' };
    const authorOf = async (id: number) =>
      (await t.query<{ author_name: string }>('SELECT author_name FROM reviews WHERE id = $1', [id]))[0]!
        .author_name;

    for (const nume of [undefined, '', '  ', '<i></i>']) {
      const guest = await post(nume === undefined ? contractBody : { ...contractBody, nume });
      expect(guest.statusCode, `${String(nume)}: ${guest.body}`).toBe(201);
      expect(await authorOf(guest.json<ReviewCreated>().id), String(nume)).toBe(REVIEW_ANONYMOUS_NAME);
    }
    const named = await post({ ...contractBody, nume: ' Ana  Maria ' });
    expect(await authorOf(named.json<ReviewCreated>().id)).toBe('Ana Maria');

    // A customer's review shows the account's first name, whatever the form typed.
    const customer = await t.customer();
    await t.query(`UPDATE users SET first_name = 'Elena' WHERE id = $1`, [customer.id]);
    const signedIn = await post({ ...contractBody, nume: 'Altcineva' }, { ...csrf, ...auth(customer.token) });
    expect(signedIn.statusCode, signedIn.body).toBe(201);
    expect(await authorOf(signedIn.json<ReviewCreated>().id)).toBe('Elena');

    // An account without a first name signs with the name sent, else as a guest would.
    const unnamed = await t.customer();
    await t.query(`UPDATE users SET first_name = '' WHERE id = $1`, [unnamed.id]);
    const bare = await post(contractBody, { ...csrf, ...auth(unnamed.token) });
    expect(bare.statusCode, bare.body).toBe(201);
    expect(await authorOf(bare.json<ReviewCreated>().id)).toBe(REVIEW_ANONYMOUS_NAME);

    const approved = await moderate(signedIn.json<ReviewCreated>().id, 'approve');
    expect(approved.statusCode).toBe(200);
    expect((await shown(15)).find((review) => review.id === signedIn.json<ReviewCreated>().id)).toMatchObject(
      {
        user_nume: 'Elena',
      },
    );
  });

  it('removes markup from the name and the text, entities included, and keeps the lines', async () => {
    const response = await post({
      ...valid,
      nume: '<b>Maria</b> <img src=x onerror=alert(1)>',
      comentariu:
        '<p>Foarte <strong>bună</strong>!</p>\n\n\n<script>alert(1)</script>Recomand &lt;i&gt;tuturor&lt;/i&gt; & mulțumesc.',
    });
    expect(response.statusCode, response.body).toBe(201);
    const { id } = response.json<ReviewCreated>();
    const [row] = await t.query<{ author_name: string; comment: string }>(
      'SELECT author_name, comment FROM reviews WHERE id = $1',
      [id],
    );
    expect(row).toEqual({ author_name: 'Maria', comment: 'Foarte bună!\n\nRecomand tuturor & mulțumesc.' });
  });

  it('marks a verified purchase for a customer who had the product delivered, and takes one review per product', async () => {
    const buyer = await t.customer();
    await t.query(`UPDATE users SET first_name = 'Radu' WHERE id = $1`, [buyer.id]);
    await deliver(buyer, 14);
    const response = await post(
      { produs_id: 14, rating: 5, comentariu: 'Am cumpărat-o de două ori deja.' },
      {
        ...csrf,
        ...auth(buyer.token),
      },
    );
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<ReviewCreated>().cumparare_verificata).toBe(true);
    // Signed by the account's first name when the form leaves the name out.
    const [row] = await t.query<{ author_name: string; user_id: number }>(
      'SELECT author_name, user_id FROM reviews WHERE id = $1',
      [response.json<ReviewCreated>().id],
    );
    expect(row).toEqual({ author_name: 'Radu', user_id: buyer.id });

    const again = await post({ ...valid, produs_id: 14 }, { ...csrf, ...auth(buyer.token) });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'reviews.exists' });

    const other = await t.customer();
    const unverified = await post({ ...valid, produs_id: 14 }, { ...csrf, ...auth(other.token) });
    expect(unverified.json<ReviewCreated>().cumparare_verificata).toBe(false);

    const own = await t.app.inject({ url: '/api/account/reviews/', headers: auth(buyer.token) });
    expect(own.json<{ results: OwnReview[] }>().results[0]).toMatchObject({
      stare: 'pending',
      aprobata: false,
      cumparare_verificata: true,
    });
  });
});

describe('staff moderation', () => {
  it('lists waiting reviews first by filter, answers in public, and records who did what', async () => {
    const response = await post({ ...valid, comentariu: 'Ambalajul a venit puțin lovit.' });
    const { id } = response.json<ReviewCreated>();
    const pending = await t.app.inject({ url: '/api/admin/reviews/?status=pending', headers: staff });
    expect(pending.statusCode).toBe(200);
    const page = pending.json<AdminReviewPage>();
    expect(page.results.map((review) => review.id)).toContain(id);
    expect(page.results.every((review) => review.status === 'pending')).toBe(true);
    expect(page.pending).toBeGreaterThanOrEqual(1);

    const replied = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/reviews/${id}/reply/`,
      headers: staff,
      payload: { reply: 'Ne pare rău! <b>Vă scriem</b> azi.' },
    });
    expect(replied.statusCode, replied.body).toBe(200);
    expect(replied.json<AdminReview>()).toMatchObject({ reply: 'Ne pare rău! Vă scriem azi.' });
    await moderate(id, 'approve');
    const review = (await shown()).find((item) => item.id === id);
    expect(review).toMatchObject({
      raspuns: 'Ne pare rău! Vă scriem azi.',
      data_raspuns: expect.any(String),
    });

    const entries = await t.query<{ action: string }>(
      "SELECT action FROM audit_log WHERE entity_type = 'review' AND entity_id = $1 ORDER BY id",
      [String(id)],
    );
    expect(entries.map((entry) => entry.action)).toEqual(['reply', 'approve']);
  });

  it('answers 404 for an unknown review and 400 for an unknown action', async () => {
    expect((await moderate(999_999, 'approve')).statusCode).toBe(404);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/admin/reviews/1/moderation/',
      payload: { action: 'delete' },
      headers: staff,
    });
    expect(bad.statusCode).toBe(400);
  });

  it('is for staff only', async () => {
    const customer = await t.customer();
    expect((await t.app.inject({ url: '/api/admin/reviews/' })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ url: '/api/admin/reviews/', headers: auth(customer.token) })).statusCode,
    ).toBe(403);
    expect((await moderate(1, 'approve', auth(customer.token))).statusCode).toBe(403);
  });
});
