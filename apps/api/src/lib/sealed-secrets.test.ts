import { describe, expect, it } from 'vitest';
import { openSecret, sealSecret, secretKeyFrom } from './sealed-secrets';

const purpose = { salt: 'salvia-efactura', info: 'oauth-tokens-at-rest' };

describe('sealed secrets', () => {
  it('opens what it sealed, with a fresh IV each time', () => {
    const key = secretKeyFrom(undefined, 'test-server-secret', purpose);
    const first = sealSecret(key, 'parolă-secretă');
    const second = sealSecret(key, 'parolă-secretă');
    expect(first).not.toBe(second);
    expect(first).not.toContain('parol');
    expect(openSecret(key, first)).toBe('parolă-secretă');
    expect(openSecret(key, second)).toBe('parolă-secretă');
  });

  it('answers null for another key, a tampered text or a foreign format', () => {
    const key = secretKeyFrom(undefined, 'test-server-secret', purpose);
    const sealed = sealSecret(key, 'cheie-api');
    const otherPurpose = secretKeyFrom(undefined, 'test-server-secret', { salt: 'x', info: 'y' });
    expect(openSecret(otherPurpose, sealed)).toBeNull();
    expect(openSecret(secretKeyFrom(undefined, 'another-secret', purpose), sealed)).toBeNull();
    const [version, iv, tag, data] = sealed.split('.');
    const flipped = `${data!.startsWith('A') ? 'B' : 'A'}${data!.slice(1)}`;
    expect(openSecret(key, [version, iv, tag, flipped].join('.'))).toBeNull();
    expect(openSecret(key, 'cheie-api')).toBeNull();
    expect(openSecret(key, `v2.${iv}.${tag}.${data}`)).toBeNull();
  });

  it('derives the key e-Factura always derived, so tokens stored before still open', () => {
    expect(secretKeyFrom(undefined, 'test-server-secret', purpose).toString('hex')).toBe(
      '5bd1d3c8442fcd54a0a0042ffa344fa6ab2e6b55bce9b2b7693f90bf6d165f75',
    );
    const explicit = 'ab'.repeat(32);
    expect(secretKeyFrom(explicit, 'test-server-secret', purpose).toString('hex')).toBe(explicit);
  });
});
