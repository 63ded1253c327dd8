import { describe, expect, it } from 'vitest';
import { STATEMENT_BREAKPOINT, composeMigration } from './compose-migration';

describe('composeMigration', () => {
  const fn = {
    kind: 'functions' as const,
    name: 'f',
    sql: 'CREATE OR REPLACE FUNCTION f() RETURNS int LANGUAGE sql AS $$ SELECT 1 $$;\n',
  };
  const trigger = {
    kind: 'triggers' as const,
    name: 'products.products_f',
    sql: 'CREATE TRIGGER products_f AFTER UPDATE ON products FOR EACH ROW EXECUTE FUNCTION f();\n',
  };

  it('re-creates functions as written and drops a trigger before creating it again', () => {
    expect(composeMigration([fn, trigger])).toBe(
      [
        fn.sql,
        `${STATEMENT_BREAKPOINT}\n`,
        'DROP TRIGGER IF EXISTS "products_f" ON "products";\n',
        `${STATEMENT_BREAKPOINT}\n`,
        trigger.sql,
      ].join(''),
    );
  });

  it('refuses a function file that could not run twice, and a badly named trigger file', () => {
    expect(() => composeMigration([{ ...fn, sql: fn.sql.replace(' OR REPLACE', '') }])).toThrow(
      /CREATE OR REPLACE/,
    );
    expect(() => composeMigration([{ ...trigger, name: 'products_f' }])).toThrow(/<table>.<trigger>/);
  });
});
