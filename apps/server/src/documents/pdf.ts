import PDFDocument from 'pdfkit';
import { type Direction, scriptOf } from './bidi.js';
import { canDraw, embeddedFonts, type Face, forgetGlyphs } from './fonts.js';
import { fillPlaceholders } from './placeholders.js';
import { type Align, bold, type Doc, INK, newDocument, regular, type Style, Typesetter } from './typesetter.js';

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
  /** The document's language (BCP 47, `fr`), for screen readers: `en` by default. */
  language?: string;
  /** `rtl` lays the page out right to left (Arabic): text from the right, labels right of values, table columns mirrored. */
  direction?: Direction;
  /**
   * The page number as the document's language says it, `{{page}}` and `{{count}}` filled in:
   * `Page {{page}} of {{count}}` by default. Text, not a function: the model goes to the PDF thread.
   */
  pageLabel?: string;
  /** The clinic's mark beside the letterhead (Settings → System → Show logo). */
  logo?: boolean;
}

/** A labelled value: one row of a `fields` block. */
export interface PdfField {
  label: string;
  value: string;
}

/**
 * Running text (a certificate's body, a note): wrapped to the page width,
 * `\n` starts a new line, a blank line a new paragraph. `label` is a small
 * caption above it. `left` and `right` swap in a right-to-left document.
 */
export interface PdfParagraph {
  kind: 'paragraph';
  text: string;
  label?: string;
  align?: 'left' | 'center' | 'right' | 'justify';
  emphasis?: 'normal' | 'bold' | 'italic';
}

export type PdfBlock =
  /** A section title; never left alone at the foot of a page. */
  | { kind: 'heading'; text: string }
  | PdfParagraph
  /** Labelled values in two columns: label on the left, the value wrapped on the right. */
  | { kind: 'fields'; rows: readonly PdfField[] }
  /**
   * A grid of text with a header row, repeated at the top of every page it runs
   * onto; `widths` are the columns' shares of the width (equal by default).
   */
  | {
      kind: 'table';
      label?: string;
      columns: readonly string[];
      rows: readonly (readonly string[])[];
      widths?: readonly number[];
    }
  /** A line to sign on, with its caption (and the signer's name). */
  | {
      kind: 'signature';
      label: string;
      name?: string /** The drawn signature (PNG), above the line. */;
      image?: Buffer;
    }
  /** The rest of the page left blank: what follows starts a new page (one statement of a batch each). */
  | { kind: 'pageBreak' }
  /** Vertical space, in points (12 by default). */
  | { kind: 'space'; size?: number };

const MARGIN = 56;
const FOOTER_GAP = 24;
const LABEL_WIDTH = 150;
const COLUMN_GAP = 12;
const BODY = 10;
const SMALL = 8.5;
const MUTED = '#6b7280';
const RULE = '#d1d5db';

