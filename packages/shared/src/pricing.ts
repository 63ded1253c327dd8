import { VAT_RATES } from './constants';
import { decimalToBani, type Bani } from './money';

/** Effective price is the discounted price when there is one, else the list price (contract §9). */
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

/**
 * How much a subtotal (before discount) lacks to reach a coupon's minimum subtotal: 0 once it is
 * reached, so the coupon applies. Below it the coupon counts nothing (the server refuses it).
 */
export function couponShortfall(subtotal: Bani, minSubtotal: Bani): Bani {
  return Math.max(0, minSubtotal - subtotal);
}

/** Shipping as the shop's settings set it (bani): a flat cost, nothing from the threshold up. */
export type ShippingRule = { cost: Bani; freeFrom: Bani };

/** The shipping rule of the shop's settings (`GET /api/shop/`, their decimal amounts in lei). */
export function shippingRuleOf(settings: {
  shipping_cost: string;
  free_shipping_from: string;
}): ShippingRule {
  return {
    cost: decimalToBani(settings.shipping_cost) ?? 0,
    freeFrom: decimalToBani(settings.free_shipping_from) ?? 0,
  };
}

/** The flat cost, free from the threshold; applied to the subtotal after discount. */
export function shippingCost(subtotalAfterDiscount: Bani, rule: ShippingRule): Bani {
  if (subtotalAfterDiscount <= 0) return 0;
  return subtotalAfterDiscount >= rule.freeFrom ? 0 : rule.cost;
}

/** VAT contained in a VAT-inclusive amount, at a percentage rate. */
export function vatIncluded(grossAmount: Bani, ratePercent: number): Bani {
  return Math.round((grossAmount * ratePercent) / (100 + ratePercent));
}

export type PricedLine = {
  /** VAT-inclusive unit price in bani, as charged (the effective price). */
  unitPrice: Bani;
  quantity: number;
  /** VAT rate of the product, in percent. */
  vatRate: number;
};

export type OrderCoupon = { kind: CouponKind; value: number };

export type OrderTotals = {
  /** Sum of the lines, before the discount. */
  subtotal: Bani;
  discount: Bani;
  shipping: Bani;
  /** What the customer pays: subtotal − discount + shipping, never below 0. */
  total: Bani;
  /** VAT contained in the total: each line after its share of the discount, and the shipping. */
  vat: Bani;
  lines: { lineTotal: Bani; discountShare: Bani; vat: Bani }[];
};

/**
 * Totals of an order, in bani: line totals, the coupon on the subtotal (never below 0), shipping
 * on the subtotal after discount (free from the threshold; charged even when a coupon covers the
 * whole subtotal), and the VAT the total contains. The
 * discount is shared out over the lines in proportion to their totals (the remainder going to the
 * largest lines first), so each line's VAT is taken at its own rate; shipping carries the standard
 * rate.
 */
export function orderTotals(
  lines: PricedLine[],
  coupon: OrderCoupon | null,
  shippingRule: ShippingRule,
): OrderTotals {
  const lineTotals = lines.map((line) => line.unitPrice * line.quantity);
  const subtotal = lineTotals.reduce((sum, amount) => sum + amount, 0);
  const discount = coupon ? couponDiscount(subtotal, coupon.kind, coupon.value) : 0;
  // A coupon that covers the whole subtotal does not make delivery free: only an empty order ships nothing.
  const shipping = subtotal > 0 && subtotal - discount < shippingRule.freeFrom ? shippingRule.cost : 0;

  const shares = lineTotals.map((amount) => (subtotal > 0 ? Math.floor((discount * amount) / subtotal) : 0));
  let remainder = discount - shares.reduce((sum, share) => sum + share, 0);
  const byAmount = lineTotals.map((amount, index) => ({ amount, index })).sort((a, b) => b.amount - a.amount);
  for (let i = 0; remainder > 0 && byAmount.length > 0; i = (i + 1) % byAmount.length) {
    const { index } = byAmount[i]!;
    if (shares[index]! < lineTotals[index]!) {
      shares[index]! += 1;
      remainder -= 1;
    }
  }

  const priced = lines.map((line, index) => ({
    lineTotal: lineTotals[index]!,
    discountShare: shares[index]!,
    vat: vatIncluded(lineTotals[index]! - shares[index]!, line.vatRate),
  }));
  const vat = priced.reduce((sum, line) => sum + line.vat, 0) + vatIncluded(shipping, VAT_RATES.standard);
  return { subtotal, discount, shipping, total: subtotal - discount + shipping, vat, lines: priced };
}

export type UnitPriceBasis = '100 ml' | 'l' | 'kg' | 'buc';

/**
 * The price per unit shown beside a product's price: per 100 ml up to a litre (per litre above),
 * per kg for grams, per piece for pieces; from the effective price, rounded half-up to the ban.
 * Null when the product has no net quantity.
 */
export function unitPrice(
  effective: Bani,
  netQuantity: number | null | undefined,
  unit: 'ml' | 'g' | 'buc' | null | undefined,
): { amount: Bani; per: UnitPriceBasis } | null {
  if (!unit || !netQuantity || netQuantity <= 0 || effective < 0) return null;
  const [factor, per]: [number, UnitPriceBasis] =
    unit === 'ml'
      ? netQuantity <= 1000
        ? [100, '100 ml']
        : [1000, 'l']
      : unit === 'g'
        ? [1000, 'kg']
        : [1, 'buc'];
  // Half-up on integers: floor((2·n + d) / (2·d)) avoids binary fractions.
  const amount = Math.floor((2 * effective * factor + netQuantity) / (2 * netQuantity));
  return { amount, per };
}

/** A pack's net quantity in the units the unit price works on: grams, millilitres or pieces. */
export type PackQuantity = { netQuantity: number; unit: 'ml' | 'g' | 'buc' };

const PACK_UNITS: Record<string, [factor: number, unit: PackQuantity['unit']]> = {
  g: [1, 'g'],
  kg: [1000, 'g'],
  ml: [1, 'ml'],
  l: [1000, 'ml'],
  buc: [1, 'buc'],
};

/**
 * The whole net quantity of a pack as its label writes it: "250 g", "1,5 l", and multi-packs
 * "3 × 250 g" or "2 x 100 ml", whose unit price is taken from the total (750 g, 200 ml), as the
 * price-indication rules (HG 947/2000, from Directive 98/6/EC) ask for the price per kg or litre of
 * what is sold. Null for anything else, or an amount that is not a whole number of g, ml or pieces.
 */
export function packQuantity(label: string): PackQuantity | null {
  const match = /^(?:(\d+)\s*[×xX*]\s*)?(\d+(?:[.,]\d+)?)\s*(kg|g|ml|l|buc)\.?$/i.exec(label.trim());
  if (!match) return null;
  const count = match[1] === undefined ? 1 : Number(match[1]);
  const [factor, unit] = PACK_UNITS[match[3]!.toLowerCase()]!;
  // Thousandths in integers: "1,5" is 1500/1000, so 1,5 kg is 1500 g without binary fractions.
  const [whole, fraction = ''] = match[2]!.replace(',', '.').split('.');
  const thousandths = Number(whole) * 1000 + Number(fraction.padEnd(3, '0').slice(0, 3));
  if (fraction.length > 3 || (thousandths * factor) % 1000 !== 0) return null;
  const netQuantity = (count * thousandths * factor) / 1000;
  return netQuantity > 0 ? { netQuantity, unit } : null;
}
