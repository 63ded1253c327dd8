import type { ReactNode } from 'react';
import { parseSections } from '../content-blocks';
import { CONTENT_PAGES } from '@shop/shared/content-pages';
import { useContentTranslation } from '../hooks/use-content-translation';
import { ContentPage } from './content-page';
import { ContentSections } from './content-sections';

export type PolicyName =
  'delivery' | 'returns' | 'terms' | 'privacy' | 'cookies' | 'withdrawal' | 'accessibility';

type PolicyPageProps = {
  name: PolicyName;
  /** Shown between the title and the first section (e.g. key facts). */
  children?: ReactNode;
  /** Extra content at the end of a section, by the section's key in the locale file. */
  extras?: Partial<Record<string, ReactNode>>;
};

/** A long policy text from `policies.<name>` with a table of contents. */
export function PolicyPage({ name, children, extras }: PolicyPageProps) {
  const { text, branch } = useContentTranslation();
  const sections = parseSections(branch(`policies.${name}.sections`));

  return (
    <ContentPage
      title={text(`policies.${name}.title`)}
      lead={text(`policies.${name}.lead`)}
      updated={CONTENT_PAGES[name].updated}
      toc={sections.map(({ id, title }) => ({ id, title }))}
    >
      {children ? <div className="mb-10 sm:mb-12">{children}</div> : null}
      <ContentSections sections={sections} extras={extras} />
    </ContentPage>
  );
}
