import { describe, expect, it } from 'vitest';
import { pathInLanguage } from './language-path';

describe('pathInLanguage', () => {
  it('leaves Romanian paths without a prefix', () => {
    expect(pathInLanguage('ro', '/')).toBe('/');
    expect(pathInLanguage('ro', '/produs/crema')).toBe('/produs/crema');
  });

  it('puts English paths, with their query, under /en', () => {
    expect(pathInLanguage('en', '/')).toBe('/en');
    expect(pathInLanguage('en', '/produs/crema')).toBe('/en/produs/crema');
    expect(pathInLanguage('en', '/success?order=1&key=k')).toBe('/en/success?order=1&key=k');
  });
});
