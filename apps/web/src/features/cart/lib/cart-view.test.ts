import { describe, expect, it } from 'vitest';
import type { ProductSummary } from '@shop/shared/schemas/catalog';
import type { CartLine } from '@/stores/cart-store';
import { asCartProduct, cartView, purchasableLines } from './cart-view';

const line = (id: number, overrides: Partial<CartLine> = {}): CartLine => ({
  id,
  slug: `produs-${id}`,
  titlu: `Produs ${id}`,
  titlu_en: '',
  pret: '50.00',
  pret_redus: null,
  stoc: 10,
  imagine_principala_url: null,
  cantitate: 1,
  ...overrides,
});

const product = (id: number, overrides: Partial<ProductSummary> = {}): ProductSummary => ({
  id,
  slug: `produs-${id}`,
  titlu: `Produs ${id}`,
  titlu_en: '',
  sku: null,
  pret: '50.00',
  pret_redus: null,
  stoc: 10,
  imagine_principala: null,
  imagine_principala_url: null,
  img1_url: null,
  img2_url: null,
  img3_url: null,
  categorie: [],
  tags: [],
  rating_mediu: null,
  numar_recenzii: 0,
  created_at: '2025-01-01T00:00:00.000Z',
  pret_minim_30_zile: null,
  cantitate_neta: null,
  unitate: null,
  are_variante: false,
  ...overrides,
});

describe('cartView', () => {
  it('keeps the stored copies while there is no answer', () => {
    const view = cartView([line(1, { cantitate: 10 })], undefined);
    expect(view).toEqual([
      { line: line(1, { cantitate: 10 }), status: 'ok', overStock: false, atStock: true },
    ]);
  });

  it('shows the current price and stock and flags what cannot be bought', () => {
    const items = [line(1, { cantitate: 4 }), line(2), line(3)];
    const view = cartView(items, {
      ids: [1, 2, 3],
      products: [product(1, { pret: '60.00', pret_redus: '45.00', stoc: 2 }), product(3, { stoc: 0 })],
    });
    expect(view.map((entry) => entry.status)).toEqual(['ok', 'gone', 'out_of_stock']);
    expect(view[0]).toMatchObject({
      line: { pret: '60.00', pret_redus: '45.00', stoc: 2, cantitate: 4 },
      overStock: true,
      atStock: true,
    });
    expect(purchasableLines(view).map((entry) => entry.id)).toEqual([1]);
  });

  it('concludes nothing about products it did not ask for', () => {
    const view = cartView([line(1), line(2)], { ids: [1], products: [product(1)] });
    expect(view.map((entry) => entry.status)).toEqual(['ok', 'ok']);
  });

  it('hands a line back to the store as a product, without its quantity', () => {
    expect(asCartProduct(line(1, { cantitate: 3 }))).not.toHaveProperty('cantitate');
  });
});
