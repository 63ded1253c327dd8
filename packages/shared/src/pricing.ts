import { FREE_SHIPPING_THRESHOLD_BANI, STANDARD_SHIPPING_BANI } from './constants';
import type { Bani } from './money';

/** Effective price is the discounted price when there is one, else the list price (spec §9). */
export function effectivePrice(price: Bani, discountedPrice: Bani | null | undefined): Bani {
  return discountedPrice != null && discountedPrice < price ? discountedPrice : price;
}

export type CouponKind = 'percent' | 'fixed';

/**
 * Discount of a coupon on a subtotal: percent of the subtotal (rounded to the nearest ban), or a
 * fixed amount; never more than the subtotal, so the total after discount is never below 0.
 */
export function couponDiscount(subtotal: Bani, kind: CouponKind, value: number): Bani {
  if (subtotal <= 0 || value <= 0) return 0;
  const raw = kind === 'percent' ? Math.round((subtotal * Math.min(value, 100)) / 100) : Math.round(value);
  return Math.min(raw, subtotal);
}

/** Standard shipping, free from the threshold; applied to the subtotal after discount. */
export function shippingCost(subtotalAfterDiscount: Bani): Bani {
  if (subtotalAfterDiscount <= 0) return 0;
  return subtotalAfterDiscount >= FREE_SHIPPING_THRESHOLD_BANI ? 0 : STANDARD_SHIPPING_BANI;
}

/** VAT contained in a VAT-inclusive amount, at a percentage rate. */
export function vatIncluded(grossAmount: Bani, ratePercent: number): Bani {
  return Math.round((grossAmount * ratePercent) / (100 + ratePercent));
}
