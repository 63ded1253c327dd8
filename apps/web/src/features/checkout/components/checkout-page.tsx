import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, CircleAlert, CreditCard, LoaderCircle, Lock, RotateCw, ShoppingBag } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { FormProvider, useForm, useWatch, type FieldErrors as FormErrors } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { decimalToBani, formatLei } from '@shop/shared/money';
import { ORDER_NOTES_MAX, type OrderCreated } from '@shop/shared/schemas/checkout';
import { shippingRuleOf, type ShopSettings } from '@shop/shared/schemas/shop-settings';
import { localized, useTranslation } from '@/lib/i18n';
import { Trans } from '@/lib/trans';
import { Button } from '@/components/ui/button';
import { checkboxClass, FormField, Textarea } from '@/components/ui/form-field';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { useReferral, useWallet } from '@/hooks/use-account-money';
import { useCurrentUser } from '@/hooks/use-current-user';
import { useLocalizedPath } from '@/lib/use-localized-path';
import { useIsSignedIn } from '@/stores/auth-store';
import { cartTotalsWithCoupon, referralCoupon, useCartStore, type CartLine } from '@/stores/cart-store';
import { useCreateOrder } from '../api/create-order';
import { useOrder } from '../api/get-order';
import { checkoutKeys } from '../api/query-keys';
import { useRetryPayment } from '../api/retry-payment';
import {
  buildOrderBody,
  type CheckoutValues,
  type FieldMessage,
  type LinesProblem,
} from '../lib/checkout-form';
import {
  checkoutResolver,
  invalidPaths,
  linesProblemOf,
  onlyMissing,
  setServerErrors,
  type OrderContext,
} from '../lib/checkout-resolver';
import {
  clearDraft,
  clearPendingPayment,
  loadDraft,
  loadPendingPayment,
  saveDraft,
  savePendingPayment,
} from '../lib/checkout-session';
import { createIdempotencyKeys } from '@/lib/idempotency';
import { goToPaymentPage } from '../lib/navigation';
import { submitProblem } from '../lib/submit-errors';
import { BillingSection } from './billing-section';
import { ContactSection } from './contact-section';
import { DeliverySection } from './delivery-section';
import { useCheckoutField, useMessageText } from '../hooks/use-checkout-field';
import { OrderSummary } from './order-summary';
import { PaymentSection, walletPart } from './payment-section';

/** A product whose stock is lower than the line asked for. */
type Shortage = { title: string; available: number };

/** What the alert above the submit button says. */
type Problem =
  | { kind: 'validation'; onlyMissing: boolean; linesProblem: LinesProblem | null }
  /** One line the order cannot take as it is (a quantity outside 1..99), named. */
  | { kind: 'line'; title: string; reason: FieldMessage }
  /** This tab's card order still waits for its payment: paying it, or a second order, is asked. */
  | { kind: 'pending'; id: number }
  | { kind: 'coupon'; reason: FieldMessage }
  | { kind: 'stock'; shortages: Shortage[]; detail: string }
  | { kind: 'unavailable'; titles: string[]; detail: string }
  | { kind: 'processing' }
  | { kind: 'too_many' }
  | { kind: 'message'; text: string };

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
 * and the terms. One react-hook-form form (decision 011): the shared order schema checks
 * everything on submit, the first invalid field gets the focus, and the server's field errors are
 * set on the same fields. The draft survives a reload (sessionStorage), the payment choice and
 * the terms are asked again.
 */
