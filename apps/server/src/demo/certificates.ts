import { type CERTIFICATE_TYPES, certificates, certificateTemplates } from '@chairside/domain';
import { sql } from 'drizzle-orm';
import type { Rows } from '../db/client.js';
import { insertGeneratedCertificate } from '../modules/certificates/generate.js';
import { ResourceRepository } from '../resources/repository.js';
import type { Random } from './random.js';
import { demoToday } from './today.js';

type CertificateType = (typeof CERTIFICATE_TYPES)[number];

/** One template per certificate type, using the placeholders a certificate fills. */
const TEMPLATES: { name: string; certificateType: CertificateType; description: string; content: string }[] = [
  {
    name: 'Medical fitness certificate',
    certificateType: 'Medical Fitness',
    description: 'For schools, sports clubs and employers: no dental condition limits the patient.',
    content: [
      'This is to certify that {{patientName}} was examined at {{clinicName}} on {{issueDate}}.',
      'Findings: {{diagnosis}}',
      'Treatment given: {{treatmentDetails}}',
      'In my opinion the patient is medically fit as far as their oral health is concerned. {{recommendations}}',
      'This certificate ({{certificateNumber}}) is valid until {{validUntil}}.',
    ].join('\n\n'),
  },
  {
    name: 'Dental clearance before treatment',
    certificateType: 'Dental Clearance',
    description: 'Clears a patient for surgery, radiotherapy or orthodontics once the mouth is free of infection.',
    content: [
      'To whom it may concern,',
      '{{patientName}} has been examined by {{doctorName}} at {{clinicName}}. Diagnosis: {{diagnosis}}',
      'Treatment completed: {{treatmentDetails}}',
      'The patient is dentally cleared for the planned procedure. {{recommendations}}',
      'Clearance {{certificateNumber}}, issued {{issueDate}}, valid until {{validUntil}}.',
    ].join('\n\n'),
  },
  {
    name: 'Vaccination record',
    certificateType: 'Vaccination',
    description: 'Vaccinations given or checked at the clinic (hepatitis B for staff and students).',
    content: [
      'Vaccination certificate {{certificateNumber}}',
      'This certifies that {{patientName}} received the following at {{clinicName}}: {{treatmentDetails}}',
      'Status: {{diagnosis}}',
      '{{recommendations}}',
      'Issued on {{issueDate}} by {{doctorName}}; valid until {{validUntil}}.',
    ].join('\n\n'),
  },
  {
    name: 'Treatment and sick leave attestation',
    certificateType: 'Other',
    description: 'Attests a visit or a treatment, with the rest the patient needs afterwards.',
    content: [
      'I, {{doctorName}}, certify that {{patientName}} was treated at {{clinicName}} on {{issueDate}}.',
      'Reason: {{diagnosis}}',
      'Treatment: {{treatmentDetails}}',
      '{{recommendations}}',
      'Reference {{certificateNumber}}; this attestation is valid until {{validUntil}}.',
    ].join('\n\n'),
  },
];

/** Diagnosis, treatment details and recommendations a certificate of each type may carry. */
const CONTENT: Record<CertificateType, [string, string, string][]> = {
  'Medical Fitness': [
    [
      'No caries, healthy gums, no sign of infection.',
      'Routine examination, scaling and polishing.',
      'Fit for sports and physical activity; a mouthguard is advised for contact sports.',
    ],
    [
      'Sound dentition with two restored molars.',
      'Examination and bitewing radiographs.',
      'Fit for work; review in six months.',
    ],
  ],
  'Dental Clearance': [
    [
      'Caries-free; periodontium healthy.',
      'Two composite fillings (teeth 16 and 26) and full-mouth scaling.',
      'Cleared for orthodontic treatment.',
    ],
    [
      'Residual root of tooth 47 removed; no other source of infection.',
      'Surgical extraction of tooth 47 under local anaesthesia; healing checked.',
      'Cleared for cardiac surgery; antibiotic cover advised for future extractions.',
    ],
    [
      'Moderate gingivitis treated; no active infection.',
      'Scaling, root planing and oral hygiene instruction.',
      'Cleared for radiotherapy of the head and neck; fluoride trays to be worn daily.',
    ],
  ],
  Vaccination: [
    [
      'Protected: anti-HBs above 10 mIU/mL after the course.',
      'Hepatitis B vaccine, three doses (0, 1 and 6 months).',
      'No booster needed for healthcare work.',
    ],
    [
      'Course in progress: two of three doses given.',
      'Hepatitis B vaccine, doses one and two.',
      'Third dose due in four months; a blood test one month after it.',
    ],
  ],
  Other: [
    [
      'Impacted wisdom tooth (38) causing pericoronitis.',
      'Surgical extraction of tooth 38 under local anaesthesia; four sutures.',
      'Two days of rest from work or school; soft diet and no smoking for a week.',
    ],
    [
      'Acute pulpitis of tooth 36.',
      'Emergency root canal opening and dressing.',
      'One day of rest; return for the root canal filling next week.',
    ],
  ],
};

/** How long each type of certificate is valid, in days. */
const VALIDITY: Record<CertificateType, number> = {
  'Medical Fitness': 180,
  'Dental Clearance': 90,
  Vaccination: 365,
  Other: 14,
};

const DAY = 86_400_000;
const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Four templates and thirty certificates, most generated from a template (after patients and doctors). */
export async function seedCertificates(rows: Rows, random: Random): Promise<void> {
  const templateRepo = new ResourceRepository(certificateTemplates);
  const templateIds = new Map<CertificateType, number>();
  for (const t of TEMPLATES) templateIds.set(t.certificateType, await templateRepo.insert(rows, t));

  const patients = await rows<{ id: number }>(
    sql`select id from patients where archived_at is null order by id limit 40`,
  );
  const doctors = await rows<{ id: number; name: string; clinic: number | null }>(
    sql`select id, full_name as name, clinic from doctors order by id`,
  );
  const [firstClinic] = await rows<{ id: number }>(sql`select id from clinics order by id limit 1`);
  if (!patients.length || !doctors.length || !firstClinic) return;

  const plain = new ResourceRepository(certificates);
  const types = Object.keys(VALIDITY) as CertificateType[];
  for (let i = 0; i < 30; i++) {
    const certificateType = random.pick(types);
    const doctor = random.pick(doctors);
    const [diagnosis, treatmentDetails, recommendations] = random.pick(CONTENT[certificateType]);
    const issued = demoToday() - random.int(0, 300) * DAY;
    const validUntil = issued + VALIDITY[certificateType] * DAY;
    const expired = validUntil < demoToday();
    const values = {
      patientId: Number(random.pick(patients).id),
      doctorId: Number(doctor.id),
      clinicId: Number(doctor.clinic ?? firstClinic.id),
      certificateType,
      status: expired ? 'Expired' : random.next() < 0.6 ? 'Active' : 'Issued',
      issueDate: day(issued),
      validUntil: day(validUntil),
      diagnosis,
      treatmentDetails,
      recommendations,
      signature: `${doctor.name}, DDS`,
      notes: i % 7 === 3 ? 'Copy handed to the patient; original scanned.' : null,
    };
    // Most come from a template, as staff make them; a few were typed in directly.
    if (i % 5 === 4) await plain.insert(rows, values);
    else
      await insertGeneratedCertificate(
        rows,
        { ...values, templateId: templateIds.get(certificateType) as number },
        'YYYY-MM-DD',
      );
  }
}
