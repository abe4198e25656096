import { inflateSync } from 'node:zlib';

/**
 * What a PDF written by pdfkit shows, for tests. Streams are inflated; each
 * font's glyphs are read back to characters through its ToUnicode map (the
 * embedded fonts write glyph ids) and its widths; text drawn end to end on
 * one line is joined, so a line of mixed Latin and Arabic runs reads as one.
 * Lines come in drawing order, their characters left to right as printed:
 * right-to-left text reads backwards (`ليلى` comes out as `ىليل`).
 */

interface PdfObject {
  dict: string;
  stream?: Buffer;
}

interface Font {
  baseFont: string;
  /** Glyph id (the 2-byte code) to the characters it stands for. */
  unicode: Map<number, string>;
  /** Glyph id to its advance width, in thousandths of the font size. */
  widths: Map<number, number>;
  /** Bytes per code: 2 for embedded (Identity-H) fonts, 1 for the built-in ones. */
  bytes: 1 | 2;
}

function objects(pdf: Buffer): Map<string, PdfObject> {
  const raw = pdf.toString('latin1');
  const out = new Map<string, PdfObject>();
  for (const m of raw.matchAll(/(\d+) 0 obj\s*([\s\S]*?)endobj/g)) {
    const body = m[2] ?? '';
    const s = /^([\s\S]*?)stream\r?\n/.exec(body);
    if (!s) {
      out.set(m[1] ?? '', { dict: body });
      continue;
    }
    const dict = s[1] ?? '';
    // The data is /Length bytes long (compressed data may itself end in \r or \n, so the end marker does not say).
    const length = Number(/\/Length (\d+)\s*(?:\/|>>)/.exec(dict)?.[1] ?? Number.NaN);
    const rest = body.slice(s[0].length);
    const data = Number.isNaN(length) ? (/^([\s\S]*?)\r?\nendstream/.exec(rest)?.[1] ?? rest) : rest.slice(0, length);
    let stream = Buffer.from(data, 'latin1');
    if (/\/FlateDecode/.test(dict)) {
      try {
        stream = inflateSync(stream);
      } catch {
        // Not a stream this reader understands (an embedded image, a font program): left as it is.
      }
    }
    out.set(m[1] ?? '', { dict, stream });
  }
  return out;
}

const ref = (dict: string, key: string): string | undefined => new RegExp(`/${key} (\\d+) 0 R`).exec(dict)?.[1];

const utf16 = (spaced: string): string => {
  const hex = spaced.replace(/\s/g, '');
  let s = '';
  for (let i = 0; i + 4 <= hex.length; i += 4) s += String.fromCharCode(Number.parseInt(hex.slice(i, i + 4), 16));
  return s;
};

function toUnicode(cmap: string): Map<number, string> {
  const map = new Map<number, string>();
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g))
    for (const m of (block[1] ?? '').matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F\s]*)>/g))
      map.set(Number.parseInt(m[1] ?? '0', 16), utf16(m[2] ?? ''));
  for (const block of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g))
    for (const m of (block[1] ?? '').matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*(\[[^\]]*\]|<[0-9a-fA-F\s]*>)/g)) {
      const first = Number.parseInt(m[1] ?? '0', 16);
      const last = Number.parseInt(m[2] ?? '0', 16);
      const target = m[3] ?? '';
      if (target.startsWith('[')) {
        [...target.matchAll(/<([0-9a-fA-F\s]*)>/g)].forEach((t, i) => {
          map.set(first + i, utf16(t[1] ?? ''));
        });
      } else {
        const start = Number.parseInt(target.slice(1, -1).replace(/\s/g, '') || '0', 16);
        for (let code = first; code <= last; code++) map.set(code, String.fromCharCode(start + code - first));
      }
    }
  return map;
}

function widths(w: string): Map<number, number> {
  const map = new Map<number, number>();
  // `c [w1 w2 …]` or `cFirst cLast w`.
  for (const m of w.matchAll(/(\d+)\s*\[([^\]]*)\]|(\d+)\s+(\d+)\s+([\d.]+)/g)) {
    if (m[1] !== undefined)
      (m[2] ?? '')
        .trim()
        .split(/\s+/)
        .forEach((v, i) => {
          map.set(Number(m[1]) + i, Number(v));
        });
    else for (let c = Number(m[3]); c <= Number(m[4]); c++) map.set(c, Number(m[5]));
  }
  return map;
}

