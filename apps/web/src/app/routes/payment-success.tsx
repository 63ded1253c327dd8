import { useTranslation } from '@/lib/i18n';
import { ConfirmationShell } from '@/features/checkout/components/confirmation-shell';
import { PaymentReturnPage } from '@/features/checkout/components/payment-return-page';
import { useDocumentTitle } from '@/lib/use-document-title';
import { ConfirmationLogoLink } from './checkout-success';

/** /success (contract §2): where a card payment returns, without the site layout. */
export function PaymentSuccessRoute() {
  const { t } = useTranslation();
  useDocumentTitle(`${t('checkout.payment_return.document_title')} | ${t('app.name')}`);
  return (
    <ConfirmationShell logo={<ConfirmationLogoLink />}>
      <PaymentReturnPage />
    </ConfirmationShell>
  );
}
