import { z } from 'zod';
import { LANGUAGES, ORDER_MAX_QUANTITY } from '../constants';
import { ORDER_STATUSES } from '../order-status';
import { customerAwbSchema } from './admin/shipping';
import {
  checkCnp,
  findCounty,
  isPersonName,
  isPostalCode,
  normalizeRomanianPhone,
  normalizeLocality,
  normalizeTradeRegisterNumber,
  parseCui,
  CNP_INPUT,
  CUI_INPUT,
  POSTAL_CODE_INPUT,
  ROMANIAN_MOBILE_INPUT,
  TRADE_REGISTER_INPUT,
} from '../romania';
import {
  idSchema,
  intParam,
  intSchema,
  moneySchema,
  pageSchema,
  positiveIntParam,
  textSchema,
} from './common';

// ---------------------------------------------------------------------------------------------------------
// Limits
// ---------------------------------------------------------------------------------------------------------

export const ORDER_MAX_LINES = 50;
export { ORDER_MAX_QUANTITY };
export const ORDER_NOTES_MAX = 500;
/** Header that makes a retried order submit return the same order (contract §7). */
export const IDEMPOTENCY_HEADER = 'idempotency-key';

export const PAYMENT_METHODS = ['card', 'ramburs', 'transfer', 'wallet'] as const;
/**
 * Where a card payment's page sends the customer back: the shop's own page (`web`, the default), or
 * the native app's deep link (`app`), which opened the payment page in the system browser.
 */
