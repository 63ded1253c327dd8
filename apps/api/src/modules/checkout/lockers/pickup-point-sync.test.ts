import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Locker, Order } from '@shop/shared/schemas/checkout';
import type { Page } from '@shop/shared/schemas/common';
import { demoLockers } from '../../../seed/demo-lockers';
import { orderBody, placeOk, setProduct } from '../../../test/checkout';
import { createTestApp, type TestApp } from '../../../test/test-app';
import type { Courier, PickupPoint } from '../../shipping/courier';
import { createLockersService } from './lockers.service';
import {
  createPickupPointSync,
  PICKUP_POINT_BATCH_SIZE,
  PICKUP_POINT_SYNC_EVERY_MS,
} from './pickup-point-sync';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const WEEKDAYS = [1, 2, 3, 4, 5].map((day) => ({ day, opens: '08:00', closes: '20:00' }));

function point(courierId: string, overrides: Partial<PickupPoint> = {}): PickupPoint {
  return {
    courierId,
    kind: 'locker',
    name: `easybox Test ${courierId}`,
    address: `Str. Test nr. ${courierId}`,
    city: 'Cluj-Napoca',
    county: 'Cluj',
    postalCode: '400001',
    latitude: 46.77,
    longitude: 23.59,
    openingHours: [],
    active: true,
    ...overrides,
  };
}

/** A courier whose list the test sets; everything but the pickup points is out of this test's reach. */
function fakeCourier(list: () => PickupPoint[]): Courier {
  const unused = () => Promise.reject(new Error('not used by the pickup-point sync'));
  return {
    name: 'sameday',
    quote: unused,
    createShipment: unused,
    label: unused,
    cancel: unused,
    statusSync: unused,
    pickupPoints: async () => list(),
    trackingUrl: (awb) => `https://courier.example/${awb}`,
    testConnection: async () => undefined,
  };
}

const silent = { info: () => undefined, warn: () => undefined };

let clock = new Date('2026-11-20T03:00:00Z');
let points: PickupPoint[] = [];
function sync(courier: Courier | null = fakeCourier(() => points)) {
  return createPickupPointSync({ db: t.db, courier: async () => courier, log: silent, now: () => clock });
}

async function list(query = '') {
  const response = await t.app.inject({ method: 'GET', url: `/api/lockers/${query}` });
  expect(response.statusCode).toBe(200);
  return response.json<Page<Locker>>();
}

async function rows() {
  return t.query<Record<string, unknown>>(
    `SELECT id, kind, courier, courier_id, name, address, city, county, postal_code, latitude, longitude,
            opening_hours, is_active, last_seen_at, created_at
       FROM lockers ORDER BY id`,
  );
}

const START = [
  point('1001', {
    name: 'easybox Kaufland Brașov Tractorul',
    city: 'Brașov',
    county: 'BRASOV',
    postalCode: '500053',
    openingHours: [...WEEKDAYS, { day: 6, opens: '09:00', closes: '14:00' }],
  }),
  point('1002', { name: 'easybox Lidl Iași Păcurari', city: 'Iași', county: 'Iasi', postalCode: '700511' }),
  point('2001', {
    kind: 'ooh',
    name: 'Punct Sameday Florăria Ana',
    city: 'București',
    county: 'Bucuresti',
    postalCode: '030167',
    openingHours: WEEKDAYS,
  }),
  point('1003', { name: 'easybox închis temporar', active: false }),
];

