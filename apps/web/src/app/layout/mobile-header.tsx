import { Menu, Search } from 'lucide-react';
import { lazy, Suspense, useRef, useState, type MouseEvent } from 'react';
import { flushSync } from 'react-dom';
import { Link } from 'react-router';
import { useHydrated } from '@/hooks/use-hydrated';
import { MOBILE_SEARCH_SCROLL_PX } from '@shop/shared/constants';
import { useTranslation } from '@/lib/i18n';
import { SearchBox } from '@/features/search/components/search-box';
import { cn } from '@/lib/cn';
import { useLocalizedPath } from '@/lib/use-localized-path';
import { CartLink } from './cart-menu';
import { INFO_LINKS } from './category-bar';
import { FavouritesLink } from './favourites-link';
import { Logo } from './logo';
import { useScrolledPast } from './use-scrolled-past';

const PopularSearchCategories = lazy(async () => ({
  default: (await import('@/features/layout/components/popular-search-categories')).PopularSearchCategories,
}));

// The drawer (Radix Dialog and Accordion) loads when first wanted, not with every page.
const loadMobileMenu = () => import('./mobile-menu');
const MobileMenu = lazy(async () => ({ default: (await loadMobileMenu()).MobileMenu }));

const MENU_BUTTON =
  'grid size-11 cursor-pointer place-items-center rounded-lg text-ink transition-colors duration-200 hover:bg-sage-100';
const FALLBACK_ROW = 'flex min-h-11 items-center rounded-lg px-3 font-semibold text-ink hover:bg-sage-50';

/**
 * The menu as plain HTML, until the scripts run (and without them): a native disclosure whose
 * panel holds the menu's pages as links. Once the page runs, the slide-in menu replaces it.
 */
function MenuDisclosure() {
  const { t } = useTranslation();
  const localizedPath = useLocalizedPath();
  const links = [
    { to: '/produse', label: t('header.all_products') },
    { to: '/categorii', label: t('header.categories') },
    ...INFO_LINKS.map((link) => ({ to: link.to, label: t(link.key) })),
    { to: '/favorite', label: t('header.favourites') },
    { to: '/cart', label: t('header.cart') },
  ];
  return (
    <details data-until-hydrated="">
      <summary className={`${MENU_BUTTON} list-none [&::-webkit-details-marker]:hidden`}>
        <Menu aria-hidden="true" className="size-6" />
        <span className="sr-only">{t('header.menu_open')}</span>
      </summary>
      <nav
        aria-label={t('header.menu_title')}
        className="absolute inset-x-0 top-full z-50 border-b border-line bg-surface px-2 py-3 shadow-lg"
      >
        <ul className="flex flex-col">
          {links.map((link) => (
            <li key={link.to}>
              <Link to={localizedPath(link.to)} className={FALLBACK_ROW}>
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </details>
  );
}

/**
 * Contract §2 mobile header: a top bar (menu, logo, favourites, cart), a search bar that appears once
 * the page is scrolled more than 70 px, a floating search button, and the slide-in menu.
 */
export function MobileHeader() {
  const { t } = useTranslation();
  const localizedPath = useLocalizedPath();
  const hydrated = useHydrated();
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuWanted, setMenuWanted] = useState(false);
  const [searchForced, setSearchForced] = useState(false);
  const scrolled = useScrolledPast(MOBILE_SEARCH_SCROLL_PX);
  const searchInput = useRef<HTMLInputElement>(null);
  const menuButton = useRef<HTMLButtonElement>(null);
  const searchShown = scrolled || searchForced;

  const openMenu = () => {
    setMenuWanted(true);
    setMenuOpen(true);
  };

  const openSearch = (event: MouseEvent) => {
    // A link to the search page until the scripts run; from then on it opens the bar in place.
    event.preventDefault();
    // Shown first, so the input can take the focus (and bring up the keyboard) in the same tap.
    flushSync(() => setSearchForced(true));
    searchInput.current?.focus();
  };

  return (
    <div className="lg:hidden">
      <div className="flex h-14 items-center gap-1 px-2 sm:px-4">
        {hydrated ? (
          <button
            ref={menuButton}
            type="button"
            aria-label={t('header.menu_open')}
            aria-haspopup="dialog"
            aria-expanded={menuOpen}
            onClick={openMenu}
            onPointerEnter={() => void loadMobileMenu()}
            onTouchStart={() => void loadMobileMenu()}
            className={MENU_BUTTON}
          >
            <Menu aria-hidden="true" className="size-6" />
          </button>
        ) : (
          <MenuDisclosure />
        )}
        <Link to={localizedPath('/')} aria-label={t('app.home_link')} className="mr-auto rounded-lg p-1">
          <Logo name={t('app.name')} />
        </Link>
        <FavouritesLink compact />
        <CartLink />
      </div>

      <div
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget)) setSearchForced(false);
        }}
        className={cn(
          'absolute inset-x-0 top-full border-b border-line bg-surface px-3 py-2 shadow-sm sm:px-4',
          'duration-200 ease-out-soft',
          // Visibility switches at once when shown (so the input can take the focus in the same
          // tap) and only after the fade when hidden.
          searchShown
            ? 'visible translate-y-0 opacity-100 transition-[opacity,translate]'
            : 'invisible -translate-y-2 opacity-0 transition-[opacity,translate,visibility]',
        )}
      >
        <SearchBox inputRef={searchInput} categories={<PopularSearchCategories />} />
      </div>

      <Link
        to={localizedPath('/search')}
        aria-label={t('header.search_open')}
        onClick={openSearch}
        className={cn(
          'fixed right-4 bottom-[calc(1.25rem+env(safe-area-inset-bottom))] z-30 grid size-14 cursor-pointer place-items-center rounded-full bg-brand text-white shadow-lg transition-[opacity,scale,visibility] duration-200 hover:bg-brand-strong',
          searchShown ? 'invisible scale-75 opacity-0' : 'visible scale-100 opacity-100',
        )}
      >
        <Search aria-hidden="true" className="size-6" />
      </Link>

      {menuWanted ? (
        <Suspense fallback={null}>
          <MobileMenu open={menuOpen} onOpenChange={setMenuOpen} returnFocusTo={menuButton} />
        </Suspense>
      ) : null}
    </div>
  );
}
