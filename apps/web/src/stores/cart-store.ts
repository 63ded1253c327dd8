import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { ORDER_MAX_QUANTITY, STORAGE_KEYS } from '@shop/shared/constants';
import { decimalToBani } from '@shop/shared/money';
import { effectivePrice, orderTotals, type OrderCoupon, type ShippingRule } from '@shop/shared/pricing';
import type { ProductSummary } from '@shop/shared/schemas/catalog';

/** A cart line as contract §3 keeps it: enough of the product to show the cart without a request. */
export type CartLine = Pick<
  ProductSummary,
  'id' | 'slug' | 'titlu' | 'titlu_en' | 'pret' | 'pret_redus' | 'stoc' | 'imagine_principala_url'
> &
  // For the line's small print (unit price, lowest 30-day price); carts stored before these
  // existed lack them until the page refreshes the line from the shop.
  Partial<Pick<ProductSummary, 'pret_minim_30_zile' | 'cantitate_neta' | 'unitate'>> & { cantitate: number };

/**
 * The coupon as the server validated it (contract §3); kept with the cart. `min_subtotal` (lei) and
 * `first_order_only` come with the validation answer; older stored coupons lack them.
 */
export type CartCoupon = {
  code: string;
  discount_type: string;
  value: string;
  min_subtotal?: string;
  first_order_only?: boolean;
};

export type CartProduct = Omit<CartLine, 'cantitate'>;

type CartState = {
  items: CartLine[];
  coupon: CartCoupon | null;
  /**
   * Adds a product or increases its line, capped at `lineLimit` (the stock and what an order
   * accepts); amounts below 1 are ignored. Returns how many were actually added, which is less than
   * asked when the cap was reached (0 when the line already holds all it may).
   */
  add: (product: CartProduct, quantity?: number) => number;
  /** Sets a line's quantity: at least 1, at most `lineLimit`. */
  setQuantity: (productId: number, quantity: number) => void;
  remove: (productId: number) => void;
  /** Empties the cart, which also drops the coupon (contract §4). */
  clear: () => void;
  setCoupon: (coupon: CartCoupon | null) => void;
  /**
   * The shop says a product has only `stock` left (checkout's 409): the line keeps that stock and
   * its quantity follows it (at least 1; a line with no stock shows as out of stock).
   */
  setLineStock: (productId: number, stock: number) => void;
};

/**
 * The most one cart line may hold: its stock when known, and never more than an order accepts
 * (`ORDER_MAX_QUANTITY`), so the cart never offers a quantity that checkout refuses.
 */
export function lineLimit(stock: number | null | undefined): number {
  return typeof stock === 'number' && Number.isFinite(stock)
    ? Math.max(0, Math.min(Math.floor(stock), ORDER_MAX_QUANTITY))
    : ORDER_MAX_QUANTITY;
}

/** How many more of a product the cart can still take, given the line it already holds. */
export function remainingForLine(stock: number | null | undefined, inCart: number): number {
  return Math.max(0, lineLimit(stock) - inCart);
}

function capAtLimit(quantity: number, stock: number | null | undefined): number {
  return Math.min(quantity, lineLimit(stock));
}

/**
 * A stored cart as it is loaded: lines written before the caps existed (or edited by hand) are
 * brought down to `lineLimit`, at least 1.
 */
function withCappedLines(items: unknown): CartLine[] {
  if (!Array.isArray(items)) return [];
  return (items as CartLine[]).map((line) => {
    const quantity = Number.isFinite(line.cantitate) ? Math.floor(line.cantitate) : 1;
    return { ...line, cantitate: Math.max(1, capAtLimit(quantity, line.stoc)) };
  });
}

