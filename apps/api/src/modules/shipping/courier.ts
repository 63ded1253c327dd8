/**
 * One interface for every courier (Sameday first; FAN Courier and Cargus have the same shape), so
 * that the admin's AWB screens, the status sync and the locker sync never name a courier.
 * Amounts in bani, weights in grams, times as Dates.
 */

export type CourierName = 'sameday';

/** A weekday's opening hours, `day` 1 (Monday) to 7 (Sunday), times "HH:MM" in Romania's time. */
export type OpeningHours = { day: number; opens: string; closes: string };

/** A place a parcel can be picked up from: an easybox locker or an out-of-home point (a shop). */
export type PickupPoint = {
  /** The courier's own id, as its AWB API takes it (Sameday's `lockerLastMile`). */
  courierId: string;
  kind: 'locker' | 'ooh';
  name: string;
  address: string;
  city: string;
  /** The county's name as the courier gives it (the sync maps it to ours). */
  county: string;
  postalCode: string;
  latitude: number | null;
  longitude: number | null;
  openingHours: OpeningHours[];
  /** The courier may list a point it has closed for a while. */
  active: boolean;
};

/** What an AWB is made from: the order's parcel and its recipient. */
export type ShipmentRequest = {
  /** Our order id: the AWB's client reference, so the courier's records point back at the order. */
  orderId: number;
  /** To the door, or to a locker / out-of-home point (`lockerLastMile` at Sameday). */
  delivery: { kind: 'address' } | { kind: 'pickup_point'; courierId: string };
  weightGrams: number;
  parcels: number;
  /** Cash the courier collects (0 unless the order pays on delivery). */
  cashOnDelivery: number;
  /** The declared value the courier insures. */
  insuredValue: number;
  recipient: {
    name: string;
    phone: string;
    email: string;
    /** For `pickup_point` deliveries the courier still asks for the recipient's address. */
    address: string;
    city: string;
    county: string;
    postalCode: string;
    /** A company name, when the recipient is one. */
    company?: string;
  };
  /** A note for the courier ("Comanda nr. 1234"). */
  observation?: string;
};

export type CreatedShipment = {
  awb: string;
  /** The courier's price for it, when it says. */
  cost: number | null;
};

/** Where a parcel is, in our words; `courierStatus` keeps the courier's own text for staff. */
export type ShipmentState =
  | 'registered'
  | 'picked_up'
  | 'in_transit'
  | 'out_for_delivery'
  | 'delivered'
  | 'returned'
  | 'cancelled'
  | 'failed';

export type ShipmentStatus = {
  awb: string;
  state: ShipmentState;
  courierStatus: string;
  at: Date;
};

export interface Courier {
  readonly name: CourierName;
  /** The price of a shipment before making it. */
  quote(request: ShipmentRequest): Promise<{ amount: number }>;
  /** Makes the AWB. Not idempotent at the courier: callers make sure they call it once. */
  createShipment(request: ShipmentRequest): Promise<CreatedShipment>;
  /** The label to print, as a PDF. */
  label(awb: string, format: 'A4' | 'A6'): Promise<Buffer>;
  cancel(awb: string): Promise<void>;
  /** Every status change the courier recorded in the window (couriers keep no webhooks). */
  statusSync(from: Date, to: Date): Promise<ShipmentStatus[]>;
  /** Every locker and out-of-home point, whole (the sync compares it with what the shop has). */
  pickupPoints(): Promise<PickupPoint[]>;
  /** The public page where the customer follows the parcel. */
  trackingUrl(awb: string): string;
  /** Signs in and reads one harmless thing; throws an Error with a message staff can act on. */
  testConnection(): Promise<void>;
}
