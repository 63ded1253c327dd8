import { createHash, generateKeyPairSync, type KeyObject } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import { SignJWT } from 'jose';

/**
 * A loopback stand-in of Netopia Payments API v2 for the API tests, the journeys and `npm run dev`:
 * `POST /payment/card/start` opens a payment and answers the address of a local payment page;
 * there the tester approves or declines, the stand-in sends the shop a signed IPN (RS512, with a
 * throwaway RSA key made at start, as Netopia signs with its own) to the start's `notifyUrl`, then
 * redirects the browser to its `redirectUrl`; `POST /operation/status` answers what it knows.
 */

export const NETOPIA_STAND_IN_API_KEY = 'ntp-stand-in-api-key';
export const NETOPIA_STAND_IN_POS_SIGNATURE = 'TEST-NTPS-TAND-INPO-S000';

type Json = Record<string, unknown>;

/** One payment as the stand-in keeps it. */
export type StandInPayment = {
  ntpID: string;
  orderID: string;
  amount: number;
  currency: string;
  status: number;
  notifyUrl: string;
  redirectUrl: string;
  language: string;
  description: string;
  /** The start request as received (browser data, billing…). */
  request: Json;
};

/** An IPN the stand-in sent (or would send): the exact body and its Verification-token. */
export type StandInIpn = { url: string; body: string; token: string; answer: number | null };

export type NetopiaStandIn = {
  url: string;
  /** Netopia's public key (SPKI PEM) that verifies the stand-in's tokens. */
  publicKey: string;
  /** The environment that points the shop at this stand-in. */
  env: {
    NETOPIA_API_KEY: string;
    NETOPIA_POS_SIGNATURE: string;
    NETOPIA_PUBLIC_KEY: string;
    NETOPIA_ENV: 'sandbox';
    NETOPIA_API_URL: string;
  };
  payments: Map<string, StandInPayment>;
  /** Every IPN sent, in order. */
  ipns: StandInIpn[];
  /** Sets a payment's status (as Netopia would: a refund, a chargeback) without a notice. */
  setStatus(ntpID: string, status: number, amount?: number): void;
  /** The IPN body of a payment's current status, signed as Netopia signs it (tests may alter it). */
  ipnFor(ntpID: string): Promise<{ body: string; token: string }>;
  /** Signs `body` as an IPN's Verification-token; `claims`/`header` override for hostile tests. */
  sign(
    body: string,
    options?: { claims?: Json; expiresInSeconds?: number; audience?: string; key?: KeyObject },
  ): Promise<string>;
  close(): Promise<void>;
};

const readBody = (request: http.IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    let data = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => {
      data += chunk;
      if (data.length > 1_000_000) request.destroy();
    });
    request.on('end', () => resolve(data));
    request.on('error', reject);
  });

const escape = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const PAGE_TEXT = {
  ro: {
    title: 'Plată cu cardul (stand-in Netopia)',
    approve: 'Aprobă plata',
    decline: 'Refuză plata',
    amount: 'Suma',
  },
  en: {
    title: 'Card payment (Netopia stand-in)',
    approve: 'Approve payment',
    decline: 'Decline payment',
    amount: 'Amount',
  },
} as const;

