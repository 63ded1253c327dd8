import { z } from 'zod';
import { errorSchema, idSchema, intSchema, moneyInputSchema, moneySchema, textSchema } from './common';

/**
 * Shipments with a courier (AWBs): what the admin's order screens, the bulk actions and the
 * customer's order page read and send. Money as the shop's decimal strings ("149.90"), weights in
 * grams.
 */

export const COURIER_NAMES = ['sameday'] as const;
export type CourierName = (typeof COURIER_NAMES)[number];

/** Where a parcel is, in the shop's words (the courier's own text is `courier_status`). */
export const SHIPMENT_STATES = [
  'registered',
  'picked_up',
  'in_transit',
  'out_for_delivery',
  'delivered',
  'returned',
  'cancelled',
  'failed',
] as const;
export type ShipmentState = (typeof SHIPMENT_STATES)[number];

/** To the recipient's door, or to a locker / out-of-home point (Sameday's `lockerLastMile`). */
export const SHIPMENT_DELIVERIES = ['address', 'pickup_point'] as const;
export type ShipmentDelivery = (typeof SHIPMENT_DELIVERIES)[number];

/** Label page sizes the courier prints: A6 (a label printer) by default, A4 for an office printer. */
export const AWB_LABEL_FORMATS = ['A6', 'A4'] as const;
export type AwbLabelFormat = (typeof AWB_LABEL_FORMATS)[number];

/** Most orders one bulk AWB or labels request takes. */
export const AWB_BULK_MAX = 100;
/** Most parcels one AWB carries, and the heaviest shipment the form takes (grams). */
export const AWB_PARCELS_MAX = 99;
export const AWB_WEIGHT_MAX_GRAMS = 1_000_000;

/** One AWB of an order: live, or kept after its cancellation (`cancelled_at`). */
export const shipmentSchema = z.object({
  id: z.number().int(),
  courier: z.enum(COURIER_NAMES),
  awb: z.string(),
  status: z.enum(SHIPMENT_STATES),
  courier_status: z.string().nullable(),
  delivery: z.enum(SHIPMENT_DELIVERIES),
  /** The pickup point's courier id, for `pickup_point` deliveries. */
  locker_id: z.string().nullable(),
  weight_grams: z.number().int(),
  parcels: z.number().int(),
  cash_on_delivery: moneySchema,
  insured_value: moneySchema,
  /** The courier's public page where the parcel is followed. */
  tracking_url: z.string(),
  /** The API route of the label PDF (`GET /api/admin/orders/{id}/awb/label.pdf`). */
  label_url: z.string(),
  created_at: z.string(),
  cancelled_at: z.string().nullable(),
  delivered_at: z.string().nullable(),
});
export type Shipment = z.infer<typeof shipmentSchema>;

/** What the admin order detail (`GET /api/admin/orders/{id}/`) adds about shipping. */
export const adminOrderShippingSchema = z.object({
  /** The order's latest AWB, live or cancelled; null before the first. */
  shipment: shipmentSchema.nullable(),
  /** A courier is configured and the order is in a state that can ship now. */
  awb_available: z.boolean(),
});
export type AdminOrderShipping = z.infer<typeof adminOrderShippingSchema>;

/** `GET /api/admin/orders/{id}/awb/defaults`: what the "Generează AWB" dialog shows first. */
export const awbDefaultsSchema = z.object({
  delivery: z.enum(SHIPMENT_DELIVERIES),
  locker_id: z.string().nullable(),
  /** The order's products' weights (a default per product without one). */
  weight_grams: z.number().int(),
  parcels: z.number().int(),
  /** The order's total for a cash-on-delivery order, else "0.00". */
  cash_on_delivery: moneySchema,
  insured_value: moneySchema,
});
export type AwbDefaults = z.infer<typeof awbDefaultsSchema>;

/** `POST /api/admin/orders/{id}/awb` (with `Idempotency-Key`). */
export const awbCreateSchema = z.object({
  weight_grams: intSchema(
    1,
    AWB_WEIGHT_MAX_GRAMS,
    `Greutatea este în grame, între 1 și ${AWB_WEIGHT_MAX_GRAMS}.`,
  ),
  parcels: intSchema(1, AWB_PARCELS_MAX, `Numărul de colete este între 1 și ${AWB_PARCELS_MAX}.`),
  cash_on_delivery: moneyInputSchema('Scrie suma rambursului, de exemplu 149,90 (0 fără ramburs).', {
    min: 0,
    max: 100_000_000,
  }),
  insured_value: moneyInputSchema('Scrie valoarea declarată, de exemplu 149,90 (0 fără asigurare).', {
    min: 0,
    max: 100_000_000,
  }),
  /** Absent: as the order was placed (a locker order goes to its locker). */
  delivery: z
    .enum(SHIPMENT_DELIVERIES, { error: 'Alege livrarea: la adresă sau la punct de ridicare.' })
    .optional(),
});
export type AwbCreateBody = z.input<typeof awbCreateSchema>;

/** `?format=A6|A4` of the label PDF. */
export const awbLabelQuerySchema = z.object({
  format: z.enum(AWB_LABEL_FORMATS, { error: 'Formatul etichetei este A6 sau A4.' }).optional(),
});

/** `POST /api/admin/awb/bulk`: one AWB for each order, as the single route would make it. */
export const awbBulkSchema = z.object({
  order_ids: z
    .array(idSchema('Comandă necunoscută.'))
    .min(1, 'Alege cel puțin o comandă.')
    .max(AWB_BULK_MAX, `Cel mult ${AWB_BULK_MAX} de comenzi odată.`),
});
export type AwbBulkBody = z.input<typeof awbBulkSchema>;

export const awbBulkResultSchema = z.object({
  results: z.array(
    z.object({
      order_id: z.number().int(),
      shipment: shipmentSchema.nullable(),
      /** Why this order got no AWB (`shipping.awb_exists`, `shipping.not_shippable`, …). */
      error: errorSchema.required().nullable(),
    }),
  ),
});
export type AwbBulkResult = z.infer<typeof awbBulkResultSchema>;

/** `GET /api/admin/awb/labels.pdf?order_ids=1,2,3`: every live AWB's label in one PDF. */
export const awbLabelsQuerySchema = z.object({
  order_ids: textSchema()
    .trim()
    .max(1100)
    .regex(/^\d{1,10}(,\d{1,10})*$/, 'Scrie numerele comenzilor despărțite prin virgulă.')
    .transform((value) => [...new Set(value.split(',').map(Number))])
    .pipe(
      z
        .array(idSchema('Comandă necunoscută.'))
        .min(1)
        .max(AWB_BULK_MAX, `Cel mult ${AWB_BULK_MAX} de comenzi odată.`),
    ),
});

/** The customer's order (account and guest views): the live AWB and where to follow the parcel. */
export const livrareAwbSchema = z
  .object({
    curier: z.enum(COURIER_NAMES),
    awb: z.string(),
    url_urmarire: z.string(),
  })
  .nullable();
export type LivrareAwb = z.infer<typeof livrareAwbSchema>;

/** What the customer's order answers add: `livrare_awb`, null without a live AWB. */
export const orderTrackingSchema = z.object({ livrare_awb: livrareAwbSchema });
export type OrderTracking = z.infer<typeof orderTrackingSchema>;
