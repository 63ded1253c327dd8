import { describe, expect, it } from 'vitest';
import { isSafeInAppPath, NEXT_PATH_MAX } from './safe-path';

describe('isSafeInAppPath', () => {
  it.each([
    '/',
    '/contul-meu',
    '/en/contul-meu',
    '/produse?page=2&tag=a',
    '/favorite#top',
    '/search?searchText=ten sensibil',
  ])('accepts %s', (path) => {
    expect(isSafeInAppPath(path)).toBe(true);
  });

  it.each([
    null,
    undefined,
    '',
    'contul-meu',
    'https://evil.example',
    '//evil.example',
    '/\\evil.example',
    '/a\\b',
    '/ok\nSet-Cookie',
    '/ok\r\n',
    '/tab\there',
    '/del\u007f',
    `/${'a'.repeat(NEXT_PATH_MAX)}`,
  ])('refuses %j', (value) => {
    expect(isSafeInAppPath(value)).toBe(false);
  });
});
