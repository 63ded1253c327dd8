import { useTranslation } from '@/lib/i18n';
import { PaymentRetryPage } from '@/features/checkout/components/payment-retry-page';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /checkout/plata: a declined or abandoned card payment, with the site layout. */
export function PaymentRetryRoute() {
  const { t } = useTranslation();
  useDocumentTitle(`${t('checkout.retry.document_title')} | ${t('app.name')}`);
  return <PaymentRetryPage />;
}
