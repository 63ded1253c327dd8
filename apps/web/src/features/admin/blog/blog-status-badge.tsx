import type { BlogPostStatus } from '@shop/shared/schemas/admin/blog';
import { cn } from '@/lib/cn';
import { useTranslation } from '@/lib/i18n';

const BADGE: Record<BlogPostStatus, string> = {
  published: 'bg-sage-100 text-brand-strong',
  scheduled: 'bg-honey-100 text-honey-900',
  draft: 'bg-line text-ink',
};

export function BlogStatusBadge({ status }: { status: BlogPostStatus }) {
  const { t } = useTranslation();
  return (
    <span
      className={cn(
        'inline-block rounded-full px-2.5 py-0.5 text-sm font-semibold whitespace-nowrap',
        BADGE[status],
      )}
    >
      {t(`admin_blog.statuses.${status}`)}
    </span>
  );
}
