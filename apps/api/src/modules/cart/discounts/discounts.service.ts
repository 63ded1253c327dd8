import {
  type AutomaticDiscountRule,
  bestAutomaticDiscount,
  type DiscountCoupon,
  percentOf,
  priceOrder,
  type PricedOrder,
} from '@shop/shared/discounts';
import { baniToDecimal } from '@shop/shared/money';
import { effectivePrice, shippingRuleOf, type ShippingRule } from '@shop/shared/pricing';
import type { ActiveDiscount, CartPrice, ProductDiscount } from '@shop/shared/schemas/discounts';
import type { Database, Executor } from '../../../db/client';
import type { ProductForOrder, StockService } from '../../catalog/products/stock.service';
import type { ShopSettingsService } from '../../settings/settings.service';
import { couponRefusalMessage, type CouponsService } from '../coupons/coupons.service';
import { createDiscountsRepository, type DiscountRow } from './discounts.repository';

/** A running discount: the rule `priceOrder` applies, and what the shop shows of it. */
export type RunningDiscount = AutomaticDiscountRule & { nameEn: string; start: Date; endsAt: Date | null };

export function runningDiscountOf(row: DiscountRow): RunningDiscount {
  return {
    id: row.id,
    name: row.name,
    nameEn: row.name_en,
    kind: row.kind,
    percent: row.percent,
    buyQuantity: row.buy_quantity,
    categoryIds: row.category_ids,
    productIds: row.product_ids,
    // Omnibus counts the 30 days before the reduction began: its start, or its creation when it
    // had none.
    start: new Date(row.starts_at ?? row.created_at),
    endsAt: row.ends_at ? new Date(row.ends_at) : null,
  };
}

function toActiveDiscount(rule: RunningDiscount): ActiveDiscount {
  return {
    id: rule.id,
    nume: rule.name,
    nume_en: rule.nameEn,
    tip: rule.kind,
    procent: rule.percent,
    cumpara: rule.buyQuantity,
    categorii: rule.categoryIds,
    produse: rule.productIds,
    ends_at: rule.endsAt?.toISOString() ?? null,
  };
}

/** A priced order with each reduced line's Omnibus reference and its discount's English name. */
export type OrderPricing = PricedOrder & { discountNamesEn: Map<number, string> };

/**
 * What an edited order already has of a product (docs/decisions/061): the unit price it was sold
 * at and the automatic discount its line had (null: none), with the name and terms it reduced the
 * line by then (docs/decisions/080), whatever staff have changed on that discount since.
 */
export type HeldPricing = {
  unitPrice: number;
  vatRate: number;
  discount: { id: number; name: string | null; percent: number; buyQuantity: number } | null;
};

const line = (product: ProductForOrder, quantity: number, held?: HeldPricing) => ({
  productId: product.id,
  parentId: product.parent_id,
  categoryIds: product.category_ids,
  unitPrice: held ? held.unitPrice : effectivePrice(product.price, product.discounted_price),
  quantity,
  vatRate: held ? held.vatRate : product.vat_rate,
});

/**
 * Automatic discounts on the shop's side (decision 062): which run now, what they take off a cart
 * (the one pricing `POST /api/cos/pret/` and order placement share) and what a product shows.
 */
