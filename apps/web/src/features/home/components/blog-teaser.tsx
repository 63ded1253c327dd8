import { useId, type ReactNode } from 'react';
import type { BlogPostSummary } from '@shop/shared/schemas/blog';
import { useTranslation } from '@/lib/i18n';
import { useHomeBlogPosts } from '../api/get-blog-posts';

/**
 * Contract §2: "From the blog", up to 6 posts, each leading to its page (the card comes from the
 * route, which composes the blog's), with the contract's loading and empty texts.
 */
export function BlogTeaser({
  renderPost,
  renderSkeleton,
}: {
  renderPost: (post: BlogPostSummary) => ReactNode;
  /** The cards' place while the posts load. */
  renderSkeleton: () => ReactNode;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const posts = useHomeBlogPosts();

  let body;
  if (posts.isPending) {
    body = (
      <div>
        <p role="status" className="mb-4 text-ink-muted">
          {t('home.blog_loading')}
        </p>
        {renderSkeleton()}
      </div>
    );
  } else if (!posts.data || posts.data.length === 0) {
    // Contract §8: a failed load was only logged; like an empty blog it shows the empty message.
    body = (
      <p className="rounded-card border border-dashed border-line-strong bg-surface px-6 py-10 text-center text-ink-muted">
        {t('home.blog_empty')}
      </p>
    );
  } else {
    body = (
      <ul className="grid gap-4 sm:grid-cols-2 sm:gap-6 lg:grid-cols-3">
        {posts.data.map((post) => (
          <li key={post.id}>{renderPost(post)}</li>
        ))}
      </ul>
    );
  }

  return (
    <section aria-labelledby={headingId} aria-busy={posts.isPending}>
      <div className="mb-4 sm:mb-6">
        <h2 id={headingId} className="text-2xl font-bold tracking-tight">
          {t('home.blog_title')}
        </h2>
        <p className="mt-1 text-ink-muted">{t('home.blog_intro')}</p>
      </div>
      {body}
    </section>
  );
}
