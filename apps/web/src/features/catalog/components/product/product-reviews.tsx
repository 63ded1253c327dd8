import { BadgeCheck, MessageSquareText } from 'lucide-react';
import type { ReactNode } from 'react';
import { intlLocale, longDate } from '@/lib/formatters';
import { useTranslation } from '@/lib/i18n';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useReviews } from '../../api/get-reviews';
import { StarRow } from '../star-row';

/** The date part of an ISO timestamp (contract §3), written the way the reader's language does. */
export function reviewDate(isoDate: string, language: string): string {
  const datePart = isoDate.slice(0, 10);
  const [year, month, day] = datePart.split('-').map(Number);
  if (!year || !month || !day) return datePart;
  return longDate(intlLocale(language)).format(new Date(Date.UTC(year, month - 1, day)));
}

/**
 * Contract §2: the Reviews tab, a list a page at a time with "load more", then the form. A failure
 * to load is only a warning (contract §8), so the list is then empty.
 */
export function ProductReviews({ productId, form }: { productId: number; form: ReactNode }) {
  return (
    <div className="flex flex-col gap-8">
      <ReviewList productId={productId} />
      {form}
    </div>
  );
}

function ReviewList({ productId }: { productId: number }) {
  const { t, i18n } = useTranslation();
  const reviews = useReviews(productId);
  const items = reviews.data?.pages.flatMap((page) => page.results) ?? [];

  if (reviews.isPending) {
    return (
      <div role="status" className="flex flex-col gap-4">
        <span className="sr-only">{t('product.reviews.loading')}</span>
        {[0, 1].map((index) => (
          <div key={index} className="flex flex-col gap-2 border-b border-line pb-4">
            <Skeleton className="h-4 w-40" />
            <Skeleton className="h-4 w-full max-w-md" />
          </div>
        ))}
      </div>
    );
  }

  if (items.length === 0) {
    return (
      <p className="flex items-center gap-3 text-ink-muted">
        <MessageSquareText aria-hidden="true" className="size-5 text-brand" />
        {t('product.reviews.empty')}
      </p>
    );
  }

  return (
    <div className="flex flex-col gap-4">
      <ul className="flex flex-col">
        {items.map((review) => (
          <li key={review.id} className="flex flex-col gap-1.5 border-b border-line py-4 first:pt-0">
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <span className="font-semibold">{review.user_nume}</span>
              <StarRow value={review.rating} />
              <span className="sr-only">{t('product.reviews.rating', { rating: review.rating })}</span>
              <time dateTime={review.data_creare.slice(0, 10)} className="text-sm text-ink-muted">
                {reviewDate(review.data_creare, i18n.language)}
              </time>
            </div>
            {review.cumparare_verificata ? (
              <p className="flex items-center gap-1.5 text-sm font-semibold text-brand">
                <BadgeCheck aria-hidden="true" className="size-4" />
                {t('product.reviews.verified')}
              </p>
            ) : null}
            <p className="max-w-prose whitespace-pre-line">{review.comentariu}</p>
            {review.raspuns ? (
              <div className="mt-2 max-w-prose rounded-lg border-l-4 border-brand bg-sage-50 px-4 py-3">
                <p className="text-sm font-semibold">{t('product.reviews.reply_label')}</p>
                <p className="whitespace-pre-line">{review.raspuns}</p>
              </div>
            ) : null}
          </li>
        ))}
      </ul>
      {reviews.hasNextPage ? (
        <Button
          variant="secondary"
          className="self-start"
          onClick={() => void reviews.fetchNextPage()}
          disabled={reviews.isFetchingNextPage}
          aria-busy={reviews.isFetchingNextPage}
        >
          {t('product.reviews.load_more')}
        </Button>
      ) : null}
    </div>
  );
}
