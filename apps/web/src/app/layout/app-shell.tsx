import { lazy, Suspense, useEffect, useSyncExternalStore, type MouseEvent, type ReactNode } from 'react';
import { StarSymbol } from '@/features/catalog/components/star-row';
import { useConsentStore, watchConsentInOtherTabs } from '@/features/consent/consent-store';
import { isAppBuild } from '@/lib/env';
import { i18n, loadTexts, useTranslation } from '@/lib/i18n';
import { OfflineBanner } from '@/native/offline-banner';
import { SiteHeader } from './site-header';
import { releaseSplashCover, splashStore } from './splash-gate';
import { lazyPart } from '@/lib/lazy-part';

// Neither is needed for a page's first render: the footer sits below the fold and the cookie
// banner shows only until the visitor chooses, so their code loads just after, outside the
// first-load budget.
const SiteFooter = lazyPart('footer', async () => {
  const [{ SiteFooter }] = await Promise.all([import('./site-footer'), loadTexts(i18n.language, ['footer'])]);
  return SiteFooter;
});
const CookieBanner = lazy(async () => {
  const [{ CookieBanner }] = await Promise.all([
    import('@/features/consent/components/cookie-banner'),
    loadTexts(i18n.language, ['consent']),
  ]);
  return { default: CookieBanner };
});

// Only a phone's first visit needs it: its code loads then, never for anyone else.
const Splash = lazy(async () => ({ default: (await import('./splash')).Splash }));

const MAIN_ID = 'main';

function skipToContent(event: MouseEvent<HTMLAnchorElement>) {
  // Focus the landmark without a hash in the URL, which the router would treat as a navigation.
  event.preventDefault();
  document.getElementById(MAIN_ID)?.focus();
}

/** Header, main content and footer (contract §2 Layout); bare main content when hideLayout is set. */
export function AppShell({
  hideLayout,
  routeOwnsMain = false,
  children,
}: {
  hideLayout: boolean;
  /** The route renders its own `<main>` (the admin layout): the shell's content area is a plain box. */
  routeOwnsMain?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const consentAsked = useConsentStore((state) => state.bannerOpen);
  useEffect(() => watchConsentInOtherTabs(), []);
  // Decided after hydration: the server's HTML (what a crawler reads and what paints first) never has it.
  const splashShown = useSyncExternalStore(
    splashStore.subscribe,
    splashStore.getSnapshot,
    splashStore.getServerSnapshot,
  );
  const splash = splashShown && !hideLayout;
  // The head script covers a phone's first page before its first paint, not knowing which pages
  // go without the layout (and so without the splash): those lift it as soon as they run. The
  // client's own decision, not the hydration pass's `false`, says whether a splash is coming.
  useEffect(() => {
    if (hideLayout || !splashStore.getSnapshot()) releaseSplashCover();
  }, [hideLayout]);

  return (
    <div className="flex min-h-dvh flex-col">
      <StarSymbol />
      {hideLayout ? null : (
        <>
          <a
            href={`#${MAIN_ID}`}
            onClick={skipToContent}
            className="sr-only rounded-lg bg-brand font-semibold text-white focus:not-sr-only focus:fixed focus:px-4 focus:py-2 focus:top-3 focus:left-3 focus:z-50"
          >
            {t('app.skip_to_content')}
          </a>
          <SiteHeader />
        </>
      )}
      {routeOwnsMain ? (
        <div className="flex flex-1 flex-col">{children}</div>
      ) : (
        <main id={MAIN_ID} tabIndex={-1} className="flex flex-1 flex-col outline-none">
          {children}
        </main>
      )}
      {hideLayout ? null : (
        <Suspense fallback={null}>
          <SiteFooter />
          {consentAsked ? <CookieBanner /> : null}
        </Suspense>
      )}
      {splash ? (
        <Suspense fallback={null}>
          <Splash onDone={splashStore.close} />
        </Suspense>
      ) : null}
      {/* The app's offline notice; the web build drops it (a build-time constant). */}
      {isAppBuild ? <OfflineBanner /> : null}
    </div>
  );
}
