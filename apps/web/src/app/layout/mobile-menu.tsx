import * as Dialog from '@radix-ui/react-dialog';
import { Heart, LogIn, LogOut, ShoppingBag, UserPlus, UserRound, X } from 'lucide-react';
import type { MouseEvent, RefObject } from 'react';
import { Link, NavLink } from 'react-router';
import { useTranslation } from '@/lib/i18n';
import { CategoryAccordion } from '@/features/layout/components/category-accordion';
import { Button } from '@/components/ui/button';
import { useCurrentUser } from '@/hooks/use-current-user';
import { useLogout } from '@/hooks/use-logout';
import { cn } from '@/lib/cn';
import { useLocalizedPath } from '@/lib/use-localized-path';
import { useIsSignedIn } from '@/stores/auth-store';
import { displayName, useAuthLinks } from './account-menu';
import { INFO_LINKS } from './category-bar';
import { LanguageSelect } from './language-switch';
import { LogoMark } from './logo';

type MobileMenuProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The menu button, which gets the focus back on close (it is not a Radix trigger). */
  returnFocusTo: RefObject<HTMLButtonElement | null>;
};

const SECTION_TITLE = 'px-3 pb-1 text-sm font-bold tracking-wide text-ink-muted uppercase';
const ROW =
  'flex min-h-11 items-center gap-3 rounded-lg px-3 font-semibold transition-colors duration-200 hover:bg-sage-50';

/**
 * The slide-in menu of contract §2 (a Radix dialog: focus stays inside, Escape closes, focus returns to
 * the menu button): account, the category accordion, information pages and the language.
 */
export function MobileMenu({ open, onOpenChange, returnFocusTo }: MobileMenuProps) {
  const { t } = useTranslation();
  const localizedPath = useLocalizedPath();
  const signedIn = useIsSignedIn();
  const user = useCurrentUser();
  const { logout, isPending: loggingOut } = useLogout();
  const authLinks = useAuthLinks();
  const name = signedIn ? displayName(user.data) : null;

  // Following any link closes the menu behind it.
  const onContentClick = (event: MouseEvent<HTMLDivElement>) => {
    if ((event.target as Element).closest('a')) onOpenChange(false);
  };

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/40 transition-opacity duration-200 starting:opacity-0" />
        <Dialog.Content
          aria-describedby={undefined}
          onClick={onContentClick}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
          className="fixed inset-y-0 left-0 z-50 flex w-[min(22rem,88vw)] flex-col bg-surface shadow-2xl transition-transform duration-200 ease-out-soft outline-none starting:-translate-x-full"
        >
          <div className="flex h-14 shrink-0 items-center justify-between border-b border-line pr-2 pl-4">
            <Dialog.Title className="flex items-center gap-2 text-lg font-bold text-brand">
              <LogoMark className="size-7" />
              {t('header.menu_title')}
            </Dialog.Title>
            <Dialog.Close
              aria-label={t('header.menu_close')}
              className="grid size-11 cursor-pointer place-items-center rounded-lg text-ink hover:bg-sage-100"
            >
              <X aria-hidden="true" className="size-6" />
            </Dialog.Close>
          </div>

          <div className="flex flex-1 flex-col gap-6 overflow-y-auto overscroll-contain px-2 py-4">
            <section aria-label={t('header.account')} className="flex flex-col gap-2 px-1">
              {signedIn ? (
                <>
                  <p className="px-2 font-bold">
                    {name ? t('header.greeting', { name }) : t('header.account')}
                  </p>
                  <Link to={localizedPath('/contul-meu')} className={ROW}>
                    <UserRound aria-hidden="true" className="size-5 text-brand" />
                    {t('header.my_account')}
                  </Link>
                  <button
                    type="button"
                    onClick={() => {
                      logout();
                      onOpenChange(false);
                    }}
                    disabled={loggingOut}
                    className={cn(ROW, 'cursor-pointer text-left disabled:opacity-50')}
                  >
                    <LogOut aria-hidden="true" className="size-5 text-brand" />
                    {loggingOut ? t('header.logging_out') : t('header.logout')}
                  </button>
                </>
              ) : (
                <div className="grid grid-cols-2 gap-2">
                  <Button asChild size="sm-touch">
                    <Link to={authLinks.login}>
                      <LogIn aria-hidden="true" />
                      {t('header.login')}
                    </Link>
                  </Button>
                  <Button asChild size="sm-touch" variant="secondary">
                    <Link to={authLinks.register}>
                      <UserPlus aria-hidden="true" />
                      {t('header.register')}
                    </Link>
                  </Button>
                </div>
              )}
            </section>

            <nav aria-label={t('header.products_menu')} className="flex flex-col">
              <h2 className={SECTION_TITLE}>{t('header.products_menu')}</h2>
              <Link to={localizedPath('/produse')} className={cn(ROW, 'text-brand')}>
                {t('header.all_products')}
              </Link>
              <CategoryAccordion />
            </nav>

            <nav aria-label={t('header.info_menu')} className="flex flex-col">
              <h2 className={SECTION_TITLE}>{t('header.info_menu')}</h2>
              {INFO_LINKS.map((link) => (
                <NavLink
                  key={link.to}
                  to={localizedPath(link.to)}
                  className={({ isActive }) => cn(ROW, isActive ? 'text-brand' : 'text-ink')}
                >
                  {t(link.key)}
                </NavLink>
              ))}
              <Link to={localizedPath('/favorite')} className={ROW}>
                <Heart aria-hidden="true" className="size-5 text-brand" />
                {t('header.favourites')}
              </Link>
              <Link to={localizedPath('/cart')} className={ROW}>
                <ShoppingBag aria-hidden="true" className="size-5 text-brand" />
                {t('header.cart')}
              </Link>
            </nav>

            <LanguageSelect className="px-3" />
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
