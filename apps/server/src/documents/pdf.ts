import PDFDocument from 'pdfkit';

/**
 * A printable document, described as content rather than drawing commands:
 * a title, then blocks in reading order. `renderPdf` lays it out on A4
 * pages, wrapping text and breaking pages, with page numbers in the footer.
 */
export interface PdfDocumentModel {
  title: string;
  /** A line under the title: `Lab Test #12`. */
  subtitle?: string;
  /** Small lines above the title, such as the clinic's name and address. */
  letterhead?: readonly string[];
  blocks: readonly PdfBlock[];
  /** Small text at the foot of every page, left of the page number. */
  footer?: string;
  /** Document properties a PDF reader shows. */
  info?: { author?: string; subject?: string };
}

/** A labelled value: one row of a `fields` block. */
export interface PdfField {
  label: string;
  value: string;
}

export type PdfBlock =
  /** A section title; never left alone at the foot of a page. */
  | { kind: 'heading'; text: string }
  /**
   * Running text (a certificate's body, a note): wrapped to the page width,
   * `\n` starts a new line, a blank line a new paragraph. `label` is a small
   * caption above it.
   */
  | {
      kind: 'paragraph';
      text: string;
      label?: string;
      align?: 'left' | 'center' | 'right' | 'justify';
      emphasis?: 'normal' | 'bold' | 'italic';
    }
  /** Labelled values in two columns: label on the left, the value wrapped on the right. */
  | { kind: 'fields'; rows: readonly PdfField[] }
  /** A grid of text with a header row, repeated at the top of every page it runs onto. */
  | { kind: 'table'; label?: string; columns: readonly string[]; rows: readonly (readonly string[])[] }
  /** A line to sign on, with its caption (and the signer's name). */
  | { kind: 'signature'; label: string; name?: string }
  /** Vertical space, in points (12 by default). */
  | { kind: 'space'; size?: number };

const MARGIN = 56;
const FOOTER_GAP = 24;
const LABEL_WIDTH = 150;
const COLUMN_GAP = 12;
const BODY = 10;
const SMALL = 8.5;
const INK = '#1f2937';
const MUTED = '#6b7280';
const RULE = '#d1d5db';

/** Characters Windows-1252 has beyond Latin-1 (what the built-in PDF fonts can draw). */
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

/**
 * Text the built-in fonts can draw: tabs become spaces, other control
 * characters go, and letters outside Windows-1252 become `?` rather than
 * garbage. (Embedding a Unicode font would lift this; none is shipped yet.)
 */
export function printable(text: string): string {
  let out = '';
  for (const ch of text.normalize('NFC').replace(/\r\n?/g, '\n').replace(/\t/g, '    ')) {
    const code = ch.codePointAt(0) ?? 0;
    if (ch === '\n' || (code >= 0x20 && code < 0x7f) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.has(ch))
      out += ch;
    else if (code < 0x20 || (code >= 0x7f && code < 0xa0)) continue;
    else out += '?';
  }
  return out;
}

type Doc = PDFKit.PDFDocument;

class Layout {
  readonly width: number;
  constructor(private readonly doc: Doc) {
    this.width = doc.page.width - 2 * MARGIN;
  }

  private get bottom(): number {
    return this.doc.page.height - MARGIN - FOOTER_GAP;
  }

  /** Starts a new page unless `height` more points fit on this one. */
  ensure(height: number): void {
    if (this.doc.y + height > this.bottom) this.doc.addPage();
  }

  private font(name: 'Helvetica' | 'Helvetica-Bold' | 'Helvetica-Oblique', size: number, color = INK): Doc {
    return this.doc.font(name).fontSize(size).fillColor(color);
  }

  private height(text: string, width: number): number {
    return this.doc.heightOfString(text || ' ', { width });
  }

  title(model: PdfDocumentModel): void {
    for (const line of model.letterhead ?? []) this.font('Helvetica', SMALL, MUTED).text(printable(line));
    if (model.letterhead?.length) this.doc.moveDown(0.8);
    this.font('Helvetica-Bold', 18).text(printable(model.title), { width: this.width });
    if (model.subtitle) this.font('Helvetica', BODY, MUTED).text(printable(model.subtitle), { width: this.width });
    this.doc.moveDown(0.4);
    this.rule();
    this.doc.moveDown(0.6);
  }

