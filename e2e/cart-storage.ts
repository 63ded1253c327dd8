/**
 * The cart as the storefront keeps it in local storage, for journeys that start with a full cart
 * without clicking it together: the key, the fields of a line, and the stored shape.
 */
export const CART_KEY = 'cos-cumparaturi';

/** The product fields a cart line keeps, as the products list answers them. */
export type CartProduct = {
  id: number;
  slug: string;
  titlu: string;
  titlu_en: string;
  pret: string;
  pret_redus: string | null;
  stoc: number;
  imagine_principala_url: string | null;
};

/** One stored line; `stoc` overrides what the shop reported (a cart read at another time). */
export function cartLine(product: CartProduct, quantity: number, stoc = product.stoc) {
  return {
    id: product.id,
    slug: product.slug,
    titlu: product.titlu,
    titlu_en: product.titlu_en,
    pret: product.pret,
    pret_redus: product.pret_redus,
    stoc,
    imagine_principala_url: product.imagine_principala_url,
    cantitate: quantity,
  };
}

/**
 * The stored cart, with no coupon. Version 1 is the oldest stored form: the store migrates it on
 * load (capping its lines), as it does for a shopper coming back after an update.
 */
export function storedCart(items: ReturnType<typeof cartLine>[]): string {
  return JSON.stringify({ state: { items, coupon: null }, version: 1 });
}
