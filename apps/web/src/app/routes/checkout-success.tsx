import { Link } from 'react-router';
import { useTranslation } from '@/lib/i18n';
import { CheckoutSuccessPage } from '@/features/checkout/components/checkout-success-page';
import { ConfirmationShell } from '@/features/checkout/components/confirmation-shell';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useLocalizedPath } from '@/lib/use-localized-path';
import { Logo } from '../layout/logo';

/** The logo link home on the confirmation screens, which have no site layout. */
export function ConfirmationLogoLink() {
  const { t } = useTranslation();
  const localizedPath = useLocalizedPath();
  return (
    <Link to={localizedPath('/')} aria-label={t('app.home_link')} className="-m-1 rounded-lg p-1">
      <Logo name={t('app.name')} />
    </Link>
  );
}

/** /checkout/success (contract §2): the order confirmation, without the site layout. */
export function CheckoutSuccessRoute() {
  const { t } = useTranslation();
  useDocumentTitle(`${t('checkout.success.document_title')} | ${t('app.name')}`);
  return (
    <ConfirmationShell logo={<ConfirmationLogoLink />}>
      <CheckoutSuccessPage />
    </ConfirmationShell>
  );
}
