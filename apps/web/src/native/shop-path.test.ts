import { describe, expect, it } from 'vitest';
import { notificationPath, shopPathFromAppUrl } from './shop-path';

describe('shopPathFromAppUrl: the shop path a link into the app opens', () => {
  it.each([
    ['ro.salvia.shop://app/comanda-finalizata?id=12', '/comanda-finalizata?id=12'],
    ['ro.salvia.shop://app/autentificare/aplicatie?code=a1b2', '/autentificare/aplicatie?code=a1b2'],
    ['ro.salvia.shop://app/en/produs/apa-termala#recenzii', '/en/produs/apa-termala#recenzii'],
    ['ro.salvia.shop://app', '/'],
    ['ro.salvia.shop://app/', '/'],
    ['https://salvia.ro/app/checkout/plata?id=5&key=k', '/checkout/plata?id=5&key=k'],
    ['https://www.salvia.ro/app', '/'],
  ])('%s → %s', (url, path) => {
    expect(shopPathFromAppUrl(url)).toBe(path);
  });

  it.each([
    'ro.salvia.shop://app//evil.example/x',
    'ro.salvia.shop://app/\\evil',
    'ro.salvia.shop://altceva/produse',
    'ro.salvia.shop:produse',
    'https://salvia.ro/produse',
    'https://salvia.ro/application/x',
    'https://salvia.ro/app//evil.example',
    'http://salvia.ro/app/produse',
    'javascript:alert(1)',
    'nu este o adresă',
    '',
  ])('%j → nothing', (url) => {
    expect(shopPathFromAppUrl(url)).toBeNull();
  });
});

describe('notificationPath: where a tapped notification leads', () => {
  it('is the data url when it is one of the shop’s own paths', () => {
    expect(notificationPath({ url: '/produse/creme?ordering=-price' })).toBe(
      '/produse/creme?ordering=-price',
    );
    expect(notificationPath({ url: '/' })).toBe('/');
  });

  it.each([
    { url: 'https://evil.example' },
    { url: '//evil.example' },
    { url: 'javascript:alert(1)' },
    { url: '/\\evil.example' },
    { url: 'HTTPS://evil.example' },
    { url: ' /produse' },
    { url: `/${'a'.repeat(400)}` },
    { url: ['/produse'] },
    {},
    null,
    '/produse',
  ])('%j → nothing', (data) => {
    expect(notificationPath(data)).toBeNull();
  });
});
