import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { containsPattern } from '../../lib/like';

export type CustomerRow = {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  emailVerifiedAt: Date | null;
  isActive: boolean;
  createdAt: Date;
  lastLoginAt: Date | null;
};

type RawCustomer = {
  id: number;
  email: string;
  first_name: string;
  last_name: string;
  phone: string;
  email_verified_at: string | Date | null;
  is_active: boolean;
  created_at: string | Date;
  last_login_at: string | Date | null;
};

const asDate = (value: string | Date | null) => (value === null ? null : new Date(value));

function toRow(raw: RawCustomer): CustomerRow {
  return {
    id: raw.id,
    email: raw.email,
    firstName: raw.first_name,
    lastName: raw.last_name,
    phone: raw.phone,
    emailVerifiedAt: asDate(raw.email_verified_at),
    isActive: raw.is_active,
    createdAt: new Date(raw.created_at),
    lastLoginAt: asDate(raw.last_login_at),
  };
}

const COLUMNS = sql.raw(
  'id, email, first_name, last_name, phone, email_verified_at, is_active, created_at, last_login_at',
);

/** Customer accounts (not staff) as the admin reads them. */
export function createCustomersRepository(db: Executor) {
  return {
    /** A page of customers, newest first, matching `q` in the email, the name or the phone. */
    async page(filter: {
      q?: string | undefined;
      limit: number;
      offset: number;
    }): Promise<{ rows: CustomerRow[]; total: number }> {
      const pattern = filter.q ? containsPattern(filter.q) : null;
      // A phone matches by its digits, however either side spaces them.
      const digits = filter.q?.replace(/\D/g, '') ?? '';
      const phonePattern = digits.length >= 3 ? `%${digits}%` : null;
      const result = await db.execute<RawCustomer & { total: number }>(sql`
        SELECT ${COLUMNS}, count(*) OVER ()::int AS total
          FROM users
         WHERE NOT is_staff AND NOT is_superuser
           AND (${pattern}::text IS NULL
                OR lower(shop_unaccent(email || ' ' || first_name || ' ' || last_name || ' ' || phone))
                   LIKE lower(shop_unaccent(${pattern}::text))
                OR (${phonePattern}::text IS NOT NULL
                    AND regexp_replace(phone, '[^0-9]', '', 'g') LIKE ${phonePattern}::text))
         ORDER BY created_at DESC, id DESC
         LIMIT ${filter.limit} OFFSET ${filter.offset}`);
      return { rows: result.rows.map(toRow), total: result.rows[0]?.total ?? 0 };
    },

    async find(id: number): Promise<CustomerRow | undefined> {
      const result = await db.execute<RawCustomer>(sql`
        SELECT ${COLUMNS} FROM users WHERE id = ${id} AND NOT is_staff AND NOT is_superuser`);
      const [raw] = result.rows;
      return raw ? toRow(raw) : undefined;
    },
  };
}
