import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { efacturaConnection, efacturaUploads, invoices } from '../../../db/schema/invoicing';
import type { InvoiceRow } from '../invoicing.repository';

export type UploadRow = typeof efacturaUploads.$inferSelect;
export type ConnectionRow = typeof efacturaConnection.$inferSelect;
export type UploadState = 'invalid' | 'sending' | 'unknown' | 'uploaded' | 'accepted' | 'rejected' | 'lost';

/** The open states: an attempt whose outcome is not known yet (one per document at most). */
const OPEN_STATES = ['sending', 'unknown', 'uploaded'] as const;

type UploadChange = Partial<
  Pick<
    UploadRow,
    | 'state'
    | 'uploadIndex'
    | 'downloadId'
    | 'errors'
    | 'archivePath'
    | 'statusChecks'
    | 'downloads'
    | 'checksDay'
    | 'nextCheckAt'
    | 'sentAt'
    | 'lastError'
  >
>;

/** The SPV worker's tables: the upload attempts and the OAuth connection (docs/decisions/048). */
export function createSpvRepository(db: Executor) {
  return {
    /**
     * The oldest document waiting for e-Factura with no attempt under way, locked for this
     * transaction (SKIP LOCKED: another worker takes the next one instead of waiting).
     */
    async lockNextPending(): Promise<InvoiceRow | undefined> {
      const [row] = await db
        .select()
        .from(invoices)
        .where(
          and(
            eq(invoices.efacturaState, 'pending'),
            sql`NOT EXISTS (SELECT 1 FROM efactura_uploads u WHERE u.invoice_id = ${invoices.id} AND u.state IN ('sending', 'unknown', 'uploaded'))`,
          ),
        )
        .orderBy(invoices.id)
        .limit(1)
        .for('update', { skipLocked: true });
      return row;
    },

    async insert(row: typeof efacturaUploads.$inferInsert): Promise<UploadRow> {
      const [inserted] = await db.insert(efacturaUploads).values(row).returning();
      return inserted!;
    },

    /**
     * Claims up to `limit` open attempts due at `now` for `leaseSeconds`: each gets an attempt
     * counted and its next check pushed past the lease in one statement, so that a worker that
     * dies leaves the row to come due again, and two workers never take the same row.
     */
    async claimDue(now: Date, limit: number, leaseSeconds: number): Promise<UploadRow[]> {
      const due = db
        .select({ id: efacturaUploads.id })
        .from(efacturaUploads)
        .where(
          and(
            inArray(efacturaUploads.state, [...OPEN_STATES]),
            sql`${efacturaUploads.nextCheckAt} <= ${now.toISOString()}::timestamptz`,
          ),
        )
        .orderBy(efacturaUploads.nextCheckAt, efacturaUploads.id)
        .limit(limit)
        .for('update', { skipLocked: true });
      const rows = await db
        .update(efacturaUploads)
        .set({
          attempts: sql`${efacturaUploads.attempts} + 1`,
          nextCheckAt: new Date(now.getTime() + leaseSeconds * 1000),
          updatedAt: now,
        })
        .where(inArray(efacturaUploads.id, due))
        .returning();
      return rows.sort((a, b) => a.id - b.id);
    },

    async update(id: number, change: UploadChange, now: Date): Promise<void> {
      await db
        .update(efacturaUploads)
        .set({ ...change, updatedAt: now })
        .where(eq(efacturaUploads.id, id));
    },

    /** Which of these upload indexes one of the shop's attempts already holds. */
    async knownIndexes(indexes: string[]): Promise<Set<string>> {
      if (indexes.length === 0) return new Set();
      const rows = await db
        .select({ index: efacturaUploads.uploadIndex })
        .from(efacturaUploads)
        .where(inArray(efacturaUploads.uploadIndex, indexes));
      return new Set(rows.map((row) => row.index!));
    },

    async ofInvoice(invoiceId: number): Promise<UploadRow[]> {
      return db
        .select()
        .from(efacturaUploads)
        .where(eq(efacturaUploads.invoiceId, invoiceId))
        .orderBy(efacturaUploads.id);
    },

    async connection(options: { lock?: boolean } = {}): Promise<ConnectionRow | undefined> {
      const query = db.select().from(efacturaConnection).where(eq(efacturaConnection.id, 1));
      const [row] = options.lock ? await query.for('update') : await query;
      return row;
    },

    async saveConnection(change: Partial<Omit<ConnectionRow, 'id'>>, now: Date): Promise<void> {
      await db
        .insert(efacturaConnection)
        .values({ id: 1, ...change, updatedAt: now })
        .onConflictDoUpdate({ target: efacturaConnection.id, set: { ...change, updatedAt: now } });
    },
  };
}

export type SpvRepository = ReturnType<typeof createSpvRepository>;
