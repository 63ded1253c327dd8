import { SHOP_TIME_ZONE } from '@shop/shared/constants';
import { ORDER_STATUS_LABELS, orderPaymentState, type OrderPaymentState } from '@shop/shared/order-status';
import { csvMoney } from '../../../lib/csv';
import type { OrderPaymentMethod } from '../payments/payments.service';
import type { AdminOrderExportRow } from './orders-admin.repository';

/** The orders file's columns, in Romanian as staff and their accountant read them. */
export const ORDERS_CSV_COLUMNS = [
  'Nr. comandă',
  'Data',
  'Status',
  'Nume',
  'Prenume',
  'Email',
  'Telefon',
  'Livrare',
  'Județ',
  'Localitate',
  'Metodă de plată',
  'Stare plată',
  'Subtotal (lei)',
  'Reducere (lei)',
  'Transport (lei)',
  'Total (lei)',
  'Rambursat (lei)',
  'Cupon',
  'Etichete',
] as const;

const PAYMENT_METHOD_LABELS: Record<OrderPaymentMethod, string> = {
  card: 'Card',
  cash_on_delivery: 'Ramburs',
  bank_transfer: 'Transfer bancar',
  wallet: 'Portofel',
};

const PAYMENT_STATE_LABELS: Record<OrderPaymentState, string> = {
  unpaid: 'Neplătită',
  paid: 'Plătită',
  partially_refunded: 'Rambursată parțial',
  refunded: 'Rambursată',
};

/** "2026-11-27 14:05", the shop's local time (as the admin shows it). */
const localTime = new Intl.DateTimeFormat('sv-SE', {
  timeZone: SHOP_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});

/** One order's cells, in the order of ORDERS_CSV_COLUMNS; money as Excel set to Romanian reads it. */
export function orderCsvCells(row: AdminOrderExportRow): (string | number | null)[] {
  return [
    row.id,
    localTime.format(row.createdAt),
    ORDER_STATUS_LABELS[row.status].ro,
    row.lastName,
    row.firstName,
    row.email,
    row.phone,
    row.deliveryMethod === 'locker' ? 'Easybox' : 'Curier',
    row.deliveryCounty,
    row.deliveryCity,
    PAYMENT_METHOD_LABELS[row.paymentMethod],
    PAYMENT_STATE_LABELS[orderPaymentState(row.paid, row.total, row.refunded)],
    csvMoney(row.subtotal),
    csvMoney(row.discount),
    csvMoney(row.shippingCost),
    csvMoney(row.total),
    csvMoney(row.refunded),
    row.couponCode,
    row.tags.join(', '),
  ];
}
