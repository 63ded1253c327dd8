import { afterEach, describe, expect, it } from 'vitest';
import { mediaPath, mediaSrcSet, mediaVariant, setMediaBase } from '@/lib/media';

afterEach(() => setMediaBase(null));

describe('media variants', () => {
  it('serves our own media from the page origin', () => {
    expect(mediaPath('http://localhost:3000/media/products/a.webp')).toBe('/media/products/a.webp');
    expect(mediaPath('products/a.webp')).toBe('/media/products/a.webp');
    expect(mediaPath('/media/products/a.webp')).toBe('/media/products/a.webp');
    expect(mediaPath('https://cdn.example.ro/img/a.webp')).toBe('https://cdn.example.ro/img/a.webp');
    expect(mediaPath(null)).toBeNull();
    expect(mediaPath('  ')).toBeNull();
  });

  it('builds ?w= variants only for /media/ images', () => {
    expect(mediaVariant('http://localhost:3000/media/products/a.webp', 320)).toBe(
      '/media/products/a.webp?w=320',
    );
    expect(mediaVariant('https://cdn.example.ro/img/a.webp', 320)).toBeNull();
    expect(mediaSrcSet('products/a.webp', [320, 480])).toBe(
      '/media/products/a.webp?w=320 320w, /media/products/a.webp?w=480 480w',
    );
    expect(mediaSrcSet('data:image/png;base64,AAAA', [320])).toBeUndefined();
  });

  it('keeps the URLs of the media on the CDN (MEDIA_PUBLIC_URL), with their variants', () => {
    setMediaBase('https://cdn.magazin.ro/media/');
    const url = 'https://cdn.magazin.ro/media/products/a.webp';
    expect(mediaPath(url)).toBe(url);
    expect(mediaVariant(url, 320)).toBe(`${url}?w=320`);
    expect(mediaSrcSet(url, [320, 480])).toBe(`${url}?w=320 320w, ${url}?w=480 480w`);
    // Another host's /media/ is still brought to the page's origin, and other images left alone.
    expect(mediaPath('http://localhost:3000/media/products/a.webp')).toBe('/media/products/a.webp');
    expect(mediaVariant('https://cdn.magazin.ro/img/a.webp', 320)).toBeNull();
  });

  it('reads the CDN from the media-base meta tag of the page', () => {
    const meta = document.createElement('meta');
    meta.name = 'media-base';
    meta.content = 'https://cdn.magazin.ro/media';
    document.head.append(meta);
    try {
      // Unset: read from the page on first use.
      setMediaBase(undefined);
      const url = 'https://cdn.magazin.ro/media/blog/b.webp';
      expect(mediaVariant(url, 480)).toBe(`${url}?w=480`);
    } finally {
      meta.remove();
    }
  });
});
