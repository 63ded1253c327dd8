import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { MIGRATIONS_DIR, migrationsCurrent } from './migrate';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A migrations folder whose journal's newest entry is `when`. */
function journalWith(when: number): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'shop-journal-'));
  mkdirSync(path.join(dir, 'meta'));
  writeFileSync(path.join(dir, 'meta/_journal.json'), JSON.stringify({ entries: [{ when: 1 }, { when }] }));
  return dir;
}

describe('migrationsCurrent', () => {
  it("is true for the build's own migrations on a migrated database", async () => {
    expect(await migrationsCurrent(t.db, MIGRATIONS_DIR)).toBe(true);
  });

  it('is false when the build carries a migration the database lacks', async () => {
    expect(await migrationsCurrent(t.db, journalWith(Date.now() + 86_400_000))).toBe(false);
  });

  it('is false on a database without the ledger (still being migrated by another process)', async () => {
    await t.query('ALTER TABLE drizzle.__drizzle_migrations RENAME TO __drizzle_migrations_away');
    try {
      expect(await migrationsCurrent(t.db, MIGRATIONS_DIR)).toBe(false);
    } finally {
      await t.query('ALTER TABLE drizzle.__drizzle_migrations_away RENAME TO __drizzle_migrations');
    }
  });
});
