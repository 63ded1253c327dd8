import { describe, expect, it } from 'vitest';
import { csvBatches, csvCell, csvLine, csvMoney, UTF8_BOM } from './csv';

async function collect(lines: AsyncIterable<string>): Promise<string> {
  let text = '';
  for await (const line of lines) text += line;
  return text;
}

describe('the shared CSV writer', () => {
  it('quotes the separator, quotes and line breaks, and defuses formulas', () => {
    expect(csvCell('Ana; "Nana"')).toBe('"Ana; ""Nana"""');
    expect(csvCell('rând\nnou')).toBe('"rând\nnou"');
    expect(csvCell('=1+1')).toBe("'=1+1");
    expect(csvCell('-5')).toBe("'-5");
    expect(csvCell(-5)).toBe('-5');
    expect(csvCell('-12,50')).toBe('-12,50');
    expect(csvCell(true)).toBe('true');
    expect(csvCell(null)).toBe('');
    expect(csvLine(['a', 1, null])).toBe('a;1;\r\n');
  });

  it('writes money with a decimal comma', () => {
    expect(csvMoney(14990)).toBe('149,90');
    expect(csvMoney(5)).toBe('0,05');
    expect(csvMoney(0)).toBe('0,00');
  });

  it('reads batches after the last row of the one before until an empty one, header first', async () => {
    const rows = [{ id: 5 }, { id: 4 }, { id: 3 }, { id: 2 }, { id: 1 }];
    const asked: (number | undefined)[] = [];
    const text = await collect(
      csvBatches(
        ['id'],
        async (after: { id: number } | undefined) => {
          asked.push(after?.id);
          return rows.filter((row) => after === undefined || row.id < after.id).slice(0, 2);
        },
        (row) => [row.id],
      ),
    );
    expect(text).toBe(`${UTF8_BOM}id\r\n5\r\n4\r\n3\r\n2\r\n1\r\n`);
    expect(asked).toEqual([undefined, 4, 2, 1]);
  });

  it('queries before the header, so a failing first query fails before anything is written', async () => {
    const lines = csvBatches(
      ['id'],
      async () => {
        throw new Error('database down');
      },
      () => [],
    );
    await expect(lines.next()).rejects.toThrow('database down');
  });
});
