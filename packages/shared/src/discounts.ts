import { VAT_RATES } from './constants';
import type { Bani } from './money';
import { type ShippingRule, vatIncluded } from './pricing';

/**
 * The discount rules (decision 062), pure: the cart's figures, the pricing endpoint and order
 * placement all call `priceOrder`, so the shopper sees exactly what the order charges.
 *
 * 1. Automatic discounts (no code) apply per line, on the line's effective price (the product's own
 *    reduced price stays). They never stack with each other: the one worth most on a line wins
 *    (the lower id on a tie).
 * 2. Then at most one coupon, on what the eligible lines cost after their automatic discount.
 * 3. Shipping on the subtotal after every discount; a free-shipping coupon makes it 0.
 * Every amount is whole bani; no line, and no total, goes below 0.
 */

/** How an automatic discount reduces: a percentage, or "buy N, get the next at X% off". */
export type AutomaticDiscountKind = 'percent' | 'buy_x_get_y';

export type AutomaticDiscountRule = {
  id: number;
  /** What the shopper reads beside the line ("Toamna -20%"). */
  name: string;
  kind: AutomaticDiscountKind;
  /** Percent off (1–100): of every unit, or of each discounted unit for `buy_x_get_y`. */
  percent: number;
  /** `buy_x_get_y`: how many are bought at full price before one at `percent` off (≥ 1). */
  buyQuantity: number;
  /** The categories it covers; empty covers every product. */
  categoryIds: number[];
  /** The products (and so variants) it covers, beside its categories. */
  productIds: number[];
};

export type DiscountCouponKind = 'percent' | 'fixed' | 'free_shipping';

export type DiscountCoupon = {
  code: string;
  kind: DiscountCouponKind;
  /** A whole percent for `percent`, bani for `fixed`, unused for `free_shipping`. */
  value: number;
  /** Smallest subtotal of the whole cart before any discount, in bani. */
  minSubtotal: Bani;
  /** Smallest number of eligible units in the cart (0: no minimum). */
  minQuantity: number;
  /** Limits to products and/or categories; both empty: every line is eligible. */
  productIds: number[];
  categoryIds: number[];
};

export type PricingLine = {
  productId: number;
  /** A variant's parent product: a rule or coupon naming the parent covers its variants. */
  parentId?: number | null;
  categoryIds: number[];
  /** VAT-inclusive effective unit price (the product's reduced price when it has one). */
  unitPrice: Bani;
  quantity: number;
  vatRate: number;
  /**
   * Omnibus: the lowest price of the 30 days before the automatic discount that may apply began
   * (see `omnibusReference`); null when unknown.
   */
  reference?: Bani | null;
};

export type CouponRefusal = 'min_subtotal' | 'min_quantity' | 'not_eligible';

export type PricedOrderLine = {
  productId: number;
  quantity: number;
  unitPrice: Bani;
  lineTotal: Bani;
  /**
   * The winning automatic discount on this line, or null: with the terms it applied by (its
   * percent and "buy N"), which an edited order's line keeps (docs/decisions/080).
   */
  automatic: { id: number; name: string; amount: Bani; percent: number; buyQuantity: number } | null;
  /** This line's part of the coupon's discount. */
  couponShare: Bani;
  /** Everything taken off this line: automatic + coupon share (≤ line total). */
  discount: Bani;
  /** What the line costs after every discount. */
  net: Bani;
  vat: Bani;
  /** Omnibus reference shown with an automatic reduction; null without one. */
  reference: Bani | null;
};

export type PricedOrder = {
  lines: PricedOrderLine[];
  /** Sum of the lines before any discount. */
  subtotal: Bani;
  automaticDiscount: Bani;
  couponDiscount: Bani;
  /** automaticDiscount + couponDiscount, never more than the subtotal. */
  discount: Bani;
  shipping: Bani;
  total: Bani;
  vat: Bani;
  /** The coupon as it counted: applied, or why not. Null without a coupon. */
  coupon: { code: string; applied: boolean; refusal: CouponRefusal | null; freeShipping: boolean } | null;
};

/** Percent of an amount, rounded half-up to the ban, capped at the amount (percent ≤ 100). */
export function percentOf(amount: Bani, percent: number): Bani {
  if (amount <= 0 || percent <= 0) return 0;
  const capped = Math.min(percent, 100);
  // Half-up on integers: floor((2·a·p + 100) / 200) has no binary fractions.
  return Math.min(amount, Math.floor((2 * amount * capped + 100) / 200));
}

