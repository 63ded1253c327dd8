import { MessageSquare } from 'lucide-react';
import { Link } from 'react-router';
import { localized, useTranslation } from '@/lib/i18n';
import { useLocalizedPath } from '@/lib/use-localized-path';
import { useOwnReviews } from '../api/account';
import { formatDate } from '../lib/format';
import { AccountListSection } from './query-states';

/** The customer's own reviews: on which product, how many stars, and whether they are shown yet. */
export function ReviewsSection({ id = 'recenzii' }: { id?: string }) {
  const { t, i18n } = useTranslation();
  const localizedPath = useLocalizedPath();
  const reviews = useOwnReviews();
  return (
    <AccountListSection id={id} texts="reviews" query={reviews} icon={<MessageSquare className="size-6" />}>
      {(list) => (
        <ul className="flex flex-col gap-3">
          {list.map((review) => (
            <li key={review.id} className="flex flex-col gap-1 rounded-lg border border-line p-4">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <Link
                  className="font-semibold hover:text-brand"
                  to={localizedPath(`/produs/${review.produs.slug}`)}
                >
                  {localized(review.produs, 'titlu', i18n.language)}
                </Link>
                <span className="text-sm font-semibold">
                  {review.stare === 'approved'
                    ? t('account.reviews.published')
                    : review.stare === 'hidden'
                      ? t('account.reviews.hidden')
                      : t('account.reviews.waiting')}
                </span>
              </div>
              <p className="text-sm text-ink-muted">
                {t('account.reviews.stars', { rating: review.rating })}
                {' · '}
                {formatDate(review.data_creare, i18n.language)}
              </p>
              {review.cumparare_verificata ? (
                <p className="text-sm font-semibold text-brand">{t('account.reviews.verified')}</p>
              ) : null}
              <p className="whitespace-pre-line">{review.comentariu}</p>
              {review.raspuns ? (
                <p className="rounded-lg bg-sage-50 px-3 py-2 text-sm whitespace-pre-line">
                  <span className="font-semibold">{t('account.reviews.reply')}: </span>
                  {review.raspuns}
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </AccountListSection>
  );
}
