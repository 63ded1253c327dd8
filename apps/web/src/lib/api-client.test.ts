import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { api, ApiError, request } from '@/lib/api-client';
import { upload } from '@/lib/api-upload';

function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function headersOf(fetchMock: ReturnType<typeof vi.fn>, call = 0): Headers {
  const init = fetchMock.mock.calls[call]?.[1] as RequestInit | undefined;
  return new Headers(init?.headers);
}

function urlOf(fetchMock: ReturnType<typeof vi.fn>, call = 0): string {
  return String(fetchMock.mock.calls[call]?.[0]);
}

/** A fetch that only ends when its signal aborts, as a stalled server would. */
function hangingFetch() {
  return vi.fn(
    (_url: string, init: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      }),
  );
}

let fetchMock: Mock<(url: string, init?: RequestInit) => Promise<Response>>;

beforeEach(() => {
  fetchMock = vi.fn(async () => jsonResponse({ ok: true }));
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.useRealTimers();
});

describe('api client: common call rules', () => {
  it('calls /api with credentials, JSON and the query parameters that have a value', async () => {
    await expect(
      api.get('/produse/', { params: { per: 20, page: 1, ordering: '-id', tag: undefined } }),
    ).resolves.toEqual({
      ok: true,
    });
    expect(urlOf(fetchMock)).toBe('/api/produse/?per=20&page=1&ordering=-id');
    const init = fetchMock.mock.calls[0]?.[1] as RequestInit;
    expect(init.credentials).toBe('include');
    expect(init.method).toBe('GET');
    expect(headersOf(fetchMock).get('Accept')).toBe('application/json');
  });

  it('sends JSON bodies with their content type', async () => {
    document.cookie = 'csrftoken=abc';
    await api.post('/newsletter/subscribe/', { email: 'ana@example.ro', source: 'cta_footer' });
    const init = fetchMock.mock.calls[0]?.[1] as RequestInit;
    expect(init.body).toBe('{"email":"ana@example.ro","source":"cta_footer"}');
    expect(headersOf(fetchMock).get('Content-Type')).toBe('application/json');
  });

  it('adds "Authorization: Token <token>" when a token is stored, and nothing otherwise', async () => {
    await api.get('/user/');
    expect(headersOf(fetchMock, 0).has('Authorization')).toBe(false);

    localStorage.setItem('token', 'tok123');
    await api.get('/user/');
    expect(headersOf(fetchMock, 1).get('Authorization')).toBe('Token tok123');
  });

  it('leaves the stored token out of a call made without the session (a mailed link)', async () => {
    localStorage.setItem('token', 'revoked-elsewhere');
    await api.post('/account/email-confirmation/', { token: 'from-the-link' }, { anonymous: true });
    expect(headersOf(fetchMock, 0).has('Authorization')).toBe(false);
  });

  it('gives up after 15000 ms with "timeout of 15000ms exceeded"', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('fetch', hangingFetch());
    const call = api.get('/produse/');
    const outcome = expect(call).rejects.toMatchObject({
      name: 'ApiError',
      message: 'timeout of 15000ms exceeded',
      status: 0,
      code: 'timeout',
    });
    await vi.advanceTimersByTimeAsync(14_999);
    await vi.advanceTimersByTimeAsync(1);
    await outcome;
  });

  it('stops when the caller aborts, without waiting for the timeout', async () => {
    vi.stubGlobal('fetch', hangingFetch());
    const controller = new AbortController();
    const call = api.get('/produse/', { signal: controller.signal });
    controller.abort();
    await expect(call).rejects.toMatchObject({ status: 0, code: 'aborted' });
  });

  it('reports a network failure as an ApiError with status 0', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(api.get('/produse/')).rejects.toMatchObject({
      status: 0,
      code: 'network',
      detail: 'Network Error',
    });
  });
});

describe('api client: CSRF', () => {
  it('sends the csrftoken cookie back in X-CSRFToken on unsafe calls only', async () => {
    document.cookie = 'csrftoken=fromcookie';
    await api.get('/produse/');
    await api.delete('/favorite/3/');
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(headersOf(fetchMock, 0).has('X-CSRFToken')).toBe(false);
    expect(headersOf(fetchMock, 1).get('X-CSRFToken')).toBe('fromcookie');
  });

  it('fetches GET /api/csrf/ first when the cookie is absent, once for concurrent calls', async () => {
    fetchMock.mockImplementation(async (url: string) => {
      if (url === '/api/csrf/') {
        document.cookie = 'csrftoken=fresh';
        return new Response(null, { status: 204 });
      }
      return jsonResponse({ id: 1 }, 201);
    });

    await Promise.all([api.post('/favorite/', { produs: 1 }), api.post('/favorite/', { produs: 2 })]);

    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
      '/api/csrf/',
      '/api/favorite/',
      '/api/favorite/',
    ]);
    expect((fetchMock.mock.calls[0]?.[1] as RequestInit).credentials).toBe('include');
    expect(headersOf(fetchMock, 1).get('X-CSRFToken')).toBe('fresh');
    expect(headersOf(fetchMock, 2).get('X-CSRFToken')).toBe('fresh');
  });

  it('only warns when the CSRF fetch fails, and still makes the call', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    fetchMock.mockImplementation(async (url: string) => {
      if (url === '/api/csrf/') throw new TypeError('Failed to fetch');
      return jsonResponse({ ok: true }, 201);
    });

    await expect(api.post('/recenzii/', { produs_id: 1, rating: 5, comentariu: 'Bun' })).resolves.toEqual({
      ok: true,
    });
    expect(warn).toHaveBeenCalledOnce();
    expect(urlOf(fetchMock, 1)).toBe('/api/recenzii/');
    expect(headersOf(fetchMock, 1).has('X-CSRFToken')).toBe(false);
  });
});

