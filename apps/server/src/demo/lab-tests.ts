import { type LAB_TEST_CATEGORIES, labTests, RESULT_DELIVERY_METHODS, SAMPLE_CONDITIONS } from '@chairside/domain';
import { sql } from 'drizzle-orm';
import type { Rows } from '../db/client.js';
import { renderPdf } from '../documents/pdf.js';
import { fileStore } from '../files/store.js';
import { ResourceRepository } from '../resources/repository.js';
import type { Random } from './random.js';
import { demoToday } from './today.js';

type Category = (typeof LAB_TEST_CATEGORIES)[number];

/** A measurement: its unit and normal range (numbers), or a text value that is normal. */
interface Measure {
  name: string;
  unit?: string;
  low?: number;
  high?: number;
  decimals?: number;
  normal?: string;
  abnormal?: string;
}

interface Kind {
  name: string;
  category: Category;
  sample: string;
  cents: [number, number];
  lab: string;
  measures: Measure[];
}

const PATHOLOGY = 'Boston Pathology Services';
const DIAGNOSTICS = 'Harbour Diagnostics';
const IMAGING = 'Chairside imaging room';

const KINDS: Kind[] = [
  {
    name: 'Complete blood count',
    category: 'Blood',
    sample: 'Venous blood (EDTA)',
    cents: [2_500, 4_500],
    lab: DIAGNOSTICS,
    measures: [
      { name: 'Haemoglobin', unit: 'g/dL', low: 12, high: 16, decimals: 1 },
      { name: 'White cells', unit: '10^9/L', low: 4, high: 11, decimals: 1 },
      { name: 'Platelets', unit: '10^9/L', low: 150, high: 400 },
    ],
  },
  {
    name: 'Coagulation panel (INR)',
    category: 'Blood',
    sample: 'Venous blood (citrate)',
    cents: [3_000, 5_000],
    lab: DIAGNOSTICS,
    measures: [
      { name: 'INR', low: 0.8, high: 1.2, decimals: 1 },
      { name: 'Prothrombin time', unit: 's', low: 11, high: 13.5, decimals: 1 },
    ],
  },
  {
    name: 'HbA1c',
    category: 'Blood',
    sample: 'Venous blood (EDTA)',
    cents: [2_000, 3_500],
    lab: DIAGNOSTICS,
    measures: [{ name: 'HbA1c', unit: '%', low: 4, high: 5.6, decimals: 1 }],
  },
  {
    name: 'Urinalysis',
    category: 'Urine',
    sample: 'Midstream urine',
    cents: [1_500, 2_500],
    lab: DIAGNOSTICS,
    measures: [
      { name: 'pH', low: 4.5, high: 8, decimals: 1 },
      { name: 'Protein', normal: 'Negative', abnormal: 'Trace' },
      { name: 'Glucose', normal: 'Negative', abnormal: '1+' },
    ],
  },
  {
    name: 'Panoramic X-ray',
    category: 'Radiology',
    sample: 'Digital panoramic image',
    cents: [6_000, 9_000],
    lab: IMAGING,
    measures: [
      { name: 'Periapical lesions', normal: 'None seen', abnormal: 'Lesion at 36' },
      { name: 'Bone level', normal: 'Within normal limits', abnormal: 'Horizontal bone loss' },
    ],
  },
  {
    name: 'CBCT scan (implant planning)',
    category: 'Radiology',
    sample: 'Cone beam CT, 8 x 8 cm',
    cents: [15_000, 25_000],
    lab: IMAGING,
    measures: [
      { name: 'Bone height at site', unit: 'mm', low: 10, high: 18, decimals: 1 },
      { name: 'Bone width at site', unit: 'mm', low: 6, high: 10, decimals: 1 },
    ],
  },
  {
    name: 'Oral mucosa biopsy',
    category: 'Biopsy',
    sample: 'Incisional biopsy, buccal mucosa',
    cents: [12_000, 20_000],
    lab: PATHOLOGY,
    measures: [{ name: 'Histology', normal: 'Benign fibroma', abnormal: 'Mild epithelial dysplasia' }],
  },
  {
    name: 'Gingival biopsy',
    category: 'Biopsy',
    sample: 'Excisional biopsy, gingiva',
    cents: [10_000, 18_000],
    lab: PATHOLOGY,
    measures: [{ name: 'Histology', normal: 'Pyogenic granuloma', abnormal: 'Lichenoid inflammation' }],
  },
];

const COLLECTORS = ['Nadia Benali', 'Marco Rossi', 'Grace Park', null];
const COMMENTS = [
  null,
  null,
  'Patient fasting since midnight.',
  'Repeat in three months.',
  'Discussed with the patient.',
];

/** The demo clinic's day (as in seed.ts). */
const DAY = 86_400_000;

