import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SavedAddress, SavedCompany } from '@shop/shared/schemas/account';
import { ANAF_STAND_IN, type AnafStandIn, startAnafStandIn } from '../../test/anaf-stand-in';
import { createTestApp, type TestApp } from '../../test/test-app';

const { known: KNOWN_CUI, unknown: UNKNOWN_CUI, slow: SLOW_CUI, broken: BROKEN_CUI } = ANAF_STAND_IN;

let t: TestApp;
let anaf: AnafStandIn;

beforeAll(async () => {
  anaf = await startAnafStandIn();
  t = await createTestApp({ env: { ANAF_API_URL: anaf.url } });
});

afterAll(async () => {
  await t?.close();
  await anaf?.close();
});

const auth = (token: string) => ({ authorization: `Token ${token}` });

function call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: object) {
  return t.app.inject({ method, url, headers: auth(token), ...(payload ? { payload } : {}) });
}

const address = (overrides: Record<string, unknown> = {}) => ({
  eticheta: 'Acasă',
  nume: 'Popescu',
  prenume: 'Ana',
  telefon: '0722 123 456',
  judet: 'cluj',
  localitate: 'Cluj-Napoca',
  adresa: 'Str. Memorandumului 1',
  cod_postal: '400114',
  ...overrides,
});

const company = (overrides: Record<string, unknown> = {}) => ({
  cui: `RO${KNOWN_CUI}`,
  nr_reg_com: 'J12/3456/2019',
  denumire: 'Salvia Naturalis SRL',
  judet: 'Cluj',
  localitate: 'Cluj-Napoca',
  adresa: 'Str. Memorandumului 28',
  cod_postal: '400114',
  ...overrides,
});

describe('addresses', () => {
  it('saves addresses with one default, the default first, and moves the default on delete', async () => {
    const customer = await t.customer();
    const first = await call('POST', '/api/account/addresses/', customer.token, address());
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({ implicita: true, judet: 'Cluj', telefon: '0722123456' });

    const second = await call(
      'POST',
      '/api/account/addresses/',
      customer.token,
      address({ eticheta: 'Birou' }),
    );
    expect(second.json()).toMatchObject({ implicita: false });
    const third = await call(
      'POST',
      '/api/account/addresses/',
      customer.token,
      address({ eticheta: 'Părinți', implicita: true }),
    );
    expect(third.json()).toMatchObject({ implicita: true });

    let list = (await call('GET', '/api/account/addresses/', customer.token)).json<SavedAddress[]>();
    expect(list.map((row) => [row.eticheta, row.implicita])).toEqual([
      ['Părinți', true],
      ['Acasă', false],
      ['Birou', false],
    ]);

    const made = await call(
      'POST',
      `/api/account/addresses/${first.json<SavedAddress>().id}/default/`,
      customer.token,
    );
    expect(made.json()).toMatchObject({ implicita: true });
    expect(
      await call('DELETE', `/api/account/addresses/${first.json<SavedAddress>().id}/`, customer.token),
    ).toMatchObject({
      statusCode: 204,
    });
    list = (await call('GET', '/api/account/addresses/', customer.token)).json<SavedAddress[]>();
    expect(list.map((row) => [row.eticheta, row.implicita])).toEqual([
      ['Părinți', true],
      ['Birou', false],
    ]);

    const changed = await call(
      'PUT',
      `/api/account/addresses/${second.json<SavedAddress>().id}/`,
      customer.token,
      address({ eticheta: 'Birou nou', adresa: 'Bd. Eroilor 10', implicita: false }),
    );
    expect(changed.json()).toMatchObject({
      eticheta: 'Birou nou',
      adresa: 'Bd. Eroilor 10',
      implicita: false,
    });
  });

  it('refuses a bad address with the field named', async () => {
    const customer = await t.customer();
    const response = await call(
      'POST',
      '/api/account/addresses/',
      customer.token,
      address({ judet: 'Atlantida', cod_postal: '12', telefon: '123' }),
    );
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.judet).toEqual(['Județ necunoscut. Alege unul din listă.']);
    expect(body.cod_postal).toEqual(['Codul poștal are 6 cifre.']);
    expect(body.telefon).toBeDefined();
  });

  it("answers 404 for another customer's address and keeps it as it was", async () => {
    const owner = await t.customer();
    const other = await t.customer();
    const saved = (
      await call('POST', '/api/account/addresses/', owner.token, address())
    ).json<SavedAddress>();
    for (const [method, url, payload] of [
      ['PUT', `/api/account/addresses/${saved.id}/`, address({ adresa: 'Altundeva 5' })],
      ['POST', `/api/account/addresses/${saved.id}/default/`, undefined],
      ['DELETE', `/api/account/addresses/${saved.id}/`, undefined],
    ] as const) {
      expect((await call(method, url, other.token, payload)).statusCode).toBe(404);
    }
    expect((await call('GET', '/api/account/addresses/', owner.token)).json()).toEqual([saved]);
  });

  it('keeps at most 20 addresses, even when they are added at once', async () => {
    const customer = await t.customer();
    const codes = await Promise.all(
      Array.from({ length: 23 }, (_, index) =>
        call('POST', '/api/account/addresses/', customer.token, address({ eticheta: `A${index}` })).then(
          (response) => response.statusCode,
        ),
      ),
    );
    expect(codes.filter((code) => code === 201)).toHaveLength(20);
    expect(codes.filter((code) => code === 400)).toHaveLength(3);
    const list = (await call('GET', '/api/account/addresses/', customer.token)).json<SavedAddress[]>();
    expect(list.filter((row) => row.implicita)).toHaveLength(1);
  });
});

