import { beforeEach, describe, expect, it } from 'vitest';
import { ORDER_MAX_QUANTITY } from '@shop/shared/schemas/checkout';
import {
  cartCountAndSubtotal,
  lineLimit,
  remainingForLine,
  useCartStore,
  type CartProduct,
} from './cart-store';

const product = (id: number, overrides: Partial<CartProduct> = {}): CartProduct => ({
  id,
  slug: `produs-${id}`,
  titlu: `Produs ${id}`,
  titlu_en: `Product ${id}`,
  pret: '50.00',
  pret_redus: null,
  stoc: 5,
  imagine_principala_url: null,
  ...overrides,
});

const cart = () => useCartStore.getState();

beforeEach(() => {
  localStorage.clear();
  useCartStore.setState({ items: [], coupon: null });
});

describe('cart store', () => {
  it('adds a new line, then increases it', () => {
    cart().add(product(1));
    cart().add(product(1), 2);
    expect(cart().items).toEqual([expect.objectContaining({ id: 1, cantitate: 3 })]);
  });

  it('caps a line at the known stock', () => {
    cart().add(product(1, { stoc: 3 }), 2);
    cart().add(product(1, { stoc: 3 }), 5);
    expect(cart().items[0]!.cantitate).toBe(3);
    cart().setQuantity(1, 10);
    expect(cart().items[0]!.cantitate).toBe(3);
  });

  it('ignores additions below 1 and products without stock', () => {
    cart().add(product(1), 0);
    cart().add(product(2), -3);
    cart().add(product(3, { stoc: 0 }));
    expect(cart().items).toEqual([]);
  });

  it('floors a quantity change at 1', () => {
    cart().add(product(1), 2);
    cart().setQuantity(1, 0);
    expect(cart().items[0]!.cantitate).toBe(1);
    cart().setQuantity(1, -5);
    expect(cart().items[0]!.cantitate).toBe(1);
  });

  it('caps a line at what an order accepts even when the stock is larger', () => {
    expect(cart().add(product(1, { stoc: 115 }), 110)).toBe(ORDER_MAX_QUANTITY);
    expect(cart().items[0]!.cantitate).toBe(ORDER_MAX_QUANTITY);
    expect(cart().add(product(1, { stoc: 115 }), 1)).toBe(0);
    cart().setQuantity(1, 110);
    expect(cart().items[0]!.cantitate).toBe(ORDER_MAX_QUANTITY);
    cart().setLineStock(1, 200);
    expect(cart().items[0]!.cantitate).toBe(ORDER_MAX_QUANTITY);
    expect(lineLimit(null)).toBe(ORDER_MAX_QUANTITY);
  });

  it('says how many it added: all, only what the stock allows, or none', () => {
    expect(cart().add(product(1, { stoc: 2 }), 6)).toBe(2);
    expect(cart().add(product(1, { stoc: 2 }), 6)).toBe(0);
    expect(cart().items).toEqual([expect.objectContaining({ id: 1, cantitate: 2 })]);
    expect(cart().add(product(2, { stoc: 5 }), 3)).toBe(3);
    expect(cart().add(product(3, { stoc: 0 }), 1)).toBe(0);
    expect(remainingForLine(5, 3)).toBe(2);
    expect(remainingForLine(2, 2)).toBe(0);
  });

  it('brings a stored cart over the caps down to them on load', async () => {
    localStorage.setItem(
      'cos-cumparaturi',
      JSON.stringify({
        state: {
          items: [
            { ...product(1, { stoc: 115 }), cantitate: 110 },
            { ...product(2, { stoc: 3 }), cantitate: 7 },
            { ...product(3, { stoc: 10 }), cantitate: 4 },
          ],
          coupon: null,
        },
        version: 1,
      }),
    );
    await useCartStore.persist.rehydrate();
    expect(cart().items.map((line) => line.cantitate)).toEqual([ORDER_MAX_QUANTITY, 3, 4]);
    const saved = JSON.parse(localStorage.getItem('cos-cumparaturi')!);
    expect(saved.state.items.map((line: { cantitate: number }) => line.cantitate)).toEqual([
      ORDER_MAX_QUANTITY,
      3,
      4,
    ]);
  });

  it('removes a line', () => {
    cart().add(product(1));
    cart().add(product(2));
    cart().remove(1);
    expect(cart().items.map((line) => line.id)).toEqual([2]);
  });

  it('drops the coupon when emptied', () => {
    cart().add(product(1));
    cart().setCoupon({ code: 'VARA10', discount_type: 'percent', value: '10' });
    cart().clear();
    expect(cart().items).toEqual([]);
    expect(cart().coupon).toBeNull();
  });

  it('persists items and coupon under cos-cumparaturi', () => {
    cart().add(product(7), 2);
    cart().setCoupon({ code: 'X', discount_type: 'fixed', value: '5.00' });
    const saved = JSON.parse(localStorage.getItem('cos-cumparaturi')!);
    expect(saved.state.items[0]).toMatchObject({ id: 7, cantitate: 2 });
    expect(saved.state.coupon).toMatchObject({ code: 'X' });
  });
});

describe('cartCountAndSubtotal', () => {
  it('counts the items and sums their effective prices', () => {
    const totals = cartCountAndSubtotal([
      { ...product(1, { pret: '50.00', pret_redus: '39.90' }), cantitate: 2 },
      { ...product(2, { pret: '20.00' }), cantitate: 1 },
    ]);
    expect(totals).toEqual({ count: 3, subtotal: 9980 });
    expect(cartCountAndSubtotal([])).toEqual({ count: 0, subtotal: 0 });
  });
});
