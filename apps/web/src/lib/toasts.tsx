import { Link } from 'react-router';
import { ORDER_MAX_QUANTITY, TOAST_MS } from '@shop/shared/constants';
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

/** What an addition to the cart did: how many were asked for, how many the cart took. */
export type CartAddition = {
  requested: number;
  added: number;
  /** The product's stock, to say which cap stopped it: the stock or what an order accepts. */
  stock: number | null | undefined;
};

function cartAdditionText(title: string, { requested, added, stock }: CartAddition): string {
  if (added >= requested) return i18n.t('toasts.added_to_cart', { title });
  const byOrder = typeof stock !== 'number' || stock > ORDER_MAX_QUANTITY;
  const values = { title, count: added, max: ORDER_MAX_QUANTITY };
  if (added <= 0) return i18n.t(byOrder ? 'toasts.added_none_order' : 'toasts.added_none_stock', values);
  return i18n.t(byOrder ? 'toasts.added_only_order' : 'toasts.added_only_stock', values);
}

/**
 * Says what an addition did: added, added fewer than asked because a cap was reached, or added
 * nothing because the line already holds all it may. Every caller passes what the cart store's
 * `add()` answered, so no toast can claim an addition that did not happen.
 */
export function toastAddedToCart(productTitle: string, addition: CartAddition) {
  showShopToast(cartAdditionText(productTitle, addition), { to: '/cart', label: i18n.t('toasts.view_cart') });
}

export function toastFavourite(productTitle: string, outcome: 'added' | 'removed') {
  showShopToast(
    i18n.t(outcome === 'added' ? 'toasts.favourite_added' : 'toasts.favourite_removed', {
      title: productTitle,
    }),
    { to: '/favorite', label: i18n.t('toasts.view_favourites') },
  );
}
