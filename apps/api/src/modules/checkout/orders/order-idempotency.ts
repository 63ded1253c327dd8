import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import type { OrderCreateInput } from '@shop/shared/schemas/checkout';
import { AppError, badRequest } from '../../../lib/errors';
import { sameHash, sha256 } from '../payments/payments.service';
import type { OrdersRepository } from './orders.repository';

/** How long the answer to an Idempotency-Key is kept. */
export const IDEMPOTENCY_TTL_MS = 24 * 3600_000;
const IDEMPOTENCY_KEY = /^[A-Za-z0-9_.:-]{8,200}$/;

/** An order submit's Idempotency-Key, with what is stored of it (docs/decisions/006). */
export type Idempotency = { key: string; keyHash: string; fingerprint: string };

/** The order (and its access key) that an earlier submit with the same key placed. */
export type Replay = { orderId: number; accessKey: string };

/** Seals the order's key with a key derived from the Idempotency-Key (AES-256-GCM). */
function seal(secret: string, idempotencyKey: string): string {
  const key = createHash('sha256').update(`seal:${idempotencyKey}`).digest();
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url');
}

function unseal(sealed: string, idempotencyKey: string): string {
  const data = Buffer.from(sealed, 'base64url');
  const key = createHash('sha256').update(`seal:${idempotencyKey}`).digest();
  const decipher = createDecipheriv('aes-256-gcm', key, data.subarray(0, 12));
  decipher.setAuthTag(data.subarray(12, 28));
  return Buffer.concat([decipher.update(data.subarray(28)), decipher.final()]).toString('utf8');
}

/**
 * The same order body gives the same fingerprint, whatever the order of its lines. The browser's
 * 3-D Secure data is left out: it describes the window that sent the order, not the order.
 */
function fingerprintOf(input: OrderCreateInput, userId: number | null): string {
  const canonical = {
    ...input,
    browser: undefined,
    produse: [...input.produse].sort((a, b) => a.produs - b.produs),
  };
  return sha256(JSON.stringify({ user: userId, body: canonical }));
}

/** The submit's Idempotency-Key checked and hashed, or null without one. */
export function idempotencyOf(
  header: string | undefined,
  input: OrderCreateInput,
  userId: number | null,
): Idempotency | null {
  if (header === undefined) return null;
  if (!IDEMPOTENCY_KEY.test(header)) {
    throw badRequest(
      'checkout.idempotency_key_invalid',
      'Idempotency-Key invalid: 8-200 caractere (litere, cifre, - _ . :).',
    );
  }
  return { key: header, keyHash: sha256(`idempotency:${header}`), fingerprint: fingerprintOf(input, userId) };
}

/**
 * Whether an answer is kept for the key, read without waiting for a submit in flight: the
 * rate limit lets a replay through, and `replayOf` decides under the key's lock.
 */
export async function isKept(repository: OrdersRepository, idempotency: Idempotency): Promise<boolean> {
  return (await repository.findIdempotency(idempotency.keyHash)) !== undefined;
}

/**
 * Inside the order's transaction: waits for any submit with the same key to finish, then answers
 * the order it placed (same body), 409 (another body), or null (nothing kept: place it now).
 */
export async function replayOf(
  repository: OrdersRepository,
  idempotency: Idempotency,
): Promise<Replay | null> {
  await repository.lockIdempotencyKey(idempotency.keyHash);
  const kept = await repository.findIdempotency(idempotency.keyHash);
  if (!kept) return null;
  if (!sameHash(kept.fingerprint, idempotency.fingerprint)) {
    throw new AppError(
      409,
      'checkout.idempotency_conflict',
      'Această cheie Idempotency-Key a fost folosită pentru o altă comandă.',
    );
  }
  return { orderId: kept.orderId, accessKey: unseal(kept.sealedAccessKey, idempotency.key) };
}

/** Keeps the answer with the order's transaction, so it exists exactly when the order does. */
export async function keepAnswer(
  repository: OrdersRepository,
  idempotency: Idempotency,
  placed: Replay,
): Promise<void> {
  await repository.insertIdempotency({
    keyHash: idempotency.keyHash,
    fingerprint: idempotency.fingerprint,
    orderId: placed.orderId,
    sealedAccessKey: seal(placed.accessKey, idempotency.key),
    expiresAt: new Date(Date.now() + IDEMPOTENCY_TTL_MS),
  });
}
