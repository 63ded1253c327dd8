/**
 * The statuses of an order and the only transitions allowed between them: one table, read by the
 * API (every status change is checked against it) and by the web app (what the admin may offer).
 */
export const ORDER_STATUSES = [
  'awaiting_payment',
  'placed',
  'processing',
  'shipped',
  'delivered',
  'cancelled',
  'refunded',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const ORDER_TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  // Card and bank transfer wait for the money; paying places the order, expiry cancels it.
  awaiting_payment: ['placed', 'cancelled'],
  placed: ['processing', 'cancelled'],
  processing: ['shipped', 'cancelled'],
  shipped: ['delivered'],
  // A return (30 days) after delivery, or the money of a cancelled paid order, is refunded.
  delivered: ['refunded'],
  cancelled: ['refunded'],
  refunded: [],
};

export function canTransition(from: OrderStatus, to: OrderStatus): boolean {
  return ORDER_TRANSITIONS[from].includes(to);
}

/** Statuses whose order still holds its stock: cancelling from one of these puts the stock back. */
export const STOCK_HOLDING_STATUSES: readonly OrderStatus[] = ['awaiting_payment', 'placed', 'processing'];

/** Statuses from which cancelling is allowed (and returns the stock). */
export const CANCELLABLE_STATUSES: readonly OrderStatus[] = (
  Object.keys(ORDER_TRANSITIONS) as OrderStatus[]
).filter((status) => canTransition(status, 'cancelled'));

/** Labels for people, by language. */
export const ORDER_STATUS_LABELS: Readonly<Record<OrderStatus, { ro: string; en: string }>> = {
  awaiting_payment: { ro: 'În așteptarea plății', en: 'Awaiting payment' },
  placed: { ro: 'Plasată', en: 'Placed' },
  processing: { ro: 'În procesare', en: 'Processing' },
  shipped: { ro: 'Expediată', en: 'Shipped' },
  delivered: { ro: 'Livrată', en: 'Delivered' },
  cancelled: { ro: 'Anulată', en: 'Cancelled' },
  refunded: { ro: 'Rambursată', en: 'Refunded' },
};

/** What a placed order whose payment arrived is called: "Plasată" would read as still to be paid. */
export const ORDER_PAID_LABEL = { ro: 'Plătită', en: 'Paid' } as const;

/** The status a customer reads: a placed order that is paid says so. */
export function orderStatusLabel(status: OrderStatus, paid: boolean, language: 'ro' | 'en'): string {
  return paid && status === 'placed' ? ORDER_PAID_LABEL[language] : ORDER_STATUS_LABELS[status][language];
}

/**
 * What staff may choose by hand from each status: the table above without the steps that belong
 * to money. `awaiting_payment → placed` is the payment provider's (a verified payment event),
 * except for a bank transfer, whose arrival only staff see on the shop's statement; and
 * `→ refunded` follows from refunds that add up to what was paid, never from a button.
 */
export function staffTransitions(from: OrderStatus, paymentMethod?: string): OrderStatus[] {
  return ORDER_TRANSITIONS[from].filter(
    (to) =>
      to !== 'refunded' &&
      !(from === 'awaiting_payment' && to === 'placed' && paymentMethod !== 'bank_transfer'),
  );
}

/** Where an order's money stands, for staff: from its payment and the refunds recorded on it. */
export const ORDER_PAYMENT_STATES = ['unpaid', 'paid', 'partially_refunded', 'refunded'] as const;
export type OrderPaymentState = (typeof ORDER_PAYMENT_STATES)[number];

export function orderPaymentState(paid: boolean, total: number, refunded: number): OrderPaymentState {
  if (!paid) return 'unpaid';
  if (refunded <= 0) return 'paid';
  return refunded >= total ? 'refunded' : 'partially_refunded';
}
