import { LogIn, LogOut, UserPlus, UserRound } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import type { User } from '@shop/shared/schemas/auth';
import { stripLanguagePrefix, useTranslation } from '@/lib/i18n';
import { Button } from '@/components/ui/button';
import { useCurrentUser } from '@/hooks/use-current-user';
import { useLogout } from '@/hooks/use-logout';
import { useLocalizedPath } from '@/lib/use-localized-path';
import { useIsSignedIn } from '@/stores/auth-store';
import { HeaderMenu } from './header-menu';

/** The name a signed-in customer is greeted by: the first name, else the username. */
export function displayName(user: User | undefined): string | null {
  if (!user) return null;
  return user.first_name.trim() || user.username;
}

/** Login and register links that bring the visitor back to the page they were on. */
export function useAuthLinks() {
  const { pathname, search } = useLocation();
  const localizedPath = useLocalizedPath();
  const here = stripLanguagePrefix(pathname);
  const next = here === '/' ? '' : `?next=${encodeURIComponent(`${here}${search}`)}`;
  return {
    login: localizedPath(`/login${next}`),
    register: localizedPath(`/register${next}`),
  };
}

/** Contract §6: guests see login and register; customers their name, the account link and logout. */
export function AccountMenu() {
  const { t } = useTranslation();
  const localizedPath = useLocalizedPath();
  const signedIn = useIsSignedIn();
  const user = useCurrentUser();
  const { logout, isPending: loggingOut } = useLogout();
  const links = useAuthLinks();
  const name = signedIn ? displayName(user.data) : null;

  return (
    <HeaderMenu
      align="end"
      chevron
      href={signedIn ? localizedPath('/contul-meu') : links.login}
      buttonClassName="h-11 px-3"
      panelClassName="w-72"
      label={
        <>
          <UserRound aria-hidden="true" className="size-5" />
          <span className="sr-only max-w-36 truncate xl:not-sr-only">{name ?? t('header.account')}</span>
          {name ? <span className="sr-only">{`, ${t('header.account')}`}</span> : null}
        </>
      }
    >
      {signedIn ? (
        <div className="flex flex-col gap-3">
          <div>
            <p className="font-bold">{name ? t('header.greeting', { name }) : t('header.account')}</p>
            {user.data?.email ? <p className="truncate text-sm text-ink-muted">{user.data.email}</p> : null}
          </div>
          <Button asChild variant="secondary" className="w-full">
            <Link to={localizedPath('/contul-meu')}>
              <UserRound aria-hidden="true" />
              {t('header.my_account')}
            </Link>
          </Button>
          <Button variant="ghost" className="w-full" onClick={logout} disabled={loggingOut}>
            <LogOut aria-hidden="true" />
            {loggingOut ? t('header.logging_out') : t('header.logout')}
          </Button>
        </div>
      ) : (
        <div className="flex flex-col gap-3">
          <p className="text-sm text-ink-muted">{t('header.account_pitch')}</p>
          <Button asChild className="w-full">
            <Link to={links.login}>
              <LogIn aria-hidden="true" />
              {t('header.login')}
            </Link>
          </Button>
          <Button asChild variant="secondary" className="w-full">
            <Link to={links.register}>
              <UserPlus aria-hidden="true" />
              {t('header.register')}
            </Link>
          </Button>
        </div>
      )}
    </HeaderMenu>
  );
}
