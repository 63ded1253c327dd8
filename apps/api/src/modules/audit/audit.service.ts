import {
  AUDIT_ENTITY_REFERENCE,
  AUDIT_REFERENCE_FIELDS,
  type AuditEntityType,
  type AuditNames,
  type AuditReferenceKind,
} from '@shop/shared/schemas/admin/audit';
import type { Executor } from '../../db/client';
import { type AuditFilter, createAuditRepository } from './audit.repository';

/** The staff member behind a change, as the admin routes know it from the request. */
export type Actor = { id: number; email: string };

export type AuditChange = {
  /** 'product', 'price', 'stock', 'order', 'coupon', 'category', 'tag', 'blog_post', 'staff', … */
  entityType: string;
  entityId: string | number;
  /** 'create', 'update', 'delete', or a named action such as 'status', 'refund', 'adjust'. */
  action: string;
  before?: unknown;
  after?: unknown;
};

/**
 * The audit log's one writer. Callers record inside the transaction that makes the change, so the
 * entry exists exactly when the change does. `before` and `after` are the records as the admin API
 * shows them; only the fields that changed are kept for an update, so the log reads as a diff.
 */
export function createAuditService() {
  async function write(tx: Executor, actor: Actor | null, change: AuditChange): Promise<void> {
    const repository = createAuditRepository(tx);
    // Price history rows written by the database's triggers in this transaction name the actor.
    if (actor) await repository.setActor(actor.id);
    const { before, after } =
      change.action === 'update' ? changedFields(change.before, change.after) : change;
    await repository.insert({
      actorId: actor?.id ?? null,
      actorEmail: actor?.email ?? '',
      entityType: change.entityType,
      entityId: String(change.entityId),
      action: change.action,
      before,
      after,
    });
  }

  return {
    record: (tx: Executor, actor: Actor, change: AuditChange): Promise<void> => write(tx, actor, change),

    /** A change the shop makes by itself, on a schedule staff set: no one acts at that moment. */
    recordUnattended: (tx: Executor, change: AuditChange): Promise<void> => write(tx, null, change),

    /**
     * Names the actor for the database's history triggers ahead of a write whose entry can only be
     * recorded after it (a create, whose id the insert gives).
     */
    async actAs(tx: Executor, actor: Actor): Promise<void> {
      await createAuditRepository(tx).setActor(actor.id);
    },

    list: (db: Executor, filter: AuditFilter) => createAuditRepository(db).list(filter),

    /** The names of every record a page of entries mentions, in one query. */
    names: (db: Executor, entries: readonly LoggedEntry[]): Promise<AuditNames> =>
      createAuditRepository(db).names(referencedIds(entries)),
  };
}

export type AuditService = ReturnType<typeof createAuditService>;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The keys whose values differ (compared as JSON), from both sides; other values pass unchanged. */
export function changedFields(before: unknown, after: unknown): { before: unknown; after: unknown } {
  if (!isRecord(before) || !isRecord(after)) return { before, after };
  const changedBefore: Record<string, unknown> = {};
  const changedAfter: Record<string, unknown> = {};
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (JSON.stringify(before[key]) === JSON.stringify(after[key])) continue;
    changedBefore[key] = before[key];
    changedAfter[key] = after[key];
  }
  return { before: changedBefore, after: changedAfter };
}

type LoggedEntry = { entityType: string; entityId: string; before: unknown; after: unknown };

const asId = (value: unknown): number | null => {
  const id = typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : value;
  return typeof id === 'number' && Number.isInteger(id) && id > 0 && id <= 2_147_483_647 ? id : null;
};

/** The ids a page mentions, by kind: each entry's own record and the ids inside its changes. */
export function referencedIds(
  entries: readonly LoggedEntry[],
): Partial<Record<AuditReferenceKind, number[]>> {
  const found = new Map<AuditReferenceKind, Set<number>>();
  const add = (kind: AuditReferenceKind, value: unknown) => {
    for (const item of Array.isArray(value) ? value : [value]) {
      const id = asId(item);
      if (id === null) continue;
      if (!found.has(kind)) found.set(kind, new Set());
      found.get(kind)!.add(id);
    }
  };
  for (const entry of entries) {
    const own = AUDIT_ENTITY_REFERENCE[entry.entityType as AuditEntityType];
    if (own) add(own, entry.entityId);
    for (const side of [entry.before, entry.after]) {
      if (!isRecord(side)) continue;
      for (const [field, value] of Object.entries(side)) {
        const kind = AUDIT_REFERENCE_FIELDS[field];
        if (kind) add(kind, value);
      }
    }
  }
  return Object.fromEntries([...found].map(([kind, ids]) => [kind, [...ids]]));
}
