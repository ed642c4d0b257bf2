import {
  formatAmount,
  formatRate,
  type InvoiceDocument,
  normalizeHex,
  PRODUCT_NAME,
  type QuoteLine,
  shadeOnWhite,
  type TaxGroup,
} from '@bloom/core';
import {
  A4,
  CONTENT_TOP,
  CONTENT_WIDTH,
  drawHeader,
  embedFonts,
  embedLogo,
  INK,
  lineHeight,
  loadPdfKit,
  MARGIN,
  Sheet,
  type TextStyle,
  textWidth,
  wrapLines,
} from './invoice-pdf-layout';
import { formatDay, INVOICE_PDF_TEXT as T } from './invoice-pdf-text';

export type InvoicePdfKind = 'invoice' | 'receipt' | 'credit_note';

export interface InvoicePdfInput {
  kind: InvoicePdfKind;
  /** The invoice as frozen when it was issued (invoices.document). */
  document: InvoiceDocument;
  branding: { workspaceName: string; accentColor: string | null; logoPng?: Uint8Array | null };
  /** A receipt's payment: the day (YYYY-MM-DD), how (the provider's word, 'card'), how much. */
  receipt?: { paidOn: string; method: string | null; amountPaid: number };
  /** A credit note's own number, day and amount refunded. */
  creditNote?: { number: string; issuedOn: string; amount: number };
}

const STYLES = {
  title: { weight: 'bold', size: 22, lineHeight: 1.2, ink: INK.strong },
  heading: { weight: 'bold', size: 12, lineHeight: 1.35, ink: INK.strong },
  label: { weight: 'medium', size: 8, lineHeight: 1.4, ink: INK.muted },
  body: { weight: 'regular', size: 9.5, lineHeight: 1.45, ink: INK.text },
  strong: { weight: 'bold', size: 9.5, lineHeight: 1.45, ink: INK.strong },
  cell: { weight: 'regular', size: 9, lineHeight: 1.4, ink: INK.text },
  head: { weight: 'medium', size: 8, lineHeight: 1.4, ink: INK.muted },
  due: { weight: 'bold', size: 12, lineHeight: 1.4, ink: INK.strong },
  note: { weight: 'regular', size: 8.5, lineHeight: 1.45, ink: INK.muted },
} as const satisfies Record<string, TextStyle>;

/** The lines table: the description's column, then each number column's right edge. */
const COL = {
  description: { x: MARGIN.x, width: 215 },
  quantity: MARGIN.x + 260,
  unit: MARGIN.x + 340,
  tax: MARGIN.x + 392,
  amount: MARGIN.x + CONTENT_WIDTH,
} as const;
const TOTALS_LABEL_X = MARGIN.x + 220;

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);
const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1).replace(/_/g, ' ');

/**
 * An invoice, its receipt or a credit note as an A4 PDF in the workspace's branding (the
 * agreements' header: logo, name, a rule in the accent colour; Inter embedded as a subset, so the
 * text stays selectable): seller and buyer, number and dates, the lines with their tax rate, tax
 * per rate, subtotal, tax total and total, a final invoice's deductions, what is due (or was paid,
 * or refunded), the payment terms and the owner's footer. No clock is read: the same input gives
 * the same bytes. pdf-lib is loaded here, on the first document, not when the server starts.
 */
