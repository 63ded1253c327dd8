import type { SamedayConfig } from '../../settings/integration-config';
import type {
  Courier,
  CreatedShipment,
  OpeningHours,
  PickupPoint,
  ShipmentRequest,
  ShipmentStatus,
} from '../courier';
import { CourierError, CourierUnavailableError } from '../courier-errors';
import { samedayShipmentState } from './sameday-statuses';

/** Sameday's public tracking page; the AWB goes after the hash. */
export const SAMEDAY_TRACKING_URL = 'https://www.sameday.ro/#awb=';

/** A token is renewed this long before Sameday says it expires, so no call carries a dying one. */
const TOKEN_MARGIN_MS = 60_000;
/** What a token is trusted for when Sameday's `expire_at` cannot be read (as its own SDK does). */
const TOKEN_FALLBACK_MS = 10 * 60_000;
const REQUEST_TIMEOUT_MS = 20_000;
/** Sameday pages its lists; 500 is the most its status-sync and lockers take a page. */
const PAGE_SIZE = 500;
const MAX_PAGES = 200;

type Json = Record<string, unknown>;
type FormValue = string | number | boolean | null | undefined | FormValue[] | { [key: string]: FormValue };

/** PHP's http_build_query, which Sameday's API reads: nested keys in brackets, nulls left out. */
export function formBody(values: Record<string, FormValue>): URLSearchParams {
  const form = new URLSearchParams();
  const add = (key: string, value: FormValue) => {
    if (value === null || value === undefined) return;
    if (Array.isArray(value)) value.forEach((item, index) => add(`${key}[${index}]`, item));
    else if (typeof value === 'object') for (const [k, v] of Object.entries(value)) add(`${key}[${k}]`, v);
    else form.append(key, typeof value === 'boolean' ? (value ? '1' : '0') : String(value));
  };
  for (const [key, value] of Object.entries(values)) add(key, value);
  return form;
}

/**
 * Sameday's `expire_at` ("2026-11-28 10:15"), a wall-clock time in Romania: the instant it names.
 * Null when it is not in that shape.
 */
export function samedayExpiry(text: unknown): Date | null {
  const match = typeof text === 'string' ? /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})/.exec(text) : null;
  if (!match) return null;
  const [, y, mo, d, h, mi] = match.map(Number) as [number, number, number, number, number, number];
  const asUtc = Date.UTC(y, mo - 1, d, h, mi);
  // Romania's offset at that moment (EET or EEST), read from the time zone database.
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Bucharest',
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(new Date(asUtc));
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const wallAtUtc = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'));
  return new Date(asUtc - (wallAtUtc - asUtc));
}

const lei = (bani: number) => (bani / 100).toFixed(2);
const kilograms = (grams: number) => Math.max(grams / 1000, 0.001);
const text = (value: unknown) => (typeof value === 'string' ? value : value == null ? '' : String(value));
const numberOrNull = (value: unknown) => {
  const n = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : NaN;
  return Number.isFinite(n) ? n : null;
};

function openingHours(schedule: unknown): OpeningHours[] {
  if (!Array.isArray(schedule)) return [];
  return schedule.flatMap((entry: Json) => {
    const day = Number(entry.day);
    if (!Number.isInteger(day) || day < 1 || day > 7) return [];
    return [{ day, opens: text(entry.openingHour).slice(0, 5), closes: text(entry.closingHour).slice(0, 5) }];
  });
}

function pickupPointOf(kind: 'locker' | 'ooh', entry: Json): PickupPoint {
  return {
    courierId: text(kind === 'locker' ? entry.lockerId : entry.oohId),
    kind,
    name: text(entry.name),
    address: text(entry.address),
    city: text(entry.city),
    county: text(entry.county),
    postalCode: text(entry.postalCode),
    latitude: numberOrNull(entry.lat),
    longitude: numberOrNull(entry.lng),
    openingHours: openingHours(entry.schedule),
    // A locker Sameday hides from clients is closed for now (clientVisible 0).
    active: entry.clientVisible === undefined ? true : Number(entry.clientVisible) === 1,
  };
}

/** What Sameday said went wrong: its `message` and the fields' `errors`, in one line for staff. */
function errorMessage(status: number, body: unknown): string {
  const json = (typeof body === 'object' && body !== null ? body : {}) as Json;
  const fieldErrors: string[] = [];
  const walk = (value: unknown, path: string) => {
    if (typeof value === 'string') fieldErrors.push(path ? `${path}: ${value}` : value);
    else if (Array.isArray(value)) value.forEach((item) => walk(item, path));
    else if (typeof value === 'object' && value !== null) {
      const record = value as Json;
      if (Array.isArray(record.errors)) walk(record.errors, path);
      else if (record.children) walk(record.children, path);
      else for (const [key, item] of Object.entries(record)) walk(item, path ? `${path}.${key}` : key);
    }
  };
  walk(json.errors, '');
  const message = text(json.message) || `Sameday a răspuns ${status}.`;
  return fieldErrors.length ? `${message} (${fieldErrors.join('; ')})` : message;
}

