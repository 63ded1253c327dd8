import { Leaf } from 'lucide-react';
import { useState } from 'react';
import { cn } from '@/lib/cn';

type ProductImageProps = {
  src: string | null;
  /** Above the fold: load at once and first, it is likely the largest paint. */
  priority?: boolean;
  className?: string;
};

/**
 * Square product picture. The title sits next to it, so the image itself adds nothing for a
 * screen reader (alt=""); a missing or broken image shows a calm placeholder instead of a gap.
 */
export function ProductImage({ src, priority = false, className }: ProductImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);

  if (!src || failedSrc === src) {
    return (
      <div
        aria-hidden="true"
        className={cn('grid size-full place-items-center bg-sage-50 text-sage-300', className)}
      >
        <Leaf className="size-1/3" strokeWidth={1.25} />
      </div>
    );
  }
  return (
    <img
      src={src}
      alt=""
      width={600}
      height={600}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding="async"
      onError={() => setFailedSrc(src)}
      className={cn('size-full object-contain', className)}
    />
  );
}
