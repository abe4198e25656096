import { describe, expect, it } from 'vitest';
import { pdfFonts, pdfLines, pdfPageCount, pdfText } from '../test/pdf-text.js';
import { printable, renderPdf } from './pdf.js';

const LOREM =
  'The patient presented for a routine examination. No caries were found; the gums bleed slightly on probing. ';

describe('renderPdf', () => {
  it('writes a real PDF holding the title, the fields, the paragraphs and the table', async () => {
    const pdf = await renderPdf({
      title: 'Complete blood count',
      subtitle: 'Lab Test #12',
      letterhead: ['Chairside Downtown', '12 Harbour Street, Boston'],
      blocks: [
        { kind: 'heading', text: 'Sample' },
        {
          kind: 'fields',
          rows: [
            { label: 'Patient', value: 'Amélie Dupont' },
            { label: 'Sample Date', value: '2026-03-02 09:30' },
          ],
        },
        { kind: 'paragraph', label: 'Comments', text: 'Fasting sample.\n\nRepeat in three months.' },
        {
          kind: 'table',
          label: 'Result',
          columns: ['Measurement', 'Value', 'Unit'],
          rows: [
            ['Haemoglobin', '13.5', 'g/dL'],
            ['Platelets', '250', '10^9/L'],
          ],
        },
        { kind: 'signature', label: 'Signature', name: 'Dr. Sarah Lee' },
      ],
      footer: 'Chairside',
    });
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.subarray(-6).toString('latin1')).toMatch(/%%EOF/);
    const text = pdfText(pdf);
    for (const s of [
      'Complete blood count',
      'Lab Test #12',
      'Chairside Downtown',
      'Sample Date',
      'Amélie Dupont',
      'Fasting sample.',
      'Repeat in three months.',
      'Haemoglobin',
      'g/dL',
      'Dr. Sarah Lee',
      'Page 1 of 1',
    ])
      expect(text).toContain(s);
    expect(pdfPageCount(pdf)).toBe(1);
  });

  it('wraps long text to the page width and breaks pages, numbering each', async () => {
    const long = LOREM.repeat(80);
    const pdf = await renderPdf({
      title: 'Certificate',
      blocks: [
        { kind: 'paragraph', text: long, align: 'justify' },
        { kind: 'fields', rows: Array.from({ length: 60 }, (_, i) => ({ label: `Row ${i + 1}`, value: LOREM })) },
        { kind: 'table', columns: ['A', 'B'], rows: Array.from({ length: 80 }, (_, i) => [`cell ${i + 1}`, 'x']) },
      ],
    });
    const pages = pdfPageCount(pdf);
    expect(pages).toBeGreaterThan(3);
    const text = pdfText(pdf);
    expect(text).toContain(`Page ${pages} of ${pages}`);
    expect(text).toContain('Row 60');
    expect(text).toContain('cell 80');
    // Wrapped: no line of the paragraph holds the whole text.
    expect(Math.max(...text.split('\n').map((l) => l.length))).toBeLessThan(200);
    // The table's header is repeated on the pages it runs onto.
    expect(text.split('\n').filter((l) => l === 'A').length).toBeGreaterThan(1);
  });

  it('embeds Noto Sans and IBM Plex Sans Arabic, subset, and sets Arabic right to left', async () => {
    const pdf = await renderPdf({
      title: 'Certificate',
      blocks: [
        {
          kind: 'fields',
          rows: [
            { label: 'Patient', value: 'ليلى حداد' },
            { label: 'Doctor', value: 'Łukasz Żółć' },
            { label: 'Note', value: 'Patient ليلى حداد came at 09:30.' },
          ],
        },
        { kind: 'paragraph', text: 'موعد المريضة يوم 12 مايو 2026', emphasis: 'bold' },
      ],
    });
    const fonts = pdfFonts(pdf);
    for (const name of ['NotoSans-Regular', 'NotoSans-Bold', 'IBMPlexSansArabic-Regular', 'IBMPlexSansArabic-Bold'])
      expect(fonts.some((f) => f.endsWith(`+${name}`))).toBe(true);
    expect(fonts.some((f) => /Helvetica/.test(f))).toBe(false);
    // Subset: the four fonts are some 1.6 MB as files.
    expect(pdf.length).toBeLessThan(60_000);

    const lines = pdfLines(pdf);
    const line = (text: string) => lines.find((l) => l.text === text);
    // Read left to right, as printed: the Arabic words come out backwards, the name's first word on the right.
    const name = line(rtl('ليلى حداد'));
    expect(name).toBeDefined();
    // A value starts next to its label, Arabic or Latin.
    expect(name?.x).toBeCloseTo(218, 0);
    expect(line('Łukasz Żółć')?.x).toBeCloseTo(218, 0);
    // Latin text with an Arabic name inside keeps its order; the name reads right to left.
    expect(line(`Patient ${rtl('ليلى حداد')} came at 09:30.`)?.x).toBeCloseTo(218, 0);
    // Numbers inside Arabic read left to right.
    expect(line(`2026 ${rtl('مايو')} 12 ${rtl('موعد المريضة يوم')}`)?.end).toBeCloseTo(539.28, 0);
  });

  it('lays a right-to-left document out from the right, tagged, with its language and title', async () => {
    const pdf = await renderPdf({
      title: 'فاتورة',
      language: 'ar',
      direction: 'rtl',
      pageLabel: 'الصفحة {{page}} من {{count}}',
      blocks: [
        { kind: 'fields', rows: [{ label: 'مريض', value: 'Amélie Dupont' }] },
        { kind: 'table', columns: ['الوصف', 'المبلغ'], rows: [['Composite Filling', '240.00 $']] },
      ],
    });
    const lines = pdfLines(pdf);
    const line = (text: string) => lines.find((l) => l.text === text);
    // The title and a label end at the right margin; the Latin value stands left of its label, ending next to it.
    expect(line(rtl('فاتورة'))?.end).toBeCloseTo(539.28, 0);
    expect(line(rtl('مريض'))?.end).toBeCloseTo(539.28, 0);
    expect(line('Amélie Dupont')?.end).toBeCloseTo(539.28 - 162, 0);
    // The first column is the rightmost.
    expect(line(rtl('الوصف'))?.x).toBeGreaterThan(line(rtl('المبلغ'))?.end ?? Infinity);
    expect(line('Composite Filling')?.x).toBeGreaterThan(line('240.00 $')?.end ?? Infinity);
    // The page number on the left, in the document's words.
    expect(line(`1 ${rtl('من')} 1 ${rtl('الصفحة')}`)?.x).toBeCloseTo(56, 0);
    const raw = pdf.toString('latin1');
    expect(raw).toMatch(/\/StructTreeRoot/);
    expect(raw).toMatch(/\/Marked true/);
    expect(raw).toMatch(/\/Lang \(ar\)/);
    expect(raw).toMatch(/\/DisplayDocTitle true/);
    for (const tag of ['/S /H1', '/S /Table', '/S /TH', '/S /TD']) expect(raw).toContain(tag);
  });

  it('draws what the fonts can and marks the rest', () => {
    expect(printable('Café – 12 €\tok\u0007')).toBe('Café – 12 €    ok');
    expect(printable('د.م 12 Łódź Ωμέγα Жук')).toBe('د.م 12 Łódź Ωμέγα Жук');
    expect(printable('漢字 😀\u200f')).toBe('?? ?');
  });
});

/** How right-to-left text reads when taken left to right off the page. */
const rtl = (text: string) => [...text].reverse().join('');
