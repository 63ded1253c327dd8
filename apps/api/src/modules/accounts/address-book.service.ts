import {
  type CompanyLookup,
  COMPANY_LOOKUP_UNAVAILABLE_MESSAGE,
  COMPANY_NOT_FOUND_MESSAGE,
  MAX_SAVED_ADDRESSES,
  MAX_SAVED_COMPANIES,
  type PreferredLocker,
  type SavedAddress,
  type SavedCompany,
} from '@shop/shared/schemas/account';
import type { Locker } from '@shop/shared/schemas/checkout';
import type { Database } from '../../db/client';
import { AppError, badRequest, notFound, tooManyRequests } from '../../lib/errors';
import type { RateLimitRule, RateLimitService } from '../system/rate-limit.service';
import {
  type AddressRow,
  type CompanyRow,
  createAddressBookRepository,
  type NewAddressValues,
  type NewCompanyValues,
} from './address-book.repository';
import { AnafUnavailableError, type AnafClient } from './anaf';

/** Company lookups per client address: each one is a call to ANAF's public service. */
export const COMPANY_LOOKUP_RATE_LIMIT: RateLimitRule = { limit: 20, windowSeconds: 10 * 60 };

/** What the address book takes from the shared input schemas, after their normalization. */
export type AddressValues = {
  eticheta: string;
  nume: string;
  prenume: string;
  telefon: string;
  judet: string;
  localitate: string;
  adresa: string;
  cod_postal: string;
  implicita: boolean;
};
export type CompanyValues = Omit<SavedCompany, 'id'>;

export function toSavedAddress(row: AddressRow): SavedAddress {
  return {
    id: row.id,
    eticheta: row.label,
    nume: row.lastName,
    prenume: row.firstName,
    telefon: row.phone,
    judet: row.county,
    localitate: row.city,
    adresa: row.street,
    cod_postal: row.postalCode,
    implicita: row.isDefault,
  };
}

export function toSavedCompany(row: CompanyRow): SavedCompany {
  return {
    id: row.id,
    cui: row.cui,
    nr_reg_com: row.tradeRegister,
    denumire: row.name,
    judet: row.county,
    localitate: row.city,
    adresa: row.street,
    cod_postal: row.postalCode,
  };
}

const addressColumns = (input: AddressValues): NewAddressValues => ({
  label: input.eticheta,
  lastName: input.nume,
  firstName: input.prenume,
  phone: input.telefon,
  county: input.judet,
  city: input.localitate,
  street: input.adresa,
  postalCode: input.cod_postal,
});

const companyColumns = (input: CompanyValues): NewCompanyValues => ({
  cui: input.cui,
  tradeRegister: input.nr_reg_com,
  name: input.denumire,
  county: input.judet,
  city: input.localitate,
  street: input.adresa,
  postalCode: input.cod_postal,
});

const addressNotFound = () => notFound('account.address_not_found', 'Adresa nu a fost găsită.');
const companyNotFound = () => notFound('account.company_not_found', 'Firma nu a fost găsită.');
const companyExists = () =>
  badRequest('account.company_exists', 'Ai salvat deja o firmă cu acest CUI.', {
    cui: ['Ai salvat deja o firmă cu acest CUI.'],
  });

/**
 * A customer's address book: delivery addresses (one the default), companies for invoices (filled
 * from ANAF by CUI) and the preferred easybox. Only the owner reaches a record: every query names
 * the owner, so another customer's id reads as "not found".
 */
