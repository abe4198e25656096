import { describe, expect, it } from 'vitest';
import { pdfPageCount, pdfText } from '../test/pdf-text.js';
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

  it('draws what the built-in fonts can and marks the rest', () => {
    expect(printable('Café – 12 €\tok\u0007')).toBe('Café – 12 €    ok');
    expect(printable('د.م 12')).toBe('?.? 12');
  });
});