  private rule(): void {
    const y = this.doc.y;
    this.doc
      .moveTo(MARGIN, y)
      .lineTo(MARGIN + this.width, y)
      .lineWidth(0.75)
      .strokeColor(RULE)
      .stroke();
  }

  heading(text: string): void {
    const t = printable(text);
    this.font('Helvetica-Bold', 12);
    // Keep the heading with at least two lines of what follows.
    this.ensure(this.height(t, this.width) + 2 * BODY * 1.4 + 10);
    this.doc.moveDown(0.6);
    this.font('Helvetica-Bold', 12).text(t, MARGIN, this.doc.y, { width: this.width });
    this.doc.moveDown(0.3);
  }

  paragraph(block: Extract<PdfBlock, { kind: 'paragraph' }>): void {
    if (block.label) {
      const label = printable(block.label);
      this.font('Helvetica-Bold', SMALL, MUTED);
      this.ensure(this.height(label, this.width) + BODY * 1.4);
      this.doc.text(label, MARGIN, this.doc.y, { width: this.width });
    }
    const face =
      block.emphasis === 'bold' ? 'Helvetica-Bold' : block.emphasis === 'italic' ? 'Helvetica-Oblique' : 'Helvetica';
    const paragraphs = printable(block.text).split(/\n[ \t]*\n/);
    for (const [i, p] of paragraphs.entries()) {
      this.font(face, BODY);
      this.ensure(BODY * 1.4);
      // pdfkit wraps the lines and starts new pages as the text runs on.
      this.doc.text(p, MARGIN, this.doc.y, { width: this.width, align: block.align ?? 'left', lineGap: 2 });
      if (i < paragraphs.length - 1) this.doc.moveDown(0.6);
    }
    this.doc.moveDown(0.5);
  }

  fields(rows: readonly PdfField[]): void {
    const valueX = MARGIN + LABEL_WIDTH + COLUMN_GAP;
    const valueWidth = this.width - LABEL_WIDTH - COLUMN_GAP;
    for (const row of rows) {
      const label = printable(row.label);
      const value = printable(row.value);
      this.font('Helvetica-Bold', BODY, MUTED);
      const labelHeight = this.height(label, LABEL_WIDTH);
      this.font('Helvetica', BODY);
      const valueHeight = this.height(value, valueWidth);
      // A value taller than a page runs on by itself; anything shorter stays whole.
      this.ensure(Math.min(Math.max(labelHeight, valueHeight), this.bottom - MARGIN - 40));
      const top = this.doc.y;
      this.font('Helvetica-Bold', BODY, MUTED).text(label, MARGIN, top, { width: LABEL_WIDTH });
      const afterLabel = this.doc.y;
      const labelPage = this.doc.bufferedPageRange().count;
      this.font('Helvetica', BODY).text(value || ' ', valueX, top, { width: valueWidth });
      const samePage = this.doc.bufferedPageRange().count === labelPage;
      this.doc.x = MARGIN;
      this.doc.y = (samePage ? Math.max(afterLabel, this.doc.y) : this.doc.y) + 4;
    }
    this.doc.moveDown(0.3);
  }

