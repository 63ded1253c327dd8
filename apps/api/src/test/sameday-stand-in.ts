import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import PDFDocument from 'pdfkit';
import { demoLockers, type DemoLocker } from '../seed/demo-lockers';

export const SAMEDAY_STAND_IN_USERNAME = 'magazin_test';
export const SAMEDAY_STAND_IN_PASSWORD = 'parola-sameday';
export const SAMEDAY_STAND_IN_PICKUP_POINT = '6001';
export const SAMEDAY_STAND_IN_SERVICE = '7';

/** Statuses a test can push onto an AWB, as Sameday's status-sync reports them. */
export const SAMEDAY_STATUSES = {
  registered: {
    statusId: 1,
    status: 'AWB Emis',
    statusLabel: 'Document de transport emis',
    statusState: 'Comanda curier primita',
  },
  pickedUp: {
    statusId: 4,
    status: 'Colet ridicat',
    statusLabel: 'Colet preluat de curier',
    statusState: 'Colete preluate de curier',
  },
  inTransit: {
    statusId: 7,
    status: 'In tranzit',
    statusLabel: 'Colet in tranzit spre hub',
    statusState: 'Colete in curs de livrare',
  },
  outForDelivery: {
    statusId: 33,
    status: 'In livrare la curier',
    statusLabel: 'In livrare la curier',
    statusState: 'Colete in curs de livrare',
  },
  delivered: {
    statusId: 9,
    status: 'Livrata cu succes',
    statusLabel: 'Colet livrat',
    statusState: 'Colete livrate',
  },
} as const;
export type SamedayStatusName = keyof typeof SAMEDAY_STATUSES;

/** An AWB the stand-in made: the form fields exactly as it received them. */
export type StandInAwb = { awb: string; fields: Record<string, string>; cancelled: boolean };

type Locker = Record<string, unknown>;

export type SamedayStandIn = {
  url: string;
  env: {
    SAMEDAY_USERNAME: string;
    SAMEDAY_PASSWORD: string;
    SAMEDAY_API_URL: string;
    SAMEDAY_PICKUP_POINT_ID: string;
    SAMEDAY_SERVICE_ID: string;
  };
  /** Every AWB made, in order. */
  awbs: StandInAwb[];
  /** Sign-ins granted and calls refused for a missing, unknown or expired token. */
  counts: { signIns: number; refusedTokens: number; labels: number };
  /** Every token issued so far expires now (the next call is refused with 401). */
  expireTokens(): void;
  /** How long tokens live from now on (ms); `expire_at` says so, in Romania's time. */
  setTokenLifetime(ms: number): void;
  /** Records a status of `awb`'s first parcel, dated `at` (now by default), for status-sync. */
  pushStatus(awb: string, status: SamedayStatusName, at?: Date): void;
  /** The lockers and out-of-home points it lists (a test may change them). */
  lockers: Locker[];
  oohLocations: Locker[];
  /** The next `count` AWB creations fail with Sameday's 400 and `message`. */
  failNextAwb(message: string, count?: number): void;
  close(): Promise<void>;
};

const week = (opens: string, closes: string) =>
  [1, 2, 3, 4, 5, 6, 7].map((day) => ({ day, openingHour: opens, closingHour: closes }));

const DEFAULT_LOCKERS: Locker[] = [
  {
    lockerId: 1001,
    name: 'easybox Kaufland Oltenitei',
    county: 'Bucuresti',
    city: 'Sectorul 4',
    address: 'Sos. Oltenitei, Nr. 388',
    postalCode: '041337',
    lat: 44.384394,
    lng: 26.140431,
    clientVisible: 1,
    schedule: week('00:00', '23:59'),
  },
  {
    lockerId: 2001,
    name: 'easybox Piata Unirii Cluj',
    county: 'Cluj',
    city: 'Cluj-Napoca',
    address: 'Piata Unirii, Nr. 1',
    postalCode: '400133',
    lat: 46.7694,
    lng: 23.5899,
    clientVisible: 1,
    schedule: week('07:00', '22:00'),
  },
  {
    lockerId: 3001,
    name: 'easybox Brasov Centru',
    county: 'Brasov',
    city: 'Brasov',
    address: 'Str. Republicii, Nr. 10',
    postalCode: '500030',
    lat: 45.6427,
    lng: 25.5887,
    clientVisible: 0,
    schedule: week('08:00', '20:00'),
  },
];

