import { describe, expect, it } from 'vitest';
import { pdfLines, pdfText } from '../test/pdf-text.js';
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

  it('prints Arabic the same in a later document, which takes its runs laid out from the earlier one', async () => {
    const arabic = async (text: string) =>
      pdfLines(
        await renderPdf({ title: 'موعد', language: 'ar', direction: 'rtl', blocks: [{ kind: 'paragraph', text }] }),
      );
    const first = await arabic('موعد المريضة يوم 12 مايو 2026');
    // The same text again, then its words in another order.
    expect(await arabic('موعد المريضة يوم 12 مايو 2026')).toEqual(first);
    expect(first.map((l) => l.text)).toContain(`2026 ${rtl('مايو')} 12 ${rtl('موعد المريضة يوم')}`);
    expect((await arabic('يوم المريضة موعد')).map((l) => l.text)).toContain(rtl('يوم المريضة موعد'));
  });
});

/** How right-to-left text reads when taken left to right off the page. */
const rtl = (text: string) => [...text].reverse().join('');
