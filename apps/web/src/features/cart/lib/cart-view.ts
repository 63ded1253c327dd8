import type { ProductSummary } from '@shop/shared/schemas/catalog';
import type { CartLine, CartProduct } from '@/stores/cart-store';
import type { ProductsByIds } from '@/hooks/use-products-by-ids';

export type CartLineStatus = 'ok' | 'gone' | 'out_of_stock';

export type CartViewLine = {
  /** The stored line with the product's current title, price, stock and image when known. */
  line: CartLine;
  status: CartLineStatus;
  /** The line asks for more than the stock now holds. */
  overStock: boolean;
  /** The quantity reached the stock: the stepper cannot go higher. */
  atStock: boolean;
};

function refreshed(line: CartLine, product: ProductSummary): CartLine {
  return {
    ...line,
    slug: product.slug,
    titlu: product.titlu,
    titlu_en: product.titlu_en,
    pret: product.pret,
    pret_redus: product.pret_redus,
    stoc: product.stoc,
    imagine_principala_url: product.imagine_principala_url ?? product.imagine_principala,
    pret_minim_30_zile: product.pret_minim_30_zile,
    cantitate_neta: product.cantitate_neta,
    unitate: product.unitate,
  };
}

/**
 * The cart as the page shows it: each stored line updated with what the shop says now, and
 * flagged when its product is gone or out of stock. Without an answer the stored copies stand.
 */
export function cartView(
  items: readonly CartLine[],
  answer: ProductsByIds | null | undefined,
): CartViewLine[] {
  const asked = new Set(answer?.ids ?? []);
  const current = new Map(answer?.products.map((product) => [product.id, product]));
  return items.map((stored) => {
    const product = current.get(stored.id);
    if (asked.has(stored.id) && !product) {
      return { line: stored, status: 'gone', overStock: false, atStock: false };
    }
    const line = product ? refreshed(stored, product) : stored;
    const stock = typeof line.stoc === 'number' ? line.stoc : null;
    if (stock !== null && stock <= 0)
      return { line, status: 'out_of_stock', overStock: false, atStock: false };
    return {
      line,
      status: 'ok',
      overStock: stock !== null && line.cantitate > stock,
      atStock: stock !== null && line.cantitate >= stock,
    };
  });
}

/** The lines that can be bought, which the totals count. */
export function purchasableLines(view: readonly CartViewLine[]): CartLine[] {
  return view.filter((entry) => entry.status === 'ok').map((entry) => entry.line);
}

/** A line as a product to hand back to the store (`add` refreshes the stored copy). */
export function asCartProduct({ cantitate: _quantity, ...product }: CartLine): CartProduct {
  return product;
}
