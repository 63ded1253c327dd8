import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database, Executor } from '../../db/client';
import { adminIdempotency } from '../../db/schema/system';
import { AppError } from '../../lib/errors';

/** How long the answer to a staff operation's Idempotency-Key is kept. */
export const ADMIN_IDEMPOTENCY_TTL_MS = 24 * 3600_000;

/** The header that says an answer is the one kept from an earlier request with the same key. */
export const REPLAYED_HEADER = 'idempotent-replayed';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** What an operation answers: the status and the body, kept as they are for a replay. */
export type OperationAnswer<T> = { status: number; body: T };

/**
 * The work of one operation. `tx` is the transaction that also keeps the answer: everything the
 * operation changes must be written through it. `providerKey`, present with an Idempotency-Key, is
 * the key to give a payment provider, the same for every retry of the request, so that a retry
 * that reaches the provider again is answered with the refund already made.
 */
export type IdempotentWork<T> = (tx: Executor, providerKey: string | null) => Promise<OperationAnswer<T>>;

/**
 * Staff operations that move money or stock, made once per Idempotency-Key (docs/decisions/027).
 *
 * The key's row is inserted first in the operation's own transaction. A second request with the
 * same key waits on that row's primary key until the first transaction ends: after a commit it
 * replays the kept answer (or is 409 when its operation or body differ), after a rollback it does
 * the work itself. The answer therefore exists exactly when the operation's effect does, whatever
 * the number of parallel retries, and without a second connection.
 */
export function createAdminIdempotencyService(
  db: Database,
  /** Called once an operation's transaction has committed: mail it queued can now be sent. */
  afterCommit: () => void = () => undefined,
) {
  async function run<T>(
    call: { actorId: number; key: string | undefined; operation: string; input: unknown },
    work: IdempotentWork<T>,
  ): Promise<OperationAnswer<T> & { replayed: boolean }> {
    if (call.key === undefined) return { ...(await work(db, null)), replayed: false };
    const keyHash = sha256(`admin-idempotency:${call.key}`);
    const fingerprint = sha256(JSON.stringify({ operation: call.operation, input: call.input }));
    const providerKey = sha256(`provider:${call.actorId}:${call.key}`);
    const answer = await db.transaction(async (tx) => {
      const mine = and(eq(adminIdempotency.actorId, call.actorId), eq(adminIdempotency.keyHash, keyHash));
      await tx.delete(adminIdempotency).where(and(mine, sql`${adminIdempotency.expiresAt} <= now()`));
      const claimed = await tx
        .insert(adminIdempotency)
        .values({
          actorId: call.actorId,
          keyHash,
          operation: call.operation,
          fingerprint,
          expiresAt: new Date(Date.now() + ADMIN_IDEMPOTENCY_TTL_MS),
        })
        .onConflictDoNothing()
        .returning({ keyHash: adminIdempotency.keyHash });
      if (claimed.length === 0) {
        const [kept] = await tx.select().from(adminIdempotency).where(mine);
        if (!kept || kept.fingerprint !== fingerprint) {
          throw new AppError(
            409,
            'admin.idempotency_conflict',
            'Cheia (Idempotency-Key) a fost folosită pentru altă operație.',
          );
        }
        return { status: kept.statusCode, body: kept.response as T, replayed: true };
      }
      const answer = await work(tx, providerKey);
      // Kept as it will be sent: a replay is then byte for byte the first answer.
      const response = JSON.parse(JSON.stringify(answer.body ?? null)) as unknown;
      await tx.update(adminIdempotency).set({ statusCode: answer.status, response }).where(mine);
      return { ...answer, replayed: false };
    });
    if (!answer.replayed) afterCommit();
    return answer;
  }

  return {
    run,

    /** Deletes the answers whose 24 hours are over (the worker, hourly); answers how many. */
    async prune(): Promise<number> {
      const deleted = await db
        .delete(adminIdempotency)
        .where(sql`${adminIdempotency.expiresAt} <= now()`)
        .returning({ keyHash: adminIdempotency.keyHash });
      return deleted.length;
    },

    /**
     * A route's operation made once per the request's Idempotency-Key: the operation is the route,
     * the input its parameters, query and body. Sends the answer (with `Idempotent-Replayed: true`
     * when it is a replay).
     */
    async reply<T>(
      request: FastifyRequest,
      reply: FastifyReply,
      actorId: number,
      work: IdempotentWork<T>,
    ): Promise<FastifyReply> {
      const header = request.headers['idempotency-key'];
      const answer = await run(
        {
          actorId,
          key: typeof header === 'string' ? header : undefined,
          operation: `${request.method} ${request.routeOptions.url}`,
          input: { params: request.params, query: request.query, body: request.body },
        },
        work,
      );
      if (answer.replayed) reply.header(REPLAYED_HEADER, 'true');
      return reply.status(answer.status).send(answer.body);
    },
  };
}

export type AdminIdempotencyService = ReturnType<typeof createAdminIdempotencyService>;
