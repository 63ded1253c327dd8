import { useEffect, useId, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Pagination } from '@/components/ui/pagination';
import { isApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { errorMessageKey } from '@/lib/error-message';
import { localized, useTranslation } from '@/lib/i18n';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useLocalizedPath } from '@/lib/use-localized-path';
import { useBlogCategories } from '../api/get-blog-categories';
import { BLOG_PAGE_SIZE, useBlogPosts } from '../api/get-blog-posts';
import { blogIndexQuery, blogIndexSearch } from '../lib/blog-search';
import { PostCard, PostCardSkeletons } from './post-card';

const chipClass = (active: boolean) =>
  cn(
    'inline-flex min-h-10 items-center rounded-full border px-4 text-sm font-semibold transition-colors duration-200',
    active
      ? 'border-brand bg-brand text-white'
      : 'border-line-strong bg-surface text-ink hover:border-brand hover:text-brand',
  );

/** The category filter: every category with posts, as links, so each filter has its own URL. */
function CategoryFilter({ category }: { category: string | null }) {
  const { t, i18n } = useTranslation();
  const localizedPath = useLocalizedPath();
  const categories = useBlogCategories();
  const shown = (categories.data ?? []).filter((item) => item.post_count > 0 || item.slug === category);
  if (shown.length === 0) return null;

  return (
    <nav aria-label={t('blog.categories_label')}>
      <ul className="flex flex-wrap gap-2">
        <li>
          <Link
            to={localizedPath('/blog')}
            aria-current={category === null ? 'page' : undefined}
            className={chipClass(category === null)}
          >
            {t('blog.all_categories')}
          </Link>
        </li>
        {shown.map((item) => {
          const name = localized(item, 'name', i18n.language);
          return (
            <li key={item.id}>
              <Link
                to={localizedPath(`/blog${blogIndexQuery({ page: 1, category: item.slug })}`)}
                aria-current={item.slug === category ? 'page' : undefined}
                aria-label={t('blog.category_count', { name, count: item.post_count })}
                className={chipClass(item.slug === category)}
              >
                {name}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

function PostGridSkeleton({ label }: { label: string }) {
  return (
    <div role="status">
      <span className="sr-only">{label}</span>
      <PostCardSkeletons count={6} />
    </div>
  );
}

/** `/blog`: the published posts, newest first, a page at a time, filtered by category. */
export function BlogIndexPage() {
  const { t } = useTranslation();
  const localizedPath = useLocalizedPath();
  const headingId = useId();
  const listRef = useRef<HTMLDivElement>(null);
  const [searchParams] = useSearchParams();
  const { page, category } = blogIndexSearch(searchParams);
  const posts = useBlogPosts(page, category);
  useDocumentTitle(t('blog.document_title', { app: t('app.name') }));

  const totalPages = posts.data ? Math.max(1, Math.ceil(posts.data.count / BLOG_PAGE_SIZE)) : 1;
  const shownPage = useRef(page);
  useEffect(() => {
    // A new page of posts starts at the top of the list, not where the pagination was.
    if (shownPage.current === page) return;
    shownPage.current = page;
    listRef.current?.scrollIntoView?.({ block: 'start' });
  }, [page]);

  let body;
  if (posts.data && posts.data.results.length > 0) {
    body = (
      <>
        <ul className="grid gap-4 sm:grid-cols-2 sm:gap-6 lg:grid-cols-3" aria-busy={posts.isPlaceholderData}>
          {posts.data.results.map((post, index) => (
            <li key={post.id}>
              <PostCard post={post} headingLevel="h2" eager={index < 3} />
            </li>
          ))}
        </ul>
        {totalPages > 1 ? (
          <Pagination
            className="mt-8"
            page={page}
            totalPages={totalPages}
            label={t('blog.pagination')}
            href={(target) => localizedPath(`/blog${blogIndexQuery({ page: target, category })}`)}
          />
        ) : null}
      </>
    );
  } else if (posts.data) {
    body = category ? (
      <EmptyState
        title={t('blog.empty_category')}
        action={
          <Link to={localizedPath('/blog')} className="font-semibold text-brand underline underline-offset-4">
            {t('blog.show_all')}
          </Link>
        }
      />
    ) : (
      <EmptyState title={t('blog.empty')} />
    );
  } else if (isApiError(posts.error) && posts.error.status === 404) {
    // A page past the last one (an old link after posts were withdrawn).
    body = (
      <EmptyState
        title={t('blog.empty')}
        action={
          <Link to={localizedPath('/blog')} className="font-semibold text-brand underline underline-offset-4">
            {t('blog.show_all')}
          </Link>
        }
      />
    );
  } else if (posts.isError) {
    body = (
      <ErrorState
        title={t('blog.error_title')}
        description={t(errorMessageKey(posts.error))}
        retryLabel={t('common.retry')}
        onRetry={() => void posts.refetch()}
        retrying={posts.isFetching}
      />
    );
  } else {
    body = <PostGridSkeleton label={t('blog.loading')} />;
  }

  return (
    <div className="mx-auto flex w-full max-w-page flex-col gap-6 px-4 py-6 sm:px-6 sm:py-8 lg:px-8">
      <Breadcrumbs
        items={[{ label: t('blog.breadcrumb_home'), to: localizedPath('/') }, { label: t('blog.title') }]}
      />
      <header className="flex max-w-3xl flex-col gap-2">
        <h1 id={headingId} className="text-3xl font-bold tracking-tight sm:text-4xl">
          {t('blog.heading')}
        </h1>
        <p className="text-lg text-ink-muted">{t('blog.intro')}</p>
      </header>
      <CategoryFilter category={category} />
      <div ref={listRef} className="scroll-mt-28">
        {body}
      </div>
    </div>
  );
}
