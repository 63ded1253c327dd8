import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The native app's bundle reaches the API and its media on the shop's absolute origin (API_ORIGIN,
// set by vite.config.ts from APP_API_ORIGIN); the web build's API_ORIGIN is '' (api-client and
// media tests). The modules read it once when loaded, so each test loads them with it set.
const SHOP = 'https://shop.example.ro';

async function loadWithApiOrigin() {
  vi.resetModules();
  vi.doMock('@/lib/env', () => ({ API_ORIGIN: SHOP, isDevelopment: false, isAppBuild: true }));
  const [client, media] = await Promise.all([import('@/lib/api-client'), import('@/lib/media')]);
  return { ...client, ...media };
}

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response('{"ok":true}', { status: 200, headers: { 'Content-Type': 'application/json' } }),
    ),
  );
});

afterEach(() => {
  vi.doUnmock('@/lib/env');
  vi.resetModules();
});

describe('the app bundle: API calls on the shop origin', () => {
  it('calls the API on its absolute origin', async () => {
    const { api, API_BASE, buildUrl } = await loadWithApiOrigin();
    expect(API_BASE).toBe(`${SHOP}/api`);
    await api.get('/produse/', { params: { page: 2 } });
    expect(vi.mocked(fetch).mock.calls[0]?.[0]).toBe(`${SHOP}/api/produse/?page=2`);
    // Links the API sends (a page's `next`) stay on the API whether root-relative or absolute.
    expect(buildUrl('/api/produse/?page=3', undefined)).toBe(`${SHOP}/api/produse/?page=3`);
    expect(buildUrl(`${SHOP}/api/produse/?page=4`, undefined)).toBe(`${SHOP}/api/produse/?page=4`);
  });
});

describe('the app bundle: media on the shop origin', () => {
  it('puts the shop media on the API origin and leaves other images alone', async () => {
    const { mediaPath, mediaSrcSet, mediaUrl, mediaVariant } = await loadWithApiOrigin();
    expect(mediaUrl('products/a.webp')).toBe(`${SHOP}/media/products/a.webp`);
    expect(mediaUrl('/media/products/a.webp')).toBe(`${SHOP}/media/products/a.webp`);
    expect(mediaPath('http://localhost:3000/media/products/a.webp')).toBe(`${SHOP}/media/products/a.webp`);
    expect(mediaVariant('products/a.webp', 320)).toBe(`${SHOP}/media/products/a.webp?w=320`);
    expect(mediaSrcSet('/media/products/a.webp', [320, 480])).toBe(
      `${SHOP}/media/products/a.webp?w=320 320w, ${SHOP}/media/products/a.webp?w=480 480w`,
    );
    // The bundle's own pictures and other hosts' images are not the API's.
    expect(mediaUrl('/hero/banner.webp')).toBe('/hero/banner.webp');
    expect(mediaPath('https://cdn.example.ro/img/a.webp')).toBe('https://cdn.example.ro/img/a.webp');
    expect(mediaVariant('https://cdn.example.ro/img/a.webp', 320)).toBeNull();
    expect(mediaUrl('data:image/png;base64,AAAA')).toBe('data:image/png;base64,AAAA');
  });
});
