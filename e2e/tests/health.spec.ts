import { expect, test } from '../fixtures';

test.describe('server', () => {
  test('health answers ok', async ({ request }) => {
    const response = await request.get('/api/health');
    expect(response.status()).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
  });

  test('the OpenAPI document lists the catalogue', async ({ request }) => {
    const response = await request.get('/api/openapi.json');
    expect(response.status()).toBe(200);
    const document = (await response.json()) as { openapi?: string; paths?: Record<string, unknown> };
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths ?? {})).toContain('/api/produse/');
  });

  test('the API docs page is HTML', async ({ request }) => {
    const response = await request.get('/api/docs');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('text/html');
  });

  test('an unknown API path is a JSON 404, not the SPA', async ({ request }) => {
    const response = await request.get('/api/nope');
    expect(response.status()).toBe(404);
    expect(response.headers()['content-type']).toContain('application/json');
    const body = (await response.json()) as { detail?: unknown };
    expect(typeof body.detail).toBe('string');
  });

  test('deep links answer the SPA shell', async ({ request }) => {
    const list = await request.get('/api/produse/?per=1&page=1');
    const { results } = (await list.json()) as { results: { slug: string }[] };
    const slug = results[0]?.slug;
    expect(slug, 'the demo catalogue has a product').toBeTruthy();

    for (const deepLink of ['/cart', `/produs/${slug}`]) {
      const response = await request.get(deepLink);
      expect(response.status(), deepLink).toBe(200);
      expect(response.headers()['content-type']).toContain('text/html');
      expect(await response.text()).toContain('<div id="root">');
    }
  });

  test('an unknown product is a real 404 that still renders the SPA', async ({ request }) => {
    const response = await request.get('/produs/nu-exista-acest-produs');
    expect(response.status()).toBe(404);
    expect(response.headers()['content-type']).toContain('text/html');
    expect(await response.text()).toContain('<div id="root">');
  });
});
