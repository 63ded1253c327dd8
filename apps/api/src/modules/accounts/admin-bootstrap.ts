import { randomBytes } from 'node:crypto';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { createRateLimitService } from '../system/rate-limit.service';
import { createAccountsRepository } from './accounts.repository';
import { createAccountsService } from './accounts.service';

export const DEFAULT_ADMIN_EMAIL = 'admin@example.ro';

/**
 * The admin account of a first start: from ADMIN_EMAIL/ADMIN_PASSWORD, or with a generated password
 * that the caller prints once. An existing account is left as it is, so a restart changes nothing.
 */
export async function ensureAdmin(
  db: Database,
  config: Pick<Config, 'adminEmail' | 'adminPassword'>,
): Promise<{ email: string; generatedPassword: string | null }> {
  const repository = createAccountsRepository(db);
  const email = config.adminEmail ?? DEFAULT_ADMIN_EMAIL;
  if (await repository.findByEmail(email)) return { email, generatedPassword: null };
  const generatedPassword = config.adminPassword ? null : randomBytes(12).toString('base64url');
  const accounts = createAccountsService({ accounts: repository, rateLimits: createRateLimitService(db) });
  await accounts.upsertAdmin(email, config.adminPassword ?? generatedPassword!);
  return { email, generatedPassword };
}
