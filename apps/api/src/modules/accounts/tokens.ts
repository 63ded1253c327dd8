import { createHash, randomBytes } from 'node:crypto';

/** A new random API token (256 bits) and the hash that is stored in its place. */
export function newToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('hex');
  return { token, tokenHash: hashToken(token) };
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
