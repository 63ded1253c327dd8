import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderBody, placeOk, placeOrder } from './checkout';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
let productId: number;

beforeAll(async () => {
  t = await createTestApp();
  const [row] = await t.query<{ id: number }>(
    'SELECT id FROM products WHERE is_active AND stock > 10 ORDER BY id LIMIT 1',
  );
  productId = row!.id;
});
afterAll(() => t.close());

const NUL = '\u0000';

/** A client error in the shop's shape: `{detail, code}` (plus field keys), never Fastify's own. */
function expectShopError(
  response: { statusCode: number; json: () => Record<string, unknown> },
  status = 400,
) {
  expect(response.statusCode).toBe(status);
  const body = response.json();
  expect(body).toEqual(expect.objectContaining({ detail: expect.any(String), code: expect.any(String) }));
  expect(body).not.toHaveProperty('statusCode');
  return body;
}

async function orderCount(): Promise<number> {
  const [row] = await t.query<{ n: number }>('SELECT count(*)::int AS n FROM orders');
  return row!.n;
}

describe('a NUL character in any text', () => {
  it.each([
    ['/api/produse/a%00b/', 'slug'],
    ['/api/categorii/a%00b/', 'slug'],
    ['/api/blog/posts/a%00b/', 'slug'],
    ['/api/lockers/a%00b/', 'id'],
    ['/api/lockers/?q=cluj%00', 'q'],
    ['/api/lockers/?judet=%00', 'judet'],
    ['/api/produse/?q=crema%00', 'q'],
    ['/api/produse/?categorie=a%00', 'categorie'],
    ['/api/blog/posts/?category=a%00', 'category'],
    ['/api/comenzi/1/?key=a%00b', 'key'],
  ])('GET %s answers 400 naming %s', async (url, field) => {
    const body = expectShopError(await t.app.inject({ method: 'GET', url }));
    expect(body[field]).toEqual([expect.any(String)]);
  });

  it('in the sign-in and sign-up forms answers 400 naming the field', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login/',
      payload: { username: `ana${NUL}`, password: 'parola-sigura-1' },
    });
    expect(expectShopError(login).username).toEqual([expect.any(String)]);
    const register = await t.app.inject({
      method: 'POST',
      url: '/api/register/',
      payload: { username: 'ana-nul', email: `ana${NUL}@example.ro`, password: 'parola-sigura-1' },
    });
    expect(expectShopError(register).email).toEqual([expect.any(String)]);
  });

  it('in a coupon code is an invalid code', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/coupons/validate/',
      payload: { code: `VARA10${NUL}` },
    });
    expect(expectShopError(response).code).toBe('coupon.invalid');
  });

  it('in any text of an order answers 400 naming the field, and places nothing', async () => {
    const before = await orderCount();
    const company = {
      tip: 'companie',
      cui: 'RO18547290',
      nr_reg_com: 'J12/1234/2020',
      denumire: 'Salvia SRL',
    };
    const cases: [Record<string, unknown>, string][] = [
      [{ nume: `Pop${NUL}escu` }, 'nume'],
      [{ prenume: NUL }, 'prenume'],
      [{ email: `ana${NUL}@example.ro` }, 'email'],
      [{ telefon: `0722123456${NUL}` }, 'telefon'],
      [{ observatii: `Sunați${NUL}` }, 'observatii'],
      [{ cupon: `VARA10${NUL}` }, 'cupon'],
      [
        {
          livrare: {
            metoda: 'curier',
            judet: 'Cluj',
            localitate: `Cluj${NUL}`,
            adresa: 'Str. Memorandumului 1',
            cod_postal: '400114',
          },
        },
        'livrare.localitate',
      ],
      [
        {
          livrare: {
            metoda: 'curier',
            judet: 'Cluj',
            localitate: 'Cluj-Napoca',
            adresa: `Str. Memorandumului 1${NUL}`,
            cod_postal: '400114',
          },
        },
        'livrare.adresa',
      ],
      [{ livrare: { metoda: 'easybox', locker_id: `EB${NUL}` } }, 'livrare.locker_id'],
      [{ facturare: { ...company, denumire: `Salvia${NUL}` } }, 'facturare.denumire'],
    ];
    for (const [override, field] of cases) {
      const response = await placeOrder(t, orderBody([{ produs: productId, cantitate: 1 }], override));
      expect(expectShopError(response)[field], field).toEqual([expect.any(String)]);
    }
    expect(await orderCount()).toBe(before);
  });
});

