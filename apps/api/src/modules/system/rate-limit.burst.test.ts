import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderBody, setProduct, stockOf } from '../../test/checkout';
import { createTestApp, type TestApp } from '../../test/test-app';
import { AUTH_RATE_LIMITS } from '../accounts/accounts.service';
import { COUPON_RATE_LIMIT } from '../cart/coupons/coupons.service';
import { REVIEW_RATE_LIMIT } from '../catalog/reviews/reviews.service';
import { NEWSLETTER_RATE_LIMITS } from '../newsletter/newsletter.service';
import { CONTACT_RATE_LIMIT } from '../contact/contact.service';

/**
 * Parallel bursts from one address at every rate-limited route: the slot is taken in the same
 * statement that checks the limit, so however many requests race, exactly the limit gets through
 * and every other one answers 429 with Retry-After.
 */
const ORDER_LIMIT = 10;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { ORDER_RATE_LIMIT: String(ORDER_LIMIT) } });
});
afterAll(() => t.close());

let sequence = 0;
const unique = () => `${Date.now().toString(36)}${(sequence += 1)}`;
const post = (url: string, payload: unknown, remoteAddress: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, remoteAddress, headers });
const burst = (size: number, send: (index: number) => Promise<LightMyRequestResponse>) =>
  Promise.all(Array.from({ length: size }, (_, index) => send(index)));

/** How many answers had each status; and every 429 says when to come back. */
function tally(answers: LightMyRequestResponse[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const answer of answers) {
    counts[answer.statusCode] = (counts[answer.statusCode] ?? 0) + 1;
    if (answer.statusCode === 429) {
      expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
      expect(answer.json()).toMatchObject({ code: 'rate_limited' });
    }
  }
  return counts;
}

