import { beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { retryPayment } from '@/features/checkout/api/retry-payment';
import { createOrder } from '@/features/checkout/api/create-order';
import { socialStartUrl } from '@/features/auth/api/social';
import { openExternalPage } from './external-page';

// The app's bundle, with the system browser faked.
vi.mock('@/lib/env', () => ({ isDevelopment: false, isAppBuild: true, API_ORIGIN: '' }));
// Where native code is imported, the build mode itself decides (the bundler folds it there).
vi.stubEnv('MODE', 'app');
const browser = vi.hoisted(() => ({
  open: vi.fn(async () => undefined),
  close: vi.fn(async () => undefined),
}));
vi.mock('@capacitor/browser', () => ({ Browser: browser }));

let fetchMock: Mock<(url: string, init?: RequestInit) => Promise<Response>>;

function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

beforeEach(() => {
  browser.open.mockClear();
  fetchMock = vi.fn(async (url: string) =>
    url.endsWith('/csrf/')
      ? jsonResponse({ csrfToken: 'signed' })
      : jsonResponse({ payment_url: 'https://p' }, 201),
  );
  vi.stubGlobal('fetch', fetchMock);
});

function bodyOf(path: string): unknown {
  const init = fetchMock.mock.calls.find(([url]) => url.startsWith(path))?.[1];
  return JSON.parse(String(init?.body));
}

describe('leaving the shop in the app', () => {
  it('opens the page in the system browser, the web view stays on the shop', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    await openExternalPage('https://plati.example/sesiune/1');
    expect(browser.open).toHaveBeenCalledExactlyOnceWith({ url: 'https://plati.example/sesiune/1' });
    expect(assign).not.toHaveBeenCalled();
  });

  it('asks the card payment to come back into the app, at creation and at a retry', async () => {
    const body = { plata: 'card', produse: [{ produs: 1, cantitate: 1 }] } as unknown as Parameters<
      typeof createOrder
    >[0]['body'];
    await createOrder({ body, idempotencyKey: 'k-1' });
    await retryPayment({ id: 5, key: 'k' });
    const threeDs = expect.objectContaining({ java_enabled: false, time_zone_offset: expect.any(Number) });
    expect(bodyOf('/api/comenzi/')).toEqual({ ...body, return_to: 'app', browser: threeDs });
    expect(bodyOf('/api/comenzi/5/plata/')).toEqual({ return_to: 'app', browser: threeDs });
  });

  it('starts the social sign-in as the app’s (a one-time code back into the app)', () => {
    expect(socialStartUrl('google', '/contul-meu')).toBe(
      '/api/auth/social/google/start/?next=%2Fcontul-meu&app=1',
    );
  });
});
