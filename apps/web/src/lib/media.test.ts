import { describe, expect, it } from 'vitest';
import { mediaPath, mediaSrcSet, mediaVariant } from '@/lib/media';

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
});