describe('a parallel burst from one address', () => {
  it('of wrong passwords for one account lets exactly the per-account limit be checked', async () => {
    const user = await t.customer();
    const address = '10.30.0.1';
    const answers = await burst(30, () =>
      post('/api/login/', { username: user.username, password: 'gresita' }, address),
    );
    expect(tally(answers)).toEqual({ 400: AUTH_RATE_LIMITS.loginPerIdentifier.limit, 429: 25 });
    // The right password is refused too from there: the limit is full.
    const right = await post('/api/login/', { username: user.username, password: user.password }, address);
    expect(right.statusCode).toBe(429);
  });

  it('of wrong passwords for many names lets exactly the per-address limit be checked', async () => {
    const answers = await burst(30, () =>
      post('/api/login/', { username: `nimeni${unique()}`, password: 'gresita' }, '10.30.0.2'),
    );
    expect(tally(answers)).toEqual({ 400: AUTH_RATE_LIMITS.loginPerAddress.limit, 429: 10 });
  });

  it('gives the slot back for a right password (one at a time: a burst may not exceed the limit)', async () => {
    const user = await t.customer();
    for (let i = 0; i <= AUTH_RATE_LIMITS.loginPerAddress.limit; i++) {
      const answer = await post(
        '/api/login/',
        { username: user.username, password: user.password },
        '10.30.0.3',
      );
      expect(answer.statusCode).toBe(200);
    }
  });

  it('of sign-ups lets exactly the limit through', async () => {
    const answers = await burst(25, () => {
      const name = `val${unique()}`;
      return post(
        '/api/register/',
        { username: name, email: `${name}@example.ro`, password: 'o parola buna' },
        '10.30.0.4',
      );
    });
    expect(tally(answers)).toEqual({ 201: AUTH_RATE_LIMITS.registerPerAddress.limit, 429: 15 });
  });

  it('of wrong coupon codes lets exactly the limit be looked up', async () => {
    const answers = await burst(40, (index) =>
      post('/api/coupons/validate/', { code: `GHICIT${index}` }, '10.30.0.5'),
    );
    expect(tally(answers)).toEqual({ 400: COUPON_RATE_LIMIT.limit, 429: 10 });
    expect((await post('/api/coupons/validate/', { code: 'VARA10' }, '10.30.0.5')).statusCode).toBe(429);
  });

  it('gives the slot back for a good coupon code', async () => {
    for (let i = 0; i <= COUPON_RATE_LIMIT.limit; i++) {
      expect((await post('/api/coupons/validate/', { code: 'VARA10' }, '10.30.0.6')).statusCode).toBe(200);
    }
    expect((await post('/api/coupons/validate/', { code: 'GRESIT' }, '10.30.0.6')).statusCode).toBe(400);
  });

  it('of orders places exactly ORDER_RATE_LIMIT orders and reserves stock for those only', async () => {
    await setProduct(t, 14, { stock: 100 });
    const answers = await burst(20, () =>
      post(
        '/api/comenzi/',
        orderBody([{ produs: 14, cantitate: 1 }], { email: `val${unique()}@example.ro` }),
        '10.30.0.7',
      ),
    );
    expect(tally(answers)).toEqual({ 201: ORDER_LIMIT, 429: 10 });
    expect(await stockOf(t, 14)).toBe(100 - ORDER_LIMIT);
  });

  it('gives the slot back for an order that fails for want of stock', async () => {
    await setProduct(t, 15, { stock: 1 });
    // One at a time: a slot is held while its order is being placed, so a burst of failing
    // orders is bounded by the limit too.
    for (let i = 0; i < ORDER_LIMIT + 5; i++) {
      const answer = await post(
        '/api/comenzi/',
        orderBody([{ produs: 15, cantitate: 5 }], { email: `val${unique()}@example.ro` }),
        '10.30.0.8',
      );
      expect(answer.statusCode).toBe(409);
    }
    await setProduct(t, 15, { stock: 100 });
    const answers = await burst(ORDER_LIMIT + 2, () =>
      post(
        '/api/comenzi/',
        orderBody([{ produs: 15, cantitate: 1 }], { email: `val${unique()}@example.ro` }),
        '10.30.0.8',
      ),
    );
    expect(tally(answers)).toEqual({ 201: ORDER_LIMIT, 429: 2 });
  });

  it('of orders guessing coupon codes counts every guess', async () => {
    await setProduct(t, 16, { stock: 100 });
    const answers = await burst(ORDER_LIMIT + 5, (index) =>
      post(
        '/api/comenzi/',
        orderBody([{ produs: 16, cantitate: 1 }], {
          email: `val${unique()}@example.ro`,
          cupon: `GHICIT${index}`,
        }),
        '10.30.0.9',
      ),
    );
    expect(tally(answers)).toEqual({ 400: ORDER_LIMIT, 429: 5 });
    expect(await stockOf(t, 16)).toBe(100);
  });

  it('of replays of one placed order answers every one, without counting them', async () => {
    await setProduct(t, 17, { stock: 100 });
    const body = orderBody([{ produs: 17, cantitate: 1 }], { email: `val${unique()}@example.ro` });
    const key = { 'idempotency-key': `burst-replay-${unique()}` };
    const first = await post('/api/comenzi/', body, '10.30.0.10', key);
    expect(first.statusCode).toBe(201);
    const replays = await burst(ORDER_LIMIT + 5, () => post('/api/comenzi/', body, '10.30.0.10', key));
    expect(tally(replays)).toEqual({ 201: ORDER_LIMIT + 5 });
    expect(new Set(replays.map((answer) => answer.json<{ id: number }>().id))).toEqual(
      new Set([first.json<{ id: number }>().id]),
    );
    // Only the first one counted: the rest of the limit is still there.
    const answers = await burst(ORDER_LIMIT, () =>
      post(
        '/api/comenzi/',
        orderBody([{ produs: 17, cantitate: 1 }], { email: `val${unique()}@example.ro` }),
        '10.30.0.10',
      ),
    );
    expect(tally(answers)).toEqual({ 201: ORDER_LIMIT - 1, 429: 1 });
    expect(await stockOf(t, 17)).toBe(100 - ORDER_LIMIT);
    // A new order under a new key is refused at the limit too, with nothing reserved or kept.
    const fresh = await burst(3, (index) =>
      post(
        '/api/comenzi/',
        orderBody([{ produs: 17, cantitate: 1 }], { email: `val${unique()}@example.ro` }),
        '10.30.0.10',
        { 'idempotency-key': `burst-fresh-${index}-${unique()}` },
      ),
    );
    expect(tally(fresh)).toEqual({ 429: 3 });
    expect(await stockOf(t, 17)).toBe(100 - ORDER_LIMIT);
  });

  it('of reviews lets exactly the hourly limit be posted', async () => {
    const headers = { cookie: 'csrftoken=burst', 'x-csrftoken': 'burst' };
    const answers = await burst(REVIEW_RATE_LIMIT.limit + 4, (index) =>
      post(
        '/api/recenzii/',
        { produs_id: 18, rating: 5, comentariu: `Recenzia numărul ${index} din rafală.`, nume: 'Rafală' },
        '10.30.0.11',
        headers,
      ),
    );
    expect(tally(answers)).toEqual({ 201: REVIEW_RATE_LIMIT.limit, 429: 4 });
    const [row] = await t.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM reviews WHERE author_name = 'Rafală'",
    );
    expect(row!.n).toBe(REVIEW_RATE_LIMIT.limit);
  });

  it('of newsletter sign-ups lets exactly the per-address limit through', async () => {
    const { limit } = NEWSLETTER_RATE_LIMITS.perAddress;
    const answers = await burst(limit + 5, () =>
      post(
        '/api/newsletter/subscribe/',
        { email: `rafala${unique()}@example.ro`, source: 'cta_footer' },
        '10.30.0.12',
      ),
    );
    expect(tally(answers)).toEqual({ 200: limit, 429: 5 });
  });

  it('of sign-ups of one address lets exactly the confirmation mails it may get through', async () => {
    const email = `tinta${unique()}@example.ro`;
    const { limit } = NEWSLETTER_RATE_LIMITS.mailsPerEmail;
    const answers = await burst(limit + 4, (index) =>
      post('/api/newsletter/subscribe/', { email, source: 'cta_footer' }, `10.31.0.${index + 1}`),
    );
    expect(tally(answers)).toEqual({ 200: limit, 429: 4 });
    const [row] = await t.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM mail_outbox WHERE to_address = $1',
      [email],
    );
    expect(row!.n).toBe(limit);
  });

  it('of contact messages lets exactly the hourly limit be sent', async () => {
    const answers = await burst(CONTACT_RATE_LIMIT.limit + 3, (index) =>
      post(
        '/api/contact/',
        {
          nume: 'Rafală',
          email: `rafala${unique()}@example.ro`,
          subiect: `Mesajul ${index}`,
          mesaj: 'Un mesaj trimis în rafală, de probă.',
          consimtamant: true,
        },
        '10.30.0.13',
      ),
    );
    expect(tally(answers)).toEqual({ 201: CONTACT_RATE_LIMIT.limit, 429: 3 });
  });
});
