import { describe, expect, it } from 'vitest';
import type { ProductSummary } from '@shop/shared/schemas/catalog';
import { productGalleryImages, productImages, toCartProduct } from './product-helpers';

const product: ProductSummary = {
  id: 91,
  slug: 'miere-cu-catina-250-g',
  titlu: 'Miere cu cătină 250 g',
  titlu_en: 'Honey with sea buckthorn 250 g',
  sku: 'ALM-0091',
  pret: '38.90',
  pret_redus: '32.90',
  stoc: 53,
  imagine_principala: 'products/a-1.webp',
  imagine_principala_url: 'http://localhost:3000/media/products/a-1.webp',
  img1_url: 'http://localhost:3000/media/products/a-2.webp',
  img2_url: null,
  img3_url: 'http://localhost:3000/media/products/a-1.webp',
  categorie: [{ id: 5, nume: 'Miere', nume_en: 'Honey', slug: 'miere', parent: null }],
  tags: [],
  rating_mediu: 4.5,
  numar_recenzii: 2,
  created_at: '2025-01-01T00:00:00.000Z',
  pret_minim_30_zile: '35.90',
  cantitate_neta: 250,
  unitate: 'g',
  are_variante: false,
};

describe('product helpers', () => {
  it('keeps only the cart-line fields of a product', () => {
    expect(toCartProduct(product)).toEqual({
      id: 91,
      slug: 'miere-cu-catina-250-g',
      titlu: 'Miere cu cătină 250 g',
      titlu_en: 'Honey with sea buckthorn 250 g',
      pret: '38.90',
      pret_redus: '32.90',
      stoc: 53,
      imagine_principala_url: 'http://localhost:3000/media/products/a-1.webp',
      pret_minim_30_zile: '35.90',
      cantitate_neta: 250,
      unitate: 'g',
    });
  });

  it('lists each gallery image once, main image first', () => {
    expect(productImages(product)).toEqual(['/media/products/a-1.webp', '/media/products/a-2.webp']);
    expect(
      productImages({ ...product, imagine_principala_url: null, img1_url: null, img3_url: null }),
    ).toEqual(['/media/products/a-1.webp']);
  });

  it('gives each gallery picture the text alternative staff wrote in the page language', () => {
    // The API lists one text per image field it sets: main, img1, img3 (img2 is empty).
    const detail = {
      ...product,
      imagini_alt: ['Borcanul, din față', 'Eticheta', 'Din nou borcanul'],
      imagini_alt_en: ['The jar, front', '', 'The jar again'],
    };
    expect(productGalleryImages(detail, 'ro')).toEqual([
      { src: '/media/products/a-1.webp', alt: 'Borcanul, din față' },
      { src: '/media/products/a-2.webp', alt: 'Eticheta' },
    ]);
    // No English text: empty, so the gallery describes the picture itself.
    expect(productGalleryImages(detail, 'en')).toEqual([
      { src: '/media/products/a-1.webp', alt: 'The jar, front' },
      { src: '/media/products/a-2.webp', alt: '' },
    ]);
    expect(productGalleryImages(product, 'ro').map((image) => image.alt)).toEqual(['', '']);
  });
});
