import { baniToDecimal } from '@shop/shared/money';
import { createRequire } from 'node:module';
import type * as Xmlbuilder2 from 'xmlbuilder2';
import type {
  InvoiceAddress,
  InvoiceBuyer,
  InvoiceDocument,
  InvoiceDocumentLine,
  InvoiceSeller,
  InvoiceVatBreakdown,
  PaymentMeans,
  VatCategory,
} from '../document';

let xmlbuilder: typeof Xmlbuilder2 | undefined;
/** xmlbuilder2 and its DOM, loaded from node_modules with the first invoice's XML (docs/decisions/078). */
function create(options: Parameters<typeof Xmlbuilder2.create>[0]) {
  xmlbuilder ??= createRequire(import.meta.url)('xmlbuilder2') as typeof Xmlbuilder2;
  return xmlbuilder.create(options);
}

/**
 * RO e-Factura's XML: an invoice or a credit note as UBL 2.1, in the shape of the Romanian CIUS
 * (Ordinul MF 1366/2021 and its amendments, under OUG 120/2021 on RO e-Factura) on top of
 * EN 16931. Written by hand from the frozen document: every amount is the document's own, in bani,
 * written with two decimals; nothing is recomputed here, so the XML says exactly what the PDF
 * says. `validateUbl` (./validate.ts) checks the result against ANAF's rules before any upload.
 */

/** BT-24: the CIUS-RO specification identifier ANAF's validator requires (BR-RO-001). */
export const CIUS_RO_CUSTOMIZATION_ID =
  'urn:cen.eu:en16931:2017#compliant#urn:efactura.mfinante.ro:CIUS-RO:1.0.1';

const NS = {
  invoice: 'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2',
  creditNote: 'urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2',
  cac: 'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2',
  cbc: 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2',
};

/** What a person without a CNP is identified by (BT-47, BR-RO-120): thirteen zeros. */
export const NO_CNP = '0000000000000';

/** CIUS-RO's length limits the shop's free texts can reach (BR-RO-L1024, BR-RO-L302, BR-RO-A020). */
const ITEM_NAME_MAX = 100;
const ITEM_DESCRIPTION_MAX = 200;
const NOTE_MAX = 300;
const NOTES_MAX = 20;

/** UNCL 4461 payment means codes. */
const PAYMENT_MEANS: Record<PaymentMeans, { code: string; name: string }> = {
  card: { code: '48', name: 'Card bancar' },
  cash_on_delivery: { code: '10', name: 'Numerar la livrare' },
  bank_transfer: { code: '30', name: 'Transfer bancar' },
  // The shop's wallet is a balance the shop owes the customer (refunds kept as credit): no UNCL
  // code names it, so "mutually defined" with the name spelled out.
  wallet: { code: 'ZZZ', name: 'Sold în portofelul clientului' },
};

type Node = Record<string, unknown>;

const amount = (bani: number): Node => ({ '@currencyID': 'RON', '#': baniToDecimal(bani) });

/** A VAT rate as UBL writes it, "21.00"; rates are whole or half percents, never money. */
function percent(rate: number): string {
  const hundredths = Math.round(rate * 100);
  return baniToDecimal(hundredths);
}

/**
 * BT-146, the net price of one unit: the line's net amount (after its discount) over its
 * quantity, to six decimals at most (trailing zeros dropped, two kept), so that quantity × price
 * rounds back to the line's net amount to the ban. Prices include VAT in the shop, so a net unit
 * price rarely falls on a whole ban; ANAF's own samples write prices with four decimals, and
 * CIUS-RO limits only amounts (BR-DEC-*), not prices, to two.
 */
export function unitNetPrice(netAmount: number, quantity: number): string {
  if (!Number.isSafeInteger(netAmount) || !Number.isSafeInteger(quantity) || quantity <= 0) {
    throw new RangeError(`Cannot price ${netAmount} bani over ${quantity} units`);
  }
  // Millionths of a leu: bani × 10 000 / quantity, rounded half up on whole integers.
  const scaled = BigInt(netAmount) * 10_000n;
  const q = BigInt(quantity);
  const millionths = (2n * scaled + q) / (2n * q);
  const whole = millionths / 1_000_000n;
  const fraction = String(millionths % 1_000_000n)
    .padStart(6, '0')
    .replace(/0{1,4}$/, '');
  return `${whole}.${fraction.padEnd(2, '0')}`;
}

/** One line of text, cut to `max` characters (as XPath counts them) with an ellipsis. */
function clip(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  const chars = Array.from(flat);
  return chars.length <= max ? flat : `${chars.slice(0, max - 1).join('')}…`;
}

/**
 * BT-39/54 and BT-37/52. The county as ISO 3166-2 ("RO-CJ", BR-RO-110/111); in București the
 * locality is the sector's code, "SECTOR1"…"SECTOR6" (BR-RO-100/101). An address whose county the
 * shop could not recognise keeps its text, which the validator then refuses rather than the XML
 * guessing a county.
 */
