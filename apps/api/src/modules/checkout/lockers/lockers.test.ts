import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '@shop/shared/schemas/common';
import type { Locker } from '@shop/shared/schemas/checkout';
import { demoLockers } from '../../../seed/demo-lockers';
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function list(query = '') {
  const response = await t.app.inject({ method: 'GET', url: `/api/lockers/${query}` });
  return { status: response.statusCode, body: response.json<Page<Locker>>() };
}

describe('GET /api/lockers/', () => {
  it('lists the seeded easybox lockers, 20 per page, in the list shape', async () => {
    expect(demoLockers.length).toBeGreaterThanOrEqual(60);
    const { status, body } = await list();
    expect(status).toBe(200);
    expect(body.count).toBe(demoLockers.length);
    expect(body.results).toHaveLength(20);
    expect(body.next).toBe(`${TEST_PUBLIC_URL}/api/lockers/?page=2`);
    expect(body.results[0]).toEqual({
      id: expect.stringMatching(/^EB-[A-Z]{3}-\d{4}$/),
      nume: expect.stringMatching(/^easybox /),
      adresa: expect.any(String),
      localitate: expect.any(String),
      judet: expect.any(String),
      cod_postal: expect.stringMatching(/^\d{6}$/),
      tip: 'locker',
      program: expect.any(Array),
    });
  });

  it('searches name, address, city and county without diacritics, every word', async () => {
    const manastur = await list('?q=manastur');
    expect(manastur.body.results.map((l) => l.id)).toEqual(['EB-CLJ-0001']);
    const withDiacritics = await list(`?q=${encodeURIComponent('Mănăștur')}`);
    expect(withDiacritics.body.results.map((l) => l.id)).toEqual(['EB-CLJ-0001']);
    const iasi = await list('?q=iasi');
    expect(iasi.body.count).toBe(demoLockers.filter((l) => l.city === 'Iași').length);
    const twoWords = await list('?q=kaufland%20cluj');
    expect(
      twoWords.body.results.every((l) => l.localitate === 'Cluj-Napoca' && l.nume.includes('Kaufland')),
    ).toBe(true);
    expect((await list('?q=nicaieri')).body).toMatchObject({ count: 0, results: [] });
    expect((await list('?q=100%25')).status).toBe(200);
  });

  it('filters by county name or code, and hides inactive lockers', async () => {
    const cluj = await list('?judet=CJ&per=100');
    expect(cluj.body.count).toBe(demoLockers.filter((l) => l.county === 'Cluj').length);
    expect(cluj.body.results.every((l) => l.judet === 'Cluj')).toBe(true);
    const bucuresti = await list('?judet=bucuresti&per=100');
    expect(bucuresti.body.count).toBe(demoLockers.filter((l) => l.county === 'București').length);
    await t.query("UPDATE lockers SET is_active = false WHERE id = 'EB-CLJ-0002'");
    expect((await list('?judet=Cluj&per=100')).body.count).toBe(cluj.body.count - 1);
    expect((await t.app.inject({ method: 'GET', url: '/api/lockers/EB-CLJ-0002/' })).statusCode).toBe(404);
  });

  it('answers one locker by id', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/lockers/EB-TIM-0001/' });
    expect(response.statusCode).toBe(200);
    expect(response.json<Locker>()).toMatchObject({
      id: 'EB-TIM-0001',
      localitate: 'Timișoara',
      judet: 'Timiș',
      tip: 'locker',
      program: [1, 2, 3, 4, 5, 6, 7].map((zi) => ({ zi, de_la: '10:00', pana_la: '22:00' })),
    });
    const shop = await t.app.inject({ method: 'GET', url: '/api/lockers/PR-TIM-0001/' });
    expect(shop.json<Locker>()).toMatchObject({ tip: 'ooh', localitate: 'Timișoara' });
    expect(shop.json<Locker>().program).toHaveLength(6);
  });

  it('answers 404 past the last page', async () => {
    expect((await list('?page=99')).status).toBe(404);
  });
});
