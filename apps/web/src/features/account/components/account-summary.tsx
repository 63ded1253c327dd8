import { Heart, LogOut, ShoppingBag, Store } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '@/lib/i18n';
import { Button } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { useCurrentUser } from '@/hooks/use-current-user';
import { useLogout } from '@/hooks/use-logout';
import { errorMessageKey } from '@/lib/error-message';
import { useLocalizedPath } from '@/lib/use-localized-path';

function Shortcut({ to, icon, children }: { to: string; icon: ReactNode; children: ReactNode }) {
  return (
    <li>
      <Link
        to={to}
        className="flex h-14 items-center gap-3 rounded-lg border border-line bg-surface px-4 font-semibold transition-colors hover:border-brand hover:text-brand"
      >
        <span
          aria-hidden="true"
          className="grid size-9 place-items-center rounded-full bg-sage-100 text-brand"
        >
          {icon}
        </span>
        {children}
      </Link>
    </li>
  );
}

/**
 * The account page: who is signed in, the ways on, and logout. Orders, addresses and the wallet
 * are not part of it (contract §1).
 */
export function AccountSummary({ titleId }: { titleId: string }) {
  const { t } = useTranslation();
  const localizedPath = useLocalizedPath();
  const user = useCurrentUser();
  const { logout, isPending } = useLogout();

  let greeting: ReactNode;
  if (user.data) {
    const name = [user.data.first_name, user.data.last_name].join(' ').trim() || user.data.username;
    greeting = (
      <>
        <p className="text-xl font-semibold">{t('account.greeting', { name })}</p>
        <p className="text-ink-muted">{t('account.signed_in_as', { email: user.data.email })}</p>
      </>
    );
  } else if (user.isError) {
    greeting = (
      <ErrorState
        title={t('account.error')}
        description={t(errorMessageKey(user.error))}
        retryLabel={t('common.retry')}
        onRetry={() => void user.refetch()}
        retrying={user.isFetching}
        compact
      />
    );
  } else {
    greeting = (
      <div role="status" className="flex flex-col gap-2">
        <span className="sr-only">{t('account.loading')}</span>
        <Skeleton className="h-7 w-56" />
        <Skeleton className="h-6 w-72 max-w-full" />
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-8">
      <div className="flex flex-col gap-6 rounded-card border border-line bg-surface p-5 sm:flex-row sm:items-center sm:justify-between sm:p-6">
        <div className="flex min-h-[3.75rem] flex-col justify-center gap-1">{greeting}</div>
        <Button
          variant="secondary"
          onClick={() => {
            if (!isPending) logout();
          }}
          aria-disabled={isPending || undefined}
        >
          <LogOut aria-hidden="true" />
          {isPending ? t('account.logging_out') : t('account.logout')}
        </Button>
      </div>
      <section aria-labelledby={`${titleId}-shortcuts`}>
        <h2 id={`${titleId}-shortcuts`} className="mb-3 text-lg font-semibold">
          {t('account.shortcuts')}
        </h2>
        <ul className="grid gap-3 sm:grid-cols-3">
          <Shortcut to={localizedPath('/favorite')} icon={<Heart className="size-5" />}>
            {t('account.favourites')}
          </Shortcut>
          <Shortcut to={localizedPath('/cart')} icon={<ShoppingBag className="size-5" />}>
            {t('account.cart')}
          </Shortcut>
          <Shortcut to={localizedPath('/produse')} icon={<Store className="size-5" />}>
            {t('account.shop')}
          </Shortcut>
        </ul>
      </section>
    </div>
  );
}
