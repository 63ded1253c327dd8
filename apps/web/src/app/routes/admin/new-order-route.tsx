import { NewOrder } from '@/features/admin/orders/order-new';
import { LockerPicker } from '@/features/checkout/components/locker-picker';

/** Staff's manual order with the checkout's easybox picker: features meet here, not in each other. */
export function NewOrderRoute() {
  return <NewOrder LockerPicker={LockerPicker} />;
}
