import type { QueryClient } from '@tanstack/react-query';
import {
  createBrowserRouter,
  matchRoutes,
  type LoaderFunctionArgs,
  type PatchRoutesOnNavigationFunction,
  type RouteObject,
} from 'react-router';
import { LANGUAGES, type Language } from '@shop/shared/constants';
import { ensureShopSettings } from '@/hooks/use-shop-settings';
import type { HydrationState } from '@/lib/hydration-state';
import { isAdminPath, languageFromPath, loadTexts, textsLoader, type TextArea } from '@/lib/i18n';
import { preloadParts } from '@/lib/lazy-part';
import { routeHandle, type RouteHandle } from './layout/hide-layout';
import { PageHydrateFallback, RootHydrateFallback, RootLayout } from './layout/root-layout';
import { PageErrorBoundary, RootErrorBoundary } from './layout/route-error';
import type * as RoutePrefetch from './route-prefetch';
import { RequireAuth } from './require-auth';
import { contentRoutes } from './routes/content-routes';

/** How the routes run: in the browser, or on the server that renders the public pages. */
export type RouteOptions = {
  /**
   * The server waits for a page's data before rendering it; the browser starts the requests and
   * shows the page at once (skeletons, then the cached answer).
   */
  awaitData?: boolean;
};

/**
 * A route's loader and handle: it starts the page's data requests (waiting for them only on the
 * server) and waits for the texts the page renders; the handle names those texts, so the browser
 * can load them before it hydrates a server-rendered page.
 */
function page(
  options: RouteOptions,
  areas: readonly TextArea[],
  prefetch?: (args: LoaderFunctionArgs) => Promise<unknown> | void,
  handle: RouteHandle = {},
): Pick<RouteObject, 'loader' | 'handle'> {
  const loadTexts = textsLoader(areas);
  return {
    handle: { ...handle, textAreas: areas } satisfies RouteHandle,
    loader: async (args: LoaderFunctionArgs) => {
      const data = prefetch?.(args);
      if (options.awaitData) await data;
      return loadTexts(args);
    },
  };
}

/** The pages' prefetchers, loaded with the first loader that runs (route-prefetch.ts). */
type Prefetchers = typeof RoutePrefetch;
const prefetchers = (): Promise<Prefetchers> => import('./route-prefetch');

/**
 * A loader's prefetch whose code loads on first use: `start` runs with the prefetchers module.
 * The route's own code downloads at the same time (React Router runs `lazy` and the loader
 * together), so a navigation waits for the larger of the two, as before.
 */
function lazyPrefetch(
  start: (loaded: Prefetchers, args: LoaderFunctionArgs) => Promise<unknown> | void,
): (args: LoaderFunctionArgs) => Promise<unknown> {
  return async (args) => start(await prefetchers(), args);
}

/** Each page's loader prefetch, its code loaded on first use. */
function routePrefetchers(queryClient: QueryClient) {
  const order = (param: 'id' | 'order') =>
    lazyPrefetch((p, { request }) => p.prefetchOrder(queryClient, request.url, param));
  const listing = lazyPrefetch((p, { params, request }) =>
    p.prefetchListing(queryClient, params.slug, request.url),
  );
  return {
    home: lazyPrefetch((p) => p.prefetchHome(queryClient)),
    search: lazyPrefetch((p, { request }) =>
      p.prefetchSearch(queryClient, new URL(request.url).searchParams),
    ),
    checkout: lazyPrefetch((p) => p.prefetchCheckout(queryClient)),
    orderById: order('id'),
    order: order('order'),
    product: lazyPrefetch((p, { params }) => p.prefetchProductPage(queryClient, params.slug)),
    listing,
    blog: lazyPrefetch((p, { request }) => p.prefetchBlogIndex(queryClient, request.url)),
    blogPost: lazyPrefetch((p, { params }) => p.prefetchBlogPost(queryClient, params.slug)),
  };
}

