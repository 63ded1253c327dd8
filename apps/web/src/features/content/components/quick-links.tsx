import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { useLocalizedPath } from '@/lib/use-localized-path';
import { CONTENT_PAGES } from '@shop/shared/content-pages';
import { useContentTranslation } from '../hooks/use-content-translation';

const LINKS = [
  { key: 'faq', path: CONTENT_PAGES.faq.path },
  { key: 'how_to_order', path: CONTENT_PAGES.howToOrder.path },
  { key: 'delivery', path: CONTENT_PAGES.delivery.path },
  { key: 'returns', path: CONTENT_PAGES.returns.path },
] as const;

/** Links to the pages that answer most questions, for the contact page. */
export function QuickLinks() {
  const { text } = useContentTranslation();
  const localizedPath = useLocalizedPath();

  return (
    <ul className="grid gap-2 sm:grid-cols-2">
      {LINKS.map((link) => (
        <li key={link.key}>
          <Link
            to={localizedPath(link.path)}
            className="flex min-h-12 items-center justify-between gap-3 rounded-card border border-line bg-surface px-4 py-3 font-semibold text-ink transition-colors hover:border-brand hover:text-brand"
          >
            {text(`content.links.${link.key}`)}
            <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-brand" />
          </Link>
        </li>
      ))}
    </ul>
  );
}
