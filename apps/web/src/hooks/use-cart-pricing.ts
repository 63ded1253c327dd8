import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { decimalToBani } from '@shop/shared/money';
import { percentOf } from '@shop/shared/discounts';
import type { ShippingRule } from '@shop/shared/pricing';
import type { CartPrice, PricedLine } from '@shop/shared/schemas/discounts';
import { api } from '@/lib/api-client';
import type { CartCouponTotals } from '@/stores/cart-store';

export const cartPricingKeys = {
  all: ['cart-pricing'] as const,
  of: (lines: readonly (readonly [number, number])[], coupon: string | null) =>
    [...cartPricingKeys.all, lines, coupon] as const,
};

/**
 * The server's figures for the cart (`POST /api/cos/pret/`, decision 062): each line with its
 * automatic discount and its share of the coupon, the totals and shipping, priced by the same
 * function as the order. The last answer stays while a change is asked about.
 */
export function useCartPricing(
  lines: readonly { id: number; cantitate: number }[],
  couponCode: string | null | undefined,
) {
  const key = lines.map((line) => [line.id, line.cantitate] as const);
  const coupon = couponCode || null;
  return useQuery({
    queryKey: cartPricingKeys.of(key, coupon),
    queryFn: ({ signal }) =>
      api.post<CartPrice>(
        '/cos/pret/',
        { produse: lines.map((line) => ({ produs: line.id, cantitate: line.cantitate })), cupon: coupon },
        { signal },
      ),
    enabled: lines.length > 0,
    staleTime: 15_000,
    placeholderData: keepPreviousData,
  });
}

export type ServerTotals = CartCouponTotals & {
  /** The part of `discount` the automatic discounts took (bani). */
  automaticDiscount: number;
  /** Each priced line by product id (absent until the server has answered). */
  lines: ReadonlyMap<number, PricedLine>;
  /** Why the coupon counts nothing (too few eligible units, none in the cart), or null. */
  couponMessage: string | null;
};

const bani = (value: string) => decimalToBani(value) ?? 0;

/**
 * The figures to show: the server's when its answer is for these lines, else the local estimate
 * (the shared rules without automatic discounts) until it comes. A referred customer's first-order
 * discount, which the pricing endpoint does not know, is taken as order placement takes it: a
 * percentage of what the lines cost after their automatic discounts.
 */
export function serverTotals(
  local: CartCouponTotals,
  price: CartPrice | undefined,
  lines: readonly { id: number; cantitate: number }[],
  referral: { percent: number; shipping: ShippingRule } | null = null,
): ServerTotals {
  const matches =
    price !== undefined &&
    price.produse.length === lines.length &&
    price.produse.every(
      (line, index) => line.produs === lines[index]!.id && line.cantitate === lines[index]!.cantitate,
    );
  if (!matches) return { ...local, automaticDiscount: 0, lines: new Map(), couponMessage: null };
  const subtotal = bani(price.subtotal);
  const automaticDiscount = bani(price.reducere_automata);
  let discount = bani(price.reducere);
  let total = bani(price.total);
  let shipping = bani(price.transport);
  if (referral !== null && price.cupon === null) {
    discount += percentOf(subtotal - automaticDiscount, referral.percent);
    const after = subtotal - discount;
    shipping = subtotal > 0 && after < referral.shipping.freeFrom ? referral.shipping.cost : 0;
    total = after + shipping;
  }
  return {
    count: local.count,
    subtotal,
    discount,
    shipping,
    total,
    couponApplied: price.cupon?.aplicat ?? false,
    couponMinimum: local.couponMinimum,
    automaticDiscount,
    lines: new Map(price.produse.map((line) => [line.produs, line])),
    // A minimum subtotal and an unknown code are the coupon field's to say.
    couponMessage:
      price.cupon?.motiv === 'min_quantity' || price.cupon?.motiv === 'not_eligible'
        ? price.cupon.mesaj
        : null,
  };
}
