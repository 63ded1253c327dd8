import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { LANGUAGES } from '@shop/shared/constants';
import { prefetchListing, prefetchProductPage } from '@/features/catalog/api/prefetch';
import type { RouteHandle } from './layout/hide-layout';
import { prefetchCheckout, prefetchOrder } from './routes/checkout-loaders';
import { prefetchHome } from './routes/home-loader';
import { prefetchSearch } from './routes/search-loader';
import { PageHydrateFallback, RootHydrateFallback, RootLayout } from './layout/root-layout';
import { PageErrorBoundary, RootErrorBoundary } from './layout/route-error';
import { RequireAuth } from './require-auth';
import { contentRoutes } from './routes/content-routes';

/**
 * The screens of spec §2, mounted at / and again under /ro and /en (the prefix picks the
 * language, the rest of the app is the same). Routes appear here only once their screen exists;
 * until then their paths reach the 404 page.
 */
function pageRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    {
      index: true,
      // Starts the request while the page's code downloads, without holding the page back:
      // the page shows skeletons and then the cached answer.
      loader: () => {
        prefetchHome(queryClient);
        return null;
      },
      lazy: async () => {
        const { HomeRoute } = await import('./routes/home');
        return { Component: HomeRoute };
      },
    },
    {
      path: 'search',
      loader: ({ request }) => {
        prefetchSearch(queryClient, new URL(request.url).searchParams);
        return null;
      },
      lazy: async () => {
        const { SearchRoute } = await import('./routes/search');
        return { Component: SearchRoute };
      },
    },
    {
      path: 'cart',
      lazy: async () => {
        const { CartRoute } = await import('./routes/cart');
        return { Component: CartRoute };
      },
    },
    {
      path: 'checkout',
      loader: () => {
        prefetchCheckout(queryClient);
        return null;
      },
      lazy: async () => {
        const { CheckoutRoute } = await import('./routes/checkout');
        return { Component: CheckoutRoute };
      },
    },
    {
      // Spec §2: the order confirmation, without the site layout.
      path: 'checkout/success',
      handle: { hideLayout: true } satisfies RouteHandle,
      loader: ({ request }) => {
        prefetchOrder(queryClient, request.url, 'id');
        return null;
      },
      lazy: async () => {
        const { CheckoutSuccessRoute } = await import('./routes/checkout-success');
        return { Component: CheckoutSuccessRoute };
      },
    },
    {
      // A declined or abandoned card payment: pay again or cancel.
      path: 'checkout/plata',
      loader: ({ request }) => {
        prefetchOrder(queryClient, request.url, 'order');
        return null;
      },
      lazy: async () => {
        const { PaymentRetryRoute } = await import('./routes/payment-retry');
        return { Component: PaymentRetryRoute };
      },
    },
    {
      // Spec §2: the card payment's return page, without the site layout.
      path: 'success',
      handle: { hideLayout: true } satisfies RouteHandle,
      loader: ({ request }) => {
        prefetchOrder(queryClient, request.url, 'order');
        return null;
      },
      lazy: async () => {
        const { PaymentSuccessRoute } = await import('./routes/payment-success');
        return { Component: PaymentSuccessRoute };
      },
    },
    {
      path: 'favorite',
      lazy: async () => {
        const { FavouritesRoute } = await import('./routes/favourites');
        return { Component: FavouritesRoute };
      },
    },
    {
      path: 'login',
      handle: { hideLayout: true } satisfies RouteHandle,
      lazy: async () => {
        const { LoginRoute } = await import('./routes/login');
        return { Component: LoginRoute };
      },
    },
    {
      path: 'register',
      handle: { hideLayout: true } satisfies RouteHandle,
      lazy: async () => {
        const { RegisterRoute } = await import('./routes/register');
        return { Component: RegisterRoute };
      },
    },
    {
      // Spec §6: the account needs sign-in; the guard sends others to /login?next=…
      Component: RequireAuth,
      children: [
        {
          path: 'contul-meu',
          lazy: async () => {
            const { AccountRoute } = await import('./routes/account');
            return { Component: AccountRoute };
          },
        },
      ],
    },
    {
      path: 'produs/:slug',
      loader: ({ params }) => {
        prefetchProductPage(queryClient, params.slug);
        return null;
      },
      lazy: async () => {
        const { ProductRoute } = await import('./routes/product');
        return { Component: ProductRoute };
      },
    },
    {
      // One route for /produse and /produse/{category}: moving between categories keeps the page
      // (and its previous results on screen) instead of mounting a new one.
      path: 'produse/:slug?',
      loader: ({ params, request }) => {
        prefetchListing(queryClient, params.slug, request.url);
        return null;
      },
      // Filter changes are the page's own requests (delayed, cancellable); only entering prefetches.
      shouldRevalidate: () => false,
      lazy: async () => {
        const { ProductsRoute } = await import('./routes/products');
        return { Component: ProductsRoute };
      },
    },
    {
      path: 'categorii/:slug?',
      loader: ({ params, request }) => {
        prefetchListing(queryClient, params.slug, request.url);
        return null;
      },
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
          HydrateFallback: PageHydrateFallback,
          children: [
            ...LANGUAGES.map((language) => ({ path: language, children: pageRoutes(queryClient) })),
            ...pageRoutes(queryClient),
          ],
        },
      ],
    },
  ];
}

export function createAppRouter(queryClient: QueryClient) {
  return createBrowserRouter(createAppRoutes(queryClient));
}
