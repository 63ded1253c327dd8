import { describe, expect, it } from 'vitest';
import { gunzipSync } from 'node:zlib';
import { acceptsGzip, etagOf, gzipOf, ownBytes, ResponseCache } from './response-cache';

const entry = (text: string) => {
  const payload = Buffer.from(text);
  return { payload, contentType: 'application/json', etag: etagOf(payload) };
};

describe('ResponseCache', () => {
  it('keeps answers and drops the least recently used past its count', () => {
    const cache = new ResponseCache({ maxEntries: 2, maxBytes: 1000 });
    cache.set('/a', entry('a'), cache.generation);
    cache.set('/b', entry('b'), cache.generation);
    expect(cache.get('/a')?.payload.toString()).toBe('a');
    cache.set('/c', entry('c'), cache.generation);
    expect(cache.get('/b')).toBeUndefined();
    expect(cache.get('/a')?.payload.toString()).toBe('a');
    expect(cache.get('/c')?.payload.toString()).toBe('c');
  });

  it('stays within its bytes, and refuses an answer larger than all of them', () => {
    const cache = new ResponseCache({ maxEntries: 100, maxBytes: 10 });
    cache.set('/a', entry('xxxx'), cache.generation);
    cache.set('/b', entry('yyyy'), cache.generation);
    cache.set('/c', entry('zzzz'), cache.generation);
    expect(cache.bytes).toBe(8);
    expect(cache.get('/a')).toBeUndefined();
    // Bytes, not characters: "ă" is two of them in UTF-8.
    expect(cache.set('/d', entry('ăăăăă'), cache.generation)).toBe(true);
    expect(cache.bytes).toBe(10);
    expect(cache.set('/big', entry('x'.repeat(11)), cache.generation)).toBe(false);
    expect(cache.get('/big')).toBeUndefined();
  });

  it('does not keep an answer computed before a clear', () => {
    const cache = new ResponseCache({ maxEntries: 10, maxBytes: 1000 });
    const started = cache.generation;
    cache.clear();
    expect(cache.set('/a', entry('old'), started)).toBe(false);
    expect(cache.get('/a')).toBeUndefined();
    expect(cache.set('/a', entry('new'), cache.generation)).toBe(true);
  });

  it('serves and keeps nothing while off', () => {
    const cache = new ResponseCache({ maxEntries: 10, maxBytes: 1000 });
    cache.set('/a', entry('a'), cache.generation);
    cache.setEnabled(false);
    expect(cache.get('/a')).toBeUndefined();
    expect(cache.set('/a', entry('a'), cache.generation)).toBe(false);
    cache.setEnabled(true);
    expect(cache.get('/a')).toBeUndefined();
    expect(cache.set('/a', entry('a'), cache.generation)).toBe(true);
  });

  it('gives equal payloads the same strong ETag and different ones another', () => {
    const etag = (text: string) => etagOf(Buffer.from(text));
    expect(etag('{"a":1}')).toBe(etag('{"a":1}'));
    expect(etag('{"a":1}')).not.toBe(etag('{"a":2}'));
    expect(etag('x')).toMatch(/^"[A-Za-z0-9_-]{22}"$/);
  });
});

describe('ownBytes', () => {
  it('gives a short answer memory of its own, not a slice of a shared block', () => {
    for (const text of ['{}', '{"rezultate":[]}', 'ă'.repeat(100), 'x'.repeat(5000)]) {
      const bytes = ownBytes(text);
      expect(bytes.toString()).toBe(text);
      expect(bytes.byteOffset).toBe(0);
      expect(bytes.buffer.byteLength).toBe(bytes.byteLength);
    }
    // What it guards against: Buffer.from slices a shared block for short texts.
    expect(Buffer.from('{}').buffer.byteLength).toBeGreaterThan(2);
  });

  it("counts an answer's gzipped copy in its bytes", () => {
    const cache = new ResponseCache({ maxEntries: 100, maxBytes: 1000 });
    const plain = entry('{"a":"'.concat('x'.repeat(500), '"}'));
    const gzip = gzipOf(plain.payload);
    expect(gunzipSync(gzip).equals(plain.payload)).toBe(true);
    expect(gzip.byteOffset === 0 && gzip.buffer.byteLength === gzip.byteLength).toBe(true);
    cache.set('/a', plain, cache.generation);
    expect(cache.bytes).toBe(plain.payload.byteLength);
    cache.set('/a', { ...plain, gzip }, cache.generation);
    expect(cache.bytes).toBe(plain.payload.byteLength + gzip.byteLength);
    expect(cache.get('/a')?.gzip).toBe(gzip);
    cache.clear();
    expect(cache.bytes).toBe(0);
  });
});

describe('acceptsGzip', () => {
  it("reads a request's Accept-Encoding as RFC 9110 says", () => {
    for (const header of ['gzip', 'gzip, deflate, br', 'br;q=1.0, GZIP;q=0.5', 'x-gzip', '*', 'br, *;q=0.1'])
      expect(acceptsGzip(header), header).toBe(true);
    for (const header of [
      undefined,
      '',
      'identity',
      'br',
      'deflate, br',
      'gzip;q=0',
      'gzip; q=0.0, br',
      'gzip;q=0, *',
    ])
      expect(acceptsGzip(header), String(header)).toBe(false);
  });
});
