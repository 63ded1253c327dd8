import type { ErrorCode } from '@shop/shared/error-codes';
import { formatLei } from '@shop/shared/money';
import type { DiscountCoupon } from '@shop/shared/discounts';
import { CHECKOUT_MESSAGES, type Coupon } from '@shop/shared/schemas/checkout';
import type { Database, Executor } from '../../../db/client';
import { AppError, badRequest, tooManyRequests } from '../../../lib/errors';
import type { RateLimitRule, RateLimitService } from '../../system/rate-limit.service';
import { toCoupon } from './coupons.mapper';
import { createCouponsRepository, type CouponRow } from './coupons.repository';

/** Wrong codes per client address: enough for typos, too few to guess codes. */
export const COUPON_RATE_LIMIT: RateLimitRule = { limit: 30, windowSeconds: 10 * 60 };

const couponError = (code: ErrorCode, detail: string) => badRequest(code, detail, { cupon: [detail] });
const invalidCoupon = () => couponError('coupon.invalid', CHECKOUT_MESSAGES.couponInvalid);

/** A coupon accepted for an order: locked until the order's transaction ends. */
export type AppliedCoupon = DiscountCoupon & { id: number };

/** The rule `priceOrder` applies, from the stored coupon. */
export function discountCouponOf(row: CouponRow): DiscountCoupon {
  return {
    code: row.code,
    kind: row.kind,
    value: row.value,
    minSubtotal: row.min_subtotal,
    minQuantity: row.min_quantity,
    productIds: row.product_ids,
    categoryIds: row.category_ids,
  };
}

/** The refusals `priceOrder` reports, as the errors order placement answers. */
export function couponRefused(
  coupon: Pick<DiscountCoupon, 'code' | 'minSubtotal' | 'minQuantity'>,
  refusal: 'min_subtotal' | 'min_quantity' | 'not_eligible',
) {
  return refusal === 'min_subtotal'
    ? couponError('coupon.min_subtotal', couponRefusalMessage(coupon, refusal))
    : refusal === 'min_quantity'
      ? couponError('coupon.min_quantity', couponRefusalMessage(coupon, refusal))
      : couponError('coupon.not_eligible', couponRefusalMessage(coupon, refusal));
}

/** What the shopper reads when a coupon counts nothing for their cart. */
export function couponRefusalMessage(
  coupon: Pick<DiscountCoupon, 'code' | 'minSubtotal' | 'minQuantity'>,
  refusal: 'invalid' | 'min_subtotal' | 'min_quantity' | 'not_eligible',
): string {
  switch (refusal) {
    case 'invalid':
      return CHECKOUT_MESSAGES.couponInvalid;
    case 'min_subtotal':
      return `Cuponul ${coupon.code} se aplică pentru comenzi de minimum ${formatLei(coupon.minSubtotal)}.`;
    case 'min_quantity':
      return `Cuponul ${coupon.code} se aplică de la ${coupon.minQuantity} produse eligibile în coș.`;
    case 'not_eligible':
      return `Cuponul ${coupon.code} nu se aplică produselor din coș.`;
  }
}

/** Active, in its window, not used up and, for a voucher, used by its owner. */
function usable(row: CouponRow | undefined, userId: number | null): row is CouponRow {
  return (
    !!row &&
    row.is_current &&
    (row.usage_limit === null || row.used < row.usage_limit) &&
    (row.owner_user_id === null || row.owner_user_id === userId)
  );
}

