/**
 * A new Idempotency-Key (docs/decisions/006, 027): random and secret, as the server seals the order's
 * access key with it. crypto.randomUUID needs a secure context; getRandomValues works everywhere.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return `checkout-${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}

/**
 * One key per submitted body: a retry of the same body (a lost answer, a double click) reuses it,
 * so the server answers the same order; any change (the cart, an address) gets a new one.
 */
export function createIdempotencyKeys() {
  let current: { fingerprint: string; key: string } | null = null;
  return {
    keyFor(fingerprint: string): string {
      if (!current || current.fingerprint !== fingerprint)
        current = { fingerprint, key: newIdempotencyKey() };
      return current.key;
    },
    reset(): void {
      current = null;
    },
  };
}
