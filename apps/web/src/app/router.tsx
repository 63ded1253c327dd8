import type { QueryClient } from '@tanstack/react-query';
import {
  createBrowserRouter,
  type LoaderFunctionArgs,
  type PatchRoutesOnNavigationFunction,
  type RouteObject,
} from 'react-router';
import { LANGUAGES, type Language } from '@shop/shared/constants';
import { prefetchListing, prefetchProductPage } from '@/features/catalog/api/prefetch';
import { languageFromPath, stripLanguagePrefix, textsLoader, type TextArea } from '@/lib/i18n';
import type { RouteHandle } from './layout/hide-layout';
import { prefetchCheckout, prefetchOrder } from './routes/checkout-loaders';
import { prefetchHome } from './routes/home-loader';
import { prefetchSearch } from './routes/search-loader';
import { PageHydrateFallback, RootHydrateFallback, RootLayout } from './layout/root-layout';
import { PageErrorBoundary, RootErrorBoundary } from './layout/route-error';
import { RequireAuth } from './require-auth';
import { contentRoutes } from './routes/content-routes';

/**
 * A route's loader: starts the page's data requests without waiting for them (the page shows
 * skeletons, then the cached answer) and waits only for the texts the page renders.
 */
function pageLoader(areas: readonly TextArea[], prefetch?: (args: LoaderFunctionArgs) => void) {
  const loadTexts = textsLoader(areas);
  return (args: LoaderFunctionArgs) => {
    prefetch?.(args);
    return loadTexts(args);
  };
}

/**
 * The screens of contract §2, mounted at / and again under /ro and /en (the prefix picks the
 * language, the rest of the app is the same). Routes appear here only once their screen exists;
 * until then their paths reach the 404 page.
 */
function pageRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    {
      index: true,
      loader: pageLoader(['home'], () => prefetchHome(queryClient)),
      lazy: async () => {
        const { HomeRoute } = await import('./routes/home');
        return { Component: HomeRoute };
      },
    },
    {
      path: 'search',
      loader: pageLoader([], ({ request }) => prefetchSearch(queryClient, new URL(request.url).searchParams)),
      lazy: async () => {
        const { SearchRoute } = await import('./routes/search');
        return { Component: SearchRoute };
      },
    },
    {
      path: 'cart',
      loader: pageLoader(['cart', 'checkout']),
      lazy: async () => {
        const { CartRoute } = await import('./routes/cart');
        return { Component: CartRoute };
      },
    },
    {
      path: 'checkout',
      loader: pageLoader(['checkout'], () => prefetchCheckout(queryClient)),
      lazy: async () => {
        const { CheckoutRoute } = await import('./routes/checkout');
        return { Component: CheckoutRoute };
      },
    },
    {
      // Contract §2: the order confirmation, without the site layout.
      path: 'checkout/success',
      handle: { hideLayout: true } satisfies RouteHandle,
      loader: pageLoader(['checkout'], ({ request }) => prefetchOrder(queryClient, request.url, 'id')),
      lazy: async () => {
        const { CheckoutSuccessRoute } = await import('./routes/checkout-success');
        return { Component: CheckoutSuccessRoute };
      },
    },
    {
      // A declined or abandoned card payment: pay again or cancel.
      path: 'checkout/plata',
      loader: pageLoader(['checkout'], ({ request }) => prefetchOrder(queryClient, request.url, 'order')),
      lazy: async () => {
        const { PaymentRetryRoute } = await import('./routes/payment-retry');
        return { Component: PaymentRetryRoute };
      },
    },
    {
      // Contract §2: the card payment's return page, without the site layout.
      path: 'success',
      handle: { hideLayout: true } satisfies RouteHandle,
      loader: pageLoader(['checkout'], ({ request }) => prefetchOrder(queryClient, request.url, 'order')),
      lazy: async () => {
        const { PaymentSuccessRoute } = await import('./routes/payment-success');
        return { Component: PaymentSuccessRoute };
      },
    },
    {
      path: 'favorite',
      loader: pageLoader(['favourites']),
      lazy: async () => {
        const { FavouritesRoute } = await import('./routes/favourites');
        return { Component: FavouritesRoute };
      },
    },
    {
      path: 'login',
      handle: { hideLayout: true } satisfies RouteHandle,
      loader: pageLoader(['auth']),
      lazy: async () => {
        const { LoginRoute } = await import('./routes/login');
        return { Component: LoginRoute };
      },
    },
    {
      path: 'register',
      handle: { hideLayout: true } satisfies RouteHandle,
      loader: pageLoader(['auth']),
      lazy: async () => {
        const { RegisterRoute } = await import('./routes/register');
        return { Component: RegisterRoute };
      },
    },
    {
      // Contract §6: the account needs sign-in; the guard sends others to /login?next=…
      Component: RequireAuth,
      children: [
        {
          path: 'contul-meu',
          loader: pageLoader(['account']),
          lazy: async () => {
            const { AccountRoute } = await import('./routes/account');
            return { Component: AccountRoute };
          },
        },
      ],
    },
    {
      path: 'produs/:slug',
      loader: pageLoader(['product'], ({ params }) => prefetchProductPage(queryClient, params.slug)),
      lazy: async () => {
        const { ProductRoute } = await import('./routes/product');
        return { Component: ProductRoute };
      },
    },
    {
      // One route for /produse and /produse/{category}: moving between categories keeps the page
      // (and its previous results on screen) instead of mounting a new one.
      path: 'produse/:slug?',
      loader: pageLoader(['listing'], ({ params, request }) =>
        prefetchListing(queryClient, params.slug, request.url),
      ),
      // Filter changes are the page's own requests (delayed, cancellable); only entering prefetches.
      shouldRevalidate: () => false,
      lazy: async () => {
        const { ProductsRoute } = await import('./routes/products');
        return { Component: ProductsRoute };
      },
    },
    {
      path: 'categorii/:slug?',
      loader: pageLoader(['listing'], ({ params, request }) =>
        prefetchListing(queryClient, params.slug, request.url),
      ),
      shouldRevalidate: () => false,
      lazy: async () => {
        const { CategoryRoute } = await import('./routes/category');
        return { Component: CategoryRoute };
      },
    },
    // About, how to order, delivery, returns, terms, privacy, cookies (+ /politica-cookie), FAQ, contact.
    ...contentRoutes(),
    {
      path: '*',
      lazy: async () => {
        const { NotFoundRoute } = await import('./routes/not-found');
        return { Component: NotFoundRoute };
      },
    },
  ];
}

export function createAppRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    {
      Component: RootLayout,
      HydrateFallback: RootHydrateFallback,
      ErrorBoundary: RootErrorBoundary,
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
              children: pageRoutes(queryClient),
            })),
            ...pageRoutes(queryClient),
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
  const rest = stripLanguagePrefix(path);
  if (rest !== '/admin' && !rest.startsWith('/admin/')) return;
  const { adminRoutes } = await import('./routes/admin/admin-routes');
  patch(pageRoutesId(languageFromPath(path)), adminRoutes());
};

export function createAppRouter(queryClient: QueryClient) {
  return createBrowserRouter(createAppRoutes(queryClient), { patchRoutesOnNavigation: discoverAdminRoutes });
}
