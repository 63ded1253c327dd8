import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startSamedayStandIn, type SamedayStandIn } from '../../../test/sameday-stand-in';
import type { SamedayConfig } from '../../settings/integration-config';
import type { ShipmentRequest } from '../courier';
import { CourierError, CourierUnavailableError } from '../courier-errors';
import { createSamedayCourier, samedayExpiry } from './sameday-courier';
import { samedayShipmentState } from './sameday-statuses';

let standIn: SamedayStandIn;
let config: SamedayConfig;

beforeAll(async () => {
  standIn = await startSamedayStandIn();
});
afterAll(() => standIn.close());
beforeEach(() => {
  standIn.setTokenLifetime(12 * 3600_000);
  config = {
    username: standIn.env.SAMEDAY_USERNAME,
    password: standIn.env.SAMEDAY_PASSWORD,
    apiUrl: standIn.url,
    pickupPointId: standIn.env.SAMEDAY_PICKUP_POINT_ID,
    serviceId: standIn.env.SAMEDAY_SERVICE_ID,
  };
});

const request = (overrides: Partial<ShipmentRequest> = {}): ShipmentRequest => ({
  orderId: 4321,
  delivery: { kind: 'address' },
  weightGrams: 1500,
  parcels: 1,
  cashOnDelivery: 0,
  insuredValue: 14990,
  recipient: {
    name: 'Ioana Popescu',
    phone: '0722123456',
    email: 'ioana@example.ro',
    address: 'Str. Lungă 5',
    city: 'Brașov',
    county: 'Brașov',
    postalCode: '500030',
  },
  observation: 'Comanda nr. 4321',
  ...overrides,
});

