import { CircleAlert, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { formatLei } from '@shop/shared/money';
import { localized, useTranslation } from '@/lib/i18n';
import { cn } from '@/lib/cn';
import { useLocalizedPath } from '@/lib/use-localized-path';
import { QuantityStepper } from '@/components/ui/quantity-stepper';
import { lineLimit, lineUnitPrice, useCartStore } from '@/stores/cart-store';
import { asCartProduct, type CartViewLine } from '../lib/cart-view';
import type { PricedLine } from '@shop/shared/schemas/discounts';
import { decimalToBani } from '@shop/shared/money';
import { LineDiscount } from '@/components/ui/line-discount';
import { LineImage } from './line-image';
import { LinePrice } from './line-price';

/** The line's amount after its automatic discount (the coupon's share shows in the totals). */
function lineTotalAfterAutomatic(
  line: Parameters<typeof lineUnitPrice>[0] & { cantitate: number },
  priced: PricedLine | undefined,
): number {
  const total = lineUnitPrice(line) * line.cantitate;
  const automatic = priced?.reducere_automata ? (decimalToBani(priced.reducere_automata.suma) ?? 0) : 0;
  return total - automatic;
}

/**
 * One cart line: picture, title, unit price, quantity, line total and remove. `onRemoved` moves
 * the focus somewhere sensible, as the pressed button disappears with its line.
 */
export function CartLineItem({
  entry,
  onRemoved,
  priced,
}: {
  entry: CartViewLine;
  onRemoved: () => void;
  /** The server's pricing of this line (its automatic discount), when it has answered. */
  priced?: PricedLine | undefined;
}) {
  const { t, i18n } = useTranslation();
  const localizedPath = useLocalizedPath();
  const { line, status, atStock } = entry;
  const title = localized(line, 'titlu', i18n.language);
  const available = status === 'ok';
  const stock = typeof line.stoc === 'number' ? line.stoc : null;

  const changeQuantity = (quantity: number) => {
    const cart = useCartStore.getState();
    // Raising goes through `add`, which also stores the product's current stock and price, so
    // the cap follows the shop rather than the copy taken when the product was added.
    if (quantity > line.cantitate) cart.add(asCartProduct(line), quantity - line.cantitate);
    else cart.setQuantity(line.id, quantity);
  };

  let notice: { text: string; tone: 'muted' | 'danger' } | null = null;
  if (status === 'gone') notice = { text: t('cart.gone'), tone: 'danger' };
  else if (status === 'out_of_stock') notice = { text: t('cart.out_of_stock'), tone: 'danger' };
  else if (atStock && stock !== null)
    notice = { text: t('cart.stock_capped', { stoc: stock }), tone: 'muted' };

  return (
    <li className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-3 py-5 first:pt-0 last:pb-0 sm:grid-cols-[auto_1fr_auto] sm:items-center">
      <LineImage src={line.imagine_principala_url} />
      <div className={cn('flex min-w-0 flex-col gap-1', !available && 'opacity-80')}>
        {status === 'gone' ? (
          <p className="line-clamp-2 font-semibold">{title}</p>
        ) : (
          <Link
            to={localizedPath(`/produs/${line.slug}`)}
            className="line-clamp-2 font-semibold hover:text-brand hover:underline hover:underline-offset-2"
          >
            {title}
          </Link>
        )}
        <LinePrice line={line} />
        {available ? <LineDiscount priced={priced} /> : null}
        {notice ? (
          <p
            className={cn(
              'flex items-center gap-1.5 text-sm font-semibold',
              notice.tone === 'danger' ? 'text-danger' : 'text-honey-700',
            )}
          >
            {notice.tone === 'danger' ? <CircleAlert aria-hidden="true" className="size-4 shrink-0" /> : null}
            {notice.text}
          </p>
        ) : null}
      </div>
      <div className="col-span-2 flex items-center justify-between gap-3 sm:col-span-1 sm:justify-end sm:gap-5">
        <QuantityStepper
          value={line.cantitate}
          max={lineLimit(stock)}
          onChange={changeQuantity}
          inputLabel={t('cart.quantity_for', { title })}
          decreaseLabel={t('cart.decrease', { title })}
          increaseLabel={t('cart.increase', { title })}
          cappedMessage={(limit) => t('common.quantity_capped', { count: limit })}
          disabled={!available}
        />
        <p className="min-w-24 text-right font-bold tabular-nums">
          <span className="sr-only">{t('cart.line_total')}: </span>
          {available ? formatLei(lineTotalAfterAutomatic(line, priced)) : '–'}
        </p>
        <button
          type="button"
          onClick={() => {
            useCartStore.getState().remove(line.id);
            onRemoved();
          }}
          aria-label={t('cart.remove', { title })}
          className="inline-flex h-11 cursor-pointer items-center gap-1.5 rounded-lg px-2.5 text-sm font-semibold text-ink-muted transition-colors hover:bg-danger-soft hover:text-danger"
        >
          <Trash2 aria-hidden="true" className="size-5" />
          <span className="hidden lg:inline">{t('cart.remove_short')}</span>
        </button>
      </div>
    </li>
  );
}
