import {
  CERTIFICATE_CLINICAL_FIELDS,
  certificates,
  certificateTitle,
  clinics,
  countryName,
  patients,
} from '@chairside/domain';
import { printDay } from '../../documents/format.js';
import { documentFrame } from '../../documents/frame.js';
import type { DocumentSource } from '../../documents/layout.js';
import { letterhead } from '../../documents/letterhead.js';
import type { PdfBlock, PdfDocumentModel } from '../../documents/pdf.js';
import type { Row } from '../../resources/columns.js';
import { ResourceRepository } from '../../resources/repository.js';

const clinicRepo = new ResourceRepository(clinics);
const patientRepo = new ResourceRepository(patients);

const text = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');

/** The clinic's name, address and contacts, for the top of the page. */
function letterheadOf(
  clinic: Row | undefined,
  fallback: DocumentSource['settings']['system'],
  language: string,
): string[] {
  if (!clinic) return letterhead(fallback);
  const place = [text(clinic.city), [text(clinic.state), text(clinic.zipCode)].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  return [
    text(clinic.name),
    [text(clinic.address), place, countryName(text(clinic.country), language)].filter(Boolean).join(', '),
    [text(clinic.contactNumber), text(clinic.email)].filter(Boolean).join(' · '),
  ];
}

/**
 * A certificate as it is handed to the patient: the clinic's letterhead, the
 * certificate's title and number, who and when, its text (generated from a
 * template, or else its diagnosis, treatment and recommendations) and the
 * line the doctor signs on. Names, never ids; internal notes are not printed.
 */
export async function certificateDocument({
  record,
  settings,
  format,
  rows,
}: DocumentSource): Promise<PdfDocumentModel> {
  const { t } = format;
  const labels = (record.labels ?? {}) as Record<string, string | null>;
  const [clinic, patient] = await Promise.all([
    typeof record.clinicId === 'number' ? clinicRepo.get(rows, record.clinicId) : undefined,
    typeof record.patientId === 'number' ? patientRepo.get(rows, record.patientId) : undefined,
  ]);
  const day = (v: unknown) => (typeof v === 'string' && v ? printDay(v, format) : '—');
  const number = text(record.certificateNumber);
  const birthDate = text(patient?.birthDate);

  const blocks: PdfBlock[] = [
    {
      kind: 'fields',
      rows: [
        { label: t.word('Patient'), value: labels.patientId ?? '—' },
        ...(birthDate ? [{ label: t.word('Birth Date'), value: day(birthDate) }] : []),
        { label: t.word('Doctor'), value: labels.doctorId ?? '—' },
        { label: t.word('Clinic'), value: labels.clinicId ?? '—' },
        { label: t.word('Issue Date'), value: day(record.issueDate) },
        { label: t.word('Valid Until'), value: day(record.validUntil) },
      ],
    },
    { kind: 'space', size: 8 },
  ];
  const body = text(record.body);
  if (body) blocks.push({ kind: 'paragraph', text: body, align: 'justify' });
  else
    for (const key of CERTIFICATE_CLINICAL_FIELDS)
      if (text(record[key]))
        blocks.push({ kind: 'paragraph', label: t.text(certificates.fields[key].label), text: text(record[key]) });
  blocks.push({
    kind: 'signature',
    label: t.word('Signature'),
    name: text(record.signature) || (labels.doctorId ?? undefined),
  });

  const title = t.text(certificateTitle(record.certificateType));
  const lines = letterheadOf(clinic, settings.system, t.language).filter(Boolean);
  return {
    ...documentFrame(settings, format, { title: [title, number].filter(Boolean).join(' '), lines }),
    title,
    ...(number ? { subtitle: t.word('Certificate No. {{number}}', { number }) } : {}),
    blocks,
  };
}
