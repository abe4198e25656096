import type { ClinicSettings, PlaceholderValues } from '@chairside/domain';
import { formatDay } from '../../documents/format.js';
import type { Row } from '../../resources/columns.js';

const textOf = (v: unknown): string => (v === null || v === undefined ? '' : String(v));

/**
 * What a stored certificate gives its template's placeholders: names (never
 * ids) of its patient, doctor and clinic, dates in the clinic's format.
 */
export function placeholderValues(
  record: Row,
  dateFormat: ClinicSettings['localisation']['dateFormat'],
): PlaceholderValues {
  const labels = (record.labels ?? {}) as Record<string, string | null>;
  const day = (v: unknown) => (typeof v === 'string' && v ? formatDay(v, dateFormat) : '');
  return {
    patientName: labels.patientId ?? '',
    doctorName: labels.doctorId ?? '',
    clinicName: labels.clinicId ?? '',
    certificateNumber: textOf(record.certificateNumber),
    certificateType: textOf(record.certificateType),
    issueDate: day(record.issueDate),
    validUntil: day(record.validUntil),
    diagnosis: textOf(record.diagnosis),
    treatmentDetails: textOf(record.treatmentDetails),
    recommendations: textOf(record.recommendations),
  };
}
