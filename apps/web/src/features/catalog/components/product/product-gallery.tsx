import { useId, useState, type KeyboardEvent } from 'react';
import { PRODUCT_MAIN_IMAGE } from '@shop/shared/media';
import { useTranslation } from '@/lib/i18n';
import { cn } from '@/lib/cn';
import type { GalleryImage } from '../../lib/product-helpers';
import { ProductImage } from '../product-image';

type ProductGalleryProps = { images: GalleryImage[]; title: string };

/**
 * Contract §2: the main image, plus thumbnails when there is more than one, at most 565 px high.
 * The main image says what staff wrote for it, else which picture of the product it is.
 * Square boxes keep the page from shifting while images load. Thumbnails are buttons; the arrow
 * keys also move between them.
 */
export function ProductGallery({ images, title }: ProductGalleryProps) {
  const { t } = useTranslation();
  const [active, setActive] = useState(0);
  const groupId = useId();
  const current = images[active] ?? images[0] ?? null;
  const total = images.length;
  const generatedAlt = total > 1 ? t('product.image_alt', { title, index: active + 1, total }) : title;

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, from: number) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0) return;
    event.preventDefault();
    const next = (from + step + total) % total;
    setActive(next);
    event.currentTarget.parentElement?.querySelectorAll('button')[next]?.focus();
  };

  return (
    <div className="flex w-full max-w-[565px] flex-col gap-3 justify-self-center lg:justify-self-start">
      <div className="aspect-square max-h-[565px] w-full overflow-hidden rounded-card border border-line bg-white p-4 sm:p-6">
        <ProductImage
          key={current?.src ?? 'none'}
          src={current?.src ?? null}
          alt={current?.alt || generatedAlt}
          priority
          widths={PRODUCT_MAIN_IMAGE.widths}
          sizes={PRODUCT_MAIN_IMAGE.sizes}
        />
      </div>
      {total > 1 ? (
        <div role="group" aria-labelledby={groupId} className="grid grid-cols-4 gap-2 sm:gap-3">
          <span id={groupId} className="sr-only">
            {t('product.gallery_label')}
          </span>
          {images.map(({ src }, index) => (
            <button
              key={src}
              type="button"
              aria-label={t('product.gallery_thumb', { index: index + 1, total })}
              aria-pressed={index === active}
              onClick={() => setActive(index)}
              onKeyDown={(event) => onKeyDown(event, index)}
              className={cn(
                'aspect-square cursor-pointer overflow-hidden rounded-lg border-2 bg-white p-1.5 transition-colors duration-150',
                index === active ? 'border-brand' : 'border-line hover:border-line-strong',
              )}
            >
              <ProductImage src={src} widths={[160, 320]} sizes="(min-width: 640px) 130px, 22vw" />
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}
