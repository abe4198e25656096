// A worker thread that lays out PDFs (`pdf-threads.ts` starts it): pdfkit's layout and font
// subsetting are some 3 ms of CPU per statement and seconds for a batch, which on the server's
// event loop would hold every other request (and /api/ping) back for that long.
import os from 'node:os';
import { parentPort } from 'node:worker_threads';
import type { PdfBlock, PdfDocumentModel } from './pdf.js';
import { renderPdf } from './pdf.js';

export interface PdfJob {
  id: number;
  model: PdfDocumentModel;
}

export type PdfOutcome = { id: number; pdf: Uint8Array } | { id: number; error: string };

// A Buffer arrives as a plain Uint8Array; pdfkit reads an image only from a Buffer.
const withBuffers = (block: PdfBlock): PdfBlock =>
  block.kind === 'signature' && block.image
    ? { ...block, image: Buffer.from(block.image.buffer, block.image.byteOffset, block.image.byteLength) }
    : block;

// Below the event loop's priority: on a busy PC, a request waits for no PDF. On Linux the nice value is
// the calling thread's own (setpriority with pid 0), so the server's other threads keep theirs.
try {
  os.setPriority(os.constants.priority.PRIORITY_BELOW_NORMAL);
} catch {
  // Not allowed here (a container's policy): the thread runs at the server's priority.
}

parentPort?.on('message', async ({ id, model }: PdfJob) => {
  let outcome: PdfOutcome;
  try {
    const pdf = await renderPdf({ ...model, blocks: model.blocks.map(withBuffers) });
    outcome = { id, pdf };
  } catch (e) {
    outcome = { id, error: e instanceof Error ? e.message : String(e) };
  }
  parentPort?.postMessage(outcome);
});
