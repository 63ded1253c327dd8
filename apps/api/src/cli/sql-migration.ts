import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { composeMigration, type SqlSource } from '../db/sql/compose-migration';

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const sqlDir = path.join(apiRoot, 'src/db/sql');
const USAGE =
  'Usage: npm run db:sql -w apps/api -- --name <migration_name> functions/<name>.sql triggers/<table>.<trigger>.sql …';

/**
 * `npm run db:sql -w apps/api -- --name x functions/f.sql …`: a new migration (drizzle-kit's
 * custom one, so its journal and snapshot stay in step) holding the given source files, after you
 * changed them. The sql-sources test then checks the migrated database against every file.
 */
function main() {
  const { values, positionals } = parseArgs({
    options: { name: { type: 'string' } },
    allowPositionals: true,
  });
  if (!values.name || !/^[a-z0-9_]+$/.test(values.name) || positionals.length === 0) {
    console.error(USAGE);
    process.exit(2);
  }
  const sources: SqlSource[] = positionals.map((file) => {
    const relative = path.relative(sqlDir, path.resolve(sqlDir, file));
    const match = /^(functions|triggers)\/([\w.]+)\.sql$/.exec(relative.split(path.sep).join('/'));
    if (!match) {
      console.error(`${file}: not a file of src/db/sql/functions or src/db/sql/triggers\n${USAGE}`);
      process.exit(2);
    }
    return {
      kind: match[1] as SqlSource['kind'],
      name: match[2]!,
      sql: readFileSync(path.join(sqlDir, relative), 'utf8'),
    };
  });
  const migration = composeMigration(sources);
  execFileSync('npx', ['drizzle-kit', 'generate', '--custom', '--name', values.name], {
    cwd: apiRoot,
    stdio: 'inherit',
  });
  const drizzleDir = path.join(apiRoot, 'drizzle');
  const created = readdirSync(drizzleDir)
    .filter((file) => file.endsWith(`_${values.name}.sql`))
    .sort()
    .at(-1);
  if (!created) throw new Error(`drizzle-kit made no migration named ${values.name}`);
  // drizzle-kit's placeholder line is replaced: the file says where its statements come from.
  const origin = sources.map(({ kind, name }) => `${kind}/${name}.sql`).join(', ');
  writeFileSync(path.join(drizzleDir, created), `-- From src/db/sql: ${origin}\n${migration}`);
  console.info(`drizzle/${created}: ${sources.length} source file(s)`);
}

main();