describe('the pickup-point sync', () => {
  beforeEach(() => {
    clock = new Date('2026-11-20T03:00:00Z');
    points = START;
  });

  it('leaves the demo list alone while no courier is configured', async () => {
    expect(await sync(null).run()).toBeNull();
    expect(await sync(null).runIfDue()).toBeNull();
    expect((await list()).count).toBe(demoLockers.length);
  });

  it('refuses an answer without one open point, and the checkout keeps its lockers', async () => {
    points = [];
    await expect(sync().run()).rejects.toThrow(/no open pickup point/);
    points = [point('1003', { active: false })];
    await expect(sync().run()).rejects.toThrow(/no open pickup point/);
    expect((await list()).count).toBe(demoLockers.length);
  });

  it("replaces the demo list with the courier's open points, counties in our spelling", async () => {
    const result = await sync().run();
    expect(result).toEqual({
      courier: 'sameday',
      seen: 4,
      added: 4,
      changed: 0,
      closed: demoLockers.length,
      skipped: 0,
    });
    const page = await list('?per=100');
    expect(page.results.map((l) => l.id)).toEqual(['sameday-1001', 'sameday-2001', 'sameday-1002']);
    expect(page.results[0]).toEqual({
      id: 'sameday-1001',
      nume: 'easybox Kaufland Brașov Tractorul',
      adresa: 'Str. Test nr. 1001',
      localitate: 'Brașov',
      judet: 'Brașov',
      cod_postal: '500053',
      tip: 'locker',
      program: [
        ...WEEKDAYS.map((h) => ({ zi: h.day, de_la: h.opens, pana_la: h.closes })),
        { zi: 6, de_la: '09:00', pana_la: '14:00' },
      ],
    });
    expect(page.results[1]).toMatchObject({ tip: 'ooh', judet: 'București' });
    // The demo rows stay (an order may name one), out of the checkout.
    const demo = await t.query(
      'SELECT count(*)::int AS n FROM lockers WHERE courier IS NULL AND NOT is_active',
    );
    expect(demo[0]!.n).toBe(demoLockers.length);
  });

  it('finds a synced point by town and by county without diacritics', async () => {
    expect((await list('?q=Brasov')).results.map((l) => l.id)).toEqual(['sameday-1001']);
    expect((await list('?q=brasov%20tractorul')).results.map((l) => l.id)).toEqual(['sameday-1001']);
    expect((await list('?q=iasi')).results.map((l) => l.id)).toEqual(['sameday-1002']);
    expect((await list('?judet=Iasi')).results.map((l) => l.id)).toEqual(['sameday-1002']);
    expect((await list('?judet=BV')).results.map((l) => l.id)).toEqual(['sameday-1001']);
    expect((await list('?q=bucuresti')).results.map((l) => l.tip)).toEqual(['ooh']);
  });

  it('changes nothing on a second run of the same list but when the points were last seen', async () => {
    const before = await rows();
    clock = new Date('2026-11-21T03:00:00Z');
    expect(await sync().run()).toEqual({
      courier: 'sameday',
      seen: 4,
      added: 0,
      changed: 0,
      closed: 0,
      skipped: 0,
    });
    const after = await rows();
    const withoutSeen = (list: Record<string, unknown>[]) => list.map(({ last_seen_at: _, ...rest }) => rest);
    expect(withoutSeen(after)).toEqual(withoutSeen(before));
    const seen = after.filter((row) => row.courier === 'sameday').map((row) => row.last_seen_at);
    expect(seen).toEqual(seen.map(() => clock));
  });

  it('takes a point that disappeared out of the checkout; an order placed there keeps it', async () => {
    await setProduct(t, 8, { price: 5000, discounted: null, stock: 10 });
    const order = await placeOk(
      t,
      orderBody([{ produs: 8, cantitate: 1 }], { livrare: { metoda: 'easybox', locker_id: 'sameday-1002' } }),
    );
    expect(order.livrare).toMatchObject({ metoda: 'easybox', locker_id: 'sameday-1002', localitate: 'Iași' });

    points = START.filter((p) => p.courierId !== '1002').map((p) =>
      p.courierId === '1001' ? { ...p, openingHours: WEEKDAYS } : p,
    );
    clock = new Date('2026-11-22T03:00:00Z');
    expect(await sync().run()).toMatchObject({ seen: 3, added: 0, changed: 1, closed: 1 });

    expect((await list('?q=iasi')).count).toBe(0);
    // The AWB of that order still finds the courier's id of its point.
    const lockers = createLockersService({ db: t.db });
    expect(await lockers.courierPoint(t.db, 'sameday-1002')).toEqual({
      courier: 'sameday',
      courierId: '1002',
      kind: 'locker',
      active: false,
    });
    expect(await lockers.courierPoint(t.db, 'EB-CLJ-0001')).toMatchObject({ courier: null, courierId: null });
    expect(await lockers.courierPoint(t.db, 'sameday-999999')).toBeUndefined();
    const gone = await t.app.inject({ method: 'GET', url: '/api/lockers/sameday-1002/' });
    expect(gone.statusCode).toBe(404);
    const [row] = await t.query<{ is_active: boolean; last_seen_at: Date }>(
      "SELECT is_active, last_seen_at FROM lockers WHERE id = 'sameday-1002'",
    );
    expect(row).toEqual({ is_active: false, last_seen_at: new Date('2026-11-21T03:00:00Z') });
    const view = await t.app.inject({ method: 'GET', url: `/api/comenzi/${order.id}/?key=${order.key}` });
    expect(view.json<Order>().livrare).toEqual(order.livrare);
    expect((await list('?q=brasov')).results[0]!.program).toHaveLength(5);

    // It comes back when the courier lists it again.
    points = START;
    clock = new Date('2026-11-23T03:00:00Z');
    expect(await sync().run()).toMatchObject({ added: 0, changed: 2, closed: 0 });
    expect((await list('?q=iasi')).count).toBe(1);
  });

  it('syncs once a day however often it is asked', async () => {
    clock = new Date('2026-11-23T20:00:00Z');
    expect(await sync().runIfDue()).toBeNull();
    clock = new Date(new Date('2026-11-23T03:00:00Z').getTime() + PICKUP_POINT_SYNC_EVERY_MS);
    expect(await sync().runIfDue()).toMatchObject({ seen: 4, added: 0 });
    expect(await sync().runIfDue()).toBeNull();
  });

  it('writes a long list in batches, skips ids the shop cannot take, and a duplicate once', async () => {
    const many = Array.from({ length: PICKUP_POINT_BATCH_SIZE * 2 + 7 }, (_, i) => point(String(5000 + i)));
    points = [...START, ...many, point('5000', { name: 'easybox renamed' }), point('bad id/1')];
    expect(await sync().run()).toMatchObject({ seen: many.length + 4, added: many.length, skipped: 1 });
    const [renamed] = await t.query<{ name: string }>("SELECT name FROM lockers WHERE id = 'sameday-5000'");
    expect(renamed!.name).toBe('easybox renamed');
    expect((await list('?judet=Cluj&per=1')).count).toBe(many.length);
  });
});