export const PAYMENT_RETURN_TARGETS = ['web', 'app'] as const;
export type PaymentReturnTarget = (typeof PAYMENT_RETURN_TARGETS)[number];
const paymentReturnTargetSchema = z.enum(PAYMENT_RETURN_TARGETS, { error: 'Valoare invalidă: web sau app.' });
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const DELIVERY_METHODS = ['curier', 'easybox'] as const;
export type DeliveryMethod = (typeof DELIVERY_METHODS)[number];
export const PAYMENT_STATUSES = [
  'pending',
  'succeeded',
  'failed',
  'cancelled',
  'expired',
  'refunded',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export const PAYMENT_PROVIDERS = ['cash', 'transfer', 'sandbox', 'stripe', 'netopia', 'wallet'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

// ---------------------------------------------------------------------------------------------------------
// Messages (Romanian, in the words of contract §5 and §8 where they have them)
// ---------------------------------------------------------------------------------------------------------

export const CHECKOUT_MESSAGES = {
  fillAll: 'Completează toate câmpurile!',
  emptyCart: 'Coșul este gol.',
  tooManyLines: `O comandă poate avea cel mult ${ORDER_MAX_LINES} de produse diferite.`,
  product: 'Produs invalid.',
  quantity: `Cantitatea trebuie să fie între 1 și ${ORDER_MAX_QUANTITY}.`,
  emailRequired: 'Completează emailul!',
  emailInvalid: 'Adresă email invalidă.',
  phoneRequired: 'Completează numărul de telefon.',
  phoneInvalid: 'Număr de telefon invalid. Folosește un număr de mobil, de exemplu 0722 123 456.',
  lastNameRequired: 'Completează numele.',
  firstNameRequired: 'Completează prenumele.',
  nameTooLong: 'Cel mult 100 de caractere.',
  nameInvalid: 'Numele trebuie să conțină litere; sunt permise și spații, cratime, apostrofuri și puncte.',
  deliveryMethod: 'Alege metoda de livrare: curier sau easybox.',
  countyRequired: 'Alege județul.',
  countyInvalid: 'Județ necunoscut. Alege unul din listă.',
  cityRequired: 'Completează localitatea.',
  sectorRequired:
    'În București localitatea este sectorul: alege Sector 1–6 (sau scrie un cod poștal din București).',
  addressRequired: 'Completează adresa: strada, numărul, blocul și apartamentul.',
  addressTooShort: 'Adresa este prea scurtă: strada și numărul, cel puțin.',
  addressTooLong: 'Adresa poate avea cel mult 200 de caractere.',
  postalCodeRequired: 'Completează codul poștal.',
  postalCodeInvalid: 'Codul poștal are 6 cifre.',
  postalCodeUnknown: 'Cod poștal inexistent: niciun cod poștal din România nu începe cu 00.',
  lockerRequired: 'Alege un easybox.',
  billingType: 'Alege tipul de facturare: persoană fizică sau companie.',
  cuiRequired: 'Completează CUI-ul firmei.',
  cuiInvalid: 'CUI invalid: verifică cifrele (cu sau fără prefixul RO).',
  tradeRegisterRequired: 'Completează numărul de înregistrare la Registrul Comerțului.',
  tradeRegisterInvalid: 'Număr de înregistrare invalid (de exemplu J12/1234/2020).',
  companyNameRequired: 'Completează denumirea firmei.',
  cnpInvalid: 'CNP invalid: are 13 cifre, prima între 1 și 9.',
  cnpDate: 'CNP invalid: cifrele 2–7 nu sunt o dată a nașterii.',
  cnpCounty: 'CNP invalid: cifrele 8–9 nu sunt un cod de județ.',
  cnpControl: 'CNP invalid: cifra de control (ultima) nu se potrivește. Verifică cifrele.',
  paymentMethod: 'Alege metoda de plată.',
  termsRequired: 'Trebuie să accepți termenii și condițiile.',
  notesTooLong: `Observațiile pot avea cel mult ${ORDER_NOTES_MAX} de caractere.`,
  language: 'Limba poate fi ro sau en.',
  couponTooLong: 'Codul poate avea cel mult 50 de caractere.',
  couponInvalid: 'Cod invalid sau expirat',
  walletFlag: 'Alege dacă plătești o parte din portofel.',
} as const;

const M = CHECKOUT_MESSAGES;

/** A required text field: trimmed, not empty, bounded. */
const requiredText = (required: string, max = 100, tooLong: string = M.nameTooLong) =>
  textSchema({ error: required }).trim().min(1, required).max(max, tooLong);

// ---------------------------------------------------------------------------------------------------------
// Order creation body (contract §7)
// ---------------------------------------------------------------------------------------------------------

const orderLineInputSchema = z.object({
  produs: idSchema(M.product),
  cantitate: intSchema(1, ORDER_MAX_QUANTITY, M.quantity),
});

/** Lines of the same product are merged; their quantities must still fit 1..99 together. */
export const orderLinesSchema = z
  .array(orderLineInputSchema, { error: M.emptyCart })
  .min(1, M.emptyCart)
  .max(ORDER_MAX_LINES, M.tooManyLines)
  .superRefine((lines, ctx) => {
    const totals = new Map<number, number>();
    for (const line of lines) totals.set(line.produs, (totals.get(line.produs) ?? 0) + line.cantitate);
    if ([...totals.values()].some((quantity) => quantity > ORDER_MAX_QUANTITY)) {
      ctx.addIssue({ code: 'custom', message: M.quantity });
    }
  })
  .transform((lines) => {
    const merged = new Map<number, number>();
    for (const line of lines) merged.set(line.produs, (merged.get(line.produs) ?? 0) + line.cantitate);
    return [...merged].map(([produs, cantitate]) => ({ produs, cantitate }));
  });

const countySchema = textSchema({ error: M.countyRequired })
  .trim()
  .min(1, M.countyRequired)
  .max(60, M.countyInvalid)
  .transform((value, ctx) => {
    const county = findCounty(value);
    if (!county) {
      ctx.addIssue({ code: 'custom', message: M.countyInvalid });
      return z.NEVER;
    }
    return county.name;
  });

const postalCodeSchema = textSchema({ error: M.postalCodeRequired })
  .trim()
  .min(1, M.postalCodeRequired)
  .regex(/^\d{6}$/, M.postalCodeInvalid)
  // Six digits that no region uses; other shapes already have their message.
  .refine((value) => !/^\d{6}$/.test(value) || isPostalCode(value), M.postalCodeUnknown)
  .meta({ pattern: POSTAL_CODE_INPUT.source });

/** A Romanian phone number, normalized (0722 123 456). */
export const phoneSchema = textSchema({ error: M.phoneRequired })
  .trim()
  .min(1, M.phoneRequired)
  .max(30, M.phoneInvalid)
  .transform((value, ctx) => {
    const phone = normalizeRomanianPhone(value);
    if (!phone) {
      ctx.addIssue({ code: 'custom', message: M.phoneInvalid });
      return z.NEVER;
    }
    return phone;
  })
  .meta({ pattern: ROMANIAN_MOBILE_INPUT.source, description: 'A Romanian mobile number.' });

/** A customer's first or last name: it must have letters (spaces, hyphens, apostrophes, dots allowed). */
export const personNameSchema = (required: string) =>
  requiredText(required).refine((value) => value.length === 0 || isPersonName(value), M.nameInvalid);

/**
 * A Romanian address's fields: county (from the list), locality, street and number, postal code.
 * An object made of them must also pass `withLocality`, which needs the county and postal code.
 */
export const addressFields = {
  judet: countySchema,
  localitate: requiredText(M.cityRequired, 100),
  adresa: textSchema({ error: M.addressRequired })
    .trim()
    .min(1, M.addressRequired)
    .min(5, M.addressTooShort)
    .max(200, M.addressTooLong),
  cod_postal: postalCodeSchema,
};

type AddressShape = { judet: string; localitate: string; cod_postal: string };
const ADDRESS_CHECKED_FIRST = new Set<PropertyKey>(['judet', 'localitate', 'cod_postal']);

/**
 * The locality as stored (`normalizeLocality`): in București the sector, "Sector 3", from
 * "sectorul 3", "S3", "București, sector 3" or, for a bare "București", a București postal code;
 * refused with `sectorRequired` when none names one. Runs once county, locality and postal code
 * are each valid, beside the other fields' errors.
 */
export function withLocality<Schema extends z.ZodType<AddressShape>>(schema: Schema): Schema {
  return schema
    .superRefine(
      (address, ctx) => {
        if (normalizeLocality(address.judet, address.localitate, address.cod_postal) === null) {
          ctx.addIssue({ code: 'custom', path: ['localitate'], message: M.sectorRequired });
        }
      },
      {
        // Not on a body that is no object at all (its issue has an empty path), nor before the
        // three fields it reads are valid.
        when: (payload) =>
          typeof payload.value === 'object' &&
          payload.value !== null &&
          !payload.issues.some(
            (issue) => (issue.path?.length ?? 0) === 0 || ADDRESS_CHECKED_FIRST.has(issue.path![0]!),
          ),
      },
    )
    .overwrite((address) => ({
      ...address,
      localitate:
        normalizeLocality(address.judet, address.localitate, address.cod_postal) ?? address.localitate,
    }));
}

export const courierDeliverySchema = withLocality(
  z.object({ metoda: z.literal('curier'), ...addressFields }),
);
export const lockerDeliveryInputSchema = z.object({
  metoda: z.literal('easybox'),
  locker_id: textSchema({ error: M.lockerRequired })
    .trim()
    .min(1, M.lockerRequired)
    .max(40, M.lockerRequired)
    .regex(/^[A-Za-z0-9_-]+$/, M.lockerRequired),
});
export const deliveryInputSchema = z.discriminatedUnion(
  'metoda',
  [courierDeliverySchema, lockerDeliveryInputSchema],
  {
    error: M.deliveryMethod,
  },
);

/** A company's registered office (optional: the invoice then uses the delivery address). */
export const billingAddressSchema = withLocality(z.object(addressFields));

/** A CUI with its check digit right, as "RO" + digits for a VAT payer, else digits. */
export const cuiSchema = textSchema({ error: M.cuiRequired })
  .trim()
  .min(1, M.cuiRequired)
  .max(20, M.cuiInvalid)
  .transform((value, ctx) => {
    const cui = parseCui(value);
    if (!cui) {
      ctx.addIssue({ code: 'custom', message: M.cuiInvalid });
      return z.NEVER;
    }
    return cui.normalized;
  })
  .meta({
    pattern: CUI_INPUT.source,
    description: 'A Romanian CUI, "RO" for a VAT payer; its last digit must be the control digit.',
  });

/** A trade register number (J12/1234/2020 and the newer forms), normalized. */
export const tradeRegisterSchema = textSchema({ error: M.tradeRegisterRequired })
  .trim()
  .min(1, M.tradeRegisterRequired)
  .max(30, M.tradeRegisterInvalid)
  .transform((value, ctx) => {
    const normalized = normalizeTradeRegisterNumber(value);
    if (!normalized) {
      ctx.addIssue({ code: 'custom', message: M.tradeRegisterInvalid });
      return z.NEVER;
    }
    return normalized;
  })
  .meta({ pattern: TRADE_REGISTER_INPUT.source });

export const companyNameSchema = requiredText(
  M.companyNameRequired,
  200,
  'Denumirea poate avea cel mult 200 de caractere.',
);

const CNP_MESSAGES = {
  shape: M.cnpInvalid,
  date: M.cnpDate,
  county: M.cnpCounty,
  control: M.cnpControl,
} as const;

/**
 * A person's CNP, checked with its control digit: the thirteen digits, or undefined when left
 * empty. Optional at checkout and never asked for by default (GDPR art. 5(1)(c), data
 * minimisation; Legea nr. 190/2018 art. 4 on national identification numbers): an invoice names a
 * person without one by thirteen zeros (CIUS-RO BR-RO-120).
 */
export const optionalCnpSchema = textSchema({ error: M.cnpInvalid })
  .trim()
  .max(20, M.cnpInvalid)
  .transform((value, ctx) => {
    if (value === '') return undefined;
    const checked = checkCnp(value);
    if (checked.problem !== null) {
      ctx.addIssue({ code: 'custom', message: CNP_MESSAGES[checked.problem] });
      return z.NEVER;
    }
    return checked.cnp;
  })
  .meta({
    pattern: `^\\s*$|${CNP_INPUT.source}`,
    description:
      'Optional: a Romanian personal numeric code (CNP) for the invoice, its last digit the control digit; empty for none.',
  });

const personBillingSchema = z.object({
  tip: z.literal('persoana_fizica'),
  cnp: optionalCnpSchema.optional(),
});
const companyBillingInputSchema = z.object({
  tip: z.literal('companie'),
  cui: cuiSchema,
  nr_reg_com: tradeRegisterSchema,
  denumire: companyNameSchema,
  sediu: billingAddressSchema.optional(),
});
const billingInputSchema = z.discriminatedUnion('tip', [personBillingSchema, companyBillingInputSchema], {
  error: M.billingType,
});

/**
 * What the browser tells about itself for a card's 3-D Secure check (EMV 3DS "browser
 * information", which Netopia's `payment.data` asks for): the screen, colour depth, time zone,
 * language and whether Java is on. Optional, and never trusted for anything but forwarding: the
 * server adds the user agent and the IP address from the request itself.
 */
export const browserDataSchema = z.object({
  screen_width: z.number().int().min(0).max(100_000),
  screen_height: z.number().int().min(0).max(100_000),
  color_depth: z.number().int().min(0).max(128),
  /** IANA time zone, e.g. Europe/Bucharest. */
  time_zone: textSchema()
    .trim()
    .max(64)
    .regex(/^[A-Za-z0-9_+\-/]*$/),
  /** `Date#getTimezoneOffset()`: minutes from local time to UTC (-180 in Bucharest in summer). */
  time_zone_offset: z.number().int().min(-900).max(900),
  language: textSchema()
    .trim()
    .max(35)
    .regex(/^[A-Za-z0-9-]*$/),
  java_enabled: z.boolean(),
});
export type BrowserData = z.infer<typeof browserDataSchema>;

export const orderCreateSchema = z.object({
  produse: orderLinesSchema,
  email: textSchema({ error: M.emailRequired })
    .trim()
    .toLowerCase()
    .min(1, M.emailRequired)
    .max(254, M.emailInvalid)
    .pipe(z.email({ error: M.emailInvalid })),
  telefon: phoneSchema,
  nume: personNameSchema(M.lastNameRequired),
  prenume: personNameSchema(M.firstNameRequired),
  livrare: deliveryInputSchema,
  facturare: billingInputSchema,
  plata: z.enum(PAYMENT_METHODS, { error: M.paymentMethod }),
  /**
   * Pays what the wallet holds towards the total and the rest by `plata` (signed in only). With
   * `plata: 'wallet'` the wallet pays the whole total.
   */
  din_portofel: z.boolean({ error: M.walletFlag }).optional().default(false),
  cupon: textSchema()
    .trim()
    .max(50, M.couponTooLong)
    .optional()
    .nullable()
    .transform((value) => (value ? value : undefined)),
  accept_termeni: z.literal(true, { error: M.termsRequired }),
  limba: z.enum(LANGUAGES, { error: M.language }).optional(),
  observatii: textSchema().trim().max(ORDER_NOTES_MAX, M.notesTooLong).optional().default(''),
  return_to: paymentReturnTargetSchema.optional(),
  /** For a card's 3-D Secure check (see browserDataSchema); ignored for other payments. */
  browser: browserDataSchema.optional(),
  /**
   * The checkout visit's random id (POST /api/checkout/sesiune/), so the abandoned-checkout report
   * counts this visit as converted (docs/decisions/064).
   */
  sesiune_checkout: z.guid().optional(),
});
/** What the web app sends. */
export type OrderCreateBody = z.input<typeof orderCreateSchema>;
/** What the API works with after validation (lines merged, phone, CUI and county normalized). */
export type OrderCreateInput = z.output<typeof orderCreateSchema>;

// ---------------------------------------------------------------------------------------------------------
// Order answer (GET /api/comenzi/{id}/ and the creation answer)
// ---------------------------------------------------------------------------------------------------------

export const orderLineSchema = z.object({
  /** The line's own id (a return request names the lines it sends back). */
  linie: z.number().int(),
  produs: z.number().int(),
  titlu: z.string(),
  titlu_en: z.string(),
  cantitate: z.number().int(),
  /** Unit price charged, VAT included. */
  pret: moneySchema,
  total_linie: moneySchema,
  /**
   * Everything taken off this line (its automatic discount and its share of the coupon), and the
   * automatic discount's part with its name (decision 062). Older answers lack them.
   */
  reducere: moneySchema.optional(),
  reducere_automata: moneySchema.optional(),
  reducere_automata_nume: z.string().nullable().optional(),
});
export type OrderLine = z.infer<typeof orderLineSchema>;

const courierDeliveryViewSchema = z.object({
  metoda: z.literal('curier'),
  judet: z.string(),
  localitate: z.string(),
  adresa: z.string(),
  cod_postal: z.string(),
});
const lockerDeliveryViewSchema = z.object({
  metoda: z.literal('easybox'),
  locker_id: z.string(),
  /** The locker as it was when the order was placed. */
  nume: z.string(),
  adresa: z.string(),
  localitate: z.string(),
  judet: z.string(),
  cod_postal: z.string(),
});
export const orderDeliverySchema = z.discriminatedUnion('metoda', [
  courierDeliveryViewSchema,
  lockerDeliveryViewSchema,
]);
export type OrderDelivery = z.infer<typeof orderDeliverySchema>;

const billingAddressViewSchema = z.object({
  judet: z.string(),
  localitate: z.string(),
  adresa: z.string(),
  cod_postal: z.string(),
});
export const orderBillingSchema = z.discriminatedUnion('tip', [
  z.object({
    tip: z.literal('persoana_fizica'),
    /**
     * Only when the customer gave one: masked but its last three digits ("**********123"); whole
     * only in the customer's personal data export (decision 049).
     */
    cnp: z.string().optional().meta({
      description: 'The CNP given at checkout, masked but its last three digits; absent when none.',
    }),
  }),
  z.object({
    tip: z.literal('companie'),
    cui: z.string(),
    nr_reg_com: z.string(),
    denumire: z.string(),
    sediu: billingAddressViewSchema.nullable(),
  }),
]);
export type OrderBilling = z.infer<typeof orderBillingSchema>;

export const orderPaymentSchema = z.object({
  status: z.enum(PAYMENT_STATUSES),
  provider: z.enum(PAYMENT_PROVIDERS),
});

/** Bank-transfer instructions: shown on the success page and in the mail. */
export const transferInstructionsSchema = z.object({
  iban: z.string(),
  beneficiar: z.string(),
  referinta: z.string(),
  suma: moneySchema,
});
export type TransferInstructions = z.infer<typeof transferInstructionsSchema>;

export const orderSchema = z.object({
  id: z.number().int(),
  nume: z.string(),
  prenume: z.string(),
  email: z.string(),
  telefon: z.string(),
  produse: z.array(orderLineSchema),
  subtotal: moneySchema,
  discount: moneySchema,
  shipping_cost: moneySchema,
  total: moneySchema,
  /** The part of the total paid from the customer's wallet; the rest is paid by `plata`. */
  din_portofel: moneySchema,
  /** VAT contained in the total. */
  tva: moneySchema,
  cupon: z.string().nullable(),
  /** The part of `discount` the automatic discounts took; the rest is the coupon's (decision 062). */
  reducere_automata: moneySchema.optional(),
  /** The discount is the referred customer's first-order discount. */
  reducere_recomandare: z.boolean(),
  status: z.enum(ORDER_STATUSES),
  plata: z.enum(PAYMENT_METHODS),
  livrare: orderDeliverySchema,
  facturare: orderBillingSchema,
  observatii: z.string(),
  limba: z.enum(LANGUAGES),
  created_at: z.string(),
  /** Until when an unpaid card or transfer order waits for its money; null otherwise. */
  expires_at: z.string().nullable(),
  paid_at: z.string().nullable(),
  payment: orderPaymentSchema,
  /**
   * For bank transfer; and for any order staff edited after it was paid that has an amount due
   * (`rest_de_plata`), where `suma` is that amount.
   */
  transfer: transferInstructionsSchema.optional(),
  /**
   * What is still to pay after staff raised a paid order's total (0.00 when nothing): by bank
   * transfer (`transfer`) or in cash at the shop.
   */
  rest_de_plata: moneySchema.optional(),
  /** The parcel's live AWB at the courier and where to follow it; null before one is made. */
  livrare_awb: customerAwbSchema.nullable(),
});
export type Order = z.infer<typeof orderSchema>;

/** The creation answer: the order, its secret access key and, for card, where to pay. */
export const orderCreatedSchema = orderSchema.extend({
  key: z.string(),
  payment_url: z.string().optional(),
});
export type OrderCreated = z.infer<typeof orderCreatedSchema>;

export const orderParamsSchema = z.object({ id: positiveIntParam });
export const orderAccessQuerySchema = z.object({
  /** The order's secret key, or the return token of a card payment. */
  key: textSchema().trim().min(1).max(200).optional(),
});

/** `POST /api/comenzi/{id}/plata/`: no body (the shop's pages), or where the new attempt goes back. */
export const paymentRetrySchema = z
  .object({ return_to: paymentReturnTargetSchema.optional(), browser: browserDataSchema.optional() })
  .nullish();
export type PaymentRetryBody = z.input<typeof paymentRetrySchema>;

/** A new card payment attempt for an unpaid order. */
export const paymentStartedSchema = z.object({ payment_url: z.string() });

// ---------------------------------------------------------------------------------------------------------
// Coupons (contract §7: POST /api/coupons/validate/)
// ---------------------------------------------------------------------------------------------------------

/**
 * `{code}`. Any value is taken (a missing or malformed code is just an invalid code, answered 400
 * "Cod invalid sau expirat"): a field error named `code` would collide with the error's own `code`.
 * Nothing but text is a code: anything else becomes the empty code, which matches no coupon.
 */
export const couponValidateSchema = z.object({
  code: textSchema().trim().catch(''),
});
export type CouponValidateBody = { code: string };

export const couponSchema = z.object({
  code: z.string(),
  discount_type: z.enum(['percent', 'fixed', 'free_shipping']),
  /**
   * Percent coupons: the percent ("10.00"); fixed ones: the amount in lei ("25.00"); free shipping:
   * "0.00" (delivery is free, decision 062).
   */
  value: moneySchema,
  /** Smallest subtotal (before discount) the coupon applies to, in lei. */
  min_subtotal: moneySchema,
  first_order_only: z.boolean(),
});
export type Coupon = z.infer<typeof couponSchema>;

// ---------------------------------------------------------------------------------------------------------
// Parcel lockers (GET /api/lockers/)
// ---------------------------------------------------------------------------------------------------------

/** A weekday's opening hours: `zi` 1 (Monday) to 7 (Sunday), times "HH:MM" in Romania's time. */
export const lockerOpeningHoursSchema = z.object({
  zi: z.number().int().min(1).max(7),
  de_la: z.string(),
  pana_la: z.string(),
});
export type LockerOpeningHours = z.infer<typeof lockerOpeningHoursSchema>;

export const lockerSchema = z.object({
  id: z.string(),
  nume: z.string(),
  adresa: z.string(),
  localitate: z.string(),
  judet: z.string(),
  cod_postal: z.string(),
  /** 'locker': an automatic parcel locker (easybox); 'ooh': an out-of-home point, a shop's counter. */
  tip: z.enum(['locker', 'ooh']),
  /** The days it is open, Monday first; a day not listed is closed; empty when the courier gives none. */
  program: z.array(lockerOpeningHoursSchema),
});
export type Locker = z.infer<typeof lockerSchema>;

export const lockerListQuerySchema = z.object({
  q: textSchema().trim().max(100, 'Căutarea poate avea cel mult 100 de caractere.').optional(),
  judet: textSchema().trim().max(60).optional(),
  page: positiveIntParam.optional(),
  per: intParam(1, 100).optional(),
  page_size: intParam(1, 100).optional(),
});
export const lockerPageSchema = pageSchema(lockerSchema);
export const lockerParamsSchema = z.object({ id: textSchema().trim().min(1).max(40) });

// ---------------------------------------------------------------------------------------------------------
// Checkout visits (POST /api/checkout/sesiune/), for the abandoned-checkout report (docs/decisions/064)
// ---------------------------------------------------------------------------------------------------------

/** The largest cart value a visit may report, in lei (a cart is capped far below it). */
export const CHECKOUT_SESSION_MAX_VALUE = 10_000_000;

/**
 * What the checkout page says of its visit: a random id the browser keeps for the visit, the cart's
 * value (goods, VAT included, lei with two decimals) and its number of lines. Nothing about the
 * person. Sent again when the cart changes on the page: the last one counts.
 */
export const checkoutSessionSchema = z.object({
  id: z.guid('Identificator invalid.'),
  valoare: textSchema()
    .regex(/^\d{1,8}\.\d{2}$/, 'Valoarea trebuie să fie în lei, cu două zecimale.')
    .refine((value) => Number(value) <= CHECKOUT_SESSION_MAX_VALUE, 'Valoare prea mare.'),
  linii: z.number().int().min(1).max(100),
});
export type CheckoutSessionBody = z.infer<typeof checkoutSessionSchema>;
