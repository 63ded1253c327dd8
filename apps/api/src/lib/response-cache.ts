import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';

export type CachedResponse = {
  /** The serialized body, exactly as it was sent (UTF-8 once: hashed, kept and written as is). */
  payload: Buffer;
  contentType: string;
  /** A strong validator of the payload, quoted as the ETag header wants it. */
  etag: string;
  /** The payload gzipped (gzipOf), once a client that accepts gzip asked for it. */
  gzip?: Buffer;
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
  return ownCopy(Buffer.from(text));
}

/** A copy of `bytes` in memory of its own (see ownBytes), unless it already is. */
function ownCopy(bytes: Buffer): Buffer {
  if (bytes.byteOffset === 0 && bytes.buffer.byteLength === bytes.byteLength) return bytes;
  const own = Buffer.allocUnsafeSlow(bytes.byteLength);
  bytes.copy(own);
  return own;
}

/** Answers shorter than this go out as they are (as @fastify/compress's threshold). */
export const COMPRESS_FROM_BYTES = 1024;

/**
 * zlib's fastest level: a page of 24 product cards (16 KB) gzips to 3.2 KB in about a fifth of
 * the CPU of the default level 6 (2.8 KB) or of brotli at quality 4 (2.7 KB), which
 * @fastify/compress would use (docs/decisions/076).
 */
const GZIP_LEVEL = 1;

/**
 * Whether a request's Accept-Encoding takes gzip (RFC 9110 §12.5.3): `gzip` or `x-gzip` with a
 * weight above 0, or, when neither is named, `*` with a weight above 0.
 */
export function acceptsGzip(header: string | string[] | undefined): boolean {
  if (!header) return false;
  let named: boolean | undefined;
  let any = false;
  for (const part of String(header).split(',')) {
    const [name = '', ...params] = part.split(';');
    const coding = name.trim().toLowerCase();
    const weight = params.map((param) => /^\s*q\s*=\s*([0-9.]+)\s*$/i.exec(param)?.[1]).find(Boolean);
    const accepted = weight === undefined || Number(weight) > 0;
    if (coding === 'gzip' || coding === 'x-gzip') named = (named ?? false) || accepted;
    else if (coding === '*') any = accepted;
  }
  return named ?? any;
}

/** The payload gzipped at GZIP_LEVEL, in memory of its own (it may be kept in the cache). */
export function gzipOf(payload: Buffer): Buffer {
  return ownCopy(gzipSync(payload, { level: GZIP_LEVEL }));
}

/** What a cache entry holds in memory: the payload and its gzipped copy. */
const entryBytes = (entry: CachedResponse) => entry.payload.byteLength + (entry.gzip?.byteLength ?? 0);

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
    if (entryBytes(entry) > this.#options.maxBytes) return false;
    const previous = this.#entries.get(key);
    if (previous) {
      this.#entries.delete(key);
      this.#bytes -= entryBytes(previous);
    }
    this.#entries.set(key, entry);
    this.#bytes += entryBytes(entry);
    while (this.#entries.size > this.#options.maxEntries || this.#bytes > this.#options.maxBytes) {
      const [oldestKey, oldest] = this.#entries.entries().next().value as [string, CachedResponse];
      this.#entries.delete(oldestKey);
      this.#bytes -= entryBytes(oldest);
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
