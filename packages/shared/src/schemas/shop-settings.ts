import { z } from 'zod';
import { decimalToBani } from '../money';
import { dialablePhone } from '../phone';
import { isValidCui, isValidIban, normalizeTradeRegisterNumber } from '../romania';
import { addressFields } from './checkout';
import { moneySchema, textSchema } from './common';

/**
 * The bounds staff may set. The lower ones are the law's: 14 days to withdraw from a distance
 * contract and 14 days to pay the money back (OUG 34/2014, art. 9 and 13), two years of legal
 * guarantee of conformity (OUG 140/2021).
 */
export const SHOP_SETTINGS_LIMITS = {
  returnDays: { min: 14, max: 365 },
  refundDays: { min: 1, max: 14 },
  warrantyMonths: { min: 24, max: 120 },
  deliveryDays: { min: 1, max: 30 },
  /** Lei. */
  shippingCostMax: 1000,
  /** Lei. */
  freeShippingFromMax: 100_000,
  /** Lei: a share capital beyond a billion lei is a typo. */
  shareCapitalMax: 1_000_000_000,
  textMax: 200,
  hoursEntriesMax: 7,
} as const;

const L = SHOP_SETTINGS_LIMITS;

export const SHOP_SETTINGS_MESSAGES = {
  required: 'Câmpul este obligatoriu.',
  tooLong: `Cel mult ${L.textMax} de caractere.`,
  cui: 'CUI invalid: verifică cifra de control (de exemplu RO45281631).',
  tradeRegister: 'Număr invalid (de exemplu J40/12345/2021 sau J2021012345400).',
  phone: 'Telefon invalid (de exemplu 021 310 45 67 sau 0722 123 456).',
  email: 'Adresă email invalidă.',
  iban: 'IBAN invalid: verifică cifrele de control.',
  money: 'Suma se scrie cu două zecimale, de exemplu 25.00.',
  shippingCost: `Costul livrării este între 0 și ${L.shippingCostMax} lei.`,
  freeShippingFrom: `Pragul de livrare gratuită este între 0 și ${L.freeShippingFromMax} lei.`,
  deliveryDays: `Zilele de livrare sunt între ${L.deliveryDays.min} și ${L.deliveryDays.max}.`,
  deliveryOrder: 'Termenul maxim de livrare nu poate fi mai mic decât cel minim.',
  returnDays: `Dreptul de retur este de cel puțin ${L.returnDays.min} zile (OUG 34/2014) și cel mult ${L.returnDays.max}.`,
  refundDays: `Banii se restituie în cel mult ${L.refundDays.max} zile (OUG 34/2014).`,
  warrantyMonths: `Garanția legală este de cel puțin ${L.warrantyMonths.min} de luni (OUG 140/2021) și cel mult ${L.warrantyMonths.max}.`,
  hours: 'Program invalid: ore HH:MM, deschiderea înaintea închiderii, fiecare zi o singură dată.',
  shareCapital: `Capitalul social este între 0 și ${L.shareCapitalMax} lei, cu două zecimale.`,
} as const;

const M = SHOP_SETTINGS_MESSAGES;

const requiredText = (message: string = M.required) =>
  textSchema({ error: message }).trim().min(1, message).max(L.textMax, M.tooLong);

const wholeNumber = (min: number, max: number, message: string) =>
  z.number({ error: message }).int(message).min(min, message).max(max, message);

const amount = (maxLei: number, message: string) =>
  moneySchema.refine((value) => {
    const bani = decimalToBani(value);
    return bani !== null && bani >= 0 && bani <= maxLei * 100;
  }, message);

const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, M.hours);

/** Customer-service hours, Europe/Bucharest. `days` are ISO weekdays (1 = Monday … 7 = Sunday). */
export const openingHoursSchema = z
  .object({
    days: z
      .array(wholeNumber(1, 7, M.hours))
      .min(1, M.hours)
      .max(7, M.hours),
    open: time,
    close: time,
  })
  .refine((entry) => entry.open < entry.close, M.hours);

