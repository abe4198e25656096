import type { DocumentLayout } from '../../documents/layout.js';
import { recordDocument } from '../../documents/record-pdf.js';

const text = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');

/**
 * A prescription's PDF: every field by section, then the prescriber's
 * signature line (spec 000 §9), under the name they signed with, else the
 * prescribing doctor's.
 */
export const prescriptionDocument: DocumentLayout = ({ def, record, settings, format }) => {
  const document = recordDocument(def, record, settings, format);
  const labels = (record.labels ?? {}) as Record<string, string | null>;
  return {
    ...document,
    blocks: [
      ...document.blocks,
      { kind: 'space', size: 16 },
      {
        kind: 'signature',
        label: 'Prescriber’s signature',
        name: text(record.digitalSignature) || (labels.doctor ?? undefined),
      },
    ],
  };
};
