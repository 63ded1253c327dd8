import { useTranslation } from '@/lib/i18n';
import { CartPage } from '@/features/cart/components/cart-page';
import { useDocumentTitle } from '@/lib/use-document-title';

export function CartRoute() {
  const { t } = useTranslation();
  useDocumentTitle(`${t('cart.document_title')} | ${t('app.name')}`);
  return <CartPage />;
}
