import { Leaf } from 'lucide-react';
import { useState } from 'react';
import { mediaPath, mediaVariant } from '@/lib/media';

/** 160 px thumbnails, 320 px for sharp screens; images we cannot resize are used as they are. */
function thumbnail(src: string | null): { src: string; srcSet?: string } | null {
  const small = mediaVariant(src, 160);
  if (small) return { src: small, srcSet: `${small} 1x, ${mediaVariant(src, 320)} 2x` };
  const path = mediaPath(src);
  return path ? { src: path } : null;
}

/** The product's picture in a cart line; decorative, as the title next to it names the product. */
export function LineImage({ src }: { src: string | null }) {
  const image = thumbnail(src);
  const [failed, setFailed] = useState<string | null>(null);
  return (
    <div className="aspect-square w-20 shrink-0 overflow-hidden rounded-lg border border-line bg-white p-1.5 sm:w-24">
      {image && failed !== image.src ? (
        <img
          src={image.src}
          srcSet={image.srcSet}
          alt=""
          width={96}
          height={96}
          decoding="async"
          onError={() => setFailed(image.src)}
          className="size-full object-contain"
        />
      ) : (
        <div
          aria-hidden="true"
          className="grid size-full place-items-center rounded-md bg-sage-50 text-sage-300"
        >
          <Leaf className="size-1/2" strokeWidth={1.25} />
        </div>
      )}
    </div>
  );
}
