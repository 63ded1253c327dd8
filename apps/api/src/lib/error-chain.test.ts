import { describe, expect, it } from 'vitest';
import { errorChain } from './error-chain';

describe('errorChain', () => {
  it('walks causes outermost first, an aggregate’s inner errors before its own cause', () => {
    const first = new Error('first');
    const second = new Error('second');
    const root = new Error('root');
    const aggregate = new AggregateError([first, second], 'all', { cause: root });
    const outer = new Error('outer', { cause: aggregate });
    expect([...errorChain(outer)].map((link) => (link as Error).message)).toEqual([
      'outer',
      'all',
      'first',
      'second',
      'root',
    ]);
  });

  it('stops at the depth asked and at a cause that points back', () => {
    const looped = new Error('looped');
    looped.cause = looped;
    expect([...errorChain(looped)]).toHaveLength(1);
    const deep = new Error('0', { cause: new Error('1', { cause: new Error('2') }) });
    expect([...errorChain(deep, 1)].map((link) => (link as Error).message)).toEqual(['0', '1']);
    expect([...errorChain('not an error')]).toEqual([]);
  });
});
