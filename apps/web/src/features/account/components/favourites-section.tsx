import { useQuery } from '@tanstack/react-query';
import { Heart } from 'lucide-react';
import { Link } from 'react-router';
import { serverFavouritesQueryOptions } from '@/hooks/use-favourites';
import { localized, useTranslation } from '@/lib/i18n';
import { useLocalizedPath } from '@/lib/use-localized-path';
import { useAuthStore } from '@/stores/auth-store';
import { formatAmount } from '../lib/format';
import { AccountListSection } from './query-states';

/** How many favourites the account shows; the favourites page has them all. */
const SHOWN = 6;

/** The customer's favourite products: the newest few, and the way to all of them. */
export function FavouritesSection() {
  const { t, i18n } = useTranslation();
  const localizedPath = useLocalizedPath();
  const token = useAuthStore((state) => state.token);
  const favourites = useQuery(serverFavouritesQueryOptions(token));
  return (
    <AccountListSection
      id="favorite"
      texts="favourites_section"
      query={favourites}
      icon={<Heart className="size-6" />}
    >
      {(list) => (
        <div className="flex flex-col gap-3">
          <ul className="grid gap-2 sm:grid-cols-2">
            {list.slice(0, SHOWN).map((favourite) => (
              <li
                key={favourite.id}
                className="flex items-center justify-between gap-3 rounded-lg border border-line p-3"
              >
                <Link
                  className="min-w-0 truncate font-semibold hover:text-brand"
                  to={localizedPath(`/produs/${favourite.produs.slug}`)}
                >
                  {localized(favourite.produs, 'titlu', i18n.language)}
                </Link>
                <span className="shrink-0 tabular-nums">
                  {formatAmount(favourite.produs.pret_redus ?? favourite.produs.pret)}
                </span>
              </li>
            ))}
          </ul>
          <Link className="self-start font-semibold text-brand underline" to={localizedPath('/favorite')}>
            {t('account.favourites_section.see_all', { count: list.length })}
          </Link>
        </div>
      )}
    </AccountListSection>
  );
}
