import {
  CERTIFICATE_CLINICAL_FIELDS,
  certificates,
  certificateTitle,
  clinics,
  countryName,
  patients,
} from '@chairside/domain';
import { formatDay, formatInstant } from '../../documents/format.js';
import type { DocumentSource } from '../../documents/layout.js';
import { letterhead } from '../../documents/letterhead.js';
import type { PdfBlock, PdfDocumentModel } from '../../documents/pdf.js';
import type { Row } from '../../resources/columns.js';
import { ResourceRepository } from '../../resources/repository.js';

const clinicRepo = new ResourceRepository(clinics);
const patientRepo = new ResourceRepository(patients);

const text = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');

/** The clinic's name, address and contacts, for the top of the page. */
function letterheadOf(clinic: Row | undefined, fallback: DocumentSource['settings']['system']): string[] {
  if (!clinic) return letterhead(fallback);
  const place = [text(clinic.city), [text(clinic.state), text(clinic.zipCode)].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  return [
    text(clinic.name),
    [text(clinic.address), place, countryName(text(clinic.country))].filter(Boolean).join(', '),
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
  const labels = (record.labels ?? {}) as Record<string, string | null>;
  const [clinic, patient] = await Promise.all([
    typeof record.clinicId === 'number' ? clinicRepo.get(rows, record.clinicId) : undefined,
    typeof record.patientId === 'number' ? patientRepo.get(rows, record.patientId) : undefined,
  ]);
  const day = (v: unknown) => (typeof v === 'string' && v ? formatDay(v, format.dateFormat) : '—');
  const number = text(record.certificateNumber) || `#${record.id}`;
  const birthDate = text(patient?.birthDate);

  const blocks: PdfBlock[] = [
    {
      kind: 'fields',
      rows: [
        { label: 'Patient', value: labels.patientId ?? '—' },
        ...(birthDate ? [{ label: 'Birth Date', value: day(birthDate) }] : []),
        { label: 'Doctor', value: labels.doctorId ?? '—' },
        { label: 'Clinic', value: labels.clinicId ?? '—' },
        { label: 'Issue Date', value: day(record.issueDate) },
        { label: 'Valid Until', value: day(record.validUntil) },
      ],
    },
    { kind: 'space', size: 8 },
  ];
  const body = text(record.body);
  if (body) blocks.push({ kind: 'paragraph', text: body, align: 'justify' });
  else
    for (const key of CERTIFICATE_CLINICAL_FIELDS)
      if (text(record[key]))
        blocks.push({ kind: 'paragraph', label: certificates.fields[key].label, text: text(record[key]) });
  blocks.push({
    kind: 'signature',
    label: 'Signature',
    name: text(record.signature) || (labels.doctorId ?? undefined),
  });

  const clinicName = labels.clinicId ?? settings.system.appName;
  return {
    title: certificateTitle(record.certificateType),
    subtitle: `Certificate No. ${number}`,
    letterhead: letterheadOf(clinic, settings.system).filter(Boolean),
    blocks,
    footer: `${clinicName} · Certificate ${number} · printed ${formatInstant(new Date().toISOString(), format)}`,
    info: { author: clinicName, subject: certificateTitle(record.certificateType) },
  };
}
