import { findCounty, normalizeLocality } from '@shop/shared/romania';
import type { OrderCreateInput } from '@shop/shared/schemas/checkout';
import type { Executor } from '../../../db/client';
import { badRequest } from '../../../lib/errors';
import type { LockersService } from '../lockers/lockers.service';
import type { NewOrderRow } from './orders.repository';

type DeliveryInput = OrderCreateInput['livrare'];
type Locker = NonNullable<Awaited<ReturnType<LockersService['findActive']>>>;

/** Where an order goes: a typed courier address, or an easybox locker open now. */
export type ResolvedDelivery =
  | { method: 'locker'; locker: Locker }
  | { method: 'courier'; address: Extract<DeliveryInput, { metoda: 'curier' }> };

/** The delivery an order asks for, its easybox read again (400 when it closed meanwhile). */
export async function resolveDelivery(
  lockers: Pick<LockersService, 'findActive'>,
  tx: Executor,
  input: DeliveryInput,
): Promise<ResolvedDelivery> {
  if (input.metoda === 'curier') return { method: 'courier', address: input };
  const locker = await lockers.findActive(tx, input.locker_id);
  if (locker) return { method: 'locker', locker };
  const message = 'Easybox-ul ales nu mai este disponibil. Alege altul.';
  throw badRequest('checkout.locker_unavailable', message, { 'livrare.locker_id': [message] });
}

/** The order's delivery columns for a delivery (an easybox's fields, or the typed address). */
export function deliveryColumns(
  delivery: ResolvedDelivery,
): Pick<
  NewOrderRow,
  | 'deliveryMethod'
  | 'deliveryCounty'
  | 'deliveryCity'
  | 'deliveryAddress'
  | 'deliveryPostalCode'
  | 'lockerId'
  | 'lockerName'
> {
  if (delivery.method === 'locker') {
    const { locker } = delivery;
    return {
      deliveryMethod: 'locker',
      // The carrier's locker list, in the shape typed addresses have (decision 049): the
      // county's name, București's sector from the locker's postal code.
      deliveryCounty: findCounty(locker.county)?.name ?? locker.county,
      deliveryCity: normalizeLocality(locker.county, locker.city, locker.postal_code) ?? locker.city,
      deliveryAddress: locker.address,
      deliveryPostalCode: locker.postal_code,
      lockerId: locker.id,
      lockerName: locker.name,
    };
  }
  return {
    deliveryMethod: 'courier',
    deliveryCounty: delivery.address.judet,
    deliveryCity: delivery.address.localitate,
    deliveryAddress: delivery.address.adresa,
    deliveryPostalCode: delivery.address.cod_postal,
    lockerId: null,
    lockerName: null,
  };
}
