import { ArrowLeft, Clock } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Link, useNavigationType } from 'react-router';
import type { BlogPostDetail } from '@shop/shared/schemas/blog';
import type { ProductSummary } from '@shop/shared/schemas/catalog';
import { BLOG_COVER_IMAGE } from '@shop/shared/media';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { EditorHtml } from '@/components/ui/editor-html';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { isApiError } from '@/lib/api-client';
import { errorMessageKey } from '@/lib/error-message';
import { localized, useTranslation } from '@/lib/i18n';
import { mediaSrcSet, mediaVariantOrPath } from '@/lib/media';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useLocalizedPath } from '@/lib/use-localized-path';
import { useBlogPost } from '../api/get-blog-post';
import { blogIndexQuery } from '../lib/blog-search';
import { formatPostDate } from '../lib/post-date';
import { PostCard } from './post-card';

function Cover({ src, alt }: { src: string | null; alt: string }) {
  const [failed, setFailed] = useState(false);
  if (!src || failed) return null;
  return (
    <img
      src={mediaVariantOrPath(src, 960) ?? src}
      srcSet={mediaSrcSet(src, BLOG_COVER_IMAGE.widths)}
      sizes={BLOG_COVER_IMAGE.sizes}
      alt={alt}
      width={1200}
      height={675}
      // The cover is the page's largest paint: the server preloads it with the same srcset.
      fetchPriority="high"
      decoding="async"
      onError={() => setFailed(true)}
      className="aspect-video w-full rounded-card border border-line bg-sage-50 object-cover"
    />
  );
}

type PostProps = {
  post: BlogPostDetail;
  renderProducts: (products: ProductSummary[]) => ReactNode;
};

function Post({ post, renderProducts }: PostProps) {
  const { t, i18n } = useTranslation();
  const localizedPath = useLocalizedPath();
  const language = i18n.language;
  const titleId = useId();
  const productsId = useId();
  const relatedId = useId();

  const title = localized(post, 'title', language);
  const categoryName = post.category ? localized(post.category, 'name', language) : null;
  const date = formatPostDate(post.published_at, language);
  const minutes = language === 'en' ? post.reading_minutes_en : post.reading_minutes;
  useDocumentTitle(
    t('blog.post_document_title', {
      title: localized(post, 'meta_title', language).trim() || title,
      app: t('app.name'),
    }),
  );

  return (
    <div className="mx-auto flex w-full max-w-page flex-col gap-12 px-4 py-6 sm:px-6 sm:py-8 lg:gap-16 lg:px-8">
      <article aria-labelledby={titleId} className="mx-auto flex w-full max-w-3xl flex-col gap-6">
        <Breadcrumbs
          items={[
            { label: t('blog.breadcrumb_home'), to: localizedPath('/') },
            { label: t('blog.title'), to: localizedPath('/blog') },
            ...(post.category && categoryName
              ? [
                  {
                    label: categoryName,
                    to: localizedPath(`/blog${blogIndexQuery({ page: 1, category: post.category.slug })}`),
                  },
                ]
              : []),
            { label: title },
          ]}
        />
        <header className="flex flex-col gap-3">
          {post.category && categoryName ? (
            <Link
              to={localizedPath(`/blog${blogIndexQuery({ page: 1, category: post.category.slug })}`)}
              className="self-start rounded-full bg-sage-100 px-3 py-1 text-sm font-semibold text-brand hover:bg-sage-300/40"
            >
              {categoryName}
            </Link>
          ) : null}
          <h1
            id={titleId}
            className="text-3xl leading-tight font-bold tracking-tight text-balance sm:text-4xl"
          >
            {title}
          </h1>
          <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-ink-muted">
            {date ? <time dateTime={post.published_at}>{t('blog.published_on', { date })}</time> : null}
            <span className="flex items-center gap-1.5">
              <Clock aria-hidden="true" className="size-4" />
              {t('blog.reading_time', { count: minutes })}
            </span>
          </p>
        </header>
        <Cover src={post.cover} alt={title} />
        {localized(post, 'excerpt', language).trim() ? (
          <p className="text-lg leading-relaxed text-ink-muted">{localized(post, 'excerpt', language)}</p>
        ) : null}
        <EditorHtml html={localized(post, 'body', language)} size="article" />
        <Link
          to={localizedPath('/blog')}
          className="flex items-center gap-2 self-start rounded-sm font-semibold text-brand underline-offset-4 hover:underline"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          {t('blog.back_to_blog')}
        </Link>
      </article>

      {post.related_products.length > 0 ? (
        <section aria-labelledby={productsId} className="flex flex-col gap-4">
          <h2 id={productsId} className="text-2xl font-bold tracking-tight">
            {t('blog.related_products')}
          </h2>
          {renderProducts(post.related_products)}
        </section>
      ) : null}

      {post.related_posts.length > 0 ? (
        <section aria-labelledby={relatedId} className="flex flex-col gap-4">
          <h2 id={relatedId} className="text-2xl font-bold tracking-tight">
            {t('blog.related_posts')}
          </h2>
          <ul className="grid gap-4 sm:grid-cols-2 sm:gap-6 lg:grid-cols-3">
            {post.related_posts.map((related) => (
              <li key={related.id}>
                <PostCard post={related} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

function PostSkeleton({ label }: { label: string }) {
  return (
    <div role="status" className="mx-auto flex w-full max-w-3xl flex-col gap-5 px-4 py-8 sm:px-6">
      <span className="sr-only">{label}</span>
      <Skeleton className="h-4 w-48" />
      <Skeleton className="h-10 w-5/6" />
      <Skeleton className="h-4 w-56" />
      <Skeleton rounded="none" className="aspect-video w-full rounded-card" />
      <Skeleton className="h-4 w-full" />
      <Skeleton className="h-4 w-11/12" />
      <Skeleton className="h-4 w-4/5" />
    </div>
  );
}

type BlogPostPageProps = {
  slug: string;
  /** Shown for an unknown or unpublished slug (the API answers 404). */
  notFound: ReactNode;
  /** The linked products' cards (the catalogue's, composed by the route). */
  renderProducts: (products: ProductSummary[]) => ReactNode;
};

/** `/blog/{slug}` (route `blog-post`): one post with its loading, error and not-found states. */
export function BlogPostPage({ slug, notFound, renderProducts }: BlogPostPageProps) {
  const { t } = useTranslation();
  const post = useBlogPost(slug);
  const navigationType = useNavigationType();
  const firstSlug = useRef(slug);

  useEffect(() => {
    // A related post opens at its top; back and forward keep the browser's position.
    if (slug === firstSlug.current && navigationType === 'POP') return;
    firstSlug.current = '';
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [slug, navigationType]);

  if (post.data) return <Post key={post.data.id} post={post.data} renderProducts={renderProducts} />;
  if (isApiError(post.error) && post.error.status === 404) return <>{notFound}</>;
  if (post.isError) {
    return (
      <div className="mx-auto w-full max-w-page px-4 py-10 sm:px-6 lg:px-8">
        <ErrorState
          title={t('blog.post_error_title')}
          description={t(errorMessageKey(post.error))}
          retryLabel={t('common.retry')}
          onRetry={() => void post.refetch()}
          retrying={post.isFetching}
        />
      </div>
    );
  }
  return <PostSkeleton label={t('blog.loading')} />;
}
