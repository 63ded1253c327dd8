import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { BadgeCheck, Eye, EyeOff } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import {
  REVIEW_REPLY_MAX,
  REVIEW_STATUSES,
  type AdminReview,
  type ReviewStatus,
} from '@shop/shared/schemas/admin/reviews';
import { Button } from '@/components/ui/button';
import { FormField, Textarea } from '@/components/ui/form-field';
import { cn } from '@/lib/cn';
import { useTranslation } from '@/lib/i18n';
import { showShopToast } from '@/lib/toasts';
import { useShopDateTimeFormat } from '../components/admin-screen';
import { useStatusSearchFilters } from '../components/status-search-filters';
import { AdminListPage, pageCount } from '../list-page/admin-list-page';
import { useListParams } from '../list-page/use-list-params';
import {
  moderateReview,
  replyToReview,
  reviewKeys,
  REVIEWS_PER_PAGE,
  reviewsQueryOptions,
} from './reviews-api';
import { useLocalizedPath } from '@/lib/use-localized-path';

const isStatus = (value: string) => (REVIEW_STATUSES as readonly string[]).includes(value);

const STATUS_CLASS: Record<ReviewStatus, string> = {
  pending: 'bg-honey-100 text-honey-900',
  approved: 'bg-sage-100 text-brand',
  hidden: 'bg-canvas text-ink-muted',
};

function ReviewCard({ review }: { review: AdminReview }) {
  const localizedPath = useLocalizedPath();
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const dates = useShopDateTimeFormat('medium', 'short');
  const replyId = useId();
  const [reply, setReply] = useState(review.reply);
  const [failure, setFailure] = useState<string | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: reviewKeys.all });

  const moderation = useMutation({
    mutationFn: (action: 'approve' | 'hide') => moderateReview(review.id, action),
    onSuccess: async (_answer, action) => {
      setFailure(null);
      showShopToast(t(action === 'approve' ? 'admin_reviews.approved_toast' : 'admin_reviews.hidden_toast'));
      await refresh();
    },
    onError: () => setFailure(t('admin_reviews.action_error')),
  });
  const answer = useMutation({
    mutationFn: () => replyToReview(review.id, reply),
    onSuccess: async (saved) => {
      setFailure(null);
      setReply(saved.reply);
      showShopToast(t(saved.reply ? 'admin_reviews.reply_saved' : 'admin_reviews.reply_removed'));
      await refresh();
    },
    onError: () => setFailure(t('admin_reviews.action_error')),
  });
  const busy = moderation.isPending || answer.isPending;

  return (
    <article
      aria-labelledby={`${replyId}-title`}
      className="flex flex-col gap-3 rounded-card border border-line bg-surface p-4 sm:p-5"
    >
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div className="flex flex-col gap-0.5">
          <h2 id={`${replyId}-title`} className="font-semibold">
            <Link
              className="text-brand hover:underline"
              to={localizedPath(`/produs/${review.product.slug}`)}
              target="_blank"
            >
              {review.product.title}
            </Link>
          </h2>
          <p className="text-sm text-ink-muted">
            {review.author_name}
            {review.author_email ? ` · ${review.author_email}` : ` · ${t('admin_reviews.guest')}`}
            {' · '}
            {dates.format(new Date(review.created_at))}
          </p>
        </div>
        <span className={cn('rounded-full px-2.5 py-0.5 text-sm font-semibold', STATUS_CLASS[review.status])}>
          {t(`admin_reviews.statuses.${review.status}`)}
        </span>
      </header>
      <p className="flex flex-wrap items-center gap-3 text-sm">
        <span className="font-semibold">{t('admin_reviews.stars', { rating: review.rating })}</span>
        {review.verified_purchase ? (
          <span className="flex items-center gap-1 font-semibold text-brand">
            <BadgeCheck aria-hidden="true" className="size-4" />
            {t('admin_reviews.verified')}
          </span>
        ) : null}
      </p>
      <p className="whitespace-pre-line">{review.comment}</p>
      <FormField
        id={replyId}
        label={t('admin_reviews.reply')}
        hint={t('admin_reviews.reply_hint')}
        counter={`${reply.length}/${REVIEW_REPLY_MAX}`}
      >
        <Textarea
          rows={2}
          value={reply}
          maxLength={REVIEW_REPLY_MAX}
          onChange={(event) => setReply(event.target.value)}
        />
      </FormField>
      {failure ? (
        <p role="alert" className="text-sm font-semibold text-danger">
          {failure}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {review.status !== 'approved' ? (
          <Button size="sm" iconSize="sm" disabled={busy} onClick={() => moderation.mutate('approve')}>
            <Eye aria-hidden="true" />
            {t('admin_reviews.approve')}
          </Button>
        ) : null}
        {review.status !== 'hidden' ? (
          <Button
            size="sm"
            iconSize="sm"
            variant="secondary"
            disabled={busy}
            onClick={() => moderation.mutate('hide')}
          >
            <EyeOff aria-hidden="true" />
            {t('admin_reviews.hide')}
          </Button>
        ) : null}
        <Button
          size="sm"
          variant="secondary"
          disabled={busy || reply.trim() === review.reply}
          onClick={() => answer.mutate()}
        >
          {t('admin_reviews.save_reply')}
        </Button>
      </div>
    </article>
  );
}

/** /admin/recenzii: reviews to moderate (waiting ones first by default), approve, hide, answer. */
export function ReviewsPage() {
  const { t } = useTranslation();
  const list = useListParams({ status: { initial: 'pending', accept: isStatus }, q: {} });
  const query = useQuery(
    reviewsQueryOptions({
      status: list.values.status as ReviewStatus | '',
      q: list.values.q,
      page: list.page,
    }),
  );
  const rows = query.data?.results ?? [];
  const pending = query.data?.pending ?? 0;
  const filters = useStatusSearchFilters(list, REVIEW_STATUSES, {
    status: t('admin_reviews.status'),
    all: t('admin_reviews.all_statuses'),
    search: t('admin_reviews.search'),
    statusName: (status) => t(`admin_reviews.statuses.${status}`),
  });

  return (
    <AdminListPage
      id="reviews"
      title={pending > 0 ? t('admin_reviews.title_pending', { count: pending }) : t('admin_reviews.title')}
      filters={filters}
      query={query}
      rows={rows}
      getRowId={(review) => String(review.id)}
      emptyTitle={t('admin_reviews.empty')}
      view={{
        renderItem: (review) => <ReviewCard review={review} />,
        // A new status or reply starts the card's form afresh.
        itemKey: (review) => `${review.id}-${review.status}-${review.reply}`,
      }}
      pagination={{
        page: list.page,
        totalPages: pageCount(query.data?.count, REVIEWS_PER_PAGE),
        href: list.pageHref,
      }}
      leaving={list.leaving}
    />
  );
}