  table(block: Extract<PdfBlock, { kind: 'table' }>): void {
    const columns = block.columns.map(printable);
    const count = Math.max(1, columns.length);
    const padding = 4;
    const colWidth = this.width / count;
    const cellWidth = colWidth - 2 * padding;
    const rowHeight = (cells: readonly string[], bold: boolean) => {
      this.font(bold ? 'Helvetica-Bold' : 'Helvetica', SMALL + 0.5);
      return Math.max(...cells.map((c) => this.height(c, cellWidth)), SMALL) + 2 * padding;
    };
    const drawRow = (cells: readonly string[], header: boolean) => {
      const h = rowHeight(cells, header);
      const top = this.doc.y;
      if (header) this.doc.rect(MARGIN, top, this.width, h).fillColor('#f3f4f6').fill();
      cells.forEach((cell, i) => {
        this.font(header ? 'Helvetica-Bold' : 'Helvetica', SMALL + 0.5, header ? INK : INK).text(
          cell,
          MARGIN + i * colWidth + padding,
          top + padding,
          { width: cellWidth },
        );
      });
      this.doc
        .moveTo(MARGIN, top + h)
        .lineTo(MARGIN + this.width, top + h)
        .lineWidth(0.5)
        .strokeColor(RULE)
        .stroke();
      this.doc.x = MARGIN;
      this.doc.y = top + h;
    };

    if (block.label) {
      const label = printable(block.label);
      this.font('Helvetica-Bold', SMALL, MUTED);
      this.ensure(this.height(label, this.width) + rowHeight(columns, true) * 2);
      this.doc.text(label, MARGIN, this.doc.y, { width: this.width });
      this.doc.moveDown(0.2);
    }
    this.ensure(rowHeight(columns, true) * 2);
    drawRow(columns, true);
    for (const raw of block.rows) {
      const cells = columns.map((_, i) => printable(raw[i] ?? ''));
      const h = rowHeight(cells, false);
      if (this.doc.y + h > this.bottom) {
        this.doc.addPage();
        drawRow(columns, true);
      }
      drawRow(cells, false);
    }
    this.doc.moveDown(0.6);
  }

  signature(label: string, name?: string): void {
    this.ensure(70);
    this.doc.moveDown(2);
    const y = this.doc.y + 24;
    this.doc
      .moveTo(MARGIN, y)
      .lineTo(MARGIN + 220, y)
      .lineWidth(0.75)
      .strokeColor(INK)
      .stroke();
    this.doc.y = y + 4;
    this.font('Helvetica', SMALL, MUTED).text(printable(label), MARGIN, this.doc.y, { width: 220 });
    if (name) this.font('Helvetica', BODY).text(printable(name), MARGIN, this.doc.y, { width: 220 });
    this.doc.moveDown(0.5);
  }

  space(size: number): void {
    this.ensure(size);
    this.doc.y += size;
  }

  /** Page numbers and the footer text, written on every page once the content is laid out. */
  footers(footer: string | undefined): void {
    const range = this.doc.bufferedPageRange();
    for (let i = range.start; i < range.start + range.count; i++) {
      this.doc.switchToPage(i);
      // Writing in the bottom margin must not open a new page.
      const saved = this.doc.page.margins.bottom;
      this.doc.page.margins.bottom = 0;
      const y = this.doc.page.height - MARGIN;
      if (footer) this.font('Helvetica', SMALL, MUTED).text(printable(footer), MARGIN, y, { width: this.width - 90 });
      this.font('Helvetica', SMALL, MUTED).text(`Page ${i + 1} of ${range.count}`, MARGIN, y, {
        width: this.width,
        align: 'right',
      });
      this.doc.page.margins.bottom = saved;
    }
  }
}

/** Lays the document out on A4 pages and returns the PDF file's bytes. */
export function renderPdf(model: PdfDocumentModel): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN, bottom: MARGIN + FOOTER_GAP, left: MARGIN, right: MARGIN },
    bufferPages: true,
    info: {
      Title: printable(model.title),
      ...(model.info?.author ? { Author: printable(model.info.author) } : {}),
      ...(model.info?.subject ? { Subject: printable(model.info.subject) } : {}),
      Creator: 'Chairside',
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const layout = new Layout(doc);
  layout.title(model);
  for (const block of model.blocks) {
    switch (block.kind) {
      case 'heading':
        layout.heading(block.text);
        break;
      case 'paragraph':
        layout.paragraph(block);
        break;
      case 'fields':
        layout.fields(block.rows);
        break;
      case 'table':
        layout.table(block);
        break;
      case 'signature':
        layout.signature(block.label, block.name);
        break;
      case 'space':
        layout.space(block.size ?? 12);
        break;
    }
  }
  layout.footers(model.footer);
  doc.end();
  return done;
}
