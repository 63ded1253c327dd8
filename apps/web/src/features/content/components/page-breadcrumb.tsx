import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { useLocalizedPath } from '@/lib/use-localized-path';
import { useContentTranslation } from '../hooks/use-content-translation';

/** Home › current page; the current page is text, marked aria-current. */
export function PageBreadcrumb({ current }: { current: string }) {
  const { text } = useContentTranslation();
  const localizedPath = useLocalizedPath();

  return (
    <nav aria-label={text('content.breadcrumb_label')} className="print:hidden">
      <ol className="flex flex-wrap items-center gap-1 text-sm text-ink-muted">
        <li className="flex items-center gap-1">
          <Link
            to={localizedPath('/')}
            className="rounded-sm underline-offset-4 transition-colors hover:text-brand hover:underline"
          >
            {text('content.breadcrumb_home')}
          </Link>
          <ChevronRight aria-hidden="true" className="size-4 shrink-0" />
        </li>
        <li>
          <span aria-current="page" className="font-semibold text-ink">
            {current}
          </span>
        </li>
      </ol>
    </nav>
  );
}
