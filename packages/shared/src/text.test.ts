import { describe, expect, it } from 'vitest';
import { canonicalAddress, canonicalEmail, foldDiacritics, slugify } from './text';

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

describe('canonicalEmail', () => {
  it('folds case, +tags and, for Gmail, dots and the googlemail domain', () => {
    expect(canonicalEmail(' Ana.Pop+magazin@GMail.com ')).toBe('anapop@gmail.com');
    expect(canonicalEmail('anapop@googlemail.com')).toBe('anapop@gmail.com');
    expect(canonicalEmail('ana.pop+x@yahoo.ro')).toBe('ana.pop@yahoo.ro');
    expect(canonicalEmail('ana.pop@yahoo.ro')).not.toBe(canonicalEmail('anapop@yahoo.ro'));
  });
});

describe('canonicalAddress', () => {
  it('is the same for one place however it is written', () => {
    expect(canonicalAddress('Str. Florilor nr. 7, ap. 2', '400114')).toBe(
      canonicalAddress('str florilor nr 7 ap 2', '400 114'),
    );
    expect(canonicalAddress('Strada Ștefan cel Mare 3', '700057')).toBe(
      canonicalAddress('strada stefan cel mare 3', '700057'),
    );
    expect(canonicalAddress('Str. Florilor 7', '400114')).not.toBe(
      canonicalAddress('Str. Florilor 8', '400114'),
    );
  });
});
