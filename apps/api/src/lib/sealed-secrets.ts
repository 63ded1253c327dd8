import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Secrets the shop keeps in its database (ANAF's OAuth tokens, the payment processor's and the
 * courier's credentials staff saved) are sealed with AES-256-GCM under a key that is not in the
 * database, so that a copy of the database (a backup, a dump) does not give them away.
 */

/** What a key is for: each use derives its own from the server's secret, so none opens another's. */
export type SecretKeyPurpose = { salt: string; info: string };

/**
 * A 32-byte key: `explicitKey` (64 hex digits) when configured, else one derived (HKDF-SHA256)
 * from the server's secret (the CSRF secret) for `purpose`, so that a shop needs no new secret.
 * Changing either makes what was sealed with it unreadable.
 */
export function secretKeyFrom(
  explicitKey: string | undefined,
  serverSecret: string,
  purpose: SecretKeyPurpose,
): Buffer {
  if (explicitKey) return Buffer.from(explicitKey, 'hex');
  return Buffer.from(hkdfSync('sha256', serverSecret, purpose.salt, purpose.info, 32));
}

/** AES-256-GCM: `v1.<iv>.<tag>.<ciphertext>`, base64url each. */
export function sealSecret(key: Buffer, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), sealed]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

/** The secret, or null when it was sealed with another key or tampered with. */
export function openSecret(key: Buffer, sealed: string): string | null {
  const [version, iv, tag, data] = sealed.split('.');
  if (version !== 'v1' || !iv || !tag || data === undefined) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString(
      'utf8',
    );
  } catch {
    return null;
  }
}
