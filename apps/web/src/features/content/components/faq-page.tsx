import { Mail, Phone } from 'lucide-react';
import { Suspense } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '@/components/ui/button';
import { lazyPart } from '@/lib/lazy-part';
import { useLocalizedPath } from '@/lib/use-localized-path';
import { CONTENT_PAGES } from '@shop/shared/content-pages';
import { useContentTranslation } from '../hooks/use-content-translation';
import { ContentPage } from './content-page';
import { faqGroupId, faqPageJsonLd, parseFaqGroups } from './faq-groups';

// Radix's accordion (about 4 KB) is a part that loads with the page, outside its first bundle
// (decision 077); the server renders every answer all the same.
const FaqAccordion = lazyPart('faq-accordion', async () => (await import('./faq-accordion')).FaqAccordion);

export function FaqPage() {
  const { text, branch, values } = useContentTranslation();
  const localizedPath = useLocalizedPath();
  const groups = parseFaqGroups(branch('content.faq.groups'));

  return (
    <ContentPage
      title={text('content.faq.title')}
      lead={text('content.faq.lead')}
      updated={CONTENT_PAGES.faq.updated}
      jsonLd={[faqPageJsonLd(groups)]}
    >
      <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_18rem] lg:gap-16 xl:grid-cols-[minmax(0,1fr)_20rem]">
        <Suspense fallback={<div className="min-h-screen" />}>
          <FaqAccordion groups={groups} />
        </Suspense>
        <aside className="flex flex-col gap-6 self-start lg:sticky lg:top-28 print:hidden">
          <nav aria-label={text('content.faq.topics')} className="hidden lg:block">
            <p className="mb-2 px-3 text-xs font-bold tracking-wider text-ink-muted uppercase">
              {text('content.faq.topics')}
            </p>
            <ul className="space-y-0.5">
              {groups.map((group) => (
                <li key={group.key}>
                  <a
                    href={`#${faqGroupId(group.key)}`}
                    className="block rounded-md px-3 py-1.5 text-ink-muted transition-colors hover:bg-sage-100 hover:text-ink"
                  >
                    {group.title}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          <section className="rounded-card bg-brand p-5 text-white sm:p-6">
            <h2 className="text-lg font-bold">{text('content.faq.more_title')}</h2>
            <p className="mt-1 text-sage-100">{text('content.faq.more_text')}</p>
            <ul className="mt-4 space-y-2">
              <li>
                <a
                  href={values.phoneHref}
                  className="inline-flex items-center gap-2 font-semibold underline-offset-4 hover:underline"
                >
                  <Phone aria-hidden="true" className="size-4" />
                  {values.phone}
                </a>
              </li>
              <li>
                <a
                  href={`mailto:${values.email}`}
                  className="inline-flex items-center gap-2 font-semibold break-all underline-offset-4 hover:underline"
                >
                  <Mail aria-hidden="true" className="size-4 shrink-0" />
                  {values.email}
                </a>
              </li>
            </ul>
            <Link
              to={localizedPath(CONTENT_PAGES.contact.path)}
              className={buttonClass({ variant: 'inverse', className: 'mt-5 w-full' })}
            >
              {text('content.faq.more_cta')}
            </Link>
          </section>
        </aside>
      </div>
    </ContentPage>
  );
}
