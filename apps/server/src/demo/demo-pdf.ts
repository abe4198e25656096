import type { Rows } from '../db/client.js';
import { renderPdf } from '../documents/pdf.js';
import { fileStore } from '../files/store.js';

/** A short PDF the demo attaches to a record (a signed consent, a research summary). */
export async function attachDemoPdf(
  rows: Rows,
  owner: { resource: string; recordId: number; field: string },
  name: string,
  content: {
    title: string;
    subtitle?: string;
    fields: { label: string; value: string }[];
    text: string;
    signer?: string;
  },
): Promise<void> {
  const data = await renderPdf({
    letterhead: ['Chairside Dental Clinics', '12 Harbour Street, Boston, MA 02110'],
    title: content.title,
    subtitle: content.subtitle,
    blocks: [
      { kind: 'fields', rows: content.fields },
      { kind: 'space' },
      { kind: 'paragraph', text: content.text, align: 'justify' },
      ...(content.signer
        ? [{ kind: 'space', size: 24 } as const, { kind: 'signature', label: 'Signed', name: content.signer } as const]
        : []),
    ],
    footer: 'Demo document',
  });
  await fileStore.insert(rows, owner, { name, type: 'application/pdf', data }, null);
}