function postalAddress(address: InvoiceAddress): Node {
  const city =
    address.countyCode === 'B' && address.sector !== null ? `SECTOR${address.sector}` : address.city;
  return {
    'cbc:StreetName': address.street,
    'cbc:CityName': city,
    ...(address.postalCode ? { 'cbc:PostalZone': address.postalCode } : {}),
    'cbc:CountrySubentity': address.countyCode
      ? `${address.countryCode}-${address.countyCode}`
      : address.county,
    'cac:Country': { 'cbc:IdentificationCode': address.countryCode },
  };
}

const vatScheme = { 'cbc:ID': 'VAT' };

/** A CUI without its "RO": the legal registration identifier (BT-30, BT-47). */
const cuiDigits = (cui: string) => cui.replace(/^RO/i, '').trim();

/**
 * BG-4. A VAT payer states its VAT identifier "RO…" (BT-31, BR-RO-065, BR-S-02); every seller
 * states its CUI as the legal registration identifier (BT-30), and the trade register number and
 * share capital the invoice must show (Codul fiscal art. 319 (20), Legea 31/1990 art. 74) as its
 * additional legal information (BT-33).
 */
function sellerParty(seller: InvoiceSeller): Node {
  return {
    'cac:Party': {
      'cac:PartyName': { 'cbc:Name': seller.name },
      'cac:PostalAddress': postalAddress(seller.address),
      ...(seller.vatPayer
        ? { 'cac:PartyTaxScheme': { 'cbc:CompanyID': seller.cui, 'cac:TaxScheme': vatScheme } }
        : {}),
      'cac:PartyLegalEntity': {
        'cbc:RegistrationName': seller.name,
        'cbc:CompanyID': cuiDigits(seller.cui),
        'cbc:CompanyLegalForm': [
          seller.tradeRegister ? `Reg. Com. ${seller.tradeRegister}` : null,
          `Capital social ${baniToDecimal(seller.shareCapital)} lei`,
        ]
          .filter(Boolean)
          .join(', '),
      },
      'cac:Contact': {
        ...(seller.phone ? { 'cbc:Telephone': seller.phone } : {}),
        ...(seller.email ? { 'cbc:ElectronicMail': seller.email } : {}),
      },
    },
  };
}

/**
 * BG-7. The buyer's legal registration identifier (BT-47, BR-RO-120): a company's CUI, a person's
 * CNP when they gave it, else thirteen zeros. A VAT-paying company also states its VAT identifier
 * (BT-48), except on a document outside the scope of VAT (category O), which may carry none (BR-O-02).
 */
function buyerParty(buyer: InvoiceBuyer, outsideVat: boolean): Node {
  const legalId = buyer.kind === 'company' ? cuiDigits(buyer.cui ?? '') : (buyer.cnp ?? NO_CNP);
  const vatId = buyer.kind === 'company' && buyer.vatPayer && buyer.cui && !outsideVat ? buyer.cui : null;
  return {
    'cac:Party': {
      'cac:PartyName': { 'cbc:Name': buyer.name },
      'cac:PostalAddress': postalAddress(buyer.address),
      ...(vatId ? { 'cac:PartyTaxScheme': { 'cbc:CompanyID': vatId, 'cac:TaxScheme': vatScheme } } : {}),
      'cac:PartyLegalEntity': {
        'cbc:RegistrationName': buyer.name,
        ...(legalId ? { 'cbc:CompanyID': legalId } : {}),
      },
      ...(buyer.email ? { 'cac:Contact': { 'cbc:ElectronicMail': buyer.email } } : {}),
    },
  };
}

/**
 * BG-16. How the money moved; the seller's IBAN goes with every means (the law asks the invoice to
 * show it, and a credit transfer needs it: BR-61).
 */
function paymentMeans(document: InvoiceDocument): Node {
  const means = PAYMENT_MEANS[document.paymentMeans];
  return {
    'cbc:PaymentMeansCode': { '@name': means.name, '#': means.code },
    ...(document.seller.iban
      ? { 'cac:PayeeFinancialAccount': { 'cbc:ID': document.seller.iban.replace(/\s+/g, '') } }
      : {}),
  };
}

/** BT-118…BT-121: the category, its rate (none for O: BR-O-05) and, off S and Z, the VATEX reason. */
function taxCategory(
  category: VatCategory,
  rate: number,
  exemption: Pick<InvoiceVatBreakdown, 'exemptionReasonCode' | 'exemptionReason'> | null,
): Node {
  return {
    'cbc:ID': category,
    ...(category === 'O' ? {} : { 'cbc:Percent': percent(rate) }),
    ...(exemption?.exemptionReasonCode
      ? { 'cbc:TaxExemptionReasonCode': exemption.exemptionReasonCode }
      : {}),
    ...(exemption?.exemptionReason ? { 'cbc:TaxExemptionReason': exemption.exemptionReason } : {}),
    'cac:TaxScheme': vatScheme,
  };
}