/**
 * A route's code with the parts its first paint shows (`lazyPart`, outside the route's first
 * bundle: decision 077), named by the route module's `firstPaintParts`: a navigation in the app
 * renders the page once they are in, as a server-rendered page hydrates once they are, so no part
 * appears after the page around it.
 */
async function withFirstPaintParts<Module extends { firstPaintParts: readonly string[] }>(
  module: Promise<Module>,
): Promise<Module> {
  const loaded = await module;
  await preloadParts(loaded.firstPaintParts);
  return loaded;
}

/** A page the server renders to HTML with its data (the public catalogue and information pages). */
const SERVER_RENDERED = { serverRendered: true } satisfies RouteHandle;
const HIDE_LAYOUT = { hideLayout: true } satisfies RouteHandle;

/** Where a social sign-in comes back: the web's with the token, the app's with a one-time code. */
function socialSignInReturns(options: RouteOptions): RouteObject[] {
  return [
    {
      path: 'social-success',
      ...page(options, ['auth'], undefined, HIDE_LAYOUT),
      lazy: async () => {
        const { SocialSuccessRoute } = await import('./routes/social-success');
        return { Component: SocialSuccessRoute };
      },
    },
    {
      // The app's social sign-in comes back here with a one-time code (a link into the app).
      path: 'autentificare/aplicatie',
      ...page(options, ['auth'], undefined, HIDE_LAYOUT),
      lazy: async () => {
        const { AppSignInRoute } = await import('./routes/app-sign-in');
        return { Component: AppSignInRoute };
      },
    },
  ];
}

/**
 * The screens of contract §2, mounted at / and again under /ro and /en (the prefix picks the
 * language, the rest of the app is the same). Routes appear here only once their screen exists;
 * until then their paths reach the 404 page.
 */
