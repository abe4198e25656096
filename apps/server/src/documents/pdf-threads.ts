import os from 'node:os';
import { Worker } from 'node:worker_threads';
import { threadEntry } from '../threads/entry.js';
import { type PdfDocumentModel, renderPdf } from './pdf.js';
import type { PdfJob, PdfOutcome } from './pdf-thread.js';

interface Waiting {
  resolve: (pdf: Buffer) => void;
  reject: (error: Error) => void;
}

interface PdfThread {
  worker: Worker;
  waiting: Map<number, Waiting>;
}

/** Threads by default: one core left to the event loop (and the database, on one PC); 1 to 4. */
export const defaultPdfThreads = (): number => Math.max(1, Math.min(4, os.availableParallelism() - 1));

/** How many threads may lay out PDFs at once (PDF_THREADS, set at start); 0: on the event loop. */
export const pdfThreads = { size: defaultPdfThreads() };

const threads: PdfThread[] = [];
let nextId = 1;

function startThread(entry: URL): PdfThread {
  const worker = new Worker(entry);
  const thread: PdfThread = { worker, waiting: new Map() };
  // Idle threads do not keep the process alive; one with documents to deliver does.
  worker.unref();
  worker.on('message', (outcome: PdfOutcome) => {
    const waiting = thread.waiting.get(outcome.id);
    if (!waiting) return;
    thread.waiting.delete(outcome.id);
    if (thread.waiting.size === 0) worker.unref();
    if ('pdf' in outcome)
      waiting.resolve(Buffer.from(outcome.pdf.buffer, outcome.pdf.byteOffset, outcome.pdf.byteLength));
    else waiting.reject(new Error(`The PDF could not be laid out: ${outcome.error}`));
  });
  const fail = (error: Error) => {
    const at = threads.indexOf(thread);
    if (at >= 0) threads.splice(at, 1);
    for (const waiting of thread.waiting.values()) waiting.reject(error);
    thread.waiting.clear();
  };
  worker.on('error', fail);
  worker.on('exit', (code) => fail(new Error(`The PDF thread stopped (${code}) before the document was laid out`)));
  threads.push(thread);
  return thread;
}

/** The thread with the fewest documents waiting; a new one while it has some and fewer than `size` run. */
async function pickThread(): Promise<PdfThread> {
  const entry = await threadEntry('pdf-thread', import.meta.url, './pdf-thread.ts');
  // Synchronous from here: two documents at once cannot both start a thread past `size`.
  const idlest = threads.reduce<PdfThread | undefined>(
    (best, t) => (!best || t.waiting.size < best.waiting.size ? t : best),
    undefined,
  );
  if (idlest && (idlest.waiting.size === 0 || threads.length >= pdfThreads.size)) return idlest;
  return startThread(entry);
}

/**
 * The PDF file of a document, laid out in a worker thread (`pdf-thread.ts`), started on the first
 * PDF: a batch of statements takes seconds of CPU, which on the event loop would hold every other
 * request back. A thread that fails fails the documents it held and is replaced on the next one.
 */
export async function printPdf(model: PdfDocumentModel): Promise<Buffer> {
  if (pdfThreads.size === 0) return renderPdf(model);
  const thread = await pickThread();
  const id = nextId++;
  return new Promise<Buffer>((resolve, reject) => {
    if (thread.waiting.size === 0) thread.worker.ref();
    thread.waiting.set(id, { resolve, reject });
    thread.worker.postMessage({ id, model } satisfies PdfJob);
  });
}

/** Ends every PDF thread (a test of a thread's failure); the next PDF starts a new one. */
export async function stopPdfThreads(): Promise<void> {
  await Promise.all(threads.map((t) => t.worker.terminate()));
}