export async function renderInvoicePdf(input: InvoicePdfInput): Promise<Uint8Array> {
  const kit = await loadPdfKit();
  const { document: doc, branding, kind } = input;
  const money = (amount: number) => formatAmount(amount, doc.currency);
  const number = kind === 'credit_note' && input.creditNote ? input.creditNote.number : doc.number;
  const title = kind === 'invoice' ? T.invoice : kind === 'receipt' ? T.receipt : T.creditNote;

  const pdf = await kit.lib.PDFDocument.create({ updateMetadata: false });
  pdf.setTitle(`${title} ${number}`);
  pdf.setAuthor(branding.workspaceName);
  pdf.setCreator(PRODUCT_NAME);
  pdf.setProducer(PRODUCT_NAME);
  const texts = [
    branding.workspaceName,
    JSON.stringify(doc),
    JSON.stringify(input.receipt ?? {}),
    JSON.stringify(input.creditNote ?? {}),
    ...Object.values(T).filter((v) => typeof v === 'string'),
    ...[doc.subtotal, doc.taxTotal, doc.total, doc.amountDue, input.receipt?.amountPaid ?? 0].map(money),
    ...doc.lines.flatMap((l) => [money(l.unitAmount), money(l.net), money(l.gross)]),
    ...doc.taxes.flatMap((t) => [money(t.net), money(t.tax)]),
    ...doc.deductions.map((d) => money(d.total)),
    money(input.creditNote?.amount ?? 0),
  ];
  const fonts = await embedFonts(kit, pdf, texts.join(''));
  const accent = shadeOnWhite(normalizeHex(branding.accentColor), 3);
  const logo = branding.logoPng ? await embedLogo(pdf, branding.logoPng) : null;
  const sheet = new Sheet(kit, pdf, fonts, (s) => {
    drawHeader(s, branding.workspaceName, logo, accent);
    return CONTENT_TOP;
  });

  // Title, and what kind of document at a glance.
  sheet.line(`${title} ${number}`, STYLES.title, MARGIN.x, sheet.top);
  if (kind === 'receipt') drawPaidBadge(sheet, accent);
  sheet.top += lineHeight(STYLES.title) + 12;
  drawFacts(sheet, input);
  drawParties(sheet, doc);

  if (doc.title) {
    sheet.flow(doc.title, STYLES.heading);
    sheet.top += 6;
  }
  if (kind === 'credit_note') {
    sheet.flow(T.creditNoteIntro(doc.number), STYLES.body);
    sheet.top += 8;
  }
  drawLines(sheet, doc, money);
  drawTotals(sheet, input, money, accent);

  if (kind === 'invoice' && doc.paymentTerms.trim()) {
    sheet.top += 18;
    sheet.ensure(lineHeight(STYLES.label) + lineHeight(STYLES.body));
    sheet.flow(T.paymentTerms, STYLES.label);
    sheet.flow(doc.paymentTerms, STYLES.body);
  }
  if (doc.footer.trim()) {
    sheet.top += 14;
    sheet.flow(doc.footer, STYLES.note);
  }
  sheet.footers(`${number} · ${doc.seller.name || branding.workspaceName}`, (page, total) =>
    T.pageOf(title, page, total),
  );
  return pdf.save({ useObjectStreams: false });
}

/** Number and dates (the receipt's payment, the credit note's invoice) as label–value pairs in a row. */
function drawFacts(sheet: Sheet, input: InvoicePdfInput) {
  const { document: doc, kind } = input;
  const facts: [string, string][] = [];
  if (kind === 'credit_note' && input.creditNote) {
    facts.push([T.number, input.creditNote.number], [T.date, formatDay(input.creditNote.issuedOn)]);
    facts.push([T.forInvoice, doc.number]);
  } else {
    facts.push([T.number, doc.number], [T.issued, formatDay(doc.issuedOn)]);
    if (kind === 'invoice') facts.push([T.due, formatDay(doc.dueOn)]);
    if (kind === 'receipt' && input.receipt) {
      facts.push([T.paidOn, formatDay(input.receipt.paidOn)]);
      if (input.receipt.method) facts.push([T.method, capitalize(input.receipt.method)]);
    }
  }
  const width = CONTENT_WIDTH / facts.length;
  facts.forEach(([label, value], i) => {
    const x = MARGIN.x + i * width;
    sheet.line(label, STYLES.label, x, sheet.top);
    sheet.line(wrapLines(value, STYLES.strong, width - 8)[0] ?? '', STYLES.strong, x, sheet.top + 12);
  });
  sheet.top += 12 + lineHeight(STYLES.strong) + 16;
}