/** Bidirectional formatting characters: the layout does not follow them (see `bidi.ts`), and they draw nothing. */
const BIDI_CONTROLS = /[\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;

/**
 * Text the embedded fonts can draw: tabs become spaces, control characters
 * go, and letters neither font has (Chinese, emoji, Hebrew) become `?`
 * rather than empty boxes.
 */
export function printable(text: string): string {
  let out = '';
  const clean = text.normalize('NFC').replace(/\r\n?/g, '\n').replace(/\t/g, '    ').replace(BIDI_CONTROLS, '');
  for (const ch of clean) {
    const code = ch.codePointAt(0) ?? 0;
    if (ch === '\n') out += ch;
    else if (code < 0x20 || (code >= 0x7f && code < 0xa0)) continue;
    else out += canDraw(scriptOf(ch), ch) ? ch : '?';
  }
  return out;
}

/** The clinic's mark (the app's tooth), an SVG path on a 24-point square. */
const LOGO_PATH =
  'M7.5 2C5 2 3 4.1 3 6.9c0 2 .7 3.6 1.3 5.3.5 1.5.8 3.3 1 5.4.2 2.4.9 4.4 2.3 4.4 1.6 0 1.9-2.3 2.3-4.6.3-1.5.6-2.6 2.1-2.6s1.8 1.1 2.1 2.6c.4 2.3.7 4.6 2.3 4.6 1.4 0 2.1-2 2.3-4.4.2-2.1.5-3.9 1-5.4.6-1.7 1.3-3.3 1.3-5.3C21 4.1 19 2 16.5 2c-1.6 0-2.7.8-4.5.8S9.1 2 7.5 2Z';
const LOGO_SIZE = 30;
const LOGO_COLOR = '#1976d2';

type Struct = PDFKit.PDFStructureElement;

/**
 * Lays the blocks out from the top of the page, left to right or right to
 * left: in a right-to-left document the page's own words read right to left,
 * labels stand right of their values, table columns run from the right, and
 * values (names, amounts, numbers) keep their own direction, aligned right.
 * Every piece of text is tagged (headings, paragraphs, table cells) so that a
 * screen reader reads the document in order; rules and page numbers are artifacts.
 */
class Layout {
  readonly width: number;
  private readonly type: Typesetter;
  private readonly rtl: boolean;
  private readonly root: Struct;
  constructor(
    private readonly doc: Doc,
    private readonly model: PdfDocumentModel,
  ) {
    this.width = doc.page.width - 2 * MARGIN;
    this.type = new Typesetter(doc);
    this.rtl = model.direction === 'rtl';
    this.root = doc.struct('Document');
    doc.addStructure(this.root);
  }

  private get bottom(): number {
    return this.doc.page.height - MARGIN - FOOTER_GAP;
  }

  /** Where text starts: the left in a left-to-right document, the right (of the page, or of a column) otherwise. */
  private get start(): Align {
    return this.rtl ? 'right' : 'start';
  }

  /** The page's own words (titles, labels): in the document's direction. */
  private own(st: Style): Style {
    return { align: this.start, ...st, direction: this.rtl ? 'rtl' : 'ltr' };
  }

  /** A value (a name, an amount): its own direction, set where the document's text starts. */
  private value(st: Style): Style {
    return { align: this.start, ...st };
  }

  /** A field's value: its own direction, set next to its label (an Arabic name in an English document too). */
  private fieldValue(st: Style): Style {
    return { ...st, align: this.rtl ? 'right' : 'left' };
  }

  /** `x` of a column `width` wide that starts `offset` from the left margin, mirrored in a right-to-left document. */
  private x(offset: number, width: number): number {
    return this.rtl ? MARGIN + this.width - offset - width : MARGIN + offset;
  }

  /** Starts a new page unless `height` more points fit on this one. */
  ensure(height: number): void {
    if (this.doc.y + height > this.bottom) this.doc.addPage();
  }

  private height(text: string, width: number, st: Style): number {
    return this.type.height(text, width, st);
  }

  private write(text: string, x: number, width: number, st: Style): void {
    this.type.write(text, x, width, st);
  }

  /** Text drawn inside a structure element (`H1`, `P`, `TD`…) of `parent`. */
  private tagged(tag: string, draw: () => void, parent: Struct = this.root): void {
    parent.add(this.doc.struct(tag, {}, draw));
  }

  /** Drawing that is not content (rules, shading, the logo, page numbers), marked so that readers skip it. */
  private artifact(draw: () => void, type: 'Layout' | 'Pagination' = 'Layout'): void {
    this.doc.markContent('Artifact', { type });
    draw();
    this.doc.endMarkedContent();
  }

  title(): void {
    const { model } = this;
    const letterhead = model.letterhead ?? [];
    const top = this.doc.y;
    const indent = model.logo ? LOGO_SIZE + 10 : 0;
    if (model.logo)
      this.artifact(() => {
        this.doc
          .save()
          .translate(this.x(0, LOGO_SIZE), top)
          .scale(LOGO_SIZE / 24)
          .path(LOGO_PATH)
          .fill(LOGO_COLOR)
          .restore();
      });
    if (letterhead.length)
      this.tagged('P', () => {
        for (const [i, line] of letterhead.entries())
          this.write(
            printable(line),
            this.x(indent, this.width - indent),
            this.width - indent,
            this.value(i === 0 ? bold(BODY + 1) : regular(SMALL, MUTED)),
          );
      });
    this.doc.y = Math.max(this.doc.y, top + (model.logo ? LOGO_SIZE : 0));
    if (letterhead.length || model.logo) this.doc.moveDown(1);
    this.tagged('H1', () => {
      this.write(printable(model.title), MARGIN, this.width, this.own(bold(18)));
    });
    if (model.subtitle) {
      const subtitle = printable(model.subtitle);
      this.tagged('P', () => {
        this.write(subtitle, MARGIN, this.width, this.own(regular(BODY, MUTED)));
      });
    }
    this.doc.moveDown(0.4);
    this.rule();
    this.doc.moveDown(0.6);
  }

  private rule(): void {
    const y = this.doc.y;
    this.artifact(() => {
      this.doc
        .moveTo(MARGIN, y)
        .lineTo(MARGIN + this.width, y)
        .lineWidth(0.75)
        .strokeColor(RULE)
        .stroke();
    });
  }

  heading(text: string): void {
    const t = printable(text);
    const st = this.own(bold(12));
    // Keep the heading with at least two lines of what follows.
    this.ensure(this.height(t, this.width, st) + 2 * BODY * 1.4 + 10);
    this.doc.moveDown(0.6);
    this.tagged('H2', () => {
      this.write(t, MARGIN, this.width, st);
    });
    this.doc.moveDown(0.3);
  }

  /** The block's alignment on the page: left and right swap in a right-to-left document. */
  private align(align: PdfParagraph['align']): Align {
    if (align === 'center' || align === 'justify') return align;
    if (align === 'right') return this.rtl ? 'left' : 'right';
    return this.start;
  }

  paragraph(block: PdfParagraph): void {
    if (block.label) {
      const label = printable(block.label);
      const st = this.own(bold(SMALL, MUTED));
      this.ensure(this.height(label, this.width, st) + BODY * 1.4);
      this.tagged('P', () => {
        this.write(label, MARGIN, this.width, st);
      });
    }
    const face: Face = block.emphasis === 'bold' ? 'bold' : block.emphasis === 'italic' ? 'italic' : 'regular';
    const st: Style = { face, size: BODY, align: this.align(block.align), lineGap: 2 };
    const paragraphs = printable(block.text).split(/\n[ \t]*\n/);
    for (const [i, p] of paragraphs.entries()) {
      this.ensure(BODY * 1.4);
      // The lines run onto new pages as the text goes on.
      this.tagged('P', () => {
        this.write(p, MARGIN, this.width, st);
      });
      if (i < paragraphs.length - 1) this.doc.moveDown(0.6);
    }
    this.doc.moveDown(0.5);
  }

  fields(rows: readonly PdfField[]): void {
    const valueOffset = LABEL_WIDTH + COLUMN_GAP;
    const valueWidth = this.width - valueOffset;
    const labelStyle = this.own(bold(BODY, MUTED));
    const valueStyle = this.fieldValue(regular(BODY));
    for (const row of rows) {
      const label = printable(row.label);
      const value = printable(row.value);
      const labelHeight = this.height(label, LABEL_WIDTH, labelStyle);
      const valueHeight = this.height(value, valueWidth, valueStyle);
      // A value taller than a page runs on by itself; anything shorter stays whole.
      this.ensure(Math.min(Math.max(labelHeight, valueHeight), this.bottom - MARGIN - 40));
      const top = this.doc.y;
      let afterLabel = top;
      let labelPage = 0;
      let samePage = true;
      this.tagged('P', () => {
        this.write(label, this.x(0, LABEL_WIDTH), LABEL_WIDTH, labelStyle);
        afterLabel = this.doc.y;
        labelPage = this.doc.bufferedPageRange().count;
        this.doc.y = top;
        this.write(value, this.x(valueOffset, valueWidth), valueWidth, valueStyle);
        samePage = this.doc.bufferedPageRange().count === labelPage;
      });
      this.doc.x = MARGIN;
      this.doc.y = (samePage ? Math.max(afterLabel, this.doc.y) : this.doc.y) + 4;
    }
    this.doc.moveDown(0.3);
  }

  table(block: Extract<PdfBlock, { kind: 'table' }>): void {
    const columns = block.columns.map(printable);
    const padding = 4;
    const shares = columns.map((_, i) => Math.max(0.1, block.widths?.[i] ?? 1));
    const total = shares.reduce((sum, w) => sum + w, 0);
    const widths = shares.map((w) => (this.width * w) / total);
    const offsets = widths.map((_, i) => widths.slice(0, i).reduce((sum, w) => sum + w, 0));
    const cellWidth = (i: number) => (widths[i] ?? 0) - 2 * padding;
    const cellStyle = (header: boolean): Style =>
      header ? this.own(bold(SMALL + 0.5)) : this.value(regular(SMALL + 0.5));
    const rowHeight = (cells: readonly string[], header: boolean) =>
      Math.max(...cells.map((c, i) => this.height(c, cellWidth(i), cellStyle(header))), SMALL) + 2 * padding;
    const table = this.doc.struct('Table');
    this.root.add(table);
    const drawRow = (cells: readonly string[], header: boolean) => {
      const h = rowHeight(cells, header);
      const top = this.doc.y;
      if (header)
        this.artifact(() => {
          this.doc.rect(MARGIN, top, this.width, h).fillColor('#f3f4f6').fill();
        });
      const row = this.doc.struct('TR');
      table.add(row);
      cells.forEach((cell, i) => {
        this.doc.y = top + padding;
        this.tagged(
          header ? 'TH' : 'TD',
          () => {
            this.write(cell, this.x((offsets[i] ?? 0) + padding, cellWidth(i)), cellWidth(i), cellStyle(header));
          },
          row,
        );
      });
      row.end();
      this.artifact(() => {
        this.doc
          .moveTo(MARGIN, top + h)
          .lineTo(MARGIN + this.width, top + h)
          .lineWidth(0.5)
          .strokeColor(RULE)
          .stroke();
      });
      this.doc.x = MARGIN;
      this.doc.y = top + h;
    };

    if (block.label) {
      const label = printable(block.label);
      const st = this.own(bold(SMALL, MUTED));
      this.ensure(this.height(label, this.width, st) + rowHeight(columns, true) * 2);
      this.tagged(
        'Caption',
        () => {
          this.write(label, MARGIN, this.width, st);
        },
        table,
      );
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
    table.end();
    this.doc.moveDown(0.6);
  }

  signature(label: string, name?: string, image?: Buffer): void {
    const width = 220;
    const height = image ? 70 : 0;
    this.ensure(70 + height);
    this.doc.moveDown(2);
    const x = this.x(0, width);
    if (image) {
      this.doc.image(image, x, this.doc.y, { fit: [width, height] });
      this.doc.y += height - 24;
    }
    const y = this.doc.y + 24;
    this.artifact(() => {
      this.doc
        .moveTo(x, y)
        .lineTo(x + width, y)
        .lineWidth(0.75)
        .strokeColor(INK)
        .stroke();
    });
    this.doc.y = y + 4;
    this.tagged('P', () => {
      this.write(printable(label), x, width, this.own(regular(SMALL, MUTED)));
      if (name) this.write(printable(name), x, width, this.value(regular(BODY)));
    });
    this.doc.moveDown(0.5);
  }

  space(size: number): void {
    this.ensure(size);
    this.doc.y += size;
  }

  pageBreak(): void {
    this.doc.addPage();
  }

  /** Page numbers and the footer text, written on every page once the content is laid out. */
  footers(): void {
    const { footer, pageLabel = 'Page {{page}} of {{count}}' } = this.model;
    const range = this.doc.bufferedPageRange();
    const numberWidth = 90;
    for (let i = range.start; i < range.start + range.count; i++) {
      this.doc.switchToPage(i);
      // Writing in the bottom margin must not open a new page.
      const saved = this.doc.page.margins.bottom;
      this.doc.page.margins.bottom = 0;
      const y = this.doc.page.height - MARGIN;
      this.artifact(() => {
        if (footer) {
          this.doc.y = y;
          const width = this.width - numberWidth;
          this.write(printable(footer), this.x(0, width), width, this.own(regular(SMALL, MUTED)));
        }
        this.doc.y = y;
        const label = printable(fillPlaceholders(pageLabel, { page: i + 1, count: range.count }));
        const x = this.x(this.width - numberWidth, numberWidth);
        this.write(label, x, numberWidth, { ...this.own(regular(SMALL, MUTED)), align: this.rtl ? 'left' : 'right' });
      }, 'Pagination');
      this.doc.page.margins.bottom = saved;
    }
  }

  end(): void {
    this.root.end();
  }
}

/** Lays the document out on A4 pages and returns the PDF file's bytes. */
export function renderPdf(model: PdfDocumentModel): Promise<Buffer> {
  const doc = new PDFDocument({
    // No default font: pdfkit would load Helvetica's metrics for every document; ours are set before any text.
    font: null as unknown as string,
    size: 'A4',
    margins: { top: MARGIN, bottom: MARGIN + FOOTER_GAP, left: MARGIN, right: MARGIN },
    bufferPages: true,
    // A tagged PDF in its language, its title shown in the reader's title bar (PDF/UA asks for all three).
    tagged: true,
    lang: model.language ?? 'en',
    displayTitle: true,
    pdfVersion: '1.7',
    info: {
      Title: printable(model.title),
      ...(model.info?.author ? { Author: printable(model.info.author) } : {}),
      ...(model.info?.subject ? { Subject: printable(model.info.subject) } : {}),
      Creator: 'Chairside',
    },
  });
  // pdfkit takes a parsed fontkit font (its types only list files and bytes).
  forgetGlyphs();
  newDocument();
  for (const { name, font } of embeddedFonts()) doc.registerFont(name, font as unknown as PDFKit.Mixins.PDFFontSource);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const layout = new Layout(doc, model);
  layout.title();
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
        layout.signature(block.label, block.name, block.image);
        break;
      case 'space':
        layout.space(block.size ?? 12);
        break;
      case 'pageBreak':
        layout.pageBreak();
        break;
    }
  }
  layout.footers();
  layout.end();
  doc.end();
  return done;
}
