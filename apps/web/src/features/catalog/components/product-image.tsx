import { Leaf } from 'lucide-react';
import { useState } from 'react';
import { cn } from '@/lib/cn';
import { CARD_IMAGE_SIZES, CARD_IMAGE_WIDTHS, mediaPath, mediaSrcSet, type MediaWidth } from '@/lib/media';

type ProductImageProps = {
  src: string | null;
  /** Above the fold: load at once and first, it is likely the largest paint. */
  priority?: boolean;
  /** `contain` shows the whole picture; `cover` fills the box and crops what overflows. */
  fit?: 'contain' | 'cover';
  className?: string;
  /** Empty when a title next to the image already says what it shows. */
  alt?: string;
  /** Resized variants offered to the browser (`/media/…?w=`) and how wide the image is shown. */
  widths?: readonly MediaWidth[];
  sizes?: string;
};

/**
 * Square product picture. The title sits next to it, so by default the image adds nothing for a
 * screen reader (alt=""); a missing or broken image shows a calm placeholder instead of a gap.
 */
export function ProductImage({
  src,
  priority = false,
  fit = 'contain',
  className,
  alt = '',
  widths = CARD_IMAGE_WIDTHS,
  sizes = CARD_IMAGE_SIZES,
}: ProductImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const path = mediaPath(src);

  if (!path || failedSrc === path) {
    return (
      <div
        aria-hidden="true"
        className={cn('grid size-full place-items-center bg-sage-50 text-sage-300', className)}
      >
        <Leaf className="size-1/3" strokeWidth={1.25} />
      </div>
    );
  }
  const srcSet = mediaSrcSet(path, widths);
  return (
    <img
      src={path}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt={alt}
      width={600}
      height={600}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding="async"
      onError={() => setFailedSrc(path)}
      className={cn('size-full', fit === 'cover' ? 'object-cover' : 'object-contain', className)}
    />
  );
}