/** Every font the document's pages use, by resource name (`F1`). */
function fonts(objs: Map<string, PdfObject>): Map<string, Font> {
  const out = new Map<string, Font>();
  for (const { dict } of objs.values()) {
    const fontDict = /\/Font\s*<<([^>]*)>>/.exec(dict)?.[1];
    if (!fontDict) continue;
    for (const m of fontDict.matchAll(/\/([\w.+-]+)\s+(\d+) 0 R/g)) {
      const font = objs.get(m[2] ?? '')?.dict ?? '';
      const cmapRef = ref(font, 'ToUnicode');
      const descendant = /\/DescendantFonts \[(\d+) 0 R\]/.exec(font)?.[1];
      const cid = objs.get(descendant ?? '')?.dict ?? '';
      out.set(m[1] ?? '', {
        baseFont: /\/BaseFont \/([^\s/]+)/.exec(font)?.[1] ?? '',
        unicode: cmapRef ? toUnicode(objs.get(cmapRef)?.stream?.toString('latin1') ?? '') : new Map(),
        widths: widths(/\/W \[([\s\S]*)\]/.exec(cid)?.[1] ?? ''),
        bytes: descendant ? 2 : 1,
      });
    }
  }
  return out;
}

/** The /BaseFont names of the fonts the pages use (`CZZZZZ+NotoSans-Regular`). */
export function pdfFonts(pdf: Buffer): string[] {
  return [...new Set([...fonts(objects(pdf)).values()].map((f) => f.baseFont))];
}

interface Fragment {
  text: string;
  x: number;
  y: number;
  end: number;
}

/** One fragment per BT…ET block of a content stream: where it starts and ends, and its characters. */
function fragments(content: string, fontsByName: Map<string, Font>): Fragment[] {
  const out: Fragment[] = [];
  for (const block of content.matchAll(/\bBT\b([\s\S]*?)\bET\b/g)) {
    let font: Font | undefined;
    let size = 0;
    let x = 0;
    let fragment: Fragment | undefined;
    for (const op of (block[1] ?? '').matchAll(
      /([-\d.]+) ([-\d.]+) Tm|\/([\w.+-]+) ([\d.]+) Tf|\[((?:<[0-9a-fA-F]*>|[-\d.]+|\s)*)\]\s*TJ/g,
    )) {
      if (op[1] !== undefined) {
        x = Number(op[1]);
        fragment ??= { text: '', x, y: Number(op[2]), end: x };
      } else if (op[3] !== undefined) {
        font = fontsByName.get(op[3]);
        size = Number(op[4]);
      } else if (fragment) {
        let advance = 0;
        for (const part of (op[5] ?? '').matchAll(/<([0-9a-fA-F]*)>|([-\d.]+)/g)) {
          if (part[2] !== undefined) {
            advance -= Number(part[2]);
            continue;
          }
          const bytes = Buffer.from(part[1] ?? '', 'hex');
          const step = font?.bytes ?? 1;
          for (let i = 0; i + step <= bytes.length; i += step) {
            const code = step === 2 ? bytes.readUInt16BE(i) : (bytes[i] ?? 0);
            fragment.text += font?.unicode.get(code) ?? Buffer.from([code]).toString('latin1');
            advance += font?.widths.get(code) ?? 0;
          }
        }
        fragment.end = Math.max(fragment.end, x + (advance * size) / 1000);
      }
    }
    if (fragment?.text) out.push(fragment);
  }
  return out;
}

/** A line of text as printed: its characters left to right, where it starts and ends (points from the left edge), its page (from 1). */
export interface PdfLine {
  text: string;
  x: number;
  end: number;
  page: number;
}

/** The lines of text a PDF shows, in drawing order; a run of text drawn end to end is one line. */
export function pdfLines(pdf: Buffer): PdfLine[] {
  const objs = objects(pdf);
  const fontsByName = fonts(objs);
  const lines: (PdfLine & { y: number })[] = [];
  const kids = [...objs.values()].find((o) => /\/Type \/Pages\b/.test(o.dict))?.dict ?? '';
  let page = 0;
  for (const kid of kids.matchAll(/(\d+) 0 R/g)) {
    page++;
    const content =
      objs.get(ref(objs.get(kid[1] ?? '')?.dict ?? '', 'Contents') ?? '')?.stream?.toString('latin1') ?? '';
    let last: (PdfLine & { y: number }) | undefined;
    for (const f of fragments(content, fontsByName)) {
      if (last && Math.abs(f.y - last.y) < 0.5 && Math.abs(f.x - last.end) < 0.5) {
        last.text += f.text;
        last.end = f.end;
      } else {
        last = { ...f, page };
        lines.push(last);
      }
    }
  }
  return lines.map(({ text, x, end, page }) => ({ text, x, end, page }));
}

/**
 * The text a PDF shows, one line per run of text drawn end to end (a table
 * cell, a label and its value, a justified word are lines of their own).
 */
export const pdfText = (pdf: Buffer): string =>
  pdfLines(pdf)
    .map((l) => l.text)
    .join('\n');

/** The number of pages of a PDF (its page objects). */
export const pdfPageCount = (pdf: Buffer): number => (pdf.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length;
