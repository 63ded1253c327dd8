import { Newspaper } from 'lucide-react';
import { useId, useState } from 'react';
import type { BlogPostSummary } from '@shop/shared/schemas/blog';
import { localized, useTranslation } from '@/lib/i18n';
import { Skeleton } from '@/components/ui/skeleton';
import { useHomeBlogPosts } from '../api/get-blog-posts';
import { mediaVariantOrPath } from '@/lib/media';

/** Cards are at most ~400 px wide; 640 covers them on dense screens. */
const COVER_WIDTH = 640;

function Cover({ src }: { src: string | null }) {
  const [failed, setFailed] = useState<string | null>(null);
  if (!src || failed === src) {
    return (
      <div aria-hidden="true" className="grid size-full place-items-center bg-sage-100 text-sage-300">
        <Newspaper className="size-10" strokeWidth={1.25} />
      </div>
    );
  }
  return (
    <img
      src={src}
      alt=""
      width={640}
      height={360}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(src)}
      className="size-full object-cover"
    />
  );
}

function PostCard({ post }: { post: BlogPostSummary }) {
  const { i18n } = useTranslation();
  const language = i18n.language;
  const date = new Date(post.published_at);
  const validDate = !Number.isNaN(date.getTime());

  // The storefront has no post pages (/blog/{slug}), so the card has no link.
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-card border border-line bg-surface">
      <div className="aspect-video bg-sage-50">
        <Cover src={mediaVariantOrPath(post.cover, COVER_WIDTH)} />
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4 sm:p-5">
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-ink-muted">
          {post.category ? (
            <span className="rounded-full bg-sage-100 px-2.5 py-0.5 font-semibold text-brand">
              {localized(post.category, 'name', language)}
            </span>
          ) : null}
          {validDate ? (
            <time dateTime={post.published_at}>
              {new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : 'ro-RO', { dateStyle: 'long' }).format(
                date,
              )}
            </time>
          ) : null}
        </p>
        <h3 className="line-clamp-2 text-lg leading-snug font-bold">{localized(post, 'title', language)}</h3>
        <p className="line-clamp-3 text-ink-muted">{localized(post, 'excerpt', language)}</p>
      </div>
    </article>
  );
}

/** Contract §2: "From the blog", up to 6 posts, with the contract's loading and empty texts. */
export function BlogTeaser() {
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
        <div aria-hidden="true" className="grid gap-4 sm:grid-cols-2 sm:gap-6 lg:grid-cols-3">
          {Array.from({ length: 3 }, (_, index) => (
            <div key={index} className="overflow-hidden rounded-card border border-line bg-surface">
              <Skeleton rounded="none" className="aspect-video" />
              <div className="flex flex-col gap-2 p-5">
                <Skeleton className="h-4 w-1/3" />
                <Skeleton className="h-5 w-5/6" />
                <Skeleton className="h-4 w-full" />
              </div>
            </div>
          ))}
        </div>
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
          <li key={post.id}>
            <PostCard post={post} />
          </li>
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
