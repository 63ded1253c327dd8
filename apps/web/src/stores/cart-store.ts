import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { STORAGE_KEYS } from '@shop/shared/constants';
import { decimalToBani } from '@shop/shared/money';
import { effectivePrice, shippingCost } from '@shop/shared/pricing';
import type { ProductSummary } from '@shop/shared/schemas/catalog';

/** A cart line as spec §3 keeps it: enough of the product to show the cart without a request. */
export type CartLine = Pick<
  ProductSummary,
  'id' | 'slug' | 'titlu' | 'titlu_en' | 'pret' | 'pret_redus' | 'stoc' | 'imagine_principala_url'
> & { cantitate: number };

/** The coupon as the server validated it (spec §3); kept with the cart. */
export type CartCoupon = { code: string; discount_type: string; value: string };

export type CartProduct = Omit<CartLine, 'cantitate'>;

type CartState = {
  items: CartLine[];
  coupon: CartCoupon | null;
  /** Adds a product or increases its line, capped at its stock; amounts below 1 are ignored. */
  add: (product: CartProduct, quantity?: number) => void;
  /** Sets a line's quantity: at least 1, at most the stock. */
  setQuantity: (productId: number, quantity: number) => void;
  remove: (productId: number) => void;
  /** Empties the cart, which also drops the coupon (spec §4). */
  clear: () => void;
  setCoupon: (coupon: CartCoupon | null) => void;
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

export const useCartCount = () =>
  useCartStore((state) => state.items.reduce((sum, line) => sum + line.cantitate, 0));
