import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { retryPayment } from '@/features/checkout/api/retry-payment';
import { createOrder } from '@/features/checkout/api/create-order';
import { socialStartUrl } from '@/features/auth/api/social';
import { browserData, openExternalPage, paymentStartFields } from './external-page';

// Every source file of the app, as text: where the app leaves for another page is decided in one place.
const sources = import.meta.glob<string>(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

let fetchMock: Mock<(url: string, init?: RequestInit) => Promise<Response>>;

beforeEach(() => {
  fetchMock = vi.fn(
    async () =>
      new Response(JSON.stringify({ payment_url: 'https://plati.example/1' }), {
        status: 201,
        headers: { 'Content-Type': 'application/json' },
      }),
  );
  vi.stubGlobal('fetch', fetchMock);
  document.cookie = 'csrftoken=web-cookie';
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('leaving the shop on the web', () => {
  it('goes to the page in the same tab', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    await openExternalPage('https://plati.example/sesiune/1');
    expect(assign).toHaveBeenCalledWith('https://plati.example/sesiune/1');
  });

  it("adds only the browser's 3-D Secure data to the payment calls, and the social start stays the web one", async () => {
    expect(paymentStartFields(false)).toEqual({});
    await retryPayment({ id: 5, key: 'k' });
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({ browser: browserData() });
    expect(browserData()).toEqual({
      screen_width: expect.any(Number),
      screen_height: expect.any(Number),
      color_depth: expect.any(Number),
      time_zone: expect.stringMatching(/^[A-Za-z0-9_+\-/]*$/),
      time_zone_offset: new Date().getTimezoneOffset(),
      language: navigator.language,
      java_enabled: false,
    });
    expect(socialStartUrl('google', '/contul-meu')).toBe('/api/auth/social/google/start/?next=%2Fcontul-meu');
  });

  it('is the only place that sends the window to another page', () => {
    // The language switch reloads the shop itself (the server renders the other language).
    const allowed = new Set(['./external-page.ts', '../app/layout/language-switch.tsx']);
    const leaving = Object.entries(sources)
      .filter(([, text]) => /location\.(assign|replace)\(|location\.href\s*=|window\.open\(/.test(text))
      .map(([file]) => file)
      .filter((file) => !allowed.has(file));
    expect(Object.keys(sources).length).toBeGreaterThan(100);
    expect(leaving).toEqual([]);
  });

  it('keeps the order body as it was, with the browser data for a card', async () => {
    const body = { plata: 'card', produse: [{ produs: 1, cantitate: 1 }] } as unknown as Parameters<
      typeof createOrder
    >[0]['body'];
    await createOrder({ body, idempotencyKey: 'k-1' });
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({
      ...body,
      browser: browserData(),
    });
    // Cash on delivery starts no card payment: the body goes as it is.
    const cash = { ...body, plata: 'ramburs' } as typeof body;
    await createOrder({ body: cash, idempotencyKey: 'k-2' });
    expect(JSON.parse(String(fetchMock.mock.calls[1]?.[1]?.body))).toEqual(cash);
  });
});