export type OpeningHours = z.infer<typeof openingHoursSchema>;

/**
 * Everything the shop states about itself in one place: its identity (Legea 365/2002 art. 5 and
 * OG 21/1992 want it on the site and in what it sends) and the figures its pages, its pricing and
 * its return rules read. Money is on the wire as decimals ("25.00").
 */
const shopSettingsFields = z.object({
  company_name: requiredText(),
  cui: requiredText(M.cui).refine(isValidCui, M.cui),
  trade_register: requiredText(M.tradeRegister).refine(
    (value) => normalizeTradeRegisterNumber(value) !== null,
    M.tradeRegister,
  ),
  address: requiredText(),
  phone: requiredText(M.phone).refine((value) => dialablePhone(value) !== null, M.phone),
  email: requiredText(M.email).pipe(z.email({ error: M.email })),
  privacy_email: requiredText(M.email).pipe(z.email({ error: M.email })),
  bank_name: requiredText(),
  iban: requiredText(M.iban).refine(isValidIban, M.iban),
  hours: z
    .array(openingHoursSchema, { error: M.hours })
    .max(L.hoursEntriesMax, M.hours)
    .refine((entries) => {
      const days = entries.flatMap((entry) => entry.days);
      return new Set(days).size === days.length;
    }, M.hours),
  shipping_cost: amount(L.shippingCostMax, M.shippingCost),
  free_shipping_from: amount(L.freeShippingFromMax, M.freeShippingFrom),
  delivery_days_min: wholeNumber(L.deliveryDays.min, L.deliveryDays.max, M.deliveryDays),
  delivery_days_max: wholeNumber(L.deliveryDays.min, L.deliveryDays.max, M.deliveryDays),
  return_days: wholeNumber(L.returnDays.min, L.returnDays.max, M.returnDays),
  refund_days: wholeNumber(L.refundDays.min, L.refundDays.max, M.refundDays),
  warranty_months: wholeNumber(L.warrantyMonths.min, L.warrantyMonths.max, M.warrantyMonths),
});

const deliveryInOrder = <T extends { delivery_days_min: number; delivery_days_max: number }>(settings: T) =>
  settings.delivery_days_min <= settings.delivery_days_max;
const deliveryOrderIssue = { message: M.deliveryOrder, path: ['delivery_days_max'] };

export const shopSettingsSchema = shopSettingsFields.refine(deliveryInOrder, deliveryOrderIssue);

export type ShopSettings = z.infer<typeof shopSettingsSchema>;

/**
 * What staff set beside what the pages state: the shop's own choices, never published by
 * `GET /api/shop/`. `order_notifications`: mail the shop's address about each new order and each
 * return request, with a link to it in the admin.
 */
export const adminShopSettingsInputSchema = shopSettingsFields
  .extend({
    order_notifications: z.boolean({ error: M.required }),
    /**
     * The registered office as invoices state it (Codul fiscal art. 319; e-Factura checks county
     * and locality), typed as the checkout's addresses are. Left out, the stored one is kept.
     */
    registered_office: z.object(addressFields).optional(),
    /** Share capital in lei ("200.00"), which a company's invoices show. Left out, kept. */
    share_capital: amount(L.shareCapitalMax, M.shareCapital).optional(),
  })
  .refine(deliveryInOrder, deliveryOrderIssue);

export type AdminShopSettingsInput = z.infer<typeof adminShopSettingsInputSchema>;

/** `GET /api/admin/settings/`: the settings with when and by whom they were last changed. */
export const adminShopSettingsSchema = z.object({
  // As stored: the registered office and the share capital are always there (empty until set).
  settings: shopSettingsFields.extend({
    order_notifications: z.boolean(),
    registered_office: z.object({
      judet: z.string(),
      localitate: z.string(),
      adresa: z.string(),
      cod_postal: z.string(),
    }),
    share_capital: moneySchema,
  }),
  updated_at: z.string().nullable(),
  updated_by: z.string().nullable(),
});

export type AdminShopSettings = z.infer<typeof adminShopSettingsSchema>;
