import { ChevronDown, Leaf, Pencil } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { formatLei } from '@shop/shared/money';
import { localized, useTranslation } from '@/lib/i18n';
import { CouponField } from '@/components/ui/coupon-field';
import { OrderTotals } from '@/components/ui/order-totals';
import { cn } from '@/lib/cn';
import { mediaVariantOrPath } from '@/lib/media';
import { useLocalizedPath } from '@/lib/use-localized-path';
import type { ServerTotals } from '@/hooks/use-cart-pricing';
import { lineUnitPrice, type CartLine, type CartCoupon } from '@/stores/cart-store';
import { LineDiscount } from '@/components/ui/line-discount';

function LineThumbnail({ src }: { src: string | null }) {
  const image = mediaVariantOrPath(src, 160);
  const [failed, setFailed] = useState(false);
  return (
    <div className="relative size-16 shrink-0 overflow-hidden rounded-lg border border-line bg-white p-1">
      {image && !failed ? (
        <img
          src={image}
          alt=""
          width={64}
          height={64}
          loading="lazy"
          decoding="async"
          onError={() => setFailed(true)}
          className="size-full object-contain"
        />
      ) : (
        <div
          aria-hidden="true"
          className="grid size-full place-items-center rounded-md bg-sage-50 text-sage-300"
        >
          <Leaf className="size-1/2" strokeWidth={1.25} />
        </div>
      )}
    </div>
  );
}

type OrderSummaryProps = {
  /** The shop's free-shipping threshold (bani). */
  freeShippingFrom: number;
  lines: readonly CartLine[];
  totals: ServerTotals;
  coupon: CartCoupon | null;
  /** Titles of cart lines left out because they cannot be bought. */
  unavailable: readonly string[];
  /** The discount is the referred customer's first-order discount. */
  referralDiscount?: boolean;
  /** What the wallet pays of the total (bani). */
  fromWallet?: number;
};

/**
 * The order as it will be placed: lines, the coupon (apply and remove), subtotal, discount,
 * delivery (the shop's cost, free from its threshold after the discount) and total, computed with the shared
 * pricing rules for display; the server recomputes every figure. On a phone it folds away at the
 * top of the page; on a desktop it stays beside the form.
 */
export function OrderSummary({
  freeShippingFrom,
  lines,
  totals,
  coupon,
  unavailable,
  referralDiscount = false,
  fromWallet = 0,
}: OrderSummaryProps) {
  const { t, i18n } = useTranslation();
  const localizedPath = useLocalizedPath();
  const [open, setOpen] = useState(false);
  const headingId = useId();
  const contentId = useId();
  const remaining = freeShippingFrom - (totals.subtotal - totals.discount);

  return (
    <section aria-labelledby={headingId} className="rounded-card border border-line bg-surface">
      <h2 id={headingId} className="sr-only lg:not-sr-only lg:block lg:px-6 lg:pt-6 lg:text-xl lg:font-bold">
        {t('checkout.summary.title')}
      </h2>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={contentId}
        onClick={() => setOpen((value) => !value)}
        className="flex min-h-14 w-full cursor-pointer items-center justify-between gap-3 rounded-card px-4 py-3 text-left lg:hidden"
      >
        <span className="flex flex-col">
          <span className="font-semibold text-brand">
            {open ? t('checkout.summary.toggle_hide') : t('checkout.summary.toggle_show')}
          </span>
          <span className="text-sm text-ink-muted">
            {t('checkout.summary.products', { count: totals.count })}
          </span>
        </span>
        <span className="flex items-center gap-2">
          <span className="text-lg font-bold tabular-nums">{formatLei(totals.total - fromWallet)}</span>
          <ChevronDown
            aria-hidden="true"
            className={cn('size-5 transition-transform duration-200', open && 'rotate-180')}
          />
        </span>
      </button>
      <div
        id={contentId}
        className={cn(
          'flex-col gap-5 border-t border-line p-4 sm:p-5 lg:flex lg:border-t-0 lg:p-6',
          open ? 'flex' : 'hidden',
        )}
      >
        <ul aria-label={t('checkout.summary.lines_label')} className="flex flex-col divide-y divide-line">
          {lines.map((line) => {
            const unit = lineUnitPrice(line);
            return (
              <li key={line.id} className="flex items-center gap-3 py-3 first:pt-0">
                <div className="relative">
                  <LineThumbnail src={line.imagine_principala_url} />
                  <span
                    aria-hidden="true"
                    className="absolute -top-2 -right-2 grid min-w-6 place-items-center rounded-full bg-ink px-1.5 text-xs leading-6 font-bold text-white"
                  >
                    {line.cantitate}
                  </span>
                </div>
                <div className="min-w-0 flex-1">
                  <p className="line-clamp-2 text-sm font-semibold">
                    {localized(line, 'titlu', i18n.language)}
                  </p>
                  <p className="text-sm text-ink-muted">
                    <span className="sr-only">
                      {t('checkout.summary.quantity', { qty: line.cantitate })},{' '}
                    </span>
                    <span aria-hidden="true">
                      {t('checkout.summary.line_price', { qty: line.cantitate, price: formatLei(unit) })}
                    </span>
                  </p>
                  <LineDiscount priced={totals.lines.get(line.id)} />
                </div>
                <p className="shrink-0 font-semibold tabular-nums">{formatLei(unit * line.cantitate)}</p>
              </li>
            );
          })}
        </ul>
        {unavailable.length > 0 ? (
          <p className="rounded-lg bg-danger-soft px-3 py-2 text-sm font-semibold text-danger">
            {t('checkout.summary.unavailable', { titles: unavailable.join(', ') })}
          </p>
        ) : null}
        <Link
          to={localizedPath('/cart')}
          className="inline-flex min-h-11 items-center gap-2 self-start rounded-lg text-sm font-semibold text-brand underline-offset-4 hover:underline"
        >
          <Pencil aria-hidden="true" className="size-4" />
          {t('checkout.summary.edit_cart')}
        </Link>
        <CouponField subtotal={totals.subtotal} />
        <OrderTotals
          totals={totals}
          couponCode={coupon?.code}
          referralDiscount={referralDiscount}
          fromWallet={fromWallet}
          automaticDiscount={totals.automaticDiscount}
          className="gap-2.5 border-t border-line pt-4"
        />
        {totals.couponMessage ? (
          <p role="status" className="text-sm font-semibold text-honey-700">
            {t('checkout.summary.coupon_not_counted', { reason: totals.couponMessage })}
          </p>
        ) : null}
        {totals.shipping > 0 && remaining > 0 ? (
          <p className="rounded-lg bg-sage-50 px-3 py-2.5 text-sm font-semibold text-brand">
            {t('checkout.summary.free_shipping_left', { amount: formatLei(remaining) })}
          </p>
        ) : null}
      </div>
    </section>
  );
}
