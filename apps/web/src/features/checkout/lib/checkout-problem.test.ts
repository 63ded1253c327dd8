import { describe, expect, it } from 'vitest';
import { goneLines, NO_PROBLEM, problemReducer, shortagesOf, type Problem } from './checkout-problem';

const tooMany: Problem = { kind: 'too_many' };

describe('problemReducer', () => {
  it('counts each showing as a new attempt, with its own focus', () => {
    const first = problemReducer(NO_PROBLEM, { type: 'show', problem: tooMany, focus: true });
    expect(first).toEqual({ problem: tooMany, attempt: 1, focus: true });
    const again = problemReducer(first, { type: 'show', problem: tooMany, focus: false });
    expect(again).toEqual({ problem: tooMany, attempt: 2, focus: false });
  });

  it('clears the problem and the focus, keeping the count', () => {
    const shown = problemReducer(NO_PROBLEM, { type: 'show', problem: tooMany, focus: true });
    expect(problemReducer(shown, { type: 'clear' })).toEqual({ problem: null, attempt: 1, focus: false });
  });
});

const lines = [
  { id: 1, cantitate: 2 },
  { id: 2, cantitate: 5 },
  { id: 3, cantitate: 1 },
];

describe('shortagesOf', () => {
  it('names the lines asking for more than the stock, with what is left', () => {
    const stock = new Map([
      [1, 2],
      [2, 3],
      [3, 0],
    ]);
    expect(shortagesOf(lines, stock)).toEqual([
      { line: lines[1], available: 3 },
      { line: lines[2], available: 0 },
    ]);
  });

  it('leaves alone products whose stock is not known', () => {
    expect(shortagesOf(lines, new Map([[2, 4]]))).toEqual([{ line: lines[1], available: 4 }]);
    expect(shortagesOf(lines, null)).toEqual([]);
  });
});

describe('goneLines', () => {
  it('counts a product missing from the fresh read as gone', () => {
    expect(
      goneLines(
        lines,
        new Map([
          [1, 0],
          [2, 4],
        ]),
      ),
    ).toEqual([lines[0], lines[2]]);
    expect(goneLines(lines, null)).toEqual([]);
  });
});