const DEFAULT_OOH: Locker[] = [
  {
    oohId: 501,
    name: 'PayPoint Iasi Copou',
    county: 'Iasi',
    country: 'Romania',
    city: 'Iasi',
    address: 'Bd. Carol I, Nr. 11',
    postalCode: '700506',
    lat: 47.1745,
    lng: 27.5714,
    phone: null,
    email: null,
    oohType: 1,
    schedule: week('09:00', '18:00'),
  },
];

/** Romania's wall-clock time of `date`, as Sameday writes `expire_at` ("2026-11-28 10:15"). */
function romanianTime(date: Date): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Bucharest',
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(date);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')}`;
}

/** A small but real A6 (or A4) label, drawn as Sameday's would be: the AWB, its barcode text, the recipient. */
function drawLabel(awb: StandInAwb, format: 'A4' | 'A6'): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const pdf = new PDFDocument({ size: format, margin: 18, info: { Title: `AWB ${awb.awb}` } });
    const chunks: Buffer[] = [];
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
    const f = awb.fields;
    pdf.fontSize(16).text('Sameday');
    pdf.fontSize(12).text(`AWB ${awb.awb}`);
    pdf.moveDown(0.5).fontSize(9);
    pdf.text(`Destinatar: ${f['awbRecipient[name]'] ?? ''}`);
    pdf.text(`${f['awbRecipient[address]'] ?? ''}, ${f['awbRecipient[cityString]'] ?? ''}`);
    pdf.text(`Telefon: ${f['awbRecipient[phoneNumber]'] ?? ''}`);
    if (f.lockerLastMile) pdf.text(`easybox: ${f.lockerLastMile}`);
    pdf.text(`Ramburs: ${f.cashOnDelivery ?? '0'} RON · Colete: ${f.packageNumber ?? '1'}`);
    pdf.text(`Referinta: ${f.clientInternalReference ?? ''}`);
    pdf.end();
  });
}

/**
 * A local stand-in for Sameday's API on loopback, as its PHP SDK calls it: sign-in with
 * X-Auth-Username/X-Auth-Password issuing tokens with an `expire_at` (a test can expire them),
 * X-AUTH-TOKEN on every other call (401 when missing, unknown or expired), lockers and
 * out-of-home points (paged), the account's pickup points and services, AWB creation (form
 * fields kept for the test to read; `lockerId` is refused as Sameday deprecated it), cost
 * estimate, a real PDF label, AWB deletion, and status-sync of the statuses a test pushed.
 * A journey or `npm run dev` pushes a status with `POST /test/status {awb, status}`.
 */
/**
 * The shop's demo pickup points as Sameday would list them (numeric ids, its schedule shape), for
 * `npm run dev` and the journeys: once the sync has run, the checkout offers the same places as
 * the demo list, now with the courier's ids (docs/decisions/053).
 */
function demoPickupPoints(): { lockers: Locker[]; oohLocations: Locker[] } {
  const asSameday = (point: DemoLocker) => ({
    name: point.name,
    county: point.county,
    city: point.city,
    address: point.address,
    postalCode: point.postalCode,
    lat: point.latitude,
    lng: point.longitude,
    schedule: point.openingHours.map((hours) => ({
      day: hours.day,
      openingHour: hours.opens,
      closingHour: hours.closes,
    })),
  });
  const lockers = demoLockers.filter((point) => point.kind === 'locker');
  const ooh = demoLockers.filter((point) => point.kind === 'ooh');
  return {
    lockers: lockers.map((point, index) => ({
      lockerId: 10_001 + index,
      clientVisible: 1,
      ...asSameday(point),
    })),
    oohLocations: ooh.map((point, index) => ({ oohId: 20_001 + index, oohType: 1, ...asSameday(point) })),
  };
}

