import { useMutation } from '@tanstack/react-query';
import type { Coupon } from '@shop/shared/schemas/checkout';
import { api, isApiError } from '@/lib/api-client';
import { useCartStore, type CartCoupon } from '@/stores/cart-store';

/** `POST /api/coupons/validate/ {code}` (contract §7): the coupon, or 400 "Cod invalid sau expirat". */
export function validateCoupon(code: string): Promise<Coupon> {
  return api.post<Coupon>('/coupons/validate/', { code });
}

export type CouponFailure = 'invalid' | 'too_many' | 'network';

/** Why a check failed, as the coupon field words it. */
export function couponFailure(error: unknown): CouponFailure {
  if (isApiError(error)) {
    if (error.status === 429) return 'too_many';
    if (error.status === 0 || error.status >= 500) return 'network';
  }
  return 'invalid';
}

export function toCartCoupon(coupon: Coupon): CartCoupon {
  return {
    code: coupon.code,
    discount_type: coupon.discount_type,
    value: coupon.value,
    min_subtotal: coupon.min_subtotal,
    first_order_only: coupon.first_order_only,
  };
}

/**
 * The cart's coupon (contract §4): applying validates the code with the shop and keeps the answer
 * with the cart; any failure clears the coupon. Removing it is local. Emptying the cart clears it
 * too (the store does).
 */
export function useCoupon() {
  const coupon = useCartStore((state) => state.coupon);
  const mutation = useMutation({
    mutationKey: ['coupon', 'validate'],
    mutationFn: (code: string) => validateCoupon(code.trim()),
    onSuccess: (answer) => useCartStore.getState().setCoupon(toCartCoupon(answer)),
    onError: () => useCartStore.getState().setCoupon(null),
  });
  return {
    coupon,
    apply: (code: string) =>
      mutation.mutateAsync(code).then(
        () => true,
        () => false,
      ),
    remove: () => {
      mutation.reset();
      useCartStore.getState().setCoupon(null);
    },
    isPending: mutation.isPending,
    failure: mutation.isError ? couponFailure(mutation.error) : null,
    reset: mutation.reset,
  };
}