export function createAddressBookService(deps: {
  db: Database;
  anaf: AnafClient;
  rateLimits: Pick<RateLimitService, 'takeEach'>;
  /** The open lockers (the checkout module's). */
  lockers: { findOpen(id: string): Promise<Locker | undefined> };
}) {
  const { db } = deps;

  return {
    async addresses(userId: number): Promise<SavedAddress[]> {
      return (await createAddressBookRepository(db).addresses(userId)).map(toSavedAddress);
    },

    /** Saves a new address; the first one, or one asked to be, becomes the default. */
    async addAddress(userId: number, input: AddressValues): Promise<SavedAddress> {
      return db.transaction(async (tx) => {
        const book = createAddressBookRepository(tx);
        await book.lockOwner(userId);
        const saved = await book.countAddresses(userId);
        if (saved >= MAX_SAVED_ADDRESSES) {
          throw badRequest('account.too_many', `Poți salva cel mult ${MAX_SAVED_ADDRESSES} de adrese.`);
        }
        const isDefault = input.implicita || saved === 0;
        if (isDefault) await book.clearDefault(userId);
        return toSavedAddress(await book.insertAddress(userId, { ...addressColumns(input), isDefault }));
      });
    },

    async updateAddress(userId: number, id: number, input: AddressValues): Promise<SavedAddress> {
      return db.transaction(async (tx) => {
        const book = createAddressBookRepository(tx);
        await book.lockOwner(userId);
        if (input.implicita) await book.clearDefault(userId, id);
        const row = await book.updateAddress(userId, id, {
          ...addressColumns(input),
          ...(input.implicita ? { isDefault: true } : {}),
        });
        if (!row) throw addressNotFound();
        return toSavedAddress(row);
      });
    },

    async setDefaultAddress(userId: number, id: number): Promise<SavedAddress> {
      return db.transaction(async (tx) => {
        const book = createAddressBookRepository(tx);
        await book.lockOwner(userId);
        await book.clearDefault(userId, id);
        const row = await book.setDefault(userId, id);
        if (!row) throw addressNotFound();
        return toSavedAddress(row);
      });
    },

    /** Deletes an address; when it was the default, the newest remaining one becomes it. */
    async deleteAddress(userId: number, id: number): Promise<void> {
      await db.transaction(async (tx) => {
        const book = createAddressBookRepository(tx);
        await book.lockOwner(userId);
        const row = await book.deleteAddress(userId, id);
        if (!row) throw addressNotFound();
        if (row.isDefault) await book.ensureDefault(userId);
      });
    },

    async companies(userId: number): Promise<SavedCompany[]> {
      return (await createAddressBookRepository(db).companies(userId)).map(toSavedCompany);
    },

    async addCompany(userId: number, input: CompanyValues): Promise<SavedCompany> {
      return db.transaction(async (tx) => {
        const book = createAddressBookRepository(tx);
        await book.lockOwner(userId);
        if ((await book.countCompanies(userId)) >= MAX_SAVED_COMPANIES) {
          throw badRequest('account.too_many', `Poți salva cel mult ${MAX_SAVED_COMPANIES} firme.`);
        }
        const row = await book.insertCompany(userId, companyColumns(input));
        if (!row) throw companyExists();
        return toSavedCompany(row);
      });
    },

    async updateCompany(userId: number, id: number, input: CompanyValues): Promise<SavedCompany> {
      try {
        const row = await createAddressBookRepository(db).updateCompany(userId, id, companyColumns(input));
        if (!row) throw companyNotFound();
        return toSavedCompany(row);
      } catch (error) {
        const code =
          (error as { code?: string; cause?: { code?: string } }).code ??
          (error as { cause?: { code?: string } }).cause?.code;
        if (code === '23505') throw companyExists();
        throw error;
      }
    },

    async deleteCompany(userId: number, id: number): Promise<void> {
      if (!(await createAddressBookRepository(db).deleteCompany(userId, id))) throw companyNotFound();
    },

    /** A company's data from ANAF's register by its CUI (already checked and normalized). */
    async lookupCompany(cui: string, clientAddress: string): Promise<CompanyLookup> {
      const outcome = await deps.rateLimits.takeEach([
        [`company-lookup:${clientAddress}`, COMPANY_LOOKUP_RATE_LIMIT],
      ]);
      if (!outcome.taken) throw tooManyRequests(outcome.retryAfter);
      const digits = cui.replace(/^RO/, '');
      let found: CompanyLookup | null;
      try {
        found = await deps.anaf.lookup(digits);
      } catch (error) {
        if (error instanceof AnafUnavailableError) {
          throw new AppError(503, 'account.company_lookup_unavailable', COMPANY_LOOKUP_UNAVAILABLE_MESSAGE);
        }
        throw error;
      }
      if (!found) throw notFound('account.company_lookup_not_found', COMPANY_NOT_FOUND_MESSAGE);
      return { ...found, cui };
    },

    async preferredLocker(userId: number): Promise<PreferredLocker> {
      const id = await createAddressBookRepository(db).preferredLockerId(userId);
      return { locker: (id && (await deps.lockers.findOpen(id))) || null };
    },

    async setPreferredLocker(userId: number, lockerId: string | null): Promise<PreferredLocker> {
      const locker = lockerId ? await deps.lockers.findOpen(lockerId) : null;
      if (lockerId && !locker) throw notFound('account.locker_not_found', 'Easybox-ul nu a fost găsit.');
      await createAddressBookRepository(db).setPreferredLocker(userId, lockerId);
      return { locker: locker ?? null };
    },
  };
}

export type AddressBookService = ReturnType<typeof createAddressBookService>;
