import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { formatLei } from '@shop/shared/money';
import type {
  InvoiceAddress,
  InvoiceBuyer,
  InvoiceDocument,
  InvoiceDocumentLine,
  InvoiceSeller,
  InvoiceVatBreakdown,
  PaymentMeans,
} from '../document';

/**
 * The invoice or credit note as a PDF for people (the customer's copy, the accountant's export):
 * one A4 page in Romanian with what Codul fiscal art. 319 (20) asks an invoice to show, read only
 * from the frozen document. RO e-Factura's legal copy is the XML; this one quotes its upload index
 * once ANAF has it.
 *
 * The standard PDF fonts are Latin-1 and have no ș ț (comma below): DejaVu Sans, a TrueType font
 * with them, is embedded (only the glyphs used).
 */

const require = createRequire(import.meta.url);

let fonts: { regular: Buffer; bold: Buffer } | undefined;
function loadFonts() {
  fonts ??= {
    regular: readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')),
    bold: readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf')),
  };
  return fonts;
}

// The shop's palette (DESIGN.md): near-black text, a muted grey for labels, the deep green brand.
const INK = '#1c1f1d';
const MUTED = '#56615b';
const BRAND = '#1f5c45';
const LINE = '#e5e0d6';
const CANVAS = '#faf7f2';

const MARGIN = 48;
const PAGE = { width: 595.28, height: 841.89 };
const CONTENT_WIDTH = PAGE.width - 2 * MARGIN;
/** What the last block on a page may not cross (room for the footer line). */
const BOTTOM = PAGE.height - MARGIN - 16;

const PAYMENT_MEANS: Record<PaymentMeans, string> = {
  card: 'card online',
  cash_on_delivery: 'numerar la livrare (ramburs)',
  bank_transfer: 'transfer bancar',
  wallet: 'portofelul contului',
};

/** "27.11.2026", the date as Romanian documents write it. */
function romanianDay(day: string): string {
  const [year, month, date] = day.split('-');
  return `${date}.${month}.${year}`;
}

/**
 * A credit note shows its values with the minus sign: Codul fiscal art. 330 (1) b corrects an
 * invoice by "emiterea unei facturi cu valorile cu semnul minus". The document (and its UBL
 * CreditNote) keeps them positive.
 */
function signed(document: InvoiceDocument) {
  const sign = document.kind === 'credit_note' ? -1 : 1;
  return {
    lei: (bani: number) => formatLei(sign * bani),
    amount: (bani: number) => formatLei(sign * bani).replace(/ lei$/, ''),
    quantity: (quantity: number) => String(sign * quantity),
  };
}

function addressLines(address: InvoiceAddress): string[] {
  const place =
    address.countyCode === 'B' ? `${address.city}, București` : `${address.city}, jud. ${address.county}`;
  return [
    address.street,
    [place, address.postalCode].filter((part) => part !== '').join(', '),
    address.countryCode === 'RO' ? 'România' : address.countryCode,
  ].filter((line) => line !== '');
}

/** The seller's CUI as the law shows it: with "RO" when the seller pays VAT (art. 319 (20) e). */
function sellerCui(seller: InvoiceSeller): string {
  const cui = seller.cui.trim();
  return seller.vatPayer && !/^RO/i.test(cui) ? `RO${cui}` : cui;
}

function sellerLines(seller: InvoiceSeller): string[] {
  return [
    ...addressLines(seller.address),
    `CUI: ${sellerCui(seller)}`,
    `Nr. Reg. Com.: ${seller.tradeRegister}`,
    `Capital social: ${formatLei(seller.shareCapital)}`,
    `Banca: ${seller.bankName}`,
    `IBAN: ${seller.iban}`,
  ].filter((line) => !/: $/.test(line));
}

function buyerLines(buyer: InvoiceBuyer): string[] {
  return [
    ...addressLines(buyer.address),
    ...(buyer.kind === 'company' && buyer.cui ? [`CUI: ${buyer.cui}`] : []),
    ...(buyer.kind === 'company' && buyer.tradeRegister ? [`Nr. Reg. Com.: ${buyer.tradeRegister}`] : []),
    ...(buyer.kind === 'person' && buyer.cnp ? [`CNP: ${buyer.cnp}`] : []),
  ];
}

function vatRateLabel(rate: { vatRate: number; vatCategory: string }): string {
  return rate.vatCategory === 'O' ? 'neplătitor' : `${rate.vatRate}%`;
}

type Column = { key: string; title: string; width: number; align: 'left' | 'right' };

const COLUMNS: Column[] = [
  { key: 'position', title: 'Nr.', width: 24, align: 'left' },
  { key: 'name', title: 'Denumire', width: 171, align: 'left' },
  { key: 'quantity', title: 'Cant.', width: 40, align: 'right' },
  { key: 'unitPrice', title: 'Preț unitar fără TVA', width: 64, align: 'right' },
  { key: 'vatRate', title: 'Cota TVA', width: 46, align: 'right' },
  { key: 'net', title: 'Valoare fără TVA', width: 77, align: 'right' },
  { key: 'vat', title: 'TVA', width: 77, align: 'right' },
];

