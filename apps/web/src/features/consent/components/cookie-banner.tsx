import { Cookie } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { Link } from 'react-router';
import { useTranslation } from '@/lib/i18n';
import { Button } from '@/components/ui/button';
import { useLocalizedPath } from '@/lib/use-localized-path';
import { COOKIE_POLICY_LINK } from '../consent';
import { useConsentStore } from '../consent-store';

/**
 * While the banner shows, the page gets a bottom padding of its height, so the footer can scroll
 * above it. (Only <body> changes: a custom property on <html> would restyle the whole document.)
 */
function useReserveSpace(open: boolean) {
  const ref = useRef<HTMLElement>(null);

  useEffect(() => {
    const element = ref.current;
    if (!open || !element) return;
    const { body } = document;
    const update = () => {
      const height = `${Math.ceil(element.getBoundingClientRect().height)}px`;
      if (body.style.paddingBottom !== height) body.style.paddingBottom = height;
    };
    update();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      body.style.removeProperty('padding-bottom');
    };
  }, [open]);

  return ref;
}

/**
 * The banner's place in the document: the very start of <body>, wherever the layout mounts the
 * component, so that it is the first thing a keyboard or screen-reader user meets (as GOV.UK's
 * cookie banner does) while it sits at the bottom of the screen.
 */
function useFirstInBody(): HTMLElement {
  const [host] = useState(() => {
    const element = document.createElement('div');
    element.dataset.cookieBanner = '';
    return element;
  });
  useEffect(() => {
    document.body.prepend(host);
    return () => host.remove();
  }, [host]);
  return host;
}

/**
 * The cookie banner (contract §2 Layout, §4 Cookie consent): shown until the visitor accepts or
 * declines. Not modal: a labelled <section> (a region landmark) that takes no focus and traps none.
 */
export function CookieBanner() {
  const { t } = useTranslation();
  const localizedPath = useLocalizedPath();
  const open = useConsentStore((state) => state.bannerOpen);
  const accept = useConsentStore((state) => state.accept);
  const decline = useConsentStore((state) => state.decline);
  const host = useFirstInBody();
  const ref = useReserveSpace(open);
  const titleId = useId();
  const textId = useId();

  if (!open) return null;

  return createPortal(
    <section
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={textId}
      className="fixed inset-x-0 bottom-0 z-[45] px-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] sm:px-4 sm:pb-4 print:hidden"
    >
      <div className="mx-auto flex max-w-page flex-col gap-3 rounded-card border border-line bg-surface p-4 shadow-[0_-4px_24px_rgb(28_31_29/0.12)] sm:p-5 md:flex-row md:items-center md:gap-6">
        <div className="flex min-w-0 flex-1 gap-3">
          <span
            aria-hidden="true"
            className="hidden size-10 shrink-0 place-items-center rounded-full bg-sage-100 text-brand sm:grid"
          >
            <Cookie className="size-5" />
          </span>
          <div className="min-w-0">
            <h2 id={titleId} className="font-semibold text-ink">
              {t('consent.title', { shop: t('app.name') })}
            </h2>
            <p id={textId} className="mt-1 text-sm text-ink-muted">
              {/* On a phone the banner keeps to a few lines: the page it covers is what the visitor came for. */}
              <span className="sm:hidden">{t('consent.text_short')}</span>
              <span className="hidden sm:inline">{t('consent.text')}</span>{' '}
              <Link
                to={localizedPath(COOKIE_POLICY_LINK)}
                className="font-semibold whitespace-nowrap text-brand underline underline-offset-4 hover:text-brand-strong"
              >
                {t('consent.policy_link')}
              </Link>
            </p>
          </div>
        </div>
        <div className="grid shrink-0 grid-cols-2 gap-2 md:flex">
          <Button variant="secondary" onClick={decline} className="md:min-w-28">
            {t('consent.decline')}
          </Button>
          <Button onClick={accept} className="md:min-w-28">
            {t('consent.accept')}
          </Button>
        </div>
      </div>
    </section>,
    host,
  );
}