export function createCouponsService(deps: {
  db: Database;
  rateLimits: Pick<RateLimitService, 'take' | 'giveBack'>;
}) {
  const { db, rateLimits } = deps;

  /** A usable coupon by its code, or `coupon.invalid`; wrong codes are rate-limited per address. */
  async function findUsable(code: string, clientAddress: string, userId: number | null): Promise<CouponRow> {
    // Only wrong codes count, but the slot is taken before the lookup (and given back for a
    // good code): counted after, a parallel burst of guesses would all be looked up first.
    const outcome = await rateLimits.take(`coupon:${clientAddress}`, COUPON_RATE_LIMIT);
    if (!outcome.taken) throw tooManyRequests(outcome.retryAfter);
    let row: CouponRow | undefined;
    try {
      row =
        code.length > 0 && code.length <= 50 ? await createCouponsRepository(db).findByCode(code) : undefined;
    } catch (error) {
      await rateLimits.giveBack(outcome.slot);
      throw error;
    }
    if (!usable(row, userId)) throw invalidCoupon();
    await rateLimits.giveBack(outcome.slot);
    return row;
  }

  return {
    /**
     * Contract §7: whether a code can be used at all (active, in its window, not used up). Rules that
     * depend on the cart or the customer (minimum subtotal, per-customer limit, first order) are
     * in the answer and checked again when the order is placed. Wrong codes are rate-limited.
     */
    async validate(code: string, clientAddress: string, userId: number | null): Promise<Coupon> {
      return toCoupon(await findUsable(code, clientAddress, userId));
    },

    /**
     * Inside the order's transaction: locks the coupon and checks every rule for this subtotal
     * and customer. The lock holds until commit, so concurrent orders cannot overrun the limits.
     */
    async applyToOrder(
      tx: Executor,
      input: {
        code: string;
        subtotal: number;
        customer: { userId: number | null; email: string };
        hasEarlierOrder: () => Promise<boolean>;
      },
    ): Promise<AppliedCoupon> {
      const repository = createCouponsRepository(tx);
      const row = await repository.lockByCode(input.code);
      if (!usable(row, input.customer.userId)) throw invalidCoupon();
      if (input.subtotal < row.min_subtotal) throw couponRefused(discountCouponOf(row), 'min_subtotal');
      if (row.usage_limit_per_customer !== null) {
        const uses = await repository.customerUses(row.id, input.customer);
        if (uses >= row.usage_limit_per_customer) {
          throw couponError('coupon.already_used', `Ai folosit deja cuponul ${row.code}.`);
        }
      }
      if (row.first_order_only && (await input.hasEarlierOrder())) {
        throw couponError(
          'coupon.first_order_only',
          `Cuponul ${row.code} este valabil doar pentru prima comandă.`,
        );
      }
      return { id: row.id, ...discountCouponOf(row) };
    },

    /**
     * The coupon a cart is priced with (`POST /api/cos/pret/`): the same check and the same limit
     * on wrong codes as `validate`, but an unusable code answers null rather than an error, so the
     * cart still gets its figures. The per-customer rules are checked when the order is placed.
     */
    async forPricing(
      code: string,
      clientAddress: string,
      userId: number | null,
    ): Promise<DiscountCoupon | null> {
      try {
        return discountCouponOf(await findUsable(code, clientAddress, userId));
      } catch (error) {
        if (error instanceof AppError && error.code === 'coupon.invalid') return null;
        throw error;
      }
    },

    /**
     * An order staff edit keeps its coupon (docs/decisions/061): the coupon is locked and its
     * minimum subtotal checked against the edited lines. Its use is the order's already, so the
     * limits, the first-order rule and its window are not asked again.
     */
    async recheckForOrder(tx: Executor, input: { code: string; subtotal: number }): Promise<AppliedCoupon> {
      const row = await createCouponsRepository(tx).lockByCode(input.code);
      if (!row) {
        throw couponError('coupon.invalid', `Cuponul ${input.code} al comenzii nu mai există.`);
      }
      if (input.subtotal < row.min_subtotal) {
        throw couponError(
          'coupon.min_subtotal',
          `Cuponul ${row.code} al comenzii cere un subtotal de minimum ${formatLei(row.min_subtotal)}.`,
        );
      }
      return { id: row.id, ...discountCouponOf(row) };
    },

    /** Records the use; the coupon row is still locked by the same transaction. */
    async redeem(
      tx: Executor,
      values: { couponId: number; orderId: number; userId: number | null; email: string },
    ): Promise<void> {
      await createCouponsRepository(tx).insertRedemption(values);
    },

    /** Gives back the uses of cancelled orders. */
    async release(tx: Executor, orderIds: number[]): Promise<void> {
      await createCouponsRepository(tx).releaseForOrders(orderIds);
    },
  };
}

export type CouponsService = ReturnType<typeof createCouponsService>;
