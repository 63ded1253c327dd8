import { useEffect } from 'react';

export type ProductMeta = {
  title: string;
  description: string;
  keywords: string;
  image: string | null;
  /** The page's path and query; the origin is the browser's. */
  path: string;
};

type MetaTag = { attribute: 'name' | 'property'; key: string; content: string };

function upsert({ attribute, key, content }: MetaTag): () => void {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  const created = element === null;
  const previous = element?.getAttribute('content') ?? null;
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(attribute, key);
    document.head.append(element);
  }
  element.setAttribute('content', content);
  const tag = element;
  return () => {
    if (created) tag.remove();
    else if (previous !== null) tag.setAttribute('content', previous);
  };
}

/**
 * Contract §2: the product page's title and meta/social tags. The server writes them into the first
 * HTML; this keeps them right while the visitor moves between pages, and puts back what was
 * there before when the page is left.
 */
export function useProductMeta(meta: ProductMeta | null): void {
  const key = meta ? JSON.stringify(meta) : null;

  useEffect(() => {
    if (!key) return;
    const { title, description, keywords, image, path } = JSON.parse(key) as ProductMeta;
    const previousTitle = document.title;
    document.title = title;
    const absoluteImage = image ? new URL(image, window.location.origin).href : null;
    const tags: MetaTag[] = [
      { attribute: 'name', key: 'description', content: description },
      { attribute: 'name', key: 'keywords', content: keywords },
      { attribute: 'property', key: 'og:type', content: 'product' },
      { attribute: 'property', key: 'og:title', content: title },
      { attribute: 'property', key: 'og:description', content: description },
      { attribute: 'property', key: 'og:url', content: new URL(path, window.location.origin).href },
      { attribute: 'name', key: 'twitter:card', content: 'summary_large_image' },
      { attribute: 'name', key: 'twitter:title', content: title },
      { attribute: 'name', key: 'twitter:description', content: description },
    ];
    if (absoluteImage) {
      tags.push(
        { attribute: 'property', key: 'og:image', content: absoluteImage },
        { attribute: 'name', key: 'twitter:image', content: absoluteImage },
      );
    }
    const restores = tags.map(upsert);
    return () => {
      for (const restore of restores.reverse()) restore();
      document.title = previousTitle;
    };
  }, [key]);
}
