import { caseStudies } from '@chairside/domain';
import { sql } from 'drizzle-orm';
import type { Rows } from '../db/client.js';
import { ResourceRepository } from '../resources/repository.js';
import { attachDemoPdf } from './demo-pdf.js';

/** Title, description, procedures, outcome, status, with a research summary PDF. */
const STUDIES: [string, string, string[], string | null, string, boolean][] = [
  [
    'Immediate implant in the aesthetic zone',
    'Upper central incisor lost to trauma; implant placed in the fresh socket with a provisional crown the same day.',
    ['Extraction', 'Implant placement', 'Provisional crown'],
    'Stable soft tissue and bone level at 12 months.',
    'Published',
    true,
  ],
  [
    'Regenerative treatment of an intrabony defect',
    'Deep pocket distal to a lower first molar treated with a flap, enamel matrix derivative and a bone graft.',
    ['Periodontal flap surgery', 'Bone graft'],
    'Pocket depth down from 8 mm to 3 mm at 9 months.',
    'In Review',
    true,
  ],
  [
    'Retreatment of a failed root canal',
    'Persistent periapical lesion on an upper premolar; the old filling removed and a missed canal found.',
    ['Root canal retreatment'],
    'Lesion healing on the 6-month radiograph.',
    'Published',
    false,
  ],
  [
    'Clear aligners for crowding in an adult',
    'Moderate lower crowding treated with 24 aligners and interproximal reduction.',
    ['Orthodontic records', 'Interproximal reduction', 'Aligner therapy'],
    null,
    'Draft',
    false,
  ],
  [
    'Management of a dental phobic patient under sedation',
    'Full-mouth treatment in two visits under intravenous sedation for a patient who had avoided care for ten years.',
    ['Sedation', 'Composite filling', 'Tooth extraction'],
    'Treatment completed; patient now attends six-monthly check-ups.',
    'In Review',
    true,
  ],
];

/** A few case studies by the demo doctors about demo patients, some with a research summary. */
export async function seedCaseStudies(rows: Rows): Promise<void> {
  const patients = await rows<{ id: number }>(sql`select id from patients order by id desc limit ${STUDIES.length}`);
  const doctors = await rows<{ id: number; name: string }>(
    sql`select id, full_name as name from doctors order by id limit ${STUDIES.length}`,
  );
  if (!patients.length || !doctors.length) return;
  const repo = new ResourceRepository(caseStudies);
  for (const [i, [title, description, proceduresPerformed, outcome, status, withFile]] of STUDIES.entries()) {
    const doctor = doctors[i % doctors.length]!;
    const id = await repo.insert(rows, {
      title,
      patient: Number(patients[i % patients.length]!.id),
      doctor: Number(doctor.id),
      description,
      proceduresPerformed,
      outcome,
      status,
    });
    if (withFile)
      await attachDemoPdf(
        rows,
        { resource: caseStudies.name, recordId: id, field: 'researchFiles' },
        `research-summary-${id}.pdf`,
        {
          title,
          subtitle: 'Research summary',
          fields: [
            { label: 'Author', value: doctor.name },
            { label: 'Procedures', value: proceduresPerformed.join(', ') },
          ],
          text: `${description}\n\n${outcome ?? 'Follow-up ongoing.'}`,
        },
      );
  }
}
