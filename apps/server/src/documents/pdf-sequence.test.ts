import { describe, expect, it } from 'vitest';
import { pdfText } from '../test/pdf-text.js';
import { renderPdf } from './pdf.js';

// A file of its own: the fonts are parsed once per process, and what an earlier document printed
// is the point of the test.
describe('renderPdf, one document after another in one process', () => {
  it('keeps the text of every document readable after one that printed an ellipsis', async () => {
    // The ellipsis is drawn from three periods: writing its font subset once made the period
    // read as nothing in every later document of the process ("$30000").
    await renderPdf({ title: 'Notes', blocks: [{ kind: 'paragraph', text: 'To be continued…' }] });
    const later = await renderPdf({ title: 'Invoice', blocks: [{ kind: 'paragraph', text: 'Total $300.00' }] });
    expect(pdfText(later)).toContain('Total $300.00');
  });
});
