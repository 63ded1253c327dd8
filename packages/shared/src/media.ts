/**
 * The product page's main image: the widths it is offered in (media variants, `?w=`) and the
 * space it takes. The page's `<img>` and the server's preload of it use the same pair, so the
 * browser picks one file for both.
 */
export const PRODUCT_MAIN_IMAGE = {
  widths: [480, 640, 960, 1200],
  sizes: '(min-width: 1024px) 565px, calc(100vw - 2rem)',
} as const;

/** A blog post's cover on its page (at most the article's 768 px column), for the `<img>` and its preload. */
export const BLOG_COVER_IMAGE = {
  widths: [480, 640, 960, 1200],
  sizes: '(min-width: 832px) 768px, calc(100vw - 2rem)',
} as const;
