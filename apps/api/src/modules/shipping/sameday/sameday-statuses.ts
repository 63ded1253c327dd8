import type { ShipmentState } from '../courier';

/**
 * Sameday's parcel statuses in our words. Sameday reports a `statusId` and a `statusState`, the
 * group the status belongs to ("Comanda curier primita", "Colete in curs de livrare", "Colete
 * livrate"…). The ids we know by number win; otherwise the group's words decide, so that a new
 * status Sameday adds to a known group still lands in the right state.
 */
const BY_ID: Readonly<Record<number, ShipmentState>> = {
  1: 'registered', // "AWB Emis"
  9: 'delivered', // "Livrata cu succes"
  33: 'out_for_delivery', // "In livrare la curier"
};

const BY_STATE_WORDS: readonly [RegExp, ShipmentState][] = [
  [/anulat/i, 'cancelled'],
  [/retur/i, 'returned'],
  [/livrate|livrat cu succes/i, 'delivered'],
  [/esuat|e\u0219uat|refuz|nelivrat/i, 'failed'],
  [/in livrare|în livrare/i, 'out_for_delivery'],
  [/curs de livrare|tranzit|hub|depozit/i, 'in_transit'],
  [/ridicat|preluat|predat curier/i, 'picked_up'],
  [/comanda curier primita|emis/i, 'registered'],
];

export function samedayShipmentState(statusId: number, statusState: string, status: string): ShipmentState {
  const known = BY_ID[statusId];
  if (known) return known;
  for (const [words, state] of BY_STATE_WORDS) {
    if (words.test(statusState) || words.test(status)) return state;
  }
  // A status we cannot place says at least that the parcel is moving.
  return 'in_transit';
}
