import { baniToDecimal } from '@shop/shared/money';
import {
  type AdminDiscount,
  type AdminDiscountValues,
  DISCOUNT_MESSAGES,
  type DiscountStatus,
} from '@shop/shared/schemas/admin/discounts';
import type { Database } from '../../../db/client';
import { AppError, notFound } from '../../../lib/errors';
import type { PageRequest } from '../../../lib/pagination';
import type { Actor, AuditService } from '../../audit/audit.service';
import {
  createDiscountsRepository,
  type DiscountRow,
  type DiscountStatsRow,
  type DiscountValues,
} from './discounts.repository';

const iso = (value: Date | null) => (value ? new Date(value).toISOString() : null);

export function toAdminDiscount(row: DiscountRow, stats: DiscountStatsRow | undefined): AdminDiscount {
  return {
    id: row.id,
    nume: row.name,
    nume_en: row.name_en,
    tip: row.kind,
    procent: row.percent,
    cumpara: row.buy_quantity,
    categorii: row.category_ids,
    produse: row.product_ids,
    starts_at: iso(row.starts_at),
    ends_at: iso(row.ends_at),
    is_active: row.is_active,
    status: row.status,
    utilizari: stats?.uses ?? 0,
    venit: baniToDecimal(stats?.revenue ?? 0),
    reducere_totala: baniToDecimal(stats?.amount ?? 0),
    created_at: new Date(row.created_at).toISOString(),
    updated_at: new Date(row.updated_at).toISOString(),
  };
}

function toValues(input: AdminDiscountValues): DiscountValues {
  return {
    name: input.nume,
    nameEn: input.nume_en,
    kind: input.tip,
    percent: input.procent,
    buyQuantity: input.tip === 'buy_x_get_y' ? input.cumpara : 0,
    categoryIds: input.categorii,
    productIds: input.produse,
    startsAt: input.starts_at ? new Date(input.starts_at) : null,
    endsAt: input.ends_at ? new Date(input.ends_at) : null,
    isActive: input.is_active,
  };
}

/** The audit's view: the rules, not the counters. */
function audited(discount: AdminDiscount) {
  const {
    status: _status,
    utilizari: _uses,
    venit: _revenue,
    reducere_totala: _amount,
    created_at: _created,
    updated_at: _updated,
    ...rules
  } = discount;
  return rules;
}

const missing = () => notFound('discounts.not_found', DISCOUNT_MESSAGES.notFound);

/** Staff's automatic discounts (`/api/admin/discounts/`, permission "marketing"). */
export function createDiscountsAdminService(deps: { db: Database; audit: Pick<AuditService, 'record'> }) {
  const { db, audit } = deps;

  async function withStats(rows: DiscountRow[]): Promise<AdminDiscount[]> {
    const stats = await createDiscountsRepository(db).stats(rows.map((row) => row.id));
    return rows.map((row) => toAdminDiscount(row, stats.get(row.id)));
  }

  return {
    async list(
      filter: { q?: string; status?: DiscountStatus },
      page: PageRequest,
    ): Promise<{ results: AdminDiscount[]; count: number }> {
      const { rows, total } = await createDiscountsRepository(db).list(filter, {
        limit: page.size,
        offset: page.offset,
      });
      return { results: await withStats(rows), count: total };
    },

    async detail(id: number): Promise<AdminDiscount> {
      const row = await createDiscountsRepository(db).findById(id);
      if (!row) throw missing();
      return (await withStats([row]))[0]!;
    },

    async create(actor: Actor, input: AdminDiscountValues): Promise<AdminDiscount> {
      return db.transaction(async (tx) => {
        const repository = createDiscountsRepository(tx);
        const id = await repository.insert(toValues(input));
        const created = toAdminDiscount((await repository.findById(id))!, undefined);
        await audit.record(tx, actor, {
          entityType: 'discount',
          entityId: id,
          action: 'create',
          after: audited(created),
        });
        return created;
      });
    },

    async update(actor: Actor, id: number, input: AdminDiscountValues): Promise<AdminDiscount> {
      const updated = await db.transaction(async (tx) => {
        const repository = createDiscountsRepository(tx);
        const before = await repository.findById(id, { lock: true });
        if (!before) throw missing();
        await repository.update(id, toValues(input));
        const after = toAdminDiscount((await repository.findById(id))!, undefined);
        await audit.record(tx, actor, {
          entityType: 'discount',
          entityId: id,
          action: 'update',
          before: audited(toAdminDiscount(before, undefined)),
          after: audited(after),
        });
        return after;
      });
      return this.detail(updated.id);
    },

    /** A discount orders used stays for their history (409); it can be switched off instead. */
    async remove(actor: Actor, id: number): Promise<void> {
      await db.transaction(async (tx) => {
        const repository = createDiscountsRepository(tx);
        const before = await repository.findById(id, { lock: true });
        if (!before) throw missing();
        if (await repository.used(id)) {
          throw new AppError(
            409,
            'admin.not_allowed',
            'Reducerea a fost folosită în comenzi: nu poate fi ștearsă, doar dezactivată.',
          );
        }
        await repository.delete(id);
        await audit.record(tx, actor, {
          entityType: 'discount',
          entityId: id,
          action: 'delete',
          before: audited(toAdminDiscount(before, undefined)),
        });
      });
    },
  };
}

export type DiscountsAdminService = ReturnType<typeof createDiscountsAdminService>;
