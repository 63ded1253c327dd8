import { SHOP_TIME_ZONE, VAT_RATES } from '@shop/shared/constants';
import { findCounty, parseCui, sectorFromPostalCode, sectorIn } from '@shop/shared/romania';
import type { ShopInvoiceIdentity } from '../settings/settings.service';
import type { InvoiceAddress, InvoiceBuyer, InvoiceDocument, InvoiceSeller, PaymentMeans } from './document';
import { type GrossLine, shareOut, withVat } from './invoice-amounts';

/** An address as the checkout and the settings keep it. */
export interface PlainAddress {
  street: string;
  city: string;
  county: string;
  postalCode: string;
}

/** What checkout knows of a paid order, for its invoice. */
export interface OrderInvoiceFacts {
  orderId: number;
  /** The language the order was placed in; the invoice's mail is written in it. */
  lang?: 'ro' | 'en';
  paymentMeans: PaymentMeans;
  buyer: {
    kind: 'person' | 'company';
    name: string;
    email: string;
    cui: string | null;
    tradeRegister: string | null;
    cnp: string | null;
    address: PlainAddress;
  };
  lines: {
    productId: number | null;
    title: string;
    /** VAT-inclusive, bani. */
    unitPrice: number;
    quantity: number;
    discountShare: number;
    vatRate: number;
  }[];
  /** VAT-inclusive, bani; 0 when free. */
  shippingCost: number;
  /**
   * Bani of the total still to be paid: an edit raised a paid order's total (docs/decisions/061).
   * Absent or 0: everything was paid.
   */
  amountDue?: number;
}

/** What a credit note gives back: an amount, and the products sent back when a return caused it. */
export interface CreditFacts {
  /** VAT-inclusive, bani. */
  amount: number;
  reason: string;
  refundId: number | null;
  returnId: number | null;
  /** The returned products and their quantities, when a return caused the credit. */
  returned: { productId: number; quantity: number }[];
}

/**
 * The county's code and, in București, the sector: from the city (stored as "Sector 3" since
 * decision 049; older spellings too), else the street, else the postal code, whose second digit is
 * the sector (Poșta Română's 0S…… codes).
 */
export function toInvoiceAddress(address: PlainAddress): InvoiceAddress {
  const county = findCounty(address.county);
  const code = county?.code ?? '';
  const sector =
    code === 'B'
      ? (sectorIn(address.city) ??
        sectorIn(address.street, { spelledOut: true }) ??
        sectorFromPostalCode(address.postalCode))
      : null;
  return {
    street: address.street.trim(),
    city: sector ? `Sector ${sector}` : address.city.trim(),
    county: county?.name ?? address.county.trim(),
    countyCode: code,
    sector,
    postalCode: address.postalCode.trim(),
    countryCode: 'RO',
  };
}

export function toInvoiceSeller(identity: ShopInvoiceIdentity): InvoiceSeller {
  const cui = parseCui(identity.cui);
  return {
    name: identity.companyName,
    cui: cui?.normalized ?? identity.cui,
    vatPayer: cui?.vatPayer ?? false,
    tradeRegister: identity.tradeRegister,
    shareCapital: identity.shareCapital,
    address: toInvoiceAddress({
      street: identity.street,
      city: identity.city,
      county: identity.county,
      postalCode: identity.postalCode,
    }),
    bankName: identity.bankName,
    iban: identity.iban,
    email: identity.email,
    phone: identity.phone,
  };
}

export function toInvoiceBuyer(buyer: OrderInvoiceFacts['buyer']): InvoiceBuyer {
  const cui = buyer.cui ? parseCui(buyer.cui) : null;
  return {
    kind: buyer.kind,
    name: buyer.name.trim(),
    cui: buyer.kind === 'company' ? (cui?.normalized ?? buyer.cui) : null,
    vatPayer: buyer.kind === 'company' && (cui?.vatPayer ?? false),
    tradeRegister: buyer.kind === 'company' ? buyer.tradeRegister : null,
    cnp: buyer.kind === 'person' ? buyer.cnp : null,
    address: toInvoiceAddress(buyer.address),
    email: buyer.email,
  };
}

/** The day in Romania, "YYYY-MM-DD". */
export function romanianDate(at: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: SHOP_TIME_ZONE }).format(at);
}

const SHIPPING_NAME = 'Transport';

/**
 * The invoice of a paid order, without its number (the database gives it): the order's lines after
 * their share of the discount, shipping as a service line at the standard rate, the VAT per rate.
 * Everything was paid before the invoice (card, wallet, or cash handed to the courier), so nothing
 * is left payable, but what an edit of a paid order added (`amountDue`).
 */
