import type { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { primedStream } from './primed-stream';

async function text(stream: Readable): Promise<string> {
  let body = '';
  for await (const chunk of stream) body += String(chunk);
  return body;
}

describe('primedStream', () => {
  it('passes every chunk on, in order, the first one included', async () => {
    async function* source() {
      yield 'a';
      yield 'b';
      yield 'c';
    }
    expect(await text(await primedStream(source()))).toBe('abc');
  });

  it('rejects before anything is sent when the source fails before its first chunk', async () => {
    let asked = 0;
    const source = (): AsyncIterable<string> => ({
      [Symbol.asyncIterator]: () => ({
        next: () => {
          asked += 1;
          return Promise.reject(new Error('the first query failed'));
        },
      }),
    });
    await expect(primedStream(source())).rejects.toThrow('the first query failed');
    expect(asked).toBe(1);
  });

  it('reads the first chunk eagerly and the rest only when the stream is read', async () => {
    const read: string[] = [];
    async function* source() {
      for (const chunk of ['a', 'b']) {
        read.push(chunk);
        yield chunk;
      }
    }
    const stream = await primedStream(source());
    expect(read).toEqual(['a']);
    expect(await text(stream)).toBe('ab');
    expect(read).toEqual(['a', 'b']);
  });

  it('fails the stream when the source fails after its first chunk', async () => {
    async function* source() {
      yield 'a';
      throw new Error('a later batch failed');
    }
    await expect(text(await primedStream(source()))).rejects.toThrow('a later batch failed');
  });

  it('takes a byte stream too and closes the source when the reader stops early', async () => {
    let closed = false;
    async function* source() {
      try {
        yield Buffer.from('a');
        yield Buffer.from('b');
        yield Buffer.from('c');
      } finally {
        closed = true;
      }
    }
    const stream = await primedStream(source());
    for await (const chunk of stream) {
      expect(String(chunk)).toBe('a');
      break;
    }
    expect(closed).toBe(true);
  });
});