export function CheckoutPage({ shop, lines, unavailable, refreshStock }: CheckoutPageProps) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const localizedPath = useLocalizedPath();
  const queryClient = useQueryClient();
  const text = useMessageText();
  const isSignedIn = useIsSignedIn();
  const user = useCurrentUser().data;
  const coupon = useCartStore((state) => state.coupon);
  const createOrder = useCreateOrder();
  const retryPayment = useRetryPayment();
  const [keys] = useState(createIdempotencyKeys);
  const language = languageOf(i18n.language);
  const [draft] = useState(loadDraft);
  const checkoutForm = useForm<CheckoutValues, OrderContext>({
    defaultValues: draft,
    resolver: checkoutResolver,
    // The resolver builds the order from the cart and the language as they are at the submit.
    context: { lines, coupon, language },
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    // Fields register as their sections open (a company's, an easybox), not in screen order:
    // `invalid` focuses the first invalid field on screen itself.
    shouldFocusError: false,
  });
  const [problem, setProblem] = useState<Problem | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [leaving, setLeaving] = useState(false);
  const [checkingStock, setCheckingStock] = useState(false);
  // A card order this tab placed and has not paid yet: the same cart again would order twice.
  const [pending, setPending] = useState(loadPendingPayment);
  // The shopper chose, in so many words, to order again although the pending order is unpaid.
  const secondOrderChosen = useRef(false);
  const pendingOrder = useOrder(pending?.id ?? 0, pending?.key, { enabled: pending !== null });
  const leavingRef = useRef(false);
  const alertRef = useRef<HTMLDivElement>(null);
  const focusAlert = useRef(false);

  // A referred customer's first order: the referral discount, unless a coupon takes its place.
  const referral = useReferral();
  const referralDiscount = !coupon && referral.data?.reducere_disponibila === true;
  const totals = cartTotalsWithCoupon(
    lines,
    coupon ?? (referralDiscount ? referralCoupon(referral.data!.procent_reducere) : null),
    shippingRuleOf(shop),
  );
  const wallet = useWallet();
  const walletBalance = (isSignedIn && wallet.data ? decimalToBani(wallet.data.sold) : null) ?? 0;
  const usesWallet = useWatch({ control: checkoutForm.control, name: 'din_portofel' });
  const fromWallet = walletPart(usesWallet, walletBalance, totals.total);
  const busy = createOrder.isPending || checkingStock || leaving || retryPayment.isPending;

  // Paid, cancelled or expired meanwhile (another tab, the mail's link): nothing waits any more.
  const pendingClosed = pendingOrder.data !== undefined && pendingOrder.data.status !== 'awaiting_payment';
  useEffect(() => {
    if (pendingClosed) clearPendingPayment();
  }, [pendingClosed]);
  const unpaid = pending && !pendingClosed ? pending : null;

  // Back from the card page, the browser may restore this page as it was left (its back-forward
  // cache): still "leaving", with the pending order unknown. Show the page as it is now.
  useEffect(() => {
    const restored = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      setLeaving(false);
      setPending(loadPendingPayment());
    };
    window.addEventListener('pageshow', restored);
    return () => window.removeEventListener('pageshow', restored);
  }, []);

  // Signed-in customers find their details filled in (only where the form is still empty).
  const prefill = user
    ? { id: user.id, email: user.email, nume: user.last_name, prenume: user.first_name }
    : null;
  useEffect(() => {
    if (!prefill) return;
    for (const name of ['email', 'nume', 'prenume'] as const) {
      if (!checkoutForm.getValues(name) && prefill[name]) checkoutForm.setValue(name, prefill[name]);
    }
    // Once per account: what the customer types afterwards stays.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [prefill?.id]);

  useEffect(() => {
    leavingRef.current = leaving;
  }, [leaving]);
  useEffect(() => {
    return checkoutForm.subscribe({
      formState: { values: true },
      callback: ({ values }) => {
        if (!leavingRef.current) saveDraft(values);
      },
    });
  }, [checkoutForm]);

  useEffect(() => {
    if (!focusAlert.current || !problem) return;
    focusAlert.current = false;
    alertRef.current?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
    alertRef.current?.focus({ preventScroll: true });
  }, [problem, attempt]);

  const showProblem = (next: Problem, focus = true) => {
    focusAlert.current = focus;
    setProblem(next);
    setAttempt((value) => value + 1);
  };

  const placed = (order: OrderCreated) => {
    setLeaving(true);
    keys.reset();
    const { key, payment_url: paymentUrl, ...view } = order;
    queryClient.setQueryData(checkoutKeys.order(order.id, key), view);
    if (order.plata === 'card') {
      // The order holds the stock; the cart stays until the payment succeeds (/success).
      savePendingPayment({ id: order.id, key });
      if (paymentUrl) {
        goToPaymentPage(paymentUrl);
      } else {
        // The provider could not be reached: the retry page starts a new attempt.
        void navigate(`${localizedPath('/checkout/plata')}?order=${order.id}`, { replace: true });
      }
      return;
    }
    clearDraft();
    useCartStore.getState().clear();
    void navigate(`${localizedPath('/checkout/success')}?id=${order.id}&key=${encodeURIComponent(key)}`, {
      replace: true,
      state: { order: view },
    });
  };

  const stockProblem = async (
    detail: string,
    kind: 'stock' | 'unavailable',
    known: { id: number; available: number } | null = null,
  ) => {
    setCheckingStock(true);
    const fresh = await refreshStock().catch(() => null);
    setCheckingStock(false);
    // Without a fresh read, the server's answer still names the product and what is left of it.
    const stock = fresh ?? (known ? new Map([[known.id, known.available]]) : null);
    const title = (line: CartLine) => localized(line, 'titlu', i18n.language);
    if (kind === 'unavailable') {
      const gone = stock ? lines.filter((line) => (stock.get(line.id) ?? 0) <= 0).map(title) : [];
      showProblem({ kind: 'unavailable', titles: gone, detail });
      return;
    }
    const shortages: Shortage[] = [];
    for (const line of lines) {
      const available = stock?.get(line.id);
      if (available === undefined || line.cantitate <= available) continue;
      // The line follows the stock (contract §4: quantities are capped at stoc).
      useCartStore.getState().setLineStock(line.id, available);
      shortages.push({ title: title(line), available });
    }
    showProblem({ kind: 'stock', shortages, detail });
  };

  /** Pays the order that waits instead of placing another: a new attempt on the provider's page. */
  const payPending = async () => {
    if (!unpaid || busy) return;
    const retryPath = `${localizedPath('/checkout/plata')}?order=${unpaid.id}&key=${encodeURIComponent(unpaid.key)}`;
    try {
      const { payment_url: paymentUrl } = await retryPayment.mutateAsync({ id: unpaid.id, key: unpaid.key });
      setLeaving(true);
      goToPaymentPage(paymentUrl);
    } catch {
      // The order's own page says why it cannot be paid now (paid meanwhile, expired, no answer).
      void navigate(retryPath);
    }
  };

  /** The form did not pass the shared schema: the lines' problem, or the fields marked. */
  const invalid = (errors: FormErrors<CheckoutValues>) => {
    const linesProblem = linesProblemOf(errors);
    const faultyLine = linesProblem?.line != null ? lines[linesProblem.line] : undefined;
    if (faultyLine && linesProblem) {
      showProblem({
        kind: 'line',
        title: localized(faultyLine, 'titlu', i18n.language),
        reason: { key: linesProblem.key },
      });
      return;
    }
    const first = invalidPaths(errors)[0];
    showProblem({ kind: 'validation', onlyMissing: onlyMissing(errors), linesProblem }, first === undefined);
    if (first) checkoutForm.setFocus(first);
  };

  const send = async (values: CheckoutValues) => {
    const body = buildOrderBody(values, lines, coupon, language);
    setProblem(null);
    const idempotencyKey = keys.keyFor(JSON.stringify(body));
    let order: OrderCreated;
    try {
      order = await createOrder.mutateAsync({ body, idempotencyKey });
    } catch (error) {
      const found = submitProblem(error, coupon);
      switch (found.kind) {
        case 'fields': {
          const marked = setServerErrors(checkoutForm, found.errors);
          showProblem({ kind: 'validation', onlyMissing: false, linesProblem: null }, !marked);
          return;
        }
        case 'coupon':
          useCartStore.getState().setCoupon(null);
          showProblem(found);
          return;
        case 'out_of_stock':
          await stockProblem(
            found.detail,
            'stock',
            found.product !== null && found.available !== null
              ? { id: found.product, available: found.available }
              : null,
          );
          return;
        case 'line': {
          const line = lines[found.index];
          if (line) {
            showProblem({
              kind: 'line',
              title: localized(line, 'titlu', i18n.language),
              reason: found.reason,
            });
          } else {
            showProblem({ kind: 'message', text: text(found.reason) ?? '' });
          }
          return;
        }
        case 'unavailable':
          await stockProblem(found.detail, 'unavailable');
          return;
        default:
          showProblem(found);
          return;
      }
    }
    placed(order);
  };

  const submit = async () => {
    if (busy) return;
    if (unpaid && !secondOrderChosen.current) {
      showProblem({ kind: 'pending', id: unpaid.id });
      return;
    }
    if (coupon && totals.couponMinimum !== null) {
      // The server would refuse the coupon below its minimum: clear it now, as a failed coupon is (contract §4).
      useCartStore.getState().setCoupon(null);
      showProblem({
        kind: 'coupon',
        reason: {
          key: 'checkout.coupon.minimum',
          params: { code: coupon.code, amount: formatLei(totals.couponMinimum) },
        },
      });
      return;
    }
    await checkoutForm.handleSubmit(send, invalid)();
  };

  if (leaving) {
    return (
      <div className="flex min-h-[60vh] items-center justify-center py-24">
        <Spinner label={t('checkout.redirecting')} />
      </div>
    );
  }

  if (lines.length === 0 && unavailable.length === 0) {
    return (
      <div className="mx-auto w-full max-w-page px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
        <h1 className="mb-6 text-3xl font-bold tracking-tight">{t('checkout.title')}</h1>
        <EmptyState
          icon={<ShoppingBag className="size-6" />}
          title={t('checkout.empty_title')}
          description={t('checkout.empty_text')}
          action={
            <Button asChild>
              <Link to={localizedPath('/produse')}>{t('checkout.empty_action')}</Link>
            </Button>
          }
        />
      </div>
    );
  }

  const cartLink = (label: string) => (
    <Link to={localizedPath('/cart')} className="font-semibold text-brand underline underline-offset-2">
      {label}
    </Link>
  );

  let alert: ReactNode = null;
  if (problem) {
    switch (problem.kind) {
      case 'validation':
        alert = problem.linesProblem ? (
          <p>
            {t(problem.linesProblem.key)} {cartLink(t('checkout.alerts.review_cart'))}
          </p>
        ) : (
          <p>{problem.onlyMissing ? t('checkout.errors.fillAll') : t('checkout.alerts.check_fields')}</p>
        );
        break;
      case 'line':
        alert = (
          <p>
            {t('checkout.alerts.line_problem', { title: problem.title, reason: text(problem.reason) ?? '' })}{' '}
            {cartLink(t('checkout.alerts.change_in_cart'))}
          </p>
        );
        break;
      case 'pending':
        alert = (
          <div className="flex flex-col items-start gap-3">
            <p>{t('checkout.pending_question', { id: problem.id })}</p>
            <div className="flex flex-wrap gap-2">
              <Button size="sm" onClick={() => void payPending()}>
                <CreditCard aria-hidden="true" />
                {t('checkout.pending_pay', { id: problem.id })}
              </Button>
              <Button
                variant="secondary"
                size="sm"
                onClick={() => {
                  secondOrderChosen.current = true;
                  void submit();
                }}
              >
                {t('checkout.pending_order_again')}
              </Button>
            </div>
          </div>
        );
        break;
      case 'coupon':
        alert = (
          <p>
            {text(problem.reason)} {t('checkout.alerts.coupon_removed')}
          </p>
        );
        break;
      case 'stock':
        alert = (
          <div className="flex flex-col gap-1">
            {problem.shortages.length > 0 ? (
              problem.shortages.map((shortage) => (
                <p key={shortage.title}>
                  {shortage.available > 0
                    ? t('checkout.alerts.out_of_stock', { title: shortage.title, count: shortage.available })
                    : t('checkout.alerts.sold_out', { title: shortage.title })}
                </p>
              ))
            ) : (
              <p>{problem.detail}</p>
            )}
            <p>{cartLink(t('checkout.alerts.review_cart'))}</p>
          </div>
        );
        break;
      case 'unavailable':
        alert = (
          <p>
            {problem.titles.length > 0
              ? t('checkout.alerts.unavailable', { titles: problem.titles.join(', ') })
              : problem.detail}{' '}
            {cartLink(t('checkout.alerts.review_cart'))}
          </p>
        );
        break;
      case 'processing':
        alert = (
          <div className="flex flex-col items-start gap-2">
            <p>{t('checkout.alerts.processing')}</p>
            <p className="font-normal">{t('checkout.alerts.processing_hint')}</p>
            <Button variant="secondary" size="sm" onClick={() => void submit()}>
              <RotateCw aria-hidden="true" />
              {t('checkout.alerts.retry')}
            </Button>
          </div>
        );
        break;
      case 'too_many':
        alert = <p>{t('checkout.alerts.rate_limited')}</p>;
        break;
      case 'message':
        alert = <p>{problem.text}</p>;
        break;
    }
  }

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

      {unpaid ? (
        <div className="mb-6 flex flex-col gap-3 rounded-lg border border-honey-300 bg-honey-100/60 px-4 py-3 sm:flex-row sm:items-center sm:justify-between">
          <p className="font-semibold">{t('checkout.pending_notice', { id: unpaid.id })}</p>
          <div className="flex shrink-0 flex-wrap gap-2">
            <Button size="sm" onClick={() => void payPending()} aria-disabled={busy || undefined}>
              <CreditCard aria-hidden="true" />
              {t('checkout.pending_pay', { id: unpaid.id })}
            </Button>
            <Button asChild variant="ghost" size="sm">
              <Link
                to={`${localizedPath('/checkout/plata')}?order=${unpaid.id}&key=${encodeURIComponent(unpaid.key)}`}
              >
                {t('checkout.pending_action', { id: unpaid.id })}
              </Link>
            </Button>
          </div>
        </div>
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

              {alert ? (
                <div
                  key={attempt}
                  ref={alertRef}
                  role="alert"
                  tabIndex={-1}
                  className="flex items-start gap-2.5 rounded-lg border border-danger/30 bg-danger-soft px-3.5 py-3 font-semibold text-ink outline-none focus-visible:outline-2"
                >
                  <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-danger" />
                  <div className="min-w-0 flex-1">{alert}</div>
                </div>
              ) : null}

              <div className="flex flex-col gap-3 border-t border-line pt-5">
                <p className="flex items-baseline justify-between gap-4">
                  <span className="text-lg font-bold">{t('checkout.total_to_pay')}</span>
                  <span className="text-2xl font-bold tabular-nums">
                    {formatLei(totals.total - fromWallet)}
                  </span>
                </p>
                <Button
                  type="submit"
                  size="lg"
                  aria-disabled={busy || undefined}
                  className="w-full aria-disabled:cursor-wait aria-disabled:opacity-80"
                >
                  {busy ? <LoaderCircle aria-hidden="true" className="motion-safe:animate-spin" /> : null}
                  {busy ? t('checkout.submitting') : t('checkout.submit')}
                </Button>
                <p className="flex items-center justify-center gap-2 text-sm text-ink-muted">
                  <Lock aria-hidden="true" className="size-4" />
                  {t('checkout.secure_note')}
                </p>
              </div>
            </div>
          </form>
        </FormProvider>
      </div>
    </div>
  );
}

/** The optional notes for the courier, with their counter, and the terms to accept. */
function NotesAndTerms() {
  const { t } = useTranslation();
  const localizedPath = useLocalizedPath();
  const { form, field, errorText } = useCheckoutField();
  const notes = useWatch({ control: form.control, name: 'observatii' });
  const policyLink = 'font-semibold text-brand underline underline-offset-2';

  return (
    <>
      <FormField
        id="checkout-notes"
        label={
          <>
            {t('checkout.notes.label')}
            <span className="font-normal text-ink-muted"> ({t('checkout.optional')})</span>
          </>
        }
        hint={t('checkout.notes.hint')}
        error={errorText('observatii')}
        counter={t('checkout.notes.counter', { count: notes.length, max: ORDER_NOTES_MAX })}
      >
        <Textarea maxLength={ORDER_NOTES_MAX} rows={3} {...field('observatii')} />
      </FormField>
      <FormField
        id="checkout-terms"
        layout="inline"
        error={errorText('accept_termeni')}
        label={
          <Trans
            i18nKey="checkout.terms.label"
            components={{
              terms: <Link to={localizedPath('/termeni-conditii')} target="_blank" className={policyLink} />,
              privacy: (
                <Link
                  to={localizedPath('/politica-confidentialitate')}
                  target="_blank"
                  className={policyLink}
                />
              ),
            }}
          />
        }
      >
        <input type="checkbox" className={checkboxClass} required {...field('accept_termeni')} />
      </FormField>
    </>
  );
}
