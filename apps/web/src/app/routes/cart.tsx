import { useTranslation } from '@/lib/i18n';
import { ShopSettingsGate } from '@/components/shop-settings-gate';
import { CartPage } from '@/features/cart/components/cart-page';
import { useDocumentTitle } from '@/lib/use-document-title';

export function CartRoute() {
  const { t } = useTranslation();
  useDocumentTitle(`${t('cart.document_title')} | ${t('app.name')}`);
  return <ShopSettingsGate>{(shop) => <CartPage shop={shop} />}</ShopSettingsGate>;
}
