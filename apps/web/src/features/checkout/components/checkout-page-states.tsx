import { ShoppingBag } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { useTranslation } from '@/lib/i18n';
import { useLocalizedPath } from '@/lib/use-localized-path';

/** Shown while the page leaves for the card page or the confirmation. */
export function CheckoutRedirecting() {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-[60vh] items-center justify-center py-24">
      <Spinner label={t('checkout.redirecting')} />
    </div>
  );
}

/** Nothing in the cart to order. */
export function EmptyCheckout() {
  const { t } = useTranslation();
  const localizedPath = useLocalizedPath();
  return (
    <div className="mx-auto w-full max-w-page px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      <h1 className="mb-6 text-3xl font-bold tracking-tight">{t('checkout.title')}</h1>
      <EmptyState
        icon={<ShoppingBag className="size-6" />}
        title={t('checkout.empty_title')}
        description={t('checkout.empty_text')}
        action={
          <Button asChild>
            <Link to={localizedPath('/produse')}>{t('checkout.empty_action')}</Link>
          </Button>
        }
      />
    </div>
  );
}
