import { createHash } from 'node:crypto';

export type CachedResponse = {
  /** The serialized body, exactly as it was sent (UTF-8 once: hashed, kept and written as is). */
  payload: Buffer;
  contentType: string;
  /** A strong validator of the payload, quoted as the ETag header wants it. */
  etag: string;
};

export type ResponseCacheOptions = {
  /** The most answers kept; the least recently used go first. */
  maxEntries: number;
  /** The most payload bytes kept. */
  maxBytes: number;
};

/**
 * The UTF-8 bytes of an answer in memory of their own. `Buffer.from` puts a short text (under
 * 4 KiB) in a slice of a shared 8 KiB block, and a slice kept in the cache would keep the whole
 * block alive: ten thousand short answers (suggestions, empty lists) could hold 80 MiB while the
 * cache counted a tenth of it.
 */
export function ownBytes(text: string): Buffer {
  const bytes = Buffer.from(text);
  if (bytes.byteOffset === 0 && bytes.buffer.byteLength === bytes.byteLength) return bytes;
  const own = Buffer.allocUnsafeSlow(bytes.byteLength);
  bytes.copy(own);
  return own;
}

/** A strong ETag for a payload: the first 16 bytes of its SHA-1, base64url, quoted. */
export function etagOf(payload: Buffer): string {
  return `"${createHash('sha1').update(payload).digest('base64url').slice(0, 22)}"`;
}

/**
 * Serialized answers by request URL, bounded in count and size (least recently used out first).
 * Every change of what the answers are made from clears it and starts a new generation; an
 * answer computed during an older generation is not stored, so a read that raced a write cannot
 * put the old answer back after the clear.
 */
export class ResponseCache {
  readonly #entries = new Map<string, CachedResponse>();
  readonly #options: ResponseCacheOptions;
  #bytes = 0;
  #generation = 0;
  #enabled = true;
  #hits = 0;
  #misses = 0;

  constructor(options: ResponseCacheOptions) {
    this.#options = options;
  }

  /** Bumped by every clear: compare it before and after computing an answer. */
  get generation(): number {
    return this.#generation;
  }

  get size(): number {
    return this.#entries.size;
  }

  get bytes(): number {
    return this.#bytes;
  }

  /** False while changes cannot be heard (the listener is reconnecting): nothing is served or kept. */
  get enabled(): boolean {
    return this.#enabled;
  }

  /** Reads answered from memory, and reads that had to be computed, since the process started. */
  get hits(): number {
    return this.#hits;
  }

  get misses(): number {
    return this.#misses;
  }

  get(key: string): CachedResponse | undefined {
    if (!this.#enabled) return undefined;
    const entry = this.#entries.get(key);
    if (entry) this.#hits += 1;
    else this.#misses += 1;
    if (entry) {
      // Most recently used last: Map keeps insertion order.
      this.#entries.delete(key);
      this.#entries.set(key, entry);
    }
    return entry;
  }

  /** Keeps an answer computed during `generation`, unless the cache was cleared since. */
  set(key: string, entry: CachedResponse, generation: number): boolean {
    if (!this.#enabled || generation !== this.#generation) return false;
    if (entry.payload.byteLength > this.#options.maxBytes) return false;
    const previous = this.#entries.get(key);
    if (previous) {
      this.#entries.delete(key);
      this.#bytes -= previous.payload.byteLength;
    }
    this.#entries.set(key, entry);
    this.#bytes += entry.payload.byteLength;
    while (this.#entries.size > this.#options.maxEntries || this.#bytes > this.#options.maxBytes) {
      const [oldestKey, oldest] = this.#entries.entries().next().value as [string, CachedResponse];
      this.#entries.delete(oldestKey);
      this.#bytes -= oldest.payload.byteLength;
    }
    return true;
  }

  clear(): void {
    this.#entries.clear();
    this.#bytes = 0;
    this.#generation += 1;
  }

  /** Off: cleared and bypassed until switched on again (which clears once more). */
  setEnabled(enabled: boolean): void {
    this.clear();
    this.#enabled = enabled;
  }
}
