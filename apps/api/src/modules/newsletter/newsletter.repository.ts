import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { containsPattern } from '../../lib/like';
import type { NewsletterStatus } from '@shop/shared/schemas/newsletter';

export type SubscriberRow = {
  id: number;
  email: string;
  status: NewsletterStatus;
  source: string;
  lang: 'ro' | 'en';
  confirm_expires_at: Date | string | null;
  unsubscribe_token: string;
  created_at: Date | string;
  confirmed_at: Date | string | null;
  unsubscribed_at: Date | string | null;
};

const COLUMNS = sql`id, email, status, source, lang, confirm_expires_at, unsubscribe_token, created_at, confirmed_at,
  unsubscribed_at`;

export function createNewsletterRepository(db: Executor) {
  return {
    /**
     * The address's row, created as `pending` when new, and locked until the transaction ends, so
     * two sign-ups of one address at once are taken one after the other.
     */
    async upsertLocked(values: {
      email: string;
      source: string;
      lang: string;
      unsubscribeToken: string;
    }): Promise<SubscriberRow> {
      const result = await db.execute<SubscriberRow>(sql`
        INSERT INTO newsletter_subscribers (email, status, source, lang, unsubscribe_token)
        VALUES (${values.email}, 'pending', ${values.source}, ${values.lang}, ${values.unsubscribeToken})
        ON CONFLICT (email) DO UPDATE SET updated_at = now()
        RETURNING ${COLUMNS}`);
      return result.rows[0]!;
    },

    /** A new confirmation link (the last one stops working), and back to pending if unsubscribed. */
    async startConfirmation(
      id: number,
      values: { tokenHash: string; expiresAt: Date; source: string; lang: string },
    ): Promise<void> {
      await db.execute(sql`
        UPDATE newsletter_subscribers
           SET status = 'pending', confirm_token_hash = ${values.tokenHash},
               confirm_expires_at = ${values.expiresAt.toISOString()}, source = ${values.source},
               lang = ${values.lang}, updated_at = now()
         WHERE id = ${id}`);
    },

    async findByConfirmHashLocked(tokenHash: string): Promise<SubscriberRow | undefined> {
      const result = await db.execute<SubscriberRow>(sql`
        SELECT ${COLUMNS} FROM newsletter_subscribers WHERE confirm_token_hash = ${tokenHash} FOR UPDATE`);
      return result.rows[0];
    },

    /** Subscribed; the link is spent. */
    async confirm(id: number): Promise<void> {
      await db.execute(sql`
        UPDATE newsletter_subscribers
           SET status = 'subscribed', confirmed_at = now(), confirm_token_hash = NULL,
               confirm_expires_at = NULL, unsubscribed_at = NULL, updated_at = now()
         WHERE id = ${id}`);
    },

    /** Unsubscribes the address of this token; undefined for an unknown token. */
    async unsubscribe(token: string): Promise<SubscriberRow | undefined> {
      const result = await db.execute<SubscriberRow>(sql`
        UPDATE newsletter_subscribers
           SET status = 'unsubscribed', unsubscribed_at = coalesce(unsubscribed_at, now()),
               confirm_token_hash = NULL, confirm_expires_at = NULL, updated_at = now()
         WHERE unsubscribe_token = ${token}
        RETURNING ${COLUMNS}`);
      return result.rows[0];
    },

    /** A page for staff, newest first, with the count of confirmed subscribers. */
    async list(
      filter: { status?: NewsletterStatus; q?: string },
      page: { limit: number; offset: number },
    ): Promise<{ rows: SubscriberRow[]; total: number; subscribed: number }> {
      const where = whereOf(filter);
      const result = await db.execute<SubscriberRow & { total: number; subscribed: number }>(sql`
        SELECT ${COLUMNS}, count(*) OVER ()::int AS total,
               (SELECT count(*)::int FROM newsletter_subscribers WHERE status = 'subscribed') AS subscribed
          FROM newsletter_subscribers WHERE ${where}
         ORDER BY created_at DESC, id DESC
         LIMIT ${page.limit} OFFSET ${page.offset}`);
      if (result.rows.length > 0) {
        const [first] = result.rows;
        return { rows: result.rows, total: first!.total, subscribed: first!.subscribed };
      }
      const count = await db.execute<{ subscribed: number }>(
        sql`SELECT count(*)::int AS subscribed FROM newsletter_subscribers WHERE status = 'subscribed'`,
      );
      return { rows: [], total: 0, subscribed: count.rows[0]?.subscribed ?? 0 };
    },

    /** Every row the filter matches, oldest first, for the CSV export. */
    async all(filter: { status?: NewsletterStatus; q?: string }): Promise<SubscriberRow[]> {
      const result = await db.execute<SubscriberRow>(sql`
        SELECT ${COLUMNS} FROM newsletter_subscribers WHERE ${whereOf(filter)} ORDER BY created_at, id`);
      return result.rows;
    },
  };
}

function whereOf(filter: { status?: NewsletterStatus; q?: string }): SQL {
  const conditions: SQL[] = [sql`true`];
  if (filter.status) conditions.push(sql`status = ${filter.status}`);
  if (filter.q) conditions.push(sql`email ILIKE ${containsPattern(filter.q)}`);
  return sql.join(conditions, sql` AND `);
}

export type NewsletterRepository = ReturnType<typeof createNewsletterRepository>;
