/**
 * An invoice or a credit note as it was issued: everything the law asks it to show (Codul fiscal,
 * art. 319) and everything RO e-Factura's UBL needs, frozen at issue. The XML, the PDF and the
 * admin screens read only this; nothing is looked up again from the order, the products or the
 * settings, so a later change there never rewrites a document. Money is in bani (integers).
 */
export type InvoiceDocumentKind = 'invoice' | 'credit_note';

/** EN 16931 VAT category codes (UNCL5305) the shop can use. */
export type VatCategory = 'S' | 'Z' | 'E' | 'AE' | 'K' | 'G' | 'O';

export type PaymentMeans = 'card' | 'cash_on_delivery' | 'bank_transfer' | 'wallet';

/** A Romanian postal address, in the shape e-Factura checks (BR-RO-101, BR-RO-111). */
export interface InvoiceAddress {
  /** Street, number, building, flat: one line. */
  street: string;
  /** The locality as people write it ("Cluj-Napoca"); for București the sector ("Sector 3"). */
  city: string;
  /** The county's name as shown ("Cluj", "București"). */
  county: string;
  /** The county's two-letter code ("CJ", "B"); ISO 3166-2 is `RO-` + this. */
  countyCode: string;
  /** 1…6 for an address in București, else null. */
  sector: number | null;
  postalCode: string;
  /** ISO 3166-1 alpha-2; always "RO" today: the checkout ships and bills in Romania only. */
  countryCode: string;
}

export interface InvoiceSeller {
  name: string;
  /** As the law shows it: with "RO" when the seller pays VAT ("RO45281631"). */
  cui: string;
  vatPayer: boolean;
  tradeRegister: string;
  /** Share capital, bani (a company's "capital social"). */
  shareCapital: number;
  address: InvoiceAddress;
  bankName: string;
  iban: string;
  email: string;
  phone: string;
}

export interface InvoiceBuyer {
  kind: 'person' | 'company';
  /** A person's full name, or the company's name. */
  name: string;
  /** A company's CUI as given ("RO…" when a VAT payer); null for a person. */
  cui: string | null;
  vatPayer: boolean;
  tradeRegister: string | null;
  /** A person's CNP when they chose to give it; null otherwise (the UBL then says 0000000000000). */
  cnp: string | null;
  address: InvoiceAddress;
  email: string;
}

export interface InvoiceDocumentLine {
  /** 1, 2, 3…: the order in which the document lists its lines. */
  position: number;
  /** The product, when the line is one; null for shipping or a credit note's amount line. */
  productId: number | null;
  /** What the line is, in Romanian, as the document shows it. */
  name: string;
  quantity: number;
  /** UN/ECE Rec 20 unit code: "H87" (piece) for products, "C62" (one) for a service. */
  unitCode: string;
  /** The VAT-inclusive unit price the customer saw, bani. */
  unitPriceGross: number;
  /** What the line cost after its share of discounts, VAT included, bani. */
  grossAmount: number;
  /** The discount already taken off `grossAmount`, VAT included, bani (0 when none). */
  discountGross: number;
  /** EN 16931 BT-131, the line's net amount (without VAT), bani. */
  netAmount: number;
  /** The VAT in `grossAmount`, bani; the lines of a rate add up to that rate's VAT. */
  vatAmount: number;
  vatRate: number;
  vatCategory: VatCategory;
  /** A credit note's line: the position of the invoice line it gives back; null on an invoice. */
  invoicePosition: number | null;
}

export interface InvoiceVatBreakdown {
  vatRate: number;
  vatCategory: VatCategory;
  /** EN 16931 BT-116: the sum of this rate's line net amounts. */
  taxableAmount: number;
  /** EN 16931 BT-117. */
  vatAmount: number;
  /** VATEX code for a category other than S (e.g. "VATEX-EU-O"), else null. */
  exemptionReasonCode: string | null;
  exemptionReason: string | null;
}

export interface InvoiceTotals {
  /** Sum of line net amounts (BT-106 = BT-109: no document-level allowances or charges). */
  net: number;
  /** BT-110. */
  vat: number;
  /** BT-112: net + vat; equals what the order charged (or what was refunded). */
  gross: number;
  /** BT-115: what is still to be paid (0 for an order already paid). */
  payable: number;
  /** BT-113: paid before the document (card, wallet, cash collected). */
  prepaid: number;
}

export interface InvoiceDocument {
  kind: InvoiceDocumentKind;
  /** The series' prefix ("SLV"). */
  series: string;
  /** The continuous number inside the series. */
  number: number;
  /** BT-1, what every copy of the document calls it: `${series}-${number padded to 6}`. */
  code: string;
  /** The issue date in Romania (Europe/Bucharest), "YYYY-MM-DD". */
  issueDate: string;
  currency: 'RON';
  orderId: number;
  paymentMeans: PaymentMeans;
  seller: InvoiceSeller;
  buyer: InvoiceBuyer;
  lines: InvoiceDocumentLine[];
  vatBreakdown: InvoiceVatBreakdown[];
  totals: InvoiceTotals;
  /** A credit note's invoice (BT-25, BT-26); null on an invoice. */
  correctedInvoice: { code: string; issueDate: string } | null;
  /** Free text the document carries (BT-22): the order number, a credit note's reason. */
  notes: string[];
  /**
   * The language the buyer ordered in, for the mail that carries the document (the document
   * itself is Romanian); absent on documents issued before it was kept, which are mailed in Romanian.
   */
  language?: 'ro' | 'en';
}

/** BT-1 of a document: the series, a dash and the number padded to six digits (as the database writes it). */
export function documentCode(series: string, number: number): string {
  return `${series}-${String(number).padStart(6, '0')}`;
}
