import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { accountEmails } from '../../db/schema/read-ports';
import { shopSettings } from '../../db/schema/settings';

export type ShopSettingsRow = typeof shopSettings.$inferSelect;
/** The registered office and share capital, which invoices read (kept when a write leaves them out). */
type InvoiceIdentityColumns =
  'registeredStreet' | 'registeredCity' | 'registeredCounty' | 'registeredPostalCode' | 'shareCapital';
export type ShopSettingsValues = Omit<
  ShopSettingsRow,
  'id' | 'updatedAt' | 'updatedBy' | InvoiceIdentityColumns
> &
  Partial<Pick<ShopSettingsRow, InvoiceIdentityColumns>>;

export function createShopSettingsRepository(db: Executor) {
  return {
    /** The row with the email of whoever changed it last; `lock` holds it for an update. */
    async read(
      options: { lock?: boolean } = {},
    ): Promise<ShopSettingsRow & { updatedByEmail: string | null }> {
      const query = db
        .select({ row: shopSettings, updatedByEmail: accountEmails.email })
        .from(shopSettings)
        .leftJoin(accountEmails, eq(accountEmails.id, shopSettings.updatedBy))
        .where(eq(shopSettings.id, 1));
      const [found] = await (options.lock ? query.for('update', { of: shopSettings }) : query);
      // The migration creates the row and nothing deletes it.
      if (!found) throw new Error('shop_settings has no row: run the migrations');
      return { ...found.row, updatedByEmail: found.updatedByEmail };
    },

    async write(values: ShopSettingsValues, userId: number): Promise<void> {
      await db
        .update(shopSettings)
        .set({ ...values, updatedAt: sql`now()`, updatedBy: userId })
        .where(eq(shopSettings.id, 1));
    },
  };
}