describe('companies', () => {
  it('saves a company once per CUI, changes and deletes it', async () => {
    const customer = await t.customer();
    const saved = await call('POST', '/api/account/companies/', customer.token, company());
    expect(saved.statusCode, saved.body).toBe(201);
    expect(saved.json()).toMatchObject({ cui: `RO${KNOWN_CUI}`, nr_reg_com: 'J12/3456/2019' });
    const again = await call(
      'POST',
      '/api/account/companies/',
      customer.token,
      company({ cui: `ro ${KNOWN_CUI}` }),
    );
    expect(again.json()).toMatchObject({ code: 'account.company_exists' });

    const id = saved.json<SavedCompany>().id;
    const changed = await call(
      'PUT',
      `/api/account/companies/${id}/`,
      customer.token,
      company({ denumire: 'Salvia SRL' }),
    );
    expect(changed.json()).toMatchObject({ denumire: 'Salvia SRL' });
    const other = await t.customer();
    expect((await call('DELETE', `/api/account/companies/${id}/`, other.token)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/account/companies/${id}/`, customer.token)).statusCode).toBe(204);
    expect((await call('GET', '/api/account/companies/', customer.token)).json()).toEqual([]);
  });

  it('refuses a CUI whose check digit is wrong', async () => {
    const customer = await t.customer();
    const response = await call(
      'POST',
      '/api/account/companies/',
      customer.token,
      company({ cui: '1234567' }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().cui).toEqual(['CUI invalid: verifică cifrele (cu sau fără prefixul RO).']);
  });
});

describe('București in the address book and the companies (decision 049)', () => {
  const SECTOR_REQUIRED =
    'În București localitatea este sectorul: alege Sector 1–6 (sau scrie un cod poștal din București).';

  it('stores the sector as the locality, on create and on update', async () => {
    const customer = await t.customer();
    const made = await call(
      'POST',
      '/api/account/addresses/',
      customer.token,
      address({ judet: 'bucuresti', localitate: 'București', cod_postal: '030833' }),
    );
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json()).toMatchObject({ judet: 'București', localitate: 'Sector 3' });
    const { id } = made.json<SavedAddress>();
    const changed = await call(
      'PUT',
      `/api/account/addresses/${id}/`,
      customer.token,
      address({ judet: 'B', localitate: 'sectorul 6', cod_postal: '400114' }),
    );
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ judet: 'București', localitate: 'Sector 6' });

    const office = await call(
      'POST',
      '/api/account/companies/',
      customer.token,
      company({ judet: 'Municipiul București', localitate: 'S2', cod_postal: '021644' }),
    );
    expect(office.statusCode, office.body).toBe(201);
    expect(office.json()).toMatchObject({ judet: 'București', localitate: 'Sector 2' });
  });

  it('refuses București without a sector, next to the locality', async () => {
    const customer = await t.customer();
    for (const [url, body] of [
      [
        '/api/account/addresses/',
        address({ judet: 'București', localitate: 'București', cod_postal: '077190' }),
      ],
      [
        '/api/account/companies/',
        company({ judet: 'București', localitate: 'Otopeni', cod_postal: '030167' }),
      ],
    ] as const) {
      const response = await call('POST', url, customer.token, body);
      expect(response.statusCode, url).toBe(400);
      expect(response.json(), url).toMatchObject({ localitate: [SECTOR_REQUIRED] });
    }
  });
});

describe('company lookup by CUI', () => {
  it("fills the company from ANAF's register", async () => {
    const customer = await t.customer();
    const response = await call('GET', `/api/account/companies/lookup/?cui=RO${KNOWN_CUI}`, customer.token);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      cui: `RO${KNOWN_CUI}`,
      nr_reg_com: 'J12/3456/2019',
      denumire: 'SALVIA NATURALIS SRL',
      judet: 'Cluj',
      localitate: 'Cluj-Napoca',
      adresa: 'Str. Memorandumului 28',
      cod_postal: '400114',
    });
    expect(anaf.requests.at(-1)).toEqual([
      { cui: Number(KNOWN_CUI), data: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) },
    ]);
  });

  it('fills a company in București with its sector as the locality', async () => {
    const customer = await t.customer();
    const cui = ANAF_STAND_IN.inBucharest;
    const response = await call('GET', `/api/account/companies/lookup/?cui=${cui}`, customer.token);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      judet: 'București',
      localitate: 'Sector 3',
      cod_postal: '030167',
    });
  });

  it('says when ANAF has no such company, and when ANAF does not answer', async () => {
    const customer = await t.customer();
    const unknown = await call('GET', `/api/account/companies/lookup/?cui=${UNKNOWN_CUI}`, customer.token);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({
      code: 'account.company_lookup_not_found',
      detail: 'Nu am găsit nicio firmă cu acest CUI.',
    });
    const broken = await call('GET', `/api/account/companies/lookup/?cui=${BROKEN_CUI}`, customer.token);
    expect(broken.statusCode).toBe(503);
    expect(broken.json()).toMatchObject({ code: 'account.company_lookup_unavailable' });
  });

  it('gives up on a slow ANAF after 5 seconds', { timeout: 15_000 }, async () => {
    const customer = await t.customer();
    const started = Date.now();
    const slow = await call('GET', `/api/account/companies/lookup/?cui=${SLOW_CUI}`, customer.token);
    expect(slow.statusCode).toBe(503);
    expect(Date.now() - started).toBeLessThan(7500);
  });

  it('checks the CUI before asking ANAF', async () => {
    const customer = await t.customer();
    const before = anaf.requests.length;
    const response = await call('GET', '/api/account/companies/lookup/?cui=1234567', customer.token);
    expect(response.statusCode).toBe(400);
    expect(anaf.requests.length).toBe(before);
  });
});

describe('preferred easybox', () => {
  it('chooses, reads and clears it; an unknown locker is refused', async () => {
    const customer = await t.customer();
    const [locker] = await t.query<{ id: string }>(
      'SELECT id FROM lockers WHERE is_active ORDER BY id LIMIT 1',
    );
    expect((await call('GET', '/api/account/locker/', customer.token)).json()).toEqual({ locker: null });
    const chosen = await call('PUT', '/api/account/locker/', customer.token, { locker_id: locker!.id });
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(chosen.json()).toMatchObject({ locker: { id: locker!.id } });
    expect((await call('GET', '/api/account/locker/', customer.token)).json()).toMatchObject({
      locker: { id: locker!.id },
    });
    expect(
      (await call('PUT', '/api/account/locker/', customer.token, { locker_id: 'NU-EXISTA' })).statusCode,
    ).toBe(404);
    expect((await call('PUT', '/api/account/locker/', customer.token, { locker_id: null })).json()).toEqual({
      locker: null,
    });
  });
});
