import { eq, sql } from 'drizzle-orm';
import type { IntegrationName } from '@shop/shared/schemas/admin/integrations';
import type { Executor } from '../../db/client';
import { accountEmails } from '../../db/schema/read-ports';
import { integrationSettings } from '../../db/schema/settings';

/** What is saved for one integration; nothing saved reads as empty maps. */
export type SavedIntegration = {
  values: Record<string, string>;
  /** Sealed (lib/sealed-secrets.ts). */
  secrets: Record<string, string>;
  updatedAt: Date | null;
  updatedByEmail: string | null;
};

export function createIntegrationsRepository(db: Executor) {
  return {
    /**
     * The saved settings; `lock` creates the row if need be (the update that follows in the same
     * transaction writes it) and holds it against a concurrent save.
     */
    async read(integration: IntegrationName, options: { lock?: boolean } = {}): Promise<SavedIntegration> {
      if (options.lock) {
        await db.insert(integrationSettings).values({ integration }).onConflictDoNothing();
      }
      const query = db
        .select({ row: integrationSettings, updatedByEmail: accountEmails.email })
        .from(integrationSettings)
        .leftJoin(accountEmails, eq(accountEmails.id, integrationSettings.updatedBy))
        .where(eq(integrationSettings.integration, integration));
      const [found] = await (options.lock ? query.for('update', { of: integrationSettings }) : query);
      if (!found) return { values: {}, secrets: {}, updatedAt: null, updatedByEmail: null };
      return {
        values: found.row.values,
        secrets: found.row.secrets,
        updatedAt: found.row.updatedAt,
        updatedByEmail: found.updatedByEmail,
      };
    },

    async write(
      integration: IntegrationName,
      saved: { values: Record<string, string>; secrets: Record<string, string> },
      userId: number,
    ): Promise<void> {
      await db
        .update(integrationSettings)
        .set({ values: saved.values, secrets: saved.secrets, updatedAt: sql`now()`, updatedBy: userId })
        .where(eq(integrationSettings.integration, integration));
    },
  };
}
