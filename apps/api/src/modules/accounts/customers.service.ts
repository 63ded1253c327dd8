import { SHOP_TIME_ZONE } from '@shop/shared/constants';
import { baniToDecimal } from '@shop/shared/money';
import type { AdminCustomerPage, AdminCustomerSummary } from '@shop/shared/schemas/admin/customers';
import type { Database } from '../../db/client';
import { notFound } from '../../lib/errors';
import { csvBatches, csvMoney } from '../../lib/csv';
import { invalidPage, type PageRequest, toPage } from '../../lib/pagination';
import type { WalletService } from '../wallet/wallet.service';
import { createCustomersRepository, type CustomerRow } from './customers.repository';

/** The customers file's columns, in Romanian. */
const CUSTOMERS_CSV_COLUMNS = [
  'ID',
  'Email',
  'Prenume',
  'Nume',
  'Telefon',
  'Email confirmat',
  'Activ',
  'Cont creat',
  'Ultima autentificare',
  'Sold portofel (lei)',
] as const;
const EXPORT_BATCH = 500;

/** "2026-11-27 14:05", the shop's local time. */
const localTime = new Intl.DateTimeFormat('sv-SE', {
  timeZone: SHOP_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});

export const customerNotFound = () => notFound('account.customer_not_found', 'Clientul nu a fost găsit.');

function toSummary(row: CustomerRow, balance: number): AdminCustomerSummary {
  return {
    id: row.id,
    email: row.email,
    first_name: row.firstName,
    last_name: row.lastName,
    phone: row.phone,
    email_verified: row.emailVerifiedAt !== null,
    is_active: row.isActive,
    created_at: row.createdAt.toISOString(),
    last_login_at: row.lastLoginAt?.toISOString() ?? null,
    wallet_balance: baniToDecimal(balance),
  };
}

/** Customer accounts for staff: the list with each wallet's balance, and one customer. */
export function createCustomersService(deps: { db: Database; wallet: Pick<WalletService, 'balances'> }) {
  const { db, wallet } = deps;
  const repository = createCustomersRepository(db);

  return {
    async list(
      q: string | undefined,
      page: PageRequest,
      link: { publicUrl: string; url: string },
    ): Promise<AdminCustomerPage> {
      const { rows, total } = await repository.page({ q, limit: page.size, offset: page.offset });
      if (rows.length === 0 && page.page > 1) throw invalidPage();
      const balances = await wallet.balances(rows.map((row) => row.id));
      return toPage(
        rows.map((row) => toSummary(row, balances.get(row.id) ?? 0)),
        total,
        page,
        link,
      );
    },

    async get(id: number): Promise<AdminCustomerSummary> {
      const row = await repository.find(id);
      if (!row) throw customerNotFound();
      const balances = await wallet.balances([id]);
      return toSummary(row, balances.get(id) ?? 0);
    },

    /**
     * The customers `q` matches (as the list), newest first, as CSV lines (UTF-8 with a BOM,
     * `;`-separated, Romanian headers), with each wallet's balance; read a batch at a time.
     */
    exportCsv(q: string | undefined): AsyncGenerator<string> {
      let offset = 0;
      return csvBatches(
        CUSTOMERS_CSV_COLUMNS,
        async () => {
          const { rows } = await repository.page({ q, limit: EXPORT_BATCH, offset });
          offset += rows.length;
          const balances = await wallet.balances(rows.map((row) => row.id));
          return rows.map((row) => ({ row, balance: balances.get(row.id) ?? 0 }));
        },
        ({ row, balance }) => [
          row.id,
          row.email,
          row.firstName,
          row.lastName,
          row.phone,
          row.emailVerifiedAt ? 'Da' : 'Nu',
          row.isActive ? 'Da' : 'Nu',
          localTime.format(row.createdAt),
          row.lastLoginAt ? localTime.format(row.lastLoginAt) : null,
          csvMoney(balance),
        ],
      );
    },

    /** Throws "not found" unless `id` is a customer account (not staff). */
    async assertCustomer(id: number): Promise<void> {
      if (!(await repository.find(id))) throw customerNotFound();
    },
  };
}

export type CustomersService = ReturnType<typeof createCustomersService>;