describe('integers beyond PostgreSQL integer', () => {
  it.each([
    ['/api/produse/?categorie=2147483648', 'categorie'],
    ['/api/produse/?tag=99999999999', 'tag'],
    ['/api/tags/?categorie=99999999999', 'categorie'],
    ['/api/produse/?page=2147483648', 'page'],
    ['/api/recenzii/?produs_id=99999999999', 'produs_id'],
    ['/api/comenzi/2147483648/', 'id'],
  ])('GET %s answers 400 naming %s', async (url, field) => {
    const body = expectShopError(await t.app.inject({ method: 'GET', url }));
    expect(body[field]).toEqual([expect.any(String)]);
  });

  it('an id within the range is still looked up', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/produse/?categorie=2147483647' });
    expect(expectShopError(response).code).toBe('catalog.category_not_found');
  });
});

describe('payment ids that are not UUIDs', () => {
  it.each([
    ['GET', '/api/payments/sandbox/pay/not-a-uuid?token=x', 'paymentId'],
    ['GET', `/api/payments/sandbox/pay/${'-'.repeat(36)}`, 'paymentId'],
    ['GET', '/api/payments/stripe/return/?payment=x&session_id=cs_test', 'payment'],
  ])('%s %s answers 400 naming %s', async (method, url, field) => {
    const body = expectShopError(await t.app.inject({ method: method as 'GET', url }));
    expect(body[field]).toEqual([expect.any(String)]);
  });

  it('the sandbox form too', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/payments/sandbox/pay/1',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'token=abc&decision=approve',
    });
    expect(expectShopError(response).paymentId).toEqual([expect.any(String)]);
  });
});

describe("URLs Fastify's router refuses", () => {
  it('a badly percent-encoded path answers 400 in the shop shape', async () => {
    for (const url of ['/api/produse/%E0%A4%A/', '/api/categorii/%/', '/api/lockers/%ZZ/']) {
      const body = expectShopError(await t.app.inject({ method: 'GET', url }));
      expect(body.code, url).toBe('request.bad_url');
    }
  });

  it('a path parameter over the router limit answers 414 in the shop shape', async () => {
    const body = expectShopError(
      await t.app.inject({ method: 'GET', url: `/api/produse/${'a'.repeat(300)}/` }),
      414,
    );
    expect(body.code).toBe('request.url_too_long');
  });

  it('a lone % in a query is taken as it is', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/produse/?q=%' });
    expect(response.statusCode).toBe(200);
  });
});

describe('integers on the wire', () => {
  it.each([['2'], [' 3 '], ['0x2'], ['1e0'], [['2']], [true], [1.5], [null]])(
    'an order quantity of %j answers 400 on the line and places nothing',
    async (cantitate) => {
      const before = await orderCount();
      const response = await placeOrder(
        t,
        orderBody([{ produs: productId, cantitate: cantitate as number }]),
      );
      expect(expectShopError(response)['produse.0.cantitate']).toEqual([expect.any(String)]);
      expect(await orderCount()).toBe(before);
    },
  );

  it.each([[true], [String(1)], [[1]], [2_147_483_648]])(
    'a product of %j answers 400 on the line and places nothing',
    async (produs) => {
      const before = await orderCount();
      const response = await placeOrder(t, orderBody([{ produs: produs as number, cantitate: 1 }]));
      expect(expectShopError(response)['produse.0.produs']).toEqual([expect.any(String)]);
      expect(await orderCount()).toBe(before);
    },
  );

  it('a JSON integer places the order', async () => {
    const order = await placeOk(t, orderBody([{ produs: productId, cantitate: 2 }]));
    expect(order.produse).toEqual([expect.objectContaining({ produs: productId, cantitate: 2 })]);
  });

  it.each([
    ['/api/produse/', 'page'],
    ['/api/produse/', 'per'],
    ['/api/produse/', 'limit'],
    ['/api/categorii/', 'per'],
    ['/api/tags/', 'page_size'],
    ['/api/recenzii/?produs_id=1', 'page'],
    ['/api/recenzii/', 'produs_id'],
    ['/api/blog/posts/', 'page_size'],
    ['/api/lockers/', 'per'],
  ])('%s parses %s strictly', async (path, field) => {
    const url = (value: string) => `${path}${path.includes('?') ? '&' : '?'}${field}=${value}`;
    expect((await t.app.inject({ method: 'GET', url: url('1') })).statusCode).toBe(200);
    for (const value of ['%2012', '12%20', '%2B1', '0x2', '1e3', '12abc', '2147483648', '1.0', '']) {
      const body = expectShopError(await t.app.inject({ method: 'GET', url: url(value) }));
      expect(body[field], `${field}=${value}`).toEqual([expect.any(String)]);
    }
  });
});