/** The seller (From) and the buyer (Bill to), side by side. */
function drawParties(sheet: Sheet, doc: InvoiceDocument) {
  const width = (CONTENT_WIDTH - 24) / 2;
  const seller = [
    doc.seller.legalName || doc.seller.name,
    ...(doc.seller.legalName && doc.seller.legalName !== doc.seller.name ? [doc.seller.name] : []),
    doc.seller.address,
    doc.seller.taxId ? T.taxId(doc.seller.taxId) : '',
    doc.seller.email ?? '',
  ].filter((l) => l.trim());
  const buyer = [
    doc.buyer.name,
    doc.buyer.contactName && doc.buyer.contactName !== doc.buyer.name ? T.attention(doc.buyer.contactName) : '',
    doc.buyer.email ?? '',
  ].filter((l) => l.trim());
  const top = sheet.top;
  let used = 0;
  for (const [i, [label, lines]] of (
    [
      [T.from, seller],
      [T.billTo, buyer],
    ] as const
  ).entries()) {
    const x = MARGIN.x + i * (width + 24);
    sheet.line(label, STYLES.label, x, top);
    let y = top + 14;
    lines.forEach((text, n) => {
      y += sheet.block(text, n === 0 ? STYLES.strong : STYLES.body, x, y, width);
    });
    used = Math.max(used, y - top);
  }
  sheet.top = top + used + 18;
}

/** The table of lines: a header band (again on each new page), then one row per line, wrapped. */
function drawLines(sheet: Sheet, doc: InvoiceDocument, money: (n: number) => string) {
  const head = () => {
    sheet.band(MARGIN.x, CONTENT_WIDTH, sheet.top, 20, INK.band);
    const top = sheet.top + 3;
    sheet.line(T.description, STYLES.head, COL.description.x + 6, top);
    sheet.line(T.quantity, STYLES.head, COL.quantity, top, 'right');
    sheet.line(T.unitPrice, STYLES.head, COL.unit, top, 'right');
    sheet.line(T.tax, STYLES.head, COL.tax, top, 'right');
    sheet.line(T.amount, STYLES.head, COL.amount - 6, top, 'right');
    sheet.top += 26;
  };
  sheet.ensure(26 + lineHeight(STYLES.cell) * 2);
  head();
  for (const line of doc.lines) {
    const wrapped = wrapLines(line.description || '—', STYLES.cell, COL.description.width - 6);
    const height = wrapped.length * lineHeight(STYLES.cell) + 8;
    const pages = sheet.pages.length;
    sheet.ensure(height);
    if (sheet.pages.length !== pages) head();
    const top = sheet.top;
    for (const [i, text] of wrapped.entries()) {
      sheet.line(text, STYLES.cell, COL.description.x + 6, top + i * lineHeight(STYLES.cell));
    }
    sheet.line(String(line.quantity), STYLES.cell, COL.quantity, top, 'right');
    sheet.line(money(line.unitAmount), STYLES.cell, COL.unit, top, 'right');
    sheet.line(line.taxRateId ? formatRate(line.rate) : T.untaxed, STYLES.cell, COL.tax, top, 'right');
    sheet.line(money(doc.pricesIncludeTax ? line.gross : line.net), STYLES.cell, COL.amount - 6, top, 'right');
    sheet.top += height;
    sheet.rule(MARGIN.x, CONTENT_WIDTH, sheet.top - 4);
  }
  sheet.top += 8;
}

/**
 * Subtotal, the tax of each rate, tax total and total; on a final invoice the earlier invoices it
 * deducts; then what this document is about: the amount due, paid or refunded.
 */
