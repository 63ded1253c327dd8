import {
  CreditCard,
  MailCheck,
  PackageSearch,
  Search,
  ShoppingBasket,
  ShoppingCart,
  Truck,
} from 'lucide-react';
import { useContentTranslation } from '../hooks/use-content-translation';
import { RichText } from './rich-text';

const STEPS = [
  { key: 'browse', Icon: Search },
  { key: 'cart', Icon: ShoppingCart },
  { key: 'checkout', Icon: ShoppingBasket },
  { key: 'delivery', Icon: Truck },
  { key: 'payment', Icon: CreditCard },
  { key: 'confirmation', Icon: MailCheck },
  { key: 'tracking', Icon: PackageSearch },
] as const;

/** The order journey as a numbered list, with a connecting line between the steps. */
export function OrderSteps() {
  const { text } = useContentTranslation();

  return (
    <ol aria-label={text('content.how_to_order.steps_label')} className="relative max-w-3xl">
      {STEPS.map(({ key, Icon }, index) => (
        <li key={key} className="relative flex gap-4 pb-8 last:pb-0 sm:gap-6">
          {index < STEPS.length - 1 ? (
            <span aria-hidden="true" className="absolute top-12 bottom-0 left-6 w-px bg-line-strong" />
          ) : null}
          <span
            aria-hidden="true"
            className="relative grid size-12 shrink-0 place-items-center rounded-full border border-sage-300 bg-sage-100 text-brand"
          >
            <Icon className="size-5" />
          </span>
          <div className="min-w-0 pt-1">
            <p className="text-sm font-semibold tracking-wide text-ink-muted uppercase">
              {text('content.how_to_order.step', { number: index + 1 })}
            </p>
            <h2 className="mt-0.5 text-xl font-bold tracking-tight text-ink">
              {text(`content.how_to_order.steps.${key}.title`)}
            </h2>
            <p className="mt-2 max-w-[70ch] leading-7 text-ink">
              <RichText text={text(`content.how_to_order.steps.${key}.text`)} />
            </p>
          </div>
        </li>
      ))}
    </ol>
  );
}
