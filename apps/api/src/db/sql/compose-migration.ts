/**
 * A migration made from source files of ./functions and ./triggers (docs/decisions/025): each
 * function file re-creates its function (CREATE OR REPLACE); a trigger cannot be replaced in
 * place with every option it may have, so its migration drops it first and creates it from its file.
 */
export type SqlSource = { kind: 'functions' | 'triggers'; name: string; sql: string };

export const STATEMENT_BREAKPOINT = '--> statement-breakpoint';

export function composeMigration(sources: SqlSource[]): string {
  return sources
    .map(({ kind, name, sql }) => {
      const body = sql.trim();
      if (kind === 'functions') {
        if (!/^CREATE OR REPLACE FUNCTION\s/im.test(body)) {
          throw new Error(`functions/${name}.sql must create its function with CREATE OR REPLACE FUNCTION`);
        }
        return `${body}\n`;
      }
      const [table, trigger, ...rest] = name.split('.');
      if (!table || !trigger || rest.length > 0) {
        throw new Error(`triggers/${name}.sql must be named <table>.<trigger>.sql`);
      }
      return `DROP TRIGGER IF EXISTS "${trigger}" ON "${table}";\n${STATEMENT_BREAKPOINT}\n${body}\n`;
    })
    .join(`${STATEMENT_BREAKPOINT}\n`);
}
