import type { Locker } from '@shop/shared/schemas/checkout';
import type { LockerRow } from './lockers.repository';

export function toLocker(row: LockerRow): Locker {
  return {
    id: row.id,
    nume: row.name,
    adresa: row.address,
    localitate: row.city,
    judet: row.county,
    cod_postal: row.postal_code,
  };
}
