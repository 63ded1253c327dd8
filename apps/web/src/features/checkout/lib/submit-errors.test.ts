import { describe, expect, it } from 'vitest';
import { ApiError, errorFromResponse } from '@/lib/api-client';
import { submitProblem } from './submit-errors';

describe('submitProblem', () => {
  it('names the product sold in variants that was ordered without choosing one', () => {
    // The answer as the API words it: messages per product, the first product's id, all ids.
    const error = errorFromResponse(new Response(null, { status: 400 }), {
      detail: 'Alege o variantă (mărime, nuanță) pentru „Cremă”.',
      code: 'checkout.variant_required',
      produse: ['Alege o variantă (mărime, nuanță) pentru „Cremă”.'],
      produs: 106,
      variante_necesare: [106],
    });
    expect(submitProblem(error, null)).toEqual({ kind: 'variant_required', products: [106] });
  });

  it('still tells withdrawn products apart', () => {
    const error = new ApiError({
      status: 400,
      code: 'checkout.product_unavailable',
      detail: '„Cremă” nu mai este disponibil.',
    });
    expect(submitProblem(error, null)).toEqual({
      kind: 'unavailable',
      detail: '„Cremă” nu mai este disponibil.',
    });
  });
});