function pageRoutes(queryClient: QueryClient, options: RouteOptions): RouteObject[] {
  const prefetch = routePrefetchers(queryClient);
  return [
    {
      index: true,
      ...page(options, ['home'], prefetch.home, SERVER_RENDERED),
      lazy: async () => {
        const { HomeRoute } = await import('./routes/home');
        return { Component: HomeRoute };
      },
    },
    {
      path: 'search',
      ...page(options, [], prefetch.search, SERVER_RENDERED),
      lazy: async () => {
        const { SearchRoute } = await import('./routes/search');
        return { Component: SearchRoute };
      },
    },
    {
      path: 'cart',
      ...page(options, ['cart', 'checkout']),
      lazy: async () => {
        const { CartRoute } = await import('./routes/cart');
        return { Component: CartRoute };
      },
    },
    {
      path: 'checkout',
      ...page(options, ['checkout'], prefetch.checkout),
      lazy: async () => {
        const { CheckoutRoute } = await import('./routes/checkout');
        return { Component: CheckoutRoute };
      },
    },
    {
      // Contract §2: the order confirmation, without the site layout.
      path: 'checkout/success',
      ...page(options, ['checkout'], prefetch.orderById, HIDE_LAYOUT),
      lazy: async () => {
        const { CheckoutSuccessRoute } = await import('./routes/checkout-success');
        return { Component: CheckoutSuccessRoute };
      },
    },
    {
      // A declined or abandoned card payment: pay again or cancel.
      path: 'checkout/plata',
      ...page(options, ['checkout'], prefetch.order),
      lazy: async () => {
        const { PaymentRetryRoute } = await import('./routes/payment-retry');
        return { Component: PaymentRetryRoute };
      },
    },
    {
      // Contract §2: the card payment's return page, without the site layout.
      path: 'success',
      ...page(options, ['checkout'], prefetch.order, HIDE_LAYOUT),
      lazy: async () => {
        const { PaymentSuccessRoute } = await import('./routes/payment-success');
        return { Component: PaymentSuccessRoute };
      },
    },
    {
      path: 'favorite',
      ...page(options, ['favourites', 'account']),
      lazy: async () => {
        const { FavouritesRoute } = await import('./routes/favourites');
        return { Component: FavouritesRoute };
      },
    },
    {
      path: 'login',
      ...page(options, ['auth'], undefined, HIDE_LAYOUT),
      lazy: async () => {
        const { LoginRoute } = await import('./routes/login');
        return { Component: LoginRoute };
      },
    },
    {
      path: 'register',
      ...page(options, ['auth'], undefined, HIDE_LAYOUT),
      lazy: async () => {
        const { RegisterRoute } = await import('./routes/register');
        return { Component: RegisterRoute };
      },
    },
    ...socialSignInReturns(options),
    {
      path: 'resetare-parola',
      ...page(options, ['auth'], undefined, HIDE_LAYOUT),
      lazy: async () => {
        const { PasswordResetRoute } = await import('./routes/password-reset');
        return { Component: PasswordResetRoute };
      },
    },
    {
      path: 'anulare-schimbare-email',
      ...page(options, ['account']),
      lazy: async () => {
        const { CancelEmailChangeRoute } = await import('./routes/cancel-email-change');
        return { Component: CancelEmailChangeRoute };
      },
    },
    {
      path: 'verificare',
      ...page(options, ['account']),
      lazy: async () => {
        const { VerifyEmailRoute } = await import('./routes/verify-email');
        return { Component: VerifyEmailRoute };
      },
    },
    {
      // Contract §6: the account needs sign-in; the guard sends others to /login?next=…
      Component: RequireAuth,
      children: [
        {
          path: 'contul-meu',
          ...page(options, ['account', 'auth', 'checkout']),
          lazy: async () => {
            const { AccountRoute } = await import('./routes/account');
            return { Component: AccountRoute };
          },
        },
        {
          path: 'contul-meu/comenzi/:id',
          ...page(options, ['account', 'checkout']),
          lazy: async () => {
            const { AccountOrderRoute } = await import('./routes/account-order');
            return { Component: AccountOrderRoute };
          },
        },
      ],
    },
    {
      path: 'produs/:slug',
      ...page(options, ['product'], prefetch.product, SERVER_RENDERED),
      lazy: async () => {
        const { ProductRoute } = await withFirstPaintParts(import('./routes/product'));
        return { Component: ProductRoute };
      },
    },
    {
      // One route for /produse and /produse/{category}: moving between categories keeps the page
      // (and its previous results on screen) instead of mounting a new one.
      path: 'produse/:slug?',
      ...page(options, ['listing'], prefetch.listing, SERVER_RENDERED),
      // Filter changes are the page's own requests (delayed, cancellable); only entering prefetches.
      shouldRevalidate: () => false,
      lazy: async () => {
        const { ProductsRoute } = await withFirstPaintParts(import('./routes/products'));
        return { Component: ProductsRoute };
      },
    },
    {
      path: 'abonare',
      ...page(options, ['newsletter'], undefined, SERVER_RENDERED),
      lazy: async () => {
        const { NewsletterStatusRoute } = await import('./routes/newsletter-status');
        return { Component: NewsletterStatusRoute };
      },
    },
    {
      path: 'blog',
      ...page(options, ['blog'], prefetch.blog, SERVER_RENDERED),
      // Category and page changes are the page's own queries; the loader only runs on entering.
      shouldRevalidate: ({ currentUrl, nextUrl }) => currentUrl.pathname !== nextUrl.pathname,
      lazy: async () => {
        const { BlogRoute } = await import('./routes/blog');
        return { Component: BlogRoute };
      },
    },
    {
      path: 'blog/:slug',
      ...page(options, ['blog'], prefetch.blogPost, {
        ...SERVER_RENDERED,
        name: 'blog-post',
      }),
      lazy: async () => {
        const { BlogPostRoute } = await import('./routes/blog-post');
        return { Component: BlogPostRoute };
      },
    },
    {
      path: 'categorii/:slug?',
      ...page(options, ['listing'], prefetch.listing, SERVER_RENDERED),
      shouldRevalidate: () => false,
      lazy: async () => {
        const { CategoryRoute } = await withFirstPaintParts(import('./routes/category'));
        return { Component: CategoryRoute };
      },
    },
    // About, how to order, delivery, returns, terms, privacy, cookies (+ /politica-cookie), FAQ, contact,
    // the withdrawal form and the accessibility statement.
    ...contentRoutes(),
    {
      path: '*',
      handle: { ...SERVER_RENDERED, notFound: true } satisfies RouteHandle,
      lazy: async () => {
        const { NotFoundRoute } = await import('./routes/not-found');
        return { Component: NotFoundRoute };
      },
    },
  ];
}

