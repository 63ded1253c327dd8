import { createElement } from 'react';
import { redirect, type RouteObject } from 'react-router';
import { CONTENT_PAGES } from '@shop/shared/content-pages';
import { textsLoader, withLanguagePrefix, type TextArea } from '@/lib/i18n';
import { ShopSettingsGate } from '@/components/shop-settings-gate';
import type { RouteHandle } from '../layout/hide-layout';

/** Strips the leading slash: child routes of pageRoutes() are relative. */
const relative = (path: string) => path.replace(/^\//, '');

/**
 * The information pages of contract §2, the withdrawal form and the accessibility statement. Each loads its code and its texts (the `content` and
 * `policies` areas) in parallel, outside the first bundle.
 */
export function contentRoutes(): RouteObject[] {
  const page = (
    path: string,
    load: () => Promise<RouteObject['Component']>,
    areas: readonly TextArea[] = [],
  ): RouteObject => {
    const textAreas: readonly TextArea[] = ['content', 'policies', ...areas];
    return {
      path: relative(path),
      handle: { serverRendered: true, textAreas } satisfies RouteHandle,
      loader: textsLoader(textAreas),
      lazy: async () => {
        const Page = await load();
        if (!Page) return {};
        // Every information page quotes the shop's settings (its figures, its identity).
        return { Component: () => createElement(ShopSettingsGate, { children: () => createElement(Page) }) };
      },
    };
  };

  return [
    page(CONTENT_PAGES.about.path, async () => (await import('./about')).AboutRoute),
    page(CONTENT_PAGES.howToOrder.path, async () => (await import('./how-to-order')).HowToOrderRoute),
    page(CONTENT_PAGES.delivery.path, async () => (await import('./delivery')).DeliveryRoute),
    page(CONTENT_PAGES.returns.path, async () => (await import('./returns')).ReturnsRoute),
    page(CONTENT_PAGES.terms.path, async () => (await import('./terms')).TermsRoute),
    page(CONTENT_PAGES.privacy.path, async () => (await import('./privacy')).PrivacyRoute),
    // The page's consent settings use the cookie banner's texts.
    page(CONTENT_PAGES.cookies.path, async () => (await import('./cookies')).CookiesRoute, ['consent']),
    page(CONTENT_PAGES.faq.path, async () => (await import('./faq')).FaqRoute),
    page(CONTENT_PAGES.contact.path, async () => (await import('./contact')).ContactRoute, ['contact']),
    page(CONTENT_PAGES.withdrawal.path, async () => (await import('./withdrawal-form')).WithdrawalFormRoute),
    page(CONTENT_PAGES.accessibility.path, async () => (await import('./accessibility')).AccessibilityRoute),
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