function taxTotal(document: InvoiceDocument): Node {
  return {
    'cbc:TaxAmount': amount(document.totals.vat),
    'cac:TaxSubtotal': document.vatBreakdown.map((row) => ({
      'cbc:TaxableAmount': amount(row.taxableAmount),
      'cbc:TaxAmount': amount(row.vatAmount),
      'cac:TaxCategory': taxCategory(row.vatCategory, row.vatRate, row),
    })),
  };
}

/**
 * BG-22. No document-level allowances or charges (discounts are inside the lines), so BT-106 =
 * BT-109; what was paid before the document (BT-113) and what is left to pay (BT-115) are the
 * document's own (BR-CO-16).
 */
function monetaryTotal(document: InvoiceDocument): Node {
  const { net, gross, prepaid, payable } = document.totals;
  return {
    'cbc:LineExtensionAmount': amount(net),
    'cbc:TaxExclusiveAmount': amount(net),
    'cbc:TaxInclusiveAmount': amount(gross),
    ...(prepaid !== 0 ? { 'cbc:PrepaidAmount': amount(prepaid) } : {}),
    'cbc:PayableAmount': amount(payable),
  };
}

function documentLine(line: InvoiceDocumentLine, quantityElement: string): Node {
  const name = line.name.replace(/\s+/g, ' ').trim();
  const clipped = clip(name, ITEM_NAME_MAX);
  const note =
    line.discountGross > 0 ? `Include o reducere de ${baniToDecimal(line.discountGross)} lei (cu TVA)` : null;
  return {
    'cbc:ID': String(line.position),
    ...(note ? { 'cbc:Note': note } : {}),
    [quantityElement]: { '@unitCode': line.unitCode, '#': String(line.quantity) },
    'cbc:LineExtensionAmount': amount(line.netAmount),
    'cac:Item': {
      // The full name, when BT-153's hundred characters cut it, as the item's description (BT-154).
      ...(clipped !== name ? { 'cbc:Description': clip(name, ITEM_DESCRIPTION_MAX) } : {}),
      'cbc:Name': clipped,
      ...(line.productId !== null
        ? { 'cac:SellersItemIdentification': { 'cbc:ID': String(line.productId) } }
        : {}),
      'cac:ClassifiedTaxCategory': taxCategory(line.vatCategory, line.vatRate, null),
    },
    'cac:Price': {
      'cbc:PriceAmount': { '@currencyID': 'RON', '#': unitNetPrice(line.netAmount, line.quantity) },
    },
  };
}

/**
 * The document as RO e-Factura's UBL: an Invoice (type 380) or a CreditNote (type 381) that names
 * its invoice (BG-3). A credit note's amounts are positive: the type says they go back.
 */
export function renderUbl(document: InvoiceDocument): string {
  const isInvoice = document.kind === 'invoice';
  const outsideVat = document.lines.some((line) => line.vatCategory === 'O');
  const notes = document.notes
    .map((note) => clip(note, NOTE_MAX))
    .filter((note) => note !== '')
    .slice(0, NOTES_MAX);
  const paymentTerms =
    document.totals.payable > 0
      ? {
          // BR-CO-25: an amount due needs a due date or payment terms.
          'cac:PaymentTerms': {
            'cbc:Note': isInvoice
              ? 'Plata la primirea facturii.'
              : 'Suma se restituie cumpărătorului prin metoda de plată a comenzii.',
          },
        }
      : {};
  const body: Node = {
    'cbc:UBLVersionID': '2.1',
    'cbc:CustomizationID': CIUS_RO_CUSTOMIZATION_ID,
    'cbc:ID': document.code,
    'cbc:IssueDate': document.issueDate,
    [isInvoice ? 'cbc:InvoiceTypeCode' : 'cbc:CreditNoteTypeCode']: isInvoice ? '380' : '381',
    ...(notes.length > 0 ? { 'cbc:Note': notes } : {}),
    'cbc:DocumentCurrencyCode': document.currency,
    ...(document.correctedInvoice
      ? {
          'cac:BillingReference': {
            'cac:InvoiceDocumentReference': {
              'cbc:ID': document.correctedInvoice.code,
              'cbc:IssueDate': document.correctedInvoice.issueDate,
            },
          },
        }
      : {}),
    'cac:AccountingSupplierParty': sellerParty(document.seller),
    'cac:AccountingCustomerParty': buyerParty(document.buyer, outsideVat),
    'cac:PaymentMeans': paymentMeans(document),
    ...paymentTerms,
    'cac:TaxTotal': taxTotal(document),
    'cac:LegalMonetaryTotal': monetaryTotal(document),
    [isInvoice ? 'cac:InvoiceLine' : 'cac:CreditNoteLine']: document.lines.map((line) =>
      documentLine(line, isInvoice ? 'cbc:InvoicedQuantity' : 'cbc:CreditedQuantity'),
    ),
  };
  const root = isInvoice ? 'Invoice' : 'CreditNote';
  return create({ version: '1.0', encoding: 'UTF-8' })
    .ele({
      [root]: {
        '@xmlns': isInvoice ? NS.invoice : NS.creditNote,
        '@xmlns:cac': NS.cac,
        '@xmlns:cbc': NS.cbc,
        ...body,
      },
    })
    .end({ prettyPrint: true });
}