function measurement(random: Random, m: Measure) {
  if (m.normal !== undefined) {
    const off = random.next() < 0.2;
    return {
      name: m.name,
      value: off ? (m.abnormal ?? m.normal) : m.normal,
      unit: null,
      referenceRange: null,
      flag: off ? 'Abnormal' : 'Normal',
    };
  }
  const low = m.low ?? 0;
  const high = m.high ?? 1;
  const span = high - low;
  const value = low - span * 0.2 + random.next() * span * 1.4;
  const flag = value < low ? 'Low' : value > high ? 'High' : 'Normal';
  return {
    name: m.name,
    value: value.toFixed(m.decimals ?? 0),
    unit: m.unit ?? null,
    referenceRange: `${low} - ${high}`,
    flag,
  };
}

/** The lab's report of a completed test, as a PDF made with the server's renderer. */
function report(kind: Kind, result: ReturnType<typeof measurement>[], patient: string, day: string) {
  return renderPdf({
    title: `${kind.name}: report`,
    subtitle: `${kind.lab} · ${day}`,
    blocks: [
      {
        kind: 'fields',
        rows: [
          { label: 'Patient', value: patient },
          { label: 'Sample', value: kind.sample },
        ],
      },
      {
        kind: 'table',
        label: 'Result',
        columns: ['Measurement', 'Value', 'Unit', 'Reference Range', 'Flag'],
        rows: result.map((r) => [r.name, r.value, r.unit ?? '', r.referenceRange ?? '', r.flag]),
      },
      { kind: 'signature', label: 'Validated by', name: kind.lab },
    ],
    footer: kind.lab,
  });
}

/** Three months of lab tests for the demo patients, a few with the lab's PDF report attached. */
export async function seedLabTests(rows: Rows, random: Random): Promise<void> {
  const patients = await rows<{ id: number; name: string }>(
    sql`select id, full_name as name from patients where archived_at is null order by id`,
  );
  const doctors = await rows<{ id: number; clinic: number | null }>(sql`select id, clinic from doctors order by id`);
  if (!patients.length || !doctors.length) return;
  const repo = new ResourceRepository(labTests);
  let reports = 0;
  for (let i = 0; i < 36; i++) {
    const kind = random.pick(KINDS);
    const ago = random.int(-3, 90);
    const taken = new Date(demoToday() + 9 * 3_600_000 - ago * DAY + random.int(0, 14) * 1_800_000);
    const patient = random.pick(patients);
    const doctor = random.pick(doctors);
    const status =
      ago < 0
        ? 'Pending'
        : ago < 7
          ? random.pick(['Pending', 'In Progress'] as const)
          : random.next() < 0.08
            ? 'Cancelled'
            : 'Completed';
    const done = status === 'Completed';
    const result = done ? kind.measures.map((m) => measurement(random, m)) : [];
    const cents = random.int(kind.cents[0] / 100, kind.cents[1] / 100) * 100;
    const insured = random.next() < 0.4;
    const delivered = new Date(taken.getTime() + random.int(1, 6) * DAY).toISOString().slice(0, 10);
    const id = await repo.insert(rows, {
      patientId: Number(patient.id),
      doctorId: Number(doctor.id),
      clinicId: doctor.clinic === null ? null : Number(doctor.clinic),
      testName: kind.name,
      testCategory: kind.category,
      testStatus: status,
      urgencyLevel: random.next() < 0.75 ? 'Routine' : random.next() < 0.7 ? 'Urgent' : 'Stat',
      testDescription: null,
      sampleType: kind.sample,
      sampleCondition:
        kind.category === 'Blood' ? (random.next() < 0.85 ? 'Normal' : random.pick(SAMPLE_CONDITIONS)) : null,
      sampleCollectionDate: taken.toISOString(),
      sampleCollectedBy: random.pick(COLLECTORS),
      laboratory: kind.lab,
      result,
      resultDeliveryMethod: done ? random.pick(RESULT_DELIVERY_METHODS) : null,
      resultDeliveryDate: done ? delivered : null,
      testCost: `${cents / 100}.00`,
      insuranceCovered: insured ? 'Yes' : 'No',
      paymentStatus: done ? (random.next() < 0.8 ? 'Paid' : 'Unpaid') : random.pick(['Pending', 'Unpaid'] as const),
      comments: random.pick(COMMENTS),
      notes: null,
    });
    if (done && reports < 4) {
      reports += 1;
      const data = await report(kind, result, patient.name, delivered);
      const name = `${kind.name.replace(/[^\w]+/g, '_').replace(/_+$/, '')}_report.pdf`;
      await fileStore.insert(
        rows,
        { resource: labTests.name, recordId: id, field: 'reports' },
        { name, type: 'application/pdf', data },
        null,
      );
    }
  }
}
