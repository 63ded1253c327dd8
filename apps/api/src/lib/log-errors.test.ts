import { Writable } from 'node:stream';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { loggerOptions } from '../app';
import { loadConfig } from '../config';
import { serializeError } from './log-errors';

const SECRET = 'f3b1c0ffee-token-hash';
const query = 'select "user_id" from "auth_tokens" where "token_hash" = $1';

function failedQuery(): DrizzleQueryError {
  return new DrizzleQueryError(query, [SECRET], new Error('terminating connection'));
}

describe('logged errors', () => {
  it('keep the failed query and its cause but not its values', () => {
    const serialized = serializeError(failedQuery());
    expect(JSON.stringify(serialized)).not.toContain(SECRET);
    expect(serialized.message).toBe(`Failed query: ${query}: terminating connection`);
    expect(JSON.stringify(serialized)).toContain('terminating connection');
  });

  it('lose the values in a failed query wrapped by another error too', () => {
    const outer = new Error('order placement failed', { cause: failedQuery() });
    expect(JSON.stringify(serializeError(outer))).not.toContain(SECRET);
  });

  it('are written without the values by the logger the shop runs with', () => {
    let written = '';
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        written += chunk.toString();
        done();
      },
    });
    const options = loggerOptions(loadConfig({ LOG_LEVEL: 'info' })) as pino.LoggerOptions;
    pino(options, sink).error({ err: failedQuery() }, 'unhandled error');
    expect(written).toContain('unhandled error');
    expect(written).toContain('auth_tokens');
    expect(written).not.toContain(SECRET);
  });
});
