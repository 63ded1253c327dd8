import { findCounty } from '@shop/shared/romania';
import type { Locker } from '@shop/shared/schemas/checkout';
import { foldDiacritics } from '@shop/shared/text';
import type { Database, Executor } from '../../../db/client';
import { notFound } from '../../../lib/errors';
import { invalidPage, type PageRequest } from '../../../lib/pagination';
import { toLocker } from './lockers.mapper';
import { createLockersRepository, type LockerRow } from './lockers.repository';

export function createLockersService(deps: { db: Database }) {
  return {
    /** Searches active lockers; `q` ignores diacritics and case, every word must match. */
    async list(
      query: { q?: string; judet?: string },
      page: PageRequest,
    ): Promise<{ results: Locker[]; count: number }> {
      const words = foldDiacritics(query.q ?? '')
        .split(/[\s,.;]+/)
        .filter((word) => word.length > 0)
        .slice(0, 8);
      const county = query.judet ? (findCounty(query.judet)?.name ?? query.judet) : undefined;
      const { rows, total } = await createLockersRepository(deps.db).list(
        { words, county },
        { limit: page.size, offset: page.offset },
      );
      if (rows.length === 0 && page.page > 1) throw invalidPage();
      return { results: rows.map(toLocker), count: total };
    },

    async detail(id: string): Promise<Locker> {
      const row = await createLockersRepository(deps.db).findActive(id);
      if (!row) throw notFound('checkout.locker_not_found', 'Easybox-ul nu a fost găsit.');
      return toLocker(row);
    },

    /** An open locker as the shop shows it; undefined when unknown or closed. */
    async findOpen(id: string): Promise<Locker | undefined> {
      const row = await createLockersRepository(deps.db).findActive(id);
      return row && toLocker(row);
    },

    /**
     * The courier's side of an order's pickup point, for its AWB (`lockerLastMile` is the
     * courier's id, not ours): null ids for a demo-list point no courier knows; undefined when
     * the id is unknown. Closed points answer too: the order named it when it was open.
     */
    courierPoint(executor: Executor, id: string) {
      return createLockersRepository(executor).courierPoint(id);
    },

    /** An active locker for an order (read with the order's transaction); undefined when gone. */
    findActive(executor: Executor, id: string): Promise<LockerRow | undefined> {
      return createLockersRepository(executor).findActive(id);
    },
  };
}

export type LockersService = ReturnType<typeof createLockersService>;
