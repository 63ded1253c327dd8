import { CONTENT_PAGES } from '@shop/shared/content-pages';
import { pathInLanguage } from '@shop/shared/language-path';
import { baniToDecimal, decimalToBani } from '@shop/shared/money';
import { effectivePrice } from '@shop/shared/pricing';
import type { CategoryNode, ProductDetail } from '@shop/shared/schemas/catalog';
import { AppError } from '../../lib/errors';
import type { RenderedHead } from '@shop/shared/server-render';
import type { PageHead } from '../../lib/html-head';
import { htmlToPlainText, truncateText } from '../../lib/sanitize-html';
import type { BlogPostsService } from '../blog/posts/posts.service';
import type { CategoriesService } from '../catalog/categories/categories.service';
import type { ProductsService } from '../catalog/products/products.service';
import type { ShopSettingsService } from '../settings/settings.service';
import { BLOG_COVER_IMAGE, PRODUCT_MAIN_IMAGE } from '@shop/shared/media';
import { absoluteUrl } from '../../lib/media';

export const SHOP_NAME = 'Salvia';
const TAGLINE = { ro: 'Dermato-cosmetice și produse naturale', en: 'Dermocosmetics and natural products' };
// Without figures: the home page's head, like its web app, is served even while the database is
// out of reach.
const HOME_DESCRIPTION = {
  ro: 'Dermato-cosmetice, apă termală, produse naturale și alimentare, livrate în toată România.',
  en: 'Dermocosmetics, thermal water, natural and food products, delivered across Romania.',
};
const BLOG_TITLE = { ro: 'Blog: sfaturi de îngrijire a pielii', en: 'Blog: skincare advice' };
const BLOG_DESCRIPTION = {
  ro: 'Rutine de îngrijire, ingrediente active, protecție solară și produse naturale, explicate pe înțeles.',
  en: 'Skincare routines, active ingredients, sun protection and natural products, explained plainly.',
};
const NOT_FOUND_TITLE = { ro: 'Pagina nu a fost găsită', en: 'Page not found' };
const DESCRIPTION_LENGTH = 160;
const JSON_LD_DESCRIPTION_LENGTH = 5000;
/** The fallback width of the preloaded main product image, for browsers without `imagesrcset`. */
export const PRELOAD_IMAGE_WIDTH = 640;

type Lang = 'ro' | 'en';

export type PageRoute =
  | { kind: 'home' }
  | { kind: 'product'; slug: string }
  | { kind: 'category'; slug: string; base: 'produse' | 'categorii' }
  | { kind: 'blog' }
  | { kind: 'post'; slug: string };

/** A page of the web app as the server answers it: its status and its head. */
export type PageAnswer = { status: number; head: PageHead } | { redirect: string };

const SLUG = /^[a-z0-9][a-z0-9-]{0,199}$/i;

/** The language of a page path and the path without its /ro or /en prefix. */
function splitLanguage(pathname: string): { lang: Lang; path: string } {
  const path = pathname.replace(/\/+$/, '') || '/';
  const prefix = /^\/(ro|en)(?=\/|$)/.exec(path);
  return prefix ? { lang: prefix[1] as Lang, path: path.slice(3) || '/' } : { lang: 'ro', path };
}

/** Which page a path shows and in which language (/en… English, /ro… and the rest Romanian). */
export function parsePagePath(pathname: string): { lang: Lang; route: PageRoute | null } {
  const { lang, path } = splitLanguage(pathname);
  if (path === '/') return { lang, route: { kind: 'home' } };
  if (path === '/blog') return { lang, route: { kind: 'blog' } };
  const match = /^\/(produs|produse|categorii|blog)\/([^/]+)$/.exec(path);
  if (!match) return { lang, route: null };
  let slug: string;
  try {
    slug = decodeURIComponent(match[2]!);
  } catch {
    slug = '';
  }
  const section = match[1]!;
  if (section === 'produs') return { lang, route: { kind: 'product', slug } };
  if (section === 'blog') return { lang, route: { kind: 'post', slug } };
  return { lang, route: { kind: 'category', slug, base: section as 'produse' | 'categorii' } };
}

