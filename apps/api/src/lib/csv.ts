import type { FastifyReply } from 'fastify';
import { primedStream } from './primed-stream';

/**
 * The shop's CSV files are written for Excel set to Romanian: `;` between cells (the comma is the
 * decimal mark there, so a `,`-separated file opens in one column), CRLF line ends, and UTF-8 with
 * a byte order mark (without one Excel reads the system's code page, which garbles ă, ș, ț).
 */
export const CSV_SEPARATOR = ';';
export const UTF8_BOM = '\uFEFF';

/** A cell that would run as a formula in a spreadsheet (CSV injection) starts with one of these. */
export const FORMULA_START = /^[=+\-@\t\r]/;
/** A negative amount ("-12,50") is a number, not a formula, and keeps its sign. */
const PLAIN_AMOUNT = /^-\d+,\d{2}$/;

/** One CSV cell: quoted when it holds the separator, a quote or a line break; formulas defused. */
export function csvCell(value: string | number | boolean | null): string {
  if (value === null) return '';
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text) && !PLAIN_AMOUNT.test(text)) text = `'${text}`;
  return /[";\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvLine(values: (string | number | boolean | null)[]): string {
  return `${values.map(csvCell).join(CSV_SEPARATOR)}\r\n`;
}

/** An amount in bani as Excel set to Romanian reads a number: `1234,50`. */
export const csvMoney = (bani: number) => (bani / 100).toFixed(2).replace('.', ',');

/**
 * Sends `lines` as a CSV download named `filename`. The producer does its first query before its
 * first line (primedStream), so a failing query is the shop's ordinary error answer, not a file
 * that stops after its header.
 */
export async function sendCsv(reply: FastifyReply, lines: AsyncIterable<string>, filename: string) {
  const body = await primedStream(lines);
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .header('cache-control', 'no-store')
    .send(body);
}

/**
 * The lines of a CSV file: the BOM and `header`, then each batch `next` answers (given the last row
 * of the batch before; undefined at first) until an empty one. The first batch is read before the
 * header is yielded (see sendCsv).
 */
export async function* csvBatches<Row>(
  header: readonly string[],
  next: (after: Row | undefined) => Promise<Row[]>,
  toCells: (row: Row) => (string | number | null)[],
): AsyncGenerator<string> {
  let batch = await next(undefined);
  yield UTF8_BOM + csvLine([...header]);
  while (batch.length > 0) {
    yield batch.map((row) => csvLine(toCells(row))).join('');
    batch = await next(batch[batch.length - 1]);
  }
}
