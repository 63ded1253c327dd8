import { BadgeCheck, Leaf, RotateCcw, Truck } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClass } from '@/components/ui/button';
import { useLocalizedPath } from '@/lib/use-localized-path';
import { parseSections } from '../content-blocks';
import { CONTENT_PAGES } from '@shop/shared/content-pages';
import { useContentTranslation } from '../hooks/use-content-translation';
import { CallToAction } from './call-to-action';
import { ContentPage } from './content-page';
import { ContentSections } from './content-sections';

const VALUES = [
  { key: 'authentic', Icon: BadgeCheck },
  { key: 'selection', Icon: Leaf },
  { key: 'delivery', Icon: Truck },
  { key: 'returns', Icon: RotateCcw },
] as const;

export function AboutPage() {
  const { text, branch } = useContentTranslation();
  const localizedPath = useLocalizedPath();
  const sections = parseSections(branch('content.about.sections'));

  return (
    <ContentPage
      title={text('content.about.title')}
      lead={text('content.about.lead')}
      updated={CONTENT_PAGES.about.updated}
    >
      <section>
        <h2 className="sr-only">{text('content.about.values_title')}</h2>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {VALUES.map(({ key, Icon }) => (
            <li key={key} className="flex flex-col gap-3 rounded-card border border-line bg-surface p-5">
              <span
                aria-hidden="true"
                className="grid size-11 place-items-center rounded-full bg-sage-100 text-brand"
              >
                <Icon className="size-5" />
              </span>
              <h3 className="text-lg font-bold text-ink">{text(`content.about.values.${key}.title`)}</h3>
              <p className="text-ink-muted">{text(`content.about.values.${key}.text`)}</p>
            </li>
          ))}
        </ul>
      </section>
      <div className="mt-12 sm:mt-16">
        <ContentSections
          sections={sections}
          numbered={false}
          className="lg:grid lg:grid-cols-2 lg:gap-x-16 lg:gap-y-12 lg:space-y-0 [&>section]:max-w-[70ch]"
        />
      </div>
      <CallToAction title={text('content.about.cta_title')} text={text('content.about.cta_text')}>
        <Link to={localizedPath('/produse')} className={buttonClass({ variant: 'inverse' })}>
          {text('content.about.cta_shop')}
        </Link>
        <Link
          to={localizedPath(CONTENT_PAGES.contact.path)}
          className={buttonClass({ variant: 'ghost-inverse' })}
        >
          {text('content.about.cta_contact')}
        </Link>
      </CallToAction>
    </ContentPage>
  );
}