/** English when asked for and present, else Romanian (contract §4, Language). */
const pick = (lang: Lang, ro: string, en: string) => (lang === 'en' && en.trim() ? en : ro);

const isNotFound = (error: unknown) => error instanceof AppError && error.status === 404;

/** "1 produs", "3 produse", "20 de produse": Romanian puts "de" after 20 and above (…00 and …20-…99). */
export function romanianCount(n: number, one: string, many: string): string {
  if (n === 1) return `1 ${one}`;
  const lastTwo = n % 100;
  return lastTwo >= 20 || (lastTwo === 0 && n > 0) ? `${n} de ${many}` : `${n} ${many}`;
}

function flatten(nodes: CategoryNode[]): CategoryNode[] {
  return nodes.flatMap((node) => [node, ...flatten(node.subcategorii)]);
}

function xmlEscape(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** The most URLs a sitemap file may hold (sitemaps.org); SITEMAP_URLS_PER_FILE may set fewer. */
export const SITEMAP_MAX_URLS = 50_000;
/** Product entries turned into text at a time while a sitemap file is sent. */
const SITEMAP_CHUNK = 1000;
const LANGUAGES = ['ro', 'en'] as const;
const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>';

type SitemapPage = { path: string; lastmod?: Date };
type SitemapLayout = { pages: SitemapPage[]; perFile: number; files: { file: number; lastmod?: Date }[] };

/** The latest of some dates, or undefined when none is known. */
function newest(dates: (Date | undefined)[]): Date | undefined {
  return dates.reduce<Date | undefined>(
    (latest, date) => (date && (!latest || date > latest) ? date : latest),
    undefined,
  );
}

export function createSeoService(deps: {
  products: Pick<ProductsService, 'detail' | 'sitemapEntries' | 'sitemapFiles'>;
  categories: Pick<CategoriesService, 'detail' | 'list'>;
  blog: Pick<BlogPostsService, 'detail' | 'sitemapEntries'>;
  settings: Pick<ShopSettingsService, 'current'>;
  publicUrl: string;
  /** The most URLs in one sitemap file (SITEMAP_URLS_PER_FILE; sitemaps.org allows 50,000). */
  sitemapUrlsPerFile?: number;
}) {
  const { products, categories, blog, settings, publicUrl } = deps;
  const sitemapUrlsPerFile = deps.sitemapUrlsPerFile ?? SITEMAP_MAX_URLS;

  const absolute = (path: string) => `${publicUrl}${path}`;
  const alternatesOf = (path: string) => [
    { hreflang: 'ro', href: absolute(pathInLanguage('ro', path)) },
    { hreflang: 'en', href: absolute(pathInLanguage('en', path)) },
    { hreflang: 'x-default', href: absolute(pathInLanguage('ro', path)) },
  ];
  /** A root-relative /media path, as the web app requests it (its origin may differ from PUBLIC_URL). */
  const sitePath = (url: string) => (url.startsWith(`${publicUrl}/`) ? url.slice(publicUrl.length) : url);
  /** Open Graph and JSON-LD are read by crawlers outside the page: the shop's media absolute. */
  const absoluteMedia = (url: string | null) => (url ? absoluteUrl(publicUrl, url) : null);
  const titled = (title: string) => `${title} | ${SHOP_NAME}`;

  function base(lang: Lang, path: string): Pick<PageHead, 'lang' | 'canonical' | 'alternates' | 'siteName'> {
    return {
      lang,
      canonical: absolute(pathInLanguage(lang, path)),
      alternates: alternatesOf(path),
      siteName: SHOP_NAME,
    };
  }

  function breadcrumbs(lang: Lang, items: { name: string; path: string }[]): object {
    return {
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [{ name: SHOP_NAME, path: '/' }, ...items].map((item, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        name: item.name,
        item: absolute(pathInLanguage(lang, item.path)),
      })),
    };
  }

  function notFoundPage(lang: Lang): PageAnswer {
    return {
      status: 404,
      head: {
        lang,
        title: titled(NOT_FOUND_TITLE[lang]),
        socialTitle: NOT_FOUND_TITLE[lang],
        description: HOME_DESCRIPTION[lang],
        canonical: null,
        alternates: [],
        siteName: SHOP_NAME,
        ogType: 'website',
        image: null,
        noindex: true,
      },
    };
  }

  function homePage(lang: Lang): PageAnswer {
    const title = `${SHOP_NAME} – ${TAGLINE[lang]}`;
    return {
      status: 200,
      head: {
        ...base(lang, '/'),
        title,
        socialTitle: title,
        description: HOME_DESCRIPTION[lang],
        ogType: 'website',
        image: null,
        jsonLd: [
          {
            '@context': 'https://schema.org',
            '@type': 'WebSite',
            name: SHOP_NAME,
            url: absolute(pathInLanguage(lang, '/')),
            inLanguage: lang,
            potentialAction: {
              '@type': 'SearchAction',
              target: `${absolute(pathInLanguage(lang, '/search'))}?searchText={search_term_string}`,
              'query-input': 'required name=search_term_string',
            },
          },
          { '@context': 'https://schema.org', '@type': 'Organization', name: SHOP_NAME, url: publicUrl },
        ],
      },
    };
  }

  function productPage(lang: Lang, product: ProductDetail): PageAnswer {
    const path = `/produs/${product.slug}`;
    const canonical = absolute(pathInLanguage(lang, path));
    const name = pick(lang, product.titlu, product.titlu_en);
    const socialTitle = pick(lang, product.meta_titlu, product.meta_titlu_en).trim() || name;
    const text = htmlToPlainText(pick(lang, product.descriere, product.descriere_en));
    const description =
      pick(lang, product.meta_descriere, product.meta_descriere_en).trim() ||
      truncateText(text, DESCRIPTION_LENGTH) ||
      name;
    const images = [product.imagine_principala_url, product.img1_url, product.img2_url, product.img3_url]
      .filter((url): url is string => Boolean(url))
      .map((url) => absoluteUrl(publicUrl, url));
    const price = baniToDecimal(
      effectivePrice(
        decimalToBani(product.pret) ?? 0,
        product.pret_redus ? decimalToBani(product.pret_redus) : null,
      ),
    );
    const main = product.imagine_principala_url;
    const category = product.categorie[0];
    const categoryName = category ? pick(lang, category.nume, category.nume_en) : undefined;
    const jsonLd: Record<string, unknown> = {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name,
      description: truncateText(text || description, JSON_LD_DESCRIPTION_LENGTH),
      image: images,
      ...(product.sku ? { sku: product.sku } : {}),
      ...(categoryName ? { category: categoryName } : {}),
      url: canonical,
      offers: {
        '@type': 'Offer',
        price,
        priceCurrency: 'RON',
        availability: product.stoc > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
        itemCondition: 'https://schema.org/NewCondition',
        url: canonical,
      },
    };
    if (product.numar_recenzii > 0 && product.rating_mediu !== null) {
      jsonLd.aggregateRating = {
        '@type': 'AggregateRating',
        ratingValue: product.rating_mediu,
        reviewCount: product.numar_recenzii,
        bestRating: 5,
        worstRating: 1,
      };
    }
    return {
      status: 200,
      head: {
        ...base(lang, path),
        title: titled(socialTitle),
        socialTitle,
        description,
        ogType: 'product',
        image: absoluteMedia(main),
        imageAlt: name,
        keywords: product.tags.map((tag) => pick(lang, tag.nume, tag.nume_en)),
        preloadImage: main
          ? {
              href: `${sitePath(main)}?w=${PRELOAD_IMAGE_WIDTH}`,
              srcset: PRODUCT_MAIN_IMAGE.widths
                .map((width) => `${sitePath(main)}?w=${width} ${width}w`)
                .join(', '),
              sizes: PRODUCT_MAIN_IMAGE.sizes,
            }
          : null,
        properties: [
          ['product:price:amount', price],
          ['product:price:currency', 'RON'],
          ['product:availability', product.stoc > 0 ? 'in stock' : 'out of stock'],
        ],
        jsonLd: [
          jsonLd,
          breadcrumbs(lang, [
            ...(category && categoryName ? [{ name: categoryName, path: `/produse/${category.slug}` }] : []),
            { name, path },
          ]),
        ],
      },
    };
  }

  async function categoryPage(
    lang: Lang,
    node: Awaited<ReturnType<CategoriesService['detail']>>,
    section: 'produse' | 'categorii',
  ): Promise<PageAnswer> {
    const path = `/${section}/${node.slug}`;
    const name = pick(lang, node.nume, node.nume_en);
    const shop = await settings.current();
    const threshold = (decimalToBani(shop.free_shipping_from) ?? 0) / 100;
    const { delivery_days_min: min, delivery_days_max: max } = shop;
    const description =
      lang === 'en'
        ? `${name}: ${node.numar_produse} ${node.numar_produse === 1 ? 'product' : 'products'} at ${SHOP_NAME}. Delivery in ${min}-${max} working days, free shipping from ${threshold} lei.`
        : `${name}: ${romanianCount(node.numar_produse, 'produs', 'produse')} la ${SHOP_NAME}. Livrare în ${min}-${max} zile lucrătoare, transport gratuit de la ${threshold} lei.`;
    return {
      status: 200,
      head: {
        ...base(lang, path),
        title: titled(name),
        socialTitle: name,
        description,
        ogType: 'website',
        image: absoluteMedia(node.imagine_principala_url),
        imageAlt: name,
        jsonLd: [
          breadcrumbs(lang, [
            ...node.parinti.map((parent) => ({
              name: pick(lang, parent.nume, parent.nume_en),
              path: `/${section}/${parent.slug}`,
            })),
            { name, path },
          ]),
        ],
      },
    };
  }

  function blogPage(lang: Lang): PageAnswer {
    const path = '/blog';
    return {
      status: 200,
      head: {
        ...base(lang, path),
        title: titled(BLOG_TITLE[lang]),
        socialTitle: BLOG_TITLE[lang],
        description: BLOG_DESCRIPTION[lang],
        ogType: 'website',
        image: null,
        jsonLd: [breadcrumbs(lang, [{ name: 'Blog', path }])],
      },
    };
  }

  function postPage(lang: Lang, post: Awaited<ReturnType<BlogPostsService['detail']>>): PageAnswer {
    const path = `/blog/${post.slug}`;
    const headline = pick(lang, post.title, post.title_en);
    const socialTitle = pick(lang, post.meta_title, post.meta_title_en).trim() || headline;
    const description =
      pick(lang, post.meta_description, post.meta_description_en).trim() ||
      pick(lang, post.excerpt, post.excerpt_en).trim() ||
      truncateText(htmlToPlainText(pick(lang, post.body, post.body_en)), DESCRIPTION_LENGTH);
    return {
      status: 200,
      head: {
        ...base(lang, path),
        title: titled(socialTitle),
        socialTitle,
        description,
        ogType: 'article',
        image: absoluteMedia(post.cover),
        imageAlt: headline,
        preloadImage: post.cover
          ? {
              href: `${sitePath(post.cover)}?w=${PRELOAD_IMAGE_WIDTH}`,
              srcset: BLOG_COVER_IMAGE.widths
                .map((width) => `${sitePath(post.cover!)}?w=${width} ${width}w`)
                .join(', '),
              sizes: BLOG_COVER_IMAGE.sizes,
            }
          : null,
        properties: [['article:published_time', post.published_at]],
        jsonLd: [
          {
            '@context': 'https://schema.org',
            '@type': 'Article',
            ...(post.category
              ? { articleSection: pick(lang, post.category.name, post.category.name_en) }
              : {}),
            timeRequired: `PT${lang === 'en' ? post.reading_minutes_en : post.reading_minutes}M`,
            headline,
            description,
            ...(post.cover ? { image: [absoluteUrl(publicUrl, post.cover)] } : {}),
            datePublished: post.published_at,
            inLanguage: lang,
            mainEntityOfPage: absolute(pathInLanguage(lang, path)),
            author: { '@type': 'Organization', name: SHOP_NAME, url: publicUrl },
            publisher: { '@type': 'Organization', name: SHOP_NAME, url: publicUrl },
          },
          breadcrumbs(lang, [
            { name: 'Blog', path: '/blog' },
            { name: headline, path },
          ]),
        ],
      },
    };
  }

  /** The public pages other than products: few, read whole (categories, posts, fixed pages). */
  async function sitemapPages(): Promise<SitemapPage[]> {
    const [categoryPage, postEntries] = await Promise.all([
      categories.list({ page: 1, size: 10_000, offset: 0 }),
      blog.sitemapEntries(),
    ]);
    return [
      { path: '/' },
      { path: '/produse' },
      { path: '/blog', lastmod: newest(postEntries.map((entry) => entry.updatedAt)) },
      ...postEntries.map((entry) => ({ path: `/blog/${entry.slug}`, lastmod: entry.updatedAt })),
      ...flatten(categoryPage.results).map((category) => ({ path: `/produse/${category.slug}` })),
      ...Object.values(CONTENT_PAGES).map((page) => ({ path: page.path, lastmod: new Date(page.updated) })),
    ];
  }

  /**
   * The sitemap cut into files of at most `sitemapUrlsPerFile` URLs: the pages above first, then
   * the listed products in id order, each page two URLs (Romanian and English).
   */
  async function sitemapLayout(): Promise<SitemapLayout> {
    const pages = await sitemapPages();
    const perFile = Math.max(1, Math.floor(sitemapUrlsPerFile / LANGUAGES.length));
    const productFiles = await products.sitemapFiles(pages.length, perFile);
    const productCount = productFiles.reduce((sum, entry) => sum + entry.products, 0);
    const count = Math.max(1, Math.ceil((pages.length + productCount) / perFile));
    const files = Array.from({ length: count }, (_, index) => {
      const file = index + 1;
      const own = pages.slice(index * perFile, file * perFile).map((page) => page.lastmod);
      const sold = productFiles.find((entry) => entry.file === file)?.lastmod;
      return { file, lastmod: newest([...own, sold]) };
    });
    return { pages, perFile, files };
  }

  function sitemapUrls(page: SitemapPage): string {
    const links = alternatesOf(page.path)
      .map(
        (alternate) =>
          `<xhtml:link rel="alternate" hreflang="${alternate.hreflang}" href="${xmlEscape(alternate.href)}"/>`,
      )
      .join('');
    const lastmod = page.lastmod ? `<lastmod>${page.lastmod.toISOString()}</lastmod>` : '';
    return LANGUAGES.map(
      (lang) =>
        `<url><loc>${xmlEscape(absolute(pathInLanguage(lang, page.path)))}</loc>${lastmod}${links}</url>\n`,
    ).join('');
  }

  /**
   * One sitemap file as it is written: its products are read in one statement before the first
   * chunk (a failing query is an error answer, not a cut file), then sent in chunks.
   */
  async function* sitemapFileBody(layout: SitemapLayout, file: number): AsyncGenerator<string> {
    const start = (file - 1) * layout.perFile;
    const end = file * layout.perFile;
    const own = layout.pages.slice(start, end);
    const entries = await products.sitemapEntries({
      offset: Math.max(0, start - layout.pages.length),
      limit: end - Math.max(start, layout.pages.length),
    });
    yield `${XML_DECLARATION}\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n`;
    yield own.map(sitemapUrls).join('');
    for (let i = 0; i < entries.length; i += SITEMAP_CHUNK) {
      yield entries
        .slice(i, i + SITEMAP_CHUNK)
        .map((entry) => sitemapUrls({ path: `/produs/${entry.slug}`, lastmod: entry.updatedAt }))
        .join('');
    }
    yield '</urlset>\n';
  }

  return {
    /**
     * The head and status of a page path, or null for pages without their own head (the web app's
     * defaults apply). An unknown product, category or post is a 404 page.
     */
    async pageFor(pathname: string): Promise<PageAnswer | null> {
      const { lang, route } = parsePagePath(pathname);
      if (!route) return null;
      if (route.kind === 'home') return homePage(lang);
      if (route.kind === 'blog') return blogPage(lang);
      if (!SLUG.test(route.slug)) return notFoundPage(lang);
      try {
        switch (route.kind) {
          case 'product': {
            const page = await products.detail(route.slug);
            // A variant's own address is its parent's page with the variant chosen (docs/decisions/060).
            if ('variantOf' in page) {
              const parent = `/produs/${encodeURIComponent(page.variantOf)}?varianta=${encodeURIComponent(route.slug)}`;
              return {
                redirect: lang === 'ro' && !/^\/ro(\/|$)/.test(pathname) ? parent : `/${lang}${parent}`,
              };
            }
            return productPage(lang, page.product);
          }
          case 'category':
            return categoryPage(lang, await categories.detail(route.slug), route.base);
          case 'post':
            return postPage(lang, await blog.detail(route.slug));
        }
      } catch (error) {
        if (isNotFound(error)) return notFoundPage(lang);
        throw error;
      }
    },

    /**
     * The head of a rendered page this service has no data for (an information page, the listing,
     * search): the title, description and structured data it declared, with its canonical address
     * and language alternates; none for a page it asked to keep out of search engines.
     */
    renderedPageHead(pathname: string, rendered: RenderedHead): PageHead {
      const { lang, path } = splitLanguage(pathname);
      const indexed = !rendered.noindex;
      return {
        ...(indexed ? base(lang, path) : { lang, canonical: null, alternates: [], siteName: SHOP_NAME }),
        title: rendered.title,
        socialTitle: rendered.socialTitle,
        description: rendered.description,
        ogType: 'website',
        image: null,
        ...(rendered.jsonLd ? { jsonLd: rendered.jsonLd } : {}),
        ...(indexed ? {} : { noindex: true }),
      };
    },

    /**
     * `/sitemap.xml`: every public page in both languages, with its language alternates, when
     * they fit in one file; past that, a sitemap index of `/sitemap-{n}.xml` files.
     */
    async sitemap(): Promise<{ index: string } | { urls: AsyncIterable<string> }> {
      const layout = await sitemapLayout();
      if (layout.files.length === 1) return { urls: sitemapFileBody(layout, 1) };
      return {
        index: [
          XML_DECLARATION,
          '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
          ...layout.files.map(
            ({ file, lastmod }) =>
              `<sitemap><loc>${xmlEscape(absolute(`/sitemap-${file}.xml`))}</loc>${lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ''}</sitemap>`,
          ),
          '</sitemapindex>',
          '',
        ].join('\n'),
      };
    },

    /** One file of the sitemap index (1-based), or null past the last. */
    async sitemapFile(file: number): Promise<AsyncIterable<string> | null> {
      const layout = await sitemapLayout();
      return file >= 1 && file <= layout.files.length ? sitemapFileBody(layout, file) : null;
    },

    /** Crawl everything public; keep crawlers out of the admin, the API and personal pages. */
    robotsTxt(): string {
      const privatePaths = ['/admin', '/cart', '/checkout', '/contul-meu'];
      const lines = [
        'User-agent: *',
        'Allow: /',
        'Disallow: /api/',
        ...privatePaths.flatMap((path) => [
          `Disallow: ${path}`,
          `Disallow: /ro${path}`,
          `Disallow: /en${path}`,
        ]),
        '',
        `Sitemap: ${publicUrl}/sitemap.xml`,
        '',
      ];
      return lines.join('\n');
    },
  };
}

export type SeoService = ReturnType<typeof createSeoService>;
