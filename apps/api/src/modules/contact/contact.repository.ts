import { type SQL, sql } from 'drizzle-orm';
import type { ContactStatus } from '@shop/shared/schemas/contact';
import type { Executor } from '../../db/client';
import { containsPattern } from '../../lib/like';

export type ContactMessageRow = {
  id: number;
  name: string;
  email: string;
  subject: string;
  message: string;
  lang: 'ro' | 'en';
  status: ContactStatus;
  reply: string;
  replied_at: Date | string | null;
  replied_by: string | null;
  created_at: Date | string;
};

const COLUMNS = sql`m.id, m.name, m.email, m.subject, m.message, m.lang, m.status, m.reply, m.replied_at,
  staff.email AS replied_by, m.created_at`;

export function createContactRepository(db: Executor) {
  return {
    async insert(values: {
      name: string;
      email: string;
      subject: string;
      message: string;
      lang: string;
      userId: number | null;
    }): Promise<number> {
      const result = await db.execute<{ id: number }>(sql`
        INSERT INTO contact_messages (name, email, subject, message, lang, consent_at, user_id)
        VALUES (${values.name}, ${values.email}, ${values.subject}, ${values.message}, ${values.lang}, now(),
                ${values.userId})
        RETURNING id`);
      return result.rows[0]!.id;
    },

    async list(
      filter: { status?: ContactStatus; q?: string },
      page: { limit: number; offset: number },
    ): Promise<{ rows: ContactMessageRow[]; total: number; unanswered: number }> {
      const conditions: SQL[] = [sql`true`];
      if (filter.status) conditions.push(sql`m.status = ${filter.status}`);
      if (filter.q) {
        const pattern = containsPattern(filter.q);
        conditions.push(sql`(m.email ILIKE ${pattern} OR shop_unaccent(m.name) ILIKE shop_unaccent(${pattern})
          OR shop_unaccent(m.subject) ILIKE shop_unaccent(${pattern}))`);
      }
      const result = await db.execute<ContactMessageRow & { total: number; unanswered: number }>(sql`
        SELECT ${COLUMNS}, count(*) OVER ()::int AS total,
               (SELECT count(*)::int FROM contact_messages WHERE status = 'new') AS unanswered
          FROM contact_messages m LEFT JOIN account_emails staff ON staff.id = m.replied_by
         WHERE ${sql.join(conditions, sql` AND `)}
         ORDER BY m.created_at DESC, m.id DESC
         LIMIT ${page.limit} OFFSET ${page.offset}`);
      if (result.rows.length > 0) {
        const [first] = result.rows;
        return { rows: result.rows, total: first!.total, unanswered: first!.unanswered };
      }
      const count = await db.execute<{ unanswered: number }>(
        sql`SELECT count(*)::int AS unanswered FROM contact_messages WHERE status = 'new'`,
      );
      return { rows: [], total: 0, unanswered: count.rows[0]?.unanswered ?? 0 };
    },

    async find(id: number, options: { lock?: boolean } = {}): Promise<ContactMessageRow | undefined> {
      const result = await db.execute<ContactMessageRow>(sql`
        SELECT ${COLUMNS} FROM contact_messages m LEFT JOIN account_emails staff ON staff.id = m.replied_by
         WHERE m.id = ${id} ${options.lock ? sql`FOR UPDATE OF m` : sql``}`);
      return result.rows[0];
    },

    async reply(id: number, reply: string, staffId: number): Promise<void> {
      await db.execute(sql`
        UPDATE contact_messages SET status = 'answered', reply = ${reply}, replied_at = now(), replied_by = ${staffId}
         WHERE id = ${id}`);
    },

    async ofUser(userId: number): Promise<ContactMessageRow[]> {
      const result = await db.execute<ContactMessageRow>(sql`
        SELECT ${COLUMNS} FROM contact_messages m LEFT JOIN account_emails staff ON staff.id = m.replied_by
         WHERE m.user_id = ${userId} ORDER BY m.created_at, m.id`);
      return result.rows;
    },

    async removeOfUser(userId: number): Promise<void> {
      await db.execute(sql`DELETE FROM contact_messages WHERE user_id = ${userId}`);
    },
  };
}
