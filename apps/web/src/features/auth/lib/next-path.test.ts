import { describe, expect, it } from 'vitest';
import { isAdminPath, safeNextPath, withNextPath } from './next-path';

describe('safeNextPath', () => {
  it.each(['/contul-meu', '/en/contul-meu', '/produse?page=2', '/favorite#top', '/'])('keeps %s', (path) => {
    expect(safeNextPath(path)).toBe(path);
  });

  it.each([
    null,
    '',
    'contul-meu',
    'https://evil.example',
    '//evil.example',
    '/\\evil.example',
    '/ok\nSet-Cookie',
    '/login',
    '/en/register?next=/x',
  ])('rejects %j', (value) => {
    expect(safeNextPath(value)).toBeNull();
  });
});

describe('withNextPath', () => {
  it('adds next with readable slashes and escapes the rest', () => {
    expect(withNextPath('/login', '/contul-meu')).toBe('/login?next=/contul-meu');
    expect(withNextPath('/en/login', '/produse?page=2&tag=a')).toBe(
      '/en/login?next=/produse%3Fpage%3D2%26tag%3Da',
    );
    expect(withNextPath('/login', null)).toBe('/login');
  });
});

describe('isAdminPath', () => {
  it('knows the admin area with or without a language prefix, and nothing else', () => {
    expect(['/admin', '/admin/comenzi/3', '/en/admin', '/ro/admin/stoc?x=1'].every(isAdminPath)).toBe(true);
    expect(['/administrare', '/produse', '/', null].some((path) => isAdminPath(path))).toBe(false);
  });
});
