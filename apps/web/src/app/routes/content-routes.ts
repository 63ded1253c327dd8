import { createElement } from 'react';
import { Outlet, redirect, type RouteObject } from 'react-router';
import { CONTENT_PAGES } from '@shop/shared/content-pages';
import { textsLoader, withLanguagePrefix, type TextArea } from '@/lib/i18n';
import { ShopSettingsGate } from '@/components/shop-settings-gate';
import type { RouteHandle } from '../layout/hide-layout';

/** Strips the leading slash: child routes of pageRoutes() are relative. */
const relative = (path: string) => path.replace(/^\//, '');

/**
 * The information pages of contract §2, the withdrawal form and the accessibility statement. Each loads its code and its texts (the `content` area,
 * and a policy page its own branch of `policies`) in parallel, outside the first bundle.
 */
export function contentRoutes(): RouteObject[] {
  const page = (
    path: string,
    load: () => Promise<RouteObject['Component']>,
    areas: readonly TextArea[] = [],
  ): RouteObject => {
    const textAreas: readonly TextArea[] = ['content', ...areas];
    return {
      path: relative(path),
      handle: { serverRendered: true, textAreas } satisfies RouteHandle,
      loader: textsLoader(textAreas),
      lazy: async () => ({ Component: await load() }),
    };
  };

  return [
    {
      // Every information page quotes the shop's settings (its figures, its identity). A layout
      // route rather than a wrapper per page, so that each route's component is its module's own.
      Component: InformationPageLayout,
      children: [
        page(CONTENT_PAGES.about.path, async () => (await import('./about')).AboutRoute),
        page(CONTENT_PAGES.howToOrder.path, async () => (await import('./how-to-order')).HowToOrderRoute),
        page(CONTENT_PAGES.delivery.path, async () => (await import('./delivery')).DeliveryRoute, [
          'policies.delivery',
        ]),
        page(CONTENT_PAGES.returns.path, async () => (await import('./returns')).ReturnsRoute, [
          'policies.returns',
        ]),
        page(CONTENT_PAGES.terms.path, async () => (await import('./terms')).TermsRoute, ['policies.terms']),
        page(CONTENT_PAGES.privacy.path, async () => (await import('./privacy')).PrivacyRoute, [
          'policies.privacy',
        ]),
        // The page's consent settings use the cookie banner's texts.
        page(CONTENT_PAGES.cookies.path, async () => (await import('./cookies')).CookiesRoute, [
          'policies.cookies',
          'consent',
        ]),
        page(CONTENT_PAGES.faq.path, async () => (await import('./faq')).FaqRoute),
        page(CONTENT_PAGES.contact.path, async () => (await import('./contact')).ContactRoute, ['contact']),
        page(
          CONTENT_PAGES.withdrawal.path,
          async () => (await import('./withdrawal-form')).WithdrawalFormRoute,
          ['policies.withdrawal'],
        ),
        page(
          CONTENT_PAGES.accessibility.path,
          async () => (await import('./accessibility')).AccessibilityRoute,
          ['policies.accessibility'],
        ),
      ],
    },
    {
      // Contract §2: the cookie banner links to /politica-cookie, the footer to /politica-cookies;
      // both work (contract §9). The /ro or /en prefix and the query string are kept.
      path: 'politica-cookie',
      loader: ({ request }) => {
        const url = new URL(request.url);
        return redirect(`${withLanguagePrefix(CONTENT_PAGES.cookies.path, url.pathname)}${url.search}`);
      },
      // Never rendered: the loader always redirects.
      Component: () => null,
    },
  ];
}

function InformationPageLayout() {
  return createElement(ShopSettingsGate, { children: () => createElement(Outlet) });
}
