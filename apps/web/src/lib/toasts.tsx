import { Link } from 'react-router';
import { TOAST_MS } from '@shop/shared/constants';
import { i18n } from '@/lib/i18n';
import { ensureToaster } from '@/lib/toaster-host';
import { useLocalizedPath } from '@/lib/use-localized-path';

function ToastLink({ to, label }: { to: string; label: string }) {
  const localized = useLocalizedPath();
  return (
    <Link to={localized(to)} className="font-semibold text-brand underline underline-offset-2">
      {label}
    </Link>
  );
}

/** The one toast the shop shows; a new message updates it in place. */
const SHOP_TOAST_ID = 'shop-toast';

/**
 * One toast at a time (contract §2): a new message replaces the one showing (same id, updated in
 * place, so no two can ever stack) and its 3 seconds start again. The Toaster is rendered inside
 * the router (root layout) so that links in toasts navigate.
 */
export function showShopToast(message: string, link?: { to: string; label: string }) {
  void ensureToaster().then(({ toast }) => {
    toast(message, {
      id: SHOP_TOAST_ID,
      duration: TOAST_MS,
      description: link ? <ToastLink to={link.to} label={link.label} /> : undefined,
    });
  });
}

export function toastAddedToCart(productTitle: string) {
  showShopToast(i18n.t('toasts.added_to_cart', { title: productTitle }), {
    to: '/cart',
    label: i18n.t('toasts.view_cart'),
  });
}

export function toastFavourite(productTitle: string, outcome: 'added' | 'removed') {
  showShopToast(
    i18n.t(outcome === 'added' ? 'toasts.favourite_added' : 'toasts.favourite_removed', {
      title: productTitle,
    }),
    { to: '/favorite', label: i18n.t('toasts.view_favourites') },
  );
}
