import { lazy } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '@/lib/i18n';
import { SearchBox } from '@/features/search/components/search-box';
import { useLocalizedPath } from '@/lib/use-localized-path';
import { AccountMenu } from './account-menu';
import { CartMenu } from './cart-menu';
import { CategoryBar } from './category-bar';
import { FavouritesLink } from './favourites-link';
import { LanguageSwitch } from './language-switch';
import { Logo } from './logo';
import { MobileHeader } from './mobile-header';

// Shown only inside the open search panel, so it loads with the panel.
const PopularSearchCategories = lazy(async () => ({
  default: (await import('@/features/layout/components/popular-search-categories')).PopularSearchCategories,
}));

/** Contract §2 header: the desktop layout from 1024 px, the mobile one below. */
export function SiteHeader() {
  const { t } = useTranslation();
  const localizedPath = useLocalizedPath();

  // Opaque, without backdrop-filter: a filter would trap the fixed search button inside the header.
  return (
    <header className="sticky top-0 z-40 border-b border-line bg-surface pt-[env(safe-area-inset-top)] pr-[env(safe-area-inset-right)] pl-[env(safe-area-inset-left)]">
      <MobileHeader />
      <div className="hidden lg:block">
        <div className="mx-auto flex h-18 max-w-page items-center gap-6 px-4 xl:px-8">
          <Link
            to={localizedPath('/')}
            aria-label={t('app.home_link')}
            className="-m-1 shrink-0 rounded-lg p-1"
          >
            <Logo name={t('app.name')} />
          </Link>
          <SearchBox
            className="max-w-2xl min-w-0 flex-1"
            panel="wide"
            categories={<PopularSearchCategories />}
          />
          <div className="ml-auto flex shrink-0 items-center gap-1">
            <AccountMenu />
            <FavouritesLink />
            <CartMenu />
            <div className="ml-2">
              <LanguageSwitch />
            </div>
          </div>
        </div>
        <CategoryBar />
      </div>
    </header>
  );
}
