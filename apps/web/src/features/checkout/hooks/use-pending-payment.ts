import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useLocalizedPath } from '@/lib/use-localized-path';
import { useOrder } from '../api/get-order';
import { useRetryPayment } from '../api/retry-payment';
import { clearPendingPayment, loadPendingPayment, type PendingPayment } from '../lib/checkout-session';
import { goToPaymentPage } from '../lib/navigation';

/**
 * A card order this tab placed and has not paid yet: the same cart again would order twice, so
 * the page offers to pay it and asks before a second order. Paid, cancelled or expired meanwhile
 * (another tab, the mail's link), nothing waits any more.
 */
/** `onLeaving` is a state setter (stable): the page shows a spinner while it leaves. */
export function usePendingPayment({ onLeaving }: { onLeaving: (leaving: boolean) => void }) {
  const navigate = useNavigate();
  const localizedPath = useLocalizedPath();
  const retryPayment = useRetryPayment();
  const [pending, setPending] = useState(loadPendingPayment);
  // The shopper chose, in so many words, to order again although the pending order is unpaid.
  const secondOrderChosen = useRef(false);
  const pendingOrder = useOrder(pending?.id ?? 0, pending?.key, { enabled: pending !== null });

  const pendingClosed = pendingOrder.data !== undefined && pendingOrder.data.status !== 'awaiting_payment';
  useEffect(() => {
    if (pendingClosed) clearPendingPayment();
  }, [pendingClosed]);
  const unpaid: PendingPayment | null = pending && !pendingClosed ? pending : null;

  // Back from the card page, the browser may restore this page as it was left (its back-forward
  // cache): still "leaving", with the pending order unknown. Show the page as it is now.
  useEffect(() => {
    const restored = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      onLeaving(false);
      setPending(loadPendingPayment());
    };
    window.addEventListener('pageshow', restored);
    return () => window.removeEventListener('pageshow', restored);
  }, [onLeaving]);

  const retryPath = (order: PendingPayment) =>
    `${localizedPath('/checkout/plata')}?order=${order.id}&key=${encodeURIComponent(order.key)}`;

  /** Pays the order that waits instead of placing another: a new attempt on the provider's page. */
  const payPending = async (busy: boolean) => {
    if (!unpaid || busy) return;
    try {
      const { payment_url: paymentUrl } = await retryPayment.mutateAsync({ id: unpaid.id, key: unpaid.key });
      onLeaving(true);
      goToPaymentPage(paymentUrl);
    } catch {
      // The order's own page says why it cannot be paid now (paid meanwhile, expired, no answer).
      void navigate(retryPath(unpaid));
    }
  };

  return {
    unpaid,
    payPending,
    paying: retryPayment.isPending,
    retryPath,
    /** The shopper asked for a second order although this one is unpaid. */
    chooseSecondOrder: () => {
      secondOrderChosen.current = true;
    },
    secondOrderChosen: () => secondOrderChosen.current,
  };
}
