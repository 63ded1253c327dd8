/** Contract §4: the product page's stepper starts at 1. */
export const INITIAL_QUANTITY = 1;

/** Contract §4: decrement works only above 1. */
export function decrementQuantity(quantity: number): number {
  return quantity > 1 ? quantity - 1 : quantity;
}

/** Contract §4: increment is unbounded here; the cart caps the line at the stock. */
export function incrementQuantity(quantity: number): number {
  return quantity + 1;
}
