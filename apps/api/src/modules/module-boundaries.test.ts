import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { getTableConfig, getViewConfig, PgTable, PgView } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';

/**
 * Each module owns the tables of its schema file (db/schema/<module>.ts) and reaches any other
 * module's data through that module's service (docs/decisions/010, 037). ESLint stops imports of
 * another module's schema or repository; this test reads the raw SQL the modules write, which no
 * import rule sees, and fails on a table of another module's.
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const schemaDir = path.join(here, '../db/schema');

const modules = readdirSync(here, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

/** The views of db/schema/read-ports.ts, which any module may read. */
async function readPorts(): Promise<Set<string>> {
  const exports = (await import(path.join(schemaDir, 'read-ports.ts'))) as Record<string, unknown>;
  return new Set(
    Object.values(exports)
      .filter((value) => value instanceof PgView)
      .map((view) => getViewConfig(view).name),
  );
}

/**
 * Table name → owning module, from the schema files (`columns.ts` holds only column helpers,
 * `read-ports.ts` the views any module may read).
 */
async function tableOwners(): Promise<Map<string, string>> {
  const owners = new Map<string, string>();
  const schemaFiles = readdirSync(schemaDir).filter(
    (name) => name.endsWith('.ts') && name !== 'columns.ts' && name !== 'read-ports.ts',
  );
  for (const file of schemaFiles) {
    const owner = file.slice(0, -3);
    const exports = (await import(path.join(schemaDir, file))) as Record<string, unknown>;
    for (const value of Object.values(exports)) {
      if (value instanceof PgTable) owners.set(getTableConfig(value).name, owner);
    }
  }
  return owners;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

// The text of template literals and quoted strings: where SQL is written by hand.
const LITERAL = /`(?:[^`\\]|\\.)*`|'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"/g;
// A table named after the keywords that take one.
const TABLE_REFERENCE =
  /\b(?:FROM|JOIN|INTO|UPDATE|TABLE)\s+(?:ONLY\s+)?(?:public\.)?"?([a-z_][a-z0-9_]*)"?/gi;

type Reference = { module: string; file: string; table: string; owner: string };

function foreignReferences(owners: Map<string, string>): Reference[] {
  const found: Reference[] = [];
  for (const module of modules) {
    for (const file of sourceFiles(path.join(here, module))) {
      const text = readFileSync(file, 'utf8');
      for (const [literal] of text.matchAll(LITERAL)) {
        for (const [, table] of literal.matchAll(TABLE_REFERENCE)) {
          const owner = owners.get(table!);
          if (owner && owner !== module) {
            found.push({ module, file: path.relative(here, file), table: table!, owner });
          }
        }
      }
    }
  }
  return found;
}

describe('module boundaries', () => {
  it('knows the owner of every table', async () => {
    const owners = await tableOwners();
    expect(owners.size).toBeGreaterThan(30);
    for (const owner of new Set(owners.values())) expect(modules).toContain(owner);
  });

  it('publishes read ports as views that no module owns as a table', async () => {
    const ports = await readPorts();
    const owners = await tableOwners();
    expect(ports.size).toBeGreaterThan(0);
    for (const port of ports) expect(owners.has(port)).toBe(false);
  });

  it('finds a foreign table in SQL (the check can fail)', () => {
    const owners = new Map([['orders', 'checkout']]);
    const text = 'sql`SELECT 1 FROM orders o WHERE o.id = ${id}`';
    const found = [...text.matchAll(LITERAL)].flatMap(([literal]) =>
      [...literal.matchAll(TABLE_REFERENCE)].map(([, table]) => owners.get(table!)),
    );
    expect(found).toEqual(['checkout']);
  });

  it('lets a module name only its own tables in SQL', async () => {
    const references = foreignReferences(await tableOwners());
    expect(references.map((r) => `${r.file}: ${r.table} (owned by ${r.owner})`)).toEqual([]);
  });
});