describe('Sameday courier', () => {
  it("sends a locker order's locker as lockerLastMile, never the deprecated lockerId", async () => {
    const courier = createSamedayCourier({ config: async () => config });
    const { awb } = await courier.createShipment(
      request({ delivery: { kind: 'pickup_point', courierId: '2001' } }),
    );
    const made = standIn.awbs.find((entry) => entry.awb === awb)!;
    expect(made.fields.lockerLastMile).toBe('2001');
    expect(Object.keys(made.fields).some((key) => key.startsWith('lockerId'))).toBe(false);
    expect(made.fields).toMatchObject({
      pickupPoint: '6001',
      service: '7',
      packageWeight: '1.5',
      packageNumber: '1',
      awbPayment: '1',
      clientInternalReference: '4321',
      'awbRecipient[name]': 'Ioana Popescu',
      'awbRecipient[cityString]': 'Brașov',
      'awbRecipient[countyString]': 'Brașov',
    });
  });

  it('sends cash on delivery in lei and splits the weight over the parcels', async () => {
    const courier = createSamedayCourier({ config: async () => config });
    const { awb, cost } = await courier.createShipment(
      request({ cashOnDelivery: 24_950, parcels: 2, weightGrams: 3000 }),
    );
    const made = standIn.awbs.find((entry) => entry.awb === awb)!;
    expect(made.fields.cashOnDelivery).toBe('249.50');
    expect(made.fields['parcels[0][weight]']).toBe('1.5');
    expect(made.fields['parcels[1][weight]']).toBe('1.5');
    expect(made.fields.lockerLastMile).toBeUndefined();
    expect(cost).toBe(1599);
  });

  it("uses the account's default pickup point and service when none is configured", async () => {
    const courier = createSamedayCourier({
      config: async () => ({ ...config, pickupPointId: null, serviceId: null }),
    });
    const { awb } = await courier.createShipment(request());
    const made = standIn.awbs.find((entry) => entry.awb === awb)!;
    expect(made.fields).toMatchObject({ pickupPoint: '6001', service: '7' });
  });

  it('reuses its token, and signs in again once when Sameday refuses an expired one', async () => {
    const courier = createSamedayCourier({ config: async () => config });
    await courier.pickupPoints();
    await courier.quote(request());
    expect(courier.signIns()).toBe(1);
    standIn.expireTokens();
    const refused = standIn.counts.refusedTokens;
    const points = await courier.pickupPoints();
    expect(points.length).toBeGreaterThan(0);
    // Lockers and out-of-home points are asked in parallel: both refused, one sign-in renews.
    expect(standIn.counts.refusedTokens).toBe(refused + 2);
    expect(courier.signIns()).toBe(2);
  });

  it('renews a token before its expire_at instead of sending a dying one', async () => {
    let clock = Date.now();
    const courier = createSamedayCourier({ config: async () => config, now: () => clock });
    await courier.pickupPoints();
    clock += 13 * 3600_000;
    const refused = standIn.counts.refusedTokens;
    await courier.pickupPoints();
    expect(courier.signIns()).toBe(2);
    expect(standIn.counts.refusedTokens).toBe(refused);
  });

  it('signs in afresh when staff change the account', async () => {
    let current = config;
    const courier = createSamedayCourier({ config: async () => current });
    await courier.pickupPoints();
    current = { ...config, password: 'alta-parola' };
    await expect(courier.pickupPoints()).rejects.toThrow(/utilizatorul sau parola/);
    current = { ...config };
    await courier.pickupPoints();
  });

  it('maps lockers and out-of-home points to pickup points, closed lockers inactive', async () => {
    const courier = createSamedayCourier({ config: async () => config });
    const points = await courier.pickupPoints();
    expect(points.find((point) => point.courierId === '2001')).toMatchObject({
      kind: 'locker',
      city: 'Cluj-Napoca',
      county: 'Cluj',
      active: true,
      openingHours: expect.arrayContaining([{ day: 1, opens: '07:00', closes: '22:00' }]),
    });
    expect(points.find((point) => point.courierId === '3001')?.active).toBe(false);
    expect(points.find((point) => point.courierId === '501')).toMatchObject({ kind: 'ooh', city: 'Iasi' });
  });

  it('downloads the label as a PDF, cancels, and reports statuses in our words', async () => {
    const courier = createSamedayCourier({ config: async () => config });
    const from = new Date(Date.now() - 1000);
    const { awb } = await courier.createShipment(request());
    const pdf = await courier.label(awb, 'A6');
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    standIn.pushStatus(awb, 'delivered');
    const statuses = await courier.statusSync(from, new Date(Date.now() + 1000));
    const mine = statuses.filter((status) => status.awb.startsWith(awb));
    expect(mine.map((status) => status.state)).toEqual(['registered', 'delivered']);
    await courier.cancel(awb);
    await expect(courier.label(awb, 'A6')).rejects.toBeInstanceOf(CourierError);
  });

  it("passes Sameday's refusal on with its message", async () => {
    const courier = createSamedayCourier({ config: async () => config });
    standIn.failNextAwb('Codul poștal nu corespunde localității.');
    await expect(courier.createShipment(request())).rejects.toThrow(
      'Codul poștal nu corespunde localității.',
    );
  });

  it('is unavailable without a configuration', async () => {
    const courier = createSamedayCourier({ config: async () => null });
    await expect(courier.testConnection()).rejects.toBeInstanceOf(CourierUnavailableError);
  });

  it('tests the connection with a fresh sign-in', async () => {
    const courier = createSamedayCourier({ config: async () => config });
    await courier.testConnection();
    await courier.testConnection();
    expect(courier.signIns()).toBe(2);
  });

  it("builds Sameday's tracking link", () => {
    const courier = createSamedayCourier({ config: async () => config });
    expect(courier.trackingUrl('1SDY123')).toBe('https://www.sameday.ro/#awb=1SDY123');
  });
});

describe('Sameday time and statuses', () => {
  it("reads expire_at as Romania's wall clock, summer and winter", () => {
    expect(samedayExpiry('2026-07-01 12:00')?.toISOString()).toBe('2026-07-01T09:00:00.000Z');
    expect(samedayExpiry('2026-12-01 12:00')?.toISOString()).toBe('2026-12-01T10:00:00.000Z');
    expect(samedayExpiry('tomorrow')).toBeNull();
  });

  it('maps status ids first, then the status group', () => {
    expect(samedayShipmentState(9, 'Colete livrate', 'Livrata cu succes')).toBe('delivered');
    expect(samedayShipmentState(33, 'Colete in curs de livrare', 'In livrare la curier')).toBe(
      'out_for_delivery',
    );
    expect(samedayShipmentState(4, 'Colete preluate de curier', 'Colet ridicat')).toBe('picked_up');
    expect(samedayShipmentState(77, 'Colete in curs de livrare', 'Sosit in hub')).toBe('in_transit');
    expect(samedayShipmentState(88, 'Retur', 'Retur la expeditor')).toBe('returned');
  });
});
