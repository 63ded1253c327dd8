import type { MouseEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CookieBanner } from '@/features/consent/components/cookie-banner';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

const MAIN_ID = 'main';

function skipToContent(event: MouseEvent<HTMLAnchorElement>) {
  // Focus the landmark without a hash in the URL, which the router would treat as a navigation.
  event.preventDefault();
  document.getElementById(MAIN_ID)?.focus();
}

/** Header, main content and footer (spec §2 Layout); bare main content when hideLayout is set. */
export function AppShell({ hideLayout, children }: { hideLayout: boolean; children: ReactNode }) {
  const { t } = useTranslation();

  return (
    <div className="flex min-h-dvh flex-col">
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
      <main id={MAIN_ID} tabIndex={-1} className="flex flex-1 flex-col outline-none">
        {children}
      </main>
      {hideLayout ? null : (
        <>
          <SiteFooter />
          <CookieBanner />
        </>
      )}
    </div>
  );
}
