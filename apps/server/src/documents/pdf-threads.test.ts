import fs from 'node:fs';
import os from 'node:os';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { pdfPageCount, pdfText } from '../test/pdf-text.js';
import type { PdfDocumentModel } from './pdf.js';
import { pdfThreads, printPdf, stopPdfThreads } from './pdf-threads.js';

const statementOf = (rows: number): PdfDocumentModel => ({
  title: 'Statement',
  pageLabel: 'Seite {{page}} von {{count}}',
  blocks: [
    {
      kind: 'table',
      columns: ['Date', 'Entry', 'Balance'],
      rows: Array.from({ length: rows }, (_, i) => [
        `2026-03-${String((i % 28) + 1).padStart(2, '0')}`,
        `INV-${i}`,
        `${i}.00`,
      ]),
    },
  ],
});

/** The longest wait between two turns of the event loop while `work` runs. */
async function longestStall(work: () => Promise<unknown>): Promise<{ stall: number; took: number }> {
  let last = performance.now();
  let stall = 0;
  const ticker = setInterval(() => {
    const at = performance.now();
    stall = Math.max(stall, at - last);
    last = at;
  }, 5);
  const start = performance.now();
  await work();
  const end = performance.now();
  clearInterval(ticker);
  stall = Math.max(stall, end - last);
  const took = end - start;
  return { stall, took };
}

// Every test starts or uses a PDF thread (bundled on first use, its fonts parsed): seconds on a loaded machine,
// past the unit tests' 5 s. What they check is what is printed and where, not how fast.
describe('PDFs laid out in worker threads', { timeout: 60_000 }, () => {
  const size = pdfThreads.size;
  afterEach(() => {
    pdfThreads.size = size;
  });

  it('prints the document, its page numbers in the words given and a signature image', async () => {
    const signature = await sharp({ create: { width: 40, height: 20, channels: 3, background: '#123456' } })
      .png()
      .toBuffer();
    const pdf = await printPdf({
      ...statementOf(80),
      blocks: [...statementOf(80).blocks, { kind: 'signature', label: 'Signed', image: signature }],
    });
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = pdfText(pdf);
    expect(text).toContain('INV-79');
    expect(text).toContain(`Seite 1 von ${pdfPageCount(pdf)}`);
    expect(pdf.toString('latin1')).toMatch(/\/Subtype \/Image/);
  });

  it('keeps the event loop turning while a long document is laid out, which on the loop itself it does not', async () => {
    const long = statementOf(1500);
    await printPdf(statementOf(1)); // the thread started and its fonts read
    const threaded = await longestStall(() => printPdf(long));
    pdfThreads.size = 0;
    const onLoop = await longestStall(() => printPdf(long));
    // On the loop, one turn lasts the whole layout; in a thread, turns go on every few milliseconds.
    expect(onLoop.stall).toBeGreaterThan(onLoop.took * 0.8);
    expect(threaded.stall).toBeLessThan(threaded.took / 4);
  });

  it('lays out below the priority of the thread that answers requests', async () => {
    const before = os.getPriority();
    await printPdf(statementOf(1));
    const niceOf = (task: string) =>
      Number(fs.readFileSync(`/proc/self/task/${task}/stat`, 'utf8').split(') ')[1]?.split(' ')[16]);
    const nices = fs.readdirSync('/proc/self/task').map(niceOf);
    expect(os.getPriority()).toBe(before);
    expect(nices).toContain(os.constants.priority.PRIORITY_BELOW_NORMAL);
  });

  it('fails a document it cannot lay out with the reason, and prints the next one', async () => {
    const broken: PdfDocumentModel = {
      title: 'Consent',
      blocks: [{ kind: 'signature', label: 'Signed', image: Buffer.from('not an image') }],
    };
    await expect(printPdf(broken)).rejects.toThrow(/The PDF could not be laid out: .+/);
    expect(pdfText(await printPdf(statementOf(3)))).toContain('INV-2');
  });

  it('starts a new thread after one has stopped', async () => {
    await printPdf(statementOf(1));
    await stopPdfThreads();
    expect(pdfText(await printPdf(statementOf(2)))).toContain('INV-1');
  });
});