describe('api client: errors', () => {
  it('turns {detail, code, <field>: [...]} into an ApiError with field errors', async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse(
        {
          detail: 'Datele trimise nu sunt valide.',
          code: 'validation_error',
          email: ['Adresă email invalidă.'],
          password: ['Parola trebuie să aibă cel puțin 8 caractere.'],
        },
        400,
      ),
    );
    document.cookie = 'csrftoken=abc';

    const error = await api.post('/register/', {}).catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      detail: 'Datele trimise nu sunt valide.',
      message: 'Datele trimise nu sunt valide.',
      code: 'validation_error',
      fieldErrors: {
        email: ['Adresă email invalidă.'],
        password: ['Parola trebuie să aibă cel puțin 8 caractere.'],
      },
    });
  });

  it('keeps {detail, code} of a request-level error', async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse({ detail: 'Produsul nu există.', code: 'catalog.product_not_found' }, 404),
    );
    await expect(request('GET', '/produse/nimic/')).rejects.toMatchObject({
      status: 404,
      detail: 'Produsul nu există.',
      code: 'catalog.product_not_found',
      fieldErrors: {},
    });
  });

  it('keeps the detail but not a code this app does not know', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse({ detail: 'Altceva.', code: 'catalog.not_a_code' }, 400));
    await expect(request('GET', '/produse/')).rejects.toMatchObject({
      status: 400,
      detail: 'Altceva.',
      code: undefined,
    });
  });

  it('falls back to a generic detail when the answer is not JSON', async () => {
    fetchMock.mockResolvedValueOnce(
      new Response('<html>Bad gateway</html>', { status: 502, headers: { 'Content-Type': 'text/html' } }),
    );
    await expect(api.get('/produse/')).rejects.toMatchObject({
      status: 502,
      detail: 'Request failed with status code 502',
      code: undefined,
    });
  });
});

/** Just enough of XMLHttpRequest to answer one upload, with a progress event on the way. */
class FakeUploadRequest {
  static answer: { status: number; body: string } | 'network' = { status: 201, body: '{}' };
  static last: FakeUploadRequest | null = null;
  readonly headers: Record<string, string> = {};
  readonly upload = new EventTarget();
  private readonly events = new EventTarget();
  method = '';
  url = '';
  body: unknown = null;
  status = 0;
  responseText = '';
  timeout = 0;
  withCredentials = false;

  constructor() {
    FakeUploadRequest.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  getResponseHeader(name: string) {
    return name.toLowerCase() === 'content-type' ? 'application/json' : null;
  }
  addEventListener(type: string, listener: EventListener) {
    this.events.addEventListener(type, listener);
  }
  send(body: unknown) {
    this.body = body;
    const progress = Object.assign(new Event('progress'), { lengthComputable: true, loaded: 5, total: 10 });
    this.upload.dispatchEvent(progress);
    const answer = FakeUploadRequest.answer;
    if (answer === 'network') {
      this.events.dispatchEvent(new Event('error'));
      return;
    }
    this.status = answer.status;
    this.responseText = answer.body;
    this.events.dispatchEvent(new Event('load'));
  }
}

describe('api client: uploads with progress', () => {
  beforeEach(() => {
    vi.stubGlobal('XMLHttpRequest', FakeUploadRequest);
    localStorage.setItem('token', 'abc123');
  });
  afterEach(() => {
    localStorage.removeItem('token');
  });

  it('posts the form with the token, reports progress and answers the JSON', async () => {
    FakeUploadRequest.answer = { status: 201, body: '{"path":"products/x.webp"}' };
    const form = new FormData();
    const progress: number[] = [];
    await expect(
      upload('/admin/media/', form, { params: { folder: 'products' }, onProgress: (f) => progress.push(f) }),
    ).resolves.toEqual({ path: 'products/x.webp' });
    const sent = FakeUploadRequest.last!;
    expect(sent.method).toBe('POST');
    expect(sent.url).toBe('/api/admin/media/?folder=products');
    expect(sent.body).toBe(form);
    expect(sent.headers.Authorization).toBe('Token abc123');
    expect(sent.withCredentials).toBe(true);
    expect(progress).toEqual([0.5]);
  });

  it('turns a refusal into an ApiError with the code, and a dropped connection into "network"', async () => {
    FakeUploadRequest.answer = { status: 413, body: '{"detail":"Prea mare","code":"media.file_too_large"}' };
    await expect(upload('/admin/media/', new FormData())).rejects.toMatchObject({
      status: 413,
      code: 'media.file_too_large',
      detail: 'Prea mare',
    });
    FakeUploadRequest.answer = 'network';
    await expect(upload('/admin/media/', new FormData())).rejects.toBeInstanceOf(ApiError);
    await expect(upload('/admin/media/', new FormData())).rejects.toMatchObject({
      status: 0,
      code: 'network',
    });
  });
});
