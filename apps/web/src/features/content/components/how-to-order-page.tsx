import { LifeBuoy } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClass } from '@/components/ui/button';
import { useLocalizedPath } from '@/lib/use-localized-path';
import { CONTENT_PAGES } from '@shop/shared/content-pages';
import { useContentTranslation } from '../hooks/use-content-translation';
import { ContentPage } from './content-page';
import { OrderSteps } from './order-steps';
import { RichText } from './rich-text';

export function HowToOrderPage() {
  const { text } = useContentTranslation();
  const localizedPath = useLocalizedPath();

  return (
    <ContentPage
      title={text('content.how_to_order.title')}
      lead={text('content.how_to_order.lead')}
      updated={CONTENT_PAGES.howToOrder.updated}
    >
      <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_20rem] lg:gap-16">
        <OrderSteps />
        <aside className="flex flex-col gap-4 self-start rounded-card border border-line bg-surface p-5 sm:p-6 lg:sticky lg:top-28">
          <span
            aria-hidden="true"
            className="grid size-11 place-items-center rounded-full bg-sage-100 text-brand"
          >
            <LifeBuoy className="size-5" />
          </span>
          <h2 className="text-lg font-bold text-ink">{text('content.how_to_order.help_title')}</h2>
          <p className="leading-7 text-ink">
            <RichText text={text('content.how_to_order.help_text')} />
          </p>
          <Link to={localizedPath('/produse')} className={buttonClass({ className: 'print:hidden' })}>
            {text('content.how_to_order.cta')}
          </Link>
        </aside>
      </div>
    </ContentPage>
  );
}