export async function startSamedayStandIn(
  options: {
    port?: number;
    /** List the shop's demo pickup points instead of the tests' three lockers and one shop. */
    demoPickupPoints?: boolean;
  } = {},
): Promise<SamedayStandIn> {
  const tokens = new Map<string, number>();
  let tokenLifetimeMs = 12 * 3600_000;
  const awbs: StandInAwb[] = [];
  const statuses: { awb: string; status: SamedayStatusName; at: Date }[] = [];
  const counts = { signIns: 0, refusedTokens: 0, labels: 0 };
  const awbFailures: string[] = [];
  const demo = options.demoPickupPoints ? demoPickupPoints() : null;
  const lockers = demo?.lockers ?? DEFAULT_LOCKERS.map((locker) => ({ ...locker }));
  const oohLocations = demo?.oohLocations ?? DEFAULT_OOH.map((point) => ({ ...point }));
  let sequence = 0;
  let base = '';

  const json = (response: http.ServerResponse, status: number, body: unknown) =>
    response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));

  const paged = (response: http.ServerResponse, url: URL, rows: unknown[]) => {
    const perPage = Math.max(1, Math.min(500, Number(url.searchParams.get('countPerPage') ?? 50)));
    const page = Math.max(1, Number(url.searchParams.get('page') ?? 1));
    const pages = Math.max(1, Math.ceil(rows.length / perPage));
    json(response, 200, {
      total: rows.length,
      currentPage: page,
      pages,
      perPage,
      data: rows.slice((page - 1) * perPage, page * perPage),
    });
  };

  function authorised(request: http.IncomingMessage): boolean {
    const token = request.headers['x-auth-token'];
    const expiresAt = typeof token === 'string' ? tokens.get(token) : undefined;
    if (expiresAt !== undefined && expiresAt > Date.now()) return true;
    counts.refusedTokens += 1;
    return false;
  }

  function createAwb(fields: Record<string, string>, response: http.ServerResponse) {
    const failure = awbFailures.shift();
    if (failure !== undefined) return json(response, 400, { code: 400, message: failure, errors: {} });
    if ('lockerId' in fields) {
      return json(response, 400, {
        code: 400,
        message: 'Validation Failed',
        errors: { children: { lockerId: { errors: ['This field is deprecated: use lockerLastMile.'] } } },
      });
    }
    const missing = [
      'pickupPoint',
      'service',
      'packageWeight',
      'awbRecipient[name]',
      'awbRecipient[phoneNumber]',
      'awbRecipient[cityString]',
      'awbRecipient[countyString]',
      'awbRecipient[address]',
    ].filter((key) => !fields[key]);
    if (missing.length) {
      return json(response, 400, {
        code: 400,
        message: 'Validation Failed',
        errors: Object.fromEntries(
          missing.map((key) => [key, { errors: ['This value should not be blank.'] }]),
        ),
      });
    }
    if (
      fields.lockerLastMile &&
      !lockers.some((l) => String(l.lockerId) === fields.lockerLastMile) &&
      !oohLocations.some((l) => String(l.oohId) === fields.lockerLastMile)
    ) {
      return json(response, 400, { code: 400, message: 'Locker-ul nu există.', errors: {} });
    }
    sequence += 1;
    const awb = `1SDY${(24_000_000 + sequence).toString()}${randomBytes(2).toString('hex').toUpperCase()}`;
    awbs.push({ awb, fields, cancelled: false });
    statuses.push({ awb, status: 'registered', at: new Date() });
    const parcels = Number(fields.packageNumber ?? 1);
    json(response, 200, {
      awbNumber: awb,
      awbCost: 15.99,
      parcels: Array.from({ length: parcels }, (_, i) => ({
        position: i + 1,
        awbNumber: `${awb}${String(i + 1).padStart(3, '0')}`,
      })),
      pdfLink: `${base}/api/awb/download/${awb}/A6`,
    });
  }

  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', base);
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    request.on('end', () => {
      void route(request, url, raw, response).catch((error: Error) =>
        json(response, 500, { code: 500, message: error.message }),
      );
    });
  });

  async function route(request: http.IncomingMessage, url: URL, raw: string, response: http.ServerResponse) {
    const method = request.method ?? 'GET';
    const path = url.pathname;
    if (method === 'POST' && path === '/api/authenticate') {
      if (
        request.headers['x-auth-username'] !== SAMEDAY_STAND_IN_USERNAME ||
        request.headers['x-auth-password'] !== SAMEDAY_STAND_IN_PASSWORD
      ) {
        return json(response, 401, { code: 401, message: 'Bad credentials' });
      }
      counts.signIns += 1;
      const token = randomBytes(24).toString('hex');
      const expiresAt = Date.now() + tokenLifetimeMs;
      tokens.set(token, expiresAt);
      return json(response, 200, { token, expire_at: romanianTime(new Date(expiresAt)) });
    }
    // Test controls, for journeys and `npm run dev` (not part of Sameday's API).
    if (method === 'POST' && path === '/test/status') {
      const body = JSON.parse(raw || '{}') as { awb?: string; status?: SamedayStatusName };
      if (!body.awb || !body.status || !(body.status in SAMEDAY_STATUSES))
        return json(response, 400, { ok: false });
      statuses.push({ awb: body.awb, status: body.status, at: new Date() });
      return json(response, 200, { ok: true });
    }
    if (method === 'GET' && path === '/test/awbs') return json(response, 200, awbs);
    if (!authorised(request)) return json(response, 401, { code: 401, message: 'Invalid token' });

    if (method === 'GET' && path === '/api/client/lockers') return paged(response, url, lockers);
    if (method === 'GET' && path === '/api/client/ooh-locations') return paged(response, url, oohLocations);
    if (method === 'GET' && path === '/api/client/pickup-points') {
      return paged(response, url, [
        {
          id: Number(SAMEDAY_STAND_IN_PICKUP_POINT),
          alias: 'Depozit',
          address: 'Str. Depozitului 1',
          defaultPickupPoint: true,
        },
      ]);
    }
    if (method === 'GET' && path === '/api/client/services') {
      return paged(response, url, [
        { id: Number(SAMEDAY_STAND_IN_SERVICE), name: '24H', serviceCode: '24', defaultServices: true },
      ]);
    }
    if (method === 'POST' && (path === '/api/awb' || path === '/api/awb/estimate-cost')) {
      const fields = Object.fromEntries(new URLSearchParams(raw));
      if (path === '/api/awb') return createAwb(fields, response);
      const kilograms = Number(fields.packageWeight ?? 1);
      return json(response, 200, {
        amount: Number((12 + kilograms * 1.5).toFixed(2)),
        currency: 'RON',
        time: 24,
      });
    }
    const download = /^\/api\/awb\/download\/([^/]+)\/(A4|A6)$/.exec(path);
    if (method === 'GET' && download) {
      const awb = awbs.find((entry) => entry.awb === decodeURIComponent(download[1]!));
      if (!awb || awb.cancelled) return json(response, 404, { code: 404, message: 'AWB not found' });
      counts.labels += 1;
      const pdf = await drawLabel(awb, download[2] as 'A4' | 'A6');
      return response.writeHead(200, { 'content-type': 'application/pdf' }).end(pdf);
    }
    const single = /^\/api\/awb\/([^/]+)$/.exec(path);
    if (method === 'DELETE' && single) {
      const awb = awbs.find((entry) => entry.awb === decodeURIComponent(single[1]!));
      if (!awb || awb.cancelled) return json(response, 404, { code: 404, message: 'AWB not found' });
      awb.cancelled = true;
      return response.writeHead(204).end();
    }
    if (method === 'GET' && path === '/api/client/status-sync') {
      const start = Number(url.searchParams.get('startTimestamp')) * 1000;
      const end = Number(url.searchParams.get('endTimestamp')) * 1000;
      if (!Number.isFinite(start) || !Number.isFinite(end) || end < start) {
        return json(response, 400, { code: 400, message: 'Bad timestamps' });
      }
      const rows = statuses
        .filter((entry) => entry.at.getTime() >= start && entry.at.getTime() <= end)
        .map((entry) => {
          const parcel = `${entry.awb}001`;
          return {
            ...SAMEDAY_STATUSES[entry.status],
            parcelAwbNumber: parcel,
            statusDate: entry.at.toISOString(),
            reasonId: '',
            reason: '',
            parcelDetails: `${base}/api/client/parcel/${parcel}/status-history`,
          };
        });
      return paged(response, url, rows);
    }
    json(response, 404, { code: 404, message: 'Not found' });
  }

  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: base,
    env: {
      SAMEDAY_USERNAME: SAMEDAY_STAND_IN_USERNAME,
      SAMEDAY_PASSWORD: SAMEDAY_STAND_IN_PASSWORD,
      SAMEDAY_API_URL: base,
      SAMEDAY_PICKUP_POINT_ID: SAMEDAY_STAND_IN_PICKUP_POINT,
      SAMEDAY_SERVICE_ID: SAMEDAY_STAND_IN_SERVICE,
    },
    awbs,
    counts,
    lockers,
    oohLocations,
    expireTokens: () => {
      for (const token of tokens.keys()) tokens.set(token, 0);
    },
    setTokenLifetime: (ms) => {
      tokenLifetimeMs = ms;
    },
    pushStatus: (awb, status, at = new Date()) => {
      statuses.push({ awb, status, at });
    },
    failNextAwb: (message, count = 1) => {
      for (let i = 0; i < count; i++) awbFailures.push(message);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

// `npm run dev` starts it as a process of its own: it prints the environment that points the
// shop at it (one JSON line), then serves until stopped.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const port = Number(process.env.SAMEDAY_STAND_IN_PORT ?? '0');
  void startSamedayStandIn({ port, demoPickupPoints: true }).then((standIn) => {
    process.stdout.write(`${JSON.stringify(standIn.env)}\n`);
    const stop = () => void standIn.close().then(() => process.exit(0));
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  });
}
