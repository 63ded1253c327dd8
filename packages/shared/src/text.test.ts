import { describe, expect, it } from 'vitest';
import { foldDiacritics, slugify } from './text';

describe('foldDiacritics', () => {
  it('folds Romanian letters in both the comma-below and the cedilla forms', () => {
    expect(foldDiacritics('Cremă protecție ȘȚ șț ŞŢ şţ Îâ')).toBe('crema protectie st st st st ia');
  });
});

describe('slugify', () => {
  it('makes a URL slug from a Romanian title', () => {
    expect(slugify('Apă termală calmantă 300 ml')).toBe('apa-termala-calmanta-300-ml');
    expect(slugify('  Ser cu vitamina C 15%! ')).toBe('ser-cu-vitamina-c-15');
  });
});
