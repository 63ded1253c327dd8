import { describe, expect, it } from 'vitest';
import { pdfText } from '../../../test/pdf-text';
import type { InvoiceDocument } from '../document';
import {
  buildCreditNoteDocument,
  buildInvoiceDocument,
  type OrderInvoiceFacts,
  toInvoiceSeller,
} from '../invoice-builder';
import { renderInvoicePdf } from './invoice-pdf';

const seller = toInvoiceSeller({
  companyName: 'Salvia Naturals SRL',
  cui: 'RO45281631',
  tradeRegister: 'J12/345/2019',
  shareCapital: 20_000,
  street: 'Str. Fântânele nr. 7',
  city: 'Cluj-Napoca',
  county: 'Cluj',
  postalCode: '400294',
  bankName: 'Banca Transilvania',
  iban: 'RO49BTRL01301202925689XX',
  email: 'comenzi@salvia-naturals.ro',
  phone: '0264 000 000',
});

const companyOrder: OrderInvoiceFacts = {
  orderId: 1042,
  paymentMeans: 'card',
  buyer: {
    kind: 'company',
    name: 'Țesătoria Șerban SRL',
    email: 'achizitii@tesatoria.ro',
    cui: 'RO14399840',
    tradeRegister: 'J40/1234/2001',
    cnp: null,
    address: {
      street: 'Bd. Ștefan cel Mare 12',
      city: 'Sector 2',
      county: 'București',
      postalCode: '020121',
    },
  },
  lines: [
    // 1.234,56 lei a piece: the thousands separator shows.
    {
      productId: 1,
      title: 'Ulei de cătină bio, 100 ml',
      unitPrice: 123_456,
      quantity: 2,
      discountShare: 0,
      vatRate: 21,
    },
    {
      productId: 2,
      title: 'Ceai de mușețel și tei',
      unitPrice: 1_990,
      quantity: 3,
      discountShare: 300,
      vatRate: 11,
    },
  ],
  shippingCost: 1_999,
};

function numbered(document: InvoiceDocument, series: string, number: number): InvoiceDocument {
  return { ...document, series, number, code: `${series}-${String(number).padStart(6, '0')}` };
}

const invoice = numbered(
  buildInvoiceDocument(companyOrder, seller, new Date('2026-11-20T10:00:00Z')),
  'SLV',
  42,
);

