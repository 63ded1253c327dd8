import { CreditCard, RotateCcw, Truck } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { useShopSettings } from '@/hooks/use-shop-settings';
import { useTranslation } from '@/lib/i18n';
import { useLocalizedPath } from '@/lib/use-localized-path';
import { useConsentStore } from '@/features/consent/consent-store';
import { NewsletterForm } from '@/features/newsletter/components/newsletter-form';
import { cn } from '@/lib/cn';
import { AnpcSalBadge } from './anpc-badge';
import { DeveloperCredit } from './developer-credit';
import { LogoMark } from './logo';

const USEFUL_LINKS = [
  { to: '/cum-comand', key: 'footer.how_to_order' },
  { to: '/detalii-livrare', key: 'footer.delivery' },
  { to: '/politica-retur', key: 'footer.returns' },
  { to: '/faq', key: 'footer.faq' },
  { to: '/contact', key: 'footer.contact' },
  { to: '/despre-noi', key: 'footer.about_us' },
] as const;

const LEGAL_LINKS = [
  { to: '/termeni-conditii', key: 'footer.terms' },
  { to: '/politica-confidentialitate', key: 'footer.privacy' },
  // Contract §2: the footer links to /politica-cookies (the cookie banner to /politica-cookie).
  { to: '/politica-cookies', key: 'footer.cookies' },
  // OUG 34/2014 annex 1: the model withdrawal form; Legea 232/2022: the accessibility statement.
  { to: '/formular-retragere', key: 'footer.withdrawal_form' },
  { to: '/accesibilitate', key: 'footer.accessibility' },
] as const;

const HEADING = 'mb-3 text-sm font-bold tracking-wide text-ink uppercase';
const LINK =
  'inline-flex min-h-8 items-center text-ink-muted transition-colors duration-200 hover:text-brand hover:underline underline-offset-4';

type FooterLink = (typeof USEFUL_LINKS)[number] | (typeof LEGAL_LINKS)[number];

function LinkList({ links }: { links: readonly FooterLink[] }) {
  const { t } = useTranslation();
  const localizedPath = useLocalizedPath();
  return (
    <ul className="flex flex-col gap-1">
      {links.map((link) => (
        <li key={link.to}>
          <Link to={localizedPath(link.to)} className={LINK}>
            {t(link.key)}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** Contract §2 footer: useful and legal links, consumer protection, payment methods, the credit. */
export function SiteFooter() {
  const { t } = useTranslation();
  const name = t('app.name');
  const usefulId = useId();
  const legalId = useId();
  const consumerId = useId();
  const paymentsId = useId();
  const shop = useShopSettings();

  return (
    <footer className="border-t border-line bg-sage-50 pr-[env(safe-area-inset-right)] pb-[env(safe-area-inset-bottom)] pl-[env(safe-area-inset-left)]">
      <NewsletterForm />
      <div className="mx-auto grid max-w-page grid-cols-2 gap-x-6 gap-y-10 px-4 py-12 sm:px-6 lg:grid-cols-[1.3fr_1fr_1fr_1.2fr] lg:px-8">
        <div className="col-span-2 flex flex-col gap-4 lg:col-span-1">
          <p className="inline-flex items-center gap-2 text-xl font-bold text-brand">
            <LogoMark className="size-8" />
            {name}
          </p>
          <p className="max-w-sm text-ink-muted">{t('footer.about')}</p>
          <ul className="flex flex-col gap-2 text-sm text-ink">
            {shop && (
              <>
                <li className="flex items-center gap-2">
                  <Truck aria-hidden="true" className="size-4 text-brand" />
                  {t('footer.promise_delivery', { min: shop.delivery_days_min, max: shop.delivery_days_max })}
                </li>
                <li className="flex items-center gap-2">
                  <RotateCcw aria-hidden="true" className="size-4 text-brand" />
                  {t('footer.promise_return', { days: shop.return_days })}
                </li>
              </>
            )}
            <li className="flex items-center gap-2">
              <CreditCard aria-hidden="true" className="size-4 text-brand" />
              {t('footer.promise_payment')}
            </li>
          </ul>
        </div>

        <nav aria-labelledby={usefulId}>
          <h2 id={usefulId} className={HEADING}>
            {t('footer.useful_title')}
          </h2>
          <LinkList links={USEFUL_LINKS} />
        </nav>

        <nav aria-labelledby={legalId}>
          <h2 id={legalId} className={HEADING}>
            {t('footer.legal_title')}
          </h2>
          <LinkList links={LEGAL_LINKS} />
          {/* Reopens the cookie banner, so a choice can be changed from any page. */}
          <button
            type="button"
            onClick={() => useConsentStore.getState().reopen()}
            className={cn(LINK, 'cursor-pointer')}
          >
            {t('footer.cookie_settings')}
          </button>
        </nav>

        <div className="col-span-2 flex flex-col gap-8 sm:flex-row sm:gap-12 lg:col-span-1 lg:flex-col lg:gap-8">
          <section aria-labelledby={consumerId}>
            <h2 id={consumerId} className={HEADING}>
              {t('footer.consumer_title')}
            </h2>
            <AnpcSalBadge />
          </section>
          <section aria-labelledby={paymentsId}>
            <h2 id={paymentsId} className={HEADING}>
              {t('footer.payments_title')}
            </h2>
            <img
              src="/payment-methods.svg"
              alt={t('footer.payments_alt')}
              width={312}
              height={44}
              loading="lazy"
              decoding="async"
              className="h-auto w-full max-w-78"
            />
            <p className="mt-2 text-sm text-ink-muted">{t('footer.payments_text')}</p>
          </section>
        </div>
      </div>

      <div className="border-t border-line">
        <div className="mx-auto flex max-w-page flex-col items-start gap-2 px-4 py-5 text-sm text-ink-muted sm:flex-row sm:items-center sm:justify-between sm:px-6 lg:px-8">
          <div className="flex flex-col gap-1">
            <p>{t('footer.copyright', { year: new Date().getFullYear(), name })}</p>
            {/* The seller's identity on every page (Legea 365/2002 art. 5). */}
            {shop && (
              <p className="text-xs">
                {t('footer.identity', {
                  company: shop.company_name,
                  cui: shop.cui,
                  regCom: shop.trade_register,
                  address: shop.address,
                })}
              </p>
            )}
          </div>
          <DeveloperCredit />
        </div>
      </div>
    </footer>
  );
}