export function createDiscountsService(deps: {
  db: Database;
  stock: Pick<StockService, 'read' | 'referencePrices'>;
  coupons: Pick<CouponsService, 'forPricing'>;
  settings: Pick<ShopSettingsService, 'current'>;
}) {
  const { db, stock, coupons, settings } = deps;

  async function running(executor: Executor): Promise<RunningDiscount[]> {
    return (await createDiscountsRepository(executor).running()).map(runningDiscountOf);
  }

  /**
   * The rules an edit prices by (docs/decisions/061, 080): the running ones, and each discount an
   * edited line already had, with the terms it had when it reduced that line (its percent and
   * "buy N" then, whatever staff changed since, running or ended), narrowed to the products
   * whose lines had it: a held line keeps the better of what runs now and what it was sold with,
   * and an ended discount covers nothing added.
   */
  async function rulesFor(
    executor: Executor,
    lines: { product: ProductForOrder; held?: HeldPricing | undefined }[],
  ): Promise<RunningDiscount[]> {
    const rules = await running(executor);
    const sold = new Map<string, { terms: NonNullable<HeldPricing['discount']>; productIds: number[] }>();
    for (const entry of lines) {
      const terms = entry.held?.discount;
      if (!terms) continue;
      const key = `${terms.id}:${terms.percent}:${terms.buyQuantity}:${terms.name ?? ''}`;
      const group = sold.get(key) ?? { terms, productIds: [] };
      group.productIds.push(entry.product.id);
      sold.set(key, group);
    }
    const rows = new Map(
      (
        await createDiscountsRepository(executor).byIds([
          ...new Set([...sold.values()].map((group) => group.terms.id)),
        ])
      ).map((row) => [row.id, row]),
    );
    return [
      ...rules,
      ...[...sold.values()].flatMap(({ terms, productIds }) => {
        // Used discounts cannot be deleted (decision 062): the row is there.
        const row = rows.get(terms.id);
        if (!row) return [];
        return [
          {
            ...runningDiscountOf(row),
            name: terms.name ?? row.name,
            kind: terms.buyQuantity > 0 ? ('buy_x_get_y' as const) : ('percent' as const),
            percent: terms.percent,
            buyQuantity: terms.buyQuantity,
            productIds,
            categoryIds: [],
          },
        ];
      }),
    ];
  }

  /**
   * Prices lines of products already read (locked by order placement) with the running automatic
   * discounts and a coupon's rule: `priceOrder`, plus the Omnibus reference of every line an
   * automatic discount reduced. A line an edited order already has (`held`) keeps the unit price
   * it was sold at and the discount it had on the terms it had, even one that has ended or been
   * changed since, unless a running one is worth more (rulesFor).
   */
  async function price(
    executor: Executor,
    lines: { product: ProductForOrder; quantity: number; held?: HeldPricing | undefined }[],
    coupon: DiscountCoupon | null,
    shipping: ShippingRule,
  ): Promise<OrderPricing> {
    const rules = lines.some((entry) => entry.held)
      ? await rulesFor(executor, lines)
      : await running(executor);
    const priced = priceOrder(
      lines.map((entry) => line(entry.product, entry.quantity, entry.held)),
      rules,
      coupon,
      shipping,
    );
    const starts = new Map(rules.map((rule) => [rule.id, rule.start]));
    const wanted = priced.lines.flatMap((entry) =>
      entry.automatic ? [{ productId: entry.productId, start: starts.get(entry.automatic.id)! }] : [],
    );
    const references = await stock.referencePrices(executor, wanted);
    return {
      ...priced,
      lines: priced.lines.map((entry) => ({
        ...entry,
        reference: entry.automatic ? (references.get(entry.productId) ?? entry.unitPrice) : null,
      })),
      discountNamesEn: new Map(rules.map((rule) => [rule.id, rule.nameEn])),
    };
  }

  return {
    running: () => running(db),
    price,

    /**
     * `POST /api/cos/pret/`: the cart as the order would charge it now. Products that are not sold
     * are left out and listed; an unusable coupon code counts nothing and says so (wrong codes
     * take from the same limit as `/coupons/validate/`).
     */
    async priceCart(
      input: { lines: { produs: number; cantitate: number }[]; coupon?: string | undefined },
      context: { clientAddress: string; userId: number | null },
    ): Promise<CartPrice> {
      const products = new Map(
        (
          await stock.read(
            db,
            input.lines.map((l) => l.produs),
          )
        ).map((product) => [product.id, product]),
      );
      const sold = input.lines.filter((l) => products.get(l.produs)?.is_active);
      const unavailable = input.lines.filter((l) => !products.get(l.produs)?.is_active).map((l) => l.produs);
      const coupon = input.coupon
        ? await coupons.forPricing(input.coupon, context.clientAddress, context.userId)
        : null;
      const shipping = shippingRuleOf(await settings.current());
      const priced = await price(
        db,
        sold.map((l) => ({ product: products.get(l.produs)!, quantity: l.cantitate })),
        coupon,
        shipping,
      );
      const couponAnswer: CartPrice['cupon'] = !input.coupon
        ? null
        : !coupon || !priced.coupon
          ? {
              cod: input.coupon,
              aplicat: false,
              motiv: 'invalid',
              mesaj: couponRefusalMessage({ code: input.coupon, minSubtotal: 0, minQuantity: 0 }, 'invalid'),
              transport_gratuit: false,
            }
          : {
              cod: coupon.code,
              aplicat: priced.coupon.applied,
              motiv: priced.coupon.refusal,
              mesaj: priced.coupon.refusal ? couponRefusalMessage(coupon, priced.coupon.refusal) : null,
              transport_gratuit: priced.coupon.freeShipping,
            };
      return {
        produse: priced.lines.map((entry) => ({
          produs: entry.productId,
          cantitate: entry.quantity,
          pret: baniToDecimal(entry.unitPrice),
          total_linie: baniToDecimal(entry.lineTotal),
          reducere_automata: entry.automatic
            ? {
                id: entry.automatic.id,
                nume: entry.automatic.name,
                nume_en: priced.discountNamesEn.get(entry.automatic.id) ?? '',
                suma: baniToDecimal(entry.automatic.amount),
              }
            : null,
          reducere_cupon: baniToDecimal(entry.couponShare),
          reducere: baniToDecimal(entry.discount),
          total_net: baniToDecimal(entry.net),
          pret_minim_30_zile: entry.reference === null ? null : baniToDecimal(entry.reference),
        })),
        indisponibile: unavailable,
        subtotal: baniToDecimal(priced.subtotal),
        reducere_automata: baniToDecimal(priced.automaticDiscount),
        reducere_cupon: baniToDecimal(priced.couponDiscount),
        reducere: baniToDecimal(priced.discount),
        transport: baniToDecimal(priced.shipping),
        total: baniToDecimal(priced.total),
        cupon: couponAnswer,
      };
    },

    /**
     * What a product's page and card show (`GET /api/reduceri/produse/`): for each sold product an
     * automatic discount covers, the best one on a single unit (a "buy N" offer when none takes
     * anything off one unit), the unit's price after a percentage, and the Omnibus reference.
     */
    async productDiscounts(productIds: number[]): Promise<ProductDiscount[]> {
      const rules = await running(db);
      if (rules.length === 0) return [];
      const products = (await stock.read(db, productIds)).filter((product) => product.is_active);
      const found = products.flatMap((product) => {
        const one = line(product, 1);
        const best =
          bestAutomaticDiscount(rules, one)?.rule ??
          // A "buy N" offer takes nothing off one unit: shown when it is the only one, the first
          // by id.
          bestAutomaticDiscount(
            rules.map((rule) => ({ ...rule, kind: 'percent' as const })),
            one,
          )?.rule;
        if (!best) return [];
        const rule = rules.find((candidate) => candidate.id === best.id)!;
        return [{ product, rule, unitPrice: one.unitPrice }];
      });
      const references = await stock.referencePrices(
        db,
        found.map((entry) => ({ productId: entry.product.id, start: entry.rule.start })),
      );
      return found.map((entry) => ({
        produs: entry.product.id,
        reducere: toActiveDiscount(entry.rule),
        pret_cu_reducere:
          entry.rule.kind === 'percent'
            ? baniToDecimal(entry.unitPrice - percentOf(entry.unitPrice, entry.rule.percent))
            : null,
        pret_minim_30_zile: baniToDecimal(references.get(entry.product.id) ?? entry.unitPrice),
      }));
    },
  };
}

export type DiscountsService = ReturnType<typeof createDiscountsService>;
