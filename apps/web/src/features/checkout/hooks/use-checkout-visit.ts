import { useEffect } from 'react';
import { baniToDecimal } from '@shop/shared/money';
import type { CheckoutSessionBody } from '@shop/shared/schemas/checkout';
import { api } from '@/lib/api-client';
import { cartCountAndSubtotal, type CartLine } from '@/stores/cart-store';
import { checkoutVisitId } from '../lib/checkout-session';

/**
 * Tells the shop that this visit of the checkout page has a cart (abandoned checkout,
 * docs/decisions/064): the visit's random id, the cart's value and its number of lines, when the
 * page opens and whenever they change. Nothing about the person. The order placed in the visit
 * names the same id (`sesiune_checkout`), which converts it. A failed call changes nothing for
 * the shopper.
 */
export function useCheckoutVisit(lines: readonly CartLine[]) {
  const { subtotal } = cartCountAndSubtotal([...lines]);
  const count = lines.length;
  useEffect(() => {
    if (count === 0) return;
    const body: CheckoutSessionBody = {
      id: checkoutVisitId(),
      valoare: baniToDecimal(subtotal),
      linii: Math.min(count, 100),
    };
    api.post('/checkout/sesiune/', body).catch(() => undefined);
  }, [subtotal, count]);
}
