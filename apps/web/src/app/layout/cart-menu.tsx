import { ShoppingBag } from 'lucide-react';
import { Link } from 'react-router';
import { formatLei } from '@shop/shared/money';
import { localized, useTranslation } from '@/lib/i18n';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { useLocalizedPath } from '@/lib/use-localized-path';
import { cartCountAndSubtotal, useCartCount, useCartStore } from '@/stores/cart-store';
import { IconWithCount } from './count-badge';
import { HeaderMenu } from './header-menu';

const PREVIEW_LINES = 3;

function CartIcon({ count }: { count: number }) {
  return <IconWithCount icon={<ShoppingBag aria-hidden="true" className="size-5" />} count={count} />;
}

function CartSummary() {
  const { t, i18n } = useTranslation();
  const localizedPath = useLocalizedPath();
  const items = useCartStore((state) => state.items);
  const totals = cartCountAndSubtotal(items);

  if (items.length === 0) {
    return (
      <div className="flex flex-col gap-3">
        <p className="font-semibold">{t('header.cart_empty')}</p>
        <Button asChild variant="secondary" className="w-full">
          <Link to={localizedPath('/produse')}>{t('header.browse_products')}</Link>
        </Button>
      </div>
    );
  }

  const rest = items.length - PREVIEW_LINES;
  return (
    <div className="flex flex-col gap-3">
      <p className="font-bold">{t('header.cart_count', { count: totals.count })}</p>
      <ul className="flex flex-col gap-1.5 text-sm">
        {items.slice(0, PREVIEW_LINES).map((line) => (
          <li key={line.id} className="flex gap-2">
            <span className="shrink-0 font-semibold text-ink-muted">{line.cantitate} ×</span>
            <span className="line-clamp-1">{localized(line, 'titlu', i18n.language)}</span>
          </li>
        ))}
        {rest > 0 ? <li className="text-ink-muted">{t('header.cart_more', { count: rest })}</li> : null}
      </ul>
      <p className="flex items-baseline justify-between border-t border-line pt-3">
        <span className="text-ink-muted">{t('header.cart_subtotal')}</span>
        <span className="font-bold">{formatLei(totals.subtotal)}</span>
      </p>
      <Button asChild className="w-full">
        <Link to={localizedPath('/cart')}>{t('header.view_cart')}</Link>
      </Button>
      <Button asChild variant="secondary" className="w-full">
        <Link to={localizedPath('/checkout')}>{t('header.go_to_checkout')}</Link>
      </Button>
    </div>
  );
}

/** Contract §2: the cart menu (view cart, checkout) with the item-count badge. */
export function CartMenu() {
  const { t } = useTranslation();
  const localizedPath = useLocalizedPath();
  const count = useCartCount();
  return (
    <HeaderMenu
      align="end"
      href={localizedPath('/cart')}
      buttonClassName="h-11 px-3"
      panelClassName="w-80"
      label={
        <>
          <CartIcon count={count} />
          <span className="sr-only xl:not-sr-only">{t('header.cart')}</span>
          {count > 0 ? <span className="sr-only">{`, ${t('header.products', { count })}`}</span> : null}
        </>
      }
    >
      <CartSummary />
    </HeaderMenu>
  );
}

/** On phones the cart icon goes straight to the cart page. */
export function CartLink() {
  const { t } = useTranslation();
  const localizedPath = useLocalizedPath();
  const count = useCartCount();
  return (
    <Link
      to={localizedPath('/cart')}
      className={cn(
        'inline-flex size-11 items-center justify-center rounded-lg text-ink transition-colors duration-200 hover:bg-sage-100 hover:text-brand',
      )}
    >
      <CartIcon count={count} />
      <span className="sr-only">
        {t('header.cart')}
        {count > 0 ? `, ${t('header.products', { count })}` : ''}
      </span>
    </Link>
  );
}
