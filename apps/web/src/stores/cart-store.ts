import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { STORAGE_KEYS } from '@shop/shared/constants';
import { decimalToBani } from '@shop/shared/money';
import { effectivePrice, orderTotals, shippingCost, type OrderCoupon } from '@shop/shared/pricing';
import type { ProductSummary } from '@shop/shared/schemas/catalog';

/** A cart line as contract §3 keeps it: enough of the product to show the cart without a request. */
export type CartLine = Pick<
  ProductSummary,
  'id' | 'slug' | 'titlu' | 'titlu_en' | 'pret' | 'pret_redus' | 'stoc' | 'imagine_principala_url'
> & { cantitate: number };

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
  /** Adds a product or increases its line, capped at its stock; amounts below 1 are ignored. */
  add: (product: CartProduct, quantity?: number) => void;
  /** Sets a line's quantity: at least 1, at most the stock. */
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

function capAtStock(quantity: number, stock: number | null | undefined): number {
  return typeof stock === 'number' && Number.isFinite(stock) ? Math.min(quantity, stock) : quantity;
}

export const useCartStore = create<CartState>()(
  persist(
    (set) => ({
      items: [],
      coupon: null,
      add: (product, quantity = 1) =>
        set((state) => {
          if (!Number.isFinite(quantity) || quantity < 1) return state;
          const amount = Math.floor(quantity);
          const existing = state.items.find((line) => line.id === product.id);
          if (existing) {
            const cantitate = capAtStock(existing.cantitate + amount, product.stoc);
            return {
              items: state.items.map((line) =>
                line.id === product.id ? { ...line, ...product, cantitate: Math.max(cantitate, 1) } : line,
              ),
            };
          }
          const cantitate = capAtStock(amount, product.stoc);
          if (cantitate < 1) return state;
          return { items: [...state.items, { ...product, cantitate }] };
        }),
      setQuantity: (productId, quantity) =>
        set((state) => ({
          items: state.items.map((line) =>
            line.id === productId
              ? {
                  ...line,
                  cantitate: Math.max(
                    1,
                    capAtStock(Number.isFinite(quantity) ? Math.floor(quantity) : 1, line.stoc),
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
                ? { ...line, stoc: available, cantitate: Math.max(1, Math.min(line.cantitate, available)) }
                : line,
            ),
          };
        }),
    }),
    {
      name: STORAGE_KEYS.cart,
      storage: createJSONStorage(() => localStorage),
      partialize: (state) => ({ items: state.items, coupon: state.coupon }),
      version: 1,
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

/**
 * What the cart shows before checkout (bani). The server recomputes everything at checkout;
 * these figures are for display only.
 */
export function cartTotals(items: CartLine[]): CartTotals {
  const subtotal = items.reduce((sum, line) => sum + lineUnitPrice(line) * line.cantitate, 0);
  const shipping = shippingCost(subtotal);
  return {
    count: items.reduce((sum, line) => sum + line.cantitate, 0),
    subtotal,
    shipping,
    total: subtotal + shipping,
  };
}

/** The coupon as the pricing rules take it: percent as a number, a fixed amount in bani. */
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
 * discount (25 lei, free from 200 lei). A coupon whose minimum subtotal is not reached counts 0.
 * For display only: the server recomputes everything when the order is placed.
 */
export function cartTotalsWithCoupon(items: CartLine[], coupon: CartCoupon | null): CartCouponTotals {
  const lines = items.map((line) => ({
    unitPrice: lineUnitPrice(line),
    quantity: line.cantitate,
    vatRate: 0,
  }));
  const subtotal = lines.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0);
  const rule = orderCouponOf(coupon);
  const minimum = coupon?.min_subtotal ? (decimalToBani(coupon.min_subtotal) ?? 0) : 0;
  const couponApplied = rule !== null && subtotal > 0 && subtotal >= minimum;
  const totals = orderTotals(lines, couponApplied ? rule : null);
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