function payPage(payment: StandInPayment): string {
  const t = payment.language === 'en' ? PAGE_TEXT.en : PAGE_TEXT.ro;
  const lang = payment.language === 'en' ? 'en' : 'ro';
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${t.title}</title></head>
<body><main><h1>${t.title}</h1><p>${escape(payment.description)}</p>
<p>${t.amount}: <strong>${payment.amount.toFixed(2)} ${escape(payment.currency)}</strong></p>
<form method="post" action="/pay/${payment.ntpID}">
<button type="submit" name="decision" value="approve">${t.approve}</button>
<button type="submit" name="decision" value="decline">${t.decline}</button>
</form></main></body></html>`;
}

export async function startNetopiaStandIn(
  options: {
    port?: number;
    apiKey?: string;
    posSignature?: string;
    /** How an IPN reaches the shop (tests deliver it to `app.inject`); default: a real POST. */
    deliver?: (ipn: { url: string; body: string; token: string }) => Promise<number>;
  } = {},
): Promise<NetopiaStandIn> {
  const apiKey = options.apiKey ?? NETOPIA_STAND_IN_API_KEY;
  const posSignature = options.posSignature ?? NETOPIA_STAND_IN_POS_SIGNATURE;
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const publicPem = publicKey.export({ type: 'spki', format: 'pem' }).toString().trim();
  const payments = new Map<string, StandInPayment>();
  const ipns: StandInIpn[] = [];
  let next = 1_000_000 + Math.floor(Math.random() * 1_000_000);

  const deliver =
    options.deliver ??
    (async ({ url, body, token }) => {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'verification-token': token },
        body,
        signal: AbortSignal.timeout(10_000),
      });
      return response.status;
    });

  async function sign(
    body: string,
    signOptions: { claims?: Json; expiresInSeconds?: number; audience?: string; key?: KeyObject } = {},
  ): Promise<string> {
    const now = Math.floor(Date.now() / 1000);
    return new SignJWT({
      iss: 'NETOPIA Payments',
      aud: [signOptions.audience ?? posSignature],
      sub: createHash('sha512').update(body).digest('base64'),
      iat: now,
      nbf: now - 1,
      exp: now + (signOptions.expiresInSeconds ?? 300),
      ...signOptions.claims,
    })
      .setProtectedHeader({ alg: 'RS512', typ: 'JWT' })
      .sign(signOptions.key ?? privateKey);
  }

  const answerOf = (payment: StandInPayment) => ({
    order: { orderID: payment.orderID, ntpID: payment.ntpID },
    payment: {
      ntpID: payment.ntpID,
      status: payment.status,
      amount: payment.amount,
      currency: payment.currency,
      code: payment.status === 12 ? '19' : '00',
      message: payment.status === 12 ? 'Declined' : 'Approved',
    },
  });

  async function ipnFor(ntpID: string) {
    const payment = payments.get(ntpID);
    if (!payment) throw new Error(`no payment ${ntpID}`);
    const body = JSON.stringify({ ...answerOf(payment), error: { code: '00', message: '' } });
    return { body, token: await sign(body) };
  }

  async function handle(request: http.IncomingMessage, response: http.ServerResponse): Promise<unknown> {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    const json = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    try {
      if (
        request.method === 'POST' &&
        (url.pathname === '/payment/card/start' || url.pathname === '/operation/status')
      ) {
        if (request.headers.authorization !== apiKey) {
          return json(401, {
            code: '401',
            message: 'Invalid API key',
            error: { code: '401', message: 'Invalid API key' },
          });
        }
        const body = JSON.parse(await readBody(request)) as Json;
        if (url.pathname === '/operation/status') {
          const payment = payments.get(String(body.ntpID ?? ''));
          if (!payment || payment.orderID !== body.orderID || body.posID !== posSignature) {
            return json(404, { error: { code: '404', message: 'Order not found' } });
          }
          return json(200, { ...answerOf(payment), error: { code: '00', message: 'OK' } });
        }
        const order = (body.order ?? {}) as Json;
        const config = (body.config ?? {}) as Json;
        if (order.posSignature !== posSignature) {
          return json(400, { error: { code: '99', message: 'Invalid posSignature' } });
        }
        if (
          typeof config.notifyUrl !== 'string' ||
          typeof config.redirectUrl !== 'string' ||
          !order.orderID
        ) {
          return json(400, {
            error: { code: '99', message: 'notifyUrl, redirectUrl and orderID are required' },
          });
        }
        const duplicate = [...payments.values()].find((payment) => payment.orderID === order.orderID);
        if (duplicate) return json(400, { error: { code: '56', message: 'Order already exists' } });
        const ntpID = String(next++);
        const payment: StandInPayment = {
          ntpID,
          orderID: String(order.orderID),
          amount: Number(order.amount),
          currency: String(order.currency ?? 'RON'),
          status: 1,
          notifyUrl: config.notifyUrl,
          redirectUrl: config.redirectUrl,
          language: String(config.language ?? 'ro'),
          description: String(order.description ?? ''),
          request: body,
        };
        payments.set(ntpID, payment);
        const address = server.address() as AddressInfo;
        return json(200, {
          customerAction: {},
          error: { code: '101', message: 'Redirect user to payment page' },
          payment: {
            ntpID,
            status: 1,
            amount: payment.amount,
            currency: payment.currency,
            paymentURL: `http://127.0.0.1:${address.port}/pay/${ntpID}`,
          },
        });
      }

      const paying = /^\/pay\/(\d+)$/.exec(url.pathname);
      const payment = paying ? payments.get(paying[1]!) : undefined;
      if (paying && !payment) {
        response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
        return response.end('Payment not found');
      }
      if (payment && request.method === 'GET') {
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
        return response.end(payPage(payment));
      }
      if (payment && request.method === 'POST') {
        const form = new URLSearchParams(await readBody(request));
        if (payment.status === 1) {
          payment.status = form.get('decision') === 'approve' ? 3 : 12;
          const ipn = await ipnFor(payment.ntpID);
          const sent: StandInIpn = { url: payment.notifyUrl, ...ipn, answer: null };
          ipns.push(sent);
          sent.answer = await deliver({ url: payment.notifyUrl, ...ipn }).catch(() => null);
        }
        response.writeHead(303, { location: payment.redirectUrl, 'cache-control': 'no-store' });
        return response.end();
      }
      response.writeHead(404, { 'content-type': 'text/plain' });
      response.end('Not found');
    } catch (error) {
      json(500, { error: { code: '500', message: (error as Error).message } });
    }
  }
  const server = http.createServer((request, response) => void handle(request, response));

  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    publicKey: publicPem,
    env: {
      NETOPIA_API_KEY: apiKey,
      NETOPIA_POS_SIGNATURE: posSignature,
      NETOPIA_PUBLIC_KEY: publicPem,
      NETOPIA_ENV: 'sandbox',
      NETOPIA_API_URL: url,
    },
    payments,
    ipns,
    setStatus(ntpID, status, amount) {
      const payment = payments.get(ntpID);
      if (!payment) throw new Error(`no payment ${ntpID}`);
      payment.status = status;
      if (amount !== undefined) payment.amount = amount;
    },
    ipnFor,
    sign,
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
  const port = Number(process.env.NETOPIA_STAND_IN_PORT ?? '0');
  void startNetopiaStandIn({ port }).then((standIn) => {
    process.stdout.write(`${JSON.stringify(standIn.env)}\n`);
    const stop = () => void standIn.close().then(() => process.exit(0));
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  });
}
