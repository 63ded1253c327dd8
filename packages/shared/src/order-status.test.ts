import { describe, expect, it } from 'vitest';
import {
  CANCELLABLE_STATUSES,
  ORDER_STATUSES,
  ORDER_STATUS_LABELS,
  ORDER_TRANSITIONS,
  STOCK_HOLDING_STATUSES,
  canTransition,
  orderPaymentState,
  orderStatusLabel,
  staffTransitions,
} from './order-status';

describe('order status transitions', () => {
  it('covers every status, and every target is a known status', () => {
    expect(Object.keys(ORDER_TRANSITIONS).sort()).toEqual([...ORDER_STATUSES].sort());
    for (const targets of Object.values(ORDER_TRANSITIONS)) {
      for (const target of targets) expect(ORDER_STATUSES).toContain(target);
    }
    expect(Object.keys(ORDER_STATUS_LABELS).sort()).toEqual([...ORDER_STATUSES].sort());
  });

  it('follows an order from payment to delivery and refund', () => {
    expect(canTransition('awaiting_payment', 'placed')).toBe(true);
    expect(canTransition('placed', 'processing')).toBe(true);
    expect(canTransition('processing', 'shipped')).toBe(true);
    expect(canTransition('shipped', 'delivered')).toBe(true);
    expect(canTransition('delivered', 'refunded')).toBe(true);
    expect(canTransition('cancelled', 'refunded')).toBe(true);
  });

  it('refuses skipping steps, going back, and leaving a final status', () => {
    expect(canTransition('awaiting_payment', 'shipped')).toBe(false);
    expect(canTransition('awaiting_payment', 'processing')).toBe(false);
    expect(canTransition('placed', 'awaiting_payment')).toBe(false);
    expect(canTransition('shipped', 'cancelled')).toBe(false);
    expect(canTransition('delivered', 'cancelled')).toBe(false);
    expect(canTransition('cancelled', 'placed')).toBe(false);
    expect(canTransition('refunded', 'placed')).toBe(false);
    expect(ORDER_TRANSITIONS.refunded).toEqual([]);
    for (const status of ORDER_STATUSES) expect(canTransition(status, status)).toBe(false);
  });

  it('cancels only orders that still hold their stock', () => {
    expect([...CANCELLABLE_STATUSES].sort()).toEqual(['awaiting_payment', 'placed', 'processing']);
    expect([...STOCK_HOLDING_STATUSES].sort()).toEqual([...CANCELLABLE_STATUSES].sort());
  });
});

describe('orderStatusLabel', () => {
  it('says a placed order whose payment arrived is paid, in both languages', () => {
    expect(orderStatusLabel('placed', true, 'ro')).toBe('Plătită');
    expect(orderStatusLabel('placed', true, 'en')).toBe('Paid');
    expect(orderStatusLabel('placed', false, 'ro')).toBe('Plasată');
    expect(orderStatusLabel('shipped', true, 'ro')).toBe('Expediată');
    expect(orderStatusLabel('awaiting_payment', false, 'en')).toBe('Awaiting payment');
  });
});

describe('staff transitions', () => {
  it('offers staff the table without the steps that belong to money', () => {
    expect(staffTransitions('awaiting_payment')).toEqual(['cancelled']);
    expect(staffTransitions('awaiting_payment', 'card')).toEqual(['cancelled']);
    expect(staffTransitions('awaiting_payment', 'bank_transfer')).toEqual(['placed', 'cancelled']);
    expect(staffTransitions('placed')).toEqual(['processing', 'cancelled']);
    expect(staffTransitions('processing')).toEqual(['shipped', 'cancelled']);
    expect(staffTransitions('shipped')).toEqual(['delivered']);
    expect(staffTransitions('delivered')).toEqual([]);
    expect(staffTransitions('cancelled')).toEqual([]);
    expect(staffTransitions('refunded')).toEqual([]);
  });

  it('never offers staff a step the table refuses', () => {
    for (const from of ORDER_STATUSES) {
      for (const to of staffTransitions(from)) expect(canTransition(from, to)).toBe(true);
    }
  });
});

describe('order payment state', () => {
  it('reads unpaid, paid, partially refunded and refunded from the amounts', () => {
    expect(orderPaymentState(false, 10000, 0)).toBe('unpaid');
    expect(orderPaymentState(true, 10000, 0)).toBe('paid');
    expect(orderPaymentState(true, 10000, 1)).toBe('partially_refunded');
    expect(orderPaymentState(true, 10000, 9999)).toBe('partially_refunded');
    expect(orderPaymentState(true, 10000, 10000)).toBe('refunded');
  });
});