describe('renderInvoicePdf', () => {
  it('shows what Codul fiscal art. 319 asks of an invoice, in Romanian', async () => {
    const pdf = await renderInvoicePdf(invoice, { efacturaIndex: null });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const { pages, text } = await pdfText(pdf);
    expect(pages).toBe(1);
    expect(text).toContain('FACTURĂ');
    expect(text).not.toContain('STORNO');
    expect(text).toContain('Seria SLV nr. 000042');
    expect(text).toContain('Data emiterii: 20.11.2026');
    // Both parties: the seller with RO (a VAT payer), its trade register, capital and bank.
    expect(text).toContain('CUI: RO45281631');
    expect(text).toContain('Nr. Reg. Com.: J12/345/2019');
    expect(text).toContain('Capital social: 200,00 lei');
    expect(text).toContain('IBAN: RO49BTRL01301202925689XX');
    expect(text).toContain('Banca Transilvania');
    expect(text).toContain('CUI: RO14399840');
    expect(text).toContain('Nr. Reg. Com.: J40/1234/2001');
    expect(text).toContain('Sector 2, București');
    // Comma-below letters, lower and upper case, read back as themselves.
    expect(text).toContain('Țesătoria Șerban SRL');
    expect(text).toContain('Bd. Ștefan cel Mare 12');
    expect(text).toContain('mușețel');
    expect(text).toMatch(/ș/);
    expect(text).toMatch(/ț/);
    // Each VAT rate's base and VAT, and the total, in the Romanian number format.
    expect(invoice.vatBreakdown.map((rate) => rate.vatRate).sort()).toEqual([11, 21]);
    for (const rate of invoice.vatBreakdown) {
      expect(text).toContain(`TVA ${rate.vatRate}%`);
      expect(text).toContain(lei(rate.taxableAmount));
      expect(text).toContain(lei(rate.vatAmount));
    }
    expect(invoice.totals.gross).toBe(2 * 123_456 + 3 * 1_990 - 300 + 1_999);
    expect(text).toContain('Total de plată');
    expect(text).toContain('2.545,81 lei');
    // Each line: description, quantity, rate.
    expect(text).toContain('Ulei de cătină bio, 100 ml');
    expect(text).toContain('Transport');
    expect(text).not.toContain('e-Factura');
  });

  it('quotes the RO e-Factura index only once ANAF has it', async () => {
    const { text } = await pdfText(await renderInvoicePdf(invoice, { efacturaIndex: '5012345678' }));
    expect(text).toContain('Factură transmisă în RO e-Factura, index 5012345678');
  });

  it('shows a person with a CNP, and no CUI for them', async () => {
    const person = numbered(
      buildInvoiceDocument(
        {
          ...companyOrder,
          buyer: {
            kind: 'person',
            name: 'Ana Popescu',
            email: 'ana@example.ro',
            cui: null,
            tradeRegister: null,
            cnp: '2950101125785',
            address: {
              street: 'Str. Memorandumului 1',
              city: 'Cluj-Napoca',
              county: 'Cluj',
              postalCode: '400114',
            },
          },
        },
        seller,
        new Date('2026-11-20T10:00:00Z'),
      ),
      'SLV',
      43,
    );
    const { text } = await pdfText(await renderInvoicePdf(person, { efacturaIndex: null }));
    expect(text).toContain('CNP: 2950101125785');
    expect(text.match(/CUI:/g)).toHaveLength(1);
    expect(text).toContain('Cluj-Napoca, jud. Cluj');
  });

  it('titles a credit note "FACTURĂ STORNO", names the invoice and shows its values with minus', async () => {
    const note = numbered(
      buildCreditNoteDocument(
        invoice,
        [],
        { amount: 10_000, reason: 'Retur', refundId: 1, returnId: null, returned: [] },
        seller,
        new Date('2026-11-25T10:00:00Z'),
      )!,
      'SLVCR',
      7,
    );
    const { text } = await pdfText(await renderInvoicePdf(note, { efacturaIndex: null }));
    expect(text).toContain('FACTURĂ STORNO');
    expect(text).toContain('Seria SLVCR nr. 000007');
    expect(text).toContain('Stornează factura SLV-000042 din 20.11.2026');
    expect(text).toContain('-100,00 lei');
    for (const rate of note.vatBreakdown) {
      expect(text).toContain(lei(-rate.taxableAmount));
      expect(text).toContain(lei(-rate.vatAmount));
    }
  });

  it('flows many lines onto more pages, the table heading and footer on each', async () => {
    const many = numbered(
      buildInvoiceDocument(
        {
          ...companyOrder,
          lines: Array.from({ length: 60 }, (_, index) => ({
            productId: index + 1,
            title: `Săpun natural nr. ${index + 1}`,
            unitPrice: 2_500,
            quantity: 1,
            discountShare: 0,
            vatRate: 21,
          })),
        },
        seller,
        new Date('2026-11-20T10:00:00Z'),
      ),
      'SLV',
      44,
    );
    const { pages, text } = await pdfText(await renderInvoicePdf(many, { efacturaIndex: null }));
    expect(pages).toBeGreaterThan(1);
    expect(text).toContain('Săpun natural nr. 60');
    expect(text.match(/Denumire/g)).toHaveLength(pages);
    expect(text).toContain(`pagina ${pages} din ${pages}`);
    expect(text).toContain(lei(many.totals.gross));
  });
});

/** "1.234,56 lei", as the PDF writes money (U+002D for a minus). */
function lei(bani: number): string {
  return `${new Intl.NumberFormat('ro-RO', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(bani / 100)} lei`;
}
