import { Printer } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { intlLocale, longDate } from '@/lib/formatters';
import { useDocumentHead } from '@/lib/use-document-title';
import { useContentTranslation } from '../hooks/use-content-translation';
import { PageBreadcrumb } from './page-breadcrumb';
import { plainText, RichText } from './rich-text';
import { TableOfContents, TableOfContentsDisclosure, type TocEntry } from './table-of-contents';

type ContentPageProps = {
  title: string;
  /**
   * A sentence or two under the title: a text with the inline marks of RichText, which is also the
   * page's description for search results (or any content, with `description` beside it).
   */
  lead?: string | ReactNode;
  /** The description for search results and link previews; the lead's text unless told. */
  description?: string;
  /** Structured data about the page (an FAQPage), placed in the head by the server. */
  jsonLd?: object[];
  /** ISO date (yyyy-mm-dd) of the text's last change. */
  updated?: string;
  /** Policies get a table of contents, a print button and a ~70ch column. */
  toc?: TocEntry[];
  children: ReactNode;
};

/** Shared layout of the information pages: breadcrumb, title, date, contents, readable text. */
export function ContentPage({ title, lead, description, updated, toc, jsonLd, children }: ContentPageProps) {
  const { text, language, values } = useContentTranslation();
  useDocumentHead({
    title: `${title} | ${values.shop}`,
    socialTitle: title,
    description: description ?? (typeof lead === 'string' ? plainText(lead) : title),
    jsonLd,
  });

  const date = updated ? longDate(intlLocale(language)).format(new Date(`${updated}T00:00:00Z`)) : null;
  const hasToc = toc !== undefined && toc.length > 0;

  const header = (
    <header className="max-w-[70ch]">
      <h1 className="text-2xl font-bold tracking-tight text-balance text-ink sm:text-3xl">{title}</h1>
      {lead ? (
        <div className="mt-3 text-lg text-ink-muted">
          {typeof lead === 'string' ? <RichText text={lead} /> : lead}
        </div>
      ) : null}
      {date || hasToc ? (
        <div className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-ink-muted">
          {date && updated ? (
            <p>
              {text('content.last_updated')} <time dateTime={updated}>{date}</time>
            </p>
          ) : null}
          {hasToc ? (
            <Button
              variant="ghost-muted"
              size="sm"
              iconSize="sm"
              onClick={() => window.print()}
              className="-ml-3 print:hidden"
            >
              <Printer aria-hidden="true" />
              {text('content.print')}
            </Button>
          ) : null}
        </div>
      ) : null}
    </header>
  );

  return (
    <div className="mx-auto w-full max-w-page px-4 pt-6 pb-16 sm:px-6 sm:pt-8 lg:px-8 print:max-w-none print:px-0 print:pt-0 print:pb-0">
      <PageBreadcrumb current={title} />
      {hasToc ? (
        <div className="mt-6 lg:mt-8 lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-x-12 xl:grid-cols-[17rem_minmax(0,1fr)] xl:gap-x-16 print:block">
          <aside className="hidden lg:block">
            <TableOfContents entries={toc} />
          </aside>
          <article className="min-w-0 max-w-[70ch] print:max-w-none">
            {header}
            <div className="mt-6 lg:hidden">
              <TableOfContentsDisclosure entries={toc} />
            </div>
            <div className="mt-8 sm:mt-10">{children}</div>
          </article>
        </div>
      ) : (
        <article className="mt-6 lg:mt-8">
          {header}
          <div className="mt-8 sm:mt-10">{children}</div>
        </article>
      )}
    </div>
  );
}
