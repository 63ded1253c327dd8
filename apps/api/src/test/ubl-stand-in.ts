import type { InvoiceDocument } from '../modules/invoicing/document';
import type { EfacturaXml } from '../modules/invoicing/efactura/spv-service';

/**
 * A small UBL 2.1 renderer and check for the e-Factura worker's tests, until the invoicing
 * module's `renderUbl`/`validateUbl` (CIUS-RO) are wired (docs/decisions/048). It writes what the
 * worker and ANAF's stand-in read: the customization id, BT-1 (`cbc:ID`), the type code, both
 * parties' identifiers and the totals; its check applies two real rules: BR-RO-120 (the buyer is
 * identified) and BR-CO-15 (the total with VAT is the total without VAT plus the VAT).
 */
const bani = (amount: number) => (amount / 100).toFixed(2);
const escape = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function renderStandInUbl(document: InvoiceDocument): string {
  const root = document.kind === 'invoice' ? 'Invoice' : 'CreditNote';
  const typeCode = document.kind === 'invoice' ? 'InvoiceTypeCode' : 'CreditNoteTypeCode';
  const buyerId =
    document.buyer.kind === 'company' ? (document.buyer.cui ?? '') : (document.buyer.cnp ?? '0000000000000');
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<${root} xmlns="urn:oasis:names:specification:ubl:schema:xsd:${root}-2" xmlns:cac="urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2" xmlns:cbc="urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2">`,
    '<cbc:CustomizationID>urn:cen.eu:en16931:2017#compliant#urn:efactura.mfinante.ro:CIUS-RO:1.0.1</cbc:CustomizationID>',
    `<cbc:ID>${escape(document.code)}</cbc:ID>`,
    `<cbc:IssueDate>${document.issueDate}</cbc:IssueDate>`,
    `<cbc:${typeCode}>${document.kind === 'invoice' ? 380 : 381}</cbc:${typeCode}>`,
    '<cbc:DocumentCurrencyCode>RON</cbc:DocumentCurrencyCode>',
    `<cac:AccountingSupplierParty><cac:Party><cac:PartyTaxScheme><cbc:CompanyID>${escape(document.seller.cui)}</cbc:CompanyID><cac:TaxScheme><cbc:ID>VAT</cbc:ID></cac:TaxScheme></cac:PartyTaxScheme><cac:PartyLegalEntity><cbc:RegistrationName>${escape(document.seller.name)}</cbc:RegistrationName></cac:PartyLegalEntity></cac:Party></cac:AccountingSupplierParty>`,
    `<cac:AccountingCustomerParty><cac:Party>${
      buyerId
        ? `<cac:PartyLegalEntity><cbc:RegistrationName>${escape(document.buyer.name)}</cbc:RegistrationName><cbc:CompanyID>${escape(buyerId)}</cbc:CompanyID></cac:PartyLegalEntity>`
        : `<cac:PartyLegalEntity><cbc:RegistrationName>${escape(document.buyer.name)}</cbc:RegistrationName></cac:PartyLegalEntity>`
    }</cac:Party></cac:AccountingCustomerParty>`,
    `<cac:TaxTotal><cbc:TaxAmount currencyID="RON">${bani(document.totals.vat)}</cbc:TaxAmount></cac:TaxTotal>`,
    `<cac:LegalMonetaryTotal><cbc:TaxExclusiveAmount currencyID="RON">${bani(document.totals.net)}</cbc:TaxExclusiveAmount><cbc:TaxInclusiveAmount currencyID="RON">${bani(document.totals.gross)}</cbc:TaxInclusiveAmount><cbc:PayableAmount currencyID="RON">${bani(document.totals.payable)}</cbc:PayableAmount></cac:LegalMonetaryTotal>`,
    `</${root}>`,
  ].join('\n');
}

export async function validateStandInUbl(xml: string) {
  const errors: { rule: string; message: string; location: string }[] = [];
  const customer =
    /<cac:AccountingCustomerParty>([\s\S]*?)<\/cac:AccountingCustomerParty>/.exec(xml)?.[1] ?? '';
  if (!/<cbc:CompanyID>[^<]+<\/cbc:CompanyID>/.test(customer))
    errors.push({
      rule: 'BR-RO-120',
      message: 'The buyer must be identified (CUI, CNP or 0000000000000).',
      location: '/Invoice/cac:AccountingCustomerParty',
    });
  const amount = (name: string) => Number(new RegExp(`<cbc:${name}[^>]*>([^<]+)<`).exec(xml)?.[1] ?? 'NaN');
  const net = amount('TaxExclusiveAmount');
  const vat = amount('TaxAmount');
  const gross = amount('TaxInclusiveAmount');
  if (Math.round((net + vat) * 100) !== Math.round(gross * 100))
    errors.push({
      rule: 'BR-CO-15',
      message: 'Invoice total amount with VAT = Invoice total amount without VAT + Invoice total VAT amount.',
      location: '/Invoice/cac:LegalMonetaryTotal',
    });
  return { valid: errors.length === 0, errors };
}

export const standInUbl: EfacturaXml = { renderXml: renderStandInUbl, validateXml: validateStandInUbl };
