import { CircleAlert, LoaderCircle, Tag, X } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { decimalToBani, formatLei } from '@shop/shared/money';
import { couponShortfall } from '@shop/shared/pricing';
import { useTranslation } from '@/lib/i18n';
import { Button } from '@/components/ui/button';
import { useCoupon } from '@/hooks/use-coupon';
import { cn } from '@/lib/cn';
import { useCartStore, type CartCoupon } from '@/stores/cart-store';

type CouponFieldProps = {
  /** The cart's subtotal before any discount (bani): a coupon counts only from its minimum. */
  subtotal: number;
  className?: string;
};

/** The coupon's minimum (bani) and what the cart lacks to reach it; null once it applies. */
function belowMinimum(
  coupon: CartCoupon | null,
  subtotal: number,
): { minimum: number; missing: number } | null {
  const minimum = coupon?.min_subtotal ? (decimalToBani(coupon.min_subtotal) ?? 0) : 0;
  const missing = couponShortfall(subtotal, minimum);
  return coupon && missing > 0 ? { minimum, missing } : null;
}

function couponValue(coupon: CartCoupon, t: ReturnType<typeof useTranslation>['t']): string {
  if (coupon.discount_type === 'percent') {
    const percent = Number(coupon.value);
    return t('checkout.coupon.percent', {
      value: Number.isFinite(percent) ? percent.toLocaleString('ro-RO') : coupon.value,
    });
  }
  if (coupon.discount_type === 'free_shipping') return t('checkout.coupon.free_shipping');
  return t('checkout.coupon.fixed', { value: formatLei(decimalToBani(coupon.value) ?? 0) });
}

/**
 * The cart's discount code (contract §4, §7): apply checks it with the shop, a failure clears it and
 * says "Cod invalid sau expirat", and an applied coupon can be removed. Used by the cart and the
 * checkout summaries; its own small form, so Enter applies the code and never submits an order.
 */
export function CouponField({ subtotal, className }: CouponFieldProps) {
  const { t } = useTranslation();
  const { coupon, apply, remove, isPending, failure, reset } = useCoupon();
  const [code, setCode] = useState('');
  const [empty, setEmpty] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  const appliedRef = useRef<HTMLDivElement>(null);
  const moveFocus = useRef<'applied' | 'input' | null>(null);
  const inputId = useId();
  const errorId = `${inputId}-error`;

  // After applying or removing, the pressed control is gone: focus what replaced it.
  useEffect(() => {
    if (moveFocus.current === 'applied') appliedRef.current?.focus();
    if (moveFocus.current === 'input') inputRef.current?.focus();
    moveFocus.current = null;
  }, [coupon]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isPending) return;
    const value = code.trim();
    if (!value) {
      reset();
      setEmpty(true);
      inputRef.current?.focus();
      return;
    }
    setEmpty(false);
    setAnnouncement('');
    moveFocus.current = 'applied';
    const ok = await apply(value);
    if (ok) {
      setCode('');
      // Kept, but not counted yet below its minimum: saying "applied" would promise a discount.
      const saved = useCartStore.getState().coupon;
      const below = belowMinimum(saved, subtotal);
      setAnnouncement(
        below && saved
          ? t('checkout.coupon.saved_below_minimum', { code: saved.code, amount: formatLei(below.minimum) })
          : t('checkout.coupon.applied', { code: value.toUpperCase() }),
      );
    } else {
      moveFocus.current = null;
      inputRef.current?.focus();
    }
  };

  const onRemove = () => {
    moveFocus.current = 'input';
    remove();
    setAnnouncement(t('checkout.coupon.removed'));
  };

  const error = empty
    ? t('checkout.coupon.empty')
    : failure === 'too_many'
      ? t('checkout.coupon.rate_limited')
      : failure === 'network'
        ? t('errors.network')
        : failure === 'invalid'
          ? t('checkout.coupon.invalid')
          : null;

  const below = belowMinimum(coupon, subtotal);

  return (
    <div className={cn('flex flex-col gap-2', className)}>
      {coupon ? (
        <div
          ref={appliedRef}
          tabIndex={-1}
          className={cn(
            'flex flex-col gap-1.5 rounded-lg border p-3 outline-none focus-visible:outline-2',
            below ? 'border-dashed border-honey-300 bg-surface' : 'border-sage-300 bg-sage-50',
          )}
        >
          <p className="sr-only">
            {below ? t('checkout.coupon.not_yet_active') : t('checkout.coupon.active')}
          </p>
          <div className="flex items-center gap-2.5">
            <Tag aria-hidden="true" className="size-5 shrink-0 text-brand" />
            <p className="min-w-0 flex-1">
              <span className="font-bold tracking-wide">{coupon.code}</span>
              <span className="text-ink-muted"> · {couponValue(coupon, t)}</span>
            </p>
            <Button
              variant="ghost"
              size="sm"
              onClick={onRemove}
              aria-label={t('checkout.coupon.remove', { code: coupon.code })}
              className="-my-1 -mr-1"
            >
              <X aria-hidden="true" />
              {t('checkout.coupon.remove_short')}
            </Button>
          </div>
          {below ? (
            <p className="flex items-start gap-1.5 text-sm font-semibold text-honey-700">
              <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              {t('checkout.coupon.below_minimum', {
                code: coupon.code,
                amount: formatLei(below.minimum),
                missing: formatLei(below.missing),
              })}
            </p>
          ) : null}
          {coupon.first_order_only ? (
            <p className="text-sm text-ink-muted">{t('checkout.coupon.first_order')}</p>
          ) : null}
        </div>
      ) : (
        <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-1.5">
          <label htmlFor={inputId} className="font-semibold">
            {t('checkout.coupon.label')}
          </label>
          <div className="flex gap-2">
            <input
              ref={inputRef}
              id={inputId}
              name="cupon"
              value={code}
              onChange={(event) => {
                setCode(event.target.value);
                if (empty) setEmpty(false);
              }}
              maxLength={50}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              placeholder={t('checkout.coupon.placeholder')}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              className="h-11 min-w-0 flex-1 rounded-lg border border-ink-muted/70 bg-surface px-3.5 text-base uppercase placeholder:normal-case placeholder:text-ink-muted hover:border-ink-muted focus-visible:border-brand focus-visible:outline-2 focus-visible:outline-offset-0 aria-invalid:border-danger"
            />
            <Button
              type="submit"
              variant="secondary"
              aria-disabled={isPending || undefined}
              className="aria-disabled:cursor-wait"
            >
              {isPending ? <LoaderCircle aria-hidden="true" className="motion-safe:animate-spin" /> : null}
              {isPending ? t('checkout.coupon.applying') : t('checkout.coupon.apply')}
            </Button>
          </div>
          {error ? (
            <p
              id={errorId}
              role="alert"
              className="flex items-start gap-1.5 text-sm font-semibold text-danger"
            >
              <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <span>{error}</span>
            </p>
          ) : null}
        </form>
      )}
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </div>
  );
}