function drawTotals(sheet: Sheet, input: InvoicePdfInput, money: (n: number) => string, accent: string) {
  const { document: doc, kind } = input;
  const rows: { label: string; value: string; style: TextStyle; rule?: boolean }[] = [];
  const taxRow = (group: TaxGroup, style: TextStyle) => ({
    label: T.taxOn(group.name ?? T.tax, formatRate(group.rate), money(group.net)),
    value: money(group.tax),
    style,
  });
  const taxed = (groups: readonly TaxGroup[]) => groups.filter((g) => g.taxRateId || g.tax !== 0);
  rows.push({ label: T.subtotal, value: money(doc.subtotal), style: STYLES.body });
  // The tax of the lines printed, so the rows add up to the tax total (a final invoice's own share follows its amount due).
  for (const group of taxed(taxesOfLines(doc.lines))) rows.push(taxRow(group, STYLES.body));
  rows.push({ label: T.taxTotal, value: money(doc.taxTotal), style: STYLES.body });
  rows.push({ label: T.total, value: money(doc.total), style: STYLES.strong, rule: true });
  for (const d of doc.deductions) {
    rows.push({ label: T.less(lowerFirst(d.label), d.number), value: `−${money(d.total)}`, style: STYLES.body });
  }
  const due = { ...STYLES.due, ink: accent };
  if (kind === 'invoice') rows.push({ label: T.amountDue, value: money(doc.amountDue), style: due, rule: true });
  if (kind === 'invoice' && doc.deductions.length > 0 && taxed(doc.taxes).length > 0) {
    rows.push({ label: T.taxInAmountDue, value: '', style: STYLES.note });
    for (const group of taxed(doc.taxes)) rows.push(taxRow(group, STYLES.note));
  }
  if (kind === 'receipt') {
    const paid = input.receipt?.amountPaid ?? doc.amountDue;
    rows.push({ label: T.amountPaid, value: money(paid), style: due, rule: true });
  }
  if (kind === 'credit_note') {
    rows.push({ label: T.amountRefunded, value: money(input.creditNote?.amount ?? 0), style: due, rule: true });
  }
  const labelWidth = COL.amount - TOTALS_LABEL_X - 110;
  for (const row of rows) {
    const labels = wrapLines(row.label, row.style, labelWidth);
    const height = labels.length * lineHeight(row.style) + (row.rule ? 8 : 3);
    sheet.ensure(height);
    if (row.rule) {
      sheet.rule(TOTALS_LABEL_X, COL.amount - TOTALS_LABEL_X, sheet.top + 2);
      sheet.top += 6;
    }
    for (const [i, text] of labels.entries()) {
      sheet.line(text, row.style, TOTALS_LABEL_X, sheet.top + i * lineHeight(row.style));
    }
    sheet.line(row.value, row.style, COL.amount - 6, sheet.top, 'right');
    sheet.top += labels.length * lineHeight(row.style) + 3;
  }
  if (doc.pricesIncludeTax) {
    sheet.top += 4;
    sheet.line(T.pricesIncludeTax, STYLES.note, TOTALS_LABEL_X, sheet.top);
    sheet.top += lineHeight(STYLES.note);
  }
}

/** The lines' net and tax per rate (in the order rates first appear), as the quote groups them. */
function taxesOfLines(lines: readonly QuoteLine[]): TaxGroup[] {
  const groups = new Map<string, TaxGroup>();
  for (const l of lines) {
    const key = `${l.taxRateId ?? ''}:${l.rate}`;
    const g = groups.get(key) ?? { taxRateId: l.taxRateId, name: l.taxName, rate: l.rate, net: 0, tax: 0 };
    g.net += l.net;
    g.tax += l.tax;
    groups.set(key, g);
  }
  return [...groups.values()];
}

/** PAID, boxed in the accent colour, at the title's right. */
function drawPaidBadge(sheet: Sheet, accent: string) {
  const style: TextStyle = { weight: 'bold', size: 14, lineHeight: 1.5, ink: accent };
  const width = textWidth(T.paid, style) + 20;
  const x = A4.width - MARGIN.x - width;
  const { page } = sheet;
  page.drawRectangle({
    x,
    y: A4.height - sheet.top - lineHeight(style) - 2,
    width,
    height: lineHeight(style) + 4,
    borderColor: sheet.color(accent),
    borderWidth: 1.5,
  });
  sheet.line(T.paid, style, x + 10, sheet.top);
}