export const useCartStore = create<CartState>()(
  persist(
    (set, get) => ({
      items: [],
      coupon: null,
      add: (product, quantity = 1) => {
        if (!Number.isFinite(quantity) || quantity < 1) return 0;
        const amount = Math.floor(quantity);
        const items = get().items;
        const existing = items.find((line) => line.id === product.id);
        const before = existing?.cantitate ?? 0;
        const after = capAtLimit(before + amount, product.stoc);
        if (existing) {
          // The line takes the product's current stock and price even when nothing more fits.
          const cantitate = Math.max(after, 1);
          set({
            items: items.map((line) => (line.id === product.id ? { ...line, ...product, cantitate } : line)),
          });
          return Math.max(0, cantitate - before);
        }
        if (after < 1) return 0;
        set({ items: [...items, { ...product, cantitate: after }] });
        return after;
      },
      setQuantity: (productId, quantity) =>
        set((state) => ({
          items: state.items.map((line) =>
            line.id === productId
              ? {
                  ...line,
                  cantitate: Math.max(
                    1,
                    capAtLimit(Number.isFinite(quantity) ? Math.floor(quantity) : 1, line.stoc),
                  ),
                }
              : line,
          ),
        })),
      remove: (productId) => set((state) => ({ items: state.items.filter((line) => line.id !== productId) })),
      clear: () => set({ items: [], coupon: null }),
      setCoupon: (coupon) => set({ coupon }),
      setLineStock: (productId, stock) =>
        set((state) => {
          const available = Number.isFinite(stock) ? Math.max(0, Math.floor(stock)) : 0;
          return {
            items: state.items.map((line) =>
              line.id === productId
                ? { ...line, stoc: available, cantitate: Math.max(1, capAtLimit(line.cantitate, available)) }
                : line,
            ),
          };
        }),
    }),
    {
      name: STORAGE_KEYS.cart,
      storage: createJSONStorage(() => localStorage),
      partialize: (state) => ({ items: state.items, coupon: state.coupon }),
      merge: (persisted, current) => {
        const stored = (persisted ?? {}) as Partial<Pick<CartState, 'items' | 'coupon'>>;
        return {
          ...current,
          ...stored,
          items: withCappedLines(stored.items ?? current.items),
          coupon: stored.coupon ?? current.coupon,
        };
      },
      // Version 2 caps lines at `lineLimit`. A cart stored by version 1 may hold more; `merge` caps
      // it on load, and the version change makes persist write the capped cart back.
      version: 2,
      migrate: (persisted) => persisted as Pick<CartState, 'items' | 'coupon'>,
    },
  ),
);

/** Price of one unit of a line in bani: the discounted price when there is one. */
export function lineUnitPrice(line: Pick<CartLine, 'pret' | 'pret_redus'>): number {
  const price = decimalToBani(line.pret) ?? 0;
  const discounted = line.pret_redus == null ? null : decimalToBani(line.pret_redus);
  return effectivePrice(price, discounted);
}

export type CartTotals = { count: number; subtotal: number; shipping: number; total: number };

/** The header's cart preview (bani): how many items and what they cost, before delivery. */
export function cartCountAndSubtotal(items: CartLine[]): { count: number; subtotal: number } {
  return {
    count: items.reduce((sum, line) => sum + line.cantitate, 0),
    subtotal: items.reduce((sum, line) => sum + lineUnitPrice(line) * line.cantitate, 0),
  };
}

/** The coupon as the pricing rules take it: percent as a number, a fixed amount in bani. */
/** The referral discount of a referred customer's first order, priced as a percent coupon. */
export function referralCoupon(percent: number): CartCoupon {
  return { code: '', discount_type: 'percent', value: String(percent) };
}

export function orderCouponOf(coupon: CartCoupon | null | undefined): OrderCoupon | null {
  if (!coupon) return null;
  // Contract §3: `percent`, or any other value treated as a fixed amount.
  if (coupon.discount_type === 'percent') {
    const percent = Number(coupon.value);
    return Number.isFinite(percent) && percent > 0 ? { kind: 'percent', value: percent } : null;
  }
  const amount = decimalToBani(coupon.value);
  return amount !== null && amount > 0 ? { kind: 'fixed', value: amount } : null;
}

export type CartCouponTotals = CartTotals & {
  discount: number;
  /** The coupon counts in the figures. */
  couponApplied: boolean;
  /** The coupon's minimum subtotal (bani) when the cart is still below it; else null. */
  couponMinimum: number | null;
};

/**
 * The cart's figures with its coupon, by the same rules the server applies to the order
 * (`orderTotals`): the discount on the subtotal, never below 0, and shipping on the subtotal after
 * discount (the shop's settings: a flat cost, free from a threshold). A coupon whose minimum
 * subtotal is not reached counts 0.
 * For display only: the server recomputes everything when the order is placed.
 */
export function cartTotalsWithCoupon(
  items: CartLine[],
  coupon: CartCoupon | null,
  shipping: ShippingRule,
): CartCouponTotals {
  const lines = items.map((line) => ({
    unitPrice: lineUnitPrice(line),
    quantity: line.cantitate,
    vatRate: 0,
  }));
  const subtotal = lines.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0);
  const rule = orderCouponOf(coupon);
  const minimum = coupon?.min_subtotal ? (decimalToBani(coupon.min_subtotal) ?? 0) : 0;
  const couponApplied = rule !== null && subtotal > 0 && subtotal >= minimum;
  const totals = orderTotals(lines, couponApplied ? rule : null, shipping);
  return {
    count: items.reduce((sum, line) => sum + line.cantitate, 0),
    subtotal: totals.subtotal,
    discount: totals.discount,
    shipping: totals.shipping,
    total: totals.total,
    couponApplied,
    couponMinimum: rule !== null && subtotal < minimum ? minimum : null,
  };
}

export const useCartCount = () =>
  useCartStore((state) => state.items.reduce((sum, line) => sum + line.cantitate, 0));