/** Whether a rule or coupon limited to products and categories covers a line (both empty: all). */
export function covers(
  scope: { productIds: number[]; categoryIds: number[] },
  line: Pick<PricingLine, 'productId' | 'parentId' | 'categoryIds'>,
): boolean {
  if (scope.productIds.length === 0 && scope.categoryIds.length === 0) return true;
  return (
    scope.productIds.includes(line.productId) ||
    (line.parentId != null && scope.productIds.includes(line.parentId)) ||
    line.categoryIds.some((id) => scope.categoryIds.includes(id))
  );
}

/** What one automatic discount takes off one line (0 when it does not cover it). */
export function automaticDiscountOnLine(
  rule: AutomaticDiscountRule,
  line: Pick<PricingLine, 'productId' | 'parentId' | 'categoryIds' | 'unitPrice' | 'quantity'>,
): Bani {
  if (!covers(rule, line) || line.quantity <= 0 || line.unitPrice <= 0) return 0;
  const perUnit = percentOf(line.unitPrice, rule.percent);
  if (rule.kind === 'percent') return perUnit * line.quantity;
  const every = Math.max(1, Math.floor(rule.buyQuantity)) + 1;
  return perUnit * Math.floor(line.quantity / every);
}

/** The automatic discount that wins on a line: the largest amount, the lower id on a tie. */
export function bestAutomaticDiscount(
  rules: AutomaticDiscountRule[],
  line: Pick<PricingLine, 'productId' | 'parentId' | 'categoryIds' | 'unitPrice' | 'quantity'>,
): { rule: AutomaticDiscountRule; amount: Bani } | null {
  let best: { rule: AutomaticDiscountRule; amount: Bani } | null = null;
  for (const rule of rules) {
    const amount = automaticDiscountOnLine(rule, line);
    if (amount <= 0) continue;
    if (!best || amount > best.amount || (amount === best.amount && rule.id < best.rule.id)) {
      best = { rule, amount };
    }
  }
  return best;
}

/**
 * Shares an amount over weights in proportion, in whole bani: floors first, then the remainder one
 * ban at a time to the largest weights (the earlier line on a tie), never more than a weight.
 */
export function shareOut(amount: Bani, weights: Bani[]): Bani[] {
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  if (amount <= 0 || total <= 0) return weights.map(() => 0);
  const capped = Math.min(amount, total);
  const shares = weights.map((weight) => Math.floor((capped * weight) / total));
  let remainder = capped - shares.reduce((sum, share) => sum + share, 0);
  const order = weights.map((weight, index) => ({ weight, index })).sort((a, b) => b.weight - a.weight);
  while (remainder > 0) {
    for (const { index, weight } of order) {
      if (remainder === 0) break;
      if (shares[index]! < weight) {
        shares[index]! += 1;
        remainder -= 1;
      }
    }
  }
  return shares;
}

/**
 * Prices an order or a cart: the automatic discounts per line, then the coupon, then shipping and
 * VAT. A coupon whose conditions the cart does not meet counts nothing and says why
 * (`coupon.refusal`); order placement refuses the order then, the cart shows the reason.
 */
