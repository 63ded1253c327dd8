import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { FormProvider, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { decimalToBani } from '@shop/shared/money';
import { shippingRuleOf } from '@shop/shared/pricing';
import type { ShopSettings } from '@shop/shared/schemas/shop-settings';
import { localized, useTranslation } from '@/lib/i18n';
import { useReferral, useWallet } from '@/hooks/use-account-money';
import { useLocalizedPath } from '@/lib/use-localized-path';
import { useIsSignedIn } from '@/stores/auth-store';
import { serverTotals, useCartPricing } from '@/hooks/use-cart-pricing';
import { cartTotalsWithCoupon, referralCoupon, useCartStore, type CartLine } from '@/stores/cart-store';
import { useCheckoutForm } from '../hooks/use-checkout-form';
import { useCheckoutVisit } from '../hooks/use-checkout-visit';
import { useOrderSubmission } from '../hooks/use-order-submission';
import { usePendingPayment } from '../hooks/use-pending-payment';
import { BillingSection } from './billing-section';
import { CheckoutAlert } from './checkout-alert';
import { CheckoutRedirecting, EmptyCheckout } from './checkout-page-states';
import { ContactSection } from './contact-section';
import { DeliverySection } from './delivery-section';
import { NotesAndTerms } from './notes-and-terms';
import { OrderSummary } from './order-summary';
import { PaymentSection, walletPart } from './payment-section';
import { PendingPaymentNotice } from './pending-payment-notice';
import { SubmitOrder } from './submit-order';

type CheckoutPageProps = {
  /** The shop's settings: its shipping cost and threshold, its delivery days. */
  shop: ShopSettings;
  /** The cart lines that can be bought, with the shop's current prices and stock when known. */
  lines: CartLine[];
  /** Cart lines that cannot be bought now (gone or out of stock); they are left out. */
  unavailable: CartLine[];
  /**
   * Asks the shop again for the cart's products (after a stock conflict): each product's stock
   * now, 0 for products that are gone; null when the shop could not be asked.
   */
  refreshStock: () => Promise<ReadonlyMap<number, number> | null>;
};

function languageOf(language: string) {
  return language.toLowerCase().startsWith('en') ? 'en' : 'ro';
}

/**
 * The one-page checkout (contract §7): contact, delivery (courier or easybox), billing
 * (person or company), payment (card, cash on delivery, bank transfer), notes, the order summary
 * and the terms. One react-hook-form form (decision 011, useCheckoutForm): the shared order schema
 * checks everything on submit, the first invalid field gets the focus, and the server's field
 * errors are set on the same fields. The draft survives a reload (sessionStorage), the payment
 * choice and the terms are asked again. Placing the order (useOrderSubmission) and this tab's
 * unpaid card order (usePendingPayment) keep their own state; the page only lays them out.
 */
export function CheckoutPage({ shop, lines, unavailable, refreshStock }: CheckoutPageProps) {
  const { t, i18n } = useTranslation();
  const localizedPath = useLocalizedPath();
  const isSignedIn = useIsSignedIn();
  const coupon = useCartStore((state) => state.coupon);
  const language = languageOf(i18n.language);
  const [leaving, setLeaving] = useState(false);
  const { checkoutForm, user } = useCheckoutForm({ lines, coupon, language }, leaving);
  const pending = usePendingPayment({ onLeaving: setLeaving });
  useCheckoutVisit(lines);

  // A referred customer's first order: the referral discount, unless a coupon takes its place.
  const referral = useReferral();
  const referralDiscount = !coupon && referral.data?.reducere_disponibila === true;
  // The server prices the order (decision 062); the shared rules estimate it until it answers.
  const pricing = useCartPricing(lines, coupon?.code);
  const totals = serverTotals(
    cartTotalsWithCoupon(
      lines,
      coupon ?? (referralDiscount ? referralCoupon(referral.data!.procent_reducere) : null),
      shippingRuleOf(shop),
    ),
    pricing.data,
    lines,
    referralDiscount ? { percent: referral.data!.procent_reducere, shipping: shippingRuleOf(shop) } : null,
  );
  const wallet = useWallet();
  const walletBalance = (isSignedIn && wallet.data ? decimalToBani(wallet.data.sold) : null) ?? 0;
  const usesWallet = useWatch({ control: checkoutForm.control, name: 'din_portofel' });
  const fromWallet = walletPart(usesWallet, walletBalance, totals.total);

  const { problemState, submit, busy } = useOrderSubmission({
    checkoutForm,
    lines,
    coupon,
    language,
    couponMinimum: totals.couponMinimum,
    refreshStock,
    unpaid: pending.unpaid,
    secondOrderChosen: pending.secondOrderChosen,
    busyElsewhere: leaving || pending.paying,
    onLeaving: setLeaving,
  });
  const payPending = () => void pending.payPending(busy);

  if (leaving) return <CheckoutRedirecting />;
  if (lines.length === 0 && unavailable.length === 0) return <EmptyCheckout />;

  return (
    <div className="mx-auto w-full max-w-page px-4 py-6 sm:px-6 sm:py-10 lg:px-8">
      <div className="mb-6 flex flex-wrap items-end justify-between gap-3">
        <h1 className="text-3xl font-bold tracking-tight">{t('checkout.title')}</h1>
        <Link
          to={localizedPath('/cart')}
          className="inline-flex min-h-11 items-center gap-2 rounded-lg px-2 font-semibold text-brand hover:bg-sage-100"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          {t('checkout.back_to_cart')}
        </Link>
      </div>

      {pending.unpaid ? (
        <PendingPaymentNotice
          unpaid={pending.unpaid}
          busy={busy}
          retryPath={pending.retryPath(pending.unpaid)}
          onPay={payPending}
        />
      ) : null}

      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_26rem] lg:gap-8">
        <aside className="lg:sticky lg:top-24 lg:col-start-2 lg:row-start-1">
          <OrderSummary
            freeShippingFrom={decimalToBani(shop.free_shipping_from) ?? 0}
            lines={lines}
            totals={totals}
            coupon={coupon}
            referralDiscount={referralDiscount}
            fromWallet={fromWallet}
            unavailable={unavailable.map((line) => localized(line, 'titlu', i18n.language))}
          />
        </aside>

        <FormProvider {...checkoutForm}>
          <form
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              void submit();
            }}
            aria-label={t('checkout.title')}
            aria-busy={busy || undefined}
            className="flex flex-col gap-5 lg:col-start-1 lg:row-start-1"
          >
            <ContactSection
              isSignedIn={isSignedIn}
              signedInAs={
                user ? [user.first_name, user.last_name].filter(Boolean).join(' ') || user.username : null
              }
            />
            <DeliverySection
              shipping={totals.shipping}
              deliveryDays={{ min: shop.delivery_days_min, max: shop.delivery_days_max }}
            />
            <BillingSection />
            <PaymentSection walletBalance={walletBalance} total={totals.total} />

            <div className="flex flex-col gap-5 rounded-card border border-line bg-surface p-5 sm:p-6">
              <NotesAndTerms />
              <CheckoutAlert
                state={problemState}
                actions={{
                  onPayPending: payPending,
                  onOrderAgain: () => {
                    pending.chooseSecondOrder();
                    void submit();
                  },
                  onRetry: () => void submit(),
                }}
              />
              <SubmitOrder toPay={totals.total - fromWallet} busy={busy} />
            </div>
          </form>
        </FormProvider>
      </div>
    </div>
  );
}
