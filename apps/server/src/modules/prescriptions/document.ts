import { prescriptions } from '@chairside/domain';
import { formatFieldText } from '../../documents/format.js';
import { documentFrame } from '../../documents/frame.js';
import type { DocumentLayout } from '../../documents/layout.js';
import type { PdfBlock, PdfField } from '../../documents/pdf.js';

const text = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');

/**
 * A prescription as the patient takes it to the pharmacy (spec 000 §9): the
 * letterhead, the title and its number, patient, doctor, clinic and dates,
 * the medication lines, refills and pharmacy, notes, status, and the line
 * the prescriber signs on, under the name they sign with (else the doctor's).
 */
export const prescriptionDocument: DocumentLayout = ({ record, settings, format }) => {
  const { t } = format;
  const { fields } = prescriptions;
  const labels = (record.labels ?? {}) as Record<string, string | null>;
  const row = (key: string): PdfField[] => {
    const field = fields[key];
    return field
      ? [{ label: t.text(field.label), value: formatFieldText(field, record[key], format, labels[key]) || '—' }]
      : [];
  };
  const medications = Array.isArray(record.medications) ? (record.medications as Record<string, unknown>[]) : [];
  const lines = fields.medications.fields;
  const blocks: PdfBlock[] = [
    { kind: 'fields', rows: ['patient', 'doctor', 'clinic', 'prescriptionDate', 'validUntil'].flatMap(row) },
    { kind: 'heading', text: t.text(fields.medications.label) },
    medications.length
      ? {
          kind: 'table',
          columns: Object.values(lines).map((f) => t.text(f.label)),
          rows: medications.map((m, i) =>
            Object.entries(lines).map(([k, f]) => formatFieldText(f, m[k], format, labels[`medications.${i}.${k}`])),
          ),
        }
      : { kind: 'paragraph', text: t.text(fields.medications.emptyText ?? '') },
    { kind: 'space', size: 8 },
    {
      kind: 'fields',
      rows: ['refillAllowed', 'refillCount', ...(text(record.pharmacy) ? ['pharmacy'] : []), 'status'].flatMap(row),
    },
  ];
  if (text(record.notes))
    blocks.push({ kind: 'paragraph', label: t.text(fields.notes.label), text: text(record.notes) });
  blocks.push(
    { kind: 'space', size: 16 },
    {
      kind: 'signature',
      label: t.word('Prescriber’s signature'),
      name: text(record.digitalSignature) || (labels.doctor ?? undefined),
    },
  );
  const title = t.text(prescriptions.label);
  const number = text(record.prescriptionNumber);
  return {
    ...documentFrame(settings, format, { title: [title, number].filter(Boolean).join(' ') }),
    title,
    subtitle: [number, labels.patient].filter(Boolean).join(' · '),
    blocks,
  };
};
