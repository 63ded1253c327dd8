import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { LANGUAGES } from '@shop/shared/constants';
import { getProductsQueryOptions, NEWEST_PRODUCTS_PARAMS } from '@/features/catalog/api/get-products';
import { RootHydrateFallback, RootLayout } from './layout/root-layout';
import { PageErrorBoundary, RootErrorBoundary } from './layout/route-error';

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
        void queryClient.prefetchQuery(getProductsQueryOptions(NEWEST_PRODUCTS_PARAMS));
        return null;
      },
      lazy: async () => {
        const { HomeRoute } = await import('./routes/home');
        return { Component: HomeRoute };
      },
    },
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
