import type { ProductDetail, ProductSummary } from '@shop/shared/schemas/catalog';
import type { CartProduct } from '@/stores/cart-store';
import { mediaPath } from '@/lib/media';

/** Only what a cart line keeps (contract §3), not the whole product with its tags and categories. */
export function toCartProduct(product: ProductSummary): CartProduct {
  return {
    id: product.id,
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

/** The main picture and the extra ones, each once, in order (contract §2: gallery). */
export function productImages(product: ProductSummary): string[] {
  const sources = [
    product.imagine_principala_url ?? product.imagine_principala,
    product.img1_url,
    product.img2_url,
    product.img3_url,
  ];
  const images: string[] = [];
  for (const source of sources) {
    const path = mediaPath(source);
    if (path && !images.includes(path)) images.push(path);
  }
  return images;
}

/** A gallery picture: where it is and the text alternative staff wrote for it ('' when none). */
export type GalleryImage = { src: string; alt: string };

/**
 * The product's pictures as `productImages` lists them, each with the text alternative staff wrote
 * in the page's language. The API lists those texts in the order of the image fields it sets.
 */
export function productGalleryImages(
  product: ProductSummary & Partial<Pick<ProductDetail, 'imagini_alt' | 'imagini_alt_en'>>,
  language: string,
): GalleryImage[] {
  const alts = (language === 'en' ? product.imagini_alt_en : product.imagini_alt) ?? [];
  const fields = [product.imagine_principala_url, product.img1_url, product.img2_url, product.img3_url];
  const sources = [fields[0] ?? product.imagine_principala, ...fields.slice(1)];
  const images: GalleryImage[] = [];
  let described = 0;
  sources.forEach((source, index) => {
    const alt = fields[index] ? (alts[described++] ?? '').trim() : '';
    const src = mediaPath(source);
    if (src && !images.some((image) => image.src === src)) images.push({ src, alt });
  });
  return images;
}
