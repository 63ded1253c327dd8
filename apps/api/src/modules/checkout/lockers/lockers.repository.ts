import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';

export type LockerRow = {
  id: string;
  name: string;
  address: string;
  city: string;
  county: string;
  postal_code: string;
  kind: 'locker' | 'ooh';
  opening_hours: { day: number; opens: string; closes: string }[];
};

const LOCKER_COLUMNS = sql`l.id, l.name, l.address, l.city, l.county, l.postal_code, l.kind, l.opening_hours`;

export function createLockersRepository(db: Executor) {
  return {
    /**
     * Active lockers whose name, address, city or county contain every word of the search
     * (words already folded: lower case, no diacritics), optionally in one county; by county,
     * city and name, with the total, in one statement.
     */
    async list(
      filter: { words: string[]; county?: string },
      page: { limit: number; offset: number },
    ): Promise<{ rows: LockerRow[]; total: number }> {
      const conditions: SQL[] = [sql`l.is_active`];
      for (const word of filter.words) {
        const pattern = `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
        conditions.push(
          sql`lower(shop_unaccent(concat_ws(' ', l.name, l.address, l.city, l.county, l.postal_code, l.id))) LIKE ${pattern}`,
        );
      }
      if (filter.county) {
        conditions.push(sql`lower(shop_unaccent(l.county)) = lower(shop_unaccent(${filter.county}))`);
      }
      const result = await db.execute<LockerRow & { total: number }>(sql`
        SELECT ${LOCKER_COLUMNS}, count(*) OVER ()::int AS total
          FROM lockers l
         WHERE ${sql.join(conditions, sql` AND `)}
         ORDER BY l.county, l.city, l.name, l.id
         LIMIT ${page.limit} OFFSET ${page.offset}`);
      return { rows: result.rows, total: result.rows[0]?.total ?? 0 };
    },

    /** Whose point it is and its id there, open or closed; undefined for an unknown id. */
    async courierPoint(
      id: string,
    ): Promise<
      | { courier: string | null; courierId: string | null; kind: 'locker' | 'ooh'; active: boolean }
      | undefined
    > {
      const result = await db.execute<{
        courier: string | null;
        courier_id: string | null;
        kind: 'locker' | 'ooh';
        is_active: boolean;
      }>(sql`SELECT courier, courier_id, kind, is_active FROM lockers WHERE id = ${id}`);
      const row = result.rows[0];
      return (
        row && { courier: row.courier, courierId: row.courier_id, kind: row.kind, active: row.is_active }
      );
    },

    async findActive(id: string): Promise<LockerRow | undefined> {
      const result = await db.execute<LockerRow>(
        sql`SELECT ${LOCKER_COLUMNS} FROM lockers l WHERE l.id = ${id} AND l.is_active`,
      );
      return result.rows[0];
    },
  };
}

export type LockersRepository = ReturnType<typeof createLockersRepository>;