export function createAppRoutes(queryClient: QueryClient, options: RouteOptions = {}): RouteObject[] {
  return [
    {
      Component: RootLayout,
      HydrateFallback: RootHydrateFallback,
      ErrorBoundary: RootErrorBoundary,
      // Every page's footer and header quote the shop's settings (the cart and checkout price with
      // them): requested with the first page, which the server renders with them; in the browser
      // the parts that quote them wait for them on their own.
      loader: async () => {
        const settings = ensureShopSettings(queryClient);
        if (options.awaitData) await settings;
        return null;
      },
      // Once in the query cache they stay there: a navigation (a listing's filter changing the
      // query string) must not wait for this loader again.
      shouldRevalidate: () => false,
      children: [
        {
          ErrorBoundary: PageErrorBoundary,
          // While the first page's code loads, the layout above is already the real one, so
          // the header keeps whatever the visitor started doing (an open search, a menu).
          id: pageRoutesId(null),
          HydrateFallback: PageHydrateFallback,
          children: [
            ...LANGUAGES.map((language) => ({
              id: pageRoutesId(language),
              path: language,
              children: pageRoutes(queryClient, options),
            })),
            ...pageRoutes(queryClient, options),
          ],
        },
      ],
    },
  ];
}

/** The route whose children are pageRoutes(): one per language prefix and one without. */
function pageRoutesId(language: Language | null): string {
  return language ? `pages-${language}` : 'pages';
}

/**
 * Adds the admin's routes (admin-routes.ts) on the first navigation under /admin, /ro/admin or
 * /en/admin, so that the storefront's first chunk carries none of the admin. React Router asks
 * on every navigation that matched no route or a dynamic one (the 404 splat included); patching
 * the same routes twice is a no-op.
 */
export const discoverAdminRoutes: PatchRoutesOnNavigationFunction = async ({ path, patch }) => {
  if (!isAdminPath(path)) return;
  const { adminRoutes } = await import('./routes/admin/admin-routes');
  patch(pageRoutesId(languageFromPath(path)), adminRoutes());
};

export function createAppRouter(
  queryClient: QueryClient,
  routes: RouteObject[] = createAppRoutes(queryClient),
  hydrationData?: HydrationState['loaderData'],
) {
  return createBrowserRouter(routes, {
    patchRoutesOnNavigation: discoverAdminRoutes,
    ...(hydrationData ? { hydrationData: { loaderData: hydrationData } } : {}),
  });
}

/**
 * Before a server-rendered page hydrates, the code of its routes (lazy) and their texts must be
 * in, or the router would render its loading state instead of the page the server sent. Each
 * matched route's lazy part is loaded and becomes part of the route.
 */
export async function loadMatchedRoutes(
  routes: RouteObject[],
  pathname: string,
  language: Language,
): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  const areas = matches.flatMap(({ route }) => routeHandle(route.handle).textAreas ?? []);
  await Promise.all([
    loadTexts(language, areas),
    ...matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, loaded, { lazy: undefined });
    }),
  ]);
}
