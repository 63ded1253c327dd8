import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import { type Executor, namedStatementsAllowed } from './client';

const dialect = new PgDialect();

/** Names already computed, by text: the texts are few (one per shape of filter), the reads many. */
const names = new Map<string, string>();
const MAX_NAMES = 2_000;

/** The statement's name: the same text gets the same name in every process and connection. */
function statementName(text: string): string {
  let name = names.get(text);
  if (name === undefined) {
    name = `shop_${createHash('sha1').update(text).digest('base64url')}`;
    if (names.size >= MAX_NAMES) names.clear();
    names.set(text, name);
  }
  return name;
}

/**
 * What PostgreSQL answers when a pooler ran a client's named statement on a server connection
 * other than the one that parsed it: "prepared statement … does not exist" (26000) or, where
 * another client parsed the same name, "… already exists" (42P05).
 */
const POOLED_STATEMENT_ERRORS = new Set(['26000', '42P05']);

/**
 * Runs a read as a named prepared statement: each pooled connection parses it once and
 * PostgreSQL may keep a generic plan, so a repeated catalogue read skips parsing and, once the
 * plan is cached, planning (about 1.6 ms of a product list's 4 ms on a 2-core machine). The texts
 * are bounded: values travel as parameters, so only the shape of a filter makes a new statement.
 * Inside a transaction it runs as an ordinary statement; through a pool made with
 * `preparedStatements: false` (DATABASE_PREPARED_STATEMENTS=false, docs/decisions/079) as an
 * unnamed one, parsed and planned each time.
 */
export async function readPrepared<Row extends Record<string, unknown>>(
  db: Executor,
  query: SQL,
): Promise<Row[]> {
  const client = '$client' in db ? (db.$client as pg.Pool | undefined) : undefined;
  if (!client || typeof client.query !== 'function') return (await db.execute<Row>(query)).rows as Row[];
  const { sql: text, params } = dialect.sqlToQuery(query);
  const values = params as unknown[];
  if (!namedStatementsAllowed(client)) return (await client.query<Row>({ text, values })).rows;
  try {
    return (await client.query<Row>({ name: statementName(text), text, values })).rows;
  } catch (error) {
    if (error instanceof Error && POOLED_STATEMENT_ERRORS.has((error as { code?: string }).code ?? '')) {
      // The log then says what to change, not only what failed.
      error.message +=
        ' (a transaction pooler without named prepared statements, e.g. PgBouncer before 1.21: set DATABASE_PREPARED_STATEMENTS=false; docs/operations/scaling.md)';
    }
    throw error;
  }
}
