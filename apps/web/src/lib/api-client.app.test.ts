import { beforeEach, describe, expect, it, vi, type Mock } from 'vitest';

// The app's bundle: built in app mode, as `vite build --mode app` builds it.
vi.mock('@/lib/env', () => ({ isDevelopment: false, isAppBuild: true, API_ORIGIN: '' }));

type Fetch = Mock<(url: string, init?: RequestInit) => Promise<Response>>;

function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

const csrfRefusal = () =>
  jsonResponse({ detail: 'Token CSRF lipsă sau incorect.', code: 'csrf.invalid' }, 403);

function callsOf(fetchMock: Fetch) {
  return fetchMock.mock.calls.map(([url, init]) => ({
    url,
    csrf: new Headers(init?.headers).get('X-CSRFToken'),
    credentials: init?.credentials,
  }));
}

/** A fresh api-client per test: the app keeps its CSRF token in the module's memory. */
async function freshClient() {
  vi.resetModules();
  return import('@/lib/api-client');
}

/** GET /api/csrf/ answers each token in turn; every other call answers what `other` says. */
function apiServing(tokens: string[], other: (url: string, csrf: string | null) => Response): Fetch {
  let issued = 0;
  return vi.fn(async (url: string, init?: RequestInit) => {
    if (url === '/api/csrf/') return jsonResponse({ csrfToken: tokens[issued++] });
    return other(url, new Headers(init?.headers).get('X-CSRFToken'));
  });
}

beforeEach(() => {
  // A cookie the web view might hold must not be what the app sends: the API never set it for the app.
  document.cookie = 'csrftoken=from-a-cookie';
});

describe('api client in the app: CSRF from the body of GET /api/csrf/', () => {
  it('sends the body token on unsafe calls, fetched once and kept, and no cookies', async () => {
    const fetchMock = apiServing(['signed-1'], () => jsonResponse({ id: 1 }, 201));
    vi.stubGlobal('fetch', fetchMock);
    const { api } = await freshClient();

    await Promise.all([api.post('/recenzii/', { produs_id: 1 }), api.post('/favorite/', { produs: 2 })]);
    await api.get('/produse/');
    await api.delete('/favorite/2/');

    expect(callsOf(fetchMock)).toEqual([
      { url: '/api/csrf/', csrf: null, credentials: 'omit' },
      { url: '/api/recenzii/', csrf: 'signed-1', credentials: 'omit' },
      { url: '/api/favorite/', csrf: 'signed-1', credentials: 'omit' },
      { url: '/api/produse/', csrf: null, credentials: 'omit' },
      { url: '/api/favorite/2/', csrf: 'signed-1', credentials: 'omit' },
    ]);
  });

  it('fetches a new token after a 403 csrf.invalid and sends the refused call once more', async () => {
    const fetchMock = apiServing(['expired', 'fresh'], (_url, csrf) =>
      csrf === 'fresh' ? jsonResponse({ id: 7 }, 201) : csrfRefusal(),
    );
    vi.stubGlobal('fetch', fetchMock);
    const { api } = await freshClient();

    await expect(api.post('/recenzii/', { produs_id: 1 })).resolves.toEqual({ id: 7 });
    expect(callsOf(fetchMock).map(({ url, csrf }) => [url, csrf])).toEqual([
      ['/api/csrf/', null],
      ['/api/recenzii/', 'expired'],
      ['/api/csrf/', null],
      ['/api/recenzii/', 'fresh'],
    ]);
  });

  it('tries only once more: a second refusal reaches the caller', async () => {
    const fetchMock = apiServing(['one', 'two', 'three'], () => csrfRefusal());
    vi.stubGlobal('fetch', fetchMock);
    const { api } = await freshClient();

    await expect(api.post('/recenzii/', { produs_id: 1 })).rejects.toMatchObject({
      status: 403,
      code: 'csrf.invalid',
    });
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
      '/api/csrf/',
      '/api/recenzii/',
      '/api/csrf/',
      '/api/recenzii/',
    ]);
  });

  it('does not repeat a call refused for another reason', async () => {
    const fetchMock = apiServing(['signed'], () =>
      jsonResponse({ detail: 'Nu aveți dreptul.', code: 'auth.forbidden' }, 403),
    );
    vi.stubGlobal('fetch', fetchMock);
    const { api } = await freshClient();

    await expect(api.post('/recenzii/', {})).rejects.toMatchObject({ status: 403 });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
