import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect } from 'vitest';
import { connectDatabase } from '../db/client';
import { createAuditService } from '../modules/audit/audit.service';
import { createInvoicingService } from '../modules/invoicing/invoicing.service';
import { createShopSettingsService } from '../modules/settings/settings.service';
import { orderBody } from './checkout';
import { invoiceFacts } from './invoices';

/** What the backup tests check on both kinds of database (docs/decisions/068). */

/** A temporary folder the postgres user can enter (the cluster runs as postgres when we are root). */
export async function tempFolder(name: string, created: string[]): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), `shop-${name}-`));
  await fs.chmod(dir, 0o755);
  created.push(dir);
  return dir;
}

/** What must come back: every row of the tables that hold money, stock and documents, hashed. */
export async function fingerprint(url: string) {
  const database = connectDatabase(url, { max: 1 });
  try {
    const table = (name: string, order = 'id') =>
      `(SELECT md5(coalesce(string_agg(t::text, '|' ORDER BY t.${order}), '')) FROM ${name} t)`;
    const { rows } = await database.pool.query<Record<string, string | number>>(`
      SELECT (SELECT count(*) FROM orders)::int AS order_count,
             (SELECT count(*) FROM invoices)::int AS invoice_count,
             ${table('orders')} AS orders, ${table('order_lines')} AS order_lines,
             ${table('invoices')} AS invoices, ${table('stock_movements')} AS stock_movements,
             (SELECT md5(string_agg(id || ':' || stock, ',' ORDER BY id)) FROM products) AS stock`);
    return rows[0]!;
  } finally {
    await database.close();
  }
}

/** A guest order of two units of product 1 through the running shop's API. */
export async function placeOrder(port: number): Promise<void> {
  const response = await fetch(`http://127.0.0.1:${port}/api/comenzi/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(orderBody([{ produs: 1, cantitate: 2 }])),
  });
  expect(response.status, await response.clone().text()).toBe(201);
}

/** Issues one invoice in the shop's database, as the invoicing module does for an order. */
export async function issueInvoice(url: string): Promise<void> {
  const database = connectDatabase(url, { max: 1 });
  try {
    const invoicing = createInvoicingService({
      db: database.db,
      settings: createShopSettingsService({ db: database.db, audit: createAuditService() }),
    });
    await database.db.transaction((tx) => invoicing.issueInvoice(tx, invoiceFacts()));
  } finally {
    await database.close();
  }
}
