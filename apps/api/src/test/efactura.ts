import type { Database } from '../db/client';
import { createAuditService } from '../modules/audit/audit.service';
import { createShopSettingsService } from '../modules/settings/settings.service';
import type { OrderInvoiceFacts } from '../modules/invoicing/invoice-builder';
import { createInvoicingService } from '../modules/invoicing/invoicing.service';

let nextOrderId = 900_000;

/** A paid order's facts for a person (B2C) or a company (B2B), with a fresh order id. */
export function orderFacts(kind: 'person' | 'company'): OrderInvoiceFacts {
  nextOrderId += 1;
  return {
    orderId: nextOrderId + Math.floor(Math.random() * 50_000) * 100,
    paymentMeans: 'card',
    buyer: {
      kind,
      name: kind === 'company' ? 'Verde Tehnic SRL' : 'Ana Popescu',
      email: 'ana@example.ro',
      cui: kind === 'company' ? 'RO1234565' : null,
      tradeRegister: kind === 'company' ? 'J12/3456/2019' : null,
      cnp: null,
      address: {
        street: 'Str. Memorandumului 28',
        city: 'Cluj-Napoca',
        county: 'Cluj',
        postalCode: '400114',
      },
    },
    lines: [
      { productId: 50, title: 'Cremă de față', unitPrice: 4990, quantity: 2, discountShare: 0, vatRate: 21 },
    ],
    shippingCost: 1500,
  };
}

/** Issues an invoice as checkout does, in its own transaction; answers its row. */
export async function issueInvoice(db: Database, kind: 'person' | 'company') {
  const invoicing = createInvoicingService({
    db,
    settings: createShopSettingsService({ db, audit: createAuditService() }),
  });
  return db.transaction((tx) => invoicing.issueInvoice(tx, orderFacts(kind)));
}
