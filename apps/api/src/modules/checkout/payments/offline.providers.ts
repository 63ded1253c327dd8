import type { PaymentProvider } from './provider';

/** Cash on delivery: the courier collects the money; nothing to start. */
export const cashProvider: PaymentProvider = {
  name: 'cash',
  online: false,
  start: async () => ({}),
};

/** Bank transfer: the customer pays to the shop's IBAN with the order's reference; staff confirm it. */
export const transferProvider: PaymentProvider = {
  name: 'transfer',
  online: false,
  start: async () => ({}),
};

/** The customer's wallet, when it pays the whole order: the money moved when the order was placed. */
export const walletProvider: PaymentProvider = {
  name: 'wallet',
  online: false,
  start: async () => ({}),
};

/** The reference a transfer must carry, so the shop can match the money to the order. */
export function transferReference(orderId: number): string {
  return `Comanda ${orderId}`;
}
