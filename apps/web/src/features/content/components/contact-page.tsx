import type { ReactNode } from 'react';
import { useContentTranslation } from '../hooks/use-content-translation';
import { CONTENT_PAGES } from '@shop/shared/content-pages';
import { CompanyDetails, ContactChannels } from './contact-details';
import { ContentPage } from './content-page';
import { QuickLinks } from './quick-links';
import { RichText } from './rich-text';

export function ContactPage({ form }: { form: ReactNode }) {
  const { text } = useContentTranslation();

  return (
    <ContentPage
      title={text('content.contact.title')}
      lead={text('content.contact.lead')}
      updated={CONTENT_PAGES.contact.updated}
    >
      <ContactChannels />
      <div className="mt-10">{form}</div>
      <div className="mt-12 grid gap-10 lg:grid-cols-2 lg:gap-16">
        <section>
          <h2 className="text-xl font-bold tracking-tight text-ink">{text('content.contact.help_title')}</h2>
          <p className="mt-2 mb-4 leading-7 text-ink">{text('content.contact.help_text')}</p>
          <QuickLinks />
          <h2 className="mt-10 text-xl font-bold tracking-tight text-ink">
            {text('content.contact.privacy_title')}
          </h2>
          <p className="mt-2 leading-7 text-ink">
            <RichText text={text('content.contact.privacy_text')} />
          </p>
        </section>
        <section>
          <h2 className="mb-4 text-xl font-bold tracking-tight text-ink">
            {text('content.contact.company_title')}
          </h2>
          <CompanyDetails />
        </section>
      </div>
    </ContentPage>
  );
}
