import { ChevronDown } from 'lucide-react';
import { useEffect, useState } from 'react';
import { cn } from '@/lib/cn';
import { useContentTranslation } from '../hooks/use-content-translation';

export type TocEntry = { id: string; title: string };

/**
 * The section in view: the last heading that has scrolled past the upper third of the screen.
 * Without IntersectionObserver (old browsers, tests) nothing is highlighted.
 */
function useActiveSection(ids: string[]): string | null {
  const [active, setActive] = useState<string | null>(null);
  const key = ids.join(' ');

  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined') return;
    const visible = new Set<string>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) visible.add(entry.target.id);
          else visible.delete(entry.target.id);
        }
        const first = key.split(' ').find((id) => visible.has(id));
        if (first) setActive(first);
      },
      { rootMargin: '-120px 0px -55% 0px' },
    );
    for (const id of key.split(' ')) {
      const element = document.getElementById(id);
      if (element) observer.observe(element);
    }
    return () => observer.disconnect();
  }, [key]);

  return active;
}

function TocList({ entries, active }: { entries: TocEntry[]; active: string | null }) {
  return (
    <ol className="space-y-0.5 text-sm">
      {entries.map((entry, index) => (
        <li key={entry.id}>
          <a
            href={`#${entry.id}`}
            aria-current={entry.id === active ? 'location' : undefined}
            className={cn(
              'flex gap-2 rounded-md border-l-2 px-3 py-1.5 leading-snug transition-colors hover:bg-sage-100 hover:text-ink',
              entry.id === active
                ? 'border-brand bg-sage-50 font-semibold text-brand'
                : 'border-transparent text-ink-muted',
            )}
          >
            <span aria-hidden="true" className="w-5 shrink-0 text-right tabular-nums">
              {index + 1}.
            </span>
            <span>{entry.title}</span>
          </a>
        </li>
      ))}
    </ol>
  );
}

/** Desktop: a sticky list beside the text, following the reader. */
export function TableOfContents({ entries }: { entries: TocEntry[] }) {
  const { text } = useContentTranslation();
  const active = useActiveSection(entries.map((entry) => entry.id));

  return (
    <nav
      aria-labelledby="toc-title"
      className="sticky top-28 max-h-[calc(100dvh-8rem)] overflow-y-auto pb-4 print:hidden"
    >
      <p id="toc-title" className="mb-2 px-3 text-xs font-bold tracking-wider text-ink-muted uppercase">
        {text('content.toc_title')}
      </p>
      <TocList entries={entries} active={active} />
    </nav>
  );
}

/** Phones and tablets: a collapsed list above the text, so the first section stays in view. */
export function TableOfContentsDisclosure({ entries }: { entries: TocEntry[] }) {
  const { text } = useContentTranslation();

  return (
    <nav aria-label={text('content.toc_title')} className="print:hidden">
      <details className="group rounded-card border border-line bg-surface">
        <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-3 rounded-card px-4 font-semibold [&::-webkit-details-marker]:hidden">
          {text('content.toc_title')}
          <ChevronDown
            aria-hidden="true"
            className="size-5 text-ink-muted transition-transform duration-200 group-open:rotate-180"
          />
        </summary>
        <div className="border-t border-line px-1 py-2">
          <TocList entries={entries} active={null} />
        </div>
      </details>
    </nav>
  );
}
