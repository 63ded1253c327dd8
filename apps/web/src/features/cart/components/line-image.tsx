import { Leaf } from 'lucide-react';
import { useState } from 'react';
import { mediaUrl } from '@/lib/media';

const MEDIA_PREFIX = '/media/';

/**
 * Our own media as a same-origin path, resized by the media endpoint (`?w=`, 160 px and 320 px
 * for sharp screens). The API sends absolute URLs from its public address, which in development
 * is another origin, refused there by Cross-Origin-Resource-Policy. Other URLs stay as they are.
 * (features/catalog/lib/media-variants.ts does the same for cards; both belong in lib/media.ts.)
 */
function thumbnail(src: string | null): { src: string; srcSet?: string } | null {
  const url = mediaUrl(src);
  if (!url) return null;
  let path = url;
  try {
    const parsed = new URL(url, window.location.origin);
    if (parsed.pathname.startsWith(MEDIA_PREFIX)) path = `${parsed.pathname}${parsed.search}`;
  } catch {
    return { src: url };
  }
  if (!path.startsWith(MEDIA_PREFIX) || path.includes('?')) return { src: path };
  return { src: `${path}?w=160`, srcSet: `${path}?w=160 1x, ${path}?w=320 2x` };
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
