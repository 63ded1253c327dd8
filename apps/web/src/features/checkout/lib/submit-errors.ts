import { decimalToBani, formatLei } from '@shop/shared/money';
import { isApiError } from '@/lib/api-client';
import type { CartCoupon } from '@/stores/cart-store';
import { isCheckoutField, type FieldErrors, type FieldMessage } from './checkout-form';
import { messageKey } from '@/lib/form/field-messages';

/** What went wrong with a submit, as the page shows it. */
export type SubmitProblem =
  /** Fields the server refused (its rules beyond the shared schema, or a withdrawn locker). */
  | { kind: 'fields'; errors: FieldErrors }
  /** The coupon could not be used for this order: it is cleared (contract §4) and the reason shown. */
  | { kind: 'coupon'; reason: FieldMessage }
  /**
   * 409 `checkout.out_of_stock`: not enough stock; the server's words name the product, and the
   * answer says which one (`produs`) and how many are left (`disponibil`).
   */
  | { kind: 'out_of_stock'; detail: string; product: number | null; available: number | null }
  /** 400 for one line of the order (`produse.<index>.cantitate`): a quantity outside 1..99. */
  | { kind: 'line'; index: number; reason: FieldMessage }
  /** 400 `checkout.variant_required`: products sold in variants, ordered without choosing one. */
  | { kind: 'variant_required'; products: number[] }
  /** 400 `produse`: products that no longer exist or are withdrawn. */
  | { kind: 'unavailable'; detail: string }
  /** No answer, or the server failed: the same submit may be retried with the same key. */
  | { kind: 'processing' }
  | { kind: 'too_many' }
  /** Anything else the server said in words. */
  | { kind: 'message'; text: string };

/** A catalogue message in the visitor's language, or the server's own words. */
export function fieldMessage(text: string): FieldMessage {
  const key = messageKey(text);
  return key ? { key } : { text };
}

function couponReason(code: string | undefined, detail: string, coupon: CartCoupon | null): FieldMessage {
  const name = coupon?.code ?? '';
  switch (code) {
    case 'coupon.min_subtotal': {
      const minimum = coupon?.min_subtotal ? decimalToBani(coupon.min_subtotal) : null;
      return minimum !== null
        ? { key: 'checkout.coupon.minimum', params: { code: name, amount: formatLei(minimum) } }
        : { text: detail };
    }
    case 'coupon.already_used':
      return { key: 'checkout.coupon.already_used', params: { code: name } };
    case 'coupon.first_order_only':
      return { key: 'checkout.coupon.first_order_only', params: { code: name } };
    default:
      return fieldMessage(detail);
  }
}

/**
 * Reads a failed `POST /api/comenzi/`: 400 with one key per field (`cupon`, `produse`,
 * `livrare.locker_id`, …), 409 for stock, 429, and failures without an answer.
 */
export function submitProblem(error: unknown, coupon: CartCoupon | null): SubmitProblem {
  if (!isApiError(error) || error.status === 0 || error.status >= 500) return { kind: 'processing' };
  if (error.status === 429) return { kind: 'too_many' };
  if (error.status === 409 && error.code === 'checkout.out_of_stock') {
    const { produs, disponibil } = error.extra;
    return {
      kind: 'out_of_stock',
      detail: error.detail,
      product: typeof produs === 'number' ? produs : null,
      available: typeof disponibil === 'number' ? disponibil : null,
    };
  }
  const fields = error.fieldErrors;
  if (error.status === 400) {
    for (const [name, messages] of Object.entries(fields)) {
      const line = /^produse\.(\d+)(?:\.|$)/.exec(name);
      if (line && messages[0])
        return { kind: 'line', index: Number(line[1]), reason: fieldMessage(messages[0]) };
    }
    if (fields.cupon?.[0] || error.code?.startsWith('coupon.')) {
      return { kind: 'coupon', reason: couponReason(error.code, fields.cupon?.[0] ?? error.detail, coupon) };
    }
    if (error.code === 'checkout.variant_required') {
      // The first product to choose for (`produs`); the server's words name each in `produse`.
      const { produs } = error.extra;
      return { kind: 'variant_required', products: typeof produs === 'number' ? [produs] : [] };
    }
    if (fields.produse?.[0] || error.code === 'checkout.product_unavailable') {
      return { kind: 'unavailable', detail: fields.produse?.[0] ?? error.detail };
    }
    const errors: FieldErrors = {};
    for (const [name, messages] of Object.entries(fields)) {
      const text = messages[0];
      if (!text || !isCheckoutField(name)) continue;
      errors[name] =
        error.code === 'checkout.locker_unavailable' && name === 'livrare.locker_id'
          ? { key: 'checkout.alerts.locker_unavailable' }
          : fieldMessage(text);
    }
    if (Object.keys(errors).length > 0) return { kind: 'fields', errors };
  }
  return { kind: 'message', text: error.detail };
}
