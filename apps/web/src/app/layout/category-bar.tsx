import { useQueryClient } from '@tanstack/react-query';
import { LayoutGrid, Truck } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { NavLink } from 'react-router';
import { formatDecimalLei } from '@shop/shared/money';
import { useTranslation } from '@/lib/i18n';
import { getCategoriesQueryOptions } from '@/hooks/use-categories';
import { useShopSettings } from '@/hooks/use-shop-settings';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { useLocalizedPath } from '@/lib/use-localized-path';
import { HeaderMenu } from './header-menu';

// The dropdown's content loads when the button is approached, not with every page.
const loadProductsMenuPanel = () => import('@/features/layout/components/products-menu-panel');
const ProductsMenuPanel = lazy(async () => ({ default: (await loadProductsMenuPanel()).ProductsMenuPanel }));

/** The information pages of the category bar (contract §2). */
export const INFO_LINKS = [
  { to: '/blog', key: 'header.blog' },
  { to: '/despre-noi', key: 'header.about' },
  { to: '/contact', key: 'header.contact' },
  { to: '/faq', key: 'header.faq' },
] as const;

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'inline-flex h-10 items-center rounded-lg px-3 font-semibold transition-colors duration-200 hover:bg-sage-100 hover:text-brand',
    isActive ? 'text-brand' : 'text-ink',
  );

/** Desktop category bar: the Products dropdown, the information pages and the shipping promise. */
export function CategoryBar() {
  const { t } = useTranslation();
  const shop = useShopSettings();
  const localizedPath = useLocalizedPath();
  const queryClient = useQueryClient();
  const prefetch = () => {
    void loadProductsMenuPanel();
    void queryClient.prefetchQuery(getCategoriesQueryOptions());
  };

  return (
    <div className="border-t border-line">
      <div className="relative mx-auto flex h-12 max-w-page items-center gap-4 px-4 xl:px-8">
        <nav aria-label={t('nav.label')}>
          <ul className="flex items-center gap-1">
            <li>
              <HeaderMenu
                align="full"
                chevron
                href={localizedPath('/produse')}
                onIntent={prefetch}
                buttonClassName="h-10 px-3"
                label={
                  <>
                    <LayoutGrid aria-hidden="true" className="size-4" />
                    {t('header.products_menu')}
                  </>
                }
              >
                <Suspense fallback={<Spinner label={t('header.categories_loading')} />}>
                  <ProductsMenuPanel />
                </Suspense>
              </HeaderMenu>
            </li>
            {INFO_LINKS.map((link) => (
              <li key={link.to}>
                <NavLink to={localizedPath(link.to)} className={navLinkClass}>
                  {t(link.key)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        {shop && (
          <p className="ml-auto flex items-center gap-2 text-sm text-ink-muted">
            <Truck aria-hidden="true" className="size-4 text-brand" />
            {t('common.free_shipping', { amount: formatDecimalLei(shop.free_shipping_from) })}
          </p>
        )}
      </div>
    </div>
  );
}
