import { useQueryClient } from '@tanstack/react-query';
import { useReducer, useState } from 'react';
import type { FieldErrors, UseFormReturn } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { formatLei } from '@shop/shared/money';
import type { OrderCreated } from '@shop/shared/schemas/checkout';
import { createIdempotencyKeys } from '@/lib/idempotency';
import { localized, useTranslation } from '@/lib/i18n';
import { useLocalizedPath } from '@/lib/use-localized-path';
import { useCartStore, type CartCoupon, type CartLine } from '@/stores/cart-store';
import { useCreateOrder } from '../api/create-order';
import { checkoutKeys } from '../api/query-keys';
import { buildOrderBody, type CheckoutValues } from '../lib/checkout-form';
import { goneLines, NO_PROBLEM, problemReducer, shortagesOf, type Problem } from '../lib/checkout-problem';
import {
  invalidPaths,
  linesProblemOf,
  onlyMissing,
  setServerErrors,
  type OrderContext,
} from '../lib/checkout-resolver';
import {
  checkoutVisitId,
  clearDraft,
  endCheckoutVisit,
  savePendingPayment,
  type PendingPayment,
} from '../lib/checkout-session';
import { goToPaymentPage } from '../lib/navigation';
import { submitProblem } from '../lib/submit-errors';
import { useMessageText } from './use-checkout-field';

type OrderSubmissionOptions = {
  checkoutForm: UseFormReturn<CheckoutValues, OrderContext>;
  lines: CartLine[];
  coupon: CartCoupon | null;
  language: 'ro' | 'en';
  /** The coupon's minimum when the cart is below it (the server would refuse the coupon). */
  couponMinimum: number | null;
  refreshStock: () => Promise<ReadonlyMap<number, number> | null>;
  /** This tab's unpaid card order, and whether the shopper chose to order again anyway. */
  unpaid: PendingPayment | null;
  secondOrderChosen: () => boolean;
  /** Something else keeps the page busy (leaving, paying the pending order). */
  busyElsewhere: boolean;
  onLeaving: (leaving: boolean) => void;
};

/** A placed order leaves the page: for the card page, or for the confirmation with the cart emptied. */
function usePlacedOrder(onLeaving: (leaving: boolean) => void, resetKeys: () => void) {
  const navigate = useNavigate();
  const localizedPath = useLocalizedPath();
  const queryClient = useQueryClient();
  return (order: OrderCreated) => {
    onLeaving(true);
    resetKeys();
    endCheckoutVisit();
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
}

/**
 * The stock read again after the server refused the order for it: the alert names what is gone or
 * short, and the cart's lines are capped to what is left.
 */
function useStockProblem(
  lines: CartLine[],
  refreshStock: () => Promise<ReadonlyMap<number, number> | null>,
  showProblem: (problem: Problem) => void,
) {
  const { i18n } = useTranslation();
  const [checkingStock, setCheckingStock] = useState(false);
  const title = (line: CartLine) => localized(line, 'titlu', i18n.language);

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
    if (kind === 'unavailable') {
      showProblem({ kind: 'unavailable', titles: goneLines(lines, stock).map(title), detail });
      return;
    }
    const shortages = shortagesOf(lines, stock);
    // The lines follow the stock (contract §4: quantities are capped at stoc).
    for (const { line, available } of shortages) useCartStore.getState().setLineStock(line.id, available);
    showProblem({
      kind: 'stock',
      shortages: shortages.map(({ line, available }) => ({ title: title(line), available })),
      detail,
    });
  };

  return { checkingStock, stockProblem };
}

/**
 * Placing the order: the checks before sending, the request with its idempotency key, and each
 * way it can fail turned into the alert's problem (fields marked, coupon dropped, stock read
 * again and the cart capped to it). A placed order leaves for the card page or the confirmation.
 */
export function useOrderSubmission(options: OrderSubmissionOptions) {
  const { checkoutForm, lines, coupon, language, refreshStock, unpaid, onLeaving } = options;
  const { i18n } = useTranslation();
  const text = useMessageText();
  const createOrder = useCreateOrder();
  const [keys] = useState(createIdempotencyKeys);
  const [problemState, dispatch] = useReducer(problemReducer, NO_PROBLEM);
  const showProblem = (problem: Problem, focus = true) => dispatch({ type: 'show', problem, focus });
  const { checkingStock, stockProblem } = useStockProblem(lines, refreshStock, showProblem);
  const placed = usePlacedOrder(onLeaving, keys.reset);
  const busy = createOrder.isPending || checkingStock || options.busyElsewhere;
  const title = (line: CartLine) => localized(line, 'titlu', i18n.language);

  /** The form did not pass the shared schema: the lines' problem, or the fields marked. */
  const invalid = (errors: FieldErrors<CheckoutValues>) => {
    const linesProblem = linesProblemOf(errors);
    const faultyLine = linesProblem?.line != null ? lines[linesProblem.line] : undefined;
    if (faultyLine && linesProblem) {
      showProblem({ kind: 'line', title: title(faultyLine), reason: { key: linesProblem.key } });
      return;
    }
    const first = invalidPaths(errors)[0];
    showProblem({ kind: 'validation', onlyMissing: onlyMissing(errors), linesProblem }, first === undefined);
    if (first) checkoutForm.setFocus(first);
  };

  /** The server refused the order: say why, where the shopper can act on it. */
  const refused = async (error: unknown) => {
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
        showProblem(
          line
            ? { kind: 'line', title: title(line), reason: found.reason }
            : { kind: 'message', text: text(found.reason) ?? '' },
        );
        return;
      }
      case 'unavailable':
        await stockProblem(found.detail, 'unavailable');
        return;
      case 'variant_required':
        showProblem({
          kind: 'variant_required',
          titles: lines.filter((line) => found.products.includes(line.id)).map(title),
        });
        return;
      default:
        showProblem(found);
        return;
    }
  };

  const send = async (values: CheckoutValues) => {
    const body = { ...buildOrderBody(values, lines, coupon, language), sesiune_checkout: checkoutVisitId() };
    dispatch({ type: 'clear' });
    const idempotencyKey = keys.keyFor(JSON.stringify(body));
    let order: OrderCreated;
    try {
      order = await createOrder.mutateAsync({ body, idempotencyKey });
    } catch (error) {
      await refused(error);
      return;
    }
    placed(order);
  };

  const submit = async () => {
    if (busy) return;
    if (unpaid && !options.secondOrderChosen()) {
      showProblem({ kind: 'pending', id: unpaid.id });
      return;
    }
    if (coupon && options.couponMinimum !== null) {
      // The server would refuse the coupon below its minimum: clear it now, as a failed coupon is (contract §4).
      useCartStore.getState().setCoupon(null);
      showProblem({
        kind: 'coupon',
        reason: {
          key: 'checkout.coupon.minimum',
          params: { code: coupon.code, amount: formatLei(options.couponMinimum) },
        },
      });
      return;
    }
    await checkoutForm.handleSubmit(send, invalid)();
  };

  return { problemState, submit, busy };
}
