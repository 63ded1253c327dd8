import { baniToDecimal, decimalToBani } from '@shop/shared/money';
import {
  type AdminCoupon,
  type AdminCouponDetail,
  type AdminCouponValues,
  COUPON_DETAIL_ORDERS,
  COUPON_MESSAGES,
  type CouponStatus,
} from '@shop/shared/schemas/admin/coupons';
import type { Database } from '../../../db/client';
import { errorChain } from '../../../lib/error-chain';
import { AppError, notFound } from '../../../lib/errors';
import type { PageRequest } from '../../../lib/pagination';
import type { Actor, AuditService } from '../../audit/audit.service';
import {
  type AdminCouponRow,
  type CouponValues,
  createCouponsAdminRepository,
} from './coupons.admin-repository';

/** What the coupon detail shows of each order that used it; checkout owns the orders. */
export type CouponOrderSummaries = {
  byIds: (ids: number[]) => Promise<{ id: number; createdAt: Date; status: string; discount: number }[]>;
};

const iso = (value: Date | null) => (value ? new Date(value).toISOString() : null);

export function toAdminCoupon(row: AdminCouponRow): AdminCoupon {
  return {
    id: row.id,
    cod: row.code,
    discount_type: row.kind,
    value: row.kind === 'percent' ? baniToDecimal(row.value * 100) : baniToDecimal(row.value),
    min_subtotal: baniToDecimal(row.min_subtotal),
    starts_at: iso(row.starts_at),
    ends_at: iso(row.ends_at),
    usage_limit: row.usage_limit,
    usage_limit_per_customer: row.usage_limit_per_customer,
    first_order_only: row.first_order_only,
    is_active: row.is_active,
    min_quantity: row.min_quantity,
    produse: row.product_ids,
    categorii: row.category_ids,
    status: row.status,
    used: row.used,
    venit: baniToDecimal(row.revenue),
    created_at: new Date(row.created_at).toISOString(),
    updated_at: new Date(row.updated_at).toISOString(),
  };
}

/** The wire values (already validated by the shared schema) as stored. */
function toValues(input: AdminCouponValues): CouponValues {
  const amount = decimalToBani(input.value) ?? 0;
  return {
    code: input.cod,
    kind: input.discount_type,
    value:
      input.discount_type === 'free_shipping' ? 0 : input.discount_type === 'percent' ? amount / 100 : amount,
    minQuantity: input.min_quantity,
    productIds: input.produse,
    categoryIds: input.categorii,
    minSubtotal: decimalToBani(input.min_subtotal)!,
    startsAt: input.starts_at ? new Date(input.starts_at) : null,
    endsAt: input.ends_at ? new Date(input.ends_at) : null,
    usageLimit: input.usage_limit,
    usageLimitPerCustomer: input.usage_limit_per_customer,
    firstOrderOnly: input.first_order_only,
    isActive: input.is_active,
  };
}

/** The audit's view of a coupon: its rules, not the counters that change by themselves. */
function audited(coupon: AdminCoupon) {
  const {
    status: _status,
    used: _used,
    venit: _revenue,
    created_at: _created,
    updated_at: _updated,
    ...rules
  } = coupon;
  return rules;
}

const duplicate = () =>
  new AppError(409, 'admin.duplicate', COUPON_MESSAGES.duplicate, { cod: [COUPON_MESSAGES.duplicate] });
const missing = () => notFound('not_found', COUPON_MESSAGES.notFound);

/** The staff's coupon management (contract §2, /admin/coupons). */
export function createCouponsAdminService(deps: {
  db: Database;
  audit: Pick<AuditService, 'record'>;
  orders: CouponOrderSummaries;
}) {
  const { db, audit, orders } = deps;

  return {
    async list(
      filter: { q?: string; status?: CouponStatus },
      page: PageRequest,
    ): Promise<{ results: AdminCoupon[]; count: number }> {
      const { rows, total } = await createCouponsAdminRepository(db).list(filter, {
        limit: page.size,
        offset: page.offset,
      });
      return { results: rows.map(toAdminCoupon), count: total };
    },

    async detail(id: number): Promise<AdminCouponDetail> {
      const repository = createCouponsAdminRepository(db);
      const row = await repository.findById(id);
      if (!row) throw missing();
      const uses = await repository.redemptions(id, COUPON_DETAIL_ORDERS);
      const summaries = new Map((await orders.byIds(uses.map((use) => use.order_id))).map((o) => [o.id, o]));
      return {
        ...toAdminCoupon(row),
        orders: uses.flatMap((use) => {
          const order = summaries.get(use.order_id);
          if (!order) return [];
          return [
            {
              order_id: use.order_id,
              created_at: order.createdAt.toISOString(),
              email: use.email,
              discount: baniToDecimal(order.discount),
              status: order.status,
              released: use.released,
            },
          ];
        }),
      };
    },

    async create(actor: Actor, input: AdminCouponValues): Promise<AdminCoupon> {
      return db
        .transaction(async (tx) => {
          const repository = createCouponsAdminRepository(tx);
          if (await repository.codeTaken(input.cod)) throw duplicate();
          const id = await repository.insert(toValues(input));
          const created = toAdminCoupon((await repository.findById(id))!);
          await audit.record(tx, actor, {
            entityType: 'coupon',
            entityId: id,
            action: 'create',
            after: audited(created),
          });
          return created;
        })
        .catch(rethrowDuplicate);
    },

    async update(actor: Actor, id: number, input: AdminCouponValues): Promise<AdminCoupon> {
      return db
        .transaction(async (tx) => {
          const repository = createCouponsAdminRepository(tx);
          const before = await repository.findById(id, { lock: true });
          if (!before) throw missing();
          if (await repository.codeTaken(input.cod, id)) throw duplicate();
          await repository.update(id, toValues(input));
          const after = toAdminCoupon((await repository.findById(id))!);
          await audit.record(tx, actor, {
            entityType: 'coupon',
            entityId: id,
            action: 'update',
            before: audited(toAdminCoupon(before)),
            after: audited(after),
          });
          return after;
        })
        .catch(rethrowDuplicate);
    },

    /** Only a coupon no order ever used goes; a used one stays for the orders' history. */
    async remove(actor: Actor, id: number): Promise<void> {
      await db.transaction(async (tx) => {
        const repository = createCouponsAdminRepository(tx);
        const before = await repository.findById(id, { lock: true });
        if (!before) throw missing();
        if (!(await repository.deleteUnused(id))) {
          throw new AppError(409, 'admin.not_allowed', COUPON_MESSAGES.used);
        }
        await audit.record(tx, actor, {
          entityType: 'coupon',
          entityId: id,
          action: 'delete',
          before: audited(toAdminCoupon(before)),
        });
      });
    },
  };
}

/** Two staff creating the same code at once: the unique index decides, answered as a duplicate. */
function rethrowDuplicate(error: unknown): never {
  for (const link of errorChain(error)) {
    const pg = link as { code?: unknown; constraint?: unknown };
    if (pg.code === '23505' && pg.constraint === 'coupons_code_lower_idx') throw duplicate();
  }
  throw error;
}

export type CouponsAdminService = ReturnType<typeof createCouponsAdminService>;
