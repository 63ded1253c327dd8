import { describe, expect, it } from 'vitest';
import { etagOf, ResponseCache } from './response-cache';

const entry = (payload: string) => ({ payload, contentType: 'application/json', etag: etagOf(payload) });

describe('ResponseCache', () => {
  it('keeps answers and drops the least recently used past its count', () => {
    const cache = new ResponseCache({ maxEntries: 2, maxBytes: 1000 });
    cache.set('/a', entry('a'), cache.generation);
    cache.set('/b', entry('b'), cache.generation);
    expect(cache.get('/a')?.payload).toBe('a');
    cache.set('/c', entry('c'), cache.generation);
    expect(cache.get('/b')).toBeUndefined();
    expect(cache.get('/a')?.payload).toBe('a');
    expect(cache.get('/c')?.payload).toBe('c');
  });

  it('stays within its bytes, and refuses an answer larger than all of them', () => {
    const cache = new ResponseCache({ maxEntries: 100, maxBytes: 10 });
    cache.set('/a', entry('xxxx'), cache.generation);
    cache.set('/b', entry('yyyy'), cache.generation);
    cache.set('/c', entry('zzzz'), cache.generation);
    expect(cache.bytes).toBe(8);
    expect(cache.get('/a')).toBeUndefined();
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
    expect(etagOf('{"a":1}')).toBe(etagOf('{"a":1}'));
    expect(etagOf('{"a":1}')).not.toBe(etagOf('{"a":2}'));
    expect(etagOf('x')).toMatch(/^"[A-Za-z0-9_-]{22}"$/);
  });
});
