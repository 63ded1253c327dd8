import { DeliveryInfo } from './delivery-info';
import { PaymentMethods } from './payment-methods';

/** Delivery and payment, under the buy button: loaded as one part of the page (decision 077). */
export function PurchaseNotes() {
  return (
    <>
      <DeliveryInfo />
      <PaymentMethods />
    </>
  );
}
