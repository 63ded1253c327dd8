import { z } from 'zod';
import { dateParam, errorSchema, intSchema, moneyInputSchema, moneySchema } from '../common';

/** Couriers the shop makes AWBs with (Sameday first; FAN Courier and Cargus fit the same shape). */
export const COURIERS = ['sameday'] as const;

/** Where a parcel is, in the shop's words; the courier's own text is `courier_status`. */
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

export const SHIPMENT_DELIVERIES = ['address', 'pickup_point'] as const;

/** Parcels of one AWB, and the weight bounds a courier takes (grams). */
export const SHIPMENT_PARCELS_MAX = 99;
export const SHIPMENT_WEIGHT_MAX_GRAMS = 1_000_000;

/** An order's AWB as staff see it. */
export const shipmentSchema = z.object({
  id: z.number().int(),
  courier: z.enum(COURIERS),
  awb: z.string(),
  status: z.enum(SHIPMENT_STATES),
  courier_status: z.string().nullable(),
  delivery: z.enum(SHIPMENT_DELIVERIES),
  locker_id: z.string().nullable(),
  weight_grams: z.number().int(),
  parcels: z.number().int(),
  cash_on_delivery: moneySchema,
  insured_value: moneySchema,
  tracking_url: z.string(),
  /** The label's PDF (A6), this API's own route. */
  label_url: z.string(),
  created_at: z.string(),
  cancelled_at: z.string().nullable(),
  delivered_at: z.string().nullable(),
});
export type Shipment = z.infer<typeof shipmentSchema>;

/** What the "Generează AWB" dialog shows first. */
export const awbDefaultsSchema = z.object({
  delivery: z.enum(SHIPMENT_DELIVERIES),
  locker_id: z.string().nullable(),
  weight_grams: z.number().int(),
  parcels: z.number().int(),
  cash_on_delivery: moneySchema,
  insured_value: moneySchema,
});
export type AwbDefaults = z.infer<typeof awbDefaultsSchema>;

export const awbCreateSchema = z.object({
  weight_grams: intSchema(
    1,
    SHIPMENT_WEIGHT_MAX_GRAMS,
    `Greutatea este în grame, între 1 și ${SHIPMENT_WEIGHT_MAX_GRAMS}.`,
  ),
  parcels: intSchema(1, SHIPMENT_PARCELS_MAX, `Numărul de colete este între 1 și ${SHIPMENT_PARCELS_MAX}.`),
  cash_on_delivery: moneyInputSchema('Rambursul este o sumă în lei, de exemplu 149,90.'),
  insured_value: moneyInputSchema('Valoarea declarată este o sumă în lei, de exemplu 149,90.'),
  /** To the door or to the order's locker; by default what the customer chose. */
  delivery: z
    .enum(SHIPMENT_DELIVERIES, { error: 'Livrarea este la adresă sau la punct de ridicare.' })
    .optional(),
});
export type AwbCreateBody = z.input<typeof awbCreateSchema>;

export const AWB_BULK_MAX = 100;

/** The most AWB labels one day's PDF gathers (each is one call to the courier). */
export const AWB_DAY_LABELS_MAX = 300;

const chooseOrdersOrDay = {
  message: 'Alege fie comenzile, fie o zi.',
  path: ['order_ids'],
};

/**
 * The chosen orders, or a day (`AAAA-LL-ZZ`, in the shop's time zone): the orders placed that day
 * that can ship and have no live AWB yet, oldest first, at most `AWB_BULK_MAX` a call.
 */
export const awbBulkCreateSchema = z
  .object({
    order_ids: z
      .array(intSchema(1, 2_147_483_647, 'Număr de comandă greșit.'), { error: 'Alege comenzile.' })
      .min(1, 'Alege cel puțin o comandă.')
      .max(AWB_BULK_MAX, `Cel mult ${AWB_BULK_MAX} de comenzi odată.`)
      .optional(),
    day: dateParam.optional(),
  })
  .refine((body) => (body.order_ids === undefined) !== (body.day === undefined), chooseOrdersOrDay);
export type AwbBulkCreateBody = z.input<typeof awbBulkCreateSchema>;

export const awbBulkResultSchema = z.object({
  results: z.array(
    z.object({
      order_id: z.number().int(),
      shipment: shipmentSchema.nullable(),
      error: errorSchema.nullable(),
    }),
  ),
  /** For a day: its orders still waiting beyond this call's `AWB_BULK_MAX` (call again); else 0. */
  remaining: z.number().int().min(0),
});
export type AwbBulkResult = z.infer<typeof awbBulkResultSchema>;

export const AWB_LABEL_FORMATS = ['A6', 'A4'] as const;

export const awbLabelQuerySchema = z.object({
  format: z.enum(AWB_LABEL_FORMATS, { error: 'Formatul etichetei este A6 sau A4.' }).default('A6'),
});

/** `order_ids=1,2,3`, or `day=AAAA-LL-ZZ` (the live AWBs of the orders placed that day). */
export const awbLabelsQuerySchema = z
  .object({
    order_ids: z
      .string({ error: 'Alege comenzile.' })
      .regex(/^\d{1,10}(,\d{1,10})*$/, 'Numerele comenzilor, despărțite prin virgulă.')
      .transform((value) => [...new Set(value.split(',').map(Number))])
      .refine((ids) => ids.length <= AWB_BULK_MAX, `Cel mult ${AWB_BULK_MAX} de comenzi odată.`)
      .refine((ids) => ids.every((id) => id >= 1 && id <= 2_147_483_647), 'Număr de comandă greșit.')
      .optional(),
    day: dateParam.optional(),
  })
  .refine((query) => (query.order_ids === undefined) !== (query.day === undefined), chooseOrdersOrDay);

/** The customer's view of an order's AWB (`livrare_awb`). */
export const customerAwbSchema = z.object({
  curier: z.enum(COURIERS),
  awb: z.string(),
  url_urmarire: z.string(),
});
export type CustomerAwb = z.infer<typeof customerAwbSchema>;