export function buildInvoiceDocument(
  facts: OrderInvoiceFacts,
  seller: InvoiceSeller,
  issuedAt: Date,
): InvoiceDocument {
  const gross: GrossLine[] = facts.lines.map((line, index) => ({
    position: index + 1,
    productId: line.productId,
    name: line.title,
    quantity: line.quantity,
    unitCode: 'H87',
    unitPriceGross: line.unitPrice,
    grossAmount: line.unitPrice * line.quantity - line.discountShare,
    discountGross: line.discountShare,
    vatRate: seller.vatPayer ? line.vatRate : 0,
    vatCategory: seller.vatPayer ? 'S' : 'O',
    invoicePosition: null,
  }));
  if (facts.shippingCost > 0) {
    gross.push({
      position: gross.length + 1,
      productId: null,
      name: SHIPPING_NAME,
      quantity: 1,
      unitCode: 'C62',
      unitPriceGross: facts.shippingCost,
      grossAmount: facts.shippingCost,
      discountGross: 0,
      vatRate: seller.vatPayer ? VAT_RATES.standard : 0,
      vatCategory: seller.vatPayer ? 'S' : 'O',
      invoicePosition: null,
    });
  }
  const { lines, vatBreakdown, totals } = withVat(gross);
  return {
    kind: 'invoice',
    series: '',
    number: 0,
    code: '',
    issueDate: romanianDate(issuedAt),
    currency: 'RON',
    orderId: facts.orderId,
    paymentMeans: facts.paymentMeans,
    seller,
    buyer: toInvoiceBuyer(facts.buyer),
    lines,
    vatBreakdown,
    totals: {
      ...totals,
      prepaid: totals.gross - Math.min(facts.amountDue ?? 0, totals.gross),
      payable: Math.min(facts.amountDue ?? 0, totals.gross),
    },
    correctedInvoice: null,
    notes: [`Comanda nr. ${facts.orderId}`],
    ...(facts.lang ? { language: facts.lang } : {}),
  };
}

/**
 * A credit note for `credit.amount` of `invoice`, after the credit notes it already has: the
 * amount is shared over what is left of the invoice's lines (of the returned products only, when a
 * return caused it and they cover it), in proportion to what is left of each, so each VAT rate gets
 * back exactly its part. A line credited whole keeps its quantity; a part of a line is one unit
 * of "<name> (parțial)". Null when nothing is left to credit.
 */
export function buildCreditNoteDocument(
  invoice: InvoiceDocument,
  earlier: InvoiceDocument[],
  credit: CreditFacts,
  seller: InvoiceSeller,
  issuedAt: Date,
): InvoiceDocument | null {
  const credited = new Map<number, number>();
  for (const note of earlier) {
    for (const line of note.lines) {
      if (line.invoicePosition !== null)
        credited.set(line.invoicePosition, (credited.get(line.invoicePosition) ?? 0) + line.grossAmount);
    }
  }
  const remaining = invoice.lines.map((line) => ({
    line,
    left: Math.max(0, line.grossAmount - (credited.get(line.position) ?? 0)),
  }));
  const totalLeft = remaining.reduce((sum, entry) => sum + entry.left, 0);
  const amount = Math.min(credit.amount, totalLeft);
  if (amount <= 0) return null;
  const returnedIds = new Set(credit.returned.map((entry) => entry.productId));
  const returnedLeft = remaining
    .filter((entry) => entry.line.productId !== null && returnedIds.has(entry.line.productId))
    .reduce((sum, entry) => sum + entry.left, 0);
  const pool =
    returnedIds.size > 0 && returnedLeft >= amount
      ? remaining.filter((entry) => entry.line.productId !== null && returnedIds.has(entry.line.productId))
      : remaining;
  const shares = shareOut(
    amount,
    pool.map((entry) => entry.left),
  );
  const gross: GrossLine[] = [];
  pool.forEach((entry, index) => {
    const share = shares[index]!;
    if (share <= 0) return;
    const whole = share === entry.line.grossAmount;
    gross.push({
      position: gross.length + 1,
      productId: entry.line.productId,
      name: whole ? entry.line.name : `${entry.line.name} (parțial)`,
      quantity: whole ? entry.line.quantity : 1,
      unitCode: entry.line.unitCode,
      unitPriceGross: whole ? entry.line.unitPriceGross : share,
      grossAmount: share,
      discountGross: whole ? entry.line.discountGross : 0,
      vatRate: entry.line.vatRate,
      vatCategory: entry.line.vatCategory,
      invoicePosition: entry.line.position,
    });
  });
  const { lines, vatBreakdown, totals } = withVat(gross);
  return {
    kind: 'credit_note',
    series: '',
    number: 0,
    code: '',
    issueDate: romanianDate(issuedAt),
    currency: 'RON',
    orderId: invoice.orderId,
    paymentMeans: invoice.paymentMeans,
    seller,
    buyer: invoice.buyer,
    lines,
    vatBreakdown,
    totals: { ...totals, prepaid: 0, payable: totals.gross },
    correctedInvoice: { code: invoice.code, issueDate: invoice.issueDate },
    notes: [`Comanda nr. ${invoice.orderId}`, credit.reason].filter((note) => note.trim() !== ''),
    ...(invoice.language ? { language: invoice.language } : {}),
  };
}
