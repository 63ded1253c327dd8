import { createAuditService } from '../modules/audit/audit.service';
import type { OrderInvoiceFacts } from '../modules/invoicing/invoice-builder';
import { createInvoicingService } from '../modules/invoicing/invoicing.service';
import { createShopSettingsService } from '../modules/settings/settings.service';
import type { TestApp } from './test-app';

let orderIds = 900_000;

/** A small person's order, as checkout's facts give it; `orderId` unique per call. */
export function invoiceFacts(overrides: Partial<OrderInvoiceFacts> = {}): OrderInvoiceFacts {
  orderIds += 1;
  return {
    orderId: orderIds,
    paymentMeans: 'card',
    buyer: {
      kind: 'person',
      name: 'Ana Popescu',
      email: 'ana.factura@example.ro',
      cui: null,
      tradeRegister: null,
      cnp: null,
      address: { street: 'Str. Memorandumului 1', city: 'Cluj-Napoca', county: 'Cluj', postalCode: '400114' },
    },
    lines: [
      { productId: 1, title: 'Ceai de tei', unitPrice: 2_500, quantity: 2, discountShare: 0, vatRate: 11 },
    ],
    shippingCost: 0,
    ...overrides,
  };
}

/**
 * Issues an invoice as if it were `issuedAt` (the document's date is Romania's day of it) and
 * sets where it stands with RO e-Factura: the only columns the database lets change after issue.
 */
export async function issueInvoiceAt(
  t: TestApp,
  issuedAt: Date,
  efacturaState: 'pending' | 'uploaded' | 'accepted' | 'rejected' = 'pending',
): Promise<{ id: number; code: string; issueDate: string }> {
  const invoicing = createInvoicingService({
    db: t.db,
    settings: createShopSettingsService({ db: t.db, audit: createAuditService() }),
    now: () => issuedAt,
  });
  const row = await t.db.transaction((tx) => invoicing.issueInvoice(tx, invoiceFacts()));
  if (efacturaState !== 'pending') {
    await t.query('UPDATE invoices SET efactura_state = $2, efactura_updated_at = now() WHERE id = $1', [
      row.id,
      efacturaState,
    ]);
  }
  return { id: row.id, code: row.code, issueDate: row.issueDate };
}
