import { Clock, MapPin, Tag, Truck } from 'lucide-react';
import { useContentTranslation } from '../hooks/use-content-translation';

const FACTS = [
  { key: 'cost', Icon: Truck },
  { key: 'free', Icon: Tag },
  { key: 'time', Icon: Clock },
  { key: 'methods', Icon: MapPin },
] as const;

/** The delivery page's key figures, read from the shared constants through the texts. */
export function DeliveryFacts() {
  const { text } = useContentTranslation();

  return (
    <section>
      <h2 className="sr-only">{text('policies.delivery.facts.label')}</h2>
      <dl className="grid grid-cols-2 gap-3 sm:gap-4">
        {FACTS.map(({ key, Icon }) => (
          <div key={key} className="rounded-card border border-line bg-surface p-4">
            <dt className="flex items-center gap-2 text-sm text-ink-muted">
              <Icon aria-hidden="true" className="size-5 shrink-0 text-brand" />
              {text(`policies.delivery.facts.${key}.label`)}
            </dt>
            <dd className="mt-1 text-lg font-semibold text-ink">
              {text(`policies.delivery.facts.${key}.value`)}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