/**
 * The line's price without VAT per unit, after its share of the discount: its net value over its
 * quantity, to the ban (the value column is the exact figure).
 */
function unitNetPrice(line: InvoiceDocumentLine): number {
  return Math.round(line.netAmount / line.quantity);
}

/**
 * pdfkit, with fontkit and the Brotli decoder it brings, holds about 20 MiB of a process once
 * loaded (bench/README.md, "Memory"): it is loaded with the first invoice, not at start.
 */
const loadPdfkit = () => import('pdfkit').then((module) => module.default);
let pdfkit: ReturnType<typeof loadPdfkit> | null = null;

export async function renderInvoicePdf(
  document: InvoiceDocument,
  options: { efacturaIndex: string | null },
): Promise<Buffer> {
  const PDFDocument = await (pdfkit ??= loadPdfkit());
  const { regular, bold } = loadFonts();
  const isCreditNote = document.kind === 'credit_note';
  const title = isCreditNote ? 'FACTURĂ STORNO' : 'FACTURĂ';
  const money = signed(document);

  const pdf = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    bufferPages: true,
    lang: 'ro-RO',
    displayTitle: true,
    info: {
      Title: `${title} ${document.code}`,
      Author: document.seller.name,
      Subject: `${title} ${document.code} din ${romanianDay(document.issueDate)}`,
    },
  });
  pdf.registerFont('regular', regular);
  pdf.registerFont('bold', bold);
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });

  const text = (value: string, x: number, y: number, width: number, style: TextStyle = {}) => {
    pdf
      .font(style.bold ? 'bold' : 'regular')
      .fontSize(style.size ?? 9)
      .fillColor(style.color ?? INK)
      .text(value, x, y, { width, align: style.align ?? 'left', lineGap: 1.5 });
    return pdf.y;
  };
  const heightOf = (value: string, width: number, style: TextStyle = {}) =>
    pdf
      .font(style.bold ? 'bold' : 'regular')
      .fontSize(style.size ?? 9)
      .heightOfString(value, { width, lineGap: 1.5 });
  const rule = (y: number, color = LINE) => {
    pdf
      .moveTo(MARGIN, y)
      .lineTo(PAGE.width - MARGIN, y)
      .lineWidth(0.75)
      .strokeColor(color)
      .stroke();
  };

  // Heading: what the document is, its series and number, its date.
  let y = MARGIN;
  text(title, MARGIN, y, CONTENT_WIDTH / 2, { bold: true, size: 20, color: BRAND });
  const headingRight = [
    `Seria ${document.series} nr. ${String(document.number).padStart(6, '0')}`,
    `Data emiterii: ${romanianDay(document.issueDate)}`,
    ...(document.correctedInvoice
      ? [
          `Stornează factura ${document.correctedInvoice.code} din ${romanianDay(document.correctedInvoice.issueDate)}`,
        ]
      : []),
  ];
  let right = y;
  headingRight.forEach((line, index) => {
    right = text(line, MARGIN + CONTENT_WIDTH / 2, right, CONTENT_WIDTH / 2, {
      align: 'right',
      bold: index === 0,
      size: index === 0 ? 11 : 9,
    });
  });
  y = Math.max(pdf.y, right, y + 28) + 12;
  rule(y);
  y += 12;

  // The parties, side by side.
  const columnWidth = (CONTENT_WIDTH - 24) / 2;
  const party = (label: string, name: string, lines: string[], x: number) => {
    let at = text(label.toUpperCase(), x, y, columnWidth, { bold: true, size: 8, color: MUTED });
    at = text(name, x, at + 2, columnWidth, { bold: true, size: 10 });
    for (const line of lines) at = text(line, x, at + 1, columnWidth);
    return at;
  };
  const sellerEnd = party('Furnizor', document.seller.name, sellerLines(document.seller), MARGIN);
  const buyerEnd = party(
    'Cumpărător',
    document.buyer.name,
    buyerLines(document.buyer),
    MARGIN + columnWidth + 24,
  );
  y = Math.max(sellerEnd, buyerEnd) + 18;

  // The lines, with the table's heading repeated on every page they flow onto.
  const tableHeader = () => {
    const height =
      Math.max(
        ...COLUMNS.map((column) => heightOf(column.title, column.width - 6, { bold: true, size: 8 })),
      ) + 8;
    pdf.rect(MARGIN, y, CONTENT_WIDTH, height).fill(CANVAS);
    let x = MARGIN;
    for (const column of COLUMNS) {
      text(column.title, x + 3, y + 4, column.width - 6, {
        bold: true,
        size: 8,
        color: MUTED,
        align: column.align,
      });
      x += column.width;
    }
    y += height;
    rule(y, '#c9c2b4');
  };
  const newPage = () => {
    pdf.addPage();
    y = MARGIN;
  };
  tableHeader();
  for (const line of document.lines) {
    const cells: Record<string, string> = {
      position: String(line.position),
      name: line.name,
      quantity: money.quantity(line.quantity),
      unitPrice: formatLei(unitNetPrice(line)).replace(/ lei$/, ''),
      vatRate: vatRateLabel(line),
      net: money.amount(line.netAmount),
      vat: money.amount(line.vatAmount),
    };
    const discount =
      line.discountGross > 0 ? `reducere inclusă: ${formatLei(line.discountGross)} cu TVA` : null;
    const nameWidth = COLUMNS[1]!.width - 6;
    const height =
      heightOf(line.name, nameWidth) + (discount ? heightOf(discount, nameWidth, { size: 7.5 }) : 0) + 10;
    if (y + height > BOTTOM) {
      newPage();
      tableHeader();
    }
    let x = MARGIN;
    for (const column of COLUMNS) {
      const after = text(cells[column.key]!, x + 3, y + 5, column.width - 6, { align: column.align });
      if (column.key === 'name' && discount)
        text(discount, x + 3, after, column.width - 6, { size: 7.5, color: MUTED });
      x += column.width;
    }
    y += height;
    rule(y);
  }
  y += 14;

  // VAT per rate and the totals, kept together on one page.
  const breakdown = document.vatBreakdown.map((rate: InvoiceVatBreakdown) => ({
    label:
      rate.vatCategory === 'S'
        ? `TVA ${rate.vatRate}%`
        : `TVA ${vatRateLabel(rate)}${rate.exemptionReason ? ` (${rate.exemptionReason})` : ''}`,
    base: money.lei(rate.taxableAmount),
    vat: money.lei(rate.vatAmount),
  }));
  const summaryHeight = 22 + breakdown.length * 14 + 3 * 16 + 30;
  if (y + summaryHeight > BOTTOM) newPage();
  const labelX = MARGIN + CONTENT_WIDTH - 340;
  const [labelWidth, baseWidth, vatWidth] = [150, 100, 90];
  const summaryRow = (cells: [string, string, string], style: TextStyle = {}) => {
    text(cells[0], labelX, y, labelWidth, style);
    text(cells[1], labelX + labelWidth, y, baseWidth, { ...style, align: 'right' });
    text(cells[2], labelX + labelWidth + baseWidth, y, vatWidth, { ...style, align: 'right' });
    y += 14;
  };
  summaryRow(['Cota', 'Baza de impozitare', 'TVA'], { bold: true, size: 8, color: MUTED });
  for (const rate of breakdown) summaryRow([rate.label, rate.base, rate.vat]);
  y += 4;
  pdf
    .moveTo(labelX, y)
    .lineTo(PAGE.width - MARGIN, y)
    .lineWidth(0.75)
    .strokeColor(LINE)
    .stroke();
  y += 8;
  summaryRow(['Total fără TVA', money.lei(document.totals.net), '']);
  summaryRow(['Total TVA', '', money.lei(document.totals.vat)]);
  y += 4;
  pdf.rect(labelX, y - 4, 340, 24).fill(CANVAS);
  text(isCreditNote ? 'Total storno' : 'Total de plată', labelX + 6, y + 2, 200, { bold: true, size: 11 });
  text(money.lei(document.totals.gross), labelX + 150, y + 2, 184, {
    bold: true,
    size: 11,
    color: BRAND,
    align: 'right',
  });
  y += 34;

  // What the document adds: how it was paid, its notes, and RO e-Factura's index once accepted.
  const footnotes = [
    isCreditNote
      ? 'Suma se restituie cumpărătorului.'
      : document.totals.payable === 0
        ? `Achitată integral: ${PAYMENT_MEANS[document.paymentMeans]}.`
        : `Modalitate de plată: ${PAYMENT_MEANS[document.paymentMeans]}. Rest de plată: ${formatLei(document.totals.payable)}.`,
    ...document.notes,
  ];
  if (y + footnotes.length * 14 + 30 > BOTTOM) newPage();
  for (const note of footnotes) y = text(note, MARGIN, y, CONTENT_WIDTH, { color: MUTED }) + 2;
  if (options.efacturaIndex) {
    y += 8;
    text(`Factură transmisă în RO e-Factura, index ${options.efacturaIndex}`, MARGIN, y, CONTENT_WIDTH, {
      bold: true,
    });
  }

  // Every page says what it belongs to, and which of how many it is.
  const range = pdf.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index++) {
    pdf.switchToPage(index);
    // Below the bottom margin: without this, pdfkit would start a new page for the footer.
    pdf.page.margins.bottom = 0;
    const footer = `${title} ${document.code} · pagina ${index - range.start + 1} din ${range.count}`;
    pdf
      .font('regular')
      .fontSize(7.5)
      .fillColor(MUTED)
      .text(footer, MARGIN, PAGE.height - MARGIN, {
        width: CONTENT_WIDTH,
        align: 'center',
        lineBreak: false,
      });
  }
  pdf.end();
  return finished;
}

type TextStyle = { bold?: boolean; size?: number; color?: string; align?: 'left' | 'right' | 'center' };
