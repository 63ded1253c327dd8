import { REFERRAL_PERCENT } from '@shop/shared/constants';
import type { DiscountCoupon } from '@shop/shared/discounts';
import { baniToDecimal } from '@shop/shared/money';
import { effectivePrice } from '@shop/shared/pricing';
import type { AdminOrderQuote } from '@shop/shared/schemas/admin/orders';
import type { Executor } from '../../../db/client';
import { AppError, badRequest } from '../../../lib/errors';
import type { HeldPricing } from '../../cart/discounts/discounts.service';
import type { ProductForOrder, StockService } from '../../catalog/products/stock.service';

/** A line as an order asks for it: a product and its quantity. */
export type WantedLine = { produs: number; cantitate: number };

/** A line priced for an order: the unit price charged (VAT included) and its VAT rate. */
export type PricedOrderLine = {
  product: ProductForOrder;
  quantity: number;
  unitPrice: number;
  vatRate: number;
};

/**
 * What an order already has of a product: its quantity, the price it was charged and the
 * automatic discount its line had, with the terms it had then (docs/decisions/061, 080).
 */
export type HeldLine = HeldPricing & { quantity: number };

/** A referred customer's first-order discount, as the pricing takes a coupon (decision 062). */
export const REFERRAL_COUPON: DiscountCoupon = {
  code: '',
  kind: 'percent',
  value: REFERRAL_PERCENT,
  minSubtotal: 0,
  minQuantity: 0,
  productIds: [],
  categoryIds: [],
};

export function outOfStock(product: ProductForOrder, available = product.stock) {
  const detail =
    available > 0
      ? `Stoc insuficient pentru „${product.title}”: mai ${available === 1 ? 'este o bucată' : `sunt ${available} bucăți`}.`
      : `„${product.title}” nu mai este în stoc.`;
  return new AppError(409, 'checkout.out_of_stock', detail, {
    produs: product.id,
    disponibil: available,
  });
}

/**
 * The pricing step of every order, the storefront's, a manual one and an edit (docs/decisions/061):
 * the products of `lines` (and of `held`, what an edited order already has) locked in id order,
 * each line refused when its product is withdrawn or its stock short, and priced from the
 * database only. A product the order already holds keeps the price it was charged and counts its
 * own units as available; only what a line adds must be on sale and in stock.
 */
export async function lockAndPrice(
  stock: Pick<StockService, 'lock'>,
  tx: Executor,
  lines: readonly WantedLine[],
  held: ReadonlyMap<number, HeldLine> = new Map(),
  afterLock?: () => Promise<void>,
): Promise<{ products: Map<number, ProductForOrder>; priced: PricedOrderLine[] }> {
  const ids = [...new Set([...lines.map((line) => line.produs), ...held.keys()])].sort((a, b) => a - b);
  const products = new Map((await stock.lock(tx, ids)).map((product) => [product.id, product]));
  await afterLock?.();
  const adds = (line: WantedLine) => line.cantitate > (held.get(line.produs)?.quantity ?? 0);
  const unavailable = lines.filter((line) => adds(line) && !products.get(line.produs)?.is_active);
  if (unavailable.length > 0) {
    const messages = unavailable.map((line) => {
      const product = products.get(line.produs);
      return product
        ? `„${product.title}” nu mai este disponibil.`
        : `Produsul cu id-ul ${line.produs} nu există.`;
    });
    throw badRequest('checkout.product_unavailable', messages[0]!, {
      produse: messages,
      indisponibile: unavailable.map((line) => line.produs),
    });
  }
  const available = (id: number) => products.get(id)!.stock + (held.get(id)?.quantity ?? 0);
  const short = [...lines]
    .sort((a, b) => a.produs - b.produs)
    .find((line) => adds(line) && available(line.produs) < line.cantitate);
  if (short) throw outOfStock(products.get(short.produs)!, available(short.produs));

  // The lines keep the order they were given in.
  const priced = lines.map((line) => {
    const product = products.get(line.produs)!;
    const kept = held.get(line.produs);
    return {
      product,
      quantity: line.cantitate,
      unitPrice: kept ? kept.unitPrice : effectivePrice(product.price, product.discounted_price),
      vatRate: kept ? kept.vatRate : product.vat_rate,
    };
  });
  return { products, priced };
}

/** Priced lines and their totals as staff see them before saving (a quote, an edit's preview). */
export function toQuote(
  priced: PricedOrderLine[],
  totals: {
    subtotal: number;
    discount: number;
    shipping: number;
    total: number;
    vat: number;
    lines: readonly { lineTotal: number }[];
  },
  extra: { coupon: string | null; referral: boolean },
): AdminOrderQuote {
  return {
    lines: priced.map((line, index) => ({
      produs: line.product.id,
      titlu: line.product.title,
      cantitate: line.quantity,
      pret: baniToDecimal(line.unitPrice),
      total_linie: baniToDecimal(totals.lines[index]!.lineTotal),
      stoc: line.product.stock,
    })),
    subtotal: baniToDecimal(totals.subtotal),
    discount: baniToDecimal(totals.discount),
    shipping_cost: baniToDecimal(totals.shipping),
    total: baniToDecimal(totals.total),
    tva: baniToDecimal(totals.vat),
    cupon: extra.coupon,
    reducere_recomandare: extra.referral,
  };
}
