import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { cloneTemplateDatabase } from '../../test/databases';
import { composeMigration } from './compose-migration';

/**
 * Every function and trigger of the schema lives as a source file here (docs/decisions/036): the
 * migrated database must hold exactly these, each as its file defines it. A function or trigger
 * changed by a migration but not in its file, or in its file but in no migration, fails here.
 */
const here = path.dirname(fileURLToPath(import.meta.url));

async function sources(kind: 'functions' | 'triggers'): Promise<Map<string, string>> {
  const dir = path.join(here, kind);
  const files = (await readdir(dir)).filter((file) => file.endsWith('.sql')).sort();
  return new Map(
    await Promise.all(
      files.map(async (file) => [file.slice(0, -4), await readFile(path.join(dir, file), 'utf8')] as const),
    ),
  );
}

// Functions and triggers of the shop's own: not an extension's, not PostgreSQL's own.
const FUNCTIONS = `
  SELECT p.proname AS name, pg_get_functiondef(p.oid) AS definition
    FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
   WHERE n.nspname = 'public'
     AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.objid = p.oid AND d.deptype = 'e')
   ORDER BY 1, 2`;
const TRIGGERS = `
  SELECT c.relname || '.' || t.tgname AS name, pg_get_triggerdef(t.oid) AS definition
    FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid JOIN pg_namespace n ON n.oid = c.relnamespace
   WHERE n.nspname = 'public' AND NOT t.tgisinternal
   ORDER BY 1`;

type Definition = { name: string; definition: string };

describe('SQL functions and triggers as source files', () => {
  let database: Awaited<ReturnType<typeof cloneTemplateDatabase>>;
  let client: pg.Client;

  beforeAll(async () => {
    database = await cloneTemplateDatabase(inject('testDatabaseUrl'));
    client = new pg.Client({ connectionString: database.url });
    await client.connect();
  });

  afterAll(async () => {
    await client?.end();
    await database?.drop();
  });

  const definitions = async (query: string) => (await client.query<Definition>(query)).rows;

  /** The definitions after running `sql` inside a transaction that is then rolled back. */
  async function definitionsAfter(sql: string, query: string): Promise<Definition[]> {
    await client.query('BEGIN');
    try {
      await client.query(sql);
      return await definitions(query);
    } finally {
      await client.query('ROLLBACK');
    }
  }

  it('has a file for each function of the migrated database, and a function for each file', async () => {
    const files = await sources('functions');
    // Every file can make a migration (npm run db:sql): functions re-created, triggers named by table.
    const triggers = await sources('triggers');
    expect(() =>
      composeMigration([
        ...[...files].map(([name, sql]) => ({ kind: 'functions' as const, name, sql })),
        ...[...triggers].map(([name, sql]) => ({ kind: 'triggers' as const, name, sql })),
      ]),
    ).not.toThrow();
    const names = [...new Set((await definitions(FUNCTIONS)).map((row) => row.name))];
    expect(files.size).toBeGreaterThan(0);
    expect(names).toEqual([...files.keys()]);
  });

  it('defines each function as the migrated database has it', async () => {
    const before = await definitions(FUNCTIONS);
    for (const [name, sql] of await sources('functions')) {
      // Re-creating a function from its file changes nothing in a database whose definition equals it.
      expect(await definitionsAfter(sql, FUNCTIONS), `functions/${name}.sql`).toEqual(before);
    }
  });

  it('has a file for each trigger of the migrated database, and a trigger for each file', async () => {
    const files = await sources('triggers');
    expect(files.size).toBeGreaterThan(0);
    expect((await definitions(TRIGGERS)).map((row) => row.name)).toEqual([...files.keys()]);
  });

  it('defines each trigger as the migrated database has it', async () => {
    const before = await definitions(TRIGGERS);
    for (const [name, sql] of await sources('triggers')) {
      const [table, trigger] = name.split('.') as [string, string];
      const recreated = await definitionsAfter(
        `DROP TRIGGER ${pg.escapeIdentifier(trigger)} ON ${pg.escapeIdentifier(table)};\n${sql}`,
        TRIGGERS,
      );
      expect(recreated, `triggers/${name}.sql`).toEqual(before);
    }
  });

  it('would notice a file that differs from the database', async () => {
    const files = await sources('functions');
    const [name, sql] = [...files].find(([, text]) => text.includes('$$'))!;
    const changed = sql.replace(/\$\$\s*;?\s*$/, () => '\n  -- changed\n$$;');
    expect(changed, name).not.toEqual(sql);
    expect(await definitionsAfter(changed, FUNCTIONS)).not.toEqual(await definitions(FUNCTIONS));
  });
});