type Token = { key: string; value: string; expiresAt: number };

/**
 * Sameday's API (docs/decisions/052), on fetch: every call reads the configuration from its getter
 * (staff may change it while the shop runs), signs in with X-Auth-Username/X-Auth-Password, and
 * sends the token as X-AUTH-TOKEN until it is near its `expire_at`; a 401 or 403 renews it once.
 *
 * The token lives in this process's memory, not in the database: it is a credential (stored, it
 * would need sealing like the account's password), it lasts for hours, and a process that starts
 * without one pays a single sign-in. It is kept per account and URL, so a changed configuration
 * signs in afresh.
 */
export function createSamedayCourier(options: {
  config: () => Promise<SamedayConfig | null>;
  fetch?: typeof fetch;
  now?: () => number;
}): Courier & { /** Test hook: how many times it signed in. */ signIns(): number } {
  const doFetch = options.fetch ?? fetch;
  const now = options.now ?? Date.now;
  let token: Token | null = null;
  let pending: Promise<Token> | null = null;
  let signIns = 0;
  const defaults = new Map<string, Promise<string>>();

  async function configured(): Promise<SamedayConfig> {
    const config = await options.config();
    if (!config) throw new CourierUnavailableError();
    return config;
  }

  const accountKey = (config: SamedayConfig) => `${config.apiUrl}\n${config.username}\n${config.password}`;

  async function send(config: SamedayConfig, path: string, init: RequestInit): Promise<Response> {
    try {
      return await doFetch(`${config.apiUrl}${path}`, {
        ...init,
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
    } catch (error) {
      throw new CourierError(`Sameday nu răspunde (${(error as Error).message}).`);
    }
  }

  async function authenticate(config: SamedayConfig): Promise<Token> {
    const response = await send(config, '/api/authenticate', {
      method: 'POST',
      headers: {
        'X-Auth-Username': config.username,
        'X-Auth-Password': config.password,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: formBody({ remember_me: 1 }),
    });
    const body = (await response.json().catch(() => null)) as Json | null;
    if (!response.ok || typeof body?.token !== 'string') {
      throw new CourierError(
        response.status === 401 || response.status === 403
          ? 'Sameday a refuzat utilizatorul sau parola.'
          : errorMessage(response.status, body),
        response.status,
      );
    }
    signIns += 1;
    const expiry = samedayExpiry(body.expire_at)?.getTime() ?? now() + TOKEN_FALLBACK_MS;
    return { key: accountKey(config), value: body.token, expiresAt: expiry };
  }

  /** A valid token, signing in when there is none, it is near expiry, or `stale` was refused. */
  async function tokenFor(config: SamedayConfig, stale?: string): Promise<string> {
    const key = accountKey(config);
    if (token && token.key === key && token.value !== stale && token.expiresAt - TOKEN_MARGIN_MS > now()) {
      return token.value;
    }
    // Parallel calls share one sign-in.
    pending ??= authenticate(config).finally(() => (pending = null));
    token = await pending;
    return token.value;
  }

  async function call(
    path: string,
    init: { method?: string; query?: Record<string, string | number>; form?: URLSearchParams } = {},
  ): Promise<Response> {
    const config = await configured();
    const query = init.query
      ? `?${new URLSearchParams(Object.entries(init.query).map(([k, v]): [string, string] => [k, String(v)]))}`
      : '';
    let current = await tokenFor(config);
    for (let attempt = 0; ; attempt++) {
      const response = await send(config, `${path}${query}`, {
        method: init.method ?? 'GET',
        headers: {
          'X-AUTH-TOKEN': current,
          ...(init.form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
        },
        body: init.form,
      });
      if ((response.status === 401 || response.status === 403) && attempt === 0) {
        await response.body?.cancel();
        current = await tokenFor(config, current);
        continue;
      }
      if (!response.ok) {
        const body = await response.json().catch(() => null);
        throw new CourierError(errorMessage(response.status, body), response.status);
      }
      return response;
    }
  }

  const json = async (path: string, init?: Parameters<typeof call>[1]) =>
    (await (await call(path, init)).json()) as Json;

  /** Every page of a list Sameday pages (`data`, `pages`). */
  async function all(path: string, query: Record<string, string | number> = {}): Promise<Json[]> {
    const rows: Json[] = [];
    for (let page = 1; page <= MAX_PAGES; page++) {
      const body = await json(path, { query: { ...query, page, countPerPage: PAGE_SIZE } });
      const data = Array.isArray(body.data) ? (body.data as Json[]) : [];
      rows.push(...data);
      const pages = Number(body.pages ?? 1);
      if (page >= pages || data.length === 0) break;
    }
    return rows;
  }

  /** The configured id, or the account's default one at Sameday (looked up once per account). */
  function defaultId(config: SamedayConfig, path: string, isDefault: string): Promise<string> {
    const key = `${accountKey(config)}\n${path}`;
    let found = defaults.get(key);
    if (!found) {
      found = all(path).then((rows) => {
        const row = rows.find((entry) => entry[isDefault] === true || entry[isDefault] === 1) ?? rows[0];
        if (!row) throw new CourierError(`Contul Sameday nu are ${path.split('/').pop()}.`);
        return text(row.id);
      });
      found.catch(() => defaults.delete(key));
      defaults.set(key, found);
    }
    return found;
  }

  async function awbForm(request: ShipmentRequest) {
    const config = await configured();
    const [pickupPoint, service] = await Promise.all([
      config.pickupPointId ?? defaultId(config, '/api/client/pickup-points', 'defaultPickupPoint'),
      config.serviceId ?? defaultId(config, '/api/client/services', 'defaultServices'),
    ]);
    const parcels = Math.max(1, request.parcels);
    const each = kilograms(request.weightGrams / parcels);
    const { recipient } = request;
    return formBody({
      pickupPoint,
      packageType: 0, // a parcel (1 an envelope, 2 a large parcel)
      packageNumber: parcels,
      packageWeight: kilograms(request.weightGrams),
      service,
      awbPayment: 1, // the shop (the client) pays the courier
      cashOnDelivery: lei(request.cashOnDelivery),
      insuredValue: lei(request.insuredValue),
      thirdPartyPickup: 0,
      awbRecipient: {
        name: recipient.name,
        phoneNumber: recipient.phone,
        personType: recipient.company ? 1 : 0,
        companyName: recipient.company,
        email: recipient.email,
        address: recipient.address,
        cityString: recipient.city,
        countyString: recipient.county,
        postalCode: recipient.postalCode,
      },
      parcels: Array.from({ length: parcels }, () => ({ weight: each })),
      observation: request.observation,
      clientInternalReference: String(request.orderId),
      // `lockerLastMile`, never the deprecated `lockerId`: the locker the parcel ends in.
      lockerLastMile: request.delivery.kind === 'pickup_point' ? request.delivery.courierId : undefined,
    });
  }

  const courier: Courier & { signIns(): number } = {
    name: 'sameday',

    async quote(request) {
      const body = await json('/api/awb/estimate-cost', { method: 'POST', form: await awbForm(request) });
      const amount = numberOrNull(body.amount);
      if (amount === null) throw new CourierError('Sameday nu a dat un preț.');
      return { amount: Math.round(amount * 100) };
    },

    async createShipment(request): Promise<CreatedShipment> {
      const body = await json('/api/awb', { method: 'POST', form: await awbForm(request) });
      const awb = text(body.awbNumber);
      if (!awb) throw new CourierError('Sameday nu a dat un număr de AWB.');
      const cost = numberOrNull(body.awbCost);
      return { awb, cost: cost === null ? null : Math.round(cost * 100) };
    },

    async label(awb, format) {
      const response = await call(`/api/awb/download/${encodeURIComponent(awb)}/${format}`);
      const pdf = Buffer.from(await response.arrayBuffer());
      if (pdf.subarray(0, 5).toString('latin1') !== '%PDF-') {
        throw new CourierError('Sameday nu a trimis eticheta ca PDF.');
      }
      return pdf;
    },

    async cancel(awb) {
      await call(`/api/awb/${encodeURIComponent(awb)}`, { method: 'DELETE' });
    },

    async statusSync(from, to): Promise<ShipmentStatus[]> {
      const rows = await all('/api/client/status-sync', {
        startTimestamp: Math.floor(from.getTime() / 1000),
        // Whole seconds: the window is widened to them, never narrowed.
        endTimestamp: Math.ceil(to.getTime() / 1000),
      });
      return rows.flatMap((row) => {
        // Sameday reports parcels: a parcel's number is its AWB's followed by the parcel's
        // position ("…001"); the sync matches it to the AWB it starts with.
        const awb = text(row.parcelAwbNumber) || text(row.awbNumber);
        const at = new Date(text(row.statusDate));
        if (!awb || Number.isNaN(at.getTime())) return [];
        return [
          {
            awb,
            state: samedayShipmentState(Number(row.statusId), text(row.statusState), text(row.status)),
            courierStatus: text(row.statusLabel) || text(row.status),
            at,
          },
        ];
      });
    },

    async pickupPoints() {
      const [lockers, ooh] = await Promise.all([
        all('/api/client/lockers'),
        all('/api/client/ooh-locations'),
      ]);
      return [
        ...lockers.map((entry) => pickupPointOf('locker', entry)),
        ...ooh.map((entry) => pickupPointOf('ooh', entry)),
      ];
    },

    trackingUrl: (awb) => `${SAMEDAY_TRACKING_URL}${encodeURIComponent(awb)}`,

    async testConnection() {
      const config = await configured();
      // A fresh sign-in proves the account; the pickup points prove it may ship.
      token = null;
      await tokenFor(config);
      await json('/api/client/pickup-points', { query: { page: 1, countPerPage: 1 } });
    },

    signIns: () => signIns,
  };
  return courier;
}
