import type { NetopiaConfig } from '../../settings/integration-config';

/**
 * Netopia's payment statuses (API v2, `payment.status`). Only PAID and CONFIRMED mean the money
 * is the shop's: NEW (1) is an order Netopia has only opened, whatever some SDKs say.
 */
export const NETOPIA_STATUS = {
  NEW: 1,
  OPENED: 2,
  PAID: 3,
  CANCELED: 4,
  CONFIRMED: 5,
  PENDING: 6,
  CREDIT: 8,
  CHARGEBACK_INIT: 9,
  CHARGEBACK_ACCEPT: 10,
  ERROR: 11,
  DECLINED: 12,
  FRAUD: 13,
  THREE_D_AUTH: 15,
  CHARGEBACK_REPRESENT: 16,
  EXPIRED: 23,
} as const;

/** The `payment.data` of a card start: the 3-D Secure facts about the customer's browser. */
export type NetopiaBrowserData = Partial<
  Record<
    | 'BROWSER_USER_AGENT'
    | 'BROWSER_COLOR_DEPTH'
    | 'BROWSER_SCREEN_HEIGHT'
    | 'BROWSER_SCREEN_WIDTH'
    | 'BROWSER_JAVA_ENABLED'
    | 'BROWSER_LANGUAGE'
    | 'BROWSER_TZ'
    | 'BROWSER_TZ_OFFSET'
    | 'IP_ADDRESS'
    | 'OS'
    | 'MOBILE',
    string
  >
>;

export type NetopiaAddress = {
  email: string;
  phone: string;
  firstName: string;
  lastName: string;
  city: string;
  /** ISO 3166-1 numeric: 642 is Romania. */
  country: number;
  state: string;
  postalCode: string;
  details: string;
};

/** `POST /payment/card/start` without card data: Netopia answers its hosted page's address. */
export type NetopiaStartRequest = {
  config: {
    emailTemplate: string;
    notifyUrl: string;
    redirectUrl: string;
    cancelUrl?: string;
    language: string;
  };
  payment: {
    options: { installments: number; bonus: number };
    instrument?: undefined;
    data: NetopiaBrowserData;
  };
  order: {
    ntpID: string;
    posSignature: string;
    dateTime: string;
    description: string;
    orderID: string;
    /** In lei (RON), with two decimals: Netopia's unit, not bani. */
    amount: number;
    currency: 'RON';
    billing: NetopiaAddress;
    shipping: NetopiaAddress;
    products: { name: string; code: string; category: string; price: number; vat: number }[];
    installments: { selected: number; available: number[] };
    data: Record<string, string>;
  };
};

export type NetopiaPayment = {
  ntpID?: string;
  status?: number;
  amount?: number;
  currency?: string;
  paymentURL?: string;
  code?: string;
  message?: string;
  data?: Record<string, unknown>;
};

export type NetopiaAnswer = {
  error?: { code?: string; message?: string };
  payment?: NetopiaPayment;
  order?: { orderID?: string; ntpID?: string };
  customerAction?: Record<string, unknown>;
};

export type NetopiaConnectionTest = { ok: boolean; message: string };

/** Netopia refused or could not be reached; `status` is the HTTP status when there was one. */
export class NetopiaError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
  ) {
    super(message);
    this.name = 'NetopiaError';
  }
}

/**
 * Netopia Payments API v2 on plain `fetch` (no maintained Node SDK exists for v2). The
 * configuration is read on every call: staff may change it in the settings screen while the
 * shop runs (docs/decisions/054), and null means Netopia is off.
 */
export function createNetopiaClient(options: {
  config: () => Promise<NetopiaConfig | null>;
  fetch?: typeof fetch;
  timeoutMs?: number;
}) {
  const call = options.fetch ?? fetch;

  async function configured(): Promise<NetopiaConfig> {
    const config = await options.config();
    if (!config) throw new NetopiaError('Netopia is not configured', null);
    return config;
  }

  async function post(config: NetopiaConfig, path: string, body: unknown): Promise<NetopiaAnswer> {
    let response: Response;
    try {
      response = await call(`${config.apiUrl.replace(/\/+$/, '')}${path}`, {
        method: 'POST',
        headers: {
          authorization: config.apiKey,
          'content-type': 'application/json',
          accept: 'application/json',
        },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
      });
    } catch (error) {
      throw new NetopiaError(`Netopia POST ${path} failed: ${(error as Error).message}`, null);
    }
    const answer = (await response.json().catch(() => ({}))) as NetopiaAnswer & { message?: string };
    if (!response.ok) {
      throw new NetopiaError(
        `Netopia POST ${path} answered ${response.status}: ${answer.error?.message ?? answer.message ?? 'no message'}`,
        response.status,
      );
    }
    return answer;
  }

  return {
    config: configured,

    /** Opens a card payment at Netopia; the answer's `payment.paymentURL` is the hosted page. */
    async startCard(build: (config: NetopiaConfig) => NetopiaStartRequest): Promise<NetopiaAnswer> {
      const config = await configured();
      return post(config, '/payment/card/start', build(config));
    },

    /** What Netopia knows of a payment now (`POST /operation/status`). */
    async status(ids: { ntpID: string; orderID: string }): Promise<NetopiaAnswer> {
      const config = await configured();
      return post(config, '/operation/status', { posID: config.posSignature, ...ids });
    },

    /**
     * For the settings screen's "test the connection": asks the status of an order that cannot
     * exist. A refused API key (401/403) fails; any other answer proves the key and the address
     * work. Nothing is created at Netopia.
     */
    async testConnection(): Promise<NetopiaConnectionTest> {
      const config = await options.config();
      if (!config) return { ok: false, message: 'Netopia nu este configurat.' };
      try {
        await post(config, '/operation/status', {
          posID: config.posSignature,
          ntpID: '0',
          orderID: 'test-conexiune',
        });
        return { ok: true, message: 'Netopia a răspuns: cheia API este acceptată.' };
      } catch (error) {
        if (
          error instanceof NetopiaError &&
          error.status !== null &&
          error.status !== 401 &&
          error.status !== 403
        ) {
          // A 4xx about the unknown order still means the key was accepted.
          if (error.status < 500)
            return { ok: true, message: 'Netopia a răspuns: cheia API este acceptată.' };
        }
        const status = error instanceof NetopiaError ? error.status : null;
        return {
          ok: false,
          message:
            status === 401 || status === 403
              ? 'Netopia a refuzat cheia API.'
              : `Netopia nu a putut fi contactat (${status ?? (error as Error).message}).`,
        };
      }
    },
  };
}

export type NetopiaClient = ReturnType<typeof createNetopiaClient>;
