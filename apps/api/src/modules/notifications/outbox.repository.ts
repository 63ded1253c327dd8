import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { type MailAttachmentRef, mailOutbox } from '../../db/schema/notifications';

export type { MailAttachmentRef };

export type NewMail = {
  kind: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  messageId: string;
  headers?: Record<string, string>;
  attachments?: MailAttachmentRef[];
};

export type OutboxRow = typeof mailOutbox.$inferSelect;

export function createOutboxRepository(db: Executor) {
  return {
    /** Queues a mail; the same Message-ID twice is queued once. True when this call queued it. */
    async enqueue(mail: NewMail): Promise<boolean> {
      const rows = await db
        .insert(mailOutbox)
        .values(mail)
        .onConflictDoNothing({ target: mailOutbox.messageId })
        .returning({ id: mailOutbox.id });
      return rows.length > 0;
    },

    /** Mails still to send and how long the oldest has waited, for the metrics (the due index serves it). */
    async backlog(): Promise<{ pending: number; oldestSeconds: number }> {
      const result = await db.execute<{ pending: number; oldest_seconds: number | null }>(sql`
        SELECT count(*)::int AS pending,
               extract(epoch FROM now() - min(created_at))::float8 AS oldest_seconds
          FROM mail_outbox WHERE status = 'pending'`);
      const row = result.rows[0];
      return { pending: row?.pending ?? 0, oldestSeconds: row?.oldest_seconds ?? 0 };
    },

    /**
     * Claims up to `limit` due mails for `leaseSeconds`: each gets an attempt counted and its next
     * attempt pushed past the lease, in one statement. SKIP LOCKED lets several workers (processes)
     * claim side by side without waiting on or taking each other's rows; a worker that dies leaves
     * its mails to come due again when the lease runs out.
     */
    async claimDue(limit: number, leaseSeconds: number): Promise<OutboxRow[]> {
      const result = await db.execute<Record<string, unknown>>(sql`
        WITH due AS (
          SELECT id FROM mail_outbox
           WHERE status = 'pending' AND next_attempt_at <= now()
           ORDER BY next_attempt_at, id
           LIMIT ${limit}
           FOR UPDATE SKIP LOCKED)
        UPDATE mail_outbox m
           SET attempts = m.attempts + 1,
               next_attempt_at = now() + make_interval(secs => ${leaseSeconds})
          FROM due
         WHERE m.id = due.id
        RETURNING m.id, m.kind, m.to_address, m.subject, m.html, m.text, m.status, m.attempts,
                  m.next_attempt_at, m.last_error, m.created_at, m.sent_at, m.message_id, m.headers,
                  m.attachments`);
      return result.rows
        .map((row) => ({
          id: row.id as number,
          kind: row.kind as string,
          to: row.to_address as string,
          subject: row.subject as string,
          html: row.html as string,
          text: row.text as string,
          status: row.status as string,
          attempts: row.attempts as number,
          nextAttemptAt: new Date(row.next_attempt_at as string),
          lastError: row.last_error as string | null,
          createdAt: new Date(row.created_at as string),
          sentAt: row.sent_at ? new Date(row.sent_at as string) : null,
          messageId: row.message_id as string,
          headers: (row.headers ?? {}) as Record<string, string>,
          attachments: (row.attachments ?? []) as MailAttachmentRef[],
        }))
        .sort((a, b) => a.id - b.id);
    },

    async markSent(id: number): Promise<void> {
      await db.execute(
        sql`UPDATE mail_outbox SET status = 'sent', sent_at = now(), last_error = NULL WHERE id = ${id} AND status = 'pending'`,
      );
    },

    /** A failed attempt: due again after `retryInSeconds`, or given up (null). */
    async markFailed(id: number, error: string, retryInSeconds: number | null): Promise<void> {
      await db.execute(sql`
        UPDATE mail_outbox
           SET last_error = ${error.slice(0, 1000)},
               status = ${retryInSeconds === null ? 'failed' : 'pending'},
               next_attempt_at = now() + make_interval(secs => ${retryInSeconds ?? 0})
         WHERE id = ${id} AND status = 'pending'`);
    },
  };
}

export type OutboxRepository = ReturnType<typeof createOutboxRepository>;
