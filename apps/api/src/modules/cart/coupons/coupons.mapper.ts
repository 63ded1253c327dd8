import { baniToDecimal } from '@shop/shared/money';
import type { Coupon } from '@shop/shared/schemas/checkout';
import type { CouponRow } from './coupons.repository';

/** Percent coupons carry the percent ("10.00"); fixed ones the amount in lei ("25.00"). */
export function toCoupon(row: CouponRow): Coupon {
  return {
    code: row.code,
    discount_type: row.kind,
    value: row.kind === 'percent' ? baniToDecimal(row.value * 100) : baniToDecimal(row.value),
    min_subtotal: baniToDecimal(row.min_subtotal),
    first_order_only: row.first_order_only,
  };
}
