import { BLANK_PRODUCT_BODY } from '@shop/shared/schemas/admin/products';

/**
 * The admin product form's body with every field blank or at its default (what the create form
 * starts with) and a price, `overrides` on top: each test names only what it cares about.
 */
export function productFormBody(overrides: Record<string, unknown> = {}) {
  return { ...BLANK_PRODUCT_BODY, pret: '49.90', ...overrides };
}
