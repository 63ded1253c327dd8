import { randomBytes } from 'node:crypto';
import { connectDatabase } from '../db/client';

export const TEMPLATE_DATABASE = 'shop_test_template';

export function adminUrl(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

/** A new database cloned from the migrated, seeded template; returns its URL and a drop function. */
export async function cloneTemplateDatabase(
  serverUrl: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `shop_test_${randomBytes(6).toString('hex')}`;
  const admin = connectDatabase(serverUrl, { max: 1 });
  try {
    for (let attempt = 0; ; attempt++) {
      try {
        await admin.pool.query(`CREATE DATABASE ${name} TEMPLATE ${TEMPLATE_DATABASE}`);
        break;
      } catch (error) {
        // Two files cloning at the same instant: "source database is being accessed by other users".
        if ((error as { code?: string }).code !== '55006' || attempt >= 20) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100 + attempt * 50));
      }
    }
  } finally {
    await admin.close();
  }
  return {
    url: adminUrl(serverUrl, name),
    drop: async () => {
      const cleanup = connectDatabase(serverUrl, { max: 1 });
      try {
        await cleanup.pool.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await cleanup.close();
      }
    },
  };
}
