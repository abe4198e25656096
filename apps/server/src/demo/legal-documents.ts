import { legalDocuments } from '@chairside/domain';
import { sql } from 'drizzle-orm';
import type { Rows } from '../db/client.js';
import { ResourceRepository } from '../resources/repository.js';
import { attachDemoPdf } from './demo-pdf.js';
import type { Random } from './random.js';
import { demoToday } from './today.js';

const inDays = (days: number) => new Date(demoToday() + days * 86_400_000).toISOString().slice(0, 10);

/** Type, status, signed (days from today), expiry (days from today; null: none). */
const DOCUMENTS: [string, string, number | null, number | null][] = [
  ['Treatment Consent', 'Signed', -30, null],
  ['Privacy Notice Acknowledgement', 'Signed', -200, 165],
  ['Anesthesia Consent', 'Signed', -12, null],
  ['Financial Agreement', 'Signed', -90, 275],
  ['Photography Consent', 'Signed', -400, -35],
  ['Medical Records Release', 'Pending Signature', null, null],
  ['Treatment Consent', 'Signed', -5, null],
  ['Photography Consent', 'Expired', -800, -70],
  ['Financial Agreement', 'Revoked', -150, 215],
  ['Privacy Notice Acknowledgement', 'Signed', -60, 305],
  ['Treatment Consent', 'Pending Signature', null, null],
  ['Anesthesia Consent', 'Signed', -2, null],
];

const TEXT: Record<string, string> = {
  'Treatment Consent':
    'I have been told about the proposed treatment, its benefits, risks and alternatives, and I agree to it.',
  'Anesthesia Consent': 'I agree to receive local anesthesia and have been told about its possible effects.',
  'Privacy Notice Acknowledgement': 'I have received and read the clinic notice on how my health information is used.',
  'Financial Agreement': 'I agree to pay for the treatment as set out in the estimate I was given.',
  'Medical Records Release': 'I allow the clinic to send my dental records to the practitioner named below.',
  'Photography Consent': 'I agree that photographs of my teeth may be taken and kept in my record.',
};

/** Signed consents and agreements of the first patients, each signed one with its PDF. */
export async function seedLegalDocuments(rows: Rows, random: Random): Promise<void> {
  const patients = await rows<{ id: number; name: string }>(
    sql`select id, full_name as name from patients order by id limit ${DOCUMENTS.length}`,
  );
  const repo = new ResourceRepository(legalDocuments);
  for (const [i, [documentType, status, signed, expiry]] of DOCUMENTS.entries()) {
    const patient = patients[i % Math.max(1, patients.length)];
    if (!patient) return;
    const signedDate = signed === null ? null : inDays(signed + random.int(-2, 0));
    const id = await repo.insert(rows, {
      patient: Number(patient.id),
      documentType,
      signedDate,
      expiryDate: expiry === null ? null : inDays(expiry),
      status,
      notes: status === 'Revoked' ? 'Withdrawn by the patient in writing.' : null,
    });
    if (!signedDate) continue;
    await attachDemoPdf(
      rows,
      { resource: legalDocuments.name, recordId: id, field: 'document' },
      `${documentType.toLowerCase().replace(/\s+/g, '-')}-${id}.pdf`,
      {
        title: documentType,
        subtitle: patient.name,
        fields: [
          { label: 'Patient', value: patient.name },
          { label: 'Signed on', value: signedDate },
        ],
        text: TEXT[documentType] ?? '',
        signer: patient.name,
      },
    );
  }
}
