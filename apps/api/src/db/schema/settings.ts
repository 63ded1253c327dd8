import { sql } from 'drizzle-orm';
import { boolean, check, integer, jsonb, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/**
 * The shop's one row of settings: who it is (the identity the law wants on the site and in every
 * mail) and the figures its pricing, pages and return rules read. Money in bani. The row is
 * created by the migration and only ever updated.
 */
export const shopSettings = pgTable(
  'shop_settings',
  {
    id: smallint('id').primaryKey().default(1),
    companyName: text('company_name').notNull(),
    cui: text('cui').notNull(),
    tradeRegister: text('trade_register').notNull(),
    address: text('address').notNull(),
    /**
     * The registered office in the shape an invoice's UBL needs (e-Factura BR-RO-101, BR-RO-111):
     * street line, locality (a sector, "Sector 3", in București), county name and postal code.
     */
    registeredStreet: text('registered_street').notNull().default(''),
    registeredCity: text('registered_city').notNull().default(''),
    registeredCounty: text('registered_county').notNull().default(''),
    registeredPostalCode: text('registered_postal_code').notNull().default(''),
    /** Share capital, bani (Law 31/1990 art. 74: a company's documents state it). */
    shareCapital: integer('share_capital').notNull().default(0),
    phone: text('phone').notNull(),
    email: text('email').notNull(),
    privacyEmail: text('privacy_email').notNull(),
    bankName: text('bank_name').notNull(),
    iban: text('iban').notNull(),
    /** `[{days: [1…7], open: "09:00", close: "18:00"}]`, Europe/Bucharest. */
    hours: jsonb('hours').$type<{ days: number[]; open: string; close: string }[]>().notNull(),
    shippingCost: integer('shipping_cost').notNull(),
    freeShippingFrom: integer('free_shipping_from').notNull(),
    deliveryDaysMin: smallint('delivery_days_min').notNull(),
    deliveryDaysMax: smallint('delivery_days_max').notNull(),
    returnDays: smallint('return_days').notNull(),
    refundDays: smallint('refund_days').notNull(),
    warrantyMonths: smallint('warranty_months').notNull(),
    /** Mail `email` about each new order and each return request (with a link into the admin). */
    orderNotifications: boolean('order_notifications').notNull().default(true),
    updatedAt: timestamp('updated_at', { withTimezone: true }),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    check('shop_settings_single_row', sql`${t.id} = 1`),
    check('shop_settings_shipping_check', sql`${t.shippingCost} >= 0 AND ${t.freeShippingFrom} >= 0`),
    check(
      'shop_settings_delivery_check',
      sql`${t.deliveryDaysMin} >= 1 AND ${t.deliveryDaysMin} <= ${t.deliveryDaysMax}`,
    ),
    check('shop_settings_return_check', sql`${t.returnDays} >= 14 AND ${t.refundDays} BETWEEN 1 AND 14`),
    check('shop_settings_warranty_check', sql`${t.warrantyMonths} >= 24`),
    check('shop_settings_share_capital_check', sql`${t.shareCapital} >= 0`),
  ],
);

/**
 * What staff saved in the settings for an integration (the payment processor, the courier), over
 * the environment's configuration (docs/decisions/054). `values` holds the plain settings by
 * field; `secrets` the credentials, each sealed with AES-256-GCM under a key that is not in the
 * database (lib/sealed-secrets.ts). A field absent from both follows the environment.
 */
export const integrationSettings = pgTable(
  'integration_settings',
  {
    integration: text('integration').primaryKey(),
    values: jsonb('values').$type<Record<string, string>>().notNull().default({}),
    secrets: jsonb('secrets').$type<Record<string, string>>().notNull().default({}),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [check('integration_settings_integration_check', sql`${t.integration} IN ('netopia', 'sameday')`)],
);
