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
    tip: row.kind,
    program: row.opening_hours.map((h) => ({ zi: h.day, de_la: h.opens, pana_la: h.closes })),
  };
}
