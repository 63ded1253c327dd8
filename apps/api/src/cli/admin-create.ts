import path from 'node:path';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { loadConfig } from '../config';
import { connectDatabase } from '../db/client';
import { startEmbeddedPostgres } from '../db/embedded';
import { runMigrations, withSetupLock } from '../db/migrate';
import { createAccountsRepository } from '../modules/accounts/accounts.repository';
import { createAccountsService } from '../modules/accounts/accounts.service';
import { createRateLimitService } from '../modules/system/rate-limit.service';

const argsSchema = z.object({
  email: z.email({ error: '--email must be an email address' }),
  password: z.string().min(8, '--password must have at least 8 characters').max(128),
});

/** `npm run admin:create -- --email E --password P`: creates a staff account, or promotes and resets one. */
async function main() {
  const { values } = parseArgs({ options: { email: { type: 'string' }, password: { type: 'string' } } });
  const parsed = argsSchema.safeParse(values);
  if (!parsed.success) {
    console.error(parsed.error.issues.map((issue) => issue.message).join('\n'));
    console.error('Usage: npm run admin:create -- --email admin@example.ro --password "a long password"');
    process.exit(2);
  }
  const config = loadConfig();
  const quiet = { info: () => undefined, warn: (message: string) => console.warn(message) };
  const embedded = config.databaseUrl
    ? undefined
    : await startEmbeddedPostgres(path.join(config.dataDir, 'postgres'), quiet, { database: 'shop' });
  // The setup lock is a session's: past a transaction pooler, DATABASE_LISTEN_URL (ADR 072).
  const database = connectDatabase(config.databaseListenUrl ?? config.databaseUrl ?? embedded!.url('shop'));
  try {
    const { created } = await withSetupLock(database.pool, async (db) => {
      await runMigrations(db);
      const accounts = createAccountsService({
        accounts: createAccountsRepository(db),
        rateLimits: createRateLimitService(db),
      });
      return accounts.upsertAdmin(parsed.data.email, parsed.data.password);
    });
    console.info(
      created ? `Created admin ${parsed.data.email}` : `Updated ${parsed.data.email}: staff, new password`,
    );
  } finally {
    await database.close();
    await embedded?.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
