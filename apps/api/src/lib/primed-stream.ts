import { Readable } from 'node:stream';

/**
 * A stream whose first chunk has already been read. A route that sends a stream commits its
 * status and headers with the first chunk, so reading it before `send` turns a failure of the work
 * behind it (a database error on the first query) into the shop's ordinary error answer
 * (`{detail, code}`) instead of a 200 whose body stops short. Producers therefore do their first
 * query before their first chunk. A failure after the first chunk still cuts the body short: by
 * then the status is on the wire, and a truncated download is the only honest answer.
 */
export async function primedStream(source: AsyncIterable<string | Buffer | Uint8Array>): Promise<Readable> {
  const iterator = source[Symbol.asyncIterator]();
  const first = await iterator.next();
  async function* rest() {
    try {
      if (first.done) return;
      yield first.value;
      for (let next = await iterator.next(); !next.done; next = await iterator.next()) yield next.value;
    } finally {
      // The client went away (or the source failed): let the source close its queries.
      await iterator.return?.();
    }
  }
  return Readable.from(rest());
}
