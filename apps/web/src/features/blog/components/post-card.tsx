import { Newspaper } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { BlogPostSummary } from '@shop/shared/schemas/blog';
import { Skeleton } from '@/components/ui/skeleton';
import { localized, useTranslation } from '@/lib/i18n';
import { mediaVariantOrPath } from '@/lib/media';
import { useLocalizedPath } from '@/lib/use-localized-path';
import { formatPostDate } from '../lib/post-date';

/** Cards are at most ~400 px wide; 640 covers them on dense screens. */
const COVER_WIDTH = 640;

function Cover({ src, eager }: { src: string | null; eager: boolean }) {
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
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      onError={() => setFailed(src)}
      className="size-full object-cover transition-transform duration-300 group-hover:scale-[1.02] motion-reduce:transition-none"
    />
  );
}

type PostCardProps = {
  post: BlogPostSummary;
  /** The heading level the card's title takes in its page. */
  headingLevel?: 'h2' | 'h3';
  /** The first cards of a page load their cover at once (they are on the first screen). */
  eager?: boolean;
};

/** A post as lists show it: cover, category, date, title (the link to the post) and excerpt. */
export function PostCard({ post, headingLevel: Heading = 'h3', eager = false }: PostCardProps) {
  const { i18n } = useTranslation();
  const localizedPath = useLocalizedPath();
  const language = i18n.language;
  const date = formatPostDate(post.published_at, language);

  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-card border border-line bg-surface transition-shadow duration-200 focus-within:shadow-md hover:shadow-md">
      <div className="aspect-video overflow-hidden bg-sage-50">
        <Cover src={mediaVariantOrPath(post.cover, COVER_WIDTH)} eager={eager} />
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4 sm:p-5">
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-ink-muted">
          {post.category ? (
            <span className="rounded-full bg-sage-100 px-2.5 py-0.5 font-semibold text-brand">
              {localized(post.category, 'name', language)}
            </span>
          ) : null}
          {date ? <time dateTime={post.published_at}>{date}</time> : null}
        </p>
        <Heading className="line-clamp-2 text-lg leading-snug font-bold">
          {/* The whole card is the link's target area; the title alone is its name. */}
          <Link
            to={localizedPath(`/blog/${post.slug}`)}
            className="rounded-sm after:absolute after:inset-0 after:content-[''] hover:text-brand focus-visible:outline-none"
          >
            {localized(post, 'title', language)}
          </Link>
        </Heading>
        <p className="line-clamp-3 text-ink-muted">{localized(post, 'excerpt', language)}</p>
      </div>
    </article>
  );
}

/** Cards in a post grid's place while it loads; hidden from screen readers (the caller announces it). */
export function PostCardSkeletons({ count }: { count: number }) {
  return (
    <div aria-hidden="true" className="grid gap-4 sm:grid-cols-2 sm:gap-6 lg:grid-cols-3">
      {Array.from({ length: count }, (_, index) => (
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
  );
}
