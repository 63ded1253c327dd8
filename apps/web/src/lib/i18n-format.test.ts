import { describe, expect, it } from 'vitest';
import { findText, interpolate, interpolateTree, lookup } from './i18n-format';

const texts = {
  ro: {
    cart: {
      items_one: '{{count}} produs',
      items_few: '{{count}} produse',
      items_other: '{{count}} de produse',
    },
    only_ro: 'doar în română',
  },
  en: { cart: { items_one: '{{count}} item', items_other: '{{count}} items' } },
} as const;
const textsOf = (language: 'ro' | 'en') => texts[language];

describe('lookup', () => {
  it('follows a dotted key and reads only the tree’s own keys', () => {
    expect(lookup(texts.ro, 'cart.items_one')).toBe('{{count}} produs');
    expect(lookup(texts.ro, 'cart.missing')).toBeUndefined();
    expect(lookup(texts.ro, 'cart.toString')).toBeUndefined();
    expect(lookup(texts.ro, 'only_ro.length')).toBeUndefined();
  });
});

describe('interpolate', () => {
  it('fills the values given and leaves the others as placeholders', () => {
    expect(interpolate('{{ a }} și {{b}}', { a: 1 })).toBe('1 și {{b}}');
    expect(interpolate('{{a}}', undefined)).toBe('{{a}}');
    expect(interpolate('{{a}}', { a: null })).toBe('{{a}}');
  });

  it('fills every string of a branch', () => {
    expect(interpolateTree({ list: ['{{x}}', { y: 'a {{x}}' }], n: 3 }, { x: 'z' })).toEqual({
      list: ['z', { y: 'a z' }],
      n: 3,
    });
  });
});

describe('findText', () => {
  it('picks the plural form of the language the text is found in', () => {
    expect(findText(textsOf, ['ro'], 'cart.items', { count: 1 })).toBe('1 produs');
    expect(findText(textsOf, ['ro'], 'cart.items', { count: 3 })).toBe('3 produse');
    expect(findText(textsOf, ['ro'], 'cart.items', { count: 20 })).toBe('20 de produse');
    expect(findText(textsOf, ['en', 'ro'], 'cart.items', { count: 3 })).toBe('3 items');
  });

  it('falls back to the next language, and is undefined when none has the key', () => {
    expect(findText(textsOf, ['en', 'ro'], 'only_ro', undefined)).toBe('doar în română');
    expect(findText(textsOf, ['en', 'ro'], 'nowhere', undefined)).toBeUndefined();
  });
});
