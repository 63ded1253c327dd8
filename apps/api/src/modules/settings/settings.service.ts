import { baniToDecimal, decimalToBani } from '@shop/shared/money';
import { normalizeTradeRegisterNumber, parseCui } from '@shop/shared/romania';
import type {
  AdminShopSettings,
  AdminShopSettingsInput,
  ShopSettings,
} from '@shop/shared/schemas/shop-settings';
import type { Database, Executor } from '../../db/client';
import type { Actor, AuditService } from '../audit/audit.service';
import {
  createShopSettingsRepository,
  type ShopSettingsRow,
  type ShopSettingsValues,
} from './settings.repository';

export type ShopInvoiceIdentity = {
  companyName: string;
  /** "RO…" when the shop pays VAT. */
  cui: string;
  tradeRegister: string;
  /** Bani. */
  shareCapital: number;
  street: string;
  city: string;
  county: string;
  postalCode: string;
  bankName: string;
  iban: string;
  email: string;
  phone: string;
};

export function toShopSettings(row: ShopSettingsRow): ShopSettings {
  return {
    company_name: row.companyName,
    cui: row.cui,
    trade_register: row.tradeRegister,
    address: row.address,
    phone: row.phone,
    email: row.email,
    privacy_email: row.privacyEmail,
    bank_name: row.bankName,
    iban: row.iban,
    hours: row.hours,
    shipping_cost: baniToDecimal(row.shippingCost),
    free_shipping_from: baniToDecimal(row.freeShippingFrom),
    delivery_days_min: row.deliveryDaysMin,
    delivery_days_max: row.deliveryDaysMax,
    return_days: row.returnDays,
    refund_days: row.refundDays,
    warranty_months: row.warrantyMonths,
  };
}

/** The values as stored: codes in their canonical form, money in bani, hours by first weekday. */
function toValues(input: AdminShopSettingsInput): ShopSettingsValues {
  return {
    companyName: input.company_name,
    cui: parseCui(input.cui)?.normalized ?? input.cui,
    tradeRegister: normalizeTradeRegisterNumber(input.trade_register) ?? input.trade_register,
    address: input.address,
    phone: input.phone,
    email: input.email.toLowerCase(),
    privacyEmail: input.privacy_email.toLowerCase(),
    bankName: input.bank_name,
    iban: input.iban.replace(/\s+/g, '').toUpperCase(),
    hours: input.hours
      .map((entry) => ({ ...entry, days: [...entry.days].sort((a, b) => a - b) }))
      .sort((a, b) => a.days[0]! - b.days[0]!),
    shippingCost: decimalToBani(input.shipping_cost) ?? 0,
    freeShippingFrom: decimalToBani(input.free_shipping_from) ?? 0,
    deliveryDaysMin: input.delivery_days_min,
    deliveryDaysMax: input.delivery_days_max,
    returnDays: input.return_days,
    refundDays: input.refund_days,
    warrantyMonths: input.warranty_months,
    orderNotifications: input.order_notifications,
    ...(input.registered_office
      ? {
          registeredStreet: input.registered_office.adresa,
          registeredCity: input.registered_office.localitate,
          registeredCounty: input.registered_office.judet,
          registeredPostalCode: input.registered_office.cod_postal,
        }
      : {}),
    ...(input.share_capital === undefined ? {} : { shareCapital: decimalToBani(input.share_capital) ?? 0 }),
  };
}

function toAdminSettings(row: ShopSettingsRow): AdminShopSettings['settings'] {
  return {
    ...toShopSettings(row),
    order_notifications: row.orderNotifications,
    registered_office: {
      adresa: row.registeredStreet,
      localitate: row.registeredCity,
      judet: row.registeredCounty,
      cod_postal: row.registeredPostalCode,
    },
    share_capital: baniToDecimal(row.shareCapital),
  };
}

function toAdminView(row: ShopSettingsRow & { updatedByEmail: string | null }): AdminShopSettings {
  return {
    settings: toAdminSettings(row),
    updated_at: row.updatedAt?.toISOString() ?? null,
    updated_by: row.updatedByEmail,
  };
}

/**
 * The shop's settings: its identity and the figures its pricing, pages, return rules and mails
 * read. One row, read where it is needed (in the caller's transaction when there is one, so an
 * order is priced by the settings of the moment it is placed); staff change it, audited.
 */
export function createShopSettingsService(deps: { db: Database; audit: Pick<AuditService, 'record'> }) {
  const { db, audit } = deps;
  return {
    async current(executor: Executor = db): Promise<ShopSettings> {
      return toShopSettings(await createShopSettingsRepository(executor).read());
    },

    /**
     * Where mail about the shop's own orders goes (new orders, return requests): its address, or
     * null when staff turned these mails off.
     */
    async orderNotificationsAddress(executor: Executor = db): Promise<string | null> {
      const row = await createShopSettingsRepository(executor).read();
      return row.orderNotifications ? row.email : null;
    },

    /** Who sells, as an invoice states it: the identity, the registered office and the bank. */
    async invoiceIdentity(executor: Executor = db): Promise<ShopInvoiceIdentity> {
      const row = await createShopSettingsRepository(executor).read();
      return {
        companyName: row.companyName,
        cui: row.cui,
        tradeRegister: row.tradeRegister,
        shareCapital: row.shareCapital,
        street: row.registeredStreet,
        city: row.registeredCity,
        county: row.registeredCounty,
        postalCode: row.registeredPostalCode,
        bankName: row.bankName,
        iban: row.iban,
        email: row.email,
        phone: row.phone,
      };
    },

    async adminView(): Promise<AdminShopSettings> {
      return toAdminView(await createShopSettingsRepository(db).read());
    },

    async update(actor: Actor, input: AdminShopSettingsInput): Promise<AdminShopSettings> {
      return db.transaction(async (tx) => {
        const repository = createShopSettingsRepository(tx);
        const before = toAdminSettings(await repository.read({ lock: true }));
        await repository.write(toValues(input), actor.id);
        const saved = await repository.read();
        await audit.record(tx, actor, {
          entityType: 'shop_settings',
          entityId: 1,
          action: 'update',
          before,
          after: toAdminSettings(saved),
        });
        return toAdminView(saved);
      });
    },
  };
}

export type ShopSettingsService = ReturnType<typeof createShopSettingsService>;