export function priceOrder(
  lines: PricingLine[],
  automaticDiscounts: AutomaticDiscountRule[],
  coupon: DiscountCoupon | null,
  shippingRule: ShippingRule,
): PricedOrder {
  const first = lines.map((line) => {
    const lineTotal = line.unitPrice * line.quantity;
    const best = bestAutomaticDiscount(automaticDiscounts, line);
    const automatic = best
      ? {
          id: best.rule.id,
          name: best.rule.name,
          amount: Math.min(best.amount, lineTotal),
          percent: best.rule.percent,
          buyQuantity: best.rule.kind === 'buy_x_get_y' ? best.rule.buyQuantity : 0,
        }
      : null;
    return { line, lineTotal, automatic, afterAutomatic: lineTotal - (automatic?.amount ?? 0) };
  });
  const subtotal = first.reduce((sum, line) => sum + line.lineTotal, 0);
  const automaticDiscount = first.reduce((sum, line) => sum + (line.automatic?.amount ?? 0), 0);

  let couponOutcome: PricedOrder['coupon'] = null;
  let couponShares = first.map(() => 0);
  if (coupon) {
    const eligible = first.map((entry) => covers(coupon, entry.line));
    const eligibleUnits = first.reduce((sum, entry, i) => sum + (eligible[i] ? entry.line.quantity : 0), 0);
    const refusal: CouponRefusal | null =
      subtotal < coupon.minSubtotal
        ? 'min_subtotal'
        : eligibleUnits === 0
          ? 'not_eligible'
          : eligibleUnits < coupon.minQuantity
            ? 'min_quantity'
            : null;
    if (refusal === null && coupon.kind !== 'free_shipping') {
      const weights = first.map((entry, i) => (eligible[i] ? entry.afterAutomatic : 0));
      const base = weights.reduce((sum, weight) => sum + weight, 0);
      const amount =
        coupon.kind === 'percent' ? percentOf(base, coupon.value) : Math.min(Math.max(0, coupon.value), base);
      couponShares = shareOut(amount, weights);
    }
    couponOutcome = {
      code: coupon.code,
      applied: refusal === null,
      refusal,
      freeShipping: refusal === null && coupon.kind === 'free_shipping',
    };
  }
  const couponDiscount = couponShares.reduce((sum, share) => sum + share, 0);
  const discount = automaticDiscount + couponDiscount;
  const afterDiscount = subtotal - discount;
  const shipping =
    subtotal <= 0 || couponOutcome?.freeShipping || afterDiscount >= shippingRule.freeFrom
      ? 0
      : shippingRule.cost;

  const priced: PricedOrderLine[] = first.map((entry, i) => {
    const lineDiscount = (entry.automatic?.amount ?? 0) + couponShares[i]!;
    const net = entry.lineTotal - lineDiscount;
    return {
      productId: entry.line.productId,
      quantity: entry.line.quantity,
      unitPrice: entry.line.unitPrice,
      lineTotal: entry.lineTotal,
      automatic: entry.automatic,
      couponShare: couponShares[i]!,
      discount: lineDiscount,
      net,
      vat: vatIncluded(net, entry.line.vatRate),
      reference: entry.automatic ? (entry.line.reference ?? null) : null,
    };
  });
  const vat = priced.reduce((sum, line) => sum + line.vat, 0) + vatIncluded(shipping, VAT_RATES.standard);
  return {
    lines: priced,
    subtotal,
    automaticDiscount,
    couponDiscount,
    discount,
    shipping,
    total: afterDiscount + shipping,
    vat,
    coupon: couponOutcome,
  };
}

/** One price a product had from `at` on (a row of its price history). */
export type PricePoint = { at: Date; price: Bani; discountedPrice: Bani | null };

/** Omnibus: how far back the lowest price is looked for before a reduction begins. */
export const OMNIBUS_DAYS = 30;

/**
 * The Omnibus reference of a reduction that begins at `start`: the lowest price the product was
 * sold at (its effective price) in the 30 days before, counting the price already in force when
 * that window opened. Null when the history says nothing about that time.
 */
export function omnibusReference(history: PricePoint[], start: Date): Bani | null {
  const from = start.getTime() - OMNIBUS_DAYS * 24 * 3600_000;
  const sorted = [...history].sort((a, b) => a.at.getTime() - b.at.getTime());
  let lowest: Bani | null = null;
  let inForce: PricePoint | null = null;
  for (const point of sorted) {
    const time = point.at.getTime();
    if (time >= start.getTime()) break;
    if (time <= from) {
      inForce = point;
      continue;
    }
    const price = effective(point);
    lowest = lowest === null ? price : Math.min(lowest, price);
  }
  if (inForce) lowest = lowest === null ? effective(inForce) : Math.min(lowest, effective(inForce));
  return lowest;
}

function effective(point: PricePoint): Bani {
  return point.discountedPrice !== null && point.discountedPrice < point.price
    ? point.discountedPrice
    : point.price;
}

/** Whether an automatic discount runs at `now`: active and inside its window (open ends allowed). */
export function discountRunning(
  window: { isActive: boolean; startsAt: Date | null; endsAt: Date | null },
  now: Date,
): boolean {
  if (!window.isActive) return false;
  if (window.startsAt && window.startsAt.getTime() > now.getTime()) return false;
  return !(window.endsAt && window.endsAt.getTime() <= now.getTime());
}
